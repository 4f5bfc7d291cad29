// f32 GEMMs through oneDNN's matmul primitive or its sgemm (onednn_f32_matmul.h;
// or OpenBLAS where oneDNN's kernels would
// read B's rows from the same cache sets: sgemm_library.h) and f64 ones
// through OpenBLAS, on kiln's thread pool: transpose flags and
// leading dimensions instead of copies, batches by looping over strided
// matrices, one block per worker (gemm_blocks.h) with OpenBLAS single-threaded
// in each. Shared by in-process steps and ahead-of-time libraries (aot/runtime),
// so it depends on neither kiln's IR nor its error reporting.
#pragma once

#include "fusion/gemm_shape.h"

namespace kiln::cpu {

// C = A x B with `shape`'s strides, on ThreadPool::shared().
void blas_gemm(const GemmShape& shape, const float* a, const float* b, float* c);
void blas_gemm(const GemmShape& shape, const double* a, const double* b, double* c);

// The same on the calling thread alone (a block of a split GEMM), once the
// thread that cut it has called make_openblas_single_threaded().
void blas_gemm_on_this_thread(const GemmShape& shape, const float* a, const float* b, float* c);

// OpenBLAS's thread count is the process's: 1 again if something else (the
// program around an AOT library) has raised it, or each block of kiln's would
// start OpenBLAS threads of its own. Not thread-safe against another call:
// made before a GEMM's blocks are handed out.
void make_openblas_single_threaded();

}  // namespace kiln::cpu
