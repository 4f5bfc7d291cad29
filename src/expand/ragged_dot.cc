#include "expand/ragged_dot.h"

#include <algorithm>

#include "support/error.h"

namespace kiln {

namespace {

bool contains(const Dims& d, int64_t x) { return std::find(d.begin(), d.end(), x) != d.end(); }

// `d` with every entry above `removed` one lower (after dropping that dim).
Dims without_dim(const Dims& d, int64_t removed) {
  Dims out;
  for (int64_t x : d) out.push_back(x > removed ? x - 1 : x);
  return out;
}

}  // namespace

Value ragged_dot(GraphBuilder& b, Value lhs, Value rhs, Value group_sizes, const RaggedDotDims& dims) {
  if (dims.lhs_ragged.size() != 1 || dims.rhs_group.size() != 1) user_error("needs one lhs ragged dimension and one rhs group dimension");
  const int64_t ragged = dims.lhs_ragged[0], group_dim = dims.rhs_group[0];
  const TensorType& lt = lhs.type();
  const TensorType& rt = rhs.type();
  if (ragged < 0 || ragged >= lt.rank() || group_dim < 0 || group_dim >= rt.rank()) user_error("a ragged or group dimension is out of range");
  if (contains(dims.lhs_contracting, ragged) || contains(dims.lhs_batch, ragged)) {
    user_error("unsupported: ragged_dot with its ragged dimension contracting or batching (only a ragged row dimension, mode 1, is expanded)");
  }
  if (contains(dims.rhs_contracting, group_dim) || contains(dims.rhs_batch, group_dim)) user_error("the rhs group dimension is also a contracting or batch dimension");
  const TensorType& gt = group_sizes.type();
  const int64_t groups = rt.dims[static_cast<size_t>(group_dim)];
  if (gt.rank() != 1 || gt.dims[0] != groups || !is_integer(gt.dtype)) {
    user_error("group_sizes must be a vector of {} integers (the rhs group dimension), got {}", groups, gt.to_string(false));
  }
  const DotDims dot_dims{dims.lhs_batch, without_dim(dims.rhs_batch, group_dim), dims.lhs_contracting, without_dim(dims.rhs_contracting, group_dim)};
  // Where the ragged dim lands in the dot's result: after the batch dims,
  // among lhs's free dims in order.
  int64_t ragged_out = static_cast<int64_t>(dims.lhs_batch.size());
  for (int64_t d = 0; d < ragged; ++d) {
    if (!contains(dims.lhs_batch, d) && !contains(dims.lhs_contracting, d)) ++ragged_out;
  }
  Dims rhs_dims = rt.dims;
  rhs_dims.erase(rhs_dims.begin() + group_dim);
  Value result;
  Value start = b.scalar(gt.dtype, 0);
  for (int64_t g = 0; g < groups; ++g) {
    std::vector<SliceDim> ranges;
    for (int64_t d = 0; d < rt.rank(); ++d) ranges.push_back(d == group_dim ? SliceDim{g, g + 1, 1} : SliceDim{0, rt.dims[static_cast<size_t>(d)], 1});
    const Value rhs_g = b.reshape(b.slice(rhs, ranges), rhs_dims);
    const Value product = b.dot(lhs, rhs_g, dot_dims);
    const TensorType& pt = product.type();
    if (!result) result = b.broadcast(b.scalar(pt.dtype, 0), pt.dims, {});
    // The group's rows: start <= row < start + size along the ragged dim.
    const Value size = b.reshape(b.slice(group_sizes, {SliceDim{g, g + 1, 1}}), {});
    const Value end = b.add(start, size);
    const Value row = b.iota(TensorType(gt.dtype, pt.dims), ragged_out);
    const Value in_group = b.binary(OpCode::And, b.compare(row, b.broadcast(start, pt.dims, {}), ComparisonDirection::GE),
                                    b.compare(row, b.broadcast(end, pt.dims, {}), ComparisonDirection::LT));
    result = b.select(in_group, product, result);
    start = end;
  }
  return result;
}

}  // namespace kiln
