// AstModule -> Module: computations, parameters, instructions and the nodes they become (graph_importer.h).
#include "importer/graph_importer.h"

#include "importer/graph_importer_class.h"
#include "importer/gspmd_sharding.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <iostream>
#include <map>
#include <set>
#include <unordered_map>

#include "expand/complex_ops.h"
#include "importer/attribute_parser.h"
#include "importer/call_layouts.h"
#include "importer/text_cursor.h"
#include "ir/shape_inference.h"
#include "ir/verifier.h"
#include "support/error.h"

namespace kiln::hlo_import {

// Ops whose operand tuples are flattened into the node's operand list.
bool flattens_operands(OpCode op) { return op == OpCode::While || op == OpCode::Conditional; }

std::string shape_string(const AstShape& s) {
  if (!s.is_tuple) return s.is_complex ? fmt::format("c{}{}", s.array.dtype == DType::F32 ? 64 : 128, s.array.to_string(false).substr(3)) : s.array.to_string(false);
  std::vector<std::string> parts;
  for (const auto& e : s.elements) parts.push_back(shape_string(e));
  return fmt::format("({})", fmt::join(parts, ", "));
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

void flatten_shape(const AstShape& s, std::vector<TensorType>& out) {
  if (!s.is_tuple) {
    out.push_back(s.array);
    if (s.is_complex) out.push_back(s.array);
    return;
  }
  for (const auto& e : s.elements) flatten_shape(e, out);
}

std::vector<Value> flatten(const Imported& v) {
  std::vector<Value> out;
  flatten_into(v, out);
  return out;
}

// One operand as itself, several as their tuple: what an instruction that
// passes its operands through returns.
Imported passed_through(const std::vector<Imported>& operands) { return operands.size() == 1 ? operands[0] : tuple_of(operands); }

// The computation `key` names (calls=, to_apply=), inlined on `operands`.
Imported ModuleBuilder::inline_called(const AstInstruction& inst, Graph* g, const std::vector<Imported>& operands, const char* key) {
  const AstAttribute* attr = inst.find_attribute(key);
  if (!attr) fail(inst.opcode_offset, fmt::format("{} %{} needs {}=", inst.opcode, inst.name, key));
  TextCursor c(src_, attr->value);
  const std::string callee = parse_computation_ref(c);
  const AstComputation& comp = find_computation(callee, attr->offset);
  enter(callee, attr->offset);
  const Imported v = import_body(comp, g, &operands);
  leave(callee);
  return v;
}

// async-start(operands), calls=%c wraps an op (XLA's async collectives,
// reduce-scatter among them) in a computation of its own; async-done gives
// its result. kiln runs it in place: the start calls %c, its value is
// ((operands), result, context...) with zeros for the context, an update
// passes it on, and the done reads the result.
Imported ModuleBuilder::import_async(const AstInstruction& inst, Graph* g, const std::vector<Imported>& operands) {
  if (inst.opcode != "async-start") {
    if (operands.size() != 1 || !operands[0].is_tuple || operands[0].elements.size() < 2) {
      fail(inst.opcode_offset, fmt::format("{} %{} takes the value of its async-start", inst.opcode, inst.name));
    }
    const Imported v = inst.opcode == "async-done" ? operands[0].elements[1] : operands[0];
    check_matches(inst, v);
    return v;
  }
  if (!inst.shape.is_tuple || inst.shape.elements.size() < 2) {
    fail(inst.offset, fmt::format("async-start %{} gives ((operands), result, context...)", inst.name));
  }
  const Imported result = inline_called(inst, g, operands, "calls");
  std::vector<Imported> elements{tuple_of(operands), result};
  GraphBuilder b(g);
  for (size_t i = 2; i < inst.shape.elements.size(); ++i) {
    const AstShape& e = inst.shape.elements[i];
    if (e.is_tuple) fail(inst.offset, fmt::format("async-start %{}: element {} of its result is a tuple", inst.name, i));
    elements.push_back(Imported{b.broadcast(b.scalar(e.array.dtype, 0), e.array.dims, {})});
  }
  const Imported v = tuple_of(std::move(elements));
  check_matches(inst, v);
  return v;
}

Imported tuple_of(std::vector<Imported> elements) {
  Imported t;
  t.is_tuple = true;
  t.elements = std::move(elements);
  return t;
}

void flatten_into(const Imported& v, std::vector<Value>& out) {
  if (!v.is_tuple) {
    out.push_back(v.leaf);
    if (v.is_complex()) out.push_back(v.im);
    return;
  }
  for (const auto& e : v.elements) flatten_into(e, out);
}

std::unique_ptr<Module> ModuleBuilder::build() {
  module_ = std::make_unique<Module>(ast_.name);
  module_->set_mesh(DeviceMesh{ast_.replica_count, ast_.num_partitions});
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

[[noreturn]] void ModuleBuilder::fail(size_t offset, std::string_view message) const {
  throw UserError(fmt::format("{}: {}", src_.location(offset), message));
}

// " (from FILE:LINE)" where the instruction's metadata names its source.
std::string ModuleBuilder::at_source(const AstInstruction& inst) const {
  return inst.source_location.empty() ? std::string() : fmt::format(" (from {})", inst.source_location);
}

const AstComputation& ModuleBuilder::find_computation(const std::string& name, size_t offset) const {
  auto it = computations_.find(name);
  if (it == computations_.end()) fail(offset, fmt::format("unknown computation %{}", name));
  return *it->second;
}

void ModuleBuilder::finish_graph(const AstComputation& comp, Graph* g, const Imported& root) {
  if (g == entry_graph_) {
    std::vector<Value> outputs;
    entry_outputs(root, g, outputs);
    g->set_outputs(std::move(outputs));
  } else {
    g->set_outputs(flatten(root));
  }
  g->set_returns_tuple(root.is_tuple);
  for (const auto& inst : comp.instructions) {
    if (inst.is_root) g->set_root_name(inst.name);
  }
  if (g->outputs().empty()) fail(comp.offset, fmt::format("computation %{} returns an empty tuple", comp.name));
}

// Computations call computations; a call back into one still being
// imported is a cycle, reported with its whole path.
void ModuleBuilder::enter(const std::string& name, size_t offset) {
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

void ModuleBuilder::leave(const std::string& name) {
  KILN_CHECK(!in_progress_.empty() && in_progress_.back() == name, "leaving computation %{} out of order", name);
  in_progress_.pop_back();
}

// A called computation (reducer, comparator, loop body, ...) as its own graph.
Graph* ModuleBuilder::called_graph(const std::string& name, size_t offset) {
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
Imported ModuleBuilder::import_body(const AstComputation& comp, Graph* g, const std::vector<Imported>* args) {
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

std::vector<size_t> ModuleBuilder::topological_order(const AstComputation& comp, const std::unordered_map<std::string,
                                                     size_t>& index) const {
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

int64_t ModuleBuilder::parameter_number(const AstInstruction& inst) const {
  TextCursor c(src_, inst.operand_text);
  const int64_t n = c.read_int("a parameter number");
  if (!c.at_end()) c.fail_expected("')'");
  if (n < 0) fail(inst.offset, "parameter numbers must be >= 0");
  return n;
}

void ModuleBuilder::create_parameters(const AstComputation& comp, Graph* g, std::vector<Imported>& values) {
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
    if (g == entry_graph_) read_parameter_block(inst, g->parameters().size());
  }
}

void ModuleBuilder::read_parameter_block(const AstInstruction& inst, size_t parameters) {
  // An already-partitioned module's entry parameter: `sharding=` says which
  // block of the global array it is (one array; tuples and complex pairs
  // are left as they are).
  const AstAttribute* attr = inst.find_attribute("sharding");
  const int64_t devices = module_->mesh().devices();
  if (!attr || devices == 1 || inst.shape.is_tuple || inst.shape.is_complex) return;
  const std::string text(src_.text().substr(attr->value.begin, attr->value.end - attr->value.begin));
  GspmdSharding g;
  try {
    g = parse_gspmd_sharding(text, inst.shape.array.dims.size(), devices);
  } catch (const UserError&) {
    return;  // a placement kiln does not read only leaves the inputs as given, per device
  }
  if (g.manual || g.sharding.replicated()) return;
  ProgramShardings blocks = module_->parameter_blocks();
  for (const auto& [name, mesh] : blocks.meshes) {
    if (mesh == g.mesh) g.sharding.mesh = name;
  }
  if (g.sharding.mesh.empty()) {
    g.sharding.mesh = fmt::format("partitioned{}", blocks.meshes.size());
    blocks.meshes.emplace(g.sharding.mesh, g.mesh);
  }
  blocks.parameters.resize(parameters);
  blocks.parameters[parameters - 1] = std::move(g.sharding);
  module_->set_parameter_blocks(std::move(blocks));
}

Imported ModuleBuilder::make_parameter(const AstShape& shape, const std::string& name, Graph* g) {
  Imported v;
  if (!shape.is_tuple && shape.is_complex && g == entry_graph_) {  // one array of (re, im) pairs
    Dims dims = shape.array.dims;
    dims.push_back(2);
    GraphBuilder b(g);
    const ComplexValue z = unpack_complex_pairs(b, g->add_parameter(name, TensorType(shape.array.dtype, dims))->result());
    g->mark_complex_parameter(g->parameters().size() - 1);
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

// The entry's results, flattened onto `out`, a complex one as its (re, im)
// pairs and marked complex at the boundary.
void ModuleBuilder::entry_outputs(const Imported& v, Graph* g, std::vector<Value>& out) {
  if (v.is_tuple) {
    for (const Imported& e : v.elements) entry_outputs(e, g, out);
    return;
  }
  if (!v.is_complex()) {
    out.push_back(v.leaf);
    return;
  }
  GraphBuilder b(g);
  g->mark_complex_output(out.size());
  out.push_back(pack_complex_pairs(b, {v.leaf, v.im}));
}

void ModuleBuilder::check_matches(const AstInstruction& inst, const Imported& v) const {
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

Imported ModuleBuilder::import_instruction(const AstInstruction& inst, Graph* g, const std::vector<Imported>& operands) {
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
    const Imported v = inline_called(inst, g, operands, opcode == "fusion" ? "calls" : "to_apply");
    check_matches(inst, v);
    return v;
  }
  if (opcode == "async-start" || opcode == "async-update" || opcode == "async-done") return import_async(inst, g, operands);
  if (opcode == "select-and-scatter") return import_select_and_scatter(inst, g, operands);
  if (opcode == "custom-call") return import_custom_call(inst, g, operands);
  if (opcode == "topk") return import_top_k(inst, g, operands, bool_attribute(inst, "largest", true));
  if (opcode == "rng") return import_rng(inst, g, operands);
  if (opcode == "rng-bit-generator") return import_rng_bit_generator(inst, g, operands);
  if (is_collective_opcode(opcode)) return import_collective(inst, g, operands);
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

// `inst` as one kiln node of `op` on `operand_values`, its results declared
// `declared`: the attributes parsed, the result types inferred and checked.
std::vector<Value> ModuleBuilder::add_node(const AstInstruction& inst, OpCode op, Graph* g, std::vector<Value> operand_values, Attrs attrs,
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

}  // namespace kiln::hlo_import

namespace kiln {

std::unique_ptr<Module> build_module(const AstModule& ast, const ImportOptions& options) {
  return hlo_import::ModuleBuilder(ast, options).build();
}

}  // namespace kiln
