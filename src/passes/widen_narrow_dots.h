// widen_narrow_dots: a bf16 or f16 dot becomes convert(dot(convert(a), convert(b))
// in f32): the operands widen exactly, the sum accumulates in f32 and rounds
// once to the result type, as XLA:CPU computes it. The f32 dot is then an
// sgemm: Debian 12's OpenBLAS 0.3.21 exports no cblas_sbgemm, and the converts
// cost nothing of their own, fused into the kernels that produce the operands
// and consume the result (weights fold to f32 constants).
#pragma once

#include "passes/pass.h"

namespace kiln {

class WidenNarrowDots : public Pass {
 public:
  std::string_view name() const override { return "widen_narrow_dots"; }
  bool run(Graph& graph) override;
};

}  // namespace kiln
