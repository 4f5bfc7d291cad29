// The operations on real arrays, one kiln node or a short expansion each.
#include "importer/stablehlo_importer_class.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <functional>
#include <cctype>
#include <cstring>
#include <map>
#include <set>
#include <unordered_map>

#include "expand/batch_norm.h"
#include "expand/pred_bitcasts.h"
#include "expand/random_numbers.h"
#include "expand/torch_index_select.h"
#include "importer/dense_literal.h"
#include "importer/text_cursor.h"
#include "ir/select_and_scatter.h"
#include "support/error.h"

namespace kiln::stablehlo_import {

// tensor.insert_slice with static offsets and unit strides (ByteIR's
// PyTorch exports write concatenations so): a dynamic_update_slice at
// constant indices. A source of lower rank (unit sizes dropped) is reshaped.
std::vector<Value> StablehloImporter::import_insert_slice(const MlirOperation& op, Scope& scope, std::vector<Value> operands) {
  if (operands.size() != 2) fail(op.offset, "unsupported: tensor.insert_slice with dynamic offsets, sizes or strides");
  const Dims offsets = as_ints(required(op, "static_offsets"), "static_offsets");
  const Dims sizes = as_ints(required(op, "static_sizes"), "static_sizes");
  const Dims strides = as_ints(required(op, "static_strides"), "static_strides");
  const TensorType& dest = operands[1].type();
  if (offsets.size() != dest.dims.size() || sizes.size() != dest.dims.size() || strides.size() != dest.dims.size()) {
    fail(op.offset, "tensor.insert_slice needs one offset, size and stride per destination dimension");
  }
  for (size_t d = 0; d < strides.size(); ++d) {
    if (strides[d] != 1) fail(op.offset, "unsupported: tensor.insert_slice with strides other than 1");
    if (offsets[d] < 0 || sizes[d] < 0 || offsets[d] + sizes[d] > dest.dims[d]) {
      fail(op.offset, fmt::format("tensor.insert_slice: offset {} + size {} is outside dimension {} of {}", offsets[d], sizes[d], d, dest.to_string(false)));
    }
  }
  int64_t source_elements = 1, slice_elements = 1;
  for (int64_t d : operands[0].type().dims) source_elements *= d;
  for (int64_t d : sizes) slice_elements *= d;
  if (source_elements != slice_elements || operands[0].type().dtype != dest.dtype) {
    fail(op.offset, fmt::format("tensor.insert_slice: the source {} does not fill sizes [{}]", operands[0].type().to_string(false), fmt::join(sizes, ",")));
  }
  GraphBuilder b(scope.graph);
  std::vector<Value> all{operands[1], operands[0].type().dims == sizes ? operands[0] : b.reshape(operands[0], sizes)};
  for (int64_t o : offsets) all.push_back(b.scalar(DType::S64, static_cast<double>(o)));
  return emit(op, scope, OpCode::DynamicUpdateSlice, std::move(all), {});
}

// The scales (or zero points) of `q` along an array of `dims`: one value, or
// one per index of the quantized dimension.
Value StablehloImporter::quantization_parameter(GraphBuilder& b, const MlirQuantization& q, const std::vector<double>& values, DType dtype,
                                                const Dims& dims, size_t offset) {
  if (q.axis < 0) return b.broadcast(b.scalar(dtype, values[0]), dims, {});
  if (q.axis >= static_cast<int64_t>(dims.size()) || dims[static_cast<size_t>(q.axis)] != static_cast<int64_t>(values.size())) {
    fail(offset, fmt::format("the quantized dimension {} of a {}-d array needs {} scales, the type has {}", q.axis, dims.size(),
                             q.axis < static_cast<int64_t>(dims.size()) ? dims[static_cast<size_t>(q.axis)] : 0, values.size()));
  }
  Literal lit(dtype, {static_cast<int64_t>(values.size())});
  for (size_t i = 0; i < values.size(); ++i) lit.set_double(static_cast<int64_t>(i), values[i]);
  return b.broadcast(b.constant(std::move(lit), "quantization"), dims, {q.axis});
}

// uniform_dequantize: (s - zero_point) * scale; uniform_quantize: x / scale
// + zero_point, clamped to the storage range, rounded half to even (the
// StableHLO spec's quantize and dequantize). A quantized operand of
// uniform_quantize is dequantized first. The subtraction of the zero point
// happens in the expressed type, where it cannot wrap.
Value StablehloImporter::import_quantization(const MlirOperation& op, Scope& scope, const std::vector<Value>& operands) {
  if (operands.size() != 1 || op.result_types.size() != 1) fail(op.offset, fmt::format("{} takes one operand and gives one result", op.name));
  GraphBuilder b(scope.graph);
  Value x = operands[0];
  const Dims& dims = x.type().dims;
  const std::optional<MlirQuantization> in = op.operand_types.size() == 1 ? op.operand_types[0].quant : std::nullopt;
  if (in) {
    if (x.type().dtype != in->storage) fail(op.offset, fmt::format("{}: the operand is not stored as the type says", op.name));
    std::vector<double> zero_points(in->zero_points.begin(), in->zero_points.end());
    x = b.sub(b.convert(x, in->expressed), quantization_parameter(b, *in, zero_points, in->expressed, dims, op.offset));
    x = b.mul(x, quantization_parameter(b, *in, in->scales, in->expressed, dims, op.offset));
  } else if (!is_float(x.type().dtype) || op.name == "stablehlo.uniform_dequantize") {
    fail(op.offset, fmt::format("{} needs a {} operand with its type written", op.name, op.name == "stablehlo.uniform_quantize" ? "float" : "quantized"));
  }
  const MlirType& result = op.result_types[0];
  if (op.name == "stablehlo.uniform_dequantize") {
    if (result.quant || result.tensor.dtype != in->expressed) fail(op.offset, "uniform_dequantize gives the expressed type");
    return x;
  }
  if (!result.quant) fail(op.offset, "uniform_quantize gives a quantized type");
  const MlirQuantization& q = *result.quant;
  x = b.convert(x, q.expressed);
  std::vector<double> zero_points(q.zero_points.begin(), q.zero_points.end());
  Value scaled = b.add(b.div(x, quantization_parameter(b, q, q.scales, q.expressed, dims, op.offset)),
                       quantization_parameter(b, q, zero_points, q.expressed, dims, op.offset));
  const Value lo = b.broadcast(b.scalar(q.expressed, static_cast<double>(q.storage_min)), dims, {});
  const Value hi = b.broadcast(b.scalar(q.expressed, static_cast<double>(q.storage_max)), dims, {});
  return b.convert(b.unary(OpCode::RoundNearestEven, b.clamp(lo, scaled, hi)), q.storage);
}

std::vector<Value> StablehloImporter::import_real(const MlirOperation& op, Scope& scope, std::vector<Value> operands) {
  const std::string& name = op.name;
  const std::string s = short_name(name);
  Attrs a;
  if (auto it = elementwise_ops().find(s); it != elementwise_ops().end()) {
    const bool on_pred = !operands.empty() && operands[0].type().dtype == DType::Pred;
    return emit(op, scope, on_pred ? on_pred_operands(it->second) : it->second, std::move(operands), std::move(a));
  }
  if (s == "constant") {
    const MlirAttribute& value = required(op, "value");
    if (value.kind != Kind::DenseElements || !value.type) fail(value.offset, "a constant needs dense<...> : tensor<...>");
    a.literal = std::make_shared<const Literal>(parse_dense_literal(src_, value.dense, value.type->tensor));
    return emit(op, scope, OpCode::Constant, {}, std::move(a));
  }
  if (s == "compare") {
    const MlirAttribute& dir = required(op, "comparison_direction");
    const auto d = parse_direction(dir.text);
    if (!d) fail(dir.offset, fmt::format("unknown comparison direction '{}'", dir.text));
    a.direction = *d;
    if (const MlirAttribute* t = op.attribute("compare_type"); t && t->text != "NOTYPE") {
      const auto type = parse_comparison_type(t->text);
      if (!type) fail(t->offset, fmt::format("unknown comparison type '{}'", t->text));
      a.comparison_type = *type;
    }
    return emit(op, scope, OpCode::Compare, std::move(operands), std::move(a));
  }
  if (s == "reduce_precision") {
    a.exponent_bits = as_int(required(op, "exponent_bits"), "exponent_bits");
    a.mantissa_bits = as_int(required(op, "mantissa_bits"), "mantissa_bits");
    return emit(op, scope, OpCode::ReducePrecision, std::move(operands), std::move(a));
  }
  if (s == "bitcast_convert") {
    // An i1 is one bit in StableHLO (a byte in kiln): to and from i1 by shifts.
    const std::vector<TensorType> declared = declared_results(op);
    if (declared.size() == 1 && operands.size() == 1 && (operands[0].type().dtype == DType::Pred) != (declared[0].dtype == DType::Pred)) {
      GraphBuilder b(scope.graph);
      Value r;
      try {
        r = operands[0].type().dtype == DType::Pred ? preds_as_bits(*module_, b, operands[0], declared[0].dtype)
                                                    : bits_as_preds(*module_, b, operands[0]);
      } catch (const UserError& e) {
        fail(op.offset, fmt::format("in {}: {}", op.name, e.what()));
      }
      if (!fits_declared(r.type(), declared[0])) {
        fail(op.offset, fmt::format("{} is declared to give {}, but its operand gives {}", op.name, declared[0].to_string(false),
                                    r.type().to_string(false)));
      }
      return {r};
    }
    return emit(op, scope, OpCode::BitcastConvert, std::move(operands), std::move(a));
  }
  if (s == "iota") {
    a.dimensions = {as_int(required(op, "iota_dimension"), "iota_dimension")};
    return emit(op, scope, OpCode::Iota, {}, std::move(a));
  }
  if (s == "broadcast_in_dim") {
    a.dimensions = as_ints(required(op, "broadcast_dimensions"), "broadcast_dimensions");
    drop_expanding_unit_dims(op, scope, operands, a.dimensions);
    return emit(op, scope, OpCode::Broadcast, std::move(operands), std::move(a));
  }
  if (s == "reshape") return emit(op, scope, OpCode::Reshape, std::move(operands), std::move(a));
  if (s == "rng") {
    if (operands.size() != 3) fail(op.offset, "stablehlo.rng takes a, b and the result shape");
    if (declared_results(op).size() != 1) fail(op.offset, "stablehlo.rng gives one result");
    const std::vector<TensorType> declared = result_with_dims(op, constant_ints(op, operands[2], "shape"));
    const MlirAttribute* d = op.attribute("rng_distribution") ? op.attribute("rng_distribution") : op.attribute("distribution");
    if (!d || (d->text != "UNIFORM" && d->text != "NORMAL")) fail(op.offset, "stablehlo.rng needs rng_distribution UNIFORM or NORMAL");
    GraphBuilder b(scope.graph);
    try {
      return {random_numbers(b, d->text == "NORMAL" ? RandomDistribution::Normal : RandomDistribution::Uniform, operands[0],
                             operands[1], declared[0], node_name(op, scope))};
    } catch (const UserError& e) {
      fail(op.offset, fmt::format("in {}: {}", name, e.what()));
    }
  }
  if (s == "rng_bit_generator") {
    const std::vector<TensorType> declared = declared_results(op);
    if (operands.size() != 1 || declared.size() != 2) fail(op.offset, "stablehlo.rng_bit_generator takes a state and gives (state, bits)");
    if (has_dynamic_dims(declared[1])) fail(op.offset, "stablehlo.rng_bit_generator needs a static output type (dynamic_rng_bit_generator takes the shape)");
    return rng_bit_generator(op, scope, operands[0], declared[1]);
  }
  if (s == "batch_norm_training" || s == "batch_norm_inference" || s == "batch_norm_grad") {
    return import_batch_norm(op, scope, operands);
  }
  if (s == "torch_index_select") {
    if (operands.size() != 2) fail(op.offset, fmt::format("{} takes an input and an index", name));
    GraphBuilder b(scope.graph);
    std::vector<Value> results;
    try {
      results = {torch_index_select(b, operands[0], operands[1], as_int(required(op, "dim"), "dim"),
                                    as_int(required(op, "batch_dims"), "batch_dims"))};
    } catch (const UserError& e) {
      fail(op.offset, fmt::format("in {}: {}", name, e.what()));
    }
    check_declared(op, results);
    return results;
  }
  // real and imag of a real value (the spec allows it): the value, and zeros.
  if (s == "real" || s == "imag") {
    if (operands.size() != 1 || !is_float(operands[0].type().dtype)) fail(op.offset, fmt::format("{} takes one floating-point operand", name));
    if (s == "real") return {operands[0]};
    GraphBuilder b(scope.graph);
    return {b.broadcast(b.scalar(operands[0].type().dtype, 0), operands[0].type().dims, {})};
  }
  // Dynamic ops whose shape operands are constants are their static forms:
  // the constant must say what the declared (static) result type says.
  if (s == "dynamic_iota") {
    if (operands.size() != 1) fail(op.offset, "stablehlo.dynamic_iota takes one operand, the output shape");
    const std::vector<TensorType> result = result_with_dims(op, constant_ints(op, operands[0], "output shape"));
    const MlirAttribute* dim = op.attribute("iota_dimension") ? op.attribute("iota_dimension") : op.attribute("dim");
    if (!dim) fail(op.offset, "stablehlo.dynamic_iota needs iota_dimension");
    a.dimensions = {as_int(*dim, "iota_dimension")};
    return emit(op, scope, OpCode::Iota, {}, std::move(a), {}, result);
  }
  if (s == "dynamic_reshape") {
    if (operands.size() != 2) fail(op.offset, "stablehlo.dynamic_reshape takes an operand and the output shape");
    const std::vector<TensorType> result = result_with_dims(op, constant_ints(op, operands[1], "output shape"));
    return emit(op, scope, OpCode::Reshape, {operands[0]}, std::move(a), {}, result);
  }
  if (s == "dynamic_broadcast_in_dim") {
    if (operands.size() != 2) fail(op.offset, "stablehlo.dynamic_broadcast_in_dim takes an operand and the output dimensions");
    const std::vector<TensorType> result = result_with_dims(op, constant_ints(op, operands[1], "output dimensions"));
    operands.pop_back();
    a.dimensions = as_ints(required(op, "broadcast_dimensions"), "broadcast_dimensions");
    drop_expanding_unit_dims(op, scope, operands, a.dimensions, result[0].dims);
    return emit(op, scope, OpCode::Broadcast, std::move(operands), std::move(a), {}, result);
  }
  if (s == "dynamic_pad") {
    if (operands.size() != 5) fail(op.offset, "stablehlo.dynamic_pad takes operand, padding value, low, high and interior");
    const Dims lo = constant_ints(op, operands[2], "edge_padding_low"), hi = constant_ints(op, operands[3], "edge_padding_high");
    const Dims interior = constant_ints(op, operands[4], "interior_padding");
    if (hi.size() != lo.size() || interior.size() != lo.size()) fail(op.offset, "pad amounts of different lengths");
    for (size_t i = 0; i < lo.size(); ++i) a.padding.push_back({lo[i], hi[i], interior[i]});
    return emit(op, scope, OpCode::Pad, {operands[0], operands[1]}, std::move(a));
  }
  if (s == "get_dimension_size") {
    if (operands.size() != 1) fail(op.offset, "stablehlo.get_dimension_size takes one operand");
    const MlirAttribute* dim = op.attribute("dimension") ? op.attribute("dimension") : op.attribute("dim");
    if (!dim) fail(op.offset, "stablehlo.get_dimension_size needs a dimension");
    const int64_t d = as_int(*dim, "dimension");
    if (d < 0 || d >= operands[0].type().rank()) fail(dim->offset, fmt::format("dimension {} of a rank-{} operand", d, operands[0].type().rank()));
    GraphBuilder b(scope.graph);
    return {b.scalar(DType::S32, static_cast<double>(operands[0].type().dims[static_cast<size_t>(d)]))};
  }
  if (s == "transpose") {
    a.dimensions = as_ints(required(op, "permutation"), "permutation");
    return emit(op, scope, OpCode::Transpose, std::move(operands), std::move(a));
  }
  if (s == "reverse") {
    a.dimensions = as_ints(required(op, "dimensions"), "dimensions");
    return emit(op, scope, OpCode::Reverse, std::move(operands), std::move(a));
  }
  if (s == "concatenate") {
    a.dimensions = {as_int(required(op, "dimension"), "dimension")};
    return emit(op, scope, OpCode::Concatenate, std::move(operands), std::move(a));
  }
  if (s == "slice") {
    const Dims starts = as_ints(required(op, "start_indices"), "start_indices");
    const Dims limits = as_ints(required(op, "limit_indices"), "limit_indices");
    const Dims strides = ints_or(op, "strides", Dims(starts.size(), 1));
    if (limits.size() != starts.size() || strides.size() != starts.size()) fail(op.offset, "slice bounds of different lengths");
    for (size_t i = 0; i < starts.size(); ++i) a.slice.push_back({starts[i], limits[i], strides[i]});
    return emit(op, scope, OpCode::Slice, std::move(operands), std::move(a));
  }
  if (s == "real_dynamic_slice") {  // slice bounds as operands, folded to constants
    if (operands.size() != 4) fail(op.offset, "stablehlo.real_dynamic_slice takes an operand, start, limit and strides");
    const Dims starts = constant_ints(op, operands[1], "start_indices"), limits = constant_ints(op, operands[2], "limit_indices"),
               strides = constant_ints(op, operands[3], "strides");
    if (limits.size() != starts.size() || strides.size() != starts.size()) fail(op.offset, "slice bounds of different lengths");
    for (size_t i = 0; i < starts.size(); ++i) a.slice.push_back({starts[i], limits[i], strides[i]});
    operands.resize(1);
    return emit(op, scope, OpCode::Slice, std::move(operands), std::move(a));
  }
  if (s == "dynamic_slice") {
    a.dynamic_slice_sizes = as_ints(required(op, "slice_sizes"), "slice_sizes");
    return emit(op, scope, OpCode::DynamicSlice, std::move(operands), std::move(a));
  }
  if (s == "dynamic_update_slice") return emit(op, scope, OpCode::DynamicUpdateSlice, std::move(operands), std::move(a));
  if (s == "pad") {
    const Dims lo = as_ints(required(op, "edge_padding_low"), "edge_padding_low");
    const Dims hi = as_ints(required(op, "edge_padding_high"), "edge_padding_high");
    const Dims interior = ints_or(op, "interior_padding", Dims(lo.size(), 0));
    if (hi.size() != lo.size() || interior.size() != lo.size()) fail(op.offset, "pad amounts of different lengths");
    for (size_t i = 0; i < lo.size(); ++i) a.padding.push_back({lo[i], hi[i], interior[i]});
    return emit(op, scope, OpCode::Pad, std::move(operands), std::move(a));
  }
  if (s == "dot_general") {
    const MlirAttribute& d = required_struct(op, "dot_dimension_numbers");
    a.dot.lhs_batch = field_ints(d, "lhs_batching_dimensions");
    a.dot.rhs_batch = field_ints(d, "rhs_batching_dimensions");
    a.dot.lhs_contracting = field_ints(d, "lhs_contracting_dimensions");
    a.dot.rhs_contracting = field_ints(d, "rhs_contracting_dimensions");
    return emit(op, scope, OpCode::Dot, std::move(operands), std::move(a));
  }
  if (s == "dot") {
    if (operands.size() != 2) fail(op.offset, "stablehlo.dot takes two operands");
    a.dot.lhs_contracting = {std::max<int64_t>(operands[0].type().rank() - 1, 0)};
    a.dot.rhs_contracting = {0};
    return emit(op, scope, OpCode::Dot, std::move(operands), std::move(a));
  }
  if (s == "optimization_barrier") return operands;
  if (s == "reduce") return import_reduce(op, scope, std::move(operands));
  if (s == "all_reduce" || s == "all_gather" || s == "reduce_scatter" || s == "all_to_all" || s == "collective_permute" ||
      s == "collective_broadcast" || s == "partition_id" || s == "replica_id") {
    return import_collective(op, scope, std::move(operands));
  }
  if (s == "reduce_window") return import_reduce_window(op, scope, std::move(operands));
  if (s == "convolution" || s == "dynamic_conv") return import_convolution(op, scope, std::move(operands));
  if (s == "gather" || s == "dynamic_gather") {
    const MlirAttribute& d = required_struct(op, "dimension_numbers");
    a.gather.offset_dims = field_ints(d, "offset_dims");
    a.gather.collapsed_slice_dims = field_ints(d, "collapsed_slice_dims");
    a.gather.operand_batching_dims = field_ints(d, "operand_batching_dims");
    a.gather.start_indices_batching_dims = field_ints(d, "start_indices_batching_dims");
    a.gather.start_index_map = field_ints(d, "start_index_map");
    a.gather.index_vector_dim = field_int(d, "index_vector_dim", 0);
    if (s == "dynamic_gather") {  // slice sizes as a third operand, a constant
      if (operands.size() != 3) fail(op.offset, "stablehlo.dynamic_gather takes operand, start_indices and slice_sizes");
      a.gather.slice_sizes = constant_ints(op, operands[2], "slice_sizes");
      operands.pop_back();
    } else {
      a.gather.slice_sizes = as_ints(required(op, "slice_sizes"), "slice_sizes");
    }
    if (const MlirAttribute* sorted = op.attribute("indices_are_sorted")) a.gather.indices_are_sorted = as_bool(*sorted, "indices_are_sorted");
    return emit(op, scope, OpCode::Gather, std::move(operands), std::move(a));
  }
  if (s == "scatter") {
    const MlirAttribute& d = required_struct(op, "scatter_dimension_numbers");
    a.scatter.update_window_dims = field_ints(d, "update_window_dims");
    a.scatter.inserted_window_dims = field_ints(d, "inserted_window_dims");
    a.scatter.input_batching_dims = field_ints(d, "input_batching_dims");
    a.scatter.scatter_indices_batching_dims = field_ints(d, "scatter_indices_batching_dims");
    a.scatter.scatter_dims_to_operand_dims = field_ints(d, "scatter_dims_to_operand_dims");
    a.scatter.index_vector_dim = field_int(d, "index_vector_dim", 0);
    if (const MlirAttribute* v = op.attribute("indices_are_sorted")) a.scatter.indices_are_sorted = as_bool(*v, "indices_are_sorted");
    if (const MlirAttribute* v = op.attribute("unique_indices")) a.scatter.unique_indices = as_bool(*v, "unique_indices");
    Graph* combiner = single_region_graph(op, scope, "update");
    return emit(op, scope, OpCode::Scatter, std::move(operands), std::move(a), {combiner});
  }
  if (s == "sort") {
    int64_t dim = op.attribute("dimension") ? as_int(*op.attribute("dimension"), "dimension") : -1;
    if (!operands.empty() && dim < 0) dim += operands[0].type().rank();
    a.dimensions = {dim};
    if (const MlirAttribute* v = op.attribute("is_stable")) a.is_stable = as_bool(*v, "is_stable");
    Graph* comparator = single_region_graph(op, scope, "comparator");
    return emit(op, scope, OpCode::Sort, std::move(operands), std::move(a), {comparator});
  }
  if (s == "cholesky") {
    if (const MlirAttribute* v = op.attribute("lower")) a.cholesky_lower = as_bool(*v, "lower");
    return emit(op, scope, OpCode::Cholesky, std::move(operands), std::move(a));
  }
  if (s == "triangular_solve") {
    TriangularSolveOptions& t = a.triangular_solve;
    if (const MlirAttribute* v = op.attribute("left_side")) t.left_side = as_bool(*v, "left_side");
    if (const MlirAttribute* v = op.attribute("lower")) t.lower = as_bool(*v, "lower");
    if (const MlirAttribute* v = op.attribute("unit_diagonal")) t.unit_diagonal = as_bool(*v, "unit_diagonal");
    if (const MlirAttribute* v = op.attribute("transpose_a")) {
      const auto transpose = parse_transpose_a(v->text);
      if (!transpose) fail(v->offset, fmt::format("unknown transpose_a '{}' (NO_TRANSPOSE, TRANSPOSE or ADJOINT)", v->text));
      t.transpose_a = *transpose;
    }
    return emit(op, scope, OpCode::TriangularSolve, std::move(operands), std::move(a));
  }
  if (s == "map") {
    a.dimensions = as_ints(required(op, "dimensions"), "dimensions");
    Graph* computation = single_region_graph(op, scope, "computation");
    return emit(op, scope, OpCode::Map, std::move(operands), std::move(a), {computation});
  }
  if (s == "while") return import_while(op, scope, std::move(operands));
  if (s == "select_and_scatter") return import_select_and_scatter(op, scope, std::move(operands));
  if (s == "case" || s == "if") return import_branches(op, scope, std::move(operands));
  fail(op.offset, fmt::format("unsupported operation {}", name));
}

std::vector<Value> StablehloImporter::import_reduce(const MlirOperation& op, Scope& scope, std::vector<Value> operands) {
  if (operands.size() % 2 != 0 || operands.empty()) fail(op.offset, "stablehlo.reduce takes inputs and as many inits");
  Attrs a;
  a.dimensions = as_ints(required(op, "dimensions"), "dimensions");
  const std::vector<Value> inits(operands.begin() + static_cast<std::ptrdiff_t>(operands.size() / 2), operands.end());
  Graph* body = op.regions.empty() ? applied_reducer(op, inits) : single_region_graph(op, scope, "reducer");
  return emit(op, scope, OpCode::Reduce, std::move(operands), std::move(a), {body});
}

// A reduce_window's window, one dim per entry of `size`; `padding` is
// (low, high) per dim. Given as attributes or (dynamic_reduce_window) as
// folded operands.
std::vector<WindowDim> StablehloImporter::reduce_window_dims(const MlirOperation& op, const Dims& size, const Dims& strides,
                                                             const Dims& base, const Dims& dilation, const Dims& padding) {
  const size_t rank = size.size();
  if (strides.size() != rank || base.size() != rank || dilation.size() != rank || padding.size() != 2 * rank) {
    fail(op.offset, fmt::format("{}: window sizes, strides, dilations and padding of different ranks", op.name));
  }
  std::vector<WindowDim> window;
  for (size_t i = 0; i < rank; ++i) window.push_back(WindowDim{size[i], strides[i], padding[2 * i], padding[2 * i + 1], dilation[i], base[i], false});
  return window;
}

std::vector<Value> StablehloImporter::import_reduce_window(const MlirOperation& op, Scope& scope, std::vector<Value> operands) {
  if (operands.size() % 2 != 0 || operands.empty()) fail(op.offset, "stablehlo.reduce_window takes inputs and as many inits");
  const Dims size = as_ints(required(op, "window_dimensions"), "window_dimensions");
  const size_t rank = size.size();
  Attrs a;
  a.window = reduce_window_dims(op, size, ints_or(op, "window_strides", Dims(rank, 1)), ints_or(op, "base_dilations", Dims(rank, 1)),
                                ints_or(op, "window_dilations", Dims(rank, 1)), ints_or(op, "padding", Dims(2 * rank, 0)));
  Graph* body = single_region_graph(op, scope, "reducer");
  return emit(op, scope, OpCode::ReduceWindow, std::move(operands), std::move(a), {body});
}

std::vector<Value> StablehloImporter::import_convolution(const MlirOperation& op, Scope& scope, std::vector<Value> operands) {
  // dynamic_conv: the padding as a third operand, [spatial dims, 2], folded.
  std::optional<Dims> padding_operand;
  if (short_name(op.name) == "dynamic_conv") {
    if (operands.size() != 3) fail(op.offset, "stablehlo.dynamic_conv takes lhs, rhs and padding");
    padding_operand = constant_ints(op, operands[2], "padding");
    operands.pop_back();
  }
  if (operands.size() != 2) fail(op.offset, "stablehlo.convolution takes two operands");
  const MlirAttribute& d = required_struct(op, "dimension_numbers");
  Attrs a;
  a.conv.input_batch = field_int(d, "input_batch_dimension", 0);
  a.conv.input_feature = field_int(d, "input_feature_dimension", 1);
  a.conv.input_spatial = field_ints(d, "input_spatial_dimensions");
  a.conv.kernel_input_feature = field_int(d, "kernel_input_feature_dimension", 0);
  a.conv.kernel_output_feature = field_int(d, "kernel_output_feature_dimension", 1);
  a.conv.kernel_spatial = field_ints(d, "kernel_spatial_dimensions");
  a.conv.output_batch = field_int(d, "output_batch_dimension", 0);
  a.conv.output_feature = field_int(d, "output_feature_dimension", 1);
  a.conv.output_spatial = field_ints(d, "output_spatial_dimensions");
  const size_t n = a.conv.kernel_spatial.size();
  const Dims strides = ints_or(op, "window_strides", Dims(n, 1));
  const Dims padding = padding_operand ? *padding_operand : ints_or(op, "padding", Dims(2 * n, 0));
  const Dims lhs_dilation = ints_or(op, "lhs_dilation", Dims(n, 1));
  const Dims rhs_dilation = ints_or(op, "rhs_dilation", Dims(n, 1));
  const Dims reversal = ints_or(op, "window_reversal", Dims(n, 0));
  if (strides.size() != n || padding.size() != 2 * n || lhs_dilation.size() != n || rhs_dilation.size() != n ||
      reversal.size() != n) {
    fail(op.offset, "convolution window attributes do not match its spatial dimensions");
  }
  const TensorType& kernel = operands[1].type();
  for (size_t i = 0; i < n; ++i) {
    const int64_t kd = a.conv.kernel_spatial[i];
    if (kd < 0 || kd >= kernel.rank()) fail(op.offset, "kernel spatial dimension out of range");
    a.window.push_back(WindowDim{kernel.dims[static_cast<size_t>(kd)], strides[i], padding[2 * i], padding[2 * i + 1],
                                 rhs_dilation[i], lhs_dilation[i], reversal[i] != 0});
  }
  if (const MlirAttribute* f = op.attribute("feature_group_count")) a.feature_group_count = as_int(*f, "feature_group_count");
  if (const MlirAttribute* b = op.attribute("batch_group_count")) a.batch_group_count = as_int(*b, "batch_group_count");
  return emit(op, scope, OpCode::Convolution, std::move(operands), std::move(a));
}

// select_and_scatter (max pooling's gradient): ir/select_and_scatter.h.
std::vector<Value> StablehloImporter::import_select_and_scatter(const MlirOperation& op, Scope& scope, std::vector<Value> operands) {
  if (operands.size() != 3 || op.regions.size() != 2) fail(op.offset, "select_and_scatter takes operand, source, init and two regions");
  const size_t rank = static_cast<size_t>(operands[0].type().rank());
  const Dims size = as_ints(required(op, "window_dimensions"), "window_dimensions");
  const Dims strides = ints_or(op, "window_strides", Dims(rank, 1));
  const Dims padding = ints_or(op, "padding", Dims(2 * rank, 0));
  if (size.size() != rank || strides.size() != rank || padding.size() != 2 * rank) {
    fail(op.offset, "select_and_scatter window attributes do not match the operand's rank");
  }
  std::vector<WindowDim> window;
  for (size_t d = 0; d < rank; ++d) window.push_back(WindowDim{size[d], strides[d], padding[2 * d], padding[2 * d + 1], 1, 1, false});
  Graph* select = region_graph(op, op.regions[0], scope, "select");
  Graph* combine = region_graph(op, op.regions[1], scope, "scatter");
  GraphBuilder b(scope.graph);
  std::vector<Value> result;
  try {
    result = {build_select_and_scatter(*module_, b, operands[0], operands[1], operands[2], window, *select, combine,
                                       node_name(op, scope))};
  } catch (const UserError& e) {
    fail(op.offset, fmt::format("in {}: {}", op.name, e.what()));
  }
  check_declared(op, result);
  return result;
}

// batch_norm_* as XLA's batch-norm ops (batch_norm.h): the same arithmetic.
std::vector<Value> StablehloImporter::import_batch_norm(const MlirOperation& op, Scope& scope, const std::vector<Value>& operands) {
  const std::string s = short_name(op.name);
  const size_t arity = s == "batch_norm_training" ? 3 : 5;
  if (operands.size() != arity) fail(op.offset, fmt::format("{} takes {} operands, got {}", op.name, arity, operands.size()));
  BatchNormSpec spec;
  spec.epsilon = as_float(required(op, "epsilon"), "epsilon");
  spec.feature_index = as_int(required(op, "feature_index"), "feature_index");
  if (spec.feature_index < 0 || spec.feature_index >= operands[0].type().rank()) {
    fail(op.offset, fmt::format("feature_index {} is out of range for a rank-{} operand", spec.feature_index, operands[0].type().rank()));
  }
  for (size_t i = 1; i < operands.size(); ++i) {
    const Value& v = operands[i];
    const bool per_feature = s == "batch_norm_grad" && i == 4 ? v.type().dims == operands[0].type().dims
                                                               : v.type().dims == Dims{operands[0].type().dims[static_cast<size_t>(spec.feature_index)]};
    if (!per_feature) fail(op.offset, fmt::format("{} operand {} has shape {}, which does not fit the operand and feature_index", op.name, i, v.type().to_string(false)));
  }
  GraphBuilder b(scope.graph);
  std::vector<Value> results;
  try {
    if (s == "batch_norm_training") {
      results = batch_norm_training(*module_, b, operands[0], operands[1], operands[2], spec);
    } else if (s == "batch_norm_inference") {
      results = {batch_norm_inference(*module_, b, operands[0], operands[1], operands[2], operands[3], operands[4], spec)};
    } else {
      results = batch_norm_grad(*module_, b, operands[0], operands[1], operands[2], operands[3], operands[4], spec);
    }
  } catch (const UserError& e) {
    fail(op.offset, fmt::format("in {}: {}", op.name, e.what()));
  }
  check_declared(op, results);
  return results;
}

}  // namespace kiln::stablehlo_import
