#include "ir/tensor_type.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>

#include "support/error.h"

namespace kiln {

Dims default_minor_to_major(int64_t rank) {
  Dims m2m(static_cast<size_t>(rank));
  for (int64_t i = 0; i < rank; ++i) m2m[static_cast<size_t>(i)] = rank - 1 - i;
  return m2m;
}

bool is_permutation(const Dims& perm, int64_t rank) {
  if (static_cast<int64_t>(perm.size()) != rank) return false;
  std::vector<bool> seen(static_cast<size_t>(rank), false);
  for (int64_t p : perm) {
    if (p < 0 || p >= rank || seen[static_cast<size_t>(p)]) return false;
    seen[static_cast<size_t>(p)] = true;
  }
  return true;
}

TensorType::TensorType(DType dtype, Dims dims)
    : dtype(dtype), dims(std::move(dims)), minor_to_major(default_minor_to_major(rank())) {}

TensorType::TensorType(DType dtype, Dims dims, Dims minor_to_major)
    : dtype(dtype), dims(std::move(dims)), minor_to_major(std::move(minor_to_major)) {
  KILN_CHECK(is_permutation(this->minor_to_major, rank()), "bad layout for {}", to_string());
}

int64_t TensorType::num_elements() const {
  int64_t n = 1;
  for (int64_t d : dims) n *= d;
  return n;
}

bool TensorType::has_default_layout() const {
  return minor_to_major == default_minor_to_major(rank());
}

std::string TensorType::to_string(bool with_layout) const {
  std::string s = fmt::format("{}[{}]", dtype_name(dtype), fmt::join(dims, ","));
  if (with_layout && rank() > 0) s += fmt::format("{{{}}}", fmt::join(minor_to_major, ","));
  return s;
}

Dims dims_except(int64_t rank, const Dims& a, const Dims& b) {
  Dims out;
  for (int64_t d = 0; d < rank; ++d) {
    if (std::find(a.begin(), a.end(), d) == a.end() && std::find(b.begin(), b.end(), d) == b.end()) out.push_back(d);
  }
  return out;
}

Dims row_major_strides(const Dims& dims) {
  Dims strides(dims.size(), 1);
  for (size_t i = dims.size(); i-- > 1;) strides[i - 1] = strides[i] * dims[i];
  return strides;
}

Dims physical_strides(const TensorType& type) {
  Dims strides(type.dims.size(), 1);
  int64_t stride = 1;
  for (int64_t d : type.minor_to_major) {
    strides[static_cast<size_t>(d)] = stride;
    stride *= type.dims[static_cast<size_t>(d)];
  }
  return strides;
}

int64_t extent_of(const TensorType& type, const Dims& dims) {
  int64_t p = 1;
  for (int64_t d : dims) p *= type.dims.at(static_cast<size_t>(d));
  return p;
}

std::string complex_pairs_text(const TensorType& pairs, bool with_dims) {
  const char* name = pairs.dtype == DType::F32 ? "c64" : "c128";
  if (!with_dims) return name;
  return fmt::format("{}[{}]", name, fmt::join(pairs.dims.begin(), pairs.dims.end() - 1, ","));
}

}  // namespace kiln
