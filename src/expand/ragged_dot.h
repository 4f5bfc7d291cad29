// chlo.ragged_dot (a mixture-of-experts GEMM: rows of lhs in consecutive
// groups, each group multiplied by its own rhs matrix) in kiln ops, as the
// chlo-legalize-to-stablehlo pass expands it: one dot per group, each kept
// on the rows of its group; rows past the last group are zero.
#pragma once

#include <vector>

#include "ir/builder.h"

namespace kiln {

struct RaggedDotDims {
  Dims lhs_batch, rhs_batch, lhs_contracting, rhs_contracting, lhs_ragged, rhs_group;
};

// Only the mode where the ragged dim is a free (non-contracting, non-batch)
// dim of lhs and rhs has a group dim (StableHLO's "mode 1"); UserError for
// the others (ragged contracting or batch dims).
Value ragged_dot(GraphBuilder& b, Value lhs, Value rhs, Value group_sizes, const RaggedDotDims& dims);

}  // namespace kiln
