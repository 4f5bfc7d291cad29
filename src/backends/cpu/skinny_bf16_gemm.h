// bf16 GEMMs of a few rows (a decoder's tokens times its weight matrices):
// C[m,n] = A[m,k] x B[k,n] with m <= kMaxSkinnyRows, B read once from memory,
// each bf16 element widened to f32 in registers and multiplied into every
// row of A at once, f32 accumulation, each result rounded to bf16 once.
// Memory-bound by design: oneDNN's bf16 kernels on a CPU without AVX512_BF16
// run such products at compute speed (a 11 x 1152 x 262144 logits GEMM took
// 108 ms here, its 604 MB of weights read at copy speed about 30).
// Widening is exact and nothing flushes denormals: like oneDNN's exact path
// (an f32 GEMM of the widened operands), denormals, infinities and NaNs come
// out as the reference has them, with no scan of the operands first.
// AVX-512 kernels (GCC vector extensions), taken only where the CPU has it.
// Shared by in-process steps and ahead-of-time libraries, as
// onednn_bf16_gemm.h is.
#pragma once

#include <cstdint>

#include "fusion/gemm_shape.h"

namespace kiln::cpu {

constexpr int64_t kMaxSkinnyRows = 16;

// One product (batch 1) of at most kMaxSkinnyRows rows, B and C in any
// order, on at least 64 columns' worth of work, on a CPU with AVX-512.
bool skinny_bf16_gemm_applies(const GemmShape& shape);

// C = A x B on ThreadPool::shared() (columns of B split among its workers).
void skinny_bf16_gemm(const GemmShape& shape, const uint16_t* a, const uint16_t* b, uint16_t* c);

}  // namespace kiln::cpu
