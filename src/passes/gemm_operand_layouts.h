// gemm_operand_layouts: a dot whose operands' layouts keep it from being one
// strided GEMM (fusion/gemm_shape.h) gets operands in an order a GEMM reads:
// batch dims outermost, then the free and contracting dims each together (in
// either order: row- or column-major). Where the operand's producer may write
// any layout (a kernel's output that no bitcast, loop or graph output pins),
// the producer writes that order, at no cost; else a copy in that order goes
// between (`%x.gemm_order`), the one transpose a GEMM call cannot absorb. GPT-2's
// attention (q and k [B,T,H,D] with batch dims B and H) and its output
// projection (the attention result transposed into [B,T,H,D], contracting H
// and D) ran as Halide loop nests, 82% of its time. Runs after assign_layouts,
// which would otherwise move the layouts again.
#pragma once

#include "passes/assign_layouts.h"
#include "passes/pass.h"

namespace kiln {

// Graph outputs keep their layouts where assign_layouts keeps them.
class GemmOperandLayouts : public LayoutPass {
 public:
  using LayoutPass::LayoutPass;
  std::string_view name() const override { return "gemm_operand_layouts"; }
  bool run(Graph& graph) override;
};

}  // namespace kiln
