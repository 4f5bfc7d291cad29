// The planner's cost model: bytes a kernel moves through memory, with
// arithmetic converted to bytes at the machine's balance. See docs/fusion.md.
#pragma once

#include <cstddef>

#include "ir/graph.h"

namespace kiln {

// Arithmetic a CPU core can do in the time it moves one byte (2-core Zen 5 with
// AVX-512: ~380 GFLOP/s f32 FMA against ~30 GB/s copy bandwidth is ~12; 8 leaves
// room for memory-bound kernels to be less than perfectly vectorized).
inline constexpr double kFlopsPerByte = 8.0;

// Operations per element of an elementwise op: 1 for plain arithmetic, more for
// division and the transcendental functions (their polynomial approximations).
double flops_per_element(const Node& node);

// Whether computing the elementwise `node` inside each of `readers` kernels
// costs less than one kernel writing it and each reader reading it back:
//   duplicate:   readers * (operand bytes) + (readers - 1) * compute
//   materialize: operand bytes + result bytes * (1 + readers)
// Broadcast operands count as the bytes of what they broadcast.
bool cheaper_to_recompute(const Node& node, size_t readers);

}  // namespace kiln
