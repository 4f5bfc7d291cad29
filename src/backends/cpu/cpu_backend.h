// The CPU backend: kernels JIT-compiled by Halide's LLVM x86 backend, GEMMs
// through OpenBLAS. The interface is Halide-free; the driver builds steps from it.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "cache/disk_cache.h"
#include "fusion/gemm_shape.h"
#include "fusion/kernel_plan.h"
#include "runtime/executable.h"

namespace kiln::cpu {

struct CpuOptions {
  bool log_compiles = false;  // `compile kernel=NAME ms=N` per compile on stderr
  int threads = 0;            // 0: all cores
  std::shared_ptr<DiskCache> disk_cache;  // null: compiled kernels are not kept across processes
};

// Applies the thread count to Halide's and OpenBLAS's thread pools.
void set_threads(int threads);

// The Halide target kiln compiles for on this machine, as a string.
std::string host_target();

// Lowers and compiles `kernel` (or finds it compiled, in this process or in the
// disk cache); the step reads `input_slots` and writes
// `output_slots` (in Kernel::inputs and Kernel::outputs order).
StepFn compile_kernel(const Kernel& kernel, const std::vector<int>& input_slots, const std::vector<int>& output_slots,
                      const CpuOptions& options);

// One strided, batched BLAS GEMM.
StepFn gemm_step(const GemmShape& shape, DType dtype, int lhs_slot, int rhs_slot, int out_slot);

}  // namespace kiln::cpu
