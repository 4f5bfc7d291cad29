// custom_call targets (LAPACK, random bits, ByteIR, dynamic shapes) and check ops.
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

#include "expand/byteir_custom_calls.h"
#include "expand/philox.h"
#include "expand/threefry.h"
#include "expand/top_k.h"
#include "importer/custom_call_targets.h"
#include "expand/shape_arithmetic.h"
#include "importer/dense_literal.h"
#include "importer/text_cursor.h"
#include "ir/shape_inference.h"
#include "support/error.h"

namespace kiln::stablehlo_import {

// JAX's lapack_?xxxx_ffi: a lapack-call node on the (re, im) pairs of
// complex operands, its complex results unpacked again.
std::vector<Imported> StablehloImporter::import_lapack_call(const MlirOperation& op, Scope& scope) {
  const std::string& t = required(op, "call_target_name").text;
  MlirAttribute no_config;
  no_config.kind = Kind::Dictionary;
  const MlirAttribute* config = op.attribute("mhlo.backend_config");
  Attrs a;
  try {
    a.lapack = lapack_call_options(t, config ? *config : no_config);
    if (op.result_types.size() > 2) fit_lapack_declared_shapes(a.lapack, op.result_types[2].tensor.dims);
  } catch (const UserError& e) {
    fail(config ? config->offset : op.offset, fmt::format("in custom_call @{}: {}", t, e.what()));
  }
  const std::vector<Imported> operands = lookup_all(op.operands, scope);
  GraphBuilder b(scope.graph);
  std::vector<Value> packed;
  std::vector<TensorType> types;
  for (const Imported& v : operands) {
    if (v.is_tuple || v.is_complex() != a.lapack.complex) {
      fail(op.offset, fmt::format("custom_call @{} takes {} matrices", t, a.lapack.complex ? "complex" : "real"));
    }
    packed.push_back(pack_pairs(b, v));
    types.push_back(packed.back().type());
  }
  std::vector<TensorType> inferred;
  try {
    inferred = infer_result_types(OpCode::Lapack, types, a, {}, {});
  } catch (const UserError& e) {
    fail(op.offset, fmt::format("in custom_call @{}: {}", t, e.what()));
  }
  const LapackOptions options = a.lapack;
  const std::vector<Value> results = emit(op, scope, OpCode::Lapack, std::move(packed), std::move(a), {}, inferred);
  std::vector<Imported> out;
  for (size_t i = 0; i < results.size(); ++i) {
    out.push_back(lapack_result_is_complex(options, i) ? unpack_pairs(b, results[i]) : Imported{results[i], {}});
  }
  if (out.size() != op.result_types.size()) fail(op.offset, fmt::format("custom_call @{} gives {} results, the text declares {}", t, out.size(), op.result_types.size()));
  for (size_t i = 0; i < out.size(); ++i) {
    if (!matches(out[i], op.result_types[i])) {
      fail(op.offset, fmt::format("custom_call @{} result {} is {}, the text declares {}", t, i, type_string(out[i]), op.result_types[i].to_string()));
    }
  }
  return out;
}

// The shape-polymorphic ops jax.export writes as custom calls (StableHLO's
// dynamism RFC): their sizes are operands, folded to constants here, and
// each is then its static form.
std::vector<Value> StablehloImporter::import_dynamic_custom_call(const MlirOperation& op, Scope& scope) {
  const std::string& t = required(op, "call_target_name").text;
  std::vector<Value> operands = reals(op, lookup_all(op.operands, scope));
  if (t == "stablehlo.dynamic_rng_bit_generator") {  // (state, output shape) -> (state, bits)
    const std::vector<TensorType> declared = declared_results(op);
    if (operands.size() != 2 || declared.size() != 2) fail(op.offset, "custom_call @stablehlo.dynamic_rng_bit_generator takes (state, shape) and gives (state, bits)");
    const std::vector<TensorType> bits = result_with_dims(op, constant_ints(op, operands[1], "output shape"), 1);
    return rng_bit_generator(op, scope, operands[0], bits[0]);
  }
  if (t == "stablehlo.dynamic_top_k") {  // (operand, k) -> (values, indices)
    if (operands.size() != 2 || op.num_results() != 2) fail(op.offset, "custom_call @stablehlo.dynamic_top_k takes (operand, k) and returns (values, indices)");
    const Dims k = constant_ints(op, operands[1], "k");
    if (k.size() != 1 || k[0] < 0) fail(op.offset, "custom_call @stablehlo.dynamic_top_k: k must be one size, 0 or more");
    if (operands[0].type().rank() == 0 || k[0] > operands[0].type().dims.back()) {
      fail(op.offset, fmt::format("custom_call @stablehlo.dynamic_top_k: k = {} of a last dim of {}", k[0],
                                  operands[0].type().rank() ? operands[0].type().dims.back() : 0));
    }
    GraphBuilder b(scope.graph);
    std::vector<Value> results;
    try {
      results = top_k(*module_, b, operands[0], k[0]);
    } catch (const UserError& e) {
      fail(op.offset, fmt::format("in custom_call @stablehlo.dynamic_top_k: {}", e.what()));
    }
    check_declared(op, results);
    return results;
  }
  // (inputs..., inits..., window_dimensions, window_strides, base_dilations,
  // window_dilations, padding) with the reducer in called_computations.
  if (operands.size() < 7 || (operands.size() - 5) % 2 != 0) {
    fail(op.offset, "custom_call @stablehlo.dynamic_reduce_window takes inputs, as many inits, and five window operands");
  }
  const size_t n = (operands.size() - 5) / 2;
  Attrs a;
  a.window = reduce_window_dims(op, constant_ints(op, operands[2 * n], "window_dimensions"), constant_ints(op, operands[2 * n + 1], "window_strides"),
                                constant_ints(op, operands[2 * n + 2], "base_dilations"), constant_ints(op, operands[2 * n + 3], "window_dilations"),
                                constant_ints(op, operands[2 * n + 4], "padding"));
  operands.resize(2 * n);
  return emit(op, scope, OpCode::ReduceWindow, std::move(operands), std::move(a), {called_function_graph(op, scope, "reducer")});
}

// rng_bit_generator's bits: DEFAULT is Philox, as XLA's CPU and GPU
// backends run it (philox.h).
std::vector<Value> StablehloImporter::rng_bit_generator(const MlirOperation& op, Scope& scope, const Value& state,
                                                        const TensorType& output) {
  const MlirAttribute* algorithm = op.attribute("rng_algorithm");
  const std::string name = algorithm ? algorithm->text : "DEFAULT";
  if (name != "DEFAULT" && name != "PHILOX") fail(algorithm->offset, fmt::format("unsupported: rng_bit_generator with rng_algorithm {}", name));
  GraphBuilder b(scope.graph);
  std::pair<Value, Value> r;
  try {
    r = philox_bit_generator(b, state, output);
  } catch (const UserError& e) {
    fail(op.offset, fmt::format("in {}: {}", op.name, e.what()));
  }
  std::vector<Value> results{r.first, r.second};
  check_declared(op, results);
  return results;
}

// JAX's shape_assertion(pred, values...) {error_message}: the argument shapes
// meet the polymorphic specification. Its predicate is shape arithmetic, so in
// a program specialized to its argument shapes it folds here: a false one is
// the error JAX would raise, its {0}, {1}, ... the values.
std::vector<Value> StablehloImporter::check_shape_assertion(const MlirOperation& op, Scope& scope) {
  const std::vector<Value> operands = reals(op, lookup_all(op.operands, scope));
  if (operands.empty()) fail(op.offset, "custom_call @shape_assertion takes a predicate and the values its message names");
  const std::optional<std::vector<int64_t>> holds = fold_integers(operands[0]);
  if (!holds) fail(op.offset, "unsupported: custom_call @shape_assertion whose predicate is computed at run time (kiln's shapes are static)");
  if (std::all_of(holds->begin(), holds->end(), [](int64_t v) { return v != 0; })) return {};
  const MlirAttribute* message = op.attribute("error_message");
  std::string text = message ? message->text : "shape assertion failed";
  for (size_t i = 1; i < operands.size(); ++i) {
    const std::optional<std::vector<int64_t>> value = fold_integers(operands[i]);
    const std::string shown = value && value->size() == 1 ? std::to_string((*value)[0]) : "?";
    const std::string field = fmt::format("{{{}}}", i - 1);
    for (size_t at = text.find(field); at != std::string::npos; at = text.find(field, at + shown.size())) text.replace(at, field.size(), shown);
  }
  fail(op.offset, fmt::format("the inputs do not meet the program's shape assertion: {}", text));
}

// JAX's approx_top_k off the TPU (is_fallback): exact, as XLA's
// ApproxTopKFallback computes it, a sort of (operand, iota) by the called
// comparator along reduction_dim, each result the first of the sorted
// elements its declared shape holds (k of them with aggregate_to_topk). The
// dynamic form adds k and the results' shapes as operands.
std::vector<Value> StablehloImporter::import_approx_top_k(const MlirOperation& op, Scope& scope) {
  const std::string& t = required(op, "call_target_name").text;
  const std::vector<Value> operands = reals(op, lookup_all(op.operands, scope));
  const bool dynamic = t == "stablehlo.dynamic_approx_top_k";
  if (operands.size() != (dynamic ? 7u : 4u) || op.num_results() != 2) {
    fail(op.offset, fmt::format("custom_call @{} takes (operand, iota, init value, init index{}) and returns (values, indices)", t,
                                dynamic ? ", k, values' shape, indices' shape" : ""));
  }
  int64_t dim = 0;
  if (const MlirAttribute* config = op.attribute("mhlo.backend_config")) {
    for (const auto& [key, value] : config->fields) {
      if (key == "reduction_dim") dim = as_int(value, "reduction_dim");
    }
  }
  const TensorType& input = operands[0].type();
  if (dim < 0 || dim >= input.rank()) fail(op.offset, fmt::format("custom_call @{}: reduction_dim {} of a rank-{} operand", t, dim, input.rank()));
  std::vector<TensorType> results = declared_results(op);
  if (dynamic) {
    for (size_t i = 0; i < 2; ++i) {
      const TensorType shaped(results[i].dtype, constant_ints(op, operands[5 + i], i == 0 ? "values' shape" : "indices' shape"));
      if (!fits_declared(shaped, results[i])) {
        fail(op.offset, fmt::format("custom_call @{}: result {} is {} by its shape operand, {} as declared", t, i, shaped.to_string(false), results[i].to_string(false)));
      }
      results[i] = shaped;
    }
  }
  for (const TensorType& r : results) {
    bool fits = r.rank() == input.rank() && r.dims[static_cast<size_t>(dim)] <= input.dims[static_cast<size_t>(dim)];
    for (int64_t d = 0; fits && d < input.rank(); ++d) fits = d == dim || r.dims[static_cast<size_t>(d)] == input.dims[static_cast<size_t>(d)];
    if (!fits) fail(op.offset, fmt::format("custom_call @{}: a result of {} does not fit the top of {} along dim {}", t, r.to_string(false), input.to_string(false), dim));
  }
  Attrs a;
  a.dimensions = {dim};
  a.is_stable = true;
  const std::vector<Value> sorted = emit(op, scope, OpCode::Sort, {operands[0], operands[1]}, std::move(a),
                                         {called_function_graph(op, scope, "comparator")}, std::vector<TensorType>{input, operands[1].type()});
  GraphBuilder b(scope.graph);
  std::vector<Value> out;
  for (size_t i = 0; i < 2; ++i) {
    std::vector<SliceDim> ranges;
    for (int64_t d : results[i].dims) ranges.push_back({0, d, 1});
    out.push_back(b.slice(sorted[i], ranges));
  }
  check_declared(op, out);
  return out;
}

std::vector<Value> StablehloImporter::import_custom_call(const MlirOperation& op, Scope& scope) {
  const MlirAttribute& target = required(op, "call_target_name");
  const std::string& t = target.text;
  if (t == "check.expect_eq" || t == "check.expect_close" || t == "check.expect_almost_eq" || t == "check.eq") {
    if (op.operands.size() != 2) fail(op.offset, fmt::format("custom_call @{} takes two operands", t));
    ProgramCheck check;
    check.op = "custom_call @" + t;
    // StableHLO's interpreter (stablehlo-translate --interpret) runs them so.
    if (t == "check.expect_close") {
      check.kind = CheckKind::Close;
      check.max_ulp = 3;
    } else if (t == "check.expect_almost_eq") {
      check.kind = CheckKind::AlmostEq;
      check.tolerance = 1e-3;
    } else if (t == "check.eq") {
      const Imported expected = lookup(op.operands[1], scope);
      check.kind = is_float(expected.type().dtype) ? CheckKind::AlmostEq : CheckKind::Eq;
      check.tolerance = 1e-4;
    }
    add_check(op, scope, std::move(check), op.operands[0], op.operands[1]);
    std::vector<Value> results;
    if (op.num_results() == 1) {  // check.eq returns a pred[] that is always true
      GraphBuilder b(scope.graph);
      results.push_back(b.scalar(DType::Pred, 1));
    }
    return results;
  }
  if (t == "shape_assertion") return check_shape_assertion(op, scope);
  if (t == "kiln.host_callback") return import_host_callback(op, scope);
  if ((t == "Sharding" || t == "SPMDFullToShardShape" || t == "SPMDShardToFullShape") && module_->mesh().devices() > 1) {
    return import_gspmd_call(op, scope);
  }
  if (t == "ApproxTopK" || t == "stablehlo.dynamic_approx_top_k") return import_approx_top_k(op, scope);
  if (t == "stablehlo.dynamic_top_k" || t == "stablehlo.dynamic_reduce_window" || t == "stablehlo.dynamic_rng_bit_generator") {
    return import_dynamic_custom_call(op, scope);
  }
  switch (custom_call_meaning(t)) {
    case CustomCallMeaning::Identity: {
      const std::vector<Imported> operands = lookup_all(op.operands, scope);
      std::vector<Value> results = reals(op, operands);
      check_declared(op, results);
      return results;
    }
    case CustomCallMeaning::Sink: {
      lookup_all(op.operands, scope);  // each operand must be defined
      if (!declared_results(op).empty()) fail(op.offset, fmt::format("custom_call @{} returns nothing", t));
      return {};
    }
    case CustomCallMeaning::TriangularSolve: {
      const std::vector<Imported> operands = lookup_all(op.operands, scope);
      // (a, b), or (a, b, alpha) as JAX exported it before 2025: alpha scales b.
      if (operands.size() != 2 && operands.size() != 3) fail(op.offset, fmt::format("custom_call @{} takes a, b and an optional alpha", t));
      const MlirAttribute* config = op.attribute("mhlo.backend_config");
      if (!config) fail(op.offset, fmt::format("custom_call @{} needs mhlo.backend_config = {{...}}", t));
      Attrs a;
      try {
        a.triangular_solve = lapack_trsm_options(*config);
      } catch (const UserError& e) {
        fail(config->offset, fmt::format("in custom_call @{}: {}", t, e.what()));
      }
      std::vector<Value> ab = reals(op, operands);
      if (ab.size() == 3) {
        GraphBuilder b(scope.graph);
        if (ab[2].type().rank() != 0) fail(op.offset, fmt::format("custom_call @{}: alpha must be a scalar", t));
        ab[1] = b.mul(ab[1], b.broadcast(ab[2], ab[1].type().dims, {}));
        ab.pop_back();
      }
      return emit(op, scope, OpCode::TriangularSolve, std::move(ab), std::move(a));
    }
    case CustomCallMeaning::TopK: {
      const std::vector<Imported> operands = lookup_all(op.operands, scope);
      const std::vector<TensorType> declared = declared_results(op);
      if (operands.size() != 1 || declared.size() != 2 || declared[0].rank() == 0) {
        fail(op.offset, "custom_call @TopK takes one operand and returns (values, indices)");
      }
      GraphBuilder b(scope.graph);
      std::vector<Value> results;
      try {
        results = top_k(*module_, b, reals(op, operands)[0], declared[0].dims.back());
      } catch (const UserError& e) {
        fail(op.offset, fmt::format("in custom_call @TopK: {}", e.what()));
      }
      check_declared(op, results);
      return results;
    }
    case CustomCallMeaning::Threefry2x32: {
      const std::vector<Value> operands = reals(op, lookup_all(op.operands, scope));
      if (operands.size() != 4) fail(op.offset, fmt::format("custom_call @{} takes key0, key1, count0 and count1", t));
      GraphBuilder b(scope.graph);
      std::vector<Value> results;
      try {
        const auto [y0, y1] = threefry2x32(b, operands[0], operands[1], operands[2], operands[3]);
        results = {y0, y1};
      } catch (const UserError& e) {
        fail(op.offset, fmt::format("in custom_call @{}: {}", t, e.what()));
      }
      check_declared(op, results);
      return results;
    }
    case CustomCallMeaning::Chlo: {
      const std::vector<Value> operands = reals(op, lookup_all(op.operands, scope));
      GraphBuilder b(scope.graph);
      std::vector<Value> results;
      try {
        results = decompose_chlo(*module_, b, std::string(custom_call_chlo_op(t)), operands, {});
      } catch (const UserError& e) {
        fail(op.offset, fmt::format("in custom_call @{}: {}", t, e.what()));
      }
      check_declared(op, results);
      return results;
    }
    case CustomCallMeaning::Lapack:  // import_operation sent these to import_lapack_call
    case CustomCallMeaning::Unknown: break;
  }
  if (is_byteir_target(t)) return import_byteir_call(op, scope);
  fail(target.offset, fmt::format("unsupported custom_call target @{}", t));
}

std::vector<Value> StablehloImporter::import_host_callback(const MlirOperation& op, Scope& scope) {
  const MlirAttribute* config = op.attribute("backend_config");
  HostCallbackOptions h;
  try {
    if (!config || config->kind != MlirAttribute::Kind::String || config->text.empty() ||
        config->text.find_first_not_of("0123456789") != std::string::npos) {
      throw std::invalid_argument("not a number");
    }
    size_t used = 0;
    h.id = std::stoull(config->text, &used);
    if (used != config->text.size()) throw std::invalid_argument("trailing");
  } catch (const std::exception&) {
    fail(config ? config->offset : op.offset, "custom_call @kiln.host_callback needs backend_config = \"ID\", the callback's number");
  }
  std::vector<Value> operands = reals(op, lookup_all(op.operands, scope));
  h.operands = static_cast<int64_t>(operands.size());
  std::vector<TensorType> declared = declared_results(op);
  const bool returns = !declared.empty();
  declared.push_back(TensorType(DType::Pred, {}));  // only the next callback's order edge
  // JAX runs a callback outside shard_map once, on the whole value (its
  // maximal sharding, which the plugin package writes as kiln.once); with
  // results, every device calls it (a pure callback may be called again).
  const MlirAttribute* once = op.attribute("kiln.once");
  const bool placed_once = once && once->kind == MlirAttribute::Kind::Bool ? once->boolean : manual_depth_ == 0;
  h.once = !returns && module_->mesh().devices() > 1 && placed_once;
  const auto last = last_host_callback_.find(scope.graph);
  if (last != last_host_callback_.end()) operands.push_back(last->second);
  Attrs a;
  a.host_callback = h;
  GraphBuilder b(scope.graph);
  Node* n = nullptr;
  try {
    n = b.add(OpCode::HostCallback, std::move(operands), std::move(a), {}, declared);
  } catch (const UserError& e) {
    fail(op.offset, fmt::format("in custom_call @kiln.host_callback: {}", e.what()));
  }
  last_host_callback_[scope.graph] = n->result(static_cast<int>(declared.size()) - 1);
  std::vector<Value> results;
  for (int i = 0; i + 1 < n->num_results(); ++i) results.push_back(n->result(i));
  return results;
}

std::vector<Value> StablehloImporter::import_byteir_call(const MlirOperation& op, Scope& scope) {
  const std::string& t = required(op, "call_target_name").text;
  ByteirAttributes attrs;
  if (const MlirAttribute* d = op.attribute("byteir_attrs")) {
    if (d->kind != Kind::Dictionary) fail(d->offset, "byteir_attrs must be a dictionary");
    for (const auto& [key, value] : d->fields) {
      if (key == "axis") attrs.axis = value.kind == Kind::Array ? as_ints(value, "axis") : Dims{as_int(value, "axis")};
      if (key == "epsilon") attrs.epsilon = as_float(value, "epsilon");
      if (key == "approximate") attrs.approximate = value.text;
      if (key == "reduction") attrs.reduction = as_int(value, "reduction");
      if (key == "ignore_index") attrs.ignore_index = as_int(value, "ignore_index");
    }
  }
  const std::vector<Value> operands = reals(op, lookup_all(op.operands, scope));
  GraphBuilder b(scope.graph);
  std::vector<Value> results;
  try {
    results = expand_byteir_call(*module_, b, t, operands, attrs, static_cast<size_t>(op.num_results()));
  } catch (const UserError& e) {
    fail(op.offset, fmt::format("in custom_call @{}: {}", t, e.what()));
  }
  check_declared(op, results);
  return results;
}

// The check dialect's own ops.
std::vector<Imported> StablehloImporter::import_check(const MlirOperation& op, Scope& scope) {
  ProgramCheck check;
  check.op = op.name;
  const std::string s = short_name(op.name);
  const bool is_const = s.size() > 6 && s.substr(s.size() - 6) == "_const";
  const std::string base = is_const ? s.substr(0, s.size() - 6) : s;
  if (base == "expect_eq") {
    check.kind = CheckKind::Eq;
  } else if (base == "expect_almost_eq") {
    check.kind = CheckKind::AlmostEq;
    check.tolerance = 1e-4;
    if (const MlirAttribute* tol = op.attribute("tolerance")) {
      if (tol->kind != Kind::Float && tol->kind != Kind::Integer) fail(tol->offset, "tolerance must be a number");
      check.tolerance = tol->real;
    }
  } else if (base == "expect_close") {
    check.kind = CheckKind::Close;
    check.max_ulp = 1;
    if (const MlirAttribute* m = op.attribute("max_ulp_difference")) check.max_ulp = as_int(*m, "max_ulp_difference");
    if (const MlirAttribute* m = op.attribute("min_ulp_difference")) check.min_ulp = as_int(*m, "min_ulp_difference");
  } else {
    fail(op.offset, fmt::format("unsupported check {}", op.name));
  }
  if (is_const) {
    if (op.operands.size() != 1) fail(op.offset, fmt::format("{} takes one operand and a constant", op.name));
    const MlirAttribute& value = required(op, "value");
    if (value.kind != Kind::DenseElements || !value.type) fail(value.offset, "expected dense<...> : tensor<...>");
    const std::string name = "%expected." + std::to_string(expected_constants_++);
    if (value.type->is_complex) {
      GraphBuilder b(scope.graph);
      scope.values[name.substr(1)] = {complex_constant_of(b, value, scope.prefix + name.substr(1))};
    } else {
      Attrs a;
      a.literal = std::make_shared<const Literal>(parse_dense_literal(src_, value.dense, value.type->tensor));
      Node* expected = scope.graph->add_node(OpCode::Constant, scope.prefix + "expected", {}, {a.literal->type()}, a);
      scope.values[name.substr(1)] = {{expected->result(), {}}};
    }
    add_check(op, scope, std::move(check), op.operands[0], MlirValueUse{name.substr(1), 0, value.offset});
  } else {
    if (op.operands.size() != 2) fail(op.offset, fmt::format("{} takes two operands", op.name));
    add_check(op, scope, std::move(check), op.operands[0], op.operands[1]);
  }
  return {};
}

void StablehloImporter::add_check(const MlirOperation& op, Scope& scope, ProgramCheck check, const MlirValueUse& actual,
                                  const MlirValueUse& expected) {
  if (scope.graph != entry_graph_) fail(op.offset, "unsupported: a check inside a region");
  PendingCheck p;
  p.actual = lookup(actual, scope);
  p.expected = lookup(expected, scope);
  if (p.actual.is_complex() != p.expected.is_complex() || !p.actual.type().same_logical(p.expected.type())) {
    fail(op.offset, fmt::format("{} compares {} with {}", op.name, type_string(p.actual), type_string(p.expected)));
  }
  check.complex_pairs = p.actual.is_complex();
  check.location = src_.location(op.offset);
  p.check = std::move(check);
  pending_checks_.push_back(std::move(p));
}

}  // namespace kiln::stablehlo_import
