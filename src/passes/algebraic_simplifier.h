// algebraic_simplifier: rewrites that are exact on every input.
//  - identity transpose, reshape, broadcast, convert and copy (same dims, same
//    layout) are their operand;
//  - transpose(transpose(x)) is one transpose; reshape(reshape(x)) one reshape;
//    bitcast(bitcast(x)) one bitcast;
//  - x * 1 and 1 * x are x; x + 0 is x for integers, and for floats only with -0
//    (x + +0 turns -0 into +0);
//  - a reshape between row-major layouts is a bitcast (no data moves).
#pragma once

#include "passes/pass.h"

namespace kiln {

class AlgebraicSimplifier : public Pass {
 public:
  std::string_view name() const override { return "algebraic_simplifier"; }
  bool run(Graph& graph) override;
};

// Whether `v` is a constant (or a broadcast of one) whose every element is `x`;
// for floats, -0.0 and +0.0 are told apart.
bool is_splat_constant(Value v, double x);

}  // namespace kiln
