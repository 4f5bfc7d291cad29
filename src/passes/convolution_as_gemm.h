// convolution_as_gemm: a convolution becomes one GEMM over an im2col view, so it
// runs at the BLAS library's speed (cuBLAS's on the GPU) instead of as a Halide
// loop nest of multiply-adds.
//  - The input's windows are laid side by side along its feature dim: for each
//    window position (in row-major order over the window), a strided slice of
//    the padded input, all concatenated. A 1x1 window with stride 1 and no
//    padding needs none of it: the input is its own im2col, and the GEMM reads
//    it in place (in NHWC, [N·H·W, C] × [C, Cout]).
//  - The kernel becomes a [window positions · Cin, Cout] matrix (transpose to
//    spatial, in, out order; reverse where the window is reversed; reshape).
//  - dot(im2col, kernel matrix) contracts the feature dim; a transpose puts
//    its dims in the convolution's output order when that differs.
// Left as convolutions (lowered directly): feature or batch groups (depthwise
// convolutions are memory-bound, a Halide kernel with their epilogue), base
// dilation (transposed convolutions), integer types, mixed operand types;
// and on a target with a convolution library, the convolutions it runs
// directly (fusion/direct_convolution.h), which are library calls.
#pragma once

#include "passes/pass.h"

namespace kiln {

// Whether the target runs direct convolutions (fusion/direct_convolution.h)
// as one library call: the cpu, through oneDNN.
struct NativeConvolutions {
  bool f32 = false;
};

class ConvolutionAsGemm : public Pass {
 public:
  explicit ConvolutionAsGemm(NativeConvolutions native = {}) : native_(native) {}
  std::string_view name() const override { return "convolution_as_gemm"; }
  bool run(Graph& graph) override;

 private:
  NativeConvolutions native_;
};

}  // namespace kiln
