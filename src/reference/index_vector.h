// Gather and scatter read their start indices the same way: each batch position of
// an index array holds a vector along `index_vector_dim` (or, when that dim equals
// the rank, an implicit vector of one element). Internal to src/reference.
#pragma once

#include <algorithm>
#include <cstdint>

#include "reference/ref_array.h"

namespace kiln::reference {

// An index element as a signed value (unsigned ones above INT64_MAX saturate).
inline int64_t index_value(DType dtype, Bits raw) {
  return is_unsigned_int(dtype) ? static_cast<int64_t>(std::min<uint64_t>(raw, INT64_MAX)) : static_cast<int64_t>(raw);
}

class IndexVectors {
 public:
  IndexVectors(const RefArray& indices, int64_t index_vector_dim)
      : indices_(indices),
        vector_dim_(static_cast<size_t>(index_vector_dim)),
        implicit_(vector_dim_ == indices.dims().size()),
        strides_(row_major_strides(indices.dims())) {}

  // Element j of the vector at `batch` (the index array's position without the
  // vector dim).
  int64_t element(const Dims& batch, size_t j) const {
    int64_t k = 0;
    size_t b = 0;
    for (size_t d = 0; d < indices_.dims().size(); ++d) {
      k += (d == vector_dim_ ? static_cast<int64_t>(j) : batch[b++]) * strides_[d];
    }
    return index_value(indices_.dtype(), indices_.get(k));
  }

  // Where dim `d` of the index array sits in a batch position.
  size_t batch_position(int64_t d) const {
    return static_cast<size_t>(d) - (!implicit_ && static_cast<size_t>(d) > vector_dim_ ? 1 : 0);
  }

 private:
  const RefArray& indices_;
  size_t vector_dim_;
  bool implicit_;
  Dims strides_;
};

}  // namespace kiln::reference
