// Row-major arrays cut into equal blocks along one dimension, and blocks put
// back together along one: what all-gather, reduce-scatter and all-to-all
// need around a communicator, which moves contiguous blocks only.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ir/tensor_type.h"

namespace kiln {

// `x` (row-major `dims`, elements of `element_bytes`) cut into `n` equal
// parts along `dim`, written to `out` one whole part after another.
void pack_blocks(const void* x, const Dims& dims, size_t element_bytes, int64_t dim, int64_t n, void* out);

// The inverse in shape: `n` parts of `block_dims` one after another in
// `blocks`, concatenated along `dim` into `out`.
void concat_blocks(const void* blocks, const Dims& block_dims, size_t element_bytes, int64_t dim, int64_t n, void* out);

}  // namespace kiln
