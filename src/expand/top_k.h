// Top-k as XLA defines it (the `topk` op, custom-call "TopK", chlo.top_k):
// the k greatest (or smallest) elements along the last dimension, in order,
// with their s32 indices; equal elements keep their order (a stable sort).
// Floats sort in TOTALORDER, so a NaN counts as greatest.
#pragma once

#include <cstdint>
#include <vector>

#include "ir/builder.h"

namespace kiln {

// {values, indices}; k past the dimension keeps all of it.
std::vector<Value> top_k(Module& module, GraphBuilder& b, Value x, int64_t k, bool largest = true);

}  // namespace kiln
