#include "backends/cpu/object_output.h"

#include <llvm/Support/ErrorHandling.h>
#include <sys/statvfs.h>
#include <unistd.h>

#include <cstdio>
#include <cstring>
#include <mutex>
#include <set>
#include <string>

#include "support/error.h"

namespace kiln::cpu {

namespace {

std::mutex in_flight_mutex;
std::set<std::string>& in_flight() {
  static std::set<std::string> paths;  // objects being written now
  return paths;
}

// LLVM calls this instead of aborting; it must not return. An I/O failure is
// the user's disk (exit 2); anything else is a bug (exit 1).
void on_llvm_fatal_error(void*, const char* reason, bool) {
  {
    std::lock_guard<std::mutex> lock(in_flight_mutex);
    for (const std::string& p : in_flight()) ::unlink(p.c_str());
  }
  const bool io = std::strstr(reason, "IO failure") || std::strstr(reason, "No space left") || std::strstr(reason, "Permission denied");
  std::fprintf(stderr, io ? "kiln: error: writing a compiled kernel failed: %s (in the compile cache directory, or TMPDIR with --no-cache)\n"
                          : "kiln: internal error (a bug in kiln, please report it with the model): LLVM: %s\n",
               reason);
  std::fflush(stderr);
  ::_exit(io ? 2 : 1);
}

void install_handler_once() {
  static std::once_flag once;
  std::call_once(once, [] { llvm::install_fatal_error_handler(on_llvm_fatal_error, nullptr); });
}

}  // namespace

void write_object(const std::filesystem::path& object, const std::function<void()>& write) {
  install_handler_once();
  const std::filesystem::path dir = object.has_parent_path() ? object.parent_path() : std::filesystem::path(".");
  struct statvfs fs {};
  if (::statvfs(dir.c_str(), &fs) == 0) {
    const unsigned long long free_bytes = static_cast<unsigned long long>(fs.f_bavail) * fs.f_frsize;
    if (free_bytes < kMinFreeBytesForObjects) {
      user_error("{}: cannot write a compiled kernel (No space left on device: {} KiB free, kiln needs {} MiB)", dir.string(),
                 free_bytes >> 10, kMinFreeBytesForObjects >> 20);
    }
  }
  {
    std::lock_guard<std::mutex> lock(in_flight_mutex);
    in_flight().insert(object.string());
  }
  struct Done {
    std::string path;
    ~Done() {
      std::lock_guard<std::mutex> lock(in_flight_mutex);
      in_flight().erase(path);
    }
  } done{object.string()};
  write();
}

}  // namespace kiln::cpu
