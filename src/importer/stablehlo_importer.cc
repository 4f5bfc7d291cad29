// MlirModule -> Module: functions, scopes, the op dispatch and the nodes it builds (stablehlo_importer.h).
#include "importer/stablehlo_importer.h"

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

#include "expand/complex_ops.h"
#include "expand/shape_arithmetic.h"
#include "importer/call_layouts.h"
#include "importer/custom_call_targets.h"
#include "importer/dense_literal.h"
#include "importer/text_cursor.h"
#include "ir/shape_inference.h"
#include "ir/verifier.h"
#include "support/error.h"

namespace kiln::stablehlo_import {

// stablehlo ops that are one kiln elementwise op.
const std::unordered_map<std::string_view, OpCode>& elementwise_ops() {
  static const std::unordered_map<std::string_view, OpCode> ops = {
      {"abs", OpCode::Abs}, {"copy", OpCode::Copy}, {"negate", OpCode::Negate}, {"exponential", OpCode::Exp},
      {"exponential_minus_one", OpCode::Expm1}, {"log", OpCode::Log}, {"log_plus_one", OpCode::Log1p},
      {"logistic", OpCode::Logistic}, {"tanh", OpCode::Tanh}, {"sqrt", OpCode::Sqrt}, {"rsqrt", OpCode::Rsqrt},
      {"cbrt", OpCode::Cbrt}, {"sine", OpCode::Sin}, {"cosine", OpCode::Cos}, {"tan", OpCode::Tan},
      {"sign", OpCode::Sign}, {"floor", OpCode::Floor}, {"ceil", OpCode::Ceil},
      {"round_nearest_afz", OpCode::RoundNearestAfz}, {"round_nearest_even", OpCode::RoundNearestEven},
      {"not", OpCode::Not}, {"is_finite", OpCode::IsFinite}, {"popcnt", OpCode::PopCount},
      {"count_leading_zeros", OpCode::CountLeadingZeros}, {"convert", OpCode::Convert},
      {"add", OpCode::Add}, {"subtract", OpCode::Subtract}, {"multiply", OpCode::Multiply},
      {"divide", OpCode::Divide}, {"remainder", OpCode::Remainder}, {"power", OpCode::Power},
      {"maximum", OpCode::Maximum}, {"minimum", OpCode::Minimum}, {"atan2", OpCode::Atan2},
      {"and", OpCode::And}, {"or", OpCode::Or}, {"xor", OpCode::Xor}, {"shift_left", OpCode::ShiftLeft},
      {"shift_right_arithmetic", OpCode::ShiftRightArithmetic},
      {"shift_right_logical", OpCode::ShiftRightLogical}, {"select", OpCode::Select}, {"clamp", OpCode::Clamp},
  };
  return ops;
}

std::string short_name(std::string_view op) {
  const size_t dot = op.rfind('.');
  return std::string(dot == std::string_view::npos ? op : op.substr(dot + 1));
}

std::string types_string(const std::vector<TensorType>& types) {
  std::vector<std::string> parts;
  for (const auto& t : types) parts.push_back(declared_string(t));
  return fmt::format("({})", fmt::join(parts, ", "));
}

std::unique_ptr<Module> StablehloImporter::build() {
  module_ = std::make_unique<Module>(program_.name);
  // A program for several devices (JAX, XLA: mhlo.num_replicas, mhlo.num_partitions).
  DeviceMesh mesh;
  if (const MlirAttribute* r = program_.attributes.field("mhlo.num_replicas")) mesh.replicas = as_int(*r, "mhlo.num_replicas");
  if (const MlirAttribute* p = program_.attributes.field("mhlo.num_partitions")) mesh.partitions = as_int(*p, "mhlo.num_partitions");
  if (mesh.replicas < 1 || mesh.partitions < 1 || mesh.devices() > (int64_t{1} << 20)) {
    fail(program_.offset, fmt::format("the module's mhlo.num_replicas={} and mhlo.num_partitions={} are not a device count", mesh.replicas,
                                      mesh.partitions));
  }
  for (const auto& f : program_.functions) {
    if (!functions_.emplace(f.name, &f).second) fail(f.offset, fmt::format("function @{} is defined twice", f.name));
  }
  if (const std::optional<DeviceMesh> parallel = run_parallel_mesh(entry_function())) {
    if (mesh.devices() > 1 && mesh != *parallel) {
      fail(program_.offset, "the module's mhlo.num_replicas and mhlo.num_partitions disagree with its interpreter.run_parallel");
    }
    mesh = *parallel;
  }
  module_->set_mesh(mesh);
  for (const auto& g : program_.globals) {
    if (!globals_.emplace(g.name, &g).second) fail(g.offset, fmt::format("global @{} is defined twice", g.name));
  }
  const MlirFunction& main = entry_function();
  read_shardings(main);
  Graph* g = module_->add_graph(main.name);
  Scope scope;
  scope.graph = g;
  entry_graph_ = g;
  if (options_.argument_shapes.size() > main.arguments.size()) {
    fail(main.offset, fmt::format("{} argument shapes given, but @{} takes {} argument(s)", options_.argument_shapes.size(), main.name,
                                  main.arguments.size()));
  }
  for (size_t i = 0; i < main.arguments.size(); ++i) {
    MlirBlockArgument arg = main.arguments[i];
    if (arg.donated) module_->add_donated_parameter(i);
    arg.type.tensor = argument_type(main, i);
    if (arg.type.is_tuple) fail(arg.offset, fmt::format("unsupported: a tuple parameter of @{} (%{})", main.name, arg.name));
    if (arg.type.quant) {
      fail(arg.offset, fmt::format("unsupported: a quantized parameter of @{} (%{}): kiln runs quantize/dequantize pairs inside a program", main.name, arg.name));
    }
    if (!arg.type.is_complex) {
      const Value p = g->add_parameter(arg.name, arg.type.tensor)->result();
      scope.values[arg.name] = {{p, {}}};
      const auto& placed = module_->shardings().parameters;
      if (i < placed.size() && placed[i]) {
        value_shardings_.emplace(std::make_pair(p.node, p.index), *placed[i]);
        if (!placed[i]->unreduced.empty()) set_partial_axes(p, placed[i]->unreduced);
      }
      continue;
    }
    // A complex argument is its (re, im) pairs: a real array with a last dim of 2.
    Dims dims = arg.type.tensor.dims;
    dims.push_back(2);
    const TensorType pairs(arg.type.tensor.dtype, dims);
    GraphBuilder b(g);
    scope.values[arg.name] = {unpack_pairs(b, g->add_parameter(arg.name, pairs)->result())};
    g->mark_complex_parameter(g->parameters().size() - 1);
  }
  in_progress_.push_back(main.name);
  const std::vector<Imported> returned = import_body(main.body, scope);
  check_function_results(main, returned);
  std::vector<Value> results;
  GraphBuilder b(g);
  // A tuple result is its elements, in order (as HLO's tuple-shaped root is).
  for (const Imported& v : leaves(returned)) {
    if (v.is_complex()) g->mark_complex_output(results.size());
    results.push_back(pack_pairs(b, v));
  }
  hold_results_as_placed(results);
  place_unplaced_results(results);
  module_->set_num_results(static_cast<int64_t>(results.size()));
  for (auto& check : pending_checks_) {
    check_on_its_device(check);
    check.check.actual_output = output_index(results, pack_pairs(b, check.actual));
    check.check.expected_output = output_index(results, pack_pairs(b, check.expected));
    if (check.actual.is_complex()) g->mark_complex_output(static_cast<size_t>(check.check.actual_output));
    if (check.expected.is_complex()) g->mark_complex_output(static_cast<size_t>(check.check.expected_output));
    module_->add_check(std::move(check.check));
  }
  if (results.empty() && !options_.allow_no_results) fail(main.offset, fmt::format("@{} returns nothing and checks nothing", main.name));
  g->set_outputs(results);
  g->set_returns_tuple(results.size() != 1);
  module_->set_entry(g);
  match_call_layouts(*module_);
  verify_module(*module_);
  return std::move(module_);
}

[[noreturn]] void StablehloImporter::fail(size_t offset, std::string_view message) const {
  throw UserError(fmt::format("{}: {}", src_.location(offset), message));
}

const MlirFunction& StablehloImporter::entry_function() const {
  const MlirFunction* main = nullptr;
  for (const auto& f : program_.functions) {
    if (f.name == "main") main = &f;
  }
  if (!main) {
    for (const auto& f : program_.functions) {
      if (!f.is_public) continue;
      if (main) fail(f.offset, "no @main and more than one public function: which is the entry?");
      main = &f;
    }
  }
  if (!main) fail(program_.offset, "the program has no @main (or public) function");
  return *main;
}

int StablehloImporter::output_index(std::vector<Value>& outputs, Value v) {
  for (size_t i = 0; i < outputs.size(); ++i) {
    if (outputs[i] == v) return static_cast<int>(i);
  }
  outputs.push_back(v);
  return static_cast<int>(outputs.size() - 1);
}

bool StablehloImporter::matches(const Imported& v, const MlirType& t) {
  if (v.is_tuple || t.is_tuple) {
    if (v.is_tuple != t.is_tuple || v.elements.size() != t.elements.size()) return false;
    for (size_t i = 0; i < v.elements.size(); ++i) {
      if (!matches(v.elements[i], t.elements[i])) return false;
    }
    return true;
  }
  return v.is_complex() == t.is_complex && fits_declared(v.type(), t.tensor);
}

std::string StablehloImporter::type_string(const Imported& v) {
  if (v.is_tuple) {
    std::vector<std::string> parts;
    for (const Imported& e : v.elements) parts.push_back(type_string(e));
    return fmt::format("tuple<{}>", fmt::join(parts, ", "));
  }
  return v.is_complex() ? fmt::format("complex<{}>", v.type().to_string(false)) : v.type().to_string(false);
}

// The arrays of values, tuples flattened in order.
std::vector<Imported> StablehloImporter::leaves(const std::vector<Imported>& values) {
  std::vector<Imported> out;
  for (const Imported& v : values) {
    if (!v.is_tuple) {
      out.push_back(v);
      continue;
    }
    for (const Imported& e : leaves(v.elements)) out.push_back(e);
  }
  return out;
}

void StablehloImporter::check_function_results(const MlirFunction& f, const std::vector<Imported>& results) const {
  bool same = results.size() == f.result_types.size();
  for (size_t i = 0; same && i < results.size(); ++i) same = matches(results[i], f.result_types[i]);
  if (!same) {
    std::vector<std::string> got, declared;
    for (const Imported& v : results) got.push_back(type_string(v));
    for (const auto& t : f.result_types) declared.push_back(t.to_string());
    fail(f.offset, fmt::format("@{} is declared to return ({}) but returns ({})", f.name, fmt::join(declared, ", "),
                               fmt::join(got, ", ")));
  }
}

// Imports the operations of a body; returns the values its terminator returns.
std::vector<Imported> StablehloImporter::import_body(const MlirRegion& body, Scope& scope) {
  if (body.operations.empty()) fail(body.offset, "an empty region (it needs a return)");
  if (!body.later_blocks.empty()) {
    fail(body.later_blocks[0].offset, "unsupported: several blocks in an operation's region (only a function body may branch)");
  }
  for (size_t i = 0; i < body.operations.size(); ++i) {
    const MlirOperation& op = body.operations[i];
    const bool last = i + 1 == body.operations.size();
    if (is_terminator(op.name)) {
      if (!last) fail(op.offset, fmt::format("{} must end its region", op.name));
      return lookup_all(op.operands, scope);
    }
    if (last) fail(op.offset, fmt::format("the region ends with {}, not a return", op.name));
    std::vector<Imported> results = import_operation(op, scope);
    bind_results(op, results, scope);
  }
  return {};
}

bool StablehloImporter::is_terminator(const std::string& name) {
  return name == "return" || name == "func.return" || name == "stablehlo.return" || name == "sdy.return";
}

void StablehloImporter::bind_results(const MlirOperation& op, const std::vector<Imported>& results, Scope& scope) {
  if (static_cast<int64_t>(results.size()) != op.num_results()) {
    fail(op.offset, fmt::format("{} gives {} result(s), the text names {}", op.name, results.size(), op.num_results()));
  }
  size_t next = 0;
  for (const auto& group : op.results) {
    std::vector<Imported> values(results.begin() + static_cast<std::ptrdiff_t>(next),
                              results.begin() + static_cast<std::ptrdiff_t>(next + static_cast<size_t>(group.count)));
    next += static_cast<size_t>(group.count);
    if (!scope.values.emplace(group.name, std::move(values)).second) {
      fail(op.offset, fmt::format("%{} is defined twice", group.name));
    }
  }
}

std::vector<Imported> StablehloImporter::lookup_all(const std::vector<MlirValueUse>& uses, Scope& scope) {
  std::vector<Imported> out;
  for (const auto& u : uses) out.push_back(lookup(u, scope));
  return out;
}

// Operands of an op that takes no complex values.
std::vector<Value> StablehloImporter::reals(const MlirOperation& op, const std::vector<Imported>& values) const {
  std::vector<Value> out;
  for (const Imported& v : values) {
    if (v.is_tuple) fail(op.offset, fmt::format("unsupported: {} on a tuple", op.name));
    if (v.is_complex()) fail(op.offset, fmt::format("unsupported: {} on complex values", op.name));
    out.push_back(v.re);
  }
  return out;
}

// The value `outer` of an enclosing graph, as seen inside `scope`'s graph.
Value StablehloImporter::capture(const MlirValueUse& use, Scope& scope, Value outer) {
  if (scope.captured) {
    for (size_t i = 0; i < scope.captured->size(); ++i) {
      if ((*scope.captured)[i] == outer) return scope.graph->parameters()[parameter_base(scope) + i]->result();
    }
    scope.captured->push_back(outer);
    return scope.graph->add_parameter(fmt::format("captured.{}", use.name), outer.type())->result();
  }
  if (outer.node->op() == OpCode::Constant) {
    return scope.graph->add_node(OpCode::Constant, outer.node->name(), {}, {outer.type()}, outer.node->attrs())->result();
  }
  fail(use.offset, fmt::format("unsupported: this region uses %{} from outside it (only while/case/if regions and "
                               "constants may)", use.name));
}

Imported StablehloImporter::lookup(const MlirValueUse& use, Scope& scope) {
  auto it = scope.values.find(use.name);
  if (it != scope.values.end()) {
    if (use.index < 0 || use.index >= static_cast<int64_t>(it->second.size())) {
      fail(use.offset, fmt::format("%{}#{} is out of range: %{} has {} value(s)", use.name, use.index, use.name,
                                   it->second.size()));
    }
    return it->second[static_cast<size_t>(use.index)];
  }
  if (!scope.parent) fail(use.offset, fmt::format("unknown value %{}", use.name));
  const Imported outer = lookup(use, *scope.parent);
  Imported inner{capture(use, scope, outer.re), outer.is_complex() ? capture(use, scope, outer.im) : Value{}};
  return inner;  // not cached: capture() finds what it captured before
}

// Parameters of a capturing graph before its captured values.
size_t StablehloImporter::parameter_base(const Scope& scope) {
  return scope.graph->parameters().size() - scope.captured->size();
}

// The result types as kiln arrays: a complex result is two (re, im), except
// while an op is imported once per part (per_part_).
std::vector<TensorType> StablehloImporter::declared_results(const MlirOperation& op) const {
  std::vector<TensorType> out;
  for (const auto& t : op.result_types) {
    out.push_back(t.tensor);
    if (t.is_complex && !per_part_) out.push_back(t.tensor);
  }
  return out;
}

// "add.3", "inputs.constant.cst" (inlined from @inputs): names HLO text can
// print and read back, so dumps of imported programs are valid HLO.
std::string StablehloImporter::node_name(const MlirOperation& op, const Scope& scope) const {
  const std::string base = short_name(op.name);
  const std::string ssa = op.results.empty() ? "" : "." + op.results[0].name;
  std::string name = scope.prefix + base + ssa;
  for (char& c : name) {
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_' && c != '.' && c != '-') c = '_';
  }
  return name;
}

// Adds a node, checking that what kiln infers is what the text declares.
std::vector<Value> StablehloImporter::emit(const MlirOperation& op, Scope& scope, OpCode code, std::vector<Value> operands, Attrs attrs,
                                           std::vector<Graph*> called, std::optional<std::vector<TensorType>> declared_override) {
  std::vector<TensorType> operand_types;
  for (const Value& v : operands) operand_types.push_back(v.type());
  const std::vector<TensorType> declared = declared_override ? *declared_override : declared_results(op);
  // A `?` in a declared result is what the operands make it.
  const bool dynamic = std::any_of(declared.begin(), declared.end(), [](const TensorType& t) { return has_dynamic_dims(t); });
  std::vector<TensorType> inferred;
  try {
    if (dynamic) {
      try {
        inferred = infer_result_types(code, operand_types, attrs, called, {});
      } catch (const UserError&) {
        // An op whose result type is its declaration: a reshape's one `?`
        // holds the elements the other sizes leave; elsewhere (convert) a
        // `?` is the size of the first operand's dim there.
        inferred = infer_result_types(code, operand_types, attrs, called,
                                      code == OpCode::Reshape ? reshaped_to(declared, operand_types) : filled_from_first_operand(declared, operand_types));
      }
    } else {
      inferred = infer_result_types(code, operand_types, attrs, called, declared);
    }
  } catch (const UserError& e) {
    fail(op.offset, fmt::format("in {}: {}", op.name, e.what()));
  }
  if (!declared.empty()) {
    bool same = inferred.size() == declared.size();
    for (size_t i = 0; same && i < inferred.size(); ++i) same = fits_declared(inferred[i], declared[i]);
    if (!same) {
      fail(op.offset, fmt::format("{} is declared to give {}, but its operands give {}", op.name,
                                  types_string(declared), types_string(inferred)));
    }
  }
  Node* node = scope.graph->add_node(code, node_name(op, scope), std::move(operands), inferred, std::move(attrs),
                                     std::move(called));
  std::vector<Value> results;
  for (int i = 0; i < node->num_results(); ++i) results.push_back(node->result(i));
  return results;
}

// Entry argument i's type: as declared, or specialized to the shape the
// options give it (every `?` must then be given).
TensorType StablehloImporter::argument_type(const MlirFunction& main, size_t i) const {
  const MlirBlockArgument& arg = main.arguments[i];
  const TensorType& declared = arg.type.tensor;
  std::optional<Dims> given = i < options_.argument_shapes.size() ? options_.argument_shapes[i] : std::nullopt;
  const bool from_input = !given && has_dynamic_dims(declared) && i < options_.input_shapes.size() && options_.input_shapes[i];
  if (from_input) {
    given = *options_.input_shapes[i];
    if (arg.type.is_complex && given->size() == declared.dims.size() + 1 && given->back() == 2) given->pop_back();  // its pairs
  }
  const std::string source = from_input ? "its input's shape" : "the shape given";
  if (!given) {
    if (has_dynamic_dims(declared)) {
      fail(arg.offset, fmt::format("argument {} of @{} (%{}) has a dynamic shape, {}: give its shape (--arg-shapes, e.g. {}) or an input for it", i,
                                   main.name, arg.name, arg.type.to_string(), example_shape(declared)));
    }
    return declared;
  }
  TensorType t(declared.dtype, *given);
  double elements = 1;
  for (int64_t d : *given) {
    if (d < 0) fail(arg.offset, fmt::format("argument {} of @{} (%{}): a negative size in {}", i, main.name, arg.name, source));
    elements *= static_cast<double>(d);
  }
  if (elements > static_cast<double>(kMaxTensorElements)) {
    fail(arg.offset, fmt::format("argument {} of @{} (%{}): {} has too many elements (the limit is 2^40, as for a written type)", i,
                                 main.name, arg.name, source));
  }
  if (!fits_declared(t, declared)) {
    fail(arg.offset, fmt::format("argument {} of @{} (%{}) is declared {}; {}, [{}], does not fit it", i, main.name, arg.name,
                                 arg.type.to_string(), source, fmt::join(*given, ",")));
  }
  return t;
}

std::string StablehloImporter::example_shape(const TensorType& t) {
  std::vector<std::string> dims;
  for (int64_t d : t.dims) dims.push_back(d == kDynamicDim ? "8" : std::to_string(d));
  return fmt::format("{}", fmt::join(dims, "x"));
}

// A region's argument types must be static: a loop or reducer over values
// of a specialized shape declares them so only in a program kiln cannot
// yet refine.
void StablehloImporter::expect_static(const MlirBlockArgument& arg, std::string_view role) const {
  if (has_dynamic_dims(arg.type.tensor)) {
    fail(arg.offset, fmt::format("unsupported: a {} argument of dynamic shape (%{}: {})", role, arg.name, arg.type.to_string()));
  }
}

// A reshape's one `?`: the operand's elements over the other sizes.
std::vector<TensorType> StablehloImporter::reshaped_to(std::vector<TensorType> declared, const std::vector<TensorType>& operands) {
  if (declared.size() != 1 || operands.size() != 1) return declared;
  TensorType& t = declared[0];
  int64_t known = 1, unknown = 0;
  for (int64_t d : t.dims) d == kDynamicDim ? ++unknown : known *= d;
  if (unknown != 1 || known == 0) return declared;
  for (int64_t& d : t.dims) {
    if (d == kDynamicDim) d = operands[0].num_elements() / known;
  }
  return declared;
}

std::vector<TensorType> StablehloImporter::filled_from_first_operand(std::vector<TensorType> declared,
                                                                     const std::vector<TensorType>& operands) {
  for (TensorType& t : declared) {
    for (size_t d = 0; d < t.dims.size(); ++d) {
      if (t.dims[d] == kDynamicDim && !operands.empty() && operands[0].rank() == t.rank()) t.dims[d] = operands[0].dims[d];
    }
  }
  return declared;
}

std::vector<Imported> StablehloImporter::wrap(const std::vector<Value>& values) {
  std::vector<Imported> out;
  for (const Value& v : values) out.push_back({v, {}});
  return out;
}

// The signature's operand types against the values the operands are: a
// stablehlo.convert annotated (tensor<2x3xi8>) -> ... on an f32 value ran
// as if the annotation were not there.
void StablehloImporter::check_operand_types(const MlirOperation& op, const std::vector<Imported>& operands) const {
  if (op.operand_types.size() != operands.size()) return;  // a signature that does not list them
  for (size_t i = 0; i < operands.size(); ++i) {
    const MlirType& declared = op.operand_types[i];
    const Imported& v = operands[i];
    if (declared.is_complex == v.is_complex() && fits_declared(v.type(), declared.tensor)) continue;
    const std::string actual = v.is_complex() ? fmt::format("complex<{}>", v.type().to_string(false)) : v.type().to_string(false);
    fail(declared.offset ? declared.offset : op.offset,
         fmt::format("{} operand {} (%{}) is {}, but the signature says {}", op.name, i, op.operands[i].name, actual, declared.to_string()));
  }
}

std::vector<Imported> StablehloImporter::import_operation(const MlirOperation& op, Scope& scope) {
  const std::string& name = op.name;
  if (name == "func.call" || name == "call") return import_call(op, scope, required(op, "callee"));
  // A composite is its decomposition, called (the spec's semantics; its name
  // and attributes say what a backend could do instead).
  if (name == "stablehlo.composite") return import_call(op, scope, required(op, "decomposition"));
  if (name.rfind("check.", 0) == 0) return import_check(op, scope);
  if (name == "interpreter.run_parallel") return import_run_parallel(op, scope);
  if (name == "stablehlo.custom_call") {
    const MlirAttribute& target = required(op, "call_target_name");
    if (custom_call_meaning(target.text) == CustomCallMeaning::Lapack) return import_lapack_call(op, scope);
    return wrap(import_custom_call(op, scope));
  }
  if (name == "kiln.splat") return {splat_of(op, scope)};
  if (name == "util.global.address" || name == "util.global.load") return {global_value(op, scope)};
  if (name.starts_with("util.global.store")) fail(op.offset, fmt::format("unsupported: {} (kiln reads IREE's globals as constants)", name));
  const std::vector<Imported> operands = lookup_all(op.operands, scope);
  if (name == "stablehlo.uniform_quantize" || name == "stablehlo.uniform_dequantize") {
    return wrap({import_quantization(op, scope, reals(op, operands))});
  }
  // bitcast_convert reads a quantized value's storage, which is what kiln holds.
  for (const std::vector<MlirType>* types : {&op.operand_types, &op.result_types}) {
    for (const MlirType& t : *types) {
      if (name == "stablehlo.bitcast_convert") break;
      if (t.quant) fail(op.offset, fmt::format("unsupported: {} on quantized values (kiln runs quantize/dequantize pairs)", name));
    }
  }
  if (name == "stablehlo.tuple") {
    Imported t;
    t.is_tuple = true;
    t.elements = operands;
    return {t};
  }
  if (name == "stablehlo.get_tuple_element") {
    const int64_t index = as_int(required(op, "index"), "index");
    if (operands.size() != 1 || !operands[0].is_tuple) fail(op.offset, "stablehlo.get_tuple_element takes one tuple");
    if (index < 0 || index >= static_cast<int64_t>(operands[0].elements.size())) {
      fail(op.offset, fmt::format("get_tuple_element index {} is out of range: the tuple has {} element(s)", index,
                                  operands[0].elements.size()));
    }
    return {operands[0].elements[static_cast<size_t>(index)]};
  }
  for (size_t i = 0; i < operands.size(); ++i) {
    if (operands[i].is_tuple) fail(op.offset, fmt::format("unsupported: {} on a tuple (%{})", name, op.operands[i].name));
  }
  for (const MlirType& t : op.result_types) {
    if (t.is_tuple) fail(op.offset, fmt::format("unsupported: {} giving a tuple", name));
  }
  check_operand_types(op, operands);
  if (name == "util.global.load.indirect") {  // through the pointer util.global.address gave: the global
    if (operands.size() != 1) fail(op.offset, "util.global.load.indirect takes one pointer");
    return operands;
  }
  if (name == "tensor.insert_slice") return wrap(import_insert_slice(op, scope, reals(op, operands)));
  if (name == "tensor.extract") {
    // The i1 a cf.cond_br branches on: an element of a rank-0 tensor is the tensor.
    if (operands.size() != 1 || operands[0].type().rank() != 0) {
      fail(op.offset, "unsupported: tensor.extract other than of a rank-0 tensor");
    }
    return operands;
  }
  if (name.rfind("chlo.", 0) == 0 && operands.size() == 1 && operands[0].is_complex()) {
    // The complex chlo ops with a closed form over negate, exp, sin and cos.
    GraphBuilder b(scope.graph);
    const ComplexValue z{operands[0].re, operands[0].im};
    const std::string s = short_name(name);
    if (s == "conj") return {{z.re, b.unary(OpCode::Negate, z.im)}};
    if (s == "tan") return {{complex_unary(b, "tan", z)->re, complex_unary(b, "tan", z)->im}};
    if (s == "sinh" || s == "cosh") {
      const ComplexValue e = *complex_unary(b, "exponential", z);
      const ComplexValue f = *complex_unary(b, "exponential", *complex_unary(b, "negate", z));
      const ComplexValue sum = *complex_binary(b, s == "sinh" ? "subtract" : "add", e, f);
      const ComplexValue half = complex_constant(b, sum.re.type(), 0.5, 0);
      const ComplexValue r = *complex_binary(b, "multiply", half, sum);
      return {{r.re, r.im}};
    }
    fail(op.offset, fmt::format("unsupported: {} on complex values", name));
  }
  if (name.rfind("chlo.", 0) == 0) {
    GraphBuilder b(scope.graph);
    std::vector<Value> results;
    try {
      results = decompose_chlo(*module_, b, short_name(name), reals(op, operands), op_attributes(op));
    } catch (const UserError& e) {
      fail(op.offset, fmt::format("in {}: {}", name, e.what()));
    }
    check_declared(op, results);
    return wrap(results);
  }
  if (name == "sdy.manual_computation") return import_manual_computation(op, scope, operands);
  if (name == "sdy.sharding_constraint" || name == "sdy.reshard") return import_sharding_constraint(op, scope, operands);
  if (name.rfind("stablehlo.", 0) != 0) fail(op.offset, fmt::format("unsupported operation {}", name));
  bool complex = false;
  for (const Imported& v : operands) complex |= v.is_complex();
  for (const MlirType& t : op.result_types) complex |= t.is_complex;
  if (complex) return import_complex(op, scope, operands);
  return wrap(import_real(op, scope, reals(op, operands)));
}

// An IREE global as the constant it starts as (nothing may store to it).
Imported StablehloImporter::global_value(const MlirOperation& op, Scope& scope) {
  const MlirAttribute& symbol = required(op, "callee");
  auto it = globals_.find(symbol.text);
  if (it == globals_.end()) fail(symbol.offset, fmt::format("unknown global @{}", symbol.text));
  const MlirGlobal& g = *it->second;
  if (g.is_mutable) fail(op.offset, fmt::format("unsupported: the mutable global @{} (kiln reads IREE's globals as constants)", g.name));
  if (g.type.is_complex || g.type.is_tuple) fail(g.offset, fmt::format("unsupported: global @{} of type {}", g.name, g.type.to_string()));
  Attrs a;
  if (g.value.kind == Kind::DenseElements) {
    a.literal = std::make_shared<const Literal>(parse_dense_literal(src_, g.value.dense, g.type.tensor));
  } else if (g.value.kind == Kind::Struct && g.value.text == "util.byte_pattern") {
    if (g.value.integer < 0 || g.value.integer > 255) fail(g.value.offset, "a byte pattern is 0 to 255");
    Literal lit(g.type.tensor.dtype, g.type.tensor.dims);
    const auto byte = static_cast<uint8_t>(g.value.integer);
    if (lit.dtype() == DType::Pred) {
      for (int64_t i = 0; i < lit.num_elements(); ++i) lit.set_bits(i, byte != 0);
    } else {
      std::memset(lit.data(), byte, lit.byte_size());  // IREE's meaning: every byte of the buffer
    }
    a.literal = std::make_shared<const Literal>(std::move(lit));
  } else {
    fail(g.value.offset, fmt::format("unsupported: the initial value of global @{}", g.name));
  }
  return {emit(op, scope, OpCode::Constant, {}, std::move(a))[0], {}};
}

// kiln.splat {value}: the integer `value` in every element of the result type
// (control_flow_structurizer.h writes it for block indices and initial states).
Imported StablehloImporter::splat_of(const MlirOperation& op, Scope& scope) {
  if (op.result_types.size() != 1) fail(op.offset, "kiln.splat gives one result");
  const MlirType& t = op.result_types[0];
  const int64_t value = as_int(required(op, "value"), "value");
  GraphBuilder b(scope.graph);
  const auto fill = [&](int64_t v) { return b.broadcast(b.scalar(t.tensor.dtype, static_cast<double>(v)), t.tensor.dims, {}); };
  return {fill(value), t.is_complex ? fill(0) : Value{}};
}

// The values of a dynamic op's shape operand, which must fold to constants
// (shape_arithmetic.h: a specialized shape-polymorphic program computes
// them from get_dimension_size): kiln's shapes are static.
Dims StablehloImporter::constant_ints(const MlirOperation& op, const Value& v, std::string_view what) {
  std::optional<std::vector<int64_t>> values = v.type().rank() <= 2 ? fold_integers(v) : std::nullopt;
  if (!values) fail(op.offset, fmt::format("unsupported: {} with its {} computed at run time (kiln's shapes are static)", op.name, what));
  return *values;
}

// The one result type of a dynamic op whose shape operand says `dims`: the
// declared type with every `?` filled in.
std::vector<TensorType> StablehloImporter::result_with_dims(const MlirOperation& op, const Dims& dims, size_t result) {
  std::vector<TensorType> declared = declared_results(op);
  if (result > 0 && result < declared.size()) declared = {declared[result]};
  for (int64_t d : dims) {
    if (d < 0) fail(op.offset, fmt::format("{}: its shape operand says [{}], a negative size", op.name, fmt::join(dims, ",")));
  }
  if (declared.size() != 1 || !fits_declared(TensorType(declared[0].dtype, dims), declared[0])) {
    fail(op.offset, fmt::format("{}: its shape operand says [{}], its result type {}", op.name, fmt::join(dims, ","),
                                declared.empty() ? "is missing" : declared_string(declared[0])));
  }
  return {TensorType(declared[0].dtype, dims)};
}

// broadcast_in_dim may stretch a size-1 operand dim to any size; kiln's (and
// HLO's) broadcast maps dims one to one, so such dims are reshaped away first.
void StablehloImporter::drop_expanding_unit_dims(const MlirOperation& op, Scope& scope, std::vector<Value>& operands, Dims& dims,
                                                 std::optional<Dims> result_dims) {
  if (operands.size() != 1 || op.result_types.size() != 1) return;
  const TensorType& x = operands[0].type();
  const Dims out = result_dims ? *result_dims : op.result_types[0].tensor.dims;
  if (dims.size() != x.dims.size()) return;  // shape inference reports it
  Dims kept_dims, kept_map;
  for (size_t i = 0; i < dims.size(); ++i) {
    const bool stretched = x.dims[i] == 1 && dims[i] >= 0 && dims[i] < static_cast<int64_t>(out.size()) &&
                           out[static_cast<size_t>(dims[i])] != 1;
    if (stretched) continue;
    kept_dims.push_back(x.dims[i]);
    kept_map.push_back(dims[i]);
  }
  if (kept_dims.size() == x.dims.size()) return;
  Attrs a;
  operands[0] = emit(op, scope, OpCode::Reshape, {operands[0]}, a, {}, std::vector<TensorType>{TensorType(x.dtype, kept_dims)})[0];
  dims = kept_map;
}

void StablehloImporter::check_declared(const MlirOperation& op, const std::vector<Value>& results) const {
  const std::vector<TensorType> declared = declared_results(op);
  std::vector<TensorType> got;
  for (const Value& v : results) got.push_back(v.type());
  bool same = declared.empty() || declared.size() == got.size();
  for (size_t i = 0; same && !declared.empty() && i < got.size(); ++i) same = fits_declared(got[i], declared[i]);
  if (!same) fail(op.offset, fmt::format("{} is declared to give {}, but gives {}", op.name, types_string(declared), types_string(got)));
}

}  // namespace kiln::stablehlo_import

namespace kiln {

std::unique_ptr<Module> build_stablehlo_module(const MlirModule& program, const ImportOptions& options) {
  return stablehlo_import::StablehloImporter(program, options).build();
}

}  // namespace kiln
