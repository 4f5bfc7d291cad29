// widen_narrow_convolutions: a bf16 or f16 convolution on a target whose GEMMs
// lack that type, but whose convolution library runs f32 ones directly (the
// cpu through oneDNN, on a CPU without AVX512_BF16 or AMX), becomes
// convert(convolution(convert(x), convert(k))) in f32, when that f32
// convolution is one the library runs (fusion/direct_convolution.h). The
// operands widen exactly and the sums round once to the result type, as the
// im2col GEMM widen_narrow_dots makes of it computes them; but the library
// reads the input in place, where the im2col copied every window position
// into a matrix of its own and converted that to f32. ResNet-50 in bf16
// (Flax, batch 8) on a 2-core AMD EPYC with AVX2: its 53 convolutions were
// 201 kernels, 674 ms a run and 1.9 s to compile.
#pragma once

#include "passes/convolution_as_gemm.h"
#include "passes/pass.h"
#include "passes/widen_narrow_dots.h"

namespace kiln {

class WidenNarrowConvolutions : public Pass {
 public:
  WidenNarrowConvolutions(NativeGemmTypes gemms, NativeConvolutions convolutions) : gemms_(std::move(gemms)), convolutions_(convolutions) {}
  std::string_view name() const override { return "widen_narrow_convolutions"; }
  bool run(Graph& graph) override;

 private:
  NativeGemmTypes gemms_;
  NativeConvolutions convolutions_;
};

}  // namespace kiln
