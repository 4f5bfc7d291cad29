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

#include "passes/pass.h"

namespace kiln {

// The narrow float types the target multiplies natively, with f32 accumulation.
struct NativeGemmTypes {
  bool bf16 = false;
  bool f16 = false;
};

class WidenNarrowDots : public Pass {
 public:
  explicit WidenNarrowDots(NativeGemmTypes native = {}) : native_(native) {}
  std::string_view name() const override { return "widen_narrow_dots"; }
  bool run(Graph& graph) override;

 private:
  NativeGemmTypes native_;
};

}  // namespace kiln
