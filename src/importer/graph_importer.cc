#include "importer/graph_importer.h"

#include "importer/text_cursor.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <iostream>
#include <map>
#include <set>
#include <unordered_map>

#include "importer/attribute_parser.h"
#include "expand/batch_norm.h"
#include "importer/call_layouts.h"
#include "expand/complex_ops.h"
#include "expand/fft.h"
#include "expand/random_numbers.h"
#include "importer/mlir_parser.h"
#include "importer/custom_call_targets.h"
#include "importer/hlo_parser.h"
#include "importer/literal_parser.h"
#include "importer/text_cursor.h"
#include "expand/philox.h"
#include "expand/threefry.h"
#include "expand/top_k.h"
#include "ir/builder.h"
#include "ir/select_and_scatter.h"
#include "ir/shape_inference.h"
#include "ir/verifier.h"
#include "support/error.h"

namespace kiln {

namespace {

// What an HLO instruction evaluates to: an array (one Value) or a tuple of
// them. A complex array (c64, c128) is its real part `leaf` and imaginary
// part `im` (importer/complex_ops.h): two arrays wherever it is flattened
// (parameters, outputs, variadic operands, called computations' arguments).
struct Imported {
  Value leaf;
  Value im;  // set for a complex array
  bool is_tuple = false;
  std::vector<Imported> elements;
  bool is_complex() const { return static_cast<bool>(im); }
};

void flatten_into(const Imported& v, std::vector<Value>& out) {
  if (!v.is_tuple) {
    out.push_back(v.leaf);
    if (v.is_complex()) out.push_back(v.im);
    return;
  }
  for (const auto& e : v.elements) flatten_into(e, out);
}

Imported tuple_of(std::vector<Imported> elements) {
  Imported t;
  t.is_tuple = true;
  t.elements = std::move(elements);
  return t;
}

// One operand as itself, several as their tuple: what an instruction that
// passes its operands through returns.
Imported passed_through(const std::vector<Imported>& operands) { return operands.size() == 1 ? operands[0] : tuple_of(operands); }

std::vector<Value> flatten(const Imported& v) {
  std::vector<Value> out;
  flatten_into(v, out);
  return out;
}

void flatten_shape(const AstShape& s, std::vector<TensorType>& out) {
  if (!s.is_tuple) {
    out.push_back(s.array);
    if (s.is_complex) out.push_back(s.array);
    return;
  }
  for (const auto& e : s.elements) flatten_shape(e, out);
}

// Rebuilds a (possibly nested) tuple of `values` in the form of `shape`.
Imported shape_like(const AstShape& shape, const std::vector<Value>& values, size_t& next) {
  Imported out;
  if (!shape.is_tuple) {
    out.leaf = values.at(next++);
    if (shape.is_complex) out.im = values.at(next++);
    return out;
  }
  out.is_tuple = true;
  for (const auto& e : shape.elements) out.elements.push_back(shape_like(e, values, next));
  return out;
}

std::string shape_string(const AstShape& s) {
  if (!s.is_tuple) return s.is_complex ? fmt::format("c{}{}", s.array.dtype == DType::F32 ? 64 : 128, s.array.to_string(false).substr(3)) : s.array.to_string(false);
  std::vector<std::string> parts;
  for (const auto& e : s.elements) parts.push_back(shape_string(e));
  return fmt::format("({})", fmt::join(parts, ", "));
}

// Ops whose operand tuples are flattened into the node's operand list.
bool flattens_operands(OpCode op) { return op == OpCode::While || op == OpCode::Conditional; }

class ModuleBuilder {
 public:
  ModuleBuilder(const AstModule& ast, const ImportOptions& options)
      : ast_(ast), src_(*ast.source), options_(options) {}

  std::unique_ptr<Module> build() {
    module_ = std::make_unique<Module>(ast_.name);
    for (const auto& comp : ast_.computations) {
      if (!computations_.emplace(comp.name, &comp).second) {
        fail(comp.offset, fmt::format("computation %{} is defined twice", comp.name));
      }
    }
    const AstComputation* entry = nullptr;
    for (const auto& comp : ast_.computations) {
      if (!comp.is_entry) continue;
      if (entry) fail(comp.offset, "more than one ENTRY computation");
      entry = &comp;
    }
    if (!entry) entry = &ast_.computations.back();  // XLA's convention without ENTRY
    Graph* g = module_->add_graph(entry->name);
    entry_graph_ = g;
    in_progress_.push_back(entry->name);
    const Imported root = import_body(*entry, g, nullptr);
    finish_graph(*entry, g, root);
    module_->set_entry(g);
    if (ast_.entry_computation_layout) apply_entry_layout(*ast_.entry_computation_layout, *g);
    for (const auto& [graph, constants] : elided_) {
      fill_elided_constants(*graph, constants, options_.elided_constants, options_.elided_constant_seed);
    }
    if (elided_constants_ > 0) {
      const std::string message = fmt::format(
          "kiln: warning: {}: {} elided constant(s) printed as {{...}} were filled with seeded values "
          "(--elided-constants={}, seed {})",
          src_.file_name(), elided_constants_, elided_constants_name(options_.elided_constants), options_.elided_constant_seed);
      if (options_.warn) {
        options_.warn(message);
      } else {
        std::cerr << message << "\n";
      }
    }
    match_call_layouts(*module_);
    verify_module(*module_);
    return std::move(module_);
  }

 private:
  [[noreturn]] void fail(size_t offset, std::string_view message) const {
    throw UserError(fmt::format("{}: {}", src_.location(offset), message));
  }

  // " (from FILE:LINE)" where the instruction's metadata names its source.
  std::string at_source(const AstInstruction& inst) const {
    return inst.source_location.empty() ? std::string() : fmt::format(" (from {})", inst.source_location);
  }

  const AstComputation& find_computation(const std::string& name, size_t offset) const {
    auto it = computations_.find(name);
    if (it == computations_.end()) fail(offset, fmt::format("unknown computation %{}", name));
    return *it->second;
  }

  void finish_graph(const AstComputation& comp, Graph* g, const Imported& root) {
    g->set_outputs(g == entry_graph_ ? entry_outputs(root, g) : flatten(root));
    g->set_returns_tuple(root.is_tuple);
    for (const auto& inst : comp.instructions) {
      if (inst.is_root) g->set_root_name(inst.name);
    }
    if (g->outputs().empty()) fail(comp.offset, fmt::format("computation %{} returns an empty tuple", comp.name));
  }

  // Computations call computations; a call back into one still being
  // imported is a cycle, reported with its whole path.
  void enter(const std::string& name, size_t offset) {
    auto it = std::find(in_progress_.begin(), in_progress_.end(), name);
    if (it != in_progress_.end()) {
      std::vector<std::string> cycle(it, in_progress_.end());
      cycle.push_back(name);
      for (std::string& c : cycle) c = "%" + c;
      fail(offset, cycle.size() == 2 ? fmt::format("computation %{} calls itself", name)
                                     : fmt::format("computations call each other in a cycle: {}", fmt::join(cycle, " -> ")));
    }
    if (in_progress_.size() >= static_cast<size_t>(NestingGuard::kMaxNesting)) {
      fail(offset, fmt::format("computations call each other more than {} levels deep (here %{})", NestingGuard::kMaxNesting, name));
    }
    in_progress_.push_back(name);
  }
  void leave(const std::string& name) {
    KILN_CHECK(!in_progress_.empty() && in_progress_.back() == name, "leaving computation %{} out of order", name);
    in_progress_.pop_back();
  }

  // A called computation (reducer, comparator, loop body, ...) as its own graph.
  Graph* called_graph(const std::string& name, size_t offset) {
    if (auto it = graphs_.find(name); it != graphs_.end()) return it->second;
    const AstComputation& comp = find_computation(name, offset);
    enter(name, offset);
    Graph* g = module_->add_graph(name);
    const Imported root = import_body(comp, g, nullptr);
    finish_graph(comp, g, root);
    leave(name);
    graphs_[name] = g;
    return g;
  }

  // Imports the instructions of `comp` into `g`. With `args`, the computation is
  // inlined: its parameters are the given values.
  Imported import_body(const AstComputation& comp, Graph* g, const std::vector<Imported>* args) {
    std::unordered_map<std::string, size_t> index;
    const AstInstruction* root = nullptr;
    for (size_t i = 0; i < comp.instructions.size(); ++i) {
      const AstInstruction& inst = comp.instructions[i];
      if (!index.emplace(inst.name, i).second) fail(inst.offset, fmt::format("instruction %{} is defined twice", inst.name));
      if (inst.is_root) {
        if (root) fail(inst.offset, fmt::format("computation %{} has more than one ROOT", comp.name));
        root = &inst;
      }
      // Outer names first, so inlined instructions never take a name the text gave
      // to an instruction of this graph.
      if (!args) g->reserve_name(inst.name);
    }
    if (!root) root = &comp.instructions.back();
    const std::vector<size_t> order = topological_order(comp, index);

    std::vector<Imported> values(comp.instructions.size());
    if (!args) create_parameters(comp, g, values);
    for (size_t i : order) {
      const AstInstruction& inst = comp.instructions[i];
      std::vector<Imported> operands;
      for (const auto& op : inst.operands) operands.push_back(values[index.at(op.name)]);
      if (inst.opcode == "parameter") {
        if (args) {
          const int64_t number = parameter_number(inst);
          if (number >= static_cast<int64_t>(args->size())) {
            fail(inst.offset, fmt::format("parameter({}) but the call passes {} operand(s)", number, args->size()));
          }
          values[i] = (*args)[static_cast<size_t>(number)];
          check_matches(inst, values[i]);
        }
        continue;
      }
      values[i] = import_instruction(inst, g, operands);
    }
    return values[static_cast<size_t>(root - comp.instructions.data())];
  }

  std::vector<size_t> topological_order(const AstComputation& comp,
                                        const std::unordered_map<std::string, size_t>& index) const {
    const size_t n = comp.instructions.size();
    std::vector<int> state(n, 0);  // 0 new, 1 on the stack, 2 done
    std::vector<size_t> order;
    order.reserve(n);
    for (size_t start = 0; start < n; ++start) {
      if (state[start]) continue;
      std::vector<std::pair<size_t, size_t>> stack{{start, 0}};  // (instruction, next operand)
      state[start] = 1;
      while (!stack.empty()) {
        auto& [i, next] = stack.back();
        const AstInstruction& inst = comp.instructions[i];
        if (next < inst.operands.size()) {
          const AstOperand& op = inst.operands[next++];
          auto it = index.find(op.name);
          if (it == index.end()) {
            fail(op.offset, fmt::format("unknown operand %{} in instruction %{}", op.name, inst.name));
          }
          if (state[it->second] == 1) fail(op.offset, fmt::format("instruction %{} depends on itself", inst.name));
          if (state[it->second] == 0) {
            state[it->second] = 1;
            stack.emplace_back(it->second, 0);
          }
        } else {
          state[i] = 2;
          order.push_back(i);
          stack.pop_back();
        }
      }
    }
    return order;
  }

  int64_t parameter_number(const AstInstruction& inst) const {
    TextCursor c(src_, inst.operand_text);
    const int64_t n = c.read_int("a parameter number");
    if (!c.at_end()) c.fail_expected("')'");
    if (n < 0) fail(inst.offset, "parameter numbers must be >= 0");
    return n;
  }

  void create_parameters(const AstComputation& comp, Graph* g, std::vector<Imported>& values) {
    std::map<int64_t, size_t> by_number;
    for (size_t i = 0; i < comp.instructions.size(); ++i) {
      const AstInstruction& inst = comp.instructions[i];
      if (inst.opcode != "parameter") continue;
      const int64_t n = parameter_number(inst);
      if (!by_number.emplace(n, i).second) fail(inst.offset, fmt::format("parameter({}) appears twice", n));
    }
    int64_t expected = 0;
    for (const auto& [n, i] : by_number) {
      if (n != expected) {
        fail(comp.instructions[i].offset,
             fmt::format("parameter numbers of %{} must be 0..N-1, but {} is missing", comp.name, expected));
      }
      ++expected;
      const AstInstruction& inst = comp.instructions[i];
      values[i] = make_parameter(inst.shape, inst.name, g);
    }
  }

  Imported make_parameter(const AstShape& shape, const std::string& name, Graph* g) {
    Imported v;
    if (!shape.is_tuple && shape.is_complex && g == entry_graph_) {  // one array of (re, im) pairs
      Dims dims = shape.array.dims;
      dims.push_back(2);
      GraphBuilder b(g);
      const ComplexValue z = unpack_complex_pairs(b, g->add_parameter(name, TensorType(shape.array.dtype, dims))->result());
      v.leaf = z.re;
      v.im = z.im;
      return v;
    }
    if (!shape.is_tuple) {
      v.leaf = g->add_parameter(name, shape.array)->result();
      if (shape.is_complex) v.im = g->add_parameter(name + ".im", shape.array)->result();
      return v;
    }
    v.is_tuple = true;
    for (size_t i = 0; i < shape.elements.size(); ++i) {
      v.elements.push_back(make_parameter(shape.elements[i], fmt::format("{}.{}", name, i), g));
    }
    return v;
  }

  // The entry's results, flattened, a complex one as its (re, im) pairs.
  std::vector<Value> entry_outputs(const Imported& v, Graph* g) {
    if (v.is_tuple) {
      std::vector<Value> out;
      for (const Imported& e : v.elements) {
        const std::vector<Value> part = entry_outputs(e, g);
        out.insert(out.end(), part.begin(), part.end());
      }
      return out;
    }
    if (!v.is_complex()) return {v.leaf};
    GraphBuilder b(g);
    return {pack_complex_pairs(b, {v.leaf, v.im})};
  }

  void check_matches(const AstInstruction& inst, const Imported& v) const {
    std::vector<TensorType> declared;
    flatten_shape(inst.shape, declared);
    const std::vector<Value> leaves = flatten(v);
    bool same = declared.size() == leaves.size() && inst.shape.is_tuple == v.is_tuple && inst.shape.is_complex == v.is_complex();
    for (size_t i = 0; same && i < leaves.size(); ++i) same = declared[i].same_logical(leaves[i].type());
    if (!same) {
      std::vector<std::string> got;
      for (const Value& l : leaves) got.push_back(l.type().to_string(false));
      if (v.is_complex()) got = {fmt::format("complex parts {}", got[0])};
      fail(inst.offset, fmt::format("%{} is declared {} but its value is ({})", inst.name, shape_string(inst.shape),
                                    fmt::join(got, ", ")));
    }
  }

  Imported import_instruction(const AstInstruction& inst, Graph* g, const std::vector<Imported>& operands) {
    const std::string& opcode = inst.opcode;
    if (opcode == "tuple") {
      const Imported t = tuple_of(operands);
      check_matches(inst, t);
      return t;
    }
    if (opcode == "get-tuple-element") {
      if (operands.size() != 1 || !operands[0].is_tuple) {
        fail(inst.opcode_offset, fmt::format("get-tuple-element %{} needs one tuple operand", inst.name));
      }
      const int64_t i = int_attribute(inst, "index");
      if (i < 0 || i >= static_cast<int64_t>(operands[0].elements.size())) {
        fail(inst.offset, fmt::format("get-tuple-element index {} is out of range", i));
      }
      const Imported v = operands[0].elements[static_cast<size_t>(i)];
      check_matches(inst, v);
      return v;
    }
    if (opcode == "fusion" || opcode == "call") {
      const char* key = opcode == "fusion" ? "calls" : "to_apply";
      const AstAttribute* attr = inst.find_attribute(key);
      if (!attr) fail(inst.opcode_offset, fmt::format("{} %{} needs {}=", opcode, inst.name, key));
      TextCursor c(src_, attr->value);
      const std::string callee = parse_computation_ref(c);
      const AstComputation& comp = find_computation(callee, attr->offset);
      enter(callee, attr->offset);
      const Imported v = import_body(comp, g, &operands);  // inlined
      leave(callee);
      check_matches(inst, v);
      return v;
    }
    if (opcode == "select-and-scatter") return import_select_and_scatter(inst, g, operands);
    if (opcode == "custom-call") return import_custom_call(inst, g, operands);
    if (opcode == "topk") return import_top_k(inst, g, operands, bool_attribute(inst, "largest", true));
    if (opcode == "rng") return import_rng(inst, g, operands);
    if (opcode == "rng-bit-generator") return import_rng_bit_generator(inst, g, operands);
    if (is_collective(opcode)) return import_collective(inst, g, operands);
    if (opcode.starts_with("batch-norm-")) return import_batch_norm(inst, g, operands);
    if (opcode == "optimization-barrier" || opcode == "opt-barrier") {
      if (operands.size() != 1) fail(inst.opcode_offset, "optimization-barrier takes one operand");
      return operands[0];
    }
    std::optional<OpCode> op = parse_opcode(opcode);
    if (op && !operands.empty() && !operands[0].is_tuple && operands[0].leaf && operands[0].leaf.type().dtype == DType::Pred) {
      op = on_pred_operands(*op);
    }
    bool complex = inst.shape.is_complex || opcode == "real" || opcode == "imag" || opcode == "complex";
    for (const Imported& v : operands) complex |= v.is_complex();
    if (complex && !(op && takes_complex_as_parts(*op))) return import_complex(inst, op, g, operands);
    if (!op || *op == OpCode::Parameter) {
      fail(inst.opcode_offset, fmt::format("unsupported opcode '{}' in instruction %{}{}", opcode, inst.name, at_source(inst)));
    }
    std::vector<Value> operand_values;
    Attrs attrs;
    for (size_t i = 0; i < operands.size(); ++i) {
      if (operands[i].is_tuple && !flattens_operands(*op)) {
        fail(inst.operands[i].offset, fmt::format("operand %{} of %{} is a tuple", inst.operands[i].name, inst.name));
      }
      const std::vector<Value> leaves = flatten(operands[i]);
      if (*op == OpCode::Conditional && i > 0) attrs.branch_operand_counts.push_back(static_cast<int64_t>(leaves.size()));
      operand_values.insert(operand_values.end(), leaves.begin(), leaves.end());
    }
    std::vector<TensorType> declared;
    flatten_shape(inst.shape, declared);
    const std::vector<Value> results = add_node(inst, *op, g, std::move(operand_values), std::move(attrs), declared, inst.name);
    size_t next = 0;
    return shape_like(inst.shape, results, next);
  }

  // Variadic and control-flow ops take a complex operand as its two parts, and
  // their computations a complex argument as two parameters (reduce's
  // accumulators, then inputs: (acc.re, acc.im, x.re, x.im), as a complex
  // reducer's flattened parameters are).
  static bool takes_complex_as_parts(OpCode op) {
    return op == OpCode::Reduce || op == OpCode::ReduceWindow || op == OpCode::While || op == OpCode::Conditional;
  }

  // `inst` as one kiln node of `op` on `operand_values`, its results declared
  // `declared`: the attributes parsed, the result types inferred and checked.
  std::vector<Value> add_node(const AstInstruction& inst, OpCode op, Graph* g, std::vector<Value> operand_values, Attrs attrs,
                              const std::vector<TensorType>& declared, const std::string& name) {
    const std::string& opcode = inst.opcode;
    std::vector<TensorType> operand_types;
    for (const Value& v : operand_values) operand_types.push_back(v.type());
    std::vector<Graph*> called;
    constant_elided_ = false;
    parse_attributes(inst, op, operand_types, attrs, called);
    std::vector<TensorType> inferred;
    try {
      inferred = infer_result_types(op, operand_types, attrs, called, declared);
    } catch (const UserError& e) {
      fail(inst.offset, fmt::format("in %{}: {}", inst.name, e.what()));
    }
    bool same = inferred.size() == declared.size();
    for (size_t i = 0; same && i < inferred.size(); ++i) same = inferred[i].same_logical(declared[i]);
    if (!same) {
      std::vector<std::string> parts;
      for (const auto& t : inferred) parts.push_back(t.to_string(false));
      fail(inst.offset, fmt::format("%{} is declared {}, but {} of its operands gives {}", inst.name,
                                    shape_string(inst.shape), opcode, fmt::join(parts, ", ")));
    }
    Node* node = g->add_node(op, name, std::move(operand_values), declared, std::move(attrs), std::move(called));
    if (!inst.source_location.empty()) g->set_source_location(node->name(), inst.source_location);
    if (constant_elided_) elided_[g].push_back(node);
    std::vector<Value> results;
    for (int i = 0; i < node->num_results(); ++i) results.push_back(node->result(i));
    return results;
  }

  // An op with a complex operand or result, from the real ops on its parts
  // (importer/complex_ops.h), as the StableHLO importer builds them.
  Imported import_complex(const AstInstruction& inst, std::optional<OpCode> parsed_op, Graph* g, const std::vector<Imported>& operands) {
    if (inst.shape.is_tuple) fail(inst.opcode_offset, fmt::format("unsupported: {} with a tuple of complex values in instruction %{}", inst.opcode, inst.name));
    if (parsed_op) {  // elementwise ops take a fixed number of operands
      const OpCategory category = opcode_category(*parsed_op);
      const size_t arity = category == OpCategory::Unary ? 1 : category == OpCategory::Binary ? 2 : category == OpCategory::Ternary ? 3 : 0;
      if (arity > 0 && operands.size() != arity) {
        fail(inst.opcode_offset, fmt::format("{} %{} takes {} operand(s), got {}", inst.opcode, inst.name, arity, operands.size()));
      }
    }
    GraphBuilder b(g);
    const TensorType part = inst.shape.array;
    auto operand = [&](size_t i) -> const Imported& {
      if (i >= operands.size()) fail(inst.opcode_offset, fmt::format("{} %{} needs operand {}, got {}", inst.opcode, inst.name, i, operands.size()));
      return operands[i];
    };
    auto complex_operand = [&](size_t i) -> ComplexValue {
      const Imported& v = operand(i);
      if (!v.is_complex()) fail(inst.operands[i].offset, fmt::format("%{} mixes complex and real operands", inst.name));
      return {v.leaf, v.im};
    };
    auto as_imported = [&](Value re, Value im) {
      Imported v;
      v.leaf = re;
      v.im = im;
      check_matches(inst, v);
      return v;
    };
    // `inst` itself on real arrays, once per part: the real operands (indices,
    // predicates) go to both.
    auto per_part = [&](OpCode op) {
      std::vector<Value> re, im;
      for (const Imported& v : operands) {
        if (v.is_tuple) fail(inst.offset, fmt::format("unsupported: a tuple operand of %{}", inst.name));
        re.push_back(v.leaf);
        im.push_back(v.is_complex() ? v.im : v.leaf);
      }
      return as_imported(add_node(inst, op, g, re, {}, {part}, inst.name)[0], add_node(inst, op, g, im, {}, {part}, inst.name + ".im")[0]);
    };
    const std::string& name = inst.opcode;
    if (name == "fft") {
      const AstAttribute* type_attr = inst.find_attribute("fft_type");
      const AstAttribute* length_attr = inst.find_attribute("fft_length");
      if (!type_attr || !length_attr) fail(inst.opcode_offset, fmt::format("fft %{} needs fft_type= and fft_length=", inst.name));
      TextCursor tc(src_, type_attr->value);
      const std::string type_name = tc.read_name("FFT, IFFT, RFFT or IRFFT");
      const auto type = parse_fft_type(type_name);
      if (!type) fail(type_attr->offset, fmt::format("unknown fft_type '{}' (FFT, IFFT, RFFT or IRFFT)", type_name));
      TextCursor lc(src_, length_attr->value);
      const Dims lengths = parse_int_list(lc);
      const Imported& v = operand(0);
      if (operands.size() != 1) fail(inst.opcode_offset, fmt::format("fft %{} takes one operand", inst.name));
      try {
        const ComplexValue r = fft(b, *type, {v.leaf, v.im}, lengths);
        return as_imported(r.re, r.im);
      } catch (const UserError& e) {
        fail(inst.opcode_offset, fmt::format("in fft %{}: {}", inst.name, e.what()));
      }
    }
    if (name == "real" || name == "imag") {
      if (operands.size() != 1) fail(inst.opcode_offset, fmt::format("{} %{} takes one operand", name, inst.name));
      const Imported& v = operand(0);
      Imported out;
      out.leaf = name == "real" ? v.leaf : v.is_complex() ? v.im : complex_constant(b, v.leaf.type(), 0, 0).re;
      check_matches(inst, out);
      return out;
    }
    if (name == "complex") {
      if (operands.size() != 2 || operands[0].is_complex() || operands[1].is_complex()) {
        fail(inst.opcode_offset, fmt::format("complex %{} takes two real operands", inst.name));
      }
      return as_imported(operands[0].leaf, operands[1].leaf);
    }
    if (!parsed_op) fail(inst.opcode_offset, fmt::format("unsupported opcode '{}' in instruction %{}", name, inst.name));
    const OpCode op = *parsed_op;
    std::string stablehlo_name = name;  // complex_ops.h speaks StableHLO's names
    std::replace(stablehlo_name.begin(), stablehlo_name.end(), '-', '_');
    switch (op) {
      case OpCode::Constant: {
        TextCursor c(src_, inst.operand_text);
        std::optional<Literal> pairs = parse_literal(c, part, true);
        if (!pairs) fail(inst.offset, fmt::format("unsupported: an elided complex constant (%{})", inst.name));
        Literal re(part.dtype, part.dims), im(part.dtype, part.dims);
        for (int64_t i = 0; i < re.num_elements(); ++i) {
          re.set_double(i, pairs->get_double(2 * i));
          im.set_double(i, pairs->get_double(2 * i + 1));
        }
        return as_imported(b.constant(std::move(re), inst.name), b.constant(std::move(im), inst.name + ".im"));
      }
      case OpCode::Abs: {
        Imported out;
        out.leaf = complex_abs(b, complex_operand(0));
        check_matches(inst, out);
        return out;
      }
      case OpCode::Compare: {
        Attrs a;
        std::vector<Graph*> unused;
        parse_attributes(inst, op, {operand(0).leaf.type(), operand(1).leaf.type()}, a, unused);
        if (a.direction != ComparisonDirection::EQ && a.direction != ComparisonDirection::NE) {
          fail(inst.opcode_offset, fmt::format("unsupported: compare other than EQ and NE on complex values (%{})", inst.name));
        }
        Imported out;
        out.leaf = complex_equal(b, complex_operand(0), complex_operand(1), a.direction == ComparisonDirection::NE);
        check_matches(inst, out);
        return out;
      }
      case OpCode::Convert: {
        const Imported& v = operand(0);
        if (!inst.shape.is_complex) {  // the real part
          Imported out;
          out.leaf = b.convert(v.leaf, part.dtype);
          check_matches(inst, out);
          return out;
        }
        Value re = b.convert(v.leaf, part.dtype);
        return as_imported(re, v.is_complex() ? b.convert(v.im, part.dtype) : complex_constant(b, part, 0, 0).re);
      }
      case OpCode::Dot: {
        // (a + bi)(c + di) = (ac - bd) + (ad + bc)i, each product a real dot.
        const ComplexValue x = complex_operand(0), y = complex_operand(1);
        auto dot = [&](Value l, Value r, const char* suffix) { return add_node(inst, op, g, {l, r}, {}, {part}, inst.name + suffix)[0]; };
        return as_imported(b.sub(dot(x.re, y.re, ".rr"), dot(x.im, y.im, ".ii")), b.add(dot(x.re, y.im, ".ri"), dot(x.im, y.re, ".ir")));
      }
      case OpCode::Broadcast: case OpCode::Reshape: case OpCode::Transpose: case OpCode::Reverse: case OpCode::Slice:
      case OpCode::Concatenate: case OpCode::Pad: case OpCode::DynamicSlice: case OpCode::DynamicUpdateSlice:
      case OpCode::Gather: case OpCode::Select: case OpCode::Copy: case OpCode::Bitcast: case OpCode::Negate:
        return per_part(op);
      default: break;
    }
    if (operands.size() == 1 && operands[0].is_complex()) {
      if (auto z = complex_unary(b, stablehlo_name, complex_operand(0))) return as_imported(z->re, z->im);
    }
    if (operands.size() == 2 && operands[0].is_complex() && operands[1].is_complex()) {
      if (auto z = complex_binary(b, stablehlo_name, complex_operand(0), complex_operand(1))) return as_imported(z->re, z->im);
    }
    fail(inst.opcode_offset, fmt::format("unsupported: {} on complex values in instruction %{}", name, inst.name));
  }

  // select-and-scatter(operand, source, init), window=..., select=%s, scatter=%t:
  // built from kiln ops (ir/select_and_scatter.h).
  // custom-call: by what its target means on one device
  // (importer/custom_call_targets.h).
  Imported import_custom_call(const AstInstruction& inst, Graph* g, const std::vector<Imported>& operands) {
    const AstAttribute* attr = inst.find_attribute("custom_call_target");
    if (!attr) fail(inst.opcode_offset, fmt::format("custom-call %{} needs custom_call_target=", inst.name));
    TextCursor c(src_, attr->value);
    const std::string target = c.read_string("a quoted custom_call_target");
    switch (custom_call_meaning(target)) {
      case CustomCallMeaning::Identity: {
        // A single array declared as a one-element tuple is wrapped.
        const bool wrap = operands.size() == 1 && !operands[0].is_tuple && inst.shape.is_tuple;
        const Imported v = wrap ? tuple_of(operands) : passed_through(operands);
        check_matches(inst, v);
        return v;
      }
      case CustomCallMeaning::TopK: return import_top_k(inst, g, operands, true);
      case CustomCallMeaning::TriangularSolve: {
        const AstAttribute* config = inst.find_attribute("backend_config");
        if (!config) fail(inst.opcode_offset, fmt::format("custom-call %{} ({}) needs backend_config=", inst.name, target));
        // (a, b), or (a, b, alpha) as JAX exported it before 2025: alpha scales b.
        if (operands.size() < 2 || operands.size() > 3 || operands[0].is_tuple || operands[1].is_tuple ||
            (operands.size() == 3 && (operands[2].is_tuple || operands[2].leaf.type().rank() != 0))) {
          fail(inst.opcode_offset, fmt::format("custom-call %{} ({}) takes a, b and an optional scalar alpha", inst.name, target));
        }
        Value rhs = operands[1].leaf;
        if (operands.size() == 3) {
          GraphBuilder b(g);
          rhs = b.mul(rhs, b.broadcast(operands[2].leaf, rhs.type().dims, {}));
        }
        Attrs a;
        try {
          a.triangular_solve = lapack_trsm_options(parse_mlir_attribute(src_, config->value));
        } catch (const UserError& e) {
          fail(config->offset, fmt::format("in custom-call %{}: {}", inst.name, e.what()));
        }
        Imported v;
        v.leaf = add_node(inst, OpCode::TriangularSolve, g, {operands[0].leaf, rhs}, a, {inst.shape.array}, inst.name)[0];
        check_matches(inst, v);
        return v;
      }
      case CustomCallMeaning::Lapack: {
        const AstAttribute* config = inst.find_attribute("backend_config");
        Attrs a;
        try {
          MlirAttribute no_config;
          no_config.kind = MlirAttribute::Kind::Dictionary;
          a.lapack = lapack_call_options(target, config ? parse_mlir_attribute(src_, config->value) : no_config);
        } catch (const UserError& e) {
          fail(config ? config->offset : inst.opcode_offset, fmt::format("in custom-call %{}: {}", inst.name, e.what()));
        }
        GraphBuilder b(g);
        std::vector<Value> packed;
        std::vector<TensorType> types;
        for (const Imported& v : operands) {
          if (v.is_tuple || v.is_complex() != a.lapack.complex) {
            fail(inst.opcode_offset, fmt::format("custom-call %{} ({}) takes {} matrices", inst.name, target, a.lapack.complex ? "complex" : "real"));
          }
          packed.push_back(v.is_complex() ? pack_complex_pairs(b, {v.leaf, v.im}) : v.leaf);
          types.push_back(packed.back().type());
        }
        std::vector<TensorType> result_types;
        try {
          result_types = infer_result_types(OpCode::Lapack, types, a, {}, {});
        } catch (const UserError& e) {
          fail(inst.opcode_offset, fmt::format("in custom-call %{}: {}", inst.name, e.what()));
        }
        const LapackOptions options = a.lapack;
        const std::vector<Value> results = add_node(inst, OpCode::Lapack, g, packed, std::move(a), result_types, inst.name);
        std::vector<Imported> parts;
        for (size_t i = 0; i < results.size(); ++i) {
          if (lapack_result_is_complex(options, i)) {
            const ComplexValue z = unpack_complex_pairs(b, results[i]);
            Imported v;
            v.leaf = z.re;
            v.im = z.im;
            parts.push_back(v);
          } else {
            parts.push_back(Imported{results[i]});
          }
        }
        const Imported v = parts.size() == 1 ? parts[0] : tuple_of(parts);
        check_matches(inst, v);
        return v;
      }
      case CustomCallMeaning::Threefry2x32: {
        if (operands.size() != 4) fail(inst.opcode_offset, fmt::format("custom-call %{} ({}) takes key0, key1, count0 and count1", inst.name, target));
        for (const Imported& v : operands) {
          if (v.is_tuple || v.is_complex()) fail(inst.opcode_offset, fmt::format("custom-call %{} ({}) takes four u32 arrays", inst.name, target));
        }
        GraphBuilder b(g);
        try {
          const auto [y0, y1] = threefry2x32(b, operands[0].leaf, operands[1].leaf, operands[2].leaf, operands[3].leaf);
          const Imported v = tuple_of({Imported{y0}, Imported{y1}});
          check_matches(inst, v);
          return v;
        } catch (const UserError& e) {
          fail(inst.opcode_offset, fmt::format("in custom-call %{}: {}", inst.name, e.what()));
        }
      }
      case CustomCallMeaning::Unknown: break;
    }
    fail(attr->offset, fmt::format("unsupported custom-call target \"{}\" in instruction %{}{}", target, inst.name,
                                   at_source(inst)));
  }

  // topk (k=, largest=) and custom-call "TopK" (k from the result shape).
  Imported import_top_k(const AstInstruction& inst, Graph* g, const std::vector<Imported>& operands, bool largest) {
    if (operands.size() != 1 || operands[0].is_tuple || operands[0].is_complex()) {
      fail(inst.opcode_offset, fmt::format("{} %{} takes one real array operand", inst.opcode, inst.name));
    }
    if (!inst.shape.is_tuple || inst.shape.elements.size() != 2 || inst.shape.elements[0].is_tuple ||
        inst.shape.elements[0].array.rank() == 0) {
      fail(inst.offset, fmt::format("{} %{} must be declared as a tuple (values, indices)", inst.opcode, inst.name));
    }
    const int64_t k = inst.find_attribute("k") ? int_attribute(inst, "k") : inst.shape.elements[0].array.dims.back();
    GraphBuilder b(g);
    std::vector<Value> r;
    try {
      r = top_k(*module_, b, operands[0].leaf, k, largest);
    } catch (const UserError& e) {
      fail(inst.offset, fmt::format("in %{}: {}", inst.name, e.what()));
    }
    const Imported v = tuple_of({Imported{r[0]}, Imported{r[1]}});
    check_matches(inst, v);
    return v;
  }

  // rng(a, b), distribution=rng_uniform|rng_normal (importer/random_numbers.h).
  Imported import_rng(const AstInstruction& inst, Graph* g, const std::vector<Imported>& operands) {
    if (operands.size() != 2 || operands[0].is_tuple || operands[1].is_tuple || inst.shape.is_tuple || inst.shape.is_complex) {
      fail(inst.opcode_offset, fmt::format("rng %{} takes two scalars and gives one array", inst.name));
    }
    const AstAttribute* d = inst.find_attribute("distribution");
    if (!d) fail(inst.opcode_offset, fmt::format("rng %{} needs distribution=rng_uniform or rng_normal", inst.name));
    TextCursor c(src_, d->value);
    const std::string distribution = c.read_name("rng_uniform or rng_normal");
    if (distribution != "rng_uniform" && distribution != "rng_normal") {
      fail(d->offset, fmt::format("unknown distribution '{}' (rng_uniform or rng_normal)", distribution));
    }
    GraphBuilder b(g);
    try {
      const Value r = random_numbers(b, distribution == "rng_normal" ? RandomDistribution::Normal : RandomDistribution::Uniform,
                                     operands[0].leaf, operands[1].leaf, inst.shape.array, inst.name);
      return Imported{r};
    } catch (const UserError& e) {
      fail(inst.offset, fmt::format("in %{}: {}", inst.name, e.what()));
    }
  }

  // (state, bits) from a u64 state; rng_default is Philox, as XLA's CPU and
  // GPU backends run it (importer/philox.h).
  Imported import_rng_bit_generator(const AstInstruction& inst, Graph* g, const std::vector<Imported>& operands) {
    if (operands.size() != 1 || operands[0].is_tuple || !inst.shape.is_tuple || inst.shape.elements.size() != 2 || inst.shape.elements[1].is_tuple) {
      fail(inst.opcode_offset, fmt::format("rng-bit-generator %{} takes a state and gives (state, bits)", inst.name));
    }
    std::string algorithm = "rng_default";
    if (const AstAttribute* a = inst.find_attribute("algorithm")) {
      TextCursor c(src_, a->value);
      algorithm = c.read_name("rng_default, rng_philox or rng_three_fry");
      if (algorithm != "rng_default" && algorithm != "rng_philox") {
        fail(a->offset, fmt::format("unsupported: rng-bit-generator with algorithm={} (in %{})", algorithm, inst.name));
      }
    }
    GraphBuilder b(g);
    Imported v;
    try {
      const auto [state, bits] = philox_bit_generator(b, operands[0].leaf, inst.shape.elements[1].array);
      v = tuple_of({Imported{state}, Imported{bits}});
    } catch (const UserError& e) {
      fail(inst.offset, fmt::format("in %{}: {}", inst.name, e.what()));
    }
    check_matches(inst, v);
    return v;
  }

  // batch-norm-inference, -training and -grad (importer/batch_norm.h).
  Imported import_batch_norm(const AstInstruction& inst, Graph* g, const std::vector<Imported>& operands) {
    const size_t arity = inst.opcode == "batch-norm-inference" ? 5 : inst.opcode == "batch-norm-training" ? 3
                         : inst.opcode == "batch-norm-grad"    ? 5 : 0;
    if (arity == 0) fail(inst.opcode_offset, fmt::format("unsupported opcode '{}' in instruction %{}{}", inst.opcode, inst.name, at_source(inst)));
    std::vector<Value> in;
    for (const Imported& v : operands) {
      if (v.is_tuple || v.is_complex()) fail(inst.opcode_offset, fmt::format("{} %{} takes real arrays", inst.opcode, inst.name));
      in.push_back(v.leaf);
    }
    if (in.size() != arity) {
      fail(inst.opcode_offset, fmt::format("{} %{} takes {} operands, got {}", inst.opcode, inst.name, arity, in.size()));
    }
    const BatchNormSpec spec{float_attribute(inst, "epsilon"), int_attribute(inst, "feature_index")};
    GraphBuilder b(g);
    Imported v;
    try {
      if (inst.opcode == "batch-norm-inference") {
        v.leaf = batch_norm_inference(*module_, b, in[0], in[1], in[2], in[3], in[4], spec);
      } else {
        const std::vector<Value> r = inst.opcode == "batch-norm-training"
                                         ? batch_norm_training(*module_, b, in[0], in[1], in[2], spec)
                                         : batch_norm_grad(*module_, b, in[0], in[1], in[2], in[3], in[4], spec);
        std::vector<Imported> elements;
        for (const Value& e : r) elements.push_back(Imported{e});
        v = tuple_of(std::move(elements));
      }
    } catch (const UserError& e) {
      fail(inst.offset, fmt::format("in %{}: {}", inst.name, e.what()));
    }
    check_matches(inst, v);
    return v;
  }

  // Collectives in a module compiled for one device are exact: each
  // participant group is that device alone. Over several devices they are not,
  // and kiln runs one.
  static bool is_collective(const std::string& opcode) {
    static const std::set<std::string> kCollectives = {
        "all-reduce", "all-reduce-start", "all-reduce-done", "all-gather", "all-gather-start", "all-gather-done",
        "reduce-scatter", "all-to-all", "collective-permute", "collective-broadcast", "partition-id", "replica-id"};
    return kCollectives.count(opcode) > 0;
  }

  Imported import_collective(const AstInstruction& inst, Graph* g, const std::vector<Imported>& operands) {
    if (ast_.replica_count > 1 || ast_.num_partitions > 1) {
      const double devices = static_cast<double>(ast_.replica_count) * static_cast<double>(ast_.num_partitions);
      fail(inst.opcode_offset,
           fmt::format("{} %{}: this module runs on {:.0f} devices (replica_count={}, num_partitions={}); kiln runs a "
                       "module on one device: export it unpartitioned (one replica, one partition)",
                       inst.opcode, inst.name, devices, ast_.replica_count, ast_.num_partitions));
    }
    GraphBuilder b(g);
    Imported v;
    if (inst.opcode == "partition-id" || inst.opcode == "replica-id") {
      if (!operands.empty()) fail(inst.opcode_offset, fmt::format("{} %{} takes no operands", inst.opcode, inst.name));
      v.leaf = b.scalar(DType::U32, 0);
    } else if (inst.opcode == "collective-permute" && !permutes_device_zero_to_itself(inst)) {
      // No pair sends to device 0: it receives zeros.
      if (operands.size() != 1 || operands[0].is_tuple) fail(inst.opcode_offset, fmt::format("collective-permute %{} takes one array", inst.name));
      const TensorType& t = operands[0].leaf.type();
      v.leaf = b.broadcast(b.scalar(t.dtype, 0), t.dims, {});
      if (operands[0].is_complex()) v.im = v.leaf;
    } else if (inst.opcode == "all-gather-start") {
      // (operands, results): on one device the results are the operands.
      v = tuple_of({passed_through(operands), passed_through(operands)});
    } else if (inst.opcode == "all-gather-done") {
      if (operands.size() != 1 || !operands[0].is_tuple || operands[0].elements.size() != 2) {
        fail(inst.opcode_offset, fmt::format("all-gather-done %{} takes the (operands, results) tuple of its start", inst.name));
      }
      v = operands[0].elements[1];
    } else {
      v = passed_through(operands);
    }
    check_matches(inst, v);
    return v;
  }

  bool permutes_device_zero_to_itself(const AstInstruction& inst) const {
    const AstAttribute* attr = inst.find_attribute("source_target_pairs");
    if (!attr) return false;
    TextCursor c(src_, attr->value);
    c.expect("{");
    while (!c.try_consume("}")) {
      const size_t at = c.pos();
      const Dims pair = parse_int_list(c);
      if (pair.size() != 2) c.fail_at(at, "a source_target_pairs entry is {source,target}");
      if (pair[0] == 0 && pair[1] == 0) return true;
      c.try_consume(",");
    }
    return false;
  }

  Imported import_select_and_scatter(const AstInstruction& inst, Graph* g, const std::vector<Imported>& operands) {
    if (operands.size() != 3) fail(inst.opcode_offset, fmt::format("select-and-scatter %{} takes operand, source and init", inst.name));
    for (size_t i = 0; i < 3; ++i) {
      if (operands[i].is_tuple) fail(inst.operands[i].offset, fmt::format("operand %{} of %{} is a tuple", inst.operands[i].name, inst.name));
    }
    std::vector<WindowDim> window;
    Graph* select = nullptr;
    Graph* scatter = nullptr;
    for (const AstAttribute& attr : inst.attributes) {
      TextCursor c(src_, attr.value);
      if (attr.key == "window") window = parse_window(c);
      else if (attr.key == "select") select = called_graph(parse_computation_ref(c), attr.value.begin);
      else if (attr.key == "scatter") scatter = called_graph(parse_computation_ref(c), attr.value.begin);
      else continue;
      if (!c.at_end()) c.fail_expected(fmt::format("the end of the {} value", attr.key));
    }
    if (!select || !scatter) fail(inst.opcode_offset, fmt::format("select-and-scatter %{} needs select= and scatter=", inst.name));
    if (window.empty()) {  // no window: one element per window
      window.assign(static_cast<size_t>(operands[0].leaf.type().rank()), WindowDim{});
    }
    GraphBuilder b(g);
    Imported v;
    try {
      v.leaf = build_select_and_scatter(*module_, b, operands[0].leaf, operands[1].leaf, operands[2].leaf, window, *select,
                                        scatter, inst.name);
    } catch (const UserError& e) {
      fail(inst.offset, fmt::format("in %{}: {}", inst.name, e.what()));
    }
    check_matches(inst, v);
    return v;
  }

  int64_t int_attribute(const AstInstruction& inst, std::string_view key) const {
    const AstAttribute* attr = inst.find_attribute(key);
    if (!attr) fail(inst.opcode_offset, fmt::format("%{} needs {}=", inst.name, key));
    TextCursor c(src_, attr->value);
    const int64_t v = c.read_int("an integer");
    if (!c.at_end()) c.fail_expected("the end of the value");
    return v;
  }

  double float_attribute(const AstInstruction& inst, std::string_view key) const {
    const AstAttribute* attr = inst.find_attribute(key);
    if (!attr) fail(inst.opcode_offset, fmt::format("%{} needs {}=", inst.name, key));
    const std::string text(src_.text().substr(attr->value.begin, attr->value.end - attr->value.begin));
    char* end = nullptr;
    const double v = std::strtod(text.c_str(), &end);
    if (text.empty() || end != text.c_str() + text.size()) fail(attr->offset, fmt::format("{} must be a number, got '{}'", key, text));
    return v;
  }

  bool bool_attribute(const AstInstruction& inst, std::string_view key, bool otherwise) const {
    const AstAttribute* attr = inst.find_attribute(key);
    if (!attr) return otherwise;
    TextCursor c(src_, attr->value);
    const bool v = parse_bool(c);
    if (!c.at_end()) c.fail_expected("the end of the value");
    return v;
  }

  void parse_attributes(const AstInstruction& inst, OpCode op, const std::vector<TensorType>& operand_types,
                        Attrs& a, std::vector<Graph*>& called) {
    Graph* condition = nullptr;
    Graph* body = nullptr;
    Graph* true_branch = nullptr;
    Graph* false_branch = nullptr;
    bool have_direction = false;
    for (const AstAttribute& attr : inst.attributes) {
      TextCursor c(src_, attr.value);
      const std::string& k = attr.key;
      bool used = true;
      if (k == "dimensions") a.dimensions = parse_int_list(c);
      else if (k == "iota_dimension") a.dimensions = {parse_int(c)};
      else if (k == "direction") {
        const std::string d = c.read_name("a comparison direction");
        const auto dir = parse_direction(d);
        if (!dir) c.fail_at(attr.value.begin, fmt::format("unknown comparison direction '{}'", d));
        a.direction = *dir;
        have_direction = true;
      } else if (k == "type" && op == OpCode::Compare) {
        const std::string t = c.read_name("a comparison type");
        const auto type = parse_comparison_type(t);
        if (!type) c.fail_at(attr.value.begin, fmt::format("unknown comparison type '{}'", t));
        a.comparison_type = *type;
      }
      else if (k == "lhs_batch_dims") a.dot.lhs_batch = parse_int_list(c);
      else if (k == "rhs_batch_dims") a.dot.rhs_batch = parse_int_list(c);
      else if (k == "lhs_contracting_dims") a.dot.lhs_contracting = parse_int_list(c);
      else if (k == "rhs_contracting_dims") a.dot.rhs_contracting = parse_int_list(c);
      else if (k == "slice") a.slice = parse_slice_ranges(c);
      else if (k == "dynamic_slice_sizes") a.dynamic_slice_sizes = parse_int_list(c);
      else if (k == "padding") a.padding = parse_padding(c);
      else if (k == "window") a.window = parse_window(c);
      else if (k == "dim_labels") a.conv = parse_dim_labels(c);
      else if (k == "feature_group_count") a.feature_group_count = parse_int(c);
      else if (k == "batch_group_count") a.batch_group_count = parse_int(c);
      else if (k == "offset_dims") a.gather.offset_dims = parse_int_list(c);
      else if (k == "collapsed_slice_dims") a.gather.collapsed_slice_dims = parse_int_list(c);
      else if (k == "start_index_map") a.gather.start_index_map = parse_int_list(c);
      else if (k == "operand_batching_dims") a.gather.operand_batching_dims = parse_int_list(c);
      else if (k == "start_indices_batching_dims") a.gather.start_indices_batching_dims = parse_int_list(c);
      else if (k == "slice_sizes") a.gather.slice_sizes = parse_int_list(c);
      else if (k == "index_vector_dim") a.gather.index_vector_dim = a.scatter.index_vector_dim = parse_int(c);
      else if (k == "indices_are_sorted") a.gather.indices_are_sorted = a.scatter.indices_are_sorted = parse_bool(c);
      else if (k == "unique_indices") a.scatter.unique_indices = parse_bool(c);
      else if (k == "update_window_dims") a.scatter.update_window_dims = parse_int_list(c);
      else if (k == "inserted_window_dims") a.scatter.inserted_window_dims = parse_int_list(c);
      else if (k == "scatter_dims_to_operand_dims") a.scatter.scatter_dims_to_operand_dims = parse_int_list(c);
      else if (k == "input_batching_dims") a.scatter.input_batching_dims = parse_int_list(c);
      else if (k == "scatter_indices_batching_dims") a.scatter.scatter_indices_batching_dims = parse_int_list(c);
      else if (k == "is_stable") a.is_stable = parse_bool(c);
      else if (k == "keep_first") a.sort_keep = parse_int(c);  // kiln's partial sort, as its dumps print it
      else if (k == "left_side") a.triangular_solve.left_side = parse_bool(c);
      else if (k == "lower") (op == OpCode::Cholesky ? a.cholesky_lower : a.triangular_solve.lower) = parse_bool(c);
      else if (k == "unit_diagonal") a.triangular_solve.unit_diagonal = parse_bool(c);
      else if (k == "transpose_a") {
        const std::string t = c.read_name("NO_TRANSPOSE, TRANSPOSE or ADJOINT");
        const auto transpose = parse_transpose_a(t);
        if (!transpose) c.fail_at(attr.value.begin, fmt::format("unknown transpose_a '{}' (NO_TRANSPOSE, TRANSPOSE or ADJOINT)", t));
        a.triangular_solve.transpose_a = *transpose;
      }
      else if (k == "exponent_bits") a.exponent_bits = parse_int(c);
      else if (k == "mantissa_bits") a.mantissa_bits = parse_int(c);
      else if (k == "to_apply") called = {called_graph(parse_computation_ref(c), attr.value.begin)};
      else if (k == "condition") condition = called_graph(parse_computation_ref(c), attr.value.begin);
      else if (k == "body") body = called_graph(parse_computation_ref(c), attr.value.begin);
      else if (k == "true_computation") true_branch = called_graph(parse_computation_ref(c), attr.value.begin);
      else if (k == "false_computation") false_branch = called_graph(parse_computation_ref(c), attr.value.begin);
      else if (k == "branch_computations") {
        called.clear();
        for (const auto& name : parse_computation_list(c)) called.push_back(called_graph(name, attr.value.begin));
      } else if (k == "branch_operand_counts") a.branch_operand_counts = parse_int_list(c);
      else used = false;  // metadata, backend_config, sharding, ...: no meaning for kiln
      if (used && !c.at_end()) c.fail_expected(fmt::format("the end of the {} value", k));
    }
    if (op == OpCode::While) {
      if (!condition || !body) fail(inst.opcode_offset, fmt::format("while %{} needs condition= and body=", inst.name));
      called = {condition, body};
    }
    if (op == OpCode::Conditional && true_branch && false_branch) called = {true_branch, false_branch};
    if (op == OpCode::Compare && !have_direction) fail(inst.opcode_offset, fmt::format("compare %{} needs direction=", inst.name));
    if (op == OpCode::Iota && a.dimensions.size() != 1) fail(inst.opcode_offset, fmt::format("iota %{} needs iota_dimension=", inst.name));
    if (op == OpCode::ReducePrecision && a.exponent_bits == 0) {
      fail(inst.opcode_offset, fmt::format("reduce-precision %{} needs exponent_bits= and mantissa_bits=", inst.name));
    }
    if (op == OpCode::Convolution) {
      if (!inst.find_attribute("dim_labels")) fail(inst.opcode_offset, fmt::format("convolution %{} needs dim_labels=", inst.name));
      if (a.window.empty() && operand_types.size() == 2) {  // no window: every spatial window is the whole kernel
        for (int64_t d : a.conv.kernel_spatial) {
          if (d >= 0 && d < operand_types[1].rank()) a.window.push_back(WindowDim{operand_types[1].dims[d]});
        }
      }
    }
    if (op == OpCode::Sort && a.dimensions.empty()) a.dimensions = {0};
    if (op == OpCode::Constant) {
      TextCursor c(src_, inst.operand_text);
      if (inst.shape.is_tuple) fail(inst.offset, "tuple constants are not supported");
      if (inst.shape.array.byte_size() > (int64_t{1} << 30)) fail(inst.offset, "constants larger than 1 GiB are not supported");
      std::optional<Literal> lit = parse_literal(c, inst.shape.array);
      if (!lit) {
        ++elided_constants_;
        lit = Literal(inst.shape.array.dtype, inst.shape.array.dims);  // filled once its uses are known
        constant_elided_ = true;
      }
      a.literal = std::make_shared<const Literal>(std::move(*lit));
    }
  }

  // entry_computation_layout={(f32[2,3]{0,1}, ...)->f32[3]{0}}: gives parameters the
  // layouts their own instructions left out.
  void apply_entry_layout(TextSpan span, Graph& g) {
    TextCursor c(src_, span);
    c.expect("{");
    c.expect("(");
    std::vector<AstShape> params;
    if (!c.try_consume(")")) {
      do {
        params.push_back(parse_shape(c));
      } while (c.try_consume(","));
      c.expect(")");
    }
    c.expect("->");
    parse_shape(c);
    c.expect("}");
    std::vector<TensorType> leaves;
    for (const auto& p : params) {
      if (p.is_complex && !p.is_tuple) {  // the entry takes it as one array of pairs (entry_outputs)
        Dims dims = p.array.dims;
        dims.push_back(2);
        leaves.emplace_back(p.array.dtype, dims);
      } else {
        flatten_shape(p, leaves);
      }
    }
    if (leaves.size() != g.parameters().size()) {
      fail(span.begin, fmt::format("entry_computation_layout lists {} parameters, the entry has {}", leaves.size(),
                                   g.parameters().size()));
    }
    for (size_t i = 0; i < leaves.size(); ++i) {
      Node* p = g.parameters()[i];
      if (!leaves[i].same_logical(p->type())) {
        fail(span.begin, fmt::format("entry_computation_layout gives parameter {} the shape {}, but it is {}", i,
                                     leaves[i].to_string(false), p->type().to_string(false)));
      }
    }
    // Only parameters without a layout of their own take the listed one.
    const AstComputation& comp = find_computation(g.name(), span.begin);
    for (const auto& inst : comp.instructions) {
      if (inst.opcode != "parameter" || inst.shape.is_tuple || inst.shape.has_layout || inst.shape.is_complex) continue;
      Node* p = g.find(inst.name);
      if (p && p->op() == OpCode::Parameter) {
        p->set_result_type(0, leaves[static_cast<size_t>(p->attrs().parameter_number)]);
      }
    }
  }

  const AstModule& ast_;
  const SourceText& src_;
  const ImportOptions& options_;
  std::unique_ptr<Module> module_;
  std::unordered_map<std::string, const AstComputation*> computations_;
  std::unordered_map<std::string, Graph*> graphs_;
  std::vector<std::string> in_progress_;  // the computations being imported, callers first
  Graph* entry_graph_ = nullptr;
  int elided_constants_ = 0;
  std::map<Graph*, std::vector<Node*>> elided_;
  bool constant_elided_ = false;  // the constant being parsed was printed as {...}  // filled after the module is built
};

}  // namespace

std::unique_ptr<Module> build_module(const AstModule& ast, const ImportOptions& options) {
  return ModuleBuilder(ast, options).build();
}

}  // namespace kiln
