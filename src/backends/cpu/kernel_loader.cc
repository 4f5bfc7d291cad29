#include "backends/cpu/kernel_loader.h"

#include <fmt/format.h>
#include <xxhash.h>

#include <atomic>
#include <memory>
#include <mutex>

#include "backends/cpu/cpu_backend.h"
#include "backends/cpu/cpu_target.h"
#include "backends/cpu/halide_allocation.h"
#include "backends/cpu/halide_object.h"
#include "backends/cpu/halide_thread_pool.h"
#include "backends/cpu/shared_object.h"
#include "support/error.h"
#include "support/temporary_directory.h"
#include "support/warning.h"

namespace kiln::cpu {

namespace {

// Bumped when the runtime object kiln builds changes for the same target.
constexpr uint64_t kRuntimeVersion = 1;

std::filesystem::path scratch_file(const DiskCache* disk, const std::string& suffix) {
  static std::atomic<uint64_t> counter{0};
  if (disk) return disk->scratch_path(suffix);
  // No disk cache: a private directory, removed when the process exits (loaded
  // objects stay mapped).
  static const TemporaryDirectory scratch(temporary_parent(), "kiln");
  return scratch.path() / fmt::format("k{}{}", counter++, suffix);
}

std::atomic<bool> linker_ok{true};  // until a link fails: then kernels JIT-compile

}  // namespace

bool linker_works() { return linker_ok; }

std::optional<std::filesystem::path> build_shared_object(DiskCache* disk, const std::string& key,
                                                         const std::function<void(const std::filesystem::path&)>& compile_object,
                                                         const std::vector<std::string>& libraries) {
  const std::filesystem::path object = scratch_file(disk, ".o"), shared = scratch_file(disk, ".so");
  compile_object(object);
  const std::string problem = link_shared_object({object}, shared, libraries);
  std::error_code ec;
  std::filesystem::remove(object, ec);
  if (!problem.empty()) {
    warn_once(fmt::format("{}; kernels will be JIT-compiled and not cached on disk", problem));
    linker_ok = false;
    std::filesystem::remove(shared, ec);
    return std::nullopt;
  }
  return disk ? disk->insert(key, shared) : shared;
}

Halide::Target runtime_target() {
  // One runtime per process serves every kernel, so it carries the GPU
  // modules too (each opens its driver only when one of its kernels first
  // runs): OpenCL always, CUDA in builds with the CUDA backend.
  const Halide::Target t = jit_target().with_feature(Halide::Target::OpenCL);
#ifdef KILN_RUNTIME_WITH_CUDA
  return t.with_feature(Halide::Target::CUDA);
#else
  return t;
#endif
}

bool load_runtime(DiskCache* disk, bool prebuilt) {
  static std::mutex m;
  static std::shared_ptr<SharedObject> runtime;
  std::lock_guard<std::mutex> lock(m);
  if (runtime) return true;
  const std::string target = runtime_target().to_string();
  const std::string key = fmt::format("runtime-{:016x}.so", XXH64(target.data(), target.size(), kRuntimeVersion));
  std::optional<std::filesystem::path> path;
  if (disk) {
    DiskCache::Lookup found = disk->find(key);
    if (!found.problem.empty()) warn_once(found.problem);
    path = found.path;
  }
  // The build compiled this machine's runtime (`kiln cache runtime` into
  // KILN_PREBUILT_RUNTIME_DIR), as XLA's comes compiled inside jaxlib: a cold
  // compile then builds kernels only, not 1.5 s of runtime first. Another
  // machine's target finds nothing there and compiles its own.
  if (!path && prebuilt && std::string_view(KILN_PREBUILT_RUNTIME_DIR) != "") path = DiskCache(KILN_PREBUILT_RUNTIME_DIR, 0).find(key).path;
  if (!path) {
    path = build_shared_object(disk, key, [](const std::filesystem::path& o) { compile_runtime_object(runtime_target(), o); },
                               {"-lpthread", "-ldl", "-lm"});
  }
  if (!path) return false;
  runtime = SharedObject::load(*path, /*global=*/true);
  // Halide's default handler aborts the process on a run-time error (a failed
  // bounds check, say); kiln's keeps the message for the step that failed.
  using ErrorHandler = void (*)(void*, const char*);
  using SetErrorHandler = ErrorHandler (*)(ErrorHandler);
  reinterpret_cast<SetErrorHandler>(runtime->symbol("halide_set_error_handler"))(&record_halide_error);
  run_parallel_loops_on_thread_pool(*runtime);
  allocate_intermediates_or_exit(*runtime);
  return true;
}

bool prepare_host_runtime(DiskCache* cache) { return load_runtime(cache, /*prebuilt=*/false); }

namespace {
thread_local std::string last_halide_error;
}  // namespace

void record_halide_error(void*, const char* message) { last_halide_error = message ? message : ""; }

std::string take_halide_error() {
  std::string message = std::move(last_halide_error);
  last_halide_error.clear();
  while (!message.empty() && (message.back() == '\n' || message.back() == ' ')) message.pop_back();
  return message.empty() ? std::string("(no message)") : message;
}

}  // namespace kiln::cpu
