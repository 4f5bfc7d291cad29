// Turns the entry graph's constants into parameters and returns their values,
// so that a program whose inputs are written into it as constants (as
// StableHLO's test programs are) is computed by the target at run time rather
// than folded away by constant folding before any kernel runs. Scalars stay
// constants: they are structure (init values, bounds), not data.
#pragma once

#include <vector>

#include "ir/graph.h"
#include "ir/literal.h"

namespace kiln {

std::vector<Literal> lift_constants_to_parameters(Graph& entry);

}  // namespace kiln
