#include "expand/torch_index_select.h"

#include <limits>
#include <vector>

#include "support/error.h"

namespace kiln {

Value torch_index_select(GraphBuilder& b, Value input, Value index, int64_t dim, int64_t batch_dims) {
  const TensorType& in = input.type();
  const int64_t index_rank = index.type().rank();
  if (dim < 0) dim += in.rank();
  if (batch_dims < 0) batch_dims += index_rank;
  if (dim < 0 || dim >= in.rank()) user_error("dim {} is outside the input's rank {}", dim, in.rank());
  if (batch_dims < 0 || batch_dims > index_rank) user_error("batch_dims {} is outside the index's rank {}", batch_dims, index_rank);
  if (dim < batch_dims) user_error("dim {} must be at least batch_dims {}", dim, batch_dims);
  if (!is_integer(index.type().dtype)) user_error("the index must be integers, not {}", dtype_name(index.type().dtype));
  for (int64_t d = 0; d < batch_dims; ++d) {
    if (in.dims[d] != index.type().dims[d]) {
      user_error("batch dim {} is {} in the input and {} in the index", d, in.dims[d], index.type().dims[d]);
    }
  }
  if (dtype_bits(index.type().dtype) == 64 && in.dims[dim] < std::numeric_limits<uint32_t>::max()) index = b.convert(index, DType::U32);

  GatherDims g;
  g.index_vector_dim = index_rank;
  if (batch_dims > 0) {
    // Each index gets its batch coordinates in front: [b0, ..., index].
    Dims with_vector = index.type().dims;
    with_vector.push_back(1);
    const TensorType coordinate(index.type().dtype, with_vector);
    std::vector<Value> parts;
    for (int64_t d = 0; d < batch_dims; ++d) parts.push_back(b.iota(coordinate, d));
    parts.push_back(b.reshape(index, with_vector));
    index = b.concatenate(std::move(parts), index_rank);
  }
  g.slice_sizes = in.dims;
  for (int64_t i = 0; i < in.rank(); ++i) {
    if (i < batch_dims || i == dim) {
      g.slice_sizes[i] = std::min<int64_t>(g.slice_sizes[i], 1);
      g.collapsed_slice_dims.push_back(i);
      g.start_index_map.push_back(i);
    } else {
      g.offset_dims.push_back(i < dim ? i : i + index_rank - (1 + batch_dims));
    }
  }
  Attrs a;
  a.gather = g;
  return b.add(OpCode::Gather, {input, index}, std::move(a))->result(0);
}

}  // namespace kiln
