// Batched matrices for the host library steps that call LAPACK and BLAS
// (cholesky.cc, triangular_solve.cc): how many matrices the leading dims
// hold, and the f32 working copy 16-bit floats are solved in, rounded once on
// the way back.
#pragma once

#include <cstdint>
#include <vector>

#include "ir/literal.h"

namespace kiln::cpu {

// The product of every dim but the last two.
inline int64_t matrix_batches(const Dims& dims) {
  int64_t batches = 1;
  for (size_t d = 0; d + 2 < dims.size(); ++d) batches *= dims[d];
  return batches;
}

inline std::vector<float> widened_to_f32(const Literal& l) {
  std::vector<float> wide(static_cast<size_t>(l.num_elements()));
  for (size_t i = 0; i < wide.size(); ++i) wide[i] = static_cast<float>(l.get_double(static_cast<int64_t>(i)));
  return wide;
}

inline void store_rounded(Literal& l, const std::vector<float>& wide) {
  for (size_t i = 0; i < wide.size(); ++i) l.set_double(static_cast<int64_t>(i), wide[i]);
}

}  // namespace kiln::cpu
