// A fresh private directory (mkdtemp), removed with everything in it when the
// object goes away, or when a signal ends the CLI (support/termination_cleanup.h).
#pragma once

#include <filesystem>
#include <string>

namespace kiln {

// Where temporary directories go: $TMPDIR, or /tmp. Unlike
// std::filesystem::temp_directory_path it does not throw when $TMPDIR names
// no directory: the directory made under it then fails with that path and
// the reason, as a user error.
std::filesystem::path temporary_parent();

class TemporaryDirectory {
 public:
  // Created under `parent` as PREFIX-XXXXXX; UserError when it cannot be.
  TemporaryDirectory(const std::filesystem::path& parent, const std::string& prefix);
  ~TemporaryDirectory();
  TemporaryDirectory(const TemporaryDirectory&) = delete;
  TemporaryDirectory& operator=(const TemporaryDirectory&) = delete;

  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

}  // namespace kiln
