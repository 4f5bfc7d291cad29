#include "ir/graph.h"

#include <fmt/format.h>

#include "support/error.h"

namespace kiln {

const TensorType& Value::type() const {
  KILN_CHECK(node != nullptr, "type() of a null value");
  return node->type(index);
}

Node* Graph::add_node(OpCode op, std::string_view name, std::vector<Value> operands,
                      std::vector<TensorType> results, Attrs attrs, std::vector<Graph*> called) {
  for (const Value& v : operands) {
    KILN_CHECK(v.node != nullptr, "null operand for {}", name);
    KILN_CHECK(v.index < v.node->num_results(), "operand {} of {} has no result {}",
               v.node->name(), name, v.index);
  }
  // A reserved name belongs to the node that comes to claim it.
  const bool claims_reserved = reserved_.count(std::string(name)) && !by_name_.count(std::string(name));
  std::string unique = claims_reserved ? std::string(name) : unique_name(name);
  auto node = std::unique_ptr<Node>(new Node(op, unique, std::move(operands), std::move(results),
                                             std::move(attrs), std::move(called)));
  Node* raw = node.get();
  reserved_.erase(unique);
  by_name_[unique] = raw;
  nodes_.push_back(std::move(node));
  return raw;
}

Node* Graph::add_parameter(std::string_view name, TensorType type) {
  Attrs attrs;
  attrs.parameter_number = static_cast<int64_t>(parameters_.size());
  Node* p = add_node(OpCode::Parameter, name, {}, {std::move(type)}, std::move(attrs));
  parameters_.push_back(p);
  return p;
}

std::vector<TensorType> Graph::parameter_types() const {
  std::vector<TensorType> types;
  for (const Node* p : parameters_) types.push_back(p->type());
  return types;
}

std::vector<TensorType> Graph::output_types() const {
  std::vector<TensorType> types;
  for (const Value& v : outputs_) types.push_back(v.type());
  return types;
}

Node* Graph::find(std::string_view name) const {
  auto it = by_name_.find(std::string(name));
  return it == by_name_.end() ? nullptr : it->second;
}

std::string Graph::unique_name(std::string_view base) const {
  std::string candidate(base.empty() ? "v" : base);
  auto taken = [&](const std::string& n) { return by_name_.count(n) || reserved_.count(n); };
  if (!taken(candidate)) return candidate;
  for (int i = 1;; ++i) {
    std::string next = fmt::format("{}.{}", candidate, i);
    if (!taken(next)) return next;
  }
}

Graph* Module::add_graph(std::string_view name) {
  graphs_.push_back(std::make_unique<Graph>(std::string(name)));
  return graphs_.back().get();
}

Graph* Module::find_graph(std::string_view name) const {
  for (const auto& g : graphs_) {
    if (g->name() == name) return g.get();
  }
  return nullptr;
}

}  // namespace kiln
