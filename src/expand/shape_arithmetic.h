// The integer values a shape-polymorphic program computes its shapes from,
// folded at import: jax.export writes `k = dimension_size(x, 1) - 1` or a
// padding of [[n - 1, 0], [0, 0]] as small integer arithmetic on
// get_dimension_size (a constant once the program is specialized to its
// argument shapes). kiln's shapes are static, so a dynamic op's shape
// operand must fold to constants here (StableHLO's shape refinement does the
// same). Only what shape arithmetic uses is folded: constants, converts
// between integer types, + - * / rem max min negate clamp, reshape, scalar
// broadcasts and concatenation along dim 0, and the predicates of JAX's shape
// assertions (integer compares, and or not), on arrays of at most 64 elements.
#pragma once

#include <optional>
#include <vector>

#include "ir/graph.h"

namespace kiln {

// The values of integer or pred array `v` (0, 1) in row-major order, or nullopt when they
// depend on a parameter or on an op outside the list above.
std::optional<std::vector<int64_t>> fold_integers(const Value& v);

}  // namespace kiln
