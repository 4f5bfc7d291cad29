#include "lower/kernel_lowering.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <set>

#include "fusion/excess_precision.h"
#include "ir/reducer.h"
#include "lower/non_finite_terms.h"
#include "lower/scalar_lowering.h"
#include "schedule/loop_nests.h"
#include "support/error.h"

namespace kiln::lower {

using Halide::Expr;
using Halide::Func;
using Halide::Var;

namespace {

Expr i32(int64_t v) { return Halide::Expr(static_cast<int32_t>(v)); }

Expr clamp_index(Expr e, int64_t extent) { return Halide::clamp(e, 0, i32(std::max<int64_t>(extent - 1, 0))); }

// An index read from a tensor (gather, scatter, dynamic-slice starts), as an
// int64 that Halide's bounds inference cannot see through. Where the index
// tensor has one element, bounds inference calls the load a "single point"
// and puts it into the region the kernel reads of the indexed operand: the
// host code then loads the index to size that region. On a GPU the index is
// in device memory only, and GraphSAGE's one-id embedding lookup crashed the
// host. Through a reinterpret the index is unbounded, and the clamp that
// follows gives the region: the whole operand's valid range.
// u64 indices past INT64_MAX saturate (they clamp to the last start anyway).
Expr opaque_index(Expr loaded, DType d) {
  if (d == DType::U64) loaded = Halide::min(loaded, Halide::Expr(static_cast<uint64_t>(INT64_MAX)));
  const Expr wide = Halide::cast(Halide::Int(64), loaded);
  return Halide::reinterpret(Halide::Int(64), Halide::reinterpret(Halide::UInt(64), wide));
}

std::vector<Expr> as_exprs(const std::vector<Var>& vars) { return {vars.begin(), vars.end()}; }

std::string func_name(const Node& node) {
  std::string s = "n_" + node.name();
  for (char& c : s) {
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  }
  return s;
}

class KernelLowering {
 public:
  KernelLowering(const Kernel& kernel, bool loop_nests_at_root) : kernel_(kernel), loop_nests_at_root_(loop_nests_at_root) {}

  LoweredKernel run() {
    LoweredKernel out;
    for (size_t i = 0; i < kernel_.inputs.size(); ++i) {
      const Value& v = kernel_.inputs[i];
      const TensorType& t = v.type();
      Halide::ImageParam p(halide_type(t.dtype), static_cast<int>(t.rank()), fmt::format("in{}_{}", i, func_name(*v.node)));
      constrain(p.parameter(), t);
      inputs_[{v.node, v.index}] = p;
      input_index_[{v.node, v.index}] = static_cast<int>(i);
      out.inputs.push_back(p);
    }
    kept_wide_ = values_kept_wide(kernel_);
    for (Node* node : kernel_.nodes) lower_node(*node);
    out.widened_inputs = widened_;
    if (outputs_share_one_loop_nest(kernel_)) {
      // Several outputs of one iteration space: one loop nest writes them all,
      // so what they share is computed, and their inputs read, once.
      const TensorType& t = kernel_.outputs[0].type();
      Func combined(func_name(*kernel_.outputs[0].node) + "_outputs");
      std::vector<Var> vars = make_vars(t.rank());
      std::vector<Expr> values;
      for (const Value& v : kernel_.outputs) values.push_back(read(v, as_exprs(vars)));
      combined(vars) = Halide::Tuple(values);
      for (size_t i = 0; i < kernel_.outputs.size(); ++i) {
        constrain(combined.output_buffers()[i].parameter(), kernel_.outputs[i].type(), i > 0);
      }
      out.outputs.push_back(combined);
      materialized_.emplace_back(combined, kernel_.outputs[0].node);
    } else {
      for (const Value& v : kernel_.outputs) {
        Func f = funcs_.at(v.node);
        const TensorType& t = v.type();
        if (v.node->num_results() > 1) {  // one output Func per tuple element
          Func out_element(fmt::format("{}_out{}", func_name(*v.node), v.index));
          std::vector<Var> vars = make_vars(t.rank());
          out_element(vars) = element(*v.node, f, as_exprs(vars), v.index);
          f = out_element;
        }
        constrain(f.output_buffer().parameter(), t);
        out.outputs.push_back(f);
        materialized_.emplace_back(f, v.node);
      }
    }
    collect_loop_nests(out);
    out.pipeline = Halide::Pipeline(out.outputs);
    return out;
  }

 private:
  // Shapes and strides are static: telling Halide lets it drop bounds checks and
  // index arithmetic. Tuple outputs after the first share the first's min and
  // extent (Halide insists), so only their strides are set.
  static void constrain(const Halide::Internal::Parameter& param, const TensorType& t, bool strides_only = false) {
    const Dims strides = physical_strides(t);
    Halide::Internal::Parameter p = param;
    for (int d = 0; d < static_cast<int>(t.rank()); ++d) {
      if (!strides_only) {
        p.set_min_constraint(d, i32(0));
        p.set_extent_constraint(d, i32(t.dims[static_cast<size_t>(d)]));
      }
      p.set_stride_constraint(d, i32(strides[static_cast<size_t>(d)]));
    }
  }

  // Excess precision (fusion/excess_precision.h): what reads a value kept
  // wide computes in f32 and rounds its own result unless kept wide too.
  bool kept_wide(const Value& v) const { return kept_wide_.count(v.node) > 0; }
  // The value of a reduction, dot or convolution accumulated in `acc`: rounded
  // to the node's dtype, unless it is kept wide.
  Expr accumulated_result(const Node& node, DType acc, Expr sum) {
    return kept_wide_.count(&node) ? sum : lower_convert(acc, node.type().dtype, sum);
  }
  // An elementwise node that reads a value kept wide, or is kept wide itself:
  // computed in f32 from its operands widened.
  Expr lower_elementwise_in_f32(const Node& node, const std::function<Expr(size_t)>& operand) {
    const DType d = node.type().dtype;
    const bool keep = kept_wide_.count(&node) > 0;
    auto wide = [&](size_t i) {
      Expr e = operand(i);
      return kept_wide(node.operand(static_cast<int>(i))) ? e : widen_for_compute(e, node.operand(static_cast<int>(i)).type().dtype);
    };
    const Attrs& a = node.attrs();
    switch (opcode_category(node.op())) {
      case OpCategory::Unary: return lower_unary(node.op(), DType::F32, keep ? DType::F32 : d, wide(0), a);
      case OpCategory::Binary: {
        Expr r = lower_binary(node.op(), DType::F32, wide(0), wide(1), a);
        return keep || node.op() == OpCode::Compare ? r : round_to_dtype(r, d);
      }
      default: {
        if (!keep && d == DType::BF16) {
          if (Expr fused = clamp_rounded_to_bf16(wide(0), wide(1), wide(2)); fused.defined()) return fused;
        }
        Expr r = lower_clamp(DType::F32, wide(0), wide(1), wide(2));
        return keep ? r : round_to_dtype(r, d);
      }
    }
  }

  std::vector<Var> make_vars(int64_t rank) {
    std::vector<Var> vars;
    for (int64_t i = 0; i < rank; ++i) vars.emplace_back(fmt::format("d{}", i));
    return vars;
  }

  // The element of `v` at `index` (logical coordinates).
  Expr read(const Value& v, const std::vector<Expr>& index) {
    // A one-element constant is an immediate: the compiler can fold and
    // specialize on it (pow by 3 becomes two multiplies).
    if (const Literal* scalar = splat_constant(v)) return literal_element(*scalar, 0);
    auto in = inputs_.find({v.node, v.index});
    if (in != inputs_.end()) return in->second(index);
    Func f = funcs_.at(v.node);
    if (v.node->num_results() > 1) return element(*v.node, f, index, v.index);
    return f(index);
  }
  Expr read_scalar(const Value& v) { return read(v, {}); }
  // Whether `v` is a narrow-float kernel input an f32 computation reads.
  bool widens_input(const Value& v, DType to) const {
    return inputs_.count({v.node, v.index}) && computes_in_f32(v.type().dtype) && to == DType::F32;
  }
  // Input `v` widened to `to` and extended by zeros beyond its `spatial`
  // dims, read at `index`: one Func per input (LoweredKernel::widened_inputs),
  // defined over unclamped positions so that a staged window has a constant
  // footprint even at the borders.
  Expr zero_extended_widened(const Value& v, const std::vector<Expr>& index, const Dims& spatial, DType to) {
    const Halide::ImageParam& in = inputs_.at({v.node, v.index});
    auto [w, added] = widened_.try_emplace(input_index_.at({v.node, v.index}), Func(in.name() + "_f32"));
    if (added) {
      const TensorType& t = v.type();
      std::vector<Var> vars = make_vars(t.rank());
      std::vector<Expr> at = as_exprs(vars);
      Expr inside = Halide::cast(Halide::Bool(), true);
      for (int64_t d : spatial) {
        const Expr pos = vars[static_cast<size_t>(d)];
        inside = inside && pos >= 0 && pos < i32(t.dims[static_cast<size_t>(d)]);
        at[static_cast<size_t>(d)] = clamp_index(pos, t.dims[static_cast<size_t>(d)]);
      }
      w->second(vars) = Halide::select(inside, lower_convert(t.dtype, to, in(at)), constant_expr(to, 0));
    }
    return w->second(index);
  }

  void lower_node(const Node& node) {
    Func f(func_name(node));
    const TensorType& t = node.type();
    std::vector<Var> vars = make_vars(t.rank());
    const std::vector<Expr> idx = as_exprs(vars);
    const OpCode op = node.op();
    const Attrs& a = node.attrs();
    auto operand_at = [&](size_t i, const std::vector<Expr>& at) { return read(node.operand(i), at); };
    // Elementwise operands may be scalars broadcast implicitly (select, clamp).
    auto elementwise_operand = [&](size_t i) {
      return node.operand(i).type().rank() == 0 && t.rank() > 0 ? read_scalar(node.operand(i)) : operand_at(i, idx);
    };
    bool reads_wide = false;
    for (size_t i = 0; i < node.num_operands(); ++i) reads_wide |= kept_wide(node.operand(i));
    if (is_elementwise(op) && (reads_wide || kept_wide_.count(&node))) {
      f(vars) = ieee(lower_elementwise_in_f32(node, elementwise_operand));
      funcs_[&node] = f;
      return;
    }
    if (is_elementwise(op)) {
      const DType d0 = node.operand(0).type().dtype;
      Expr e;
      switch (opcode_category(op)) {
        case OpCategory::Unary:
          e = lower_unary(op, d0, t.dtype, elementwise_operand(0), a);
          break;
        case OpCategory::Binary: e = lower_binary(op, d0, elementwise_operand(0), elementwise_operand(1), a); break;
        default:
          e = op == OpCode::Select ? lower_select(t.dtype, elementwise_operand(0), elementwise_operand(1), elementwise_operand(2))
                                   : lower_clamp(t.dtype, elementwise_operand(0), elementwise_operand(1), elementwise_operand(2));
      }
      f(vars) = ieee(e);
      funcs_[&node] = f;
      return;
    }
    switch (op) {
      case OpCode::Iota:
        f(vars) = lower_convert(DType::S64, t.dtype, Halide::cast(Halide::Int(64), vars[static_cast<size_t>(a.dimensions[0])]));
        break;
      case OpCode::Broadcast: {
        std::vector<Expr> src;
        for (int64_t d : a.dimensions) src.push_back(vars[static_cast<size_t>(d)]);
        f(vars) = operand_at(0, src);
        break;
      }
      case OpCode::Reshape: f(vars) = operand_at(0, reshaped_index(idx, t, node.operand(0).type(), false)); break;
      case OpCode::Bitcast: f(vars) = operand_at(0, reshaped_index(idx, t, node.operand(0).type(), true)); break;
      case OpCode::Transpose: {
        std::vector<Expr> src(static_cast<size_t>(t.rank()));
        for (size_t i = 0; i < a.dimensions.size(); ++i) src[static_cast<size_t>(a.dimensions[i])] = vars[i];
        f(vars) = operand_at(0, src);
        break;
      }
      case OpCode::Slice: {
        std::vector<Expr> src;
        for (size_t d = 0; d < a.slice.size(); ++d) src.push_back(i32(a.slice[d].start) + vars[d] * i32(a.slice[d].stride));
        f(vars) = operand_at(0, src);
        break;
      }
      case OpCode::Reverse: {
        std::vector<Expr> src = idx;
        // Clamped: in a guarded vector tail Halide 14 reads a reversed dense
        // vector from a constant base below zero and fails an internal
        // assertion (base >= 0) for any length that is not a multiple of the
        // vector; the clamp folds away where the loop is in bounds.
        for (int64_t d : a.dimensions) {
          src[static_cast<size_t>(d)] = clamp_index(i32(t.dims[static_cast<size_t>(d)] - 1) - vars[static_cast<size_t>(d)], t.dims[static_cast<size_t>(d)]);
        }
        f(vars) = operand_at(0, src);
        break;
      }
      case OpCode::Pad: {
        const TensorType& in = node.operand(0).type();
        Expr inside = Halide::cast(Halide::Bool(), true);
        std::vector<Expr> src;
        bool padded = false;
        for (size_t d = 0; d < a.padding.size(); ++d) {
          const PadDim& p = a.padding[d];
          if (p.lo == 0 && p.hi == 0 && p.interior == 0) {
            // Not padded: read in place, so that a dense row stays a dense load
            // (a clamp here turned SSD's fused 3-channel rows into gathers).
            src.push_back(vars[d]);
            continue;
          }
          padded = true;
          Expr rel = vars[d] - i32(p.lo);
          Expr step = i32(p.interior + 1);
          inside = inside && Halide::likely(rel >= 0 && rel % step == 0 && rel / step < i32(in.dims[d]));
          src.push_back(clamp_index(rel / step, in.dims[d]));
        }
        // likely() per dim: Halide splits each padded dim's loop into the
        // padding and a steady state without the test and the clamp.
        f(vars) = padded ? Halide::select(inside, operand_at(0, src), read_scalar(node.operand(1))) : operand_at(0, src);
        break;
      }
      case OpCode::Concatenate: {
        const size_t cd = static_cast<size_t>(a.dimensions[0]);
        int64_t offset = 0;
        std::vector<std::pair<Expr, Expr>> parts;
        for (size_t i = 0; i < node.num_operands(); ++i) {
          const int64_t size = node.operand(i).type().dims[cd];
          std::vector<Expr> src = idx;
          src[cd] = clamp_index(vars[cd] - i32(offset), size);
          parts.emplace_back(vars[cd] < i32(offset + size), operand_at(i, src));
          offset += size;
        }
        Expr e = parts.back().second;
        for (size_t i = parts.size() - 1; i-- > 0;) e = Halide::select(parts[i].first, parts[i].second, e);
        f(vars) = e;
        break;
      }
      case OpCode::DynamicSlice: {
        const TensorType& in = node.operand(0).type();
        std::vector<Expr> src;
        for (size_t d = 0; d < static_cast<size_t>(in.rank()); ++d) {
          src.push_back(start_index(node.operand(d + 1), in.dims[d] - t.dims[d]) + vars[d]);
        }
        f(vars) = operand_at(0, src);
        break;
      }
      case OpCode::DynamicUpdateSlice: {
        const TensorType& upd = node.operand(1).type();
        Expr inside = Halide::cast(Halide::Bool(), true);
        std::vector<Expr> src;
        for (size_t d = 0; d < static_cast<size_t>(t.rank()); ++d) {
          Expr rel = vars[d] - start_index(node.operand(d + 2), t.dims[d] - upd.dims[d]);
          inside = inside && rel >= 0 && rel < i32(upd.dims[d]);
          src.push_back(clamp_index(rel, upd.dims[d]));
        }
        f(vars) = Halide::select(inside, operand_at(1, src), operand_at(0, idx));
        break;
      }
      case OpCode::BitcastConvert: lower_bitcast_convert(node, f, vars); break;
      case OpCode::Gather: lower_gather(node, f, vars); break;
      case OpCode::Map: {
        std::vector<Expr> args;
        for (size_t i = 0; i < node.num_operands(); ++i) args.push_back(operand_at(i, idx));
        f(vars) = ieee(lower_scalar_graph(*node.called()[0], args)[0]);
        break;
      }
      case OpCode::Reduce: lower_reduce(node, f, vars); break;
      case OpCode::ReduceWindow: lower_reduce_window(node, f, vars); break;
      case OpCode::Dot: lower_dot(node, f, vars); break;
      case OpCode::Convolution: lower_convolution(node, f, vars); break;
      case OpCode::Scatter: lower_scatter(node, f, vars); break;
      default:
        internal_error("%{} ({}) cannot be lowered to a Halide kernel", node.name(), opcode_name(op));
    }
    funcs_[&node] = f;
  }

  static Expr linearize(const std::vector<Expr>& idx, const Dims& strides) {
    Expr k = i32(0);
    for (size_t d = 0; d < idx.size(); ++d) k = k + idx[d] * i32(strides[d]);
    return k;
  }

  // Logical coordinates of linear position k in `t`, counted row-major or, with
  // `physical`, in t's memory order.
  static std::vector<Expr> delinearize(Expr k, const TensorType& t, bool physical) {
    const Dims strides = physical ? physical_strides(t) : row_major_strides(t.dims);
    std::vector<Expr> idx;
    for (size_t d = 0; d < t.dims.size(); ++d) idx.push_back((k / i32(strides[d])) % i32(std::max<int64_t>(t.dims[d], 1)));
    return idx;
  }

  // Coordinates in `in` of the element at `idx` of `out`, the two holding their
  // elements in one order (memory order with `physical`, else row-major). When
  // out's contiguous rows divide in's, the contiguous coordinate maps without a
  // division, so vector loads along it stay dense: SSD's class scores, a
  // reshape of [1,19,19,546] to [1,2166,91], gathered element by element before.
  static std::vector<Expr> reshaped_index(const std::vector<Expr>& idx, const TensorType& out, const TensorType& in, bool physical) {
    const Dims so = physical ? physical_strides(out) : row_major_strides(out.dims);
    const Dims si = physical ? physical_strides(in) : row_major_strides(in.dims);
    auto contiguous = [&](const TensorType& t) -> int64_t {
      if (t.rank() == 0) return -1;
      return physical ? t.minor_to_major[0] : t.rank() - 1;
    };
    const int64_t oc = contiguous(out), ic = contiguous(in);
    const int64_t eo = oc < 0 ? 0 : out.dims[static_cast<size_t>(oc)], ei = ic < 0 ? 0 : in.dims[static_cast<size_t>(ic)];
    bool structured = eo > 1 && ei > 1 && ei % eo == 0;
    for (size_t d = 0; structured && d < so.size(); ++d) structured = static_cast<int64_t>(d) == oc || so[d] % eo == 0;
    for (size_t d = 0; structured && d < si.size(); ++d) structured = static_cast<int64_t>(d) == ic || si[d] % ei == 0;
    if (!structured) return delinearize(linearize(idx, so), in, physical);
    Expr rows = i32(0);  // the index of out's contiguous row
    for (size_t d = 0; d < idx.size(); ++d) {
      if (static_cast<int64_t>(d) != oc) rows = rows + idx[d] * i32(so[d] / eo);
    }
    const int64_t per_row = ei / eo;  // out rows per in row
    std::vector<Expr> at(static_cast<size_t>(in.rank()));
    at[static_cast<size_t>(ic)] = (rows % i32(per_row)) * i32(eo) + idx[static_cast<size_t>(oc)];
    Expr in_rows = rows / i32(per_row);
    for (size_t d = 0; d < at.size(); ++d) {
      if (static_cast<int64_t>(d) != ic) at[d] = (in_rows / i32(si[d] / ei)) % i32(std::max<int64_t>(in.dims[d], 1));
    }
    return at;
  }

  // A dynamic start index, clamped to [0, max_start].
  Expr start_index(const Value& v, int64_t max_start) {
    Expr s = read_scalar(v);
    Expr wide = opaque_index(s, v.type().dtype);
    return Halide::cast(Halide::Int(32), Halide::clamp(wide, Halide::Expr(int64_t{0}), Halide::Expr(std::max<int64_t>(max_start, 0))));
  }

  void lower_bitcast_convert(const Node& node, Func& f, const std::vector<Var>& vars) {
    const DType from = node.operand(0).type().dtype, to = node.type().dtype;
    const int from_bits = dtype_bits(from), to_bits = dtype_bits(to);
    const std::vector<Expr> idx = as_exprs(vars);
    if (from_bits == to_bits) {
      f(vars) = lower_bitcast_convert_same_width(from, to, read(node.operand(0), idx));
    } else if (from_bits > to_bits) {  // the new minor dim picks the little-endian piece
      std::vector<Expr> src(idx.begin(), idx.end() - 1);
      Expr raw = Halide::reinterpret(Halide::UInt(from_bits), read(node.operand(0), src));
      Expr piece = raw >> Halide::cast(Halide::UInt(from_bits), vars.back() * to_bits);
      // A sub-byte piece: its byte, brought into range (s4: sign-extended).
      f(vars) = is_sub_byte(to) ? in_range_of(to, Halide::reinterpret(halide_type(to), Halide::cast(Halide::UInt(8), piece)))
                                : Halide::reinterpret(halide_type(to), Halide::cast(Halide::UInt(to_bits), piece));
    } else {
      const int ratio = to_bits / from_bits;
      Expr raw = Halide::cast(Halide::UInt(to_bits), 0);
      for (int j = 0; j < ratio; ++j) {
        std::vector<Expr> src = idx;
        src.push_back(i32(j));
        Expr value = read(node.operand(0), src);
        Expr bits = is_sub_byte(from) ? sub_byte_bits(from, value) : Halide::reinterpret(Halide::UInt(from_bits), value);
        Expr piece = Halide::cast(Halide::UInt(to_bits), bits);
        raw = raw | (piece << (j * from_bits));
      }
      f(vars) = Halide::reinterpret(halide_type(to), raw);
    }
  }

  // Element j of the start-index vector at batch position `batch`.
  Expr index_vector_element(const Value& indices, int64_t index_vector_dim, const std::vector<Expr>& batch, int64_t j) {
    std::vector<Expr> at;
    size_t b = 0;
    for (int64_t d = 0; d < indices.type().rank(); ++d) at.push_back(d == index_vector_dim ? i32(j) : batch[b++]);
    return opaque_index(read(indices, at), indices.type().dtype);
  }

  static size_t batch_position(int64_t d, int64_t index_vector_dim, int64_t indices_rank) {
    return static_cast<size_t>(d) - (index_vector_dim < indices_rank && d > index_vector_dim ? 1 : 0);
  }


  void lower_gather(const Node& node, Func& f, const std::vector<Var>& vars) {
    const GatherDims& g = node.attrs().gather;
    const TensorType& in = node.operand(0).type();
    const Value& indices = node.operand(1);
    const Dims window = dims_except(in.rank(), g.collapsed_slice_dims, g.operand_batching_dims);
    const Dims batch_dims = dims_except(node.type().rank(), g.offset_dims, {});
    std::vector<Expr> batch;
    for (int64_t d : batch_dims) batch.push_back(vars[static_cast<size_t>(d)]);
    std::vector<Expr> src(static_cast<size_t>(in.rank()), i32(0));
    for (size_t j = 0; j < g.start_index_map.size(); ++j) {
      const size_t od = static_cast<size_t>(g.start_index_map[j]);
      Expr s = index_vector_element(indices, g.index_vector_dim, batch, static_cast<int64_t>(j));
      src[od] = Halide::cast(Halide::Int(32), Halide::clamp(s, Halide::Expr(int64_t{0}), Halide::Expr(in.dims[od] - g.slice_sizes[od])));
    }
    for (size_t j = 0; j < g.operand_batching_dims.size(); ++j) {
      src[static_cast<size_t>(g.operand_batching_dims[j])] =
          batch[batch_position(g.start_indices_batching_dims[j], g.index_vector_dim, indices.type().rank())];
    }
    for (size_t j = 0; j < window.size(); ++j) {
      const size_t od = static_cast<size_t>(window[j]);
      src[od] = src[od] + vars[static_cast<size_t>(g.offset_dims[j])];
    }
    for (size_t d = 0; d < src.size(); ++d) src[d] = clamp_index(src[d], in.dims[d]);
    f(vars) = read(node.operand(0), src);
  }

  // Combines accumulators and values with the reducer (a recognised op directly).
  // Reassociable, unless a term is a NaN or an infinity once inlined
  // (lower/non_finite_terms.h).
  std::vector<Expr> combine(const Graph& reducer, DType dtype, const std::vector<Expr>& acc, const std::vector<Expr>& given_x,
                            const std::vector<Expr>& inits = {}) {
    // A term that cancels algebraically (x - x) would let Halide drop the
    // update as a no-op, and LLVM fold it under fast-math flags: it is hidden
    // from the one and combined as IEEE 754 says by the other
    // (lower/non_finite_terms.h).
    std::vector<Expr> x = given_x;
    bool cancels = false;
    for (Expr& term : x) {
      if (cancels_to_a_constant(term)) {
        term = opaque_to_simplifier(term);
        cancels = true;
      }
    }
    // An init is stored, then read back by the update, where LLVM sees it too.
    const bool reassociable = !cancels && std::none_of(x.begin(), x.end(), folds_to_non_finite_constant) &&
                              std::none_of(inits.begin(), inits.end(), folds_to_non_finite_constant);
    // A tuple reducer stays reassociable: its arithmetic marked strict_float
    // would hide the reads of its elements from Halide (see ScalarUse).
    const ScalarUse use = reassociable || acc.size() > 1 ? ScalarUse::ReassociableReducer : ScalarUse::Reducer;
    if (acc.size() == 1) {
      if (auto op = simple_reducer_op(reducer)) return {lower_binary(*op, dtype, acc[0], x[0], Attrs{}, use)};
    }
    std::vector<Expr> args = acc;
    args.insert(args.end(), x.begin(), x.end());
    return lower_scalar_graph(reducer, args, use);
  }

  static Halide::Tuple tuple_of(const std::vector<Expr>& v) { return Halide::Tuple(v); }

  // Halide 14 splits a tuple update into one store per element; when the
  // values hold lets (bf16 conversions make them), a later element reads the
  // earlier ones after their store, not before (a bf16 argmax came out as
  // index 0). So a tuple of at most 64 bits travels as one packed integer, and
  // only wider ones are Halide tuples.
  static int stored_bits(DType d) { return static_cast<int>(8 * dtype_bytes(d)); }  // s4: 8
  static bool packs(const Node& node) {
    if (node.num_results() < 2) return false;
    int bits = 0;
    for (int i = 0; i < node.num_results(); ++i) bits += stored_bits(node.type(i).dtype);
    return bits <= 64;
  }
  static int packed_offset(const Node& node, int i) {
    int bits = 0;
    for (int j = 0; j < i; ++j) bits += stored_bits(node.type(j).dtype);
    return bits;
  }
  static Expr pack(const Node& node, const std::vector<Expr>& values) {
    Expr packed = Halide::cast(Halide::UInt(64), 0);
    for (size_t i = 0; i < values.size(); ++i) {
      const DType d = node.type(static_cast<int>(i)).dtype;
      Expr bits = d == DType::Pred ? Halide::cast(Halide::UInt(8), values[i]) : Halide::reinterpret(Halide::UInt(stored_bits(d)), values[i]);
      packed = packed | (Halide::cast(Halide::UInt(64), bits) << Halide::cast(Halide::UInt(64), packed_offset(node, static_cast<int>(i))));
    }
    return packed;
  }
  static Expr unpack(const Node& node, Expr packed, int i) {
    const DType d = node.type(i).dtype;
    Expr bits = Halide::cast(Halide::UInt(stored_bits(d)), packed >> Halide::cast(Halide::UInt(64), packed_offset(node, i)));
    return d == DType::Pred ? bits != Halide::cast(Halide::UInt(8), 0) : Halide::reinterpret(halide_type(d), bits);
  }

  // Wider tuples are Halide tuples, and they meet the same split: Halide sees
  // that an element reads another only where the read is not inside another
  // call, and a bf16 read always is (reinterpret). So bf16 elements of a wide
  // tuple are held widened to f32 (exact), read as f32 by the reducer (which
  // widens bf16 anyway, so comparisons use the read directly), and narrowed
  // back when the result is read.
  static Expr into_tuple(DType d, Expr e) {
    return d == DType::BF16 && e.type() != Halide::Float(32) ? lower_convert(DType::BF16, DType::F32, e) : e;
  }
  static Expr from_tuple(DType d, Expr e) { return d == DType::BF16 ? lower_convert(DType::F32, DType::BF16, e) : e; }
  std::vector<Expr> into_tuple(const Node& node, const std::vector<Expr>& values) {
    std::vector<Expr> out;
    for (size_t i = 0; i < values.size(); ++i) out.push_back(into_tuple(node.type(static_cast<int>(i)).dtype, values[i]));
    return out;
  }

  // Defines (at its pure vars) or updates (at any point) `node`'s Func, and
  // reads it: one value, a packed tuple, or a Halide tuple.
  template <typename Args>
  void assign(const Node& node, Func& f, const Args& at, const std::vector<Expr>& values) {
    if (values.size() == 1) {
      f(at) = values[0];
    } else if (packs(node)) {
      f(at) = pack(node, values);
    } else {
      f(at) = tuple_of(into_tuple(node, values));
    }
  }
  std::vector<Expr> current(const Node& node, Func& f, const std::vector<Expr>& at, size_t n) {
    if (n == 1) return {f(at)};
    std::vector<Expr> out;
    for (size_t i = 0; i < n; ++i) {
      out.push_back(packs(node) ? unpack(node, f(at), static_cast<int>(i)) : Expr(f(at)[static_cast<int>(i)]));
    }
    return out;
  }
  static Expr element(const Node& node, Func& f, const std::vector<Expr>& at, int i) {
    return packs(node) ? unpack(node, f(at), i) : from_tuple(node.type(i).dtype, f(at)[i]);
  }

  // A reduction domain whose last dim is innermost, as the reference evaluator
  // and StableHLO's interpreter visit it (Halide's own order is first dim
  // innermost): reducers that are not associative (select_and_scatter's
  // picking, the order a scatter combines overlapping updates) then agree.
  struct RowMajorRDom {
    Halide::RDom rdom;
    std::vector<Expr> dims;  // dims[d]: the variable of region[d]
  };
  static RowMajorRDom row_major_rdom(const Halide::Region& region) {
    const Halide::Region reversed(region.rbegin(), region.rend());
    RowMajorRDom r{Halide::RDom(reversed), std::vector<Expr>(region.size())};
    for (size_t d = 0; d < region.size(); ++d) r.dims[d] = r.rdom[static_cast<int>(region.size() - 1 - d)];
    return r;
  }

  // `e` as a term of an update over `r`. Halide gives an update the RDom its
  // expressions name and runs an update that names none once: a term that is
  // a constant (a reduce of a broadcast constant) was added once, not once
  // per element (sum of four -7s gave -7). A select on r, which folds away
  // after the definition, keeps r named.
  static Expr naming(const Halide::RDom& r, Expr e) { return Halide::select(r.x >= 0, e, e); }

  void lower_reduce(const Node& node, Func& f, const std::vector<Var>& vars) {
    const size_t n = node.num_operands() / 2;
    const Graph& reducer = *node.called()[0];
    const TensorType& in = node.operand(0).type();
    const Dims& reduced = node.attrs().dimensions;
    const DType dtype = node.type().dtype;
    const bool accumulate_wide = n == 1 && accumulator_dtype(dtype) != dtype && simple_reducer_op(reducer);
    std::vector<Expr> inits;
    for (size_t i = 0; i < n; ++i) inits.push_back(read_scalar(node.operand(n + i)));
    Halide::Region region;
    for (int64_t d : reduced) region.emplace_back(i32(0), i32(in.dims[static_cast<size_t>(d)]));
    std::vector<Expr> src;
    Halide::RDom r;
    if (!region.empty()) r = Halide::RDom(region);
    size_t next_kept = 0;
    for (int64_t d = 0; d < in.rank(); ++d) {
      auto it = std::find(reduced.begin(), reduced.end(), d);
      if (it != reduced.end()) {
        src.push_back(r[static_cast<int>(it - reduced.begin())]);
      } else {
        src.push_back(vars[next_kept++]);
      }
    }
    std::vector<Expr> x;
    for (size_t i = 0; i < n; ++i) x.push_back(region.empty() ? read(node.operand(i), src) : naming(r, read(node.operand(i), src)));
    const std::vector<Expr> kept = as_exprs(vars);
    if (region.empty()) {
      assign(node, f, vars, combine(reducer, dtype, inits, x, inits));
      return;
    }
    if (const std::optional<OpCode> op = n == 1 && is_float(dtype) ? simple_reducer_op(reducer) : std::nullopt;
        op == OpCode::Maximum || op == OpCode::Minimum) {
      // Float max and min reduce as integer max and min over order keys: the
      // same value with NaN propagated, and a reduction LLVM vectorizes along
      // a row (softmax's row max), which the select of a NaN-propagating float
      // max is not. Signed zeros order as IEEE 754 maximum/minimum do (-0 <
      // +0), whatever the order of the elements (docs/semantics.md).
      const bool is_max = op == OpCode::Maximum;
      Func keys(f.name() + "_keys");
      materialized_.emplace_back(keys, &node);
      keys(vars) = float_order_key(widen_for_compute(inits[0], dtype), is_max);
      Expr key = float_order_key(widen_for_compute(x[0], dtype), is_max);
      keys(kept) = is_max ? Halide::max(keys(kept), key) : Halide::min(keys(kept), key);
      f(vars) = round_to_dtype(float_from_order_key(keys(vars)), dtype);
      return;
    }
    if (const std::optional<OpCode> op = n == 1 && dtype == DType::Pred ? simple_reducer_op(reducer) : std::nullopt;
        op == OpCode::Or || op == OpCode::And) {
      // A pred or/and reduces as a max/min of 0/1 words (32 bits, as wide
      // as the f32 compares that usually feed it), which LLVM vectorizes
      // along a row; over bools it ran one element at a time (torch's
      // softmax guard, any(x != -inf) over [8,12,197,197]: 8.6 ms on 2
      // threads).
      const bool is_or = op == OpCode::Or;
      Func flags(f.name() + "_flags");
      materialized_.emplace_back(flags, &node);
      flags(vars) = Halide::cast<uint32_t>(inits[0]);
      const Expr flag = Halide::cast<uint32_t>(x[0]);
      flags(kept) = is_or ? Halide::max(flags(kept), flag) : Halide::min(flags(kept), flag);
      f(vars) = flags(vars) != Halide::cast<uint32_t>(0);
      return;
    }
    const bool float_sum = n == 1 && is_float(dtype) && simple_reducer_op(reducer) == OpCode::Add;
    if (accumulate_wide) {  // f16/bf16 sums accumulate in f32, rounded once
      const DType acc = accumulator_dtype(dtype);
      Func wide(f.name() + "_acc");
      materialized_.emplace_back(wide, &node);
      const Expr init = lower_convert(dtype, acc, inits[0]), term = lower_convert(dtype, acc, x[0]);
      wide(vars) = init;
      wide(kept) = combine(reducer, acc, {wide(kept)}, {term}, {init})[0];
      const Expr sum = float_sum ? signed_zero_sum(node, f, vars, kept, wide(vars), init, term) : wide(vars);
      f(vars) = lower_convert(acc, dtype, sum);  // reductions are not kept wide: a reduce is not elementwise
      return;
    }
    if (float_sum) {
      Func sum(f.name() + "_sum");
      materialized_.emplace_back(sum, &node);
      sum(vars) = inits[0];
      sum(kept) = combine(reducer, dtype, {sum(kept)}, x, inits)[0];
      f(vars) = signed_zero_sum(node, f, vars, kept, sum(vars), inits[0], x[0]);
      return;
    }
    assign(node, f, vars, inits);
    assign(node, f, kept, combine(reducer, dtype, current(node, f, kept, n), x, inits));
  }

  // A float sum's result with its zeros signed as IEEE signs them
  // (sum_with_signed_zero); where the init may be -0, a second reduction over
  // the terms' bits says whether every term is -0.
  Expr signed_zero_sum(const Node& node, const Func& f, const std::vector<Var>& vars, const std::vector<Expr>& kept, Expr sum,
                       Expr init, Expr term) {
    Expr all_negative_zero;
    if (may_be_negative_zero(init)) {
      Func signs(f.name() + "_signs");
      materialized_.emplace_back(signs, &node);
      const Expr negative_zero_bits = Halide::Int(term.type().bits()).min();
      signs(vars) = negative_zero_bits;
      signs(kept) = Halide::max(signs(kept), signed_bits(term));
      all_negative_zero = signs(vars) == negative_zero_bits;
    }
    return sum_with_signed_zero(sum, init, all_negative_zero);
  }

  void lower_reduce_window(const Node& node, Func& f, const std::vector<Var>& vars) {
    const size_t n = node.num_operands() / 2;
    const auto& window = node.attrs().window;
    const TensorType& in = node.operand(0).type();
    std::vector<Expr> inits;
    for (size_t i = 0; i < n; ++i) inits.push_back(read_scalar(node.operand(n + i)));
    Halide::Region region;
    for (const WindowDim& w : window) region.emplace_back(i32(0), i32(w.size));
    const std::vector<Expr> at = as_exprs(vars);
    assign(node, f, vars, inits);
    if (region.empty()) {
      // A window over no dims (a rank-0 operand) holds its one element: the
      // init combined with it once (lax.reduce_window of a scalar).
      std::vector<Expr> x;
      for (size_t i = 0; i < n; ++i) x.push_back(read(node.operand(i), {}));
      assign(node, f, at, combine(*node.called()[0], node.type().dtype, current(node, f, at, n), x, inits));
      return;
    }
    const std::vector<Expr> r = row_major_rdom(region).dims;
    Expr inside = Halide::cast(Halide::Bool(), true);
    std::vector<Expr> src;
    for (size_t d = 0; d < window.size(); ++d) {
      const WindowDim& w = window[d];
      Expr p = vars[d] * i32(w.stride) + r[d] * i32(w.window_dilation) - i32(w.pad_lo);
      inside = inside && p >= 0 && p % i32(w.base_dilation) == 0 && p / i32(w.base_dilation) < i32(in.dims[d]);
      src.push_back(clamp_index(p / i32(w.base_dilation), in.dims[d]));
    }
    std::vector<Expr> x;
    for (size_t i = 0; i < n; ++i) {
      x.push_back(lower_select(node.operand(i).type().dtype, inside, read(node.operand(i), src), inits[i]));
    }
    assign(node, f, at, combine(*node.called()[0], node.type().dtype, current(node, f, at, n), x, inits));
  }

  // Sum of products in the accumulator dtype; ints wrap.
  // sum + a * b. With `strict`, both are IEEE even where Halide can tell `a`
  // is zero: 0 times an infinite or NaN `b` is NaN, and so is the sum (the
  // reassociable form assumes finite terms: lower/scalar_lowering.h).
  Expr multiply_add(DType acc, Expr sum, Expr a, Expr b, bool strict = false) {
    const Attrs none;
    if (acc == DType::Pred) return sum || (a && b);
    const ScalarUse use = strict || folds_to_non_finite_constant(a) || folds_to_non_finite_constant(b) ? ScalarUse::Reducer
                                                                                                       : ScalarUse::ReassociableReducer;
    return lower_binary(OpCode::Add, acc, sum, lower_binary(OpCode::Multiply, acc, a, b, none, use), none, use);
  }

  void lower_dot(const Node& node, Func& f, const std::vector<Var>& vars) {
    const DotDims& dd = node.attrs().dot;
    const TensorType& lt = node.operand(0).type();
    const TensorType& rt = node.operand(1).type();
    const DType dtype = node.type().dtype, acc = accumulator_dtype(dtype);
    Halide::Region region;
    for (int64_t d : dd.lhs_contracting) region.emplace_back(i32(0), i32(lt.dims[static_cast<size_t>(d)]));
    std::vector<Expr> li(static_cast<size_t>(lt.rank())), ri(static_cast<size_t>(rt.rank()));
    size_t p = 0;
    for (size_t b = 0; b < dd.lhs_batch.size(); ++b, ++p) {
      li[static_cast<size_t>(dd.lhs_batch[b])] = vars[p];
      ri[static_cast<size_t>(dd.rhs_batch[b])] = vars[p];
    }
    for (int64_t d : dims_except(lt.rank(), dd.lhs_batch, dd.lhs_contracting)) li[static_cast<size_t>(d)] = vars[p++];
    for (int64_t d : dims_except(rt.rank(), dd.rhs_batch, dd.rhs_contracting)) ri[static_cast<size_t>(d)] = vars[p++];
    Func sum(f.name() + "_acc");
    materialized_.emplace_back(sum, &node);
    if (region.empty()) {  // no contracting dims: an outer product, one term per element
      sum(vars) = multiply_add(acc, constant_expr(acc, 0), lower_convert(lt.dtype, acc, read(node.operand(0), li)),
                               lower_convert(rt.dtype, acc, read(node.operand(1), ri)));
    } else {
      sum(vars) = constant_expr(acc, 0);
      Halide::RDom r(region);
      for (size_t j = 0; j < dd.lhs_contracting.size(); ++j) {
        li[static_cast<size_t>(dd.lhs_contracting[j])] = r[static_cast<int>(j)];
        ri[static_cast<size_t>(dd.rhs_contracting[j])] = r[static_cast<int>(j)];
      }
      const std::vector<Expr> at = as_exprs(vars);
      sum(at) = multiply_add(acc, sum(at), lower_convert(lt.dtype, acc, naming(r, read(node.operand(0), li))),
                             lower_convert(rt.dtype, acc, read(node.operand(1), ri)));
    }
    f(vars) = accumulated_result(node, acc, sum(vars));
  }

  // A convolution: each output element sums window positions × input features
  // per group. Small sums (is_unrolled_convolution: a depthwise 3x3) are one
  // unrolled expression, inlined into the epilogue that reads them; the rest
  // accumulate over a reduction domain in a loop nest of their own.
  void lower_convolution(const Node& node, Func& f, const std::vector<Var>& vars) {
    const Attrs& a = node.attrs();
    const ConvDims& c = a.conv;
    const TensorType& it = node.operand(0).type();
    const TensorType& kt = node.operand(1).type();
    const DType dtype = node.type().dtype, acc = accumulator_dtype(dtype);
    const int64_t in_features_per_group = kt.dims[static_cast<size_t>(c.kernel_input_feature)];
    const int64_t out_features = kt.dims[static_cast<size_t>(c.kernel_output_feature)];
    const int64_t out_batch = node.type().dims[static_cast<size_t>(c.output_batch)];
    const int spatial = static_cast<int>(a.window.size());
    // A base-dilated input's holes read zero, and 0 times an infinite or NaN
    // weight is NaN (StableHLO takes the whole window's dot product). Halide
    // splits a vector's lanes into holes and the rest, and folded a hole's
    // 0 * w to 0 unless the product is strict.
    const bool holes = std::any_of(a.window.begin(), a.window.end(), [](const WindowDim& wd) { return wd.base_dilation > 1; });
    // The product at window position `w` (one Expr per spatial dim) and input
    // feature `r` of the group.
    auto product = [&](const std::vector<Expr>& w, Expr r) {
      Expr of = vars[static_cast<size_t>(c.output_feature)];
      Expr feature_group = of / i32(out_features / a.feature_group_count);
      Expr batch_group = of / i32(out_features / a.batch_group_count);
      std::vector<Expr> ii(static_cast<size_t>(it.rank())), ki(static_cast<size_t>(kt.rank()));
      ii[static_cast<size_t>(c.input_batch)] = batch_group * i32(out_batch) + vars[static_cast<size_t>(c.output_batch)];
      ii[static_cast<size_t>(c.input_feature)] = feature_group * i32(in_features_per_group) + r;
      ki[static_cast<size_t>(c.kernel_input_feature)] = r;
      ki[static_cast<size_t>(c.kernel_output_feature)] = of;
      Expr inside = Halide::cast(Halide::Bool(), true);
      std::vector<Expr> unclamped = ii;
      bool zero_extended = true;  // every spatial index is a plain position (no base dilation)
      for (int s = 0; s < spatial; ++s) {
        const WindowDim& wd = a.window[static_cast<size_t>(s)];
        Expr pos = vars[static_cast<size_t>(c.output_spatial[static_cast<size_t>(s)])] * i32(wd.stride) + w[static_cast<size_t>(s)] * i32(wd.window_dilation) - i32(wd.pad_lo);
        const int64_t size = it.dims[static_cast<size_t>(c.input_spatial[static_cast<size_t>(s)])];
        unclamped[static_cast<size_t>(c.input_spatial[static_cast<size_t>(s)])] = pos;
        zero_extended = zero_extended && wd.base_dilation == 1;
        if (wd.base_dilation == 1) {
          inside = inside && pos >= 0 && pos < i32(size);
          ii[static_cast<size_t>(c.input_spatial[static_cast<size_t>(s)])] = clamp_index(pos, size);
        } else {
          inside = inside && pos >= 0 && pos % i32(wd.base_dilation) == 0 && pos / i32(wd.base_dilation) < i32(size);
          ii[static_cast<size_t>(c.input_spatial[static_cast<size_t>(s)])] = clamp_index(pos / i32(wd.base_dilation), size);
        }
        ki[static_cast<size_t>(c.kernel_spatial[static_cast<size_t>(s)])] = wd.reversal ? i32(wd.size - 1) - w[static_cast<size_t>(s)] : w[static_cast<size_t>(s)];
      }
      // Batch and feature indices are in range by construction; only the
      // spatial ones (clamped above) can fall into the padding. An unneeded
      // clamp on the vectorized feature dim would turn dense loads into gathers.
      Expr x = zero_extended && is_unrolled_convolution(node) && widens_input(node.operand(0), acc)
                   ? zero_extended_widened(node.operand(0), unclamped, c.input_spatial, acc)
                   : Halide::select(inside, lower_convert(it.dtype, acc, read(node.operand(0), ii)), constant_expr(acc, 0));
      return std::make_pair(x, lower_convert(kt.dtype, acc, read(node.operand(1), ki)));
    };
    if (is_unrolled_convolution(node)) {
      Expr sum = constant_expr(acc, 0);
      std::vector<int64_t> position(static_cast<size_t>(spatial), 0);
      for (bool more = true; more;) {
        std::vector<Expr> w;
        for (int64_t p : position) w.push_back(i32(p));
        for (int64_t r = 0; r < in_features_per_group; ++r) {
          const auto [x, k] = product(w, i32(r));
          sum = multiply_add(acc, sum, x, k, holes);
        }
        int s = spatial;
        while (s > 0 && ++position[static_cast<size_t>(s - 1)] == a.window[static_cast<size_t>(s - 1)].size) position[static_cast<size_t>(--s)] = 0;
        more = s > 0;
      }
      f(vars) = accumulated_result(node, acc, sum);
      return;
    }
    Halide::Region region;
    for (const WindowDim& w : a.window) region.emplace_back(i32(0), i32(w.size));
    region.emplace_back(i32(0), i32(in_features_per_group));
    Halide::RDom r(region);
    std::vector<Expr> w;
    for (int s = 0; s < spatial; ++s) w.push_back(r[s]);
    Func sum(f.name() + "_acc");
    materialized_.emplace_back(sum, &node);
    sum(vars) = constant_expr(acc, 0);
    const std::vector<Expr> at = as_exprs(vars);
    const auto [x, k] = product(w, r[spatial]);
    sum(at) = multiply_add(acc, sum(at), x, k, holes);
    f(vars) = accumulated_result(node, acc, sum(vars));
  }

  void lower_scatter(const Node& node, Func& f, const std::vector<Var>& vars) {
    const size_t n = (node.num_operands() - 1) / 2;
    const ScatterDims& s = node.attrs().scatter;
    const TensorType& ot = node.type();
    const Value& indices = node.operand(n);
    const TensorType& ut = node.operand(n + 1).type();
    std::vector<Expr> init;
    for (size_t i = 0; i < n; ++i) init.push_back(read(node.operand(i), as_exprs(vars)));
    assign(node, f, vars, init);
    if (ut.num_elements() == 0) return;
    Halide::Region region;
    for (int64_t d : ut.dims) region.emplace_back(i32(0), i32(d));
    RowMajorRDom rows = row_major_rdom(region);
    const std::vector<Expr>& u = rows.dims;
    const Dims window = dims_except(ot.rank(), s.inserted_window_dims, s.input_batching_dims);
    const Dims scatter_dims = dims_except(ut.rank(), s.update_window_dims, {});
    std::vector<Expr> batch;
    for (int64_t d : scatter_dims) batch.push_back(u[static_cast<size_t>(d)]);
    std::vector<Expr> start(static_cast<size_t>(ot.rank()), Expr(int64_t{0}));
    for (size_t j = 0; j < s.scatter_dims_to_operand_dims.size(); ++j) {
      start[static_cast<size_t>(s.scatter_dims_to_operand_dims[j])] = index_vector_element(indices, s.index_vector_dim, batch, static_cast<int64_t>(j));
    }
    for (size_t j = 0; j < s.input_batching_dims.size(); ++j) {
      start[static_cast<size_t>(s.input_batching_dims[j])] =
          Halide::cast(Halide::Int(64), batch[batch_position(s.scatter_indices_batching_dims[j], s.index_vector_dim, indices.type().rank())]);
    }
    Dims window_size(static_cast<size_t>(ot.rank()), 1);
    for (size_t j = 0; j < window.size(); ++j) window_size[static_cast<size_t>(window[j])] = ut.dims[static_cast<size_t>(s.update_window_dims[j])];
    Expr fits = Halide::cast(Halide::Bool(), true);
    std::vector<Expr> target;
    for (size_t d = 0; d < start.size(); ++d) {
      // start <= size - window, not start + window <= size: an index near
      // INT64_MAX must not wrap into a fit.
      fits = fits && start[d] >= Halide::Expr(int64_t{0}) && start[d] <= Halide::Expr(static_cast<int64_t>(ot.dims[d] - window_size[d]));
      target.push_back(Halide::cast(Halide::Int(32), Halide::clamp(start[d], Halide::Expr(int64_t{0}), Halide::Expr(std::max<int64_t>(ot.dims[d] - 1, 0)))));
    }
    for (size_t j = 0; j < window.size(); ++j) {
      const size_t od = static_cast<size_t>(window[j]);
      target[od] = clamp_index(target[od] + u[static_cast<size_t>(s.update_window_dims[j])], ot.dims[od]);
    }
    scattering_.insert(f.name());
    std::vector<Expr> x;
    for (size_t i = 0; i < n; ++i) x.push_back(read(node.operand(n + 1 + i), u));
    // An update that does not fit writes its (clamped) target's own value
    // back: a select, not an RDom predicate, which Halide may evaluate outside
    // the update's loop: on a GPU that was host code reading the indices'
    // device-only buffer (a scatter of one update crashed on opencl).
    const std::vector<Expr> old_values = current(node, f, target, n);
    std::vector<Expr> values = combine(*node.called()[0], ot.dtype, old_values, x);
    for (size_t i = 0; i < values.size(); ++i) values[i] = Halide::select(fits, values[i], old_values[i]);
    assign(node, f, target, values);
  }

  // Every Func that needs a loop nest gets one at root (accumulators and tuple
  // elements follow their node's schedule); pure producers stay inline, also
  // when several ops of the kernel read them (recomputed per reader).
  void collect_loop_nests(LoweredKernel& out) {
    for (Node* node : kernel_.nodes) {
      Func f = funcs_.at(node);
      if (f.has_update_definition() || f.outputs() > 1) materialized_.emplace_back(f, node);
    }
    std::set<std::string> done;
    for (auto& [f, node] : materialized_) {
      if (!done.insert(f.name()).second) continue;
      if (loop_nests_at_root_) f.compute_root();
      out.loop_nests.push_back({f, node, scattering_.count(f.name()) > 0});
    }
    for (Node* node : kernel_.nodes) {
      const Func f = funcs_.at(node);
      if (!done.count(f.name()) && !f.has_update_definition() && f.outputs() == 1) out.inlined.push_back({f, node});
    }
  }

  const Kernel& kernel_;
  const bool loop_nests_at_root_;
  std::map<std::pair<const Node*, int>, Halide::ImageParam> inputs_;
  std::map<std::pair<const Node*, int>, int> input_index_;
  std::map<int, Func> widened_;  // see LoweredKernel::widened_inputs
  std::set<const Node*> kept_wide_;  // f16/bf16 values held in f32 (values_kept_wide)
  std::map<const Node*, Func> funcs_;
  // Funcs that need a loop nest of their own (accumulators, tuples, outputs),
  // with the node whose LoopSchedule they follow.
  std::vector<std::pair<Func, const Node*>> materialized_;
  std::set<std::string> scattering_;  // Funcs whose updates store at computed indices
};

}  // namespace

LoweredKernel lower_kernel(const Kernel& kernel, bool loop_nests_at_root) { return KernelLowering(kernel, loop_nests_at_root).run(); }

}  // namespace kiln::lower
