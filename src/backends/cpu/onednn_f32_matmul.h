// One row-major f32 GEMM block through oneDNN's matmul primitive (its brgemm
// kernels), on the calling thread: what blas_gemm.cc runs, in place of
// dnnl_sgemm, for blocks that read their right-hand matrix transposed. On an
// idle Zen 4 (AVX-512) the seed's f2 product, [3200,821] x [600,821]^T cut in
// two row blocks, took 0.91 of dnnl_sgemm's time there
// (apps/bench/f32_gemm_paths.cc, 6 interleaved rounds).
#pragma once

#include <cstdint>

namespace kiln::cpu {

// C[m,n] = op(A) op(B), row-major with leading dims lda, ldb, ldc; op is a
// transpose where `trans_a`/`trans_b`. False where oneDNN has no primitive for
// it (the caller then takes dnnl_sgemm). Each thread keeps the primitives it
// made, one per shape, and hands them scratch memory of its own.
bool onednn_f32_matmul(bool trans_a, bool trans_b, int64_t m, int64_t n, int64_t k, const float* a, int64_t lda, const float* b, int64_t ldb,
                       float* c, int64_t ldc);

}  // namespace kiln::cpu
