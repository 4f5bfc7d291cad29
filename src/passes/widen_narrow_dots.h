// widen_narrow_dots: a bf16 or f16 dot the target cannot multiply natively
// becomes convert(dot(convert(a), convert(b)) in f32): the operands widen
// exactly, the sum accumulates in f32 and rounds once to the result type, as
// XLA:CPU computes it. The f32 dot is then an sgemm (Debian 12's OpenBLAS
// 0.3.21 exports no cblas_sbgemm), and the converts cost nothing of their own,
// fused into the kernels that produce the operands and consume the result
// (weights fold to f32 constants). Dots of a type the target's GEMM library
// takes natively (bf16 through oneDNN on CPUs with AVX512_BF16) stay as they
// are: half the bytes, twice the rate.
#pragma once

#include <functional>

#include "passes/pass.h"

namespace kiln {

// The narrow float types the target multiplies natively, with f32 accumulation.
struct NativeGemmTypes {
  bool bf16 = false;
  bool f16 = false;
  // With bf16: whether its GEMMs are as fast as f32 ones when compute-bound.
  // Where not, a bf16 dot whose rows and columns both number at least
  // kComputeBoundExtent is widened too; one of a few rows (decoding a few
  // tokens) keeps reading bf16 weights, half the bytes. On this machine's
  // AVX-512 Xeon (bf16 at half the f32 rate): GPT-2 1.62 -> 0.95-0.97 s,
  // SSD-MobileNet 19.6 -> 12.9 ms; at 128 instead of 32, 1.10-1.16 s and
  // 14.2-14.4 ms; an 11-row decode product was level either way (2.1 ms).
  // Asked only when such a dot is there (the answer may be a measurement);
  // empty: they keep up.
  std::function<bool()> bf16_compute_bound;
  // Without native bf16 GEMMs: whether bf16 dots of at most kFewRowsExtent
  // rows (a decoder's tokens times its weights) still multiply natively, by
  // kernels that widen the weights in registers as they stream them
  // (backends/cpu/skinny_bf16_gemm.h). Widened here instead, every weight
  // would be converted to f32 by a kernel of its own and read again: a
  // Llama-3.2-1B-sized decode step on an AVX2 CPU read its weights three
  // times.
  bool bf16_few_rows = false;
};
inline constexpr int64_t kComputeBoundExtent = 32;
inline constexpr int64_t kFewRowsExtent = 16;        // backends/cpu/skinny_bf16_gemm.h's kMaxSkinnyRows
inline constexpr int64_t kFewRowsMinWork = 64 * 64;  // and its least n x k

class WidenNarrowDots : public Pass {
 public:
  explicit WidenNarrowDots(NativeGemmTypes native = {}) : native_(native) {}
  std::string_view name() const override { return "widen_narrow_dots"; }
  bool run(Graph& graph) override;

 private:
  NativeGemmTypes native_;
};

}  // namespace kiln
