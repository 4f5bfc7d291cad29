// canonicalize_dot: brings every dot to the form one GEMM call runs directly.
//  1. A transpose feeding a dot operand folds into the dot's dimension numbers
//     (when the operand's free dims keep their relative order, so the dot's
//     output is unchanged).
//  2. A transpose of a dot's result folds into the dot by reordering its output:
//     batch dims, then the rhs's free dims, then the lhs's is the dot with its
//     operands swapped. This is the CPU dot-ordering case: dot(w, a) followed by
//     transpose {1,2,0} becomes dot(a, w).
//  3. A dot whose rhs is broadcast along the batch dims (the same weights for
//     every batch item) becomes one dot without batch dims against the
//     broadcast's operand, the batch items as more rows of the lhs.
//  4. The rest is the backend's GEMM shape (fusion/gemm_shape.h): operand layouts
//     become transpose flags and leading dimensions, never copies; reshapes
//     between row-major layouts are already bitcasts (algebraic_simplifier).
#pragma once

#include "passes/pass.h"

namespace kiln {

class CanonicalizeDot : public Pass {
 public:
  std::string_view name() const override { return "canonicalize_dot"; }
  bool run(Graph& graph) override;
};

}  // namespace kiln
