// Result types of ops from their operand types and attributes, following XLA's
// operation semantics. Throws UserError (without location; callers add it) when
// the operands or attributes are inconsistent.
#pragma once

#include <vector>

#include "ir/graph.h"

namespace kiln {

// `declared` supplies what only the result type knows (parameter, iota, the target
// dtype of convert/bitcast-convert/dot, the dims of broadcast/reshape/bitcast); it may be
// empty for other ops. Returned types have default layouts.
std::vector<TensorType> infer_result_types(OpCode op, const std::vector<TensorType>& operands,
                                           const Attrs& attrs, const std::vector<Graph*>& called,
                                           const std::vector<TensorType>& declared);

// Output dims of a windowed op (reduce-window, convolution) along one dimension.
int64_t windowed_output_size(int64_t input_size, const WindowDim& w);

}  // namespace kiln
