// bf16 GEMMs of a few rows (a decoder's tokens times its weight matrices):
// C[m,n] = A[m,k] x B[k,n] with m <= kMaxSkinnyRows, B read once from memory,
// each bf16 element widened to f32 in registers and multiplied into every
// row of A at once, f32 accumulation, each result rounded to bf16 once.
// Memory-bound by design: oneDNN's bf16 kernels on a CPU without AVX512_BF16
// run such products at compute speed (a 11 x 1152 x 262144 logits GEMM took
// 108 ms here, its 604 MB of weights read at copy speed about 30).
// Where the CPU has AVX512_BF16, vdpbf16ps does two multiply-adds per lane
// without widening (skinny_bf16_pairs.h): an 11-row product needs 11
// multiply-adds per weight, about the FMA units' peak at copy speed.
// Nothing flushes denormals: widening is exact, and the pair kernels run
// only where no operand is a tiny nonzero (they watch B as they read it and
// hand such a slice back to the widening kernels). Like oneDNN's exact path
// (an f32 GEMM of the widened operands), denormals, infinities and NaNs come
// out as the reference has them.
// The widening kernels exist for AVX-512 and for AVX2 with FMA
// (skinny_bf16_kernels.h), the widest the CPU runs is taken; on a CPU without
// AVX-512 they are the only fast bf16 product there is (oneDNN's is its
// reference code there), so a decoder's few-row products stay bf16 for them.
// Shared by in-process steps and ahead-of-time libraries, as
// onednn_bf16_gemm.h is.
#pragma once

#include <cstdint>

#include "fusion/gemm_shape.h"

namespace kiln::cpu {

constexpr int64_t kMaxSkinnyRows = 16;

// Whether this CPU runs the widening kernels (AVX-512, or AVX2 with FMA).
bool skinny_bf16_gemm_runs_here();

// Products of at most kMaxSkinnyRows rows, B and C in any order, on at least
// 64 columns' worth of work each, on a CPU that runs the kernels. A batch runs item
// by item (its items are a split weight's parts: fusion/gemm_shape.h).
bool skinny_bf16_gemm_applies(const GemmShape& shape);

// Which kernels may run: the fastest the CPU and the operands allow, the
// widening ones alone, or the AVX2 widening ones alone where the CPU runs
// them (tests compare them all).
enum class SkinnyKernels { kFastest, kWidening, kAvx2Widening };

// What a product ran on: the pair kernels (skinny_bf16_pairs.h) or not, and
// how many column slices (or bands of k) the widening kernels computed again
// because B held a tiny nonzero.
struct SkinnyRun {
  bool pairs = false;
  int64_t widened_slices = 0;
};

// C = A x B on ThreadPool::shared() (columns of B split among its workers).
SkinnyRun skinny_bf16_gemm(const GemmShape& shape, const uint16_t* a, const uint16_t* b, uint16_t* c,
                           SkinnyKernels kernels = SkinnyKernels::kFastest);

}  // namespace kiln::cpu
