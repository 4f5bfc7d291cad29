// The type of one array value: element type, static logical shape, and physical
// layout as XLA writes it (minor_to_major: the dimension that varies fastest first).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "ir/dtype.h"

namespace kiln {

using Dims = std::vector<int64_t>;

struct TensorType {
  DType dtype = DType::F32;
  Dims dims;
  Dims minor_to_major;  // always rank-long: a permutation of 0..rank-1

  TensorType() = default;
  // With the default (row-major) layout.
  TensorType(DType dtype, Dims dims);
  TensorType(DType dtype, Dims dims, Dims minor_to_major);

  int64_t rank() const { return static_cast<int64_t>(dims.size()); }
  int64_t num_elements() const;
  int64_t byte_size() const { return num_elements() * static_cast<int64_t>(dtype_bytes(dtype)); }
  bool has_default_layout() const;
  // Same dtype and dims; the layout may differ.
  bool same_logical(const TensorType& other) const {
    return dtype == other.dtype && dims == other.dims;
  }
  bool operator==(const TensorType& other) const {
    return same_logical(other) && minor_to_major == other.minor_to_major;
  }
  bool operator!=(const TensorType& other) const { return !(*this == other); }

  // "f32[2,3]{1,0}"; the layout is left out when `with_layout` is false.
  std::string to_string(bool with_layout = true) const;
};

Dims default_minor_to_major(int64_t rank);
bool is_permutation(const Dims& perm, int64_t rank);

// The dims 0..rank-1 that are in neither `a` nor `b`, in increasing order: a dot
// operand's free dims, a gather's offset dims, a scatter's window dims.
Dims dims_except(int64_t rank, const Dims& a, const Dims& b = {});
// The product of `type`'s extents along `dims` (1 for none): the elements one
// output sums over along a dot's contracting dims, say.
int64_t extent_of(const TensorType& type, const Dims& dims);

// Row-major (logical) strides of `dims`, in elements.
Dims row_major_strides(const Dims& dims);
// Strides, in elements, of the physical layout of `type`.
Dims physical_strides(const TensorType& type);

// An array of complex (re, im) pairs (a last dim of 2, f32 or f64: how kiln
// holds c64 and c128) as the program declares it: "c64[2,3]" for f32[2,3,2];
// `with_dims` false: "c64".
std::string complex_pairs_text(const TensorType& pairs, bool with_dims = true);

}  // namespace kiln
