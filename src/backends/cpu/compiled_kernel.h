// Compile once: a kernel by fingerprint, from this process's memory, else the
// disk cache, else lowered, compiled ahead of time for its target, linked into
// a shared object (kept in the disk cache) and loaded. Shared by the CPU and the
// CUDA backend, whose kernels' host code is an x86 object like the CPU's.
#pragma once

#include <Halide.h>

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "backends/cpu/halide_object.h"
#include "backends/cpu/shared_object.h"
#include "cache/disk_cache.h"
#include "fusion/kernel_plan.h"
#include "lower/kernel_lowering.h"

namespace kiln::cpu {

// A compiled kernel: normally a shared object's entry point; a JIT pipeline
// only when no linker is available (and the target allows it).
struct CompiledKernel {
  std::string name;
  std::shared_ptr<SharedObject> library;
  ArgvFunction entry = nullptr;
  std::optional<lower::LoweredKernel> jit;
  Halide::Target jit_target;  // what `jit` was compiled for (realize must name it)
};

struct KernelBuild {
  uint64_t fingerprint = 0;  // kernel_fingerprint(kernel, schedule, target)
  Halide::Target target;
  std::function<lower::LoweredKernel()> lower;  // the scheduled pipeline
  bool jit_fallback = true;  // without a linker: JIT-compile (CPU) or fail (device targets)
  ModuleEdit edit_module;    // applied to the compiled module before its object is written
};

// Logs `compile kernel=... ms=` or `cache-hit kernel=... source=memory|disk`
// with `log_compiles`.
std::shared_ptr<CompiledKernel> find_or_compile(const Kernel& kernel, const KernelBuild& build, DiskCache* disk, bool log_compiles);

// A kernel to find or compile with others.
struct KernelToCompile {
  const Kernel* kernel = nullptr;
  KernelBuild build;
};

// find_or_compile for several kernels at once: those not in memory or on disk
// compile into one shared object where they can (one target, no streaming
// stores, no module edit), each still cached under its own fingerprint. A
// kernel compiles in 25-40 ms whatever its size, about a quarter of it LLVM's
// per-module work (the runtime's bitcode, the pass pipeline) and the link.
// Logs `compile kernel=... ms=...` per kernel (ms: its share of the shared
// object's time) and `compile-object kernels=N ms=...` per shared object.
std::vector<std::shared_ptr<CompiledKernel>> find_or_compile_together(const std::vector<KernelToCompile>& kernels, DiskCache* disk,
                                                                      bool log_compiles);

}  // namespace kiln::cpu
