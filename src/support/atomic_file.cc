#include "support/atomic_file.h"

#include <fcntl.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstring>

#include "support/error.h"

namespace kiln {

namespace {

namespace fs = std::filesystem;

// A name beside `path` that no other writer (thread or process) uses.
fs::path temporary_name(const fs::path& path) {
  static std::atomic<unsigned> counter{0};
  return path.parent_path() / fmt::format(".{}.tmp.{}.{}", path.filename().string(), ::getpid(), counter++);
}

[[noreturn]] void fail(const fs::path& path, int error) {
  user_error("{}: cannot write ({})", path.string(), std::strerror(error));
}

// Writes and flushes `bytes` to the new file `temporary`; on failure removes
// it and names `path`, the file the user asked for.
void write_whole(const fs::path& temporary, const fs::path& path, std::string_view bytes) {
  const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
  if (fd < 0) fail(path, errno);
  size_t done = 0;
  int error = 0;
  while (done < bytes.size()) {
    const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      error = n < 0 ? errno : EIO;
      break;
    }
    done += static_cast<size_t>(n);
  }
  if (!error && ::fsync(fd) != 0 && errno != EINVAL && errno != EROFS) error = errno;  // EINVAL: /dev/null and pipes
  if (::close(fd) != 0 && !error) error = errno;
  if (error) {
    ::unlink(temporary.c_str());
    fail(path, error);
  }
}

void rename_into_place(const fs::path& temporary, const fs::path& path) {
  if (::rename(temporary.c_str(), path.c_str()) != 0) {
    const int error = errno;
    ::unlink(temporary.c_str());
    user_error("{}: cannot replace ({})", path.string(), std::strerror(error));
  }
}

}  // namespace

void write_file_atomically(const fs::path& path, std::string_view bytes) {
  const fs::path temporary = temporary_name(path);
  write_whole(temporary, path, bytes);
  rename_into_place(temporary, path);
}

AtomicFileSet::~AtomicFileSet() {
  for (const auto& [temporary, path] : files_) ::unlink(temporary.c_str());
}

fs::path AtomicFileSet::add(const fs::path& path, std::string_view bytes) {
  const fs::path temporary = reserve(path);
  write_whole(temporary, path, bytes);
  return temporary;
}

fs::path AtomicFileSet::reserve(const fs::path& path) {
  files_.emplace_back(temporary_name(path), path);
  return files_.back().first;
}

void AtomicFileSet::commit() {
  for (const auto& [temporary, path] : files_) {
    if (::access(temporary.c_str(), F_OK) != 0) user_error("{}: cannot write (its temporary file {} is missing)", path.string(), temporary.string());
  }
  for (const auto& [temporary, path] : files_) rename_into_place(temporary, path);
  files_.clear();
}

}  // namespace kiln
