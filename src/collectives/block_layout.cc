#include "collectives/block_layout.h"

#include <cstring>

namespace kiln {

namespace {

// Rows before `dim`, and bytes of one index of `dim` (everything after it).
void split_at(const Dims& dims, size_t element_bytes, int64_t dim, int64_t& outer, size_t& inner) {
  outer = 1;
  inner = element_bytes;
  for (size_t i = 0; i < dims.size(); ++i) {
    if (static_cast<int64_t>(i) < dim) outer *= dims[i];
    if (static_cast<int64_t>(i) > dim) inner *= static_cast<size_t>(dims[i]);
  }
}

}  // namespace

void pack_blocks(const void* x, const Dims& dims, size_t element_bytes, int64_t dim, int64_t n, void* out) {
  int64_t outer = 0;
  size_t inner = 0;
  split_at(dims, element_bytes, dim, outer, inner);
  const size_t part = static_cast<size_t>(dims[static_cast<size_t>(dim)] / n) * inner;  // bytes of one part in one row
  const size_t row = part * static_cast<size_t>(n);
  const uint8_t* from = static_cast<const uint8_t*>(x);
  uint8_t* to = static_cast<uint8_t*>(out);
  for (int64_t k = 0; k < n; ++k) {
    for (int64_t o = 0; o < outer; ++o) {
      if (part) std::memcpy(to, from + static_cast<size_t>(o) * row + static_cast<size_t>(k) * part, part);
      to += part;
    }
  }
}

void concat_blocks(const void* blocks, const Dims& block_dims, size_t element_bytes, int64_t dim, int64_t n, void* out) {
  int64_t outer = 0;
  size_t inner = 0;
  split_at(block_dims, element_bytes, dim, outer, inner);
  const size_t part = static_cast<size_t>(block_dims[static_cast<size_t>(dim)]) * inner;
  const size_t row = part * static_cast<size_t>(n);
  const uint8_t* from = static_cast<const uint8_t*>(blocks);
  uint8_t* to = static_cast<uint8_t*>(out);
  for (int64_t k = 0; k < n; ++k) {
    for (int64_t o = 0; o < outer; ++o) {
      if (part) std::memcpy(to + static_cast<size_t>(o) * row + static_cast<size_t>(k) * part, from, part);
      from += part;
    }
  }
}

}  // namespace kiln
