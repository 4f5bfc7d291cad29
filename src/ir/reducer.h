// Recognises reducer sub-computations that are one associative binary op, so that
// evaluators and lowering can use the op directly instead of calling the graph.
#pragma once

#include <optional>

#include "ir/graph.h"

namespace kiln {

// For a reducer with 2N scalar parameters and N outputs: output i's op when output i
// is op(param i, param N+i) (either order) with op one of add, multiply, maximum,
// minimum, and, or, xor; nullopt when it is anything else.
std::optional<OpCode> simple_reducer_op(const Graph& reducer, int output = 0);

}  // namespace kiln
