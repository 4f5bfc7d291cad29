// Regions and calls: reducers, loop bodies, branches and called functions as kiln graphs.
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

#include "importer/text_cursor.h"

namespace kiln::stablehlo_import {

// A region as a graph of its own whose parameters are the block arguments.
Graph* StablehloImporter::region_graph(const MlirOperation& op, const MlirRegion& region, Scope& outer, std::string_view role,
                                       std::vector<Value>* captured) {
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
Graph* StablehloImporter::applied_reducer(const MlirOperation& op, const std::vector<Value>& inits) {
  const MlirAttribute& applies = required(op, "applies");
  const std::string name = short_name(applies.text);
  auto it = elementwise_ops().find(name);
  if (it == elementwise_ops().end() || inits.size() != 1) {
    fail(applies.offset, fmt::format("unsupported reducer '{}'", applies.text));
  }
  return make_reducer(*module_, it->second, inits[0].type().dtype);
}

Graph* StablehloImporter::single_region_graph(const MlirOperation& op, Scope& scope, std::string_view role) {
  if (op.regions.size() != 1) fail(op.offset, fmt::format("{} needs one region", op.name));
  return region_graph(op, op.regions[0], scope, role);
}

std::vector<Value> StablehloImporter::import_while(const MlirOperation& op, Scope& scope, std::vector<Value> operands) {
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

std::vector<Value> StablehloImporter::import_branches(const MlirOperation& op, Scope& scope, std::vector<Value> operands) {
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
  if (op.result_types.empty()) {
    // Branches that return nothing are there for their host callbacks
    // (JAX's debug print on one device of a partly manual shard_map): each
    // returns its last callback's order edge, and the next callback here is
    // ordered after them.
    GraphBuilder outer(scope.graph);
    for (Graph* g : branches) {
      const auto last = last_host_callback_.find(g);
      g->set_outputs({last != last_host_callback_.end() ? last->second : GraphBuilder(g).scalar(DType::Pred, 0)});
      g->set_returns_tuple(false);
    }
    Node* n = outer.add(OpCode::Conditional, std::move(all), std::move(a), branches, {TensorType(DType::Pred, {})});
    last_host_callback_[scope.graph] = n->result();
    return {};
  }
  // case: branch N-1 is the default, as an out-of-range index selects it in both.
  return emit(op, scope, OpCode::Conditional, std::move(all), std::move(a), branches);
}

std::vector<Imported> StablehloImporter::import_call(const MlirOperation& op, Scope& scope, const MlirAttribute& callee_attr) {
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
  return call_function(callee, lookup_all(op.operands, scope), op.operands, scope, op.offset);
}

std::vector<Imported> StablehloImporter::call_function(const MlirFunction& callee, const std::vector<Imported>& args,
                                                       const std::vector<MlirValueUse>& uses, Scope& scope, size_t offset) {
  if (args.size() != callee.arguments.size()) {
    fail(offset, fmt::format("@{} takes {} argument(s), the call passes {}", callee.name, callee.arguments.size(), args.size()));
  }
  Scope inner;
  inner.graph = scope.graph;
  inner.prefix = scope.prefix + callee.name + ".";
  for (size_t i = 0; i < args.size(); ++i) {
    if (!matches(args[i], callee.arguments[i].type)) {
      fail(i < uses.size() ? uses[i].offset : offset, fmt::format("argument {} of @{} is {}, the call passes {}", i, callee.name,
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

// The one function a custom call names in called_computations, as a graph.
Graph* StablehloImporter::called_function_graph(const MlirOperation& op, Scope& scope, std::string_view role) {
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

}  // namespace kiln::stablehlo_import
