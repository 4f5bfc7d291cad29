// Files a user keeps (outputs, libraries, bundles, schedules) written whole
// or not at all: the bytes go to a temporary name in the same directory, are
// flushed to disk, and are renamed into place. A failure part-way (a full
// disk) leaves the old file intact and no temporary behind, and says which
// path and why: "out/out0.npy: cannot write (No space left on device)".
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace kiln {

// Writes `bytes` to `path` atomically; UserError on failure.
void write_file_atomically(const std::filesystem::path& path, std::string_view bytes);

// Several files that belong together (a library and its header): each is
// written to a temporary name first, and only when every one is whole are
// they renamed into place, so a failure keeps the old set, all of it. Files
// not committed are removed when the set is destroyed.
class AtomicFileSet {
 public:
  AtomicFileSet() = default;
  AtomicFileSet(const AtomicFileSet&) = delete;
  AtomicFileSet& operator=(const AtomicFileSet&) = delete;
  ~AtomicFileSet();

  // Writes `bytes` under a temporary name for `path`, and returns that name.
  std::filesystem::path add(const std::filesystem::path& path, std::string_view bytes);
  // A temporary name for `path` that the caller fills (a tool's output).
  std::filesystem::path reserve(const std::filesystem::path& path);
  // Renames every temporary into place.
  void commit();

 private:
  std::vector<std::pair<std::filesystem::path, std::filesystem::path>> files_;  // (temporary, final)
};

}  // namespace kiln
