// convolution_layouts: a convolution that stays one library call
// (fusion/direct_convolution.h) writes channels-last, the layout the
// library's fast kernels read and write (oneDNN's brgconv). It runs before
// assign_layouts, which then carries that order to the epilogue (bias,
// normalization, activation), the pooling and on into the next
// convolution: a ResNet exported NCHW is channels-last from its first
// convolution to its last, and moves no data between them (its transposes
// around every im2col GEMM took 174 of 603 ms). Pinned values keep their
// layouts (assign_layouts.h).
#pragma once

#include "passes/assign_layouts.h"
#include "passes/pass.h"

namespace kiln {

class ConvolutionLayouts : public LayoutPass {
 public:
  using LayoutPass::LayoutPass;
  std::string_view name() const override { return "convolution_layouts"; }
  bool run(Graph& graph) override;
};

}  // namespace kiln
