#include "fusion/gemm_shape.h"

#include <algorithm>

namespace kiln {

namespace {

struct Group {
  int64_t extent = 1;
  int64_t stride = 0;  // 0: extent 1, any stride will do
};

// Merges dims (outermost first) into one index, if memory allows.
std::optional<Group> merge(const TensorType& t, const Dims& dims) {
  const Dims strides = physical_strides(t);
  Group g;
  int64_t expected = -1;  // the stride the next non-unit dim must have... from the inside out
  for (auto it = dims.rbegin(); it != dims.rend(); ++it) {
    const int64_t extent = t.dims[static_cast<size_t>(*it)];
    if (extent == 1) continue;
    const int64_t stride = strides[static_cast<size_t>(*it)];
    if (expected >= 0 && stride != expected) return std::nullopt;
    if (g.stride == 0) g.stride = stride;
    g.extent *= extent;
    expected = stride * extent;
  }
  return g;
}

// A rows x cols matrix with the given strides as BLAS wants it.
std::optional<StridedMatrix> blas_matrix(const Group& rows, const Group& cols, int64_t batch_stride) {
  StridedMatrix m;
  m.batch_stride = batch_stride;
  const bool row_major = (cols.extent == 1 || cols.stride == 1) && (rows.extent == 1 || rows.stride >= cols.extent);
  const bool col_major = (rows.extent == 1 || rows.stride == 1) && (cols.extent == 1 || cols.stride >= rows.extent);
  if (row_major) {
    m.row_major = true;
    m.leading_dim = rows.extent == 1 ? std::max<int64_t>(cols.extent, 1) : rows.stride;
  } else if (col_major) {
    m.row_major = false;
    m.leading_dim = cols.extent == 1 ? std::max<int64_t>(rows.extent, 1) : cols.stride;
  } else {
    return std::nullopt;
  }
  return m;
}

}  // namespace

std::optional<GemmShape> gemm_shape(const Node& dot) {
  if (dot.op() != OpCode::Dot) return std::nullopt;
  const TensorType& lt = dot.operand(0).type();
  const TensorType& rt = dot.operand(1).type();
  const TensorType& ot = dot.type();
  if (!(ot.dtype == DType::F32 || ot.dtype == DType::F64 || ot.dtype == DType::BF16 || ot.dtype == DType::F16) || lt.dtype != ot.dtype || rt.dtype != ot.dtype) {
    return std::nullopt;
  }
  const DotDims& dd = dot.attrs().dot;
  const Dims lf = dims_except(lt.rank(), dd.lhs_batch, dd.lhs_contracting);
  const Dims rf = dims_except(rt.rank(), dd.rhs_batch, dd.rhs_contracting);
  const size_t nb = dd.lhs_batch.size();
  Dims ob, om, on;
  for (size_t i = 0; i < nb; ++i) ob.push_back(static_cast<int64_t>(i));
  for (size_t i = 0; i < lf.size(); ++i) om.push_back(static_cast<int64_t>(nb + i));
  for (size_t i = 0; i < rf.size(); ++i) on.push_back(static_cast<int64_t>(nb + lf.size() + i));
  const auto a_batch = merge(lt, dd.lhs_batch), a_rows = merge(lt, lf), a_cols = merge(lt, dd.lhs_contracting);
  const auto b_batch = merge(rt, dd.rhs_batch), b_rows = merge(rt, dd.rhs_contracting), b_cols = merge(rt, rf);
  const auto c_batch = merge(ot, ob), c_rows = merge(ot, om), c_cols = merge(ot, on);
  if (!a_batch || !a_rows || !a_cols || !b_batch || !b_rows || !b_cols || !c_batch || !c_rows || !c_cols) return std::nullopt;
  GemmShape g;
  g.batch = c_batch->extent;
  g.m = c_rows->extent;
  g.n = c_cols->extent;
  g.k = a_cols->extent;
  const auto a = blas_matrix(*a_rows, *a_cols, a_batch->stride);
  const auto b = blas_matrix(*b_rows, *b_cols, b_batch->stride);
  const auto c = blas_matrix(*c_rows, *c_cols, c_batch->stride);
  if (!a || !b || !c) return std::nullopt;
  g.a = *a;
  g.b = *b;
  g.c = *c;
  return g;
}

}  // namespace kiln
