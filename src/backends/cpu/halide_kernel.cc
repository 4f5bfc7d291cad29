// Compilation and launch of Halide kernels: lowered, compiled ahead of time to an
// object, linked into a shared object (kept in the disk cache) and loaded; an
// in-process cache by fingerprint in front.
#include <Halide.h>
#include <fmt/format.h>

#include <chrono>
#include <filesystem>
#include <memory>
#include <mutex>
#include <optional>
#include <unordered_map>

#include "backends/cpu/cpu_backend.h"
#include "backends/cpu/cpu_target.h"
#include "backends/cpu/halide_object.h"
#include "backends/cpu/kernel_loader.h"
#include "backends/cpu/shared_object.h"
#include "cache/disk_cache.h"
#include "cache/kernel_fingerprint.h"
#include "lower/cpu_schedule.h"
#include "lower/kernel_lowering.h"
#include "support/error.h"
#include "support/warning.h"

namespace kiln::cpu {

namespace {

// A compiled kernel: normally a shared object's entry point (compiled here or
// found in the disk cache); a JIT pipeline only when no linker is available.
struct CompiledKernel {
  std::string name;
  std::shared_ptr<SharedObject> library;
  ArgvFunction entry = nullptr;
  std::optional<lower::LoweredKernel> jit;
};

// A Halide::Buffer over `b`'s memory (it copies the view's shape).
Halide::Buffer<> wrap(HostBuffer& b) { return Halide::Buffer<>(HalideBufferView(b).buffer); }

std::mutex& cache_mutex() {
  static std::mutex m;
  return m;
}

std::unordered_map<uint64_t, std::shared_ptr<CompiledKernel>>& memory_cache() {
  static auto* c = new std::unordered_map<uint64_t, std::shared_ptr<CompiledKernel>>;
  return *c;
}

std::shared_ptr<CompiledKernel> load_kernel(const std::filesystem::path& path, const std::string& function, const std::string& name) {
  auto k = std::make_shared<CompiledKernel>();
  k->name = name;
  k->library = SharedObject::load(path, /*global=*/false);
  k->entry = reinterpret_cast<ArgvFunction>(k->library->symbol(function + "_argv"));
  return k;
}

std::shared_ptr<CompiledKernel> compile_now(const Kernel& kernel, const KernelSchedule& schedule, DiskCache* disk,
                                            const std::string& key, const std::string& function) {
  return with_halide_errors(kernel.name, [&] {
    lower::LoweredKernel lowered = lower::lower_kernel(kernel);
    lower::apply_cpu_schedule(lowered, schedule);
    if (linker_works() && load_runtime(disk)) {
      auto path = build_shared_object(disk, key, [&](const std::filesystem::path& o) {
        compile_kernel_object(lowered, function, jit_target(), o);
      });
      if (path) return load_kernel(*path, function, kernel.name);
    }
    auto k = std::make_shared<CompiledKernel>();
    k->name = kernel.name;
    lowered.pipeline.compile_jit(jit_target());
    k->jit = std::move(lowered);
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

void run(CompiledKernel& k, std::vector<HostBuffer>& slots, const std::vector<int>& input_slots, const std::vector<int>& output_slots) {
  if (k.entry) {
    std::vector<HalideBufferView> views;
    views.reserve(input_slots.size() + output_slots.size());
    for (int s : input_slots) views.emplace_back(slots[static_cast<size_t>(s)]);
    for (int s : output_slots) views.emplace_back(slots[static_cast<size_t>(s)]);
    std::vector<void*> args;
    for (HalideBufferView& v : views) args.push_back(&v.buffer);
    const int rc = k.entry(args.data());
    if (rc != 0) internal_error("kernel {} failed at run time: Halide error {}", k.name, rc);
    return;
  }
  Halide::ParamMap params;
  std::vector<Halide::Buffer<>> inputs;
  inputs.reserve(input_slots.size());
  for (size_t i = 0; i < input_slots.size(); ++i) {
    inputs.push_back(wrap(slots[static_cast<size_t>(input_slots[i])]));
    params.set(k.jit->inputs[i], inputs.back());
  }
  std::vector<Halide::Buffer<>> outputs;
  for (int s : output_slots) outputs.push_back(wrap(slots[static_cast<size_t>(s)]));
  try {
    k.jit->pipeline.realize(Halide::Realization(outputs), jit_target(), params);
  } catch (const Halide::RuntimeError& e) {
    internal_error("kernel {} failed at run time: {}", k.name, e.what());
  }
}

}  // namespace

StepFn compile_kernel(const Kernel& kernel, const std::vector<int>& input_slots, const std::vector<int>& output_slots,
                      const CpuOptions& options) {
  const KernelSchedule schedule = default_schedule(kernel);
  const uint64_t fingerprint = kernel_fingerprint(kernel, schedule, host_target());
  const std::string key = fmt::format("kernel-{:016x}.so", fingerprint);
  const std::string function = fmt::format("kiln_kernel_{:016x}", fingerprint);
  DiskCache* disk = options.disk_cache.get();
  std::shared_ptr<CompiledKernel> compiled;
  {
    std::lock_guard<std::mutex> lock(cache_mutex());
    auto it = memory_cache().find(fingerprint);
    if (it != memory_cache().end()) compiled = it->second;
  }
  const bool in_memory = compiled != nullptr;
  if (!in_memory) compiled = from_disk(disk, key, function, kernel.name);
  if (compiled) {
    if (options.log_compiles) {
      fmt::print(stderr, "cache-hit kernel={} fingerprint={:016x} source={}\n", kernel.name, fingerprint, in_memory ? "memory" : "disk");
    }
  } else {
    const auto start = std::chrono::steady_clock::now();
    compiled = compile_now(kernel, schedule, disk, key, function);
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    if (options.log_compiles) fmt::print(stderr, "compile kernel={} fingerprint={:016x} ms={:.0f}\n", kernel.name, fingerprint, ms);
  }
  if (!in_memory) {
    std::lock_guard<std::mutex> lock(cache_mutex());
    memory_cache().emplace(fingerprint, compiled);
  }
  return [compiled, input_slots, output_slots](std::vector<HostBuffer>& slots) { run(*compiled, slots, input_slots, output_slots); };
}

}  // namespace kiln::cpu
