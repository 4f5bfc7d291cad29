#include "importer/stablehlo_importer.h"

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
#include "expand/byteir_custom_calls.h"
#include "importer/call_layouts.h"
#include "expand/chlo_decompositions.h"
#include "expand/pred_bitcasts.h"
#include "importer/custom_call_targets.h"
#include "expand/threefry.h"
#include "expand/philox.h"
#include "expand/shape_arithmetic.h"
#include "expand/top_k.h"
#include "expand/complex_ops.h"
#include "expand/fft.h"
#include "expand/random_numbers.h"
#include "importer/dense_literal.h"
#include "importer/text_cursor.h"
#include "ir/builder.h"
#include "ir/select_and_scatter.h"
#include "ir/shape_inference.h"
#include "ir/verifier.h"
#include "support/error.h"

namespace kiln {

namespace {

using Kind = MlirAttribute::Kind;

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

// An SSA value: one array, or a complex one as its real and imaginary parts
// (kiln has no complex element type; complex_ops.h).
// A tuple (MHLO's `mhlo.tuple`, a function returning `tuple<...>`) is its
// elements: kiln has no tuple values, only get_tuple_element reads them.
struct Imported {
  Value re, im;
  std::vector<Imported> elements;  // of a tuple
  bool is_tuple = false;
  bool is_complex() const { return static_cast<bool>(im); }
  const TensorType& type() const { return re.type(); }
  std::vector<Value> parts() const { return is_complex() ? std::vector<Value>{re, im} : std::vector<Value>{re}; }
  bool operator==(const Imported&) const = default;
};

// The SSA names visible while importing one region or function body.
struct Scope {
  Scope* parent = nullptr;  // an enclosing region (captures), or null (isolated)
  Graph* graph = nullptr;
  std::string prefix;  // node-name prefix of an inlined function
  std::unordered_map<std::string, std::vector<Imported>> values;
  // How values of the parent scope are used: as extra parameters of this graph
  // (while bodies, branches; `captured` lists them in parameter order) or, when
  // null, only when they are constants (copied into the graph).
  std::vector<Value>* captured = nullptr;
  std::unordered_map<Node*, std::vector<Value>>* capture_params = nullptr;
};

class StablehloImporter {
 public:
  StablehloImporter(const MlirModule& program, const ImportOptions& options)
      : program_(program), src_(*program.source), options_(options) {}

  std::unique_ptr<Module> build() {
    module_ = std::make_unique<Module>(program_.name);
    for (const auto& f : program_.functions) {
      if (!functions_.emplace(f.name, &f).second) fail(f.offset, fmt::format("function @{} is defined twice", f.name));
    }
    for (const auto& g : program_.globals) {
      if (!globals_.emplace(g.name, &g).second) fail(g.offset, fmt::format("global @{} is defined twice", g.name));
    }
    const MlirFunction& main = entry_function();
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
      arg.type.tensor = argument_type(main, i);
      if (arg.type.is_tuple) fail(arg.offset, fmt::format("unsupported: a tuple parameter of @{} (%{})", main.name, arg.name));
      if (arg.type.quant) {
        fail(arg.offset, fmt::format("unsupported: a quantized parameter of @{} (%{}): kiln runs quantize/dequantize pairs inside a program", main.name, arg.name));
      }
      if (!arg.type.is_complex) {
        scope.values[arg.name] = {{g->add_parameter(arg.name, arg.type.tensor)->result(), {}}};
        continue;
      }
      // A complex argument is its (re, im) pairs: a real array with a last dim of 2.
      Dims dims = arg.type.tensor.dims;
      dims.push_back(2);
      const TensorType pairs(arg.type.tensor.dtype, dims);
      GraphBuilder b(g);
      scope.values[arg.name] = {unpack_pairs(b, g->add_parameter(arg.name, pairs)->result())};
    }
    in_progress_.push_back(main.name);
    const std::vector<Imported> returned = import_body(main.body, scope);
    check_function_results(main, returned);
    std::vector<Value> results;
    GraphBuilder b(g);
    // A tuple result is its elements, in order (as HLO's tuple-shaped root is).
    for (const Imported& v : leaves(returned)) results.push_back(pack_pairs(b, v));
    module_->set_num_results(static_cast<int64_t>(results.size()));
    for (auto& check : pending_checks_) {
      check.check.actual_output = output_index(results, pack_pairs(b, check.actual));
      check.check.expected_output = output_index(results, pack_pairs(b, check.expected));
      module_->add_check(std::move(check.check));
    }
    if (results.empty()) fail(main.offset, fmt::format("@{} returns nothing and checks nothing", main.name));
    g->set_outputs(results);
    g->set_returns_tuple(results.size() != 1);
    module_->set_entry(g);
    match_call_layouts(*module_);
    verify_module(*module_);
    return std::move(module_);
  }

 private:
  struct PendingCheck {
    ProgramCheck check;
    Imported actual, expected;
  };

  // A complex value as one real array of (re, im) pairs: its last dim is 2.
  Value pack_pairs(GraphBuilder& b, const Imported& v) {
    if (!v.is_complex()) return v.re;
    if (auto it = packed_.find(v.re.node); it != packed_.end() && it->second.first == v) return it->second.second;
    Value packed = pack_complex_pairs(b, {v.re, v.im});
    packed_[v.re.node] = {v, packed};
    return packed;
  }
  Imported unpack_pairs(GraphBuilder& b, Value pairs) {
    const ComplexValue z = unpack_complex_pairs(b, pairs);
    return {z.re, z.im};
  }

  [[noreturn]] void fail(size_t offset, std::string_view message) const {
    throw UserError(fmt::format("{}: {}", src_.location(offset), message));
  }

  const MlirFunction& entry_function() const {
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

  static int output_index(std::vector<Value>& outputs, Value v) {
    for (size_t i = 0; i < outputs.size(); ++i) {
      if (outputs[i] == v) return static_cast<int>(i);
    }
    outputs.push_back(v);
    return static_cast<int>(outputs.size() - 1);
  }

  static bool matches(const Imported& v, const MlirType& t) {
    if (v.is_tuple || t.is_tuple) {
      if (v.is_tuple != t.is_tuple || v.elements.size() != t.elements.size()) return false;
      for (size_t i = 0; i < v.elements.size(); ++i) {
        if (!matches(v.elements[i], t.elements[i])) return false;
      }
      return true;
    }
    return v.is_complex() == t.is_complex && fits_declared(v.type(), t.tensor);
  }
  static std::string type_string(const Imported& v) {
    if (v.is_tuple) {
      std::vector<std::string> parts;
      for (const Imported& e : v.elements) parts.push_back(type_string(e));
      return fmt::format("tuple<{}>", fmt::join(parts, ", "));
    }
    return v.is_complex() ? fmt::format("complex<{}>", v.type().to_string(false)) : v.type().to_string(false);
  }

  // The arrays of values, tuples flattened in order.
  static std::vector<Imported> leaves(const std::vector<Imported>& values) {
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

  void check_function_results(const MlirFunction& f, const std::vector<Imported>& results) const {
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
  std::vector<Imported> import_body(const MlirRegion& body, Scope& scope) {
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

  static bool is_terminator(const std::string& name) {
    return name == "return" || name == "func.return" || name == "stablehlo.return";
  }

  void bind_results(const MlirOperation& op, const std::vector<Imported>& results, Scope& scope) {
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

  std::vector<Imported> lookup_all(const std::vector<MlirValueUse>& uses, Scope& scope) {
    std::vector<Imported> out;
    for (const auto& u : uses) out.push_back(lookup(u, scope));
    return out;
  }

  // Operands of an op that takes no complex values.
  std::vector<Value> reals(const MlirOperation& op, const std::vector<Imported>& values) const {
    std::vector<Value> out;
    for (const Imported& v : values) {
      if (v.is_tuple) fail(op.offset, fmt::format("unsupported: {} on a tuple", op.name));
      if (v.is_complex()) fail(op.offset, fmt::format("unsupported: {} on complex values", op.name));
      out.push_back(v.re);
    }
    return out;
  }

  // The value `outer` of an enclosing graph, as seen inside `scope`'s graph.
  Value capture(const MlirValueUse& use, Scope& scope, Value outer) {
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

  Imported lookup(const MlirValueUse& use, Scope& scope) {
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
  static size_t parameter_base(const Scope& scope) {
    return scope.graph->parameters().size() - scope.captured->size();
  }

  // --- attributes ---

  const MlirAttribute& required(const MlirOperation& op, std::string_view key) const {
    const MlirAttribute* a = op.attribute(key);
    if (!a) fail(op.offset, fmt::format("{} needs the attribute {}", op.name, key));
    return *a;
  }

  int64_t as_int(const MlirAttribute& a, std::string_view what) const {
    if (a.kind == Kind::Integer) return a.integer;
    if (a.kind == Kind::Bool) return a.boolean;
    if (a.kind == Kind::DenseElements && a.type) {
      const Literal lit = parse_dense_literal(src_, a.dense, a.type->tensor);
      if (lit.num_elements() == 1) return lit.get_int(0);
    }
    fail(a.offset, fmt::format("expected an integer for {}", what));
  }

  double as_float(const MlirAttribute& a, std::string_view what) const {
    if (a.kind == Kind::Float) return a.real;
    if (a.kind == Kind::Integer) return static_cast<double>(a.integer);
    fail(a.offset, fmt::format("expected a number for {}", what));
  }

  bool as_bool(const MlirAttribute& a, std::string_view what) const {
    if (a.kind == Kind::Bool) return a.boolean;
    if (a.kind == Kind::Unit) return true;
    if (a.kind == Kind::Integer) return a.integer != 0;
    fail(a.offset, fmt::format("expected true or false for {}", what));
  }

  Dims as_ints(const MlirAttribute& a, std::string_view what) const {
    switch (a.kind) {
      case Kind::DenseArray: return a.ints;
      case Kind::Array: {
        Dims out;
        for (const auto& e : a.elements) {
          if (e.kind == Kind::Array) {
            const Dims inner = as_ints(e, what);
            out.insert(out.end(), inner.begin(), inner.end());
          } else {
            out.push_back(as_int(e, what));
          }
        }
        return out;
      }
      case Kind::DenseElements: {
        if (!a.type) fail(a.offset, fmt::format("dense elements for {} need a type", what));
        const Literal lit = parse_dense_literal(src_, a.dense, a.type->tensor);
        Dims out;
        for (int64_t i = 0; i < lit.num_elements(); ++i) out.push_back(lit.get_int(i));
        return out;
      }
      default: fail(a.offset, fmt::format("expected a list of integers for {}", what));
    }
  }

  Dims ints_or(const MlirOperation& op, std::string_view key, Dims fallback) const {
    const MlirAttribute* a = op.attribute(key);
    return a ? as_ints(*a, key) : fallback;
  }

  Dims field_ints(const MlirAttribute& s, std::string_view key) const {
    const MlirAttribute* f = s.field(key);
    return f ? as_ints(*f, key) : Dims{};
  }

  int64_t field_int(const MlirAttribute& s, std::string_view key, int64_t fallback) const {
    const MlirAttribute* f = s.field(key);
    return f ? as_int(*f, key) : fallback;
  }

  const MlirAttribute& required_struct(const MlirOperation& op, std::string_view key) const {
    const MlirAttribute& a = required(op, key);
    // 2021's MHLO wrote the same fields as a plain dictionary.
    if (a.kind != Kind::Struct && a.kind != Kind::Dictionary) fail(a.offset, fmt::format("{} of {} must be a #stablehlo.<...> attribute", key, op.name));
    return a;
  }

  // --- building nodes ---

  // The result types as kiln arrays: a complex result is two (re, im), except
  // while an op is imported once per part (per_part_).
  std::vector<TensorType> declared_results(const MlirOperation& op) const {
    std::vector<TensorType> out;
    for (const auto& t : op.result_types) {
      out.push_back(t.tensor);
      if (t.is_complex && !per_part_) out.push_back(t.tensor);
    }
    return out;
  }

  // "add.3", "inputs.constant.cst" (inlined from @inputs): names HLO text can
  // print and read back, so dumps of imported programs are valid HLO.
  std::string node_name(const MlirOperation& op, const Scope& scope) const {
    const std::string base = short_name(op.name);
    const std::string ssa = op.results.empty() ? "" : "." + op.results[0].name;
    std::string name = scope.prefix + base + ssa;
    for (char& c : name) {
      if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_' && c != '.' && c != '-') c = '_';
    }
    return name;
  }

  // Adds a node, checking that what kiln infers is what the text declares.
  std::vector<Value> emit(const MlirOperation& op, Scope& scope, OpCode code, std::vector<Value> operands, Attrs attrs,
                          std::vector<Graph*> called = {}, std::optional<std::vector<TensorType>> declared_override = {}) {
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
  TensorType argument_type(const MlirFunction& main, size_t i) const {
    const MlirBlockArgument& arg = main.arguments[i];
    const TensorType& declared = arg.type.tensor;
    const std::optional<Dims> given = i < options_.argument_shapes.size() ? options_.argument_shapes[i] : std::nullopt;
    if (!given) {
      if (has_dynamic_dims(declared)) {
        fail(arg.offset, fmt::format("argument {} of @{} (%{}) has a dynamic shape, {}: give its shape (--arg-shapes, e.g. {})", i,
                                     main.name, arg.name, arg.type.to_string(), example_shape(declared)));
      }
      return declared;
    }
    TensorType t(declared.dtype, *given);
    double elements = 1;
    for (int64_t d : *given) {
      if (d < 0) fail(arg.offset, fmt::format("argument {} of @{} (%{}): a negative size in the shape given", i, main.name, arg.name));
      elements *= static_cast<double>(d);
    }
    if (elements > static_cast<double>(kMaxTensorElements)) {
      fail(arg.offset, fmt::format("argument {} of @{} (%{}): the shape given has too many elements (the limit is 2^40, as for a written type)", i,
                                   main.name, arg.name));
    }
    if (!fits_declared(t, declared)) {
      fail(arg.offset, fmt::format("argument {} of @{} (%{}) is declared {}; the shape given, [{}], does not fit it", i, main.name,
                                   arg.name, arg.type.to_string(), fmt::join(*given, ",")));
    }
    return t;
  }
  static std::string example_shape(const TensorType& t) {
    std::vector<std::string> dims;
    for (int64_t d : t.dims) dims.push_back(d == kDynamicDim ? "8" : std::to_string(d));
    return fmt::format("{}", fmt::join(dims, "x"));
  }

  // A region's argument types must be static: a loop or reducer over values
  // of a specialized shape declares them so only in a program kiln cannot
  // yet refine.
  void expect_static(const MlirBlockArgument& arg, std::string_view role) const {
    if (has_dynamic_dims(arg.type.tensor)) {
      fail(arg.offset, fmt::format("unsupported: a {} argument of dynamic shape (%{}: {})", role, arg.name, arg.type.to_string()));
    }
  }

  // A reshape's one `?`: the operand's elements over the other sizes.
  static std::vector<TensorType> reshaped_to(std::vector<TensorType> declared, const std::vector<TensorType>& operands) {
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

  static std::vector<TensorType> filled_from_first_operand(std::vector<TensorType> declared, const std::vector<TensorType>& operands) {
    for (TensorType& t : declared) {
      for (size_t d = 0; d < t.dims.size(); ++d) {
        if (t.dims[d] == kDynamicDim && !operands.empty() && operands[0].rank() == t.rank()) t.dims[d] = operands[0].dims[d];
      }
    }
    return declared;
  }

  // A region as a graph of its own whose parameters are the block arguments.
  Graph* region_graph(const MlirOperation& op, const MlirRegion& region, Scope& outer, std::string_view role,
                      std::vector<Value>* captured = nullptr) {
    Graph* g = module_->add_graph(fmt::format("{}{}.{}", outer.prefix, node_name(op, outer), role));
    Scope scope;
    scope.parent = &outer;
    scope.graph = g;
    scope.prefix = outer.prefix;
    if (role == "comparator" && region.arguments.size() % 2 == 0) {
      // A sort's comparator takes (lhs, rhs) per operand, and a complex operand
      // is two: (lhs.re, rhs.re, lhs.im, rhs.im).
      for (size_t i = 0; i < region.arguments.size(); i += 2) {
        const MlirBlockArgument& l = region.arguments[i];
        const MlirBlockArgument& r = region.arguments[i + 1];
        expect_static(l, role);
        expect_static(r, role);
        Imported lv{g->add_parameter(l.name, l.type.tensor)->result(), {}};
        Imported rv{g->add_parameter(r.name, r.type.tensor)->result(), {}};
        if (l.type.is_complex) lv.im = g->add_parameter(l.name + ".im", l.type.tensor)->result();
        if (r.type.is_complex) rv.im = g->add_parameter(r.name + ".im", r.type.tensor)->result();
        scope.values[l.name] = {lv};
        scope.values[r.name] = {rv};
      }
    } else {
      for (const auto& arg : region.arguments) {
        expect_static(arg, role);
        Imported v{g->add_parameter(arg.name, arg.type.tensor)->result(), {}};
        if (arg.type.is_complex) v.im = g->add_parameter(arg.name + ".im", arg.type.tensor)->result();
        scope.values[arg.name] = {v};
      }
    }
    if (captured) {
      // Values an earlier region of the same op captured come first, in order.
      for (const Value& v : *captured) g->add_parameter("captured", v.type());
      scope.captured = captured;
    }
    std::vector<Value> results;
    for (const Imported& v : import_body(region, scope)) {
      if (v.is_tuple) fail(region.offset, fmt::format("unsupported: a {} region returning a tuple", role));
      for (const Value& part : v.parts()) results.push_back(part);
    }
    if (captured && role == "body") {
      // Loop bodies carry their captured values through unchanged.
      const size_t base = g->parameters().size() - captured->size();
      for (size_t i = 0; i < captured->size(); ++i) results.push_back(g->parameters()[base + i]->result());
    }
    g->set_outputs(results);
    g->set_returns_tuple(results.size() != 1);
    return g;
  }

  // `applies stablehlo.add`: a scalar reducer per input.
  Graph* applied_reducer(const MlirOperation& op, const std::vector<Value>& inits) {
    const MlirAttribute& applies = required(op, "applies");
    const std::string name = short_name(applies.text);
    auto it = elementwise_ops().find(name);
    if (it == elementwise_ops().end() || inits.size() != 1) {
      fail(applies.offset, fmt::format("unsupported reducer '{}'", applies.text));
    }
    return make_reducer(*module_, it->second, inits[0].type().dtype);
  }

  static std::vector<Imported> wrap(const std::vector<Value>& values) {
    std::vector<Imported> out;
    for (const Value& v : values) out.push_back({v, {}});
    return out;
  }

  // The signature's operand types against the values the operands are: a
  // stablehlo.convert annotated (tensor<2x3xi8>) -> ... on an f32 value ran
  // as if the annotation were not there.
  void check_operand_types(const MlirOperation& op, const std::vector<Imported>& operands) const {
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

  std::vector<Imported> import_operation(const MlirOperation& op, Scope& scope) {
    const std::string& name = op.name;
    if (name == "func.call" || name == "call") return import_call(op, scope, required(op, "callee"));
    // A composite is its decomposition, called (the spec's semantics; its name
    // and attributes say what a backend could do instead).
    if (name == "stablehlo.composite") return import_call(op, scope, required(op, "decomposition"));
    if (name.rfind("check.", 0) == 0) return import_check(op, scope);
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
      // The complex chlo ops with a closed form over exp, sin and cos.
      GraphBuilder b(scope.graph);
      const ComplexValue z{operands[0].re, operands[0].im};
      const std::string s = short_name(name);
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
    if (name.rfind("stablehlo.", 0) != 0) fail(op.offset, fmt::format("unsupported operation {}", name));
    bool complex = false;
    for (const Imported& v : operands) complex |= v.is_complex();
    for (const MlirType& t : op.result_types) complex |= t.is_complex;
    if (complex) return import_complex(op, scope, operands);
    return wrap(import_real(op, scope, reals(op, operands)));
  }

  // tensor.insert_slice with static offsets and unit strides (ByteIR's
  // PyTorch exports write concatenations so): a dynamic_update_slice at
  // constant indices. A source of lower rank (unit sizes dropped) is reshaped.
  std::vector<Value> import_insert_slice(const MlirOperation& op, Scope& scope, std::vector<Value> operands) {
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
  Value quantization_parameter(GraphBuilder& b, const MlirQuantization& q, const std::vector<double>& values, DType dtype,
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
  Value import_quantization(const MlirOperation& op, Scope& scope, const std::vector<Value>& operands) {
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

  // JAX's lapack_?xxxx_ffi: a lapack-call node on the (re, im) pairs of
  // complex operands, its complex results unpacked again.
  std::vector<Imported> import_lapack_call(const MlirOperation& op, Scope& scope) {
    const std::string& t = required(op, "call_target_name").text;
    MlirAttribute no_config;
    no_config.kind = Kind::Dictionary;
    const MlirAttribute* config = op.attribute("mhlo.backend_config");
    Attrs a;
    try {
      a.lapack = lapack_call_options(t, config ? *config : no_config);
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

  // An IREE global as the constant it starts as (nothing may store to it).
  Imported global_value(const MlirOperation& op, Scope& scope) {
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
  Imported splat_of(const MlirOperation& op, Scope& scope) {
    if (op.result_types.size() != 1) fail(op.offset, "kiln.splat gives one result");
    const MlirType& t = op.result_types[0];
    const int64_t value = as_int(required(op, "value"), "value");
    GraphBuilder b(scope.graph);
    const auto fill = [&](int64_t v) { return b.broadcast(b.scalar(t.tensor.dtype, static_cast<double>(v)), t.tensor.dims, {}); };
    return {fill(value), t.is_complex ? fill(0) : Value{}};
  }

  // Operands as kiln arrays: a complex one as its two parts.
  static std::vector<Value> flattened(const std::vector<Imported>& values) {
    std::vector<Value> out;
    for (const Imported& v : values) {
      for (const Value& p : v.parts()) out.push_back(p);
    }
    return out;
  }

  // Results of `op` from its kiln arrays (a complex result takes two).
  std::vector<Imported> regrouped(const MlirOperation& op, const std::vector<Value>& values) const {
    std::vector<Imported> out;
    size_t next = 0;
    for (const MlirType& t : op.result_types) {
      if (next + (t.is_complex ? 2 : 1) > values.size()) fail(op.offset, fmt::format("{} gives too few results", op.name));
      Imported v{values[next++], {}};
      if (t.is_complex) v.im = values[next++];
      out.push_back(v);
    }
    return out;
  }

  // `op` once on the real parts of its operands and once on the imaginary ones
  // (real operands, such as indices and predicates, go to both).
  std::vector<Imported> per_part(const MlirOperation& op, Scope& scope, const std::vector<Imported>& operands) {
    std::vector<Value> re, im;
    for (const Imported& v : operands) {
      re.push_back(v.re);
      im.push_back(v.is_complex() ? v.im : v.re);
    }
    per_part_ = true;
    const std::vector<Value> r = import_real(op, scope, re), i = import_real(op, scope, im);
    per_part_ = false;
    std::vector<Imported> out;
    for (size_t k = 0; k < r.size(); ++k) out.push_back({r[k], i[k]});
    return out;
  }

  std::vector<Imported> import_complex(const MlirOperation& op, Scope& scope, const std::vector<Imported>& operands) {
    const std::string s = short_name(op.name);
    GraphBuilder b(scope.graph);
    auto operand = [&](size_t i) -> const Imported& {
      if (i >= operands.size()) fail(op.offset, fmt::format("{} needs operand {}, got {}", op.name, i, operands.size()));
      return operands[i];
    };
    auto complex_operand = [&](size_t i) -> ComplexValue {
      const Imported& v = operand(i);
      if (!v.is_complex()) fail(op.offset, fmt::format("{} mixes complex and real operands", op.name));
      return {v.re, v.im};
    };
    auto one = [](const ComplexValue& z) { return std::vector<Imported>{{z.re, z.im}}; };
    if (s == "constant") {
      const MlirAttribute& value = required(op, "value");
      if (value.kind != Kind::DenseElements || !value.type) fail(value.offset, "a constant needs dense<...> : tensor<...>");
      return {complex_constant_of(b, value, node_name(op, scope))};
    }
    if (s == "fft") {
      // Pretty form `type = FFT, length = [...]`, generic form fft_type/fft_length.
      const MlirAttribute* type_attr = op.attribute("fft_type") ? op.attribute("fft_type") : op.attribute("type");
      const MlirAttribute* length_attr = op.attribute("fft_length") ? op.attribute("fft_length") : op.attribute("length");
      if (!type_attr || !length_attr || operands.size() != 1) fail(op.offset, "stablehlo.fft needs one operand, a type and a length");
      const auto type = parse_fft_type(type_attr->text);
      if (!type) fail(type_attr->offset, fmt::format("unknown fft type '{}' (FFT, IFFT, RFFT or IRFFT)", type_attr->text));
      const Imported& v = operands[0];
      try {
        const ComplexValue r = fft(b, *type, {v.re, v.im}, as_ints(*length_attr, "fft length"));
        return {{r.re, r.im}};
      } catch (const UserError& e) {
        fail(op.offset, fmt::format("in stablehlo.fft: {}", e.what()));
      }
    }
    if (s == "real" || s == "imag") {
      const Imported& v = operand(0);
      if (!v.is_complex()) return {{s == "real" ? v.re : complex_constant(b, v.type(), 0, 0).re, {}}};
      return {{s == "real" ? v.re : v.im, {}}};
    }
    if (s == "complex") {
      if (operands.size() != 2 || operands[0].is_complex() || operands[1].is_complex()) fail(op.offset, "stablehlo.complex takes two real operands");
      return {{operands[0].re, operands[1].re}};
    }
    if (s == "abs") return {{complex_abs(b, complex_operand(0)), {}}};
    if (s == "compare") {
      const MlirAttribute& dir = required(op, "comparison_direction");
      if (dir.text != "EQ" && dir.text != "NE") fail(dir.offset, fmt::format("unsupported: compare {} on complex values", dir.text));
      return {{complex_equal(b, complex_operand(0), complex_operand(1), dir.text == "NE"), {}}};
    }
    if (s == "convert") {
      if (op.result_types.size() != 1) fail(op.offset, "stablehlo.convert needs its result type");
      const MlirType& to = op.result_types[0];
      const Imported& v = operand(0);
      if (!to.is_complex) return {{b.convert(v.re, to.tensor.dtype), {}}};  // the real part
      Value re = b.convert(v.re, to.tensor.dtype);
      return {{re, v.is_complex() ? b.convert(v.im, to.tensor.dtype) : complex_constant(b, re.type(), 0, 0).re}};
    }
    bool all_complex = !operands.empty();
    for (const Imported& v : operands) all_complex &= v.is_complex();
    if (all_complex && operands.size() == 1) {
      if (auto z = complex_unary(b, s, complex_operand(0))) return one(*z);
    }
    if (all_complex && operands.size() == 2) {
      if (auto z = complex_binary(b, s, complex_operand(0), complex_operand(1))) return one(*z);
    }
    if (s == "dot_general" || s == "dot") {
      // (a + bi)(c + di) = (ac - bd) + (ad + bc)i, each product a real dot.
      const ComplexValue x = complex_operand(0), y = complex_operand(1);
      per_part_ = true;
      auto dot = [&](Value l, Value r) { return import_real(op, scope, {l, r})[0]; };
      Value re = b.sub(dot(x.re, y.re), dot(x.im, y.im));
      Value im = b.add(dot(x.re, y.im), dot(x.im, y.re));
      per_part_ = false;
      return {{re, im}};
    }
    if (s == "iota") {
      per_part_ = true;
      Value re = import_real(op, scope, {})[0];
      per_part_ = false;
      return {{re, complex_constant(b, re.type(), 0, 0).re}};
    }
    static const std::set<std::string> kPerPart = {"broadcast_in_dim", "reshape", "transpose", "reverse", "slice",
                                                   "concatenate", "pad", "dynamic_slice", "dynamic_update_slice",
                                                   "gather", "select", "optimization_barrier", "negate"};
    if (kPerPart.count(s)) return per_part(op, scope, operands);
    if (s == "reduce" && op.attribute("applies") && op.attribute("applies")->text == "stablehlo.add") {
      return per_part(op, scope, operands);  // a complex sum is the sums of its parts
    }
    if (s == "reduce" && op.attribute("applies") && op.attribute("applies")->text == "stablehlo.multiply" &&
        operands.size() == 2 && operands[0].is_complex()) {
      // A complex product: a two-result reduce whose reducer multiplies pairs.
      Graph* product = module_->add_graph(fmt::format("{}{}.complex_product", scope.prefix, node_name(op, scope)));
      GraphBuilder r(product);
      const TensorType part(operands[0].type().dtype, {});
      const ComplexValue acc{r.parameter(part, "acc.re"), r.parameter(part, "acc.im")};
      const ComplexValue x{r.parameter(part, "x.re"), r.parameter(part, "x.im")};
      const ComplexValue p = *complex_binary(r, "multiply", acc, x);
      r.output({p.re, p.im}, true);
      Attrs a;
      a.dimensions = as_ints(required(op, "dimensions"), "dimensions");
      return regrouped(op, emit(op, scope, OpCode::Reduce, flattened(operands), std::move(a), {product}));
    }
    if (s == "bitcast_convert" && op.result_types.size() == 1 && operands.size() == 1 &&
        matches(operands[0], op.result_types[0])) {
      return {operands[0]};  // to its own type: the value itself
    }
    if (s == "reduce" || s == "reduce_window" || s == "while" || s == "scatter" || s == "sort") {
      // Variadic ops take a complex operand as two; their regions take a complex
      // argument as two parameters and return a complex value as two results.
      return regrouped(op, import_real(op, scope, flattened(operands)));
    }
    fail(op.offset, fmt::format("unsupported: {} on complex values", op.name));
  }

  std::vector<Value> import_real(const MlirOperation& op, Scope& scope, std::vector<Value> operands) {
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

  // The values of a dynamic op's shape operand, which must fold to constants
  // (shape_arithmetic.h: a specialized shape-polymorphic program computes
  // them from get_dimension_size): kiln's shapes are static.
  Dims constant_ints(const MlirOperation& op, const Value& v, std::string_view what) {
    std::optional<std::vector<int64_t>> values = v.type().rank() <= 2 ? fold_integers(v) : std::nullopt;
    if (!values) fail(op.offset, fmt::format("unsupported: {} with its {} computed at run time (kiln's shapes are static)", op.name, what));
    return *values;
  }

  // The one result type of a dynamic op whose shape operand says `dims`: the
  // declared type with every `?` filled in.
  std::vector<TensorType> result_with_dims(const MlirOperation& op, const Dims& dims, size_t result = 0) {
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
  void drop_expanding_unit_dims(const MlirOperation& op, Scope& scope, std::vector<Value>& operands, Dims& dims,
                                std::optional<Dims> result_dims = {}) {
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

  // Attributes a chlo decomposition reads, by name.
  ChloAttributes op_attributes(const MlirOperation& op) const {
    ChloAttributes out;
    // Integer lists: dense arrays, and arrays whose every element is an integer.
    auto add_list = [&](const std::string& k, const MlirAttribute& v) {
      if (v.kind == Kind::DenseArray) out.lists[k] = v.ints;
      if (v.kind != Kind::Array) return;
      std::vector<int64_t> l;
      for (const MlirAttribute& e : v.elements) {
        if (e.kind != Kind::Integer) return;
        l.push_back(e.integer);
      }
      out.lists[k] = std::move(l);
    };
    for (const auto& [k, v] : op.attributes) {
      if (v.kind == Kind::Integer || v.kind == Kind::Bool) out.ints[k] = as_int(v, k);
      add_list(k, v);
      if (v.kind == Kind::Struct) {
        for (const auto& [fk, fv] : v.fields) add_list(fk, fv);
      }
    }
    return out;
  }

  void check_declared(const MlirOperation& op, const std::vector<Value>& results) const {
    const std::vector<TensorType> declared = declared_results(op);
    std::vector<TensorType> got;
    for (const Value& v : results) got.push_back(v.type());
    bool same = declared.empty() || declared.size() == got.size();
    for (size_t i = 0; same && !declared.empty() && i < got.size(); ++i) same = fits_declared(got[i], declared[i]);
    if (!same) fail(op.offset, fmt::format("{} is declared to give {}, but gives {}", op.name, types_string(declared), types_string(got)));
  }

  Graph* single_region_graph(const MlirOperation& op, Scope& scope, std::string_view role) {
    if (op.regions.size() != 1) fail(op.offset, fmt::format("{} needs one region", op.name));
    return region_graph(op, op.regions[0], scope, role);
  }

  std::vector<Value> import_reduce(const MlirOperation& op, Scope& scope, std::vector<Value> operands) {
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
  std::vector<WindowDim> reduce_window_dims(const MlirOperation& op, const Dims& size, const Dims& strides, const Dims& base,
                                            const Dims& dilation, const Dims& padding) {
    const size_t rank = size.size();
    if (strides.size() != rank || base.size() != rank || dilation.size() != rank || padding.size() != 2 * rank) {
      fail(op.offset, fmt::format("{}: window sizes, strides, dilations and padding of different ranks", op.name));
    }
    std::vector<WindowDim> window;
    for (size_t i = 0; i < rank; ++i) window.push_back(WindowDim{size[i], strides[i], padding[2 * i], padding[2 * i + 1], dilation[i], base[i], false});
    return window;
  }

  std::vector<Value> import_reduce_window(const MlirOperation& op, Scope& scope, std::vector<Value> operands) {
    if (operands.size() % 2 != 0 || operands.empty()) fail(op.offset, "stablehlo.reduce_window takes inputs and as many inits");
    const Dims size = as_ints(required(op, "window_dimensions"), "window_dimensions");
    const size_t rank = size.size();
    Attrs a;
    a.window = reduce_window_dims(op, size, ints_or(op, "window_strides", Dims(rank, 1)), ints_or(op, "base_dilations", Dims(rank, 1)),
                                  ints_or(op, "window_dilations", Dims(rank, 1)), ints_or(op, "padding", Dims(2 * rank, 0)));
    Graph* body = single_region_graph(op, scope, "reducer");
    return emit(op, scope, OpCode::ReduceWindow, std::move(operands), std::move(a), {body});
  }

  std::vector<Value> import_convolution(const MlirOperation& op, Scope& scope, std::vector<Value> operands) {
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
  std::vector<Value> import_select_and_scatter(const MlirOperation& op, Scope& scope, std::vector<Value> operands) {
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
  std::vector<Value> import_batch_norm(const MlirOperation& op, Scope& scope, const std::vector<Value>& operands) {
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

  std::vector<Value> import_while(const MlirOperation& op, Scope& scope, std::vector<Value> operands) {
    if (op.regions.size() != 2) fail(op.offset, "stablehlo.while needs cond and body regions");
    std::vector<Value> captured;
    Graph* cond = region_graph(op, op.regions[0], scope, "cond", &captured);
    const size_t captured_by_cond = captured.size();
    Graph* body = region_graph(op, op.regions[1], scope, "body", &captured);
    // Values only the body captured: the condition takes them too, unused.
    for (size_t i = captured_by_cond; i < captured.size(); ++i) cond->add_parameter("captured", captured[i].type());
    const size_t carried = operands.size();
    operands.insert(operands.end(), captured.begin(), captured.end());
    std::vector<TensorType> declared = declared_results(op);
    for (const Value& v : captured) declared.push_back(v.type());
    std::vector<Value> results = emit(op, scope, OpCode::While, std::move(operands), {}, {cond, body}, declared);
    results.resize(carried);
    return results;
  }

  std::vector<Value> import_branches(const MlirOperation& op, Scope& scope, std::vector<Value> operands) {
    if (operands.size() != 1) fail(op.offset, fmt::format("{} takes one selector operand", op.name));
    if (op.regions.empty()) fail(op.offset, fmt::format("{} needs branches", op.name));
    Attrs a;
    std::vector<Graph*> branches;
    std::vector<Value> all = operands;
    for (size_t i = 0; i < op.regions.size(); ++i) {
      std::vector<Value> captured;
      branches.push_back(region_graph(op, op.regions[i], scope, fmt::format("branch{}", i), &captured));
      a.branch_operand_counts.push_back(static_cast<int64_t>(captured.size()));
      all.insert(all.end(), captured.begin(), captured.end());
    }
    // case: branch N-1 is the default, as an out-of-range index selects it in both.
    return emit(op, scope, OpCode::Conditional, std::move(all), std::move(a), branches);
  }

  std::vector<Imported> import_call(const MlirOperation& op, Scope& scope, const MlirAttribute& callee_attr) {
    if (callee_attr.kind != MlirAttribute::Kind::Symbol) fail(callee_attr.offset, "expected a function (@name)");
    auto it = functions_.find(callee_attr.text);
    if (it == functions_.end()) fail(callee_attr.offset, fmt::format("unknown function @{}", callee_attr.text));
    const MlirFunction& callee = *it->second;
    if (std::find(in_progress_.begin(), in_progress_.end(), callee.name) != in_progress_.end()) {
      fail(op.offset, fmt::format("unsupported: recursive call of @{}", callee.name));
    }
    if (in_progress_.size() >= static_cast<size_t>(NestingGuard::kMaxNesting)) {
      fail(op.offset, fmt::format("functions call each other more than {} levels deep (here @{})", NestingGuard::kMaxNesting, callee.name));
    }
    const std::vector<Imported> args = lookup_all(op.operands, scope);
    if (args.size() != callee.arguments.size()) {
      fail(op.offset, fmt::format("@{} takes {} argument(s), the call passes {}", callee.name, callee.arguments.size(), args.size()));
    }
    Scope inner;
    inner.graph = scope.graph;
    inner.prefix = scope.prefix + callee.name + ".";
    for (size_t i = 0; i < args.size(); ++i) {
      if (!matches(args[i], callee.arguments[i].type)) {
        fail(op.operands[i].offset, fmt::format("argument {} of @{} is {}, the call passes {}", i, callee.name,
                                                callee.arguments[i].type.to_string(), type_string(args[i])));
      }
      inner.values[callee.arguments[i].name] = {args[i]};
    }
    in_progress_.push_back(callee.name);
    std::vector<Imported> results = import_body(callee.body, inner);
    in_progress_.pop_back();
    check_function_results(callee, results);
    return results;
  }

  // The shape-polymorphic ops jax.export writes as custom calls (StableHLO's
  // dynamism RFC): their sizes are operands, folded to constants here, and
  // each is then its static form.
  std::vector<Value> import_dynamic_custom_call(const MlirOperation& op, Scope& scope) {
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
  std::vector<Value> rng_bit_generator(const MlirOperation& op, Scope& scope, const Value& state, const TensorType& output) {
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

  // The one function a custom call names in called_computations, as a graph.
  Graph* called_function_graph(const MlirOperation& op, Scope& scope, std::string_view role) {
    const MlirAttribute& called = required(op, "called_computations");
    if (called.kind != MlirAttribute::Kind::Array || called.elements.size() != 1 || called.elements[0].kind != MlirAttribute::Kind::Symbol) {
      fail(called.offset, fmt::format("{}: called_computations must name one function", op.name));
    }
    auto it = functions_.find(called.elements[0].text);
    if (it == functions_.end()) fail(called.elements[0].offset, fmt::format("unknown function @{}", called.elements[0].text));
    MlirRegion body = it->second->body;
    body.arguments = it->second->arguments;
    return region_graph(op, body, scope, role);
  }

  std::vector<Value> import_custom_call(const MlirOperation& op, Scope& scope) {
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
      case CustomCallMeaning::Lapack:  // import_operation sent these to import_lapack_call
      case CustomCallMeaning::Unknown: break;
    }
    if (is_byteir_target(t)) return import_byteir_call(op, scope);
    fail(target.offset, fmt::format("unsupported custom_call target @{}", t));
  }

  std::vector<Value> import_byteir_call(const MlirOperation& op, Scope& scope) {
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

  // A complex dense<...> attribute as two constants, its real and imaginary parts.
  Imported complex_constant_of(GraphBuilder& b, const MlirAttribute& value, const std::string& name) {
    const Literal pairs = parse_dense_literal(src_, value.dense, value.type->tensor, true);
    Literal re(value.type->tensor.dtype, value.type->tensor.dims), im(re.dtype(), re.dims());
    const size_t part = dtype_bytes(re.dtype());
    for (int64_t i = 0; i < re.num_elements(); ++i) {
      std::memcpy(re.data() + static_cast<size_t>(i) * part, pairs.data() + static_cast<size_t>(2 * i) * part, part);
      std::memcpy(im.data() + static_cast<size_t>(i) * part, pairs.data() + static_cast<size_t>(2 * i + 1) * part, part);
    }
    return {b.constant(std::move(re), name + ".re"), b.constant(std::move(im), name + ".im")};
  }

  // The check dialect's own ops.
  std::vector<Imported> import_check(const MlirOperation& op, Scope& scope) {
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

  void add_check(const MlirOperation& op, Scope& scope, ProgramCheck check, const MlirValueUse& actual,
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

  const MlirModule& program_;
  const SourceText& src_;
  const ImportOptions& options_;
  std::unique_ptr<Module> module_;
  std::unordered_map<std::string, const MlirFunction*> functions_;
  std::unordered_map<std::string, const MlirGlobal*> globals_;
  std::vector<std::string> in_progress_;
  std::vector<PendingCheck> pending_checks_;
  int expected_constants_ = 0;
  Graph* entry_graph_ = nullptr;
  bool per_part_ = false;  // importing a complex op once per part: results are parts
  std::unordered_map<Node*, std::pair<Imported, Value>> packed_;  // complex values packed as pairs
};

}  // namespace

std::unique_ptr<Module> build_stablehlo_module(const MlirModule& program, const ImportOptions& options) {
  return StablehloImporter(program, options).build();
}

}  // namespace kiln
