#include "backends/cpu/compiled_kernel.h"

#include <fmt/format.h>

#include <chrono>
#include <future>
#include <mutex>
#include <unordered_map>

#include "backends/cpu/halide_allocation.h"
#include "backends/cpu/halide_object.h"
#include "backends/cpu/halide_thread_pool.h"
#include "backends/cpu/kernel_loader.h"
#include "support/error.h"
#include "support/warning.h"

namespace kiln::cpu {

namespace {

std::mutex& cache_mutex() {
  static std::mutex m;
  return m;
}

// Kernels of this process by fingerprint. A kernel another thread is still
// compiling is a future here: identical kernels compile once, also when they
// compile in parallel.
using KernelFuture = std::shared_future<std::shared_ptr<CompiledKernel>>;
std::unordered_map<uint64_t, KernelFuture>& memory_cache() {
  static auto* c = new std::unordered_map<uint64_t, KernelFuture>;
  return *c;
}

std::shared_ptr<CompiledKernel> load_kernel(const std::filesystem::path& path, const std::string& function, const std::string& name) {
  auto k = std::make_shared<CompiledKernel>();
  k->name = name;
  k->library = SharedObject::load(path, /*global=*/false);
  k->entry = reinterpret_cast<ArgvFunction>(k->library->symbol(function + "_argv"));
  return k;
}

std::shared_ptr<CompiledKernel> compile_now(const Kernel& kernel, const KernelBuild& build, DiskCache* disk, const std::string& key,
                                            const std::string& function) {
  return with_halide_errors(kernel.name, [&] {
    lower::LoweredKernel lowered = build.lower();
    if (linker_works() && load_runtime(disk)) {
      auto path = build_shared_object(disk, key, [&](const std::filesystem::path& o) {
        compile_kernel_object(lowered, function, build.target, o, build.edit_module);
      });
      if (path) return load_kernel(*path, function, kernel.name);
    }
    if (!build.jit_fallback) {
      user_error("kernel {} for {} must be linked into a shared object, and linking does not work here (set KILN_LD to a linker)",
                 kernel.name, build.target.to_string());
    }
    auto k = std::make_shared<CompiledKernel>();
    k->name = kernel.name;
    run_parallel_loops_on_thread_pool(lowered.pipeline);
    allocate_intermediates_or_exit(lowered.pipeline);
    lowered.pipeline.compile_jit(build.target);
    k->jit = std::move(lowered);
    k->jit_target = build.target;
    return k;
  });
}

// A compiled kernel for `key` from the disk cache, if there is a sound one.
std::shared_ptr<CompiledKernel> from_disk(DiskCache* disk, const std::string& key, const std::string& function, const std::string& name) {
  if (!disk || !linker_works()) return nullptr;
  DiskCache::Lookup found = disk->find(key);
  if (!found.problem.empty()) warn_once(found.problem);
  if (!found.path || !load_runtime(disk)) return nullptr;
  return load_kernel(*found.path, function, name);
}

}  // namespace

std::shared_ptr<CompiledKernel> find_or_compile(const Kernel& kernel, const KernelBuild& build, DiskCache* disk, bool log_compiles) {
  const std::string key = fmt::format("kernel-{:016x}.so", build.fingerprint);
  const std::string function = fmt::format("kiln_kernel_{:016x}", build.fingerprint);
  std::promise<std::shared_ptr<CompiledKernel>> promise;
  {
    std::unique_lock<std::mutex> lock(cache_mutex());
    auto it = memory_cache().find(build.fingerprint);
    if (it != memory_cache().end()) {
      const KernelFuture found = it->second;
      lock.unlock();
      std::shared_ptr<CompiledKernel> compiled = found.get();  // rethrows the compiling thread's error
      if (log_compiles) fmt::print(stderr, "cache-hit kernel={} fingerprint={:016x} source=memory\n", kernel.name, build.fingerprint);
      return compiled;
    }
    memory_cache().emplace(build.fingerprint, promise.get_future().share());
  }
  try {
    std::shared_ptr<CompiledKernel> compiled = from_disk(disk, key, function, kernel.name);
    if (compiled) {
      if (log_compiles) fmt::print(stderr, "cache-hit kernel={} fingerprint={:016x} source=disk\n", kernel.name, build.fingerprint);
    } else {
      const auto start = std::chrono::steady_clock::now();
      compiled = compile_now(kernel, build, disk, key, function);
      const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
      if (log_compiles) fmt::print(stderr, "compile kernel={} fingerprint={:016x} ms={:.0f}\n", kernel.name, build.fingerprint, ms);
    }
    promise.set_value(compiled);
    return compiled;
  } catch (...) {
    // A failed compile is not cached: the next request tries again.
    promise.set_exception(std::current_exception());
    std::lock_guard<std::mutex> lock(cache_mutex());
    memory_cache().erase(build.fingerprint);
    throw;
  }
}

}  // namespace kiln::cpu
