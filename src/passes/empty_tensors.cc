#include "passes/empty_tensors.h"

#include <memory>

#include "ir/literal.h"

namespace kiln {

namespace {

bool is_empty(const TensorType& t) { return t.num_elements() == 0; }
bool is_empty(Value v) { return is_empty(v.type()); }

// A node named as `like` that broadcasts the scalar `value` to `type`.
Value broadcast_scalar(Graph& g, Node* like, Value scalar, const TensorType& type) {
  Attrs a;  // no operand dims map anywhere: a scalar
  return g.add_node(OpCode::Broadcast, like->name(), {scalar}, {TensorType(type.dtype, type.dims, type.minor_to_major)}, a)->result();
}

Value zero_like(Graph& g, Node* like, const TensorType& type) {
  Attrs a;
  a.literal = std::make_shared<const Literal>(type.dtype, Dims{});
  Value zero = g.add_node(OpCode::Constant, like->name() + ".zero", {}, {TensorType(type.dtype, {})}, a)->result();
  return broadcast_scalar(g, like, zero, type);
}

// The values that replace `n`'s results, or an empty list to keep it.
std::vector<Value> replacement(Graph& g, Node* n) {
  const OpCode op = n->op();
  if (op == OpCode::Parameter || op == OpCode::Constant) return {};
  bool all_results_empty = n->num_results() > 0;
  for (int i = 0; i < n->num_results(); ++i) all_results_empty &= is_empty(n->type(i));
  if (all_results_empty) {
    std::vector<Value> out;
    for (int i = 0; i < n->num_results(); ++i) {
      Attrs a;
      a.literal = std::make_shared<const Literal>(n->type(i).dtype, n->type(i).dims);
      out.push_back(g.add_node(OpCode::Constant, n->name(), {}, {n->type(i)}, a)->result());
    }
    return out;
  }
  switch (op) {
    case OpCode::DynamicUpdateSlice:
      if (is_empty(n->operand(1))) return {n->operand(0)};
      return {};
    case OpCode::Scatter: {
      const size_t inputs = (n->num_operands() - 1) / 2;
      bool empty_updates = true;
      for (size_t i = inputs + 1; i < n->num_operands(); ++i) empty_updates &= is_empty(n->operand(i));
      if (!empty_updates) return {};
      return std::vector<Value>(n->operands().begin(), n->operands().begin() + static_cast<std::ptrdiff_t>(inputs));
    }
    case OpCode::Concatenate: {
      std::vector<Value> parts;
      for (const Value& v : n->operands()) {
        if (!is_empty(v)) parts.push_back(v);
      }
      if (parts.size() == n->num_operands()) return {};
      if (parts.size() == 1 && parts[0].type().same_logical(n->type())) return {parts[0]};
      return {g.add_node(OpCode::Concatenate, n->name(), parts, {n->type()}, n->attrs())->result()};
    }
    case OpCode::Pad:
      if (is_empty(n->operand(0))) return {broadcast_scalar(g, n, n->operand(1), n->type())};
      return {};
    case OpCode::Reduce: {
      const size_t inputs = n->num_operands() / 2;
      if (!is_empty(n->operand(0))) return {};
      std::vector<Value> out;
      for (size_t i = 0; i < inputs; ++i) out.push_back(broadcast_scalar(g, n, n->operand(inputs + i), n->type(static_cast<int>(i))));
      return out;
    }
    case OpCode::Dot:
    case OpCode::Convolution:
      if (is_empty(n->operand(0)) || is_empty(n->operand(1))) return {zero_like(g, n, n->type())};
      return {};
    default:
      return {};
  }
}

}  // namespace

bool EmptyTensors::run(Graph& graph) {
  bool changed = false;
  std::vector<Node*> nodes;
  for (const auto& n : graph.nodes()) nodes.push_back(n.get());
  for (Node* n : nodes) {
    const std::string name = n->name();
    const std::vector<Value> with = replacement(graph, n);
    if (with.empty()) continue;
    // The replacement keeps the replaced node's name (names are stable).
    Node* created = with[0].node;
    if (created != n && created->name() != name && created->name().rfind(name, 0) == 0) {
      graph.rename(n, name + ".old");
      graph.rename(created, name);
    }
    for (size_t i = 0; i < with.size(); ++i) graph.replace_all_uses(n->result(static_cast<int>(i)), with[i]);
    changed = true;
  }
  return finish_rewrites(graph, changed);
}

}  // namespace kiln
