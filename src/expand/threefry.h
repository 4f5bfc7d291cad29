// Threefry-2x32 with 20 rounds (Salmon et al., "Parallel random numbers: as
// easy as 1, 2, 3", SC'11), the block cipher JAX's PRNG is built on, as JAX
// computes it (jax._src.prng.threefry2x32): the custom calls
// cu_threefry2x32(_ffi) and hip_threefry2x32(_ffi) that JAX exports for GPUs
// compute this on its four u32 operands, in kiln ops (adds, xors, rotations).
#pragma once

#include <utility>

#include "ir/builder.h"

namespace kiln {

// (key0, key1, count0, count1), u32 arrays of one shape -> the two output words.
std::pair<Value, Value> threefry2x32(GraphBuilder& b, Value key0, Value key1, Value count0, Value count1);

}  // namespace kiln
