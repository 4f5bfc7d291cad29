// One collective node run as this thread's device (participant.h) on its
// operand values, through its communicator: the step every target runs
// (arithmetic in the element type, group order), and the data movement the
// reference evaluator shares.
#pragma once

#include <optional>
#include <vector>

#include "collectives/communicator.h"
#include "ir/graph.h"
#include "ir/literal.h"

namespace kiln {

std::vector<Literal> run_collective(const Node& node, const std::vector<Literal>& operands);

// The same on buffers in row-major order, without a copy, where the op's
// blocks are contiguous as they are (all-reduce, collective-permute,
// collective-broadcast; all-gather and reduce-scatter along their outermost
// dim of more than one element). False, with nothing done, elsewhere.
bool run_collective_in_place(const Node& node, const std::vector<const void*>& operands, const std::vector<void*>& results);

// all-reduce's and reduce-scatter's to_apply as a reduction; UserError
// naming the node when it is more than one add, multiply, maximum, minimum,
// and, or or xor of its two parameters.
ReductionKind reduction_kind(const Node& node);

// The group of `device` in the node's groups, and its place there;
// UserError naming the node when no group holds it.
GroupPosition group_of(const Node& node, int64_t device);

// "all-reduce %sum.3": how errors and logs name the node.
std::string collective_name(const Node& node);

// Bytes a device sends for the node (explain and bench's accounting).
int64_t collective_bytes(const Node& node);

}  // namespace kiln
