// Row-major arrays cut into equal blocks along one dimension, and blocks put
// back together along one: what all-gather, reduce-scatter and all-to-all
// need around a communicator, which moves contiguous blocks only. And one
// device's block of a global array (ir/sharding.h's ShardBlock), copied out
// of it or into it.
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

// The block of `x` (row-major `dims`) at `start` of `size`, row-major into `out`.
void copy_block_out(const void* x, const Dims& dims, size_t element_bytes, const Dims& start, const Dims& size, void* out);

// `block` (row-major `size`) into `x` (row-major `dims`) at `start`.
void copy_block_in(const void* block, const Dims& size, size_t element_bytes, const Dims& start, const Dims& dims, void* x);

}  // namespace kiln
