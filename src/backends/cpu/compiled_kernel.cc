#include "backends/cpu/compiled_kernel.h"

#include <fmt/format.h>

#include <chrono>
#include <future>
#include <mutex>
#include <optional>
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
                                            const std::string& function, lower::LoweredKernel* lowered_already = nullptr) {
  return with_halide_errors(kernel.name, [&] {
    lower::LoweredKernel lowered = lowered_already ? std::move(*lowered_already) : build.lower();
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

namespace {

// Copies `built` (a shared object in scratch space) into the disk cache as
// `key` too: a kernel compiled with others is found alone the next time.
void cache_copy(DiskCache* disk, const std::filesystem::path& built, const std::string& key) {
  if (!disk) return;
  const std::filesystem::path copy = disk->scratch_path(".so");
  std::error_code ec;
  std::filesystem::copy_file(built, copy, std::filesystem::copy_options::overwrite_existing, ec);
  if (ec) {
    warn_once(fmt::format("{}: cannot copy a compiled kernel into the cache ({})", copy.string(), ec.message()));
    return;
  }
  disk->insert(key, copy);
}

}  // namespace

std::vector<std::shared_ptr<CompiledKernel>> find_or_compile_together(const std::vector<KernelToCompile>& kernels, DiskCache* disk,
                                                                      bool log_compiles) {
  using Clock = std::chrono::steady_clock;
  auto ms_since = [](Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); };
  const size_t n = kernels.size();
  std::vector<KernelFuture> futures(n);
  std::vector<std::optional<std::promise<std::shared_ptr<CompiledKernel>>>> owned(n);
  std::vector<bool> hit_in_memory(n, false);
  {
    std::lock_guard<std::mutex> lock(cache_mutex());
    for (size_t i = 0; i < n; ++i) {
      auto it = memory_cache().find(kernels[i].build.fingerprint);
      if (it != memory_cache().end()) {
        futures[i] = it->second;
        hit_in_memory[i] = true;
        continue;
      }
      owned[i].emplace();
      futures[i] = owned[i]->get_future().share();
      memory_cache().emplace(kernels[i].build.fingerprint, futures[i]);
    }
  }
  auto key_of = [&](size_t i) { return fmt::format("kernel-{:016x}.so", kernels[i].build.fingerprint); };
  auto function_of = [&](size_t i) { return fmt::format("kiln_kernel_{:016x}", kernels[i].build.fingerprint); };
  // A failed compile is not cached: the next request tries again.
  auto fail = [&](size_t i, std::exception_ptr e) {
    if (!owned[i]) return;
    owned[i]->set_exception(e);
    owned[i].reset();
    std::lock_guard<std::mutex> lock(cache_mutex());
    memory_cache().erase(kernels[i].build.fingerprint);
  };
  auto done = [&](size_t i, std::shared_ptr<CompiledKernel> k) {
    owned[i]->set_value(std::move(k));
    owned[i].reset();
  };
  std::vector<lower::LoweredKernel> lowered(n);
  std::vector<double> lowering_ms(n, 0.0);
  auto compile_alone = [&](size_t i, bool is_lowered) {
    try {
      const auto start = Clock::now();
      done(i, compile_now(*kernels[i].kernel, kernels[i].build, disk, key_of(i), function_of(i), is_lowered ? &lowered[i] : nullptr));
      if (log_compiles) {
        fmt::print(stderr, "compile kernel={} fingerprint={:016x} ms={:.0f}\n", kernels[i].kernel->name, kernels[i].build.fingerprint,
                   lowering_ms[i] + ms_since(start));
      }
    } catch (...) {
      fail(i, std::current_exception());
    }
  };
  try {
    // The disk cache first; what is left compiles, together where it can.
    std::vector<size_t> left;
    for (size_t i = 0; i < n; ++i) {
      if (!owned[i]) continue;
      try {
        if (std::shared_ptr<CompiledKernel> found = from_disk(disk, key_of(i), function_of(i), kernels[i].kernel->name)) {
          if (log_compiles) fmt::print(stderr, "cache-hit kernel={} fingerprint={:016x} source=disk\n", kernels[i].kernel->name, kernels[i].build.fingerprint);
          done(i, found);
          continue;
        }
      } catch (...) {
        fail(i, std::current_exception());
        continue;
      }
      left.push_back(i);
    }
    const bool linking = !left.empty() && linker_works() && load_runtime(disk);
    // Lowered into modules, grouped by whether a module has strict-float
    // code: Halide sets the whole LLVM module's floating-point options from
    // that, so a kernel gets the same code whichever kernels share its object.
    std::vector<size_t> groups[2];
    std::vector<Halide::Module> modules(n, Halide::Module("", Halide::Target()));
    for (size_t i : left) {
      const KernelToCompile& k = kernels[i];
      const bool candidate = linking && !k.build.edit_module && k.build.target == kernels[left[0]].build.target;
      if (!candidate) {
        compile_alone(i, false);
        continue;
      }
      try {
        const auto start = Clock::now();
        lowered[i] = with_halide_errors(k.kernel->name, [&] { return k.build.lower(); });
        if (!compiles_with_others(lowered[i])) {
          lowering_ms[i] = ms_since(start);
          compile_alone(i, true);
          continue;
        }
        modules[i] = with_halide_errors(k.kernel->name, [&] { return kernel_module(lowered[i], function_of(i), k.build.target); });
        lowering_ms[i] = ms_since(start);
        groups[modules[i].any_strict_float() ? 1 : 0].push_back(i);
      } catch (...) {
        fail(i, std::current_exception());
      }
    }
    for (const std::vector<size_t>& together : groups) {
      if (together.empty()) continue;
      const auto start = Clock::now();
      try {
        std::vector<Halide::Module> parts;
        for (size_t i : together) parts.push_back(modules[i]);
        const std::optional<std::filesystem::path> path = build_shared_object(disk, key_of(together[0]), [&](const std::filesystem::path& o) {
          with_halide_errors(kernels[together[0]].kernel->name + " (compiled with others)", [&] { compile_modules_object(parts, o); });
        });
        if (!path) user_error("linking the kernels compiled together failed (set KILN_LD to a linker)");
        std::shared_ptr<SharedObject> library = SharedObject::load(*path, /*global=*/false);
        for (size_t j = 0; j < together.size(); ++j) {
          const size_t i = together[j];
          if (j > 0) cache_copy(disk, *path, key_of(i));
          auto k = std::make_shared<CompiledKernel>();
          k->name = kernels[i].kernel->name;
          k->library = library;
          k->entry = reinterpret_cast<ArgvFunction>(library->symbol(function_of(i) + "_argv"));
          done(i, k);
        }
        if (log_compiles) {
          // One line per kernel as ever (its lowering and its share of the
          // object's time), then the object's own line.
          const double ms = ms_since(start);
          for (size_t i : together) {
            fmt::print(stderr, "compile kernel={} fingerprint={:016x} ms={:.0f}\n", kernels[i].kernel->name, kernels[i].build.fingerprint,
                       lowering_ms[i] + ms / static_cast<double>(together.size()));
          }
          if (together.size() > 1) fmt::print(stderr, "compile-object kernels={} ms={:.0f}\n", together.size(), ms);
        }
      } catch (...) {
        // Each on its own again, so that an error names its kernel and the
        // others still compile.
        for (size_t i : together) {
          if (owned[i]) compile_alone(i, false);
        }
      }
    }
  } catch (...) {
    const std::exception_ptr e = std::current_exception();
    for (size_t i = 0; i < n; ++i) fail(i, e);
  }
  std::vector<std::shared_ptr<CompiledKernel>> compiled(n);
  for (size_t i = 0; i < n; ++i) {
    compiled[i] = futures[i].get();  // rethrows a failed compile's error
    if (hit_in_memory[i] && log_compiles) {
      fmt::print(stderr, "cache-hit kernel={} fingerprint={:016x} source=memory\n", kernels[i].kernel->name, kernels[i].build.fingerprint);
    }
  }
  return compiled;
}

}  // namespace kiln::cpu
