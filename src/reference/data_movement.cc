// Ops that move or select elements without arithmetic.
#include <algorithm>

#include "reference/element_blocks.h"
#include "reference/index_vector.h"
#include "reference/ops.h"
#include "support/error.h"

namespace kiln::reference {

namespace {

int64_t index_scalar(const RefArray& a) { return index_value(a.dtype(), a.get(0)); }

// out[idx] = x[sum of idx[d] * from_strides[d]] for every index of out, as
// stored (x and out share a dtype): a broadcast or a transpose moves
// elements without decoding and re-encoding each one, which took a fifth of
// MobileNetV2's train step in the reference. Row by row: a row's source is
// one element (stride 0) or a strided run.
template <typename Element>
void gather_rows(const Element* from, Element* to, const Dims& out_dims, const Dims& from_strides, int threads) {
  if (out_dims.empty()) {
    to[0] = from[0];
    return;
  }
  const int64_t row = out_dims.back(), step = from_strides.back();
  const Dims rows(out_dims.begin(), out_dims.end() - 1);
  for_each_element_block(count_of(rows), row, threads, [&](int64_t begin, int64_t end) {
    for_each_index_between(rows, begin, end, [&](const Dims& idx, int64_t r) {
      const Element* src = from + linear_index(idx, from_strides);  // the row dim's index is 0
      Element* dst = to + r * row;
      if (step == 0) {
        std::fill(dst, dst + row, *src);
      } else {
        for (int64_t j = 0; j < row; ++j) dst[j] = src[j * step];
      }
    });
  });
}

void gather_stored(const RefArray& x, RefArray& out, const Dims& from_strides, int threads) {
  if (out.size() == 0) return;
  if (out.bytes_per_element() == 8) {
    gather_rows(static_cast<const uint64_t*>(x.stored()), static_cast<uint64_t*>(out.stored()), out.dims(), from_strides, threads);
  } else {
    gather_rows(static_cast<const uint32_t*>(x.stored()), static_cast<uint32_t*>(out.stored()), out.dims(), from_strides, threads);
  }
}

}  // namespace

RefArray eval_iota(const Node& node) {
  RefArray out(node.type());
  const size_t dim = static_cast<size_t>(node.attrs().dimensions[0]);
  for_each_index(out.dims(), [&](const Dims& idx, int64_t k) {
    out.set(k, convert_scalar(DType::S64, out.dtype(), static_cast<Bits>(idx[dim])));
  });
  return out;
}

RefArray eval_broadcast(const Node& node, const RefArray& x, int threads) {
  RefArray out(node.type(), RefArray::Unwritten{});
  const Dims& map = node.attrs().dimensions;
  const Dims strides = row_major_strides(x.dims());
  Dims from_strides(out.dims().size(), 0);  // a dim the operand lacks repeats it: stride 0
  for (size_t i = 0; i < map.size(); ++i) from_strides[static_cast<size_t>(map[i])] = strides[i];
  gather_stored(x, out, from_strides, threads);
  return out;
}

RefArray eval_reshape(const Node& node, RefArray x) {
  x.type = node.type();  // row-major order is unchanged by a reshape
  return x;
}

RefArray eval_bitcast(const Node& node, const RefArray& x) {
  // A bitcast keeps the bytes in memory: element k of the output's physical order
  // is element k of the input's physical order.
  RefArray out(node.type());
  const Dims out_phys = physical_strides(out.type);
  std::vector<int64_t> in_logical_of_physical(static_cast<size_t>(x.size()));
  const Dims in_phys = physical_strides(x.type);
  for_each_index(x.dims(), [&](const Dims& idx, int64_t k) {
    in_logical_of_physical[static_cast<size_t>(linear_index(idx, in_phys))] = k;
  });
  for_each_index(out.dims(), [&](const Dims& idx, int64_t k) {
    const int64_t phys = linear_index(idx, out_phys);
    out.set(k, x.get(in_logical_of_physical[static_cast<size_t>(phys)]));
  });
  return out;
}

RefArray eval_bitcast_convert(const Node& node, const RefArray& x) {
  RefArray out(node.type());
  const DType from = x.dtype(), to = out.dtype();
  const int from_bits = dtype_bits(from), to_bits = dtype_bits(to);
  if (from_bits == to_bits) {
    for (int64_t k = 0; k < x.size(); ++k) {
      out.set(k, decode_bits(to, encode_bits(from, x.get(k))));
    }
  } else if (from_bits > to_bits) {  // one wide element -> a new minor dim of narrow ones, little-endian
    const int ratio = from_bits / to_bits;
    const uint64_t mask = to_bits == 64 ? ~uint64_t{0} : (uint64_t{1} << to_bits) - 1;
    for (int64_t k = 0; k < x.size(); ++k) {
      const uint64_t raw = encode_bits(from, x.get(k));
      for (int j = 0; j < ratio; ++j) {
        out.set(k * ratio + j, decode_bits(to, (raw >> (j * to_bits)) & mask));
      }
    }
  } else {
    const int ratio = to_bits / from_bits;
    for (int64_t k = 0; k < out.size(); ++k) {
      uint64_t raw = 0;
      for (int j = 0; j < ratio; ++j) {
        raw |= encode_bits(from, x.get(k * ratio + j)) << (j * from_bits);
      }
      out.set(k, decode_bits(to, raw));
    }
  }
  return out;
}

RefArray eval_transpose(const Node& node, const RefArray& x, int threads) {
  RefArray out(node.type(), RefArray::Unwritten{});
  const Dims& perm = node.attrs().dimensions;
  const Dims strides = row_major_strides(x.dims());
  Dims from_strides(perm.size());
  for (size_t i = 0; i < perm.size(); ++i) from_strides[i] = strides[static_cast<size_t>(perm[i])];
  gather_stored(x, out, from_strides, threads);
  return out;
}

RefArray eval_slice(const Node& node, const RefArray& x) {
  RefArray out(node.type(), RefArray::Unwritten{});
  const auto& ranges = node.attrs().slice;
  const Dims strides = row_major_strides(x.dims());
  for_each_index(out.dims(), [&](const Dims& idx, int64_t k) {
    int64_t src = 0;
    for (size_t d = 0; d < idx.size(); ++d) src += (ranges[d].start + idx[d] * ranges[d].stride) * strides[d];
    out.set(k, x.get(src));
  });
  return out;
}

// Start indices are clamped so the slice stays inside the operand.
static Dims clamped_starts(const std::vector<RefArray>& in, size_t first, const Dims& operand_dims, const Dims& sizes) {
  Dims starts;
  for (size_t d = 0; d < operand_dims.size(); ++d) {
    starts.push_back(std::clamp<int64_t>(index_scalar(in[first + d]), 0, operand_dims[d] - sizes[d]));
  }
  return starts;
}

RefArray eval_dynamic_slice(const Node& node, const RefArray& x, const std::vector<RefArray>& in) {
  RefArray out(node.type());
  const Dims starts = clamped_starts(in, 1, x.dims(), out.dims());
  const Dims strides = row_major_strides(x.dims());
  for_each_index(out.dims(), [&](const Dims& idx, int64_t k) {
    int64_t src = 0;
    for (size_t d = 0; d < idx.size(); ++d) src += (starts[d] + idx[d]) * strides[d];
    out.set(k, x.get(src));
  });
  return out;
}

RefArray eval_dynamic_update_slice(const Node& node, RefArray operand, const std::vector<RefArray>& in) {
  RefArray out = std::move(operand);
  const RefArray& update = in[1];
  const Dims starts = clamped_starts(in, 2, out.dims(), update.dims());
  const Dims strides = row_major_strides(out.dims());
  for_each_index(update.dims(), [&](const Dims& idx, int64_t k) {
    int64_t dst = 0;
    for (size_t d = 0; d < idx.size(); ++d) dst += (starts[d] + idx[d]) * strides[d];
    out.set(dst, update.get(k));
  });
  return out;
}

RefArray eval_concatenate(const Node& node, const std::vector<RefArray>& in) {
  RefArray out(node.type());
  const size_t cd = static_cast<size_t>(node.attrs().dimensions[0]);
  const Dims out_strides = row_major_strides(out.dims());
  int64_t offset = 0;
  for (const RefArray& part : in) {
    for_each_index(part.dims(), [&](const Dims& idx, int64_t k) {
      Dims o = idx;
      o[cd] += offset;
      out.set(linear_index(o, out_strides), part.get(k));
    });
    offset += part.dims()[cd];
  }
  return out;
}

RefArray eval_pad(const Node& node, const RefArray& x, const RefArray& value) {
  RefArray out(node.type());
  out.fill(value.get(0));
  const auto& padding = node.attrs().padding;
  const Dims out_strides = row_major_strides(out.dims());
  for_each_index(x.dims(), [&](const Dims& idx, int64_t k) {
    int64_t dst = 0;
    for (size_t d = 0; d < idx.size(); ++d) {
      const int64_t pos = padding[d].lo + idx[d] * (padding[d].interior + 1);
      if (pos < 0 || pos >= out.dims()[d]) return;  // cut off by negative padding
      dst += pos * out_strides[d];
    }
    out.set(dst, x.get(k));
  });
  return out;
}

RefArray eval_reverse(const Node& node, const RefArray& x) {
  RefArray out(node.type());
  const Dims strides = row_major_strides(x.dims());
  const Dims& rev = node.attrs().dimensions;
  for_each_index(out.dims(), [&](const Dims& idx, int64_t k) {
    Dims src = idx;
    for (int64_t d : rev) src[static_cast<size_t>(d)] = x.dims()[static_cast<size_t>(d)] - 1 - idx[static_cast<size_t>(d)];
    out.set(k, x.get(linear_index(src, strides)));
  });
  return out;
}

RefArray eval_gather(const Node& node, const RefArray& operand, const RefArray& indices) {
  RefArray out(node.type());
  const GatherDims& g = node.attrs().gather;
  const Dims& in_dims = operand.dims();
  const Dims in_strides = row_major_strides(in_dims);
  const IndexVectors vectors(indices, g.index_vector_dim);
  const Dims window_operand_dims = dims_except(operand.type.rank(), g.collapsed_slice_dims, g.operand_batching_dims);
  const Dims batch_dims = dims_except(out.type.rank(), g.offset_dims, {});
  for_each_index(out.dims(), [&](const Dims& out_idx, int64_t k) {
    Dims batch;  // the output index without its offset dims
    for (int64_t d : batch_dims) batch.push_back(out_idx[static_cast<size_t>(d)]);
    Dims start(in_dims.size(), 0);
    for (size_t j = 0; j < g.start_index_map.size(); ++j) {
      const size_t od = static_cast<size_t>(g.start_index_map[j]);
      start[od] = std::clamp<int64_t>(vectors.element(batch, j), 0, in_dims[od] - g.slice_sizes[od]);
    }
    for (size_t j = 0; j < g.operand_batching_dims.size(); ++j) {
      start[static_cast<size_t>(g.operand_batching_dims[j])] = batch[vectors.batch_position(g.start_indices_batching_dims[j])];
    }
    for (size_t j = 0; j < window_operand_dims.size(); ++j) {
      start[static_cast<size_t>(window_operand_dims[j])] += out_idx[static_cast<size_t>(g.offset_dims[j])];
    }
    out.set(k, operand.get(linear_index(start, in_strides)));
  });
  return out;
}

}  // namespace kiln::reference
