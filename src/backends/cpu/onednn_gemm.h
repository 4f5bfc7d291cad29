// bf16 GEMMs through oneDNN's matmul (Debian's libdnnl, 2.6): bf16 operands,
// f32 accumulation, the result rounded to bf16 once. On CPUs with AVX512_BF16
// it runs at twice OpenBLAS's f32 rate (SSD-MobileNet's 19x19x512->512 layer:
// 438 against 219 GFLOP/s here); OpenBLAS 0.3.21 as Debian builds it has no
// sbgemm. oneDNN runs single-threaded, one primitive per block of the GEMM
// (gemm_blocks.h) on kiln's thread pool, made on first use; later runs only
// bind pointers.
#pragma once

#include "fusion/gemm_shape.h"
#include "ir/dtype.h"
#include "runtime/executable.h"

namespace kiln::cpu {

// Whether oneDNN multiplies `dtype` with an optimized kernel on this CPU (not
// its reference loops): the planner keeps such dots narrow.
bool onednn_gemm_is_native(DType dtype);

// With `constant_rhs` the weights are reordered into the layout oneDNN's
// kernel wants on the first run and kept: inference GEMMs otherwise repack
// them every run, which dominates GEMMs of a few rows (SSD's heads).
StepFn onednn_gemm_step(const GemmShape& shape, DType dtype, int lhs_slot, int rhs_slot, int out_slot, bool constant_rhs = false);

}  // namespace kiln::cpu
