// Ops that combine elements through a called computation: reduce, reduce-window,
// scatter, sort (comparator) and map.
#include <algorithm>
#include <numeric>

#include "ir/reducer.h"
#include "reference/index_vector.h"
#include "reference/ops.h"
#include "support/error.h"

namespace kiln::reference {

namespace {

// Applies the reducer: accumulators a (N), new values x (N) -> new accumulators.
std::vector<Bits> combine(const Graph& reducer, std::optional<OpCode> simple, DType dtype,
                          const std::vector<Bits>& acc, const std::vector<Bits>& x, const ScalarCall& call) {
  static const Attrs no_attrs;
  if (simple) return {eval_binary(*simple, dtype, acc[0], x[0], no_attrs)};
  std::vector<Bits> args = acc;
  args.insert(args.end(), x.begin(), x.end());
  return call(reducer, args);
}

}  // namespace

std::vector<RefArray> eval_reduce(const Node& node, const std::vector<RefArray>& in, const ScalarCall& call,
                                  SumRounding sums) {
  const size_t n = in.size() / 2;
  const Graph& reducer = *node.called()[0];
  std::optional<OpCode> simple;  // assigned, not initialized by ?: (GCC 12 then warns of an uninitialized payload)
  if (n == 1) simple = simple_reducer_op(reducer);
  std::vector<RefArray> out;
  for (size_t i = 0; i < n; ++i) {
    out.emplace_back(node.type(static_cast<int>(i)));
    out[i].fill(in[n + i].get(0));
  }
  const Dims& reduced = node.attrs().dimensions;
  const Dims& in_dims = in[0].dims();
  Dims kept;
  for (int64_t d = 0; d < static_cast<int64_t>(in_dims.size()); ++d) {
    if (std::find(reduced.begin(), reduced.end(), d) == reduced.end()) kept.push_back(d);
  }
  const Dims out_strides = row_major_strides(out[0].dims());
  auto out_position = [&](const Dims& idx) {
    int64_t k = 0;
    for (size_t j = 0; j < kept.size(); ++j) k += idx[static_cast<size_t>(kept[j])] * out_strides[j];
    return static_cast<size_t>(k);
  };
  const DType dtype = out[0].dtype();
  // Float sums accumulate in double and round once: the most accurate answer,
  // which is what an oracle should give. Products round each step to the
  // type they accumulate in (f32 for narrower floats, as kiln's targets
  // accumulate), as each application of an f32 reducer does: in double, 1e-45 *
  // 1e-45 * inf was inf, where f32 arithmetic underflows to 0 and gives NaN
  // (issue 29; docs/semantics.md).
  // Max and min return one of their operands (float_max, float_min), in
  // any order the same value; they keep the forward order regardless.
  const bool float_combine = simple && is_float(dtype) &&
                             (*simple == OpCode::Add || *simple == OpCode::Multiply || *simple == OpCode::Maximum || *simple == OpCode::Minimum);
  if (float_combine) {
    std::vector<double> acc(static_cast<size_t>(out[0].size()));
    for (size_t k = 0; k < acc.size(); ++k) acc[k] = as_double(out[0].get(static_cast<int64_t>(k)));
    const DType step = accumulator_dtype(dtype);
    const OpCode op = *simple;
    const bool reversed = sums.reversed && (op == OpCode::Add || op == OpCode::Multiply);
    auto combine_into = [&](double& a, double x) {
      switch (op) {
        case OpCode::Add: a = sums.each_step ? round_to_dtype(step, a + x) : a + x; break;
        case OpCode::Multiply: a = round_to_dtype(step, a * x); break;
        case OpCode::Maximum: a = float_max(a, x); break;
        default: a = float_min(a, x); break;
      }
    };
    // The input a row (its last dim) at a time, in row-major order or its
    // reverse: the row's elements go to one accumulator (a reduced last dim)
    // or to consecutive ones, so the output position is found once a row.
    const int64_t row = in_dims.empty() ? 1 : in_dims.back();
    const int64_t step_in_out = in_dims.empty() || std::find(reduced.begin(), reduced.end(), static_cast<int64_t>(in_dims.size()) - 1) != reduced.end() ? 0 : 1;
    const Dims row_dims(in_dims.begin(), in_dims.end() - (in_dims.empty() ? 0 : 1));
    Dims idx(in_dims.size(), 0);  // the row's first element: its last dim stays 0
    if (row > 0) {  // an empty row: nothing to add
      for_each_index(row_dims, reversed, [&](const Dims& row_idx, int64_t row_index) {
        std::copy(row_idx.begin(), row_idx.end(), idx.begin());
        const size_t base = out_position(idx);
        const int64_t first = row_index * row;
        for (int64_t j = 0; j < row; ++j) {
          const int64_t e = reversed ? row - 1 - j : j;
          combine_into(acc[base + static_cast<size_t>(e * step_in_out)], as_double(in[0].get(first + e)));
        }
      });
    }
    for (size_t k = 0; k < acc.size(); ++k) out[0].set(static_cast<int64_t>(k), make_float(dtype, acc[k]));
    return out;
  }
  if (simple) {  // one operand and a plain reducer (max, min, and, or, ...): no call, no vectors per element
    static const Attrs no_attrs;
    const OpCode combine_op = simple.value();
    for_each_index(in_dims, [&](const Dims& idx, int64_t k) {
      const int64_t o = static_cast<int64_t>(out_position(idx));
      out[0].set(o, eval_binary(combine_op, dtype, out[0].get(o), in[0].get(k), no_attrs));
    });
    return out;
  }
  std::vector<Bits> acc(n), x(n);
  for_each_index(in_dims, [&](const Dims& idx, int64_t k) {
    const size_t o = out_position(idx);
    for (size_t i = 0; i < n; ++i) {
      acc[i] = out[i].get(o);
      x[i] = in[i].get(k);
    }
    const std::vector<Bits> r = combine(reducer, simple, dtype, acc, x, call);
    for (size_t i = 0; i < n; ++i) out[i].set(o, r[i]);
  });
  return out;
}

std::vector<RefArray> eval_reduce_window(const Node& node, const std::vector<RefArray>& in, const ScalarCall& call) {
  const size_t n = in.size() / 2;
  const Graph& reducer = *node.called()[0];
  const std::optional<OpCode> simple = n == 1 ? simple_reducer_op(reducer) : std::nullopt;
  const auto& window = node.attrs().window;
  const Dims& in_dims = in[0].dims();
  const Dims in_strides = row_major_strides(in_dims);
  Dims window_sizes;
  for (const WindowDim& w : window) window_sizes.push_back(w.size);
  std::vector<RefArray> out;
  for (size_t i = 0; i < n; ++i) out.emplace_back(node.type(static_cast<int>(i)));
  std::vector<Bits> init(n), x(n);
  for (size_t i = 0; i < n; ++i) init[i] = in[n + i].get(0);
  for_each_index(out[0].dims(), [&](const Dims& out_idx, int64_t k) {
    std::vector<Bits> acc = init;
    for_each_index(window_sizes, [&](const Dims& w_idx, int64_t) {
      // Position in the padded, base-dilated input; holes and padding read `init`.
      bool inside = true;
      int64_t src = 0;
      for (size_t d = 0; d < window.size(); ++d) {
        const WindowDim& w = window[d];
        const int64_t p = out_idx[d] * w.stride + w_idx[d] * w.window_dilation - w.pad_lo;
        if (p < 0 || p % w.base_dilation != 0 || p / w.base_dilation >= in_dims[d]) {
          inside = false;
          break;
        }
        src += (p / w.base_dilation) * in_strides[d];
      }
      for (size_t i = 0; i < n; ++i) x[i] = inside ? in[i].get(src) : init[i];
      acc = combine(reducer, simple, out[0].dtype(), acc, x, call);
    });
    for (size_t i = 0; i < n; ++i) out[i].set(k, acc[i]);
  });
  return out;
}

std::vector<RefArray> eval_scatter(const Node& node, const std::vector<RefArray>& in, const ScalarCall& call) {
  const size_t n = (in.size() - 1) / 2;
  const ScatterDims& s = node.attrs().scatter;
  const Dims& upd_dims = in[n + 1].dims();
  const Graph& combiner = *node.called()[0];
  const std::optional<OpCode> simple = n == 1 ? simple_reducer_op(combiner) : std::nullopt;
  std::vector<RefArray> out(in.begin(), in.begin() + static_cast<long>(n));
  const Dims& op_dims = out[0].dims();
  const Dims op_strides = row_major_strides(op_dims);
  const IndexVectors vectors(in[n], s.index_vector_dim);
  const Dims window_operand_dims = dims_except(static_cast<int64_t>(op_dims.size()), s.inserted_window_dims, s.input_batching_dims);
  const Dims scatter_dims = dims_except(static_cast<int64_t>(upd_dims.size()), s.update_window_dims, {});
  Dims window_size(op_dims.size(), 1);
  for (size_t j = 0; j < window_operand_dims.size(); ++j) {
    window_size[static_cast<size_t>(window_operand_dims[j])] = upd_dims[static_cast<size_t>(s.update_window_dims[j])];
  }
  std::vector<Bits> acc(n), x(n);
  for_each_index(upd_dims, [&](const Dims& u, int64_t k) {
    Dims scatter_idx;  // the update index without its window dims
    for (int64_t d : scatter_dims) scatter_idx.push_back(u[static_cast<size_t>(d)]);
    Dims start(op_dims.size(), 0);
    for (size_t j = 0; j < s.scatter_dims_to_operand_dims.size(); ++j) {
      start[static_cast<size_t>(s.scatter_dims_to_operand_dims[j])] = vectors.element(scatter_idx, j);
    }
    for (size_t j = 0; j < s.input_batching_dims.size(); ++j) {
      start[static_cast<size_t>(s.input_batching_dims[j])] = scatter_idx[vectors.batch_position(s.scatter_indices_batching_dims[j])];
    }
    // A window that does not fit inside the operand is skipped whole (start
    // compared with size - window: an index near INT64_MAX must not wrap).
    for (size_t d = 0; d < op_dims.size(); ++d) {
      if (start[d] < 0 || start[d] > op_dims[d] - window_size[d]) return;
    }
    Dims target = start;
    for (size_t j = 0; j < window_operand_dims.size(); ++j) {
      target[static_cast<size_t>(window_operand_dims[j])] += u[static_cast<size_t>(s.update_window_dims[j])];
    }
    const size_t t = static_cast<size_t>(linear_index(target, op_strides));
    for (size_t i = 0; i < n; ++i) {
      acc[i] = out[i].get(t);
      x[i] = in[n + 1 + i].get(k);
    }
    const std::vector<Bits> r = combine(combiner, simple, out[0].dtype(), acc, x, call);
    for (size_t i = 0; i < n; ++i) out[i].set(t, r[i]);
  });
  return out;
}

std::vector<RefArray> eval_sort(const Node& node, const std::vector<RefArray>& in, const ScalarCall& call) {
  const Graph& comparator = *node.called()[0];
  const size_t dim = static_cast<size_t>(node.attrs().dimensions[0]);
  const Dims& dims = in[0].dims();
  const Dims strides = row_major_strides(dims);
  // A partial sort (sort_keep) writes the first places of each row only.
  std::vector<RefArray> out;
  for (int i = 0; i < node.num_results(); ++i) out.emplace_back(node.type(i));
  const Dims out_strides = row_major_strides(out[0].dims());
  const int64_t kept = out[0].dims()[dim];
  Dims outer = dims;
  outer[dim] = 1;
  const int64_t len = dims[dim];
  std::vector<Bits> args(2 * in.size());
  for_each_index(outer, [&](const Dims& base, int64_t) {
    const int64_t origin = linear_index(base, strides), out_origin = linear_index(base, out_strides);
    std::vector<int64_t> order(static_cast<size_t>(len));
    std::iota(order.begin(), order.end(), 0);
    auto at = [&](size_t op, int64_t i) { return in[op].get(origin + i * strides[dim]); };
    // A stable sort is a correct answer for an unstable one too.
    std::stable_sort(order.begin(), order.end(), [&](int64_t a, int64_t b) {
      for (size_t op = 0; op < in.size(); ++op) {
        args[2 * op] = at(op, a);
        args[2 * op + 1] = at(op, b);
      }
      return call(comparator, args)[0] != 0;
    });
    for (size_t op = 0; op < in.size(); ++op) {
      for (int64_t i = 0; i < kept; ++i) {
        out[op].set(out_origin + i * out_strides[dim], at(op, order[static_cast<size_t>(i)]));
      }
    }
  });
  return out;
}

RefArray eval_map(const Node& node, const std::vector<RefArray>& in, const ScalarCall& call) {
  RefArray out(node.type());
  std::vector<Bits> args(in.size());
  for (int64_t k = 0; k < out.size(); ++k) {
    for (size_t i = 0; i < in.size(); ++i) args[i] = in[i].get(k);
    out.set(k, call(*node.called()[0], args)[0]);
  }
  return out;
}

}  // namespace kiln::reference
