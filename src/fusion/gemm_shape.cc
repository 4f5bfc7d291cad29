#include "fusion/gemm_shape.h"

#include <algorithm>
#include <vector>

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

// Dims that pair up across tensors (the contracting dims of both operands;
// the batch dims of both and of the result), merged each into one index in an
// order all can take: a sum over pairs, and a batch of independent products,
// do not depend on the order the lists name them in, so
// `lhs_contracting_dims={3,2}, rhs_contracting_dims={1,0}` (Flax's attention
// einsums, BTNH,NHD->BTD) is the GEMM that {2,3} and {0,1} is. Tried in each
// tensor's memory order in turn; nullopt when no order merges them all.
std::optional<std::vector<Group>> paired_groups(const std::vector<const TensorType*>& types, const std::vector<Dims>& lists) {
  const size_t n = lists[0].size();
  for (size_t by = 0; by < types.size(); ++by) {
    const Dims strides = physical_strides(*types[by]);
    std::vector<size_t> order(n);
    for (size_t i = 0; i < n; ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
      return strides[static_cast<size_t>(lists[by][a])] > strides[static_cast<size_t>(lists[by][b])];  // outermost first
    });
    std::vector<Group> groups;
    for (size_t t = 0; t < types.size(); ++t) {
      Dims dims;
      for (size_t i : order) dims.push_back(lists[t][i]);
      const std::optional<Group> g = merge(*types[t], dims);
      if (!g) break;
      groups.push_back(*g);
    }
    if (groups.size() == types.size()) return groups;
  }
  return std::nullopt;
}

// A free dim of one operand that lies outside its contracting dims in memory
// keeps that operand's free dims from being one index: Flax's query
// projection multiplies x[T, 1152] by wq[4, 1152, 256] over 1152, and wq's
// free dims 4 and 256 lie either side of it. The outermost such dim becomes
// the batch instead, with the other operand the same matrix for every item
// (batch stride 0) and the result's items side by side. Only for dots
// without batch dims of their own (a GEMM has one batch index).
struct SplitFree {
  size_t position;  // in the operand's free dims (and so in the result's)
  Group batch, rest;
};

std::optional<SplitFree> split_outer_free_dim(const TensorType& t, const Dims& free) {
  if (free.size() < 2) return std::nullopt;
  const Dims strides = physical_strides(t);
  size_t outer = 0;
  for (size_t i = 1; i < free.size(); ++i) {
    if (strides[static_cast<size_t>(free[i])] > strides[static_cast<size_t>(free[outer])]) outer = i;
  }
  Dims rest = free;
  rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(outer));
  const std::optional<Group> merged = merge(t, rest);
  if (!merged) return std::nullopt;
  return SplitFree{outer, *merge(t, {free[outer]}), *merged};  // one dim always merges
}

}  // namespace

std::optional<GemmShape> gemm_shape(const Node& dot) {
  if (dot.op() != OpCode::Dot) return std::nullopt;
  return gemm_shape(dot.operand(0).type(), dot.operand(1).type(), dot.type(), dot.attrs().dot);
}

std::optional<GemmShape> gemm_shape(const TensorType& lt, const TensorType& rt, const TensorType& ot, const DotDims& dd) {
  if (!(ot.dtype == DType::F32 || ot.dtype == DType::F64 || ot.dtype == DType::BF16 || ot.dtype == DType::F16) || lt.dtype != ot.dtype || rt.dtype != ot.dtype) {
    return std::nullopt;
  }
  const Dims lf = dims_except(lt.rank(), dd.lhs_batch, dd.lhs_contracting);
  const Dims rf = dims_except(rt.rank(), dd.rhs_batch, dd.rhs_contracting);
  const size_t nb = dd.lhs_batch.size();
  Dims ob, om, on;
  for (size_t i = 0; i < nb; ++i) ob.push_back(static_cast<int64_t>(i));
  for (size_t i = 0; i < lf.size(); ++i) om.push_back(static_cast<int64_t>(nb + i));
  for (size_t i = 0; i < rf.size(); ++i) on.push_back(static_cast<int64_t>(nb + lf.size() + i));
  const auto contracting = paired_groups({&lt, &rt}, {dd.lhs_contracting, dd.rhs_contracting});
  const auto batch = paired_groups({&lt, &rt, &ot}, {dd.lhs_batch, dd.rhs_batch, ob});
  if (!contracting || !batch) return std::nullopt;
  const Group a_cols = (*contracting)[0], b_rows = (*contracting)[1];
  Group a_batch = (*batch)[0], b_batch = (*batch)[1], c_batch = (*batch)[2];
  std::optional<Group> a_rows = merge(lt, lf), b_cols = merge(rt, rf), c_rows = merge(ot, om), c_cols = merge(ot, on);
  // One operand's free dims split around its contracting dims: the outer
  // one becomes the batch (split_outer_free_dim), the other operand shared.
  auto batch_over_outer_free_dim = [&](const TensorType& t, const Dims& free, const Dims& result_free, Group& batch_of_t,
                                       std::optional<Group>& free_of_t, Group& batch_of_other, std::optional<Group>& result_free_group) {
    const auto split = split_outer_free_dim(t, free);
    if (!split) return;
    Dims rest = result_free;
    rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(split->position));
    batch_of_t = split->batch, free_of_t = split->rest;
    c_batch = *merge(ot, {result_free[split->position]}), result_free_group = merge(ot, rest);
    batch_of_other = Group{split->batch.extent, 0};
  };
  if (nb == 0 && a_rows && !b_cols) batch_over_outer_free_dim(rt, rf, on, b_batch, b_cols, a_batch, c_cols);
  if (nb == 0 && !a_rows && b_cols) batch_over_outer_free_dim(lt, lf, om, a_batch, a_rows, b_batch, c_rows);
  if (!a_rows || !b_cols || !c_rows || !c_cols) return std::nullopt;
  GemmShape g;
  g.batch = c_batch.extent;
  g.m = c_rows->extent;
  g.n = c_cols->extent;
  g.k = a_cols.extent;
  const auto a = blas_matrix(*a_rows, a_cols, a_batch.stride);
  const auto b = blas_matrix(b_rows, *b_cols, b_batch.stride);
  const auto c = blas_matrix(*c_rows, *c_cols, c_batch.stride);
  if (!a || !b || !c) return std::nullopt;
  g.a = *a;
  g.b = *b;
  g.c = *c;
  return g;
}

}  // namespace kiln
