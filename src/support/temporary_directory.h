// A fresh private directory (mkdtemp), removed with everything in it when the
// object goes away.
#pragma once

#include <filesystem>
#include <string>

namespace kiln {

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
