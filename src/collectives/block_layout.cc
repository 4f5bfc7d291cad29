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

namespace {

// Calls `copy(offset in the array, offset in the block, bytes)` for each
// contiguous run of the block: its innermost rows, whole dimensions merged.
template <typename F>
void for_each_block_row(const Dims& dims, size_t element_bytes, const Dims& start, const Dims& size, F&& copy) {
  const size_t rank = dims.size();
  for (int64_t s : size) {
    if (s == 0) return;
  }
  // Trailing dimensions the block spans whole go into the row.
  size_t inner = rank;
  size_t row_bytes = element_bytes;
  while (inner > 0 && size[inner - 1] == dims[inner - 1]) row_bytes *= static_cast<size_t>(dims[--inner]);
  if (inner > 0) row_bytes *= static_cast<size_t>(size[inner - 1]);
  const size_t outer = inner > 0 ? inner - 1 : 0;  // dimensions walked one index at a time
  std::vector<size_t> stride(rank + 1, element_bytes);
  for (size_t d = rank; d-- > 0;) stride[d] = stride[d + 1] * static_cast<size_t>(dims[d]);
  Dims index(outer, 0);
  size_t block_offset = 0;
  while (true) {
    size_t offset = 0;
    for (size_t d = 0; d < outer; ++d) offset += static_cast<size_t>(start[d] + index[d]) * stride[d + 1];
    if (inner > 0) offset += static_cast<size_t>(start[inner - 1]) * stride[inner];
    copy(offset, block_offset, row_bytes);
    block_offset += row_bytes;
    size_t d = outer;
    while (d > 0 && ++index[d - 1] == size[d - 1]) index[--d] = 0;
    if (d == 0) return;
  }
}

}  // namespace

void copy_block_out(const void* x, const Dims& dims, size_t element_bytes, const Dims& start, const Dims& size, void* out) {
  const auto* from = static_cast<const uint8_t*>(x);
  auto* to = static_cast<uint8_t*>(out);
  for_each_block_row(dims, element_bytes, start, size, [&](size_t at, size_t block_at, size_t bytes) { std::memcpy(to + block_at, from + at, bytes); });
}

void copy_block_in(const void* block, const Dims& size, size_t element_bytes, const Dims& start, const Dims& dims, void* x) {
  const auto* from = static_cast<const uint8_t*>(block);
  auto* to = static_cast<uint8_t*>(x);
  for_each_block_row(dims, element_bytes, start, size, [&](size_t at, size_t block_at, size_t bytes) { std::memcpy(to + at, from + block_at, bytes); });
}

}  // namespace kiln
