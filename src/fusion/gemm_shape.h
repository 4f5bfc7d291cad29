// Whether a dot is one (batched) GEMM over its operands' memory as they are: each
// of batch, M, N and K must be one strided index (the dims of a group contiguous
// in memory), and every matrix must have a unit stride along its rows or columns.
// A dot without batch dims whose one operand's free dims lie either side of
// its contracting dims (x[T,K] times w[4,K,256]) takes the outer free dim as
// its batch, the other operand's batch stride 0: the same matrix each item.
#pragma once

#include <cstdint>
#include <optional>

#include "ir/graph.h"

namespace kiln {

// Strides in elements; `row_major` says whether columns are contiguous (else rows).
struct StridedMatrix {
  int64_t batch_stride = 0;
  bool row_major = true;
  int64_t leading_dim = 1;  // BLAS lda/ldb/ldc in the matrix's own order

  // Where element (row, col) of batch item `item` lies, in elements.
  int64_t offset(int64_t item, int64_t row, int64_t col) const {
    return item * batch_stride + (row_major ? row * leading_dim + col : col * leading_dim + row);
  }
};

struct GemmShape {
  int64_t batch = 1, m = 1, n = 1, k = 1;
  StridedMatrix a, b, c;  // a: m x k, b: k x n, c: m x n
};

// nullopt when the dot needs a copy or a dtype no GEMM library takes (f32, f64,
// bf16 and f16 do; a bf16 or f16 dot reaches a GEMM only where the target
// multiplies it natively, else widen_narrow_dots has made it f32).
std::optional<GemmShape> gemm_shape(const Node& dot);
// The same for a dot of `dims` over operands and a result of these types
// (their layouts as given): what a dot would be in other layouts.
std::optional<GemmShape> gemm_shape(const TensorType& lhs, const TensorType& rhs, const TensorType& result, const DotDims& dims);

}  // namespace kiln
