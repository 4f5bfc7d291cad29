#include "ir/shape_inference.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <set>

#include "support/error.h"

namespace kiln {

namespace {

std::string types_str(const std::vector<TensorType>& types) {
  std::vector<std::string> parts;
  for (const auto& t : types) parts.push_back(t.to_string(false));
  return fmt::format("({})", fmt::join(parts, ", "));
}

void expect_operands(OpCode op, const std::vector<TensorType>& operands, size_t n) {
  if (operands.size() != n) {
    user_error("{} takes {} operand(s), got {}", opcode_name(op), n, operands.size());
  }
}

const TensorType& declared_one(OpCode op, const std::vector<TensorType>& declared) {
  if (declared.size() != 1) user_error("{} needs a declared result type", opcode_name(op));  // text that gives none
  return declared[0];
}

void check_dim_index(int64_t d, int64_t rank, const char* what) {
  if (d < 0 || d >= rank) user_error("{} {} is out of range for rank {}", what, d, rank);
}

void check_unique_dims(const Dims& dims, int64_t rank, const char* what) {
  std::set<int64_t> seen;
  for (int64_t d : dims) {
    check_dim_index(d, rank, what);
    if (!seen.insert(d).second) user_error("{} {} is repeated", what, d);
  }
}

bool is_scalar(const TensorType& t) { return t.rank() == 0; }

void check_same_dims(OpCode op, const TensorType& a, const TensorType& b) {
  if (a.dims != b.dims) {
    user_error("{} operands have different shapes: {} and {}", opcode_name(op), a.to_string(false),
               b.to_string(false));
  }
}

// Checks a called computation's signature against expected parameter types.
void check_called_params(OpCode op, const Graph& g, const std::vector<TensorType>& expected) {
  std::vector<TensorType> params = g.parameter_types();
  bool ok = params.size() == expected.size();
  for (size_t i = 0; ok && i < params.size(); ++i) ok = params[i].same_logical(expected[i]);
  if (!ok) {
    user_error("{} calls %{} with parameters {}, but it must take {}", opcode_name(op), g.name(),
               types_str(params), types_str(expected));
  }
}

// A reducer (reduce, reduce-window, scatter) returns one scalar per operand,
// of the operand's type: anything else would make its loop nest ill-formed.
void check_reducer_returns(OpCode op, const Graph& g, const std::vector<TensorType>& expected) {
  const std::vector<TensorType> outs = g.output_types();
  bool ok = outs.size() == expected.size();
  for (size_t i = 0; ok && i < outs.size(); ++i) ok = outs[i].same_logical(expected[i]);
  if (!ok) user_error("{} calls %{}, which returns {}, but a reducer must return {}", opcode_name(op), g.name(), types_str(outs), types_str(expected));
}

std::vector<TensorType> scalar_types(const std::vector<TensorType>& types) {
  std::vector<TensorType> out;
  for (const auto& t : types) out.emplace_back(t.dtype, Dims{});
  return out;
}

std::vector<TensorType> infer_elementwise(OpCode op, const std::vector<TensorType>& operands,
                                          const Attrs& attrs, const std::vector<TensorType>& declared) {
  const OpCategory category = opcode_category(op);
  const size_t arity = category == OpCategory::Unary ? 1 : category == OpCategory::Binary ? 2 : 3;
  expect_operands(op, operands, arity);
  const TensorType& x = operands[0];
  switch (op) {
    case OpCode::Convert:
      return {TensorType(declared_one(op, declared).dtype, x.dims)};
    case OpCode::ReducePrecision:
      if (!is_float(x.dtype)) user_error("reduce-precision needs a float operand, got {}", dtype_name(x.dtype));
      if (attrs.exponent_bits < 1 || attrs.mantissa_bits < 0) {
        user_error("reduce-precision needs exponent_bits >= 1 and mantissa_bits >= 0");
      }
      return {TensorType(x.dtype, x.dims)};
    case OpCode::Select: {
      const TensorType& p = operands[0];
      if (p.dtype != DType::Pred) user_error("select predicate must be pred, got {}", dtype_name(p.dtype));
      if (!operands[1].same_logical(operands[2])) {
        user_error("select branches differ: {} and {}", operands[1].to_string(false), operands[2].to_string(false));
      }
      if (!is_scalar(p)) check_same_dims(op, p, operands[1]);
      return {TensorType(operands[1].dtype, operands[1].dims)};
    }
    case OpCode::Clamp: {
      const TensorType& v = operands[1];
      for (size_t i : {size_t{0}, size_t{2}}) {
        if (operands[i].dtype != v.dtype) user_error("clamp operands must share one dtype");
        if (!is_scalar(operands[i])) check_same_dims(op, operands[i], v);
      }
      return {TensorType(v.dtype, v.dims)};
    }
    default: break;
  }
  for (size_t i = 1; i < operands.size(); ++i) {
    check_same_dims(op, x, operands[i]);
    if (operands[i].dtype != x.dtype) {
      user_error("{} operands have different dtypes: {} and {}", opcode_name(op), dtype_name(x.dtype),
                 dtype_name(operands[i].dtype));
    }
  }
  const DType d = x.dtype;
  auto need = [&](bool ok, const char* what) {
    if (!ok) user_error("{} needs {} operands, got {}", opcode_name(op), what, dtype_name(d));
  };
  switch (op) {
    case OpCode::Exp: case OpCode::Expm1: case OpCode::Log: case OpCode::Log1p:
    case OpCode::Logistic: case OpCode::Tanh: case OpCode::Sqrt: case OpCode::Rsqrt:
    case OpCode::Cbrt: case OpCode::Sin: case OpCode::Cos: case OpCode::Tan: case OpCode::Erf:
    case OpCode::Floor: case OpCode::Ceil: case OpCode::RoundNearestAfz:
    case OpCode::RoundNearestEven: case OpCode::IsFinite: case OpCode::Atan2:
      need(is_float(d), "float");
      break;
    case OpCode::Not: case OpCode::And: case OpCode::Or: case OpCode::Xor:
      need(!is_float(d), "integer or pred");
      break;
    case OpCode::PopCount: case OpCode::CountLeadingZeros: case OpCode::ShiftLeft:
    case OpCode::ShiftRightArithmetic: case OpCode::ShiftRightLogical:
      need(is_integer(d), "integer");
      break;
    case OpCode::Abs: case OpCode::Negate: case OpCode::Sign: case OpCode::Add:
    case OpCode::Subtract: case OpCode::Multiply: case OpCode::Divide: case OpCode::Remainder:
    case OpCode::Power:
      need(d != DType::Pred, "numeric");
      break;
    default: break;
  }
  if (op == OpCode::Compare || op == OpCode::IsFinite) return {TensorType(DType::Pred, x.dims)};
  return {TensorType(d, x.dims)};
}

std::vector<TensorType> infer_dot(const std::vector<TensorType>& operands, const Attrs& attrs,
                                  const std::vector<TensorType>& declared) {
  expect_operands(OpCode::Dot, operands, 2);
  const TensorType& lhs = operands[0];
  const TensorType& rhs = operands[1];
  const DotDims& dd = attrs.dot;
  if (dd.lhs_batch.size() != dd.rhs_batch.size()) user_error("dot has unequal numbers of batch dims");
  if (dd.lhs_contracting.size() != dd.rhs_contracting.size()) {
    user_error("dot has unequal numbers of contracting dims");
  }
  Dims lhs_used = dd.lhs_batch, rhs_used = dd.rhs_batch;
  lhs_used.insert(lhs_used.end(), dd.lhs_contracting.begin(), dd.lhs_contracting.end());
  rhs_used.insert(rhs_used.end(), dd.rhs_contracting.begin(), dd.rhs_contracting.end());
  check_unique_dims(lhs_used, lhs.rank(), "dot lhs dimension");
  check_unique_dims(rhs_used, rhs.rank(), "dot rhs dimension");
  for (size_t i = 0; i < dd.lhs_batch.size(); ++i) {
    if (lhs.dims[dd.lhs_batch[i]] != rhs.dims[dd.rhs_batch[i]]) user_error("dot batch dimension sizes differ");
  }
  for (size_t i = 0; i < dd.lhs_contracting.size(); ++i) {
    if (lhs.dims[dd.lhs_contracting[i]] != rhs.dims[dd.rhs_contracting[i]]) {
      user_error("dot contracting dimension sizes differ: lhs dim {} is {}, rhs dim {} is {}",
                 dd.lhs_contracting[i], lhs.dims[dd.lhs_contracting[i]], dd.rhs_contracting[i],
                 rhs.dims[dd.rhs_contracting[i]]);
    }
  }
  Dims out;
  for (int64_t d : dd.lhs_batch) out.push_back(lhs.dims[d]);
  auto add_free = [&](const TensorType& t, const Dims& used) {
    for (int64_t d = 0; d < t.rank(); ++d) {
      if (std::find(used.begin(), used.end(), d) == used.end()) out.push_back(t.dims[d]);
    }
  };
  add_free(lhs, lhs_used);
  add_free(rhs, rhs_used);
  // The result dtype may be wider than the operands' (preferred_element_type).
  const DType dtype = declared.empty() ? lhs.dtype : declared[0].dtype;
  return {TensorType(dtype, out)};
}

std::vector<TensorType> infer_reduce(const std::vector<TensorType>& operands, const Attrs& attrs,
                                     const std::vector<Graph*>& called) {
  if (operands.empty() || operands.size() % 2) user_error("reduce needs N inputs and N init values");
  const size_t n = operands.size() / 2;
  if (called.size() != 1) user_error("reduce needs to_apply");
  const TensorType& first = operands[0];
  check_unique_dims(attrs.dimensions, first.rank(), "reduce dimension");
  std::vector<TensorType> inits(operands.begin() + static_cast<long>(n), operands.end());
  for (size_t i = 0; i < n; ++i) {
    if (operands[i].dims != first.dims) user_error("reduce inputs have different shapes");
    if (!is_scalar(inits[i])) user_error("reduce init value {} is not a scalar", i);
  }
  std::vector<TensorType> params = scalar_types(inits);
  params.insert(params.end(), params.begin(), params.end());
  check_called_params(OpCode::Reduce, *called[0], params);
  check_reducer_returns(OpCode::Reduce, *called[0], scalar_types(inits));
  Dims out;
  for (int64_t d = 0; d < first.rank(); ++d) {
    if (std::find(attrs.dimensions.begin(), attrs.dimensions.end(), d) == attrs.dimensions.end()) {
      out.push_back(first.dims[d]);
    }
  }
  std::vector<TensorType> results;
  for (const auto& init : inits) results.emplace_back(init.dtype, out);
  return results;
}

std::vector<TensorType> infer_reduce_window(const std::vector<TensorType>& operands,
                                            const Attrs& attrs, const std::vector<Graph*>& called) {
  if (operands.empty() || operands.size() % 2) user_error("reduce-window needs N inputs and N init values");
  const size_t n = operands.size() / 2;
  if (called.size() != 1) user_error("reduce-window needs to_apply");
  const TensorType& first = operands[0];
  if (static_cast<int64_t>(attrs.window.size()) != first.rank()) {
    user_error("reduce-window window has {} dims, operand rank is {}", attrs.window.size(), first.rank());
  }
  std::vector<TensorType> inits(operands.begin() + static_cast<long>(n), operands.end());
  std::vector<TensorType> params = scalar_types(inits);
  params.insert(params.end(), params.begin(), params.end());
  check_called_params(OpCode::ReduceWindow, *called[0], params);
  check_reducer_returns(OpCode::ReduceWindow, *called[0], scalar_types(inits));
  Dims out;
  for (int64_t d = 0; d < first.rank(); ++d) out.push_back(windowed_output_size(first.dims[d], attrs.window[d]));
  std::vector<TensorType> results;
  for (const auto& init : inits) results.emplace_back(init.dtype, out);
  return results;
}

std::vector<TensorType> infer_convolution(const std::vector<TensorType>& operands, const Attrs& attrs,
                                          const std::vector<TensorType>& declared) {
  expect_operands(OpCode::Convolution, operands, 2);
  const TensorType& in = operands[0];
  const TensorType& k = operands[1];
  const ConvDims& c = attrs.conv;
  const size_t spatial = c.input_spatial.size();
  if (c.kernel_spatial.size() != spatial || c.output_spatial.size() != spatial ||
      attrs.window.size() != spatial || in.rank() != static_cast<int64_t>(spatial + 2) ||
      k.rank() != static_cast<int64_t>(spatial + 2)) {
    user_error("convolution dimension numbers, window and operand ranks disagree");
  }
  Dims in_dims = c.input_spatial; in_dims.push_back(c.input_batch); in_dims.push_back(c.input_feature);
  Dims k_dims = c.kernel_spatial; k_dims.push_back(c.kernel_input_feature); k_dims.push_back(c.kernel_output_feature);
  Dims out_dims = c.output_spatial; out_dims.push_back(c.output_batch); out_dims.push_back(c.output_feature);
  check_unique_dims(in_dims, in.rank(), "convolution input dimension");
  check_unique_dims(k_dims, k.rank(), "convolution kernel dimension");
  check_unique_dims(out_dims, in.rank(), "convolution output dimension");
  const int64_t fgc = attrs.feature_group_count, bgc = attrs.batch_group_count;
  if (fgc < 1 || bgc < 1) user_error("convolution group counts must be >= 1");
  const int64_t in_features = in.dims[c.input_feature];
  const int64_t out_features = k.dims[c.kernel_output_feature];
  if (in_features % fgc || in_features / fgc != k.dims[c.kernel_input_feature]) {
    user_error("convolution input features {} / feature_group_count {} != kernel input features {}",
               in_features, fgc, k.dims[c.kernel_input_feature]);
  }
  if (out_features % fgc) user_error("convolution output features not divisible by feature_group_count");
  if (in.dims[c.input_batch] % bgc || out_features % bgc) {
    user_error("convolution batch or output features not divisible by batch_group_count");
  }
  Dims out(static_cast<size_t>(in.rank()));
  out[c.output_batch] = in.dims[c.input_batch] / bgc;
  out[c.output_feature] = out_features;
  for (size_t i = 0; i < spatial; ++i) {
    WindowDim w = attrs.window[i];
    if (w.size != k.dims[c.kernel_spatial[i]]) {
      user_error("convolution window size {} differs from kernel spatial size {}", w.size,
                 k.dims[c.kernel_spatial[i]]);
    }
    out[c.output_spatial[i]] = windowed_output_size(in.dims[c.input_spatial[i]], w);
  }
  const DType dtype = declared.empty() ? in.dtype : declared[0].dtype;
  return {TensorType(dtype, out)};
}

std::vector<TensorType> infer_gather(const std::vector<TensorType>& operands, const Attrs& attrs) {
  expect_operands(OpCode::Gather, operands, 2);
  const TensorType& in = operands[0];
  const TensorType& idx = operands[1];
  const GatherDims& g = attrs.gather;
  if (!is_integer(idx.dtype)) user_error("gather indices must be integers");
  if (g.index_vector_dim < 0 || g.index_vector_dim > idx.rank()) user_error("gather index_vector_dim out of range");
  const int64_t index_size = g.index_vector_dim == idx.rank() ? 1 : idx.dims[g.index_vector_dim];
  if (static_cast<int64_t>(g.start_index_map.size()) != index_size) {
    user_error("gather start_index_map has {} entries, the index vector has {}", g.start_index_map.size(), index_size);
  }
  if (static_cast<int64_t>(g.slice_sizes.size()) != in.rank()) user_error("gather slice_sizes must have operand rank entries");
  check_unique_dims(g.start_index_map, in.rank(), "gather start_index_map dimension");
  Dims removed = g.collapsed_slice_dims;
  removed.insert(removed.end(), g.operand_batching_dims.begin(), g.operand_batching_dims.end());
  check_unique_dims(removed, in.rank(), "gather collapsed/batching dimension");
  for (int64_t d = 0; d < in.rank(); ++d) {
    if (g.slice_sizes[d] < 0 || g.slice_sizes[d] > in.dims[d]) user_error("gather slice size {} out of range", d);
  }
  for (int64_t d : removed) {
    if (g.slice_sizes[d] > 1) user_error("gather collapses dimension {} whose slice size is not 1", d);
  }
  Dims offset_sizes;
  for (int64_t d = 0; d < in.rank(); ++d) {
    if (std::find(removed.begin(), removed.end(), d) == removed.end()) offset_sizes.push_back(g.slice_sizes[d]);
  }
  if (offset_sizes.size() != g.offset_dims.size()) {
    user_error("gather offset_dims has {} entries, expected {}", g.offset_dims.size(), offset_sizes.size());
  }
  Dims batch_sizes;
  for (int64_t d = 0; d < idx.rank(); ++d) {
    if (d != g.index_vector_dim) batch_sizes.push_back(idx.dims[d]);
  }
  const int64_t out_rank = static_cast<int64_t>(batch_sizes.size() + offset_sizes.size());
  check_unique_dims(g.offset_dims, out_rank, "gather offset dimension");
  if (!std::is_sorted(g.offset_dims.begin(), g.offset_dims.end())) user_error("gather offset_dims must be sorted");
  Dims out(static_cast<size_t>(out_rank));
  size_t next_offset = 0, next_batch = 0;
  for (int64_t d = 0; d < out_rank; ++d) {
    if (std::find(g.offset_dims.begin(), g.offset_dims.end(), d) != g.offset_dims.end()) {
      out[d] = offset_sizes[next_offset++];
    } else {
      out[d] = batch_sizes[next_batch++];
    }
  }
  return {TensorType(in.dtype, out)};
}

std::vector<TensorType> infer_scatter(const std::vector<TensorType>& operands, const Attrs& attrs,
                                      const std::vector<Graph*>& called) {
  if (operands.size() < 3 || (operands.size() - 1) % 2) user_error("scatter needs N operands, indices and N updates");
  const size_t n = (operands.size() - 1) / 2;
  const TensorType& in = operands[0];
  const TensorType& idx = operands[n];
  const TensorType& upd = operands[n + 1];
  const ScatterDims& s = attrs.scatter;
  if (!is_integer(idx.dtype)) user_error("scatter indices must be integers");
  if (s.index_vector_dim < 0 || s.index_vector_dim > idx.rank()) user_error("scatter index_vector_dim out of range");
  const int64_t index_size = s.index_vector_dim == idx.rank() ? 1 : idx.dims[s.index_vector_dim];
  if (static_cast<int64_t>(s.scatter_dims_to_operand_dims.size()) != index_size) {
    user_error("scatter_dims_to_operand_dims has {} entries, the index vector has {}",
               s.scatter_dims_to_operand_dims.size(), index_size);
  }
  check_unique_dims(s.scatter_dims_to_operand_dims, in.rank(), "scatter_dims_to_operand_dims dimension");
  Dims removed = s.inserted_window_dims;
  removed.insert(removed.end(), s.input_batching_dims.begin(), s.input_batching_dims.end());
  check_unique_dims(removed, in.rank(), "scatter inserted/batching dimension");
  const int64_t scatter_rank = idx.rank() - (s.index_vector_dim < idx.rank() ? 1 : 0);
  if (upd.rank() != scatter_rank + static_cast<int64_t>(s.update_window_dims.size())) {
    user_error("scatter updates rank {} != {} scatter dims + {} window dims", upd.rank(), scatter_rank,
               s.update_window_dims.size());
  }
  if (static_cast<int64_t>(s.update_window_dims.size() + removed.size()) != in.rank()) {
    user_error("scatter window dims + inserted dims must equal the operand rank");
  }
  check_unique_dims(s.update_window_dims, upd.rank(), "scatter update_window_dims dimension");
  for (size_t i = 0; i < n; ++i) {
    if (operands[i].dims != in.dims) user_error("scatter operands have different shapes");
    if (operands[n + 1 + i].dims != upd.dims) user_error("scatter updates have different shapes");
  }
  if (called.size() != 1) user_error("scatter needs to_apply");
  std::vector<TensorType> params = scalar_types({operands.begin(), operands.begin() + static_cast<long>(n)});
  params.insert(params.end(), params.begin(), params.end());
  check_called_params(OpCode::Scatter, *called[0], params);
  check_reducer_returns(OpCode::Scatter, *called[0], {params.begin(), params.begin() + static_cast<long>(n)});
  std::vector<TensorType> results;
  for (size_t i = 0; i < n; ++i) results.emplace_back(operands[i].dtype, operands[i].dims);
  return results;
}

// fft-pairs (FftOptions): complex operands and results as pairs in a last dim of 2.
TensorType fft_result_type(const FftOptions& o, const TensorType& x) {
  const char* name = fft_type_name(o.type);
  const bool real_operand = o.type == FftType::Rfft;
  if (!is_float(x.dtype)) user_error("fft needs floating-point values, got {}", dtype_name(x.dtype));
  if (!real_operand && (x.rank() < 1 || x.dims.back() != 2)) user_error("an {} takes complex (re, im) pairs, got {}", name, x.to_string(false));
  Dims logical = x.dims;
  if (!real_operand) logical.pop_back();
  const int64_t rank = static_cast<int64_t>(logical.size()), count = static_cast<int64_t>(o.lengths.size());
  if (count < 1 || count > 3 || count > rank) user_error("fft transforms 1 to 3 trailing dims of its operand, got {} length(s) for rank {}", count, rank);
  const int64_t first = rank - count;
  for (int64_t i = 0; i < count; ++i) {
    const int64_t size = logical[static_cast<size_t>(first + i)], want = o.lengths[static_cast<size_t>(i)];
    const bool innermost = i == count - 1;
    const int64_t expected = innermost && o.type == FftType::Irfft ? want / 2 + 1 : want;
    if (size != expected || want < 1) user_error("fft length {} does not fit dim {} of size {} (expected {})", want, first + i, size, expected);
  }
  Dims out = logical;
  if (o.type == FftType::Rfft) out.back() = o.lengths.back() / 2 + 1;
  if (o.type == FftType::Irfft) out.back() = o.lengths.back();
  if (o.type != FftType::Irfft) out.push_back(2);
  return TensorType(x.dtype, out);
}

// JAX's lapack_?xxxx_ffi operand and result shapes (LapackOptions).
// The collectives (ir/collectives.h): shapes change by the group size along
// the dims they gather, scatter or exchange.
std::vector<TensorType> infer_collective(OpCode op, const std::vector<TensorType>& operands, const Attrs& attrs,
                                         const std::vector<Graph*>& called) {
  const CollectiveOptions& c = attrs.collective;
  if (op == OpCode::PartitionId || op == OpCode::ReplicaId) {
    expect_operands(op, operands, 0);
    return {TensorType(DType::U32, {})};
  }
  if (operands.empty()) user_error("{} needs operands", opcode_name(op));
  // Shapes change by the group size only for these; all-reduce's groups may differ in size.
  const bool sized = op == OpCode::AllGather || op == OpCode::ReduceScatter || op == OpCode::AllToAll;
  const int64_t n = sized ? uniform_group_size(c) : 1;
  std::vector<TensorType> results;
  switch (op) {
    case OpCode::AllReduce:
    case OpCode::ReduceScatter: {
      if (called.size() != 1) user_error("{} needs one reducer (to_apply)", opcode_name(op));
      check_called_params(op, *called[0], {TensorType(operands[0].dtype, {}), TensorType(operands[0].dtype, {})});
      check_reducer_returns(op, *called[0], {TensorType(operands[0].dtype, {})});
      for (const TensorType& t : operands) {
        if (t.dtype != operands[0].dtype) user_error("{} operands differ in element type: {}", opcode_name(op), types_str(operands));
        Dims dims = t.dims;
        if (op == OpCode::ReduceScatter) {
          if (attrs.dimensions.size() != 1) user_error("reduce-scatter needs one dimension");
          const int64_t d = attrs.dimensions[0];
          check_dim_index(d, t.rank(), "reduce-scatter dimension");
          if (dims[static_cast<size_t>(d)] % n != 0) {
            user_error("reduce-scatter: dimension {} of {} does not split into {} equal parts", d, t.to_string(false), n);
          }
          dims[static_cast<size_t>(d)] /= n;
        }
        results.emplace_back(t.dtype, dims);
      }
      return results;
    }
    case OpCode::AllGather:
      if (attrs.dimensions.size() != 1) user_error("all-gather needs one dimension");
      for (const TensorType& t : operands) {
        const int64_t d = attrs.dimensions[0];
        check_dim_index(d, t.rank(), "all-gather dimension");
        Dims dims = t.dims;
        dims[static_cast<size_t>(d)] *= n;
        results.emplace_back(t.dtype, dims);
      }
      return results;
    case OpCode::AllToAll:
      if (c.tuple_form) {
        if (static_cast<int64_t>(operands.size()) != n) {
          user_error("all-to-all without dimensions takes one operand per device of its group: {} operands, groups of {}", operands.size(), n);
        }
        for (const TensorType& t : operands) {
          if (!t.same_logical(operands[0])) user_error("all-to-all operands differ: {}", types_str(operands));
          results.emplace_back(t.dtype, t.dims);
        }
        return results;
      }
      for (const TensorType& t : operands) {
        check_dim_index(c.split_dimension, t.rank(), "all-to-all split dimension");
        check_dim_index(c.concat_dimension, t.rank(), "all-to-all concat dimension");
        Dims dims = t.dims;
        if (dims[static_cast<size_t>(c.split_dimension)] % n != 0) {
          user_error("all-to-all: dimension {} of {} does not split into {} equal parts", c.split_dimension, t.to_string(false), n);
        }
        dims[static_cast<size_t>(c.split_dimension)] /= n;
        dims[static_cast<size_t>(c.concat_dimension)] *= n;
        results.emplace_back(t.dtype, dims);
      }
      return results;
    case OpCode::CollectivePermute:
    case OpCode::CollectiveBroadcast:
      for (const TensorType& t : operands) results.emplace_back(t.dtype, t.dims);
      return results;
    default: internal_error("{} is not a collective", opcode_name(op));
  }
}

std::vector<TensorType> lapack_result_types(const LapackOptions& o, const std::vector<TensorType>& operands) {
  const char* name = lapack_routine_name(o.routine);
  const size_t want = o.routine == LapackRoutine::Gtsv ? 4 : o.routine == LapackRoutine::Orgqr || o.routine == LapackRoutine::Trsm ? 2 : 1;
  if (operands.size() != want) user_error("lapack {} takes {} operand(s), got {}", name, want, operands.size());
  if (o.routine == LapackRoutine::Trsm && !o.complex) user_error("lapack trsm here is complex only (real solves are triangular-solve ops)");
  // The matrix the batch is read from: gtsv's and trsm's right-hand sides, their last operand.
  const TensorType& a = operands[o.routine == LapackRoutine::Gtsv ? 3 : o.routine == LapackRoutine::Trsm ? 1 : 0];
  const size_t matrix_rank = o.complex ? 3 : 2;  // complex: (re, im) pairs in a last dim of 2
  if (!is_float(a.dtype) || a.rank() < static_cast<int64_t>(matrix_rank) || (o.complex && a.dims.back() != 2)) {
    user_error("lapack {} takes {}matrices, got {}", name, o.complex ? "complex (pairs) " : "floating-point ", a.to_string(false));
  }
  const size_t r = a.dims.size() - matrix_rank;  // the batch dims
  const Dims batch(a.dims.begin(), a.dims.begin() + static_cast<std::ptrdiff_t>(r));
  const int64_t m = a.dims[r], n = a.dims[r + 1];
  auto with_batch = [&](DType dtype, Dims tail, bool pairs) {
    Dims d = batch;
    d.insert(d.end(), tail.begin(), tail.end());
    if (pairs) d.push_back(2);
    return TensorType(dtype, d);
  };
  // An operand of the batch's shape with these per-matrix dims (and pairs when complex).
  auto require = [&](const TensorType& t, const Dims& tail, const char* what) {
    if (!(t == with_batch(a.dtype, tail, o.complex))) {
      user_error("lapack {}: {} {} does not fit {}", name, what, t.to_string(false), a.to_string(false));
    }
  };
  auto require_square = [&] {
    if (m != n) user_error("lapack {} needs square matrices, got {}", name, a.to_string(false));
  };
  const TensorType info = with_batch(DType::S32, {}, false);
  const int64_t k = std::min(m, n);
  const TensorType scalars = with_batch(a.dtype, {n}, o.complex);  // w, or wr
  const TensorType reals = with_batch(a.dtype, {n}, false);
  switch (o.routine) {
    case LapackRoutine::Geqrf: return {a, with_batch(a.dtype, {k}, o.complex)};
    case LapackRoutine::Orgqr: {
      const TensorType& tau = operands[1];
      const bool fits = tau.dtype == a.dtype && tau.dims.size() == r + (o.complex ? 2 : 1) &&
                        std::equal(batch.begin(), batch.end(), tau.dims.begin()) && tau.dims[r] <= k &&
                        (!o.complex || tau.dims.back() == 2);
      if (!fits) {
        user_error("lapack orgqr: tau {} does not fit a {}", tau.to_string(false), a.to_string(false));
      }
      return {a};
    }
    case LapackRoutine::Getrf: return {a, with_batch(DType::S32, {k}, false), info};
    case LapackRoutine::Potrf: require_square(); return {a, info};
    case LapackRoutine::Eigh: require_square(); return {a, reals, info};
    case LapackRoutine::Geev: {
      require_square();
      const TensorType vectors = with_batch(a.dtype, {n, n}, true);
      if (o.complex) return {scalars, vectors, vectors, info};
      return {reals, reals, vectors, vectors, info};
    }
    case LapackRoutine::Gees:
      require_square();
      if (o.complex) return {a, a, scalars, info, info};
      return {a, a, reals, reals, info, info};
    case LapackRoutine::Gehrd:
      require_square();
      if (n < 1) user_error("lapack gehrd needs n >= 1, got {}", a.to_string(false));
      if (o.low < 1 || o.high > n || (o.high > 0 && o.low > o.high)) user_error("lapack gehrd: low {} and high {} do not fit n = {}", o.low, o.high, n);
      return {a, with_batch(a.dtype, {n - 1}, o.complex), info};
    case LapackRoutine::Sytrd: {
      require_square();
      if (n < 1) user_error("lapack sytrd needs n >= 1, got {}", a.to_string(false));
      const TensorType off_diagonal = with_batch(a.dtype, {n - 1}, false);
      return {a, reals, off_diagonal, with_batch(a.dtype, {n - 1}, o.complex), info};
    }
    case LapackRoutine::Gesdd: {
      const bool full = o.svd_job == 'A' || (o.svd_job == 'N' && o.svd_full_shapes);
      const TensorType s = with_batch(a.dtype, {k}, false);
      return {a, s, with_batch(a.dtype, {m, full ? m : k}, o.complex), with_batch(a.dtype, {full ? n : k, n}, o.complex), info};
    }
    case LapackRoutine::Gtsv:
      for (size_t i = 0; i < 3; ++i) require(operands[i], {m}, i == 0 ? "dl" : i == 1 ? "d" : "du");
      return {operands[0], operands[1], operands[2], a, with_batch(DType::S32, {}, false)};
    case LapackRoutine::Trsm: {
      const int64_t side = o.solve.left_side ? m : n;
      require(operands[0], {side, side}, "a");
      return {a};
    }
  }
  user_error("unknown lapack routine");
}

}  // namespace

int64_t windowed_output_size(int64_t input_size, const WindowDim& w) {
  if (w.size < 1 || w.stride < 1 || w.window_dilation < 1 || w.base_dilation < 1) {
    user_error("window sizes, strides and dilations must be >= 1");
  }
  const int64_t dilated_input = input_size == 0 ? 0 : (input_size - 1) * w.base_dilation + 1;
  const int64_t padded = dilated_input + w.pad_lo + w.pad_hi;
  const int64_t dilated_window = (w.size - 1) * w.window_dilation + 1;
  if (padded < dilated_window) return 0;
  return (padded - dilated_window) / w.stride + 1;
}

std::vector<TensorType> infer_result_types(OpCode op, const std::vector<TensorType>& operands,
                                           const Attrs& attrs, const std::vector<Graph*>& called,
                                           const std::vector<TensorType>& declared) {
  if (is_elementwise(op)) return infer_elementwise(op, operands, attrs, declared);
  switch (op) {
    case OpCode::Parameter:
      expect_operands(op, operands, 0);
      return {declared_one(op, declared)};
    case OpCode::Constant: {
      expect_operands(op, operands, 0);
      if (!attrs.literal) internal_error("constant without a literal");
      return {attrs.literal->type()};
    }
    case OpCode::Iota: {
      expect_operands(op, operands, 0);
      const TensorType& t = declared_one(op, declared);
      if (attrs.dimensions.size() != 1) internal_error("iota needs one iota_dimension");
      check_dim_index(attrs.dimensions[0], t.rank(), "iota_dimension");
      return {TensorType(t.dtype, t.dims)};
    }
    case OpCode::BitcastConvert: {
      expect_operands(op, operands, 1);
      const TensorType& x = operands[0];
      const DType to = declared_one(op, declared).dtype;
      const int from_bits = dtype_bits(x.dtype), to_bits = dtype_bits(to);
      Dims dims = x.dims;
      if (from_bits > to_bits) {
        dims.push_back(from_bits / to_bits);
      } else if (from_bits < to_bits) {
        if (dims.empty() || dims.back() != to_bits / from_bits) {
          user_error("bitcast-convert from {} to {} needs a last dimension of {}", dtype_name(x.dtype),
                     dtype_name(to), to_bits / from_bits);
        }
        dims.pop_back();
      }
      return {TensorType(to, dims)};
    }
    case OpCode::Broadcast: {
      expect_operands(op, operands, 1);
      const TensorType& x = operands[0];
      const TensorType& out = declared_one(op, declared);
      if (static_cast<int64_t>(attrs.dimensions.size()) != x.rank()) {
        user_error("broadcast dimensions has {} entries for an operand of rank {}", attrs.dimensions.size(), x.rank());
      }
      check_unique_dims(attrs.dimensions, out.rank(), "broadcast dimension");
      for (size_t i = 0; i < attrs.dimensions.size(); ++i) {
        if (out.dims[attrs.dimensions[i]] != x.dims[i]) {
          user_error("broadcast maps operand dim {} (size {}) to output dim {} (size {})", i, x.dims[i],
                     attrs.dimensions[i], out.dims[attrs.dimensions[i]]);
        }
      }
      return {TensorType(x.dtype, out.dims)};
    }
    case OpCode::Reshape:
    case OpCode::Bitcast: {
      expect_operands(op, operands, 1);
      const TensorType& x = operands[0];
      const TensorType& out = declared_one(op, declared);
      if (out.num_elements() != x.num_elements()) {
        user_error("{} from {} to {} changes the element count", opcode_name(op), x.to_string(false),
                   out.to_string(false));
      }
      return {TensorType(x.dtype, out.dims)};
    }
    case OpCode::Transpose: {
      expect_operands(op, operands, 1);
      const TensorType& x = operands[0];
      if (!is_permutation(attrs.dimensions, x.rank())) {
        user_error("transpose dimensions {{{}}} are not a permutation of rank {}", fmt::join(attrs.dimensions, ","), x.rank());
      }
      Dims out;
      for (int64_t p : attrs.dimensions) out.push_back(x.dims[p]);
      return {TensorType(x.dtype, out)};
    }
    case OpCode::Dot: return infer_dot(operands, attrs, declared);
    case OpCode::Reduce: return infer_reduce(operands, attrs, called);
    case OpCode::ReduceWindow: return infer_reduce_window(operands, attrs, called);
    case OpCode::Slice: {
      expect_operands(op, operands, 1);
      const TensorType& x = operands[0];
      if (static_cast<int64_t>(attrs.slice.size()) != x.rank()) user_error("slice needs one range per dimension");
      Dims out;
      for (int64_t d = 0; d < x.rank(); ++d) {
        const SliceDim& s = attrs.slice[d];
        if (s.start < 0 || s.start > s.limit || s.limit > x.dims[d] || s.stride < 1) {
          user_error("slice [{}:{}:{}] is out of range for dimension {} of size {}", s.start, s.limit, s.stride, d, x.dims[d]);
        }
        out.push_back((s.limit - s.start + s.stride - 1) / s.stride);
      }
      return {TensorType(x.dtype, out)};
    }
    case OpCode::DynamicSlice: {
      if (operands.empty()) user_error("dynamic-slice needs an operand");
      const TensorType& x = operands[0];
      expect_operands(op, operands, static_cast<size_t>(x.rank()) + 1);
      for (size_t i = 1; i < operands.size(); ++i) {
        if (!is_scalar(operands[i]) || !is_integer(operands[i].dtype)) user_error("dynamic-slice start indices must be integer scalars");
      }
      if (static_cast<int64_t>(attrs.dynamic_slice_sizes.size()) != x.rank()) user_error("dynamic_slice_sizes needs one size per dimension");
      for (int64_t d = 0; d < x.rank(); ++d) {
        if (attrs.dynamic_slice_sizes[d] < 0 || attrs.dynamic_slice_sizes[d] > x.dims[d]) {
          user_error("dynamic-slice size {} exceeds dimension {} of size {}", attrs.dynamic_slice_sizes[d], d, x.dims[d]);
        }
      }
      return {TensorType(x.dtype, attrs.dynamic_slice_sizes)};
    }
    case OpCode::DynamicUpdateSlice: {
      if (operands.size() < 2) user_error("dynamic-update-slice needs an operand and an update");
      const TensorType& x = operands[0];
      const TensorType& u = operands[1];
      expect_operands(op, operands, static_cast<size_t>(x.rank()) + 2);
      if (u.rank() != x.rank() || u.dtype != x.dtype) user_error("dynamic-update-slice update must match the operand's rank and dtype");
      for (int64_t d = 0; d < x.rank(); ++d) {
        if (u.dims[d] > x.dims[d]) user_error("dynamic-update-slice update is larger than the operand in dimension {}", d);
      }
      for (size_t i = 2; i < operands.size(); ++i) {
        if (!is_scalar(operands[i]) || !is_integer(operands[i].dtype)) user_error("dynamic-update-slice start indices must be integer scalars");
      }
      return {TensorType(x.dtype, x.dims)};
    }
    case OpCode::Concatenate: {
      if (operands.empty()) user_error("concatenate needs operands");
      if (attrs.dimensions.size() != 1) user_error("concatenate needs one dimension");
      const int64_t cd = attrs.dimensions[0];
      Dims out = operands[0].dims;
      check_dim_index(cd, operands[0].rank(), "concatenate dimension");
      for (size_t i = 1; i < operands.size(); ++i) {
        const TensorType& t = operands[i];
        if (t.rank() != operands[0].rank() || t.dtype != operands[0].dtype) user_error("concatenate operands differ in rank or dtype");
        for (int64_t d = 0; d < t.rank(); ++d) {
          if (d != cd && t.dims[d] != out[d]) user_error("concatenate operands differ in dimension {}", d);
        }
        out[cd] += t.dims[cd];
      }
      return {TensorType(operands[0].dtype, out)};
    }
    case OpCode::Pad: {
      expect_operands(op, operands, 2);
      const TensorType& x = operands[0];
      if (!is_scalar(operands[1]) || operands[1].dtype != x.dtype) user_error("pad value must be a scalar of the operand's dtype");
      if (static_cast<int64_t>(attrs.padding.size()) != x.rank()) user_error("pad needs one padding entry per dimension");
      Dims out;
      for (int64_t d = 0; d < x.rank(); ++d) {
        const PadDim& p = attrs.padding[d];
        if (p.interior < 0) user_error("pad interior padding must be >= 0");
        const int64_t size = p.lo + p.hi + x.dims[d] + std::max<int64_t>(x.dims[d] - 1, 0) * p.interior;
        if (size < 0) user_error("pad makes dimension {} negative", d);
        out.push_back(size);
      }
      return {TensorType(x.dtype, out)};
    }
    case OpCode::Reverse: {
      expect_operands(op, operands, 1);
      check_unique_dims(attrs.dimensions, operands[0].rank(), "reverse dimension");
      return {TensorType(operands[0].dtype, operands[0].dims)};
    }
    case OpCode::Convolution: return infer_convolution(operands, attrs, declared);
    case OpCode::Gather: return infer_gather(operands, attrs);
    case OpCode::Scatter: return infer_scatter(operands, attrs, called);
    case OpCode::Sort: {
      if (operands.empty()) user_error("sort needs operands");
      if (attrs.dimensions.size() != 1) user_error("sort needs one dimension");
      check_dim_index(attrs.dimensions[0], operands[0].rank(), "sort dimension");
      const size_t dim = static_cast<size_t>(attrs.dimensions[0]);
      const int64_t length = operands[0].dims[dim];
      if (attrs.sort_keep < 0 || attrs.sort_keep > length) user_error("sort keep_first={} of a dimension of {}", attrs.sort_keep, length);
      std::vector<TensorType> results;
      for (const auto& t : operands) {
        if (t.dims != operands[0].dims) user_error("sort operands have different shapes");
        results.emplace_back(t.dtype, t.dims);
        if (attrs.sort_keep > 0) results.back().dims[dim] = attrs.sort_keep;
      }
      if (called.size() != 1) user_error("sort needs a comparator (to_apply)");
      std::vector<TensorType> params;
      for (const auto& t : operands) {
        params.emplace_back(t.dtype, Dims{});
        params.emplace_back(t.dtype, Dims{});
      }
      check_called_params(op, *called[0], params);
      const auto outs = called[0]->output_types();
      if (outs.size() != 1 || outs[0].dtype != DType::Pred || outs[0].rank() != 0) user_error("sort comparator must return pred[]");
      return results;
    }
    case OpCode::TriangularSolve: {
      // a: [..., m, m]; b: [..., m, n] (left_side) or [..., n, m]; x like b.
      expect_operands(op, operands, 2);
      const TensorType& a = operands[0];
      const TensorType& b = operands[1];
      if (!is_float(a.dtype) || a.dtype != b.dtype) user_error("triangular-solve takes two operands of one floating-point type");
      if (a.rank() < 2 || a.rank() != b.rank()) user_error("triangular-solve needs a and b of one rank, at least 2");
      const size_t r = static_cast<size_t>(a.rank());
      if (a.dims[r - 1] != a.dims[r - 2]) user_error("triangular-solve needs a square a, got {}", a.to_string(false));
      if (!std::equal(a.dims.begin(), a.dims.end() - 2, b.dims.begin())) user_error("triangular-solve: a and b differ in batch dims");
      const int64_t m = b.dims[attrs.triangular_solve.left_side ? r - 2 : r - 1];
      if (m != a.dims[r - 1]) {
        user_error("triangular-solve: b {} does not match a {} on the {} side", b.to_string(false), a.to_string(false),
                   attrs.triangular_solve.left_side ? "left" : "right");
      }
      return {TensorType(b.dtype, b.dims)};
    }
    case OpCode::Cholesky: {
      expect_operands(op, operands, 1);
      const TensorType& a = operands[0];
      if (!is_float(a.dtype)) user_error("cholesky takes floating-point values, got {}", dtype_name(a.dtype));
      if (a.rank() < 2 || a.dims[a.dims.size() - 1] != a.dims[a.dims.size() - 2]) {
        user_error("cholesky needs square matrices in its last two dims, got {}", a.to_string(false));
      }
      return {TensorType(a.dtype, a.dims)};
    }
    case OpCode::Lapack: return lapack_result_types(attrs.lapack, operands);
    case OpCode::HostCallback:  // whatever the embedder's function returns, as the program declares it
      if (declared.empty()) user_error("host-callback needs its result types declared");
      if (attrs.host_callback.operands < 0 || attrs.host_callback.operands > static_cast<int64_t>(operands.size())) {
        user_error("host-callback hands over {} of its {} operands", attrs.host_callback.operands, operands.size());
      }
      return declared;
    case OpCode::AllReduce: case OpCode::AllGather: case OpCode::ReduceScatter: case OpCode::AllToAll:
    case OpCode::CollectivePermute: case OpCode::CollectiveBroadcast: case OpCode::PartitionId: case OpCode::ReplicaId:
      return infer_collective(op, operands, attrs, called);
    case OpCode::Fft:
      expect_operands(op, operands, 1);
      return {fft_result_type(attrs.fft, operands[0])};
    case OpCode::Map: {
      if (operands.empty() || called.size() != 1) user_error("map needs operands and to_apply");
      check_called_params(op, *called[0], scalar_types(operands));
      for (const auto& t : operands) check_same_dims(op, operands[0], t);
      const auto outs = called[0]->output_types();
      if (outs.size() != 1 || outs[0].rank() != 0) user_error("map's computation must return one scalar");
      return {TensorType(outs[0].dtype, operands[0].dims)};
    }
    case OpCode::While: {
      if (called.size() != 2) user_error("while needs a condition and a body");
      check_called_params(op, *called[0], operands);
      check_called_params(op, *called[1], operands);
      const auto cond_out = called[0]->output_types();
      if (cond_out.size() != 1 || cond_out[0].dtype != DType::Pred || cond_out[0].rank() != 0) {
        user_error("while condition %{} must return pred[]", called[0]->name());
      }
      const auto body_out = called[1]->output_types();
      bool same = body_out.size() == operands.size();
      for (size_t i = 0; same && i < body_out.size(); ++i) same = body_out[i].same_logical(operands[i]);
      if (!same) user_error("while body %{} returns {}, but the loop state is {}", called[1]->name(), types_str(body_out), types_str(operands));
      std::vector<TensorType> results;
      for (const auto& t : operands) results.emplace_back(t.dtype, t.dims);
      return results;
    }
    case OpCode::Conditional: {
      if (operands.empty() || called.empty()) user_error("conditional needs a selector and branches");
      const TensorType& sel = operands[0];
      if (!is_scalar(sel) || (sel.dtype != DType::Pred && sel.dtype != DType::S32)) {
        user_error("conditional selector must be pred[] or s32[], got {}", sel.to_string(false));
      }
      if (sel.dtype == DType::Pred && called.size() != 2) user_error("a pred conditional needs two branches");
      if (attrs.branch_operand_counts.size() != called.size()) {
        user_error("conditional has {} branches but {} branch operands (one per branch)", called.size(),
                   attrs.branch_operand_counts.size());
      }
      size_t next = 1;
      std::vector<TensorType> first_out;
      for (size_t b = 0; b < called.size(); ++b) {
        const size_t count = static_cast<size_t>(attrs.branch_operand_counts[b]);
        if (next + count > operands.size()) user_error("conditional has too few operands for its branches");
        check_called_params(op, *called[b], {operands.begin() + static_cast<long>(next), operands.begin() + static_cast<long>(next + count)});
        next += count;
        auto outs = called[b]->output_types();
        if (b == 0) {
          first_out = outs;
        } else {
          bool same = outs.size() == first_out.size();
          for (size_t i = 0; same && i < outs.size(); ++i) same = outs[i].same_logical(first_out[i]);
          if (!same) user_error("conditional branches return different types");
        }
      }
      if (next != operands.size()) user_error("conditional has more operands than its branches take");
      std::vector<TensorType> results;
      for (const auto& t : first_out) results.emplace_back(t.dtype, t.dims);
      return results;
    }
    default: break;
  }
  internal_error("no shape inference for {}", opcode_name(op));
}

}  // namespace kiln
