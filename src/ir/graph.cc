#include "ir/graph.h"

#include <fmt/format.h>

#include "ir/side_effects.h"
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

void Graph::replace_all_uses(Value from, Value to) {
  for (const auto& n : nodes_) {
    if (n.get() == to.node) continue;  // the replacement may read what it replaces
    for (size_t i = 0; i < n->operands_.size(); ++i) {
      if (n->operands_[i] == from) n->operands_[i] = to;
    }
  }
  for (Value& v : outputs_) {
    if (v == from) v = to;
  }
}

void Graph::rename(Node* node, std::string_view name) {
  by_name_.erase(node->name_);
  std::string unique = unique_name(name);
  reserved_.erase(unique);
  node->name_ = unique;
  by_name_[unique] = node;
}

int Graph::remove_dead_nodes() {
  std::unordered_map<const Node*, bool> live;
  std::vector<const Node*> stack;
  for (const Value& v : outputs_) stack.push_back(v.node);
  SideEffects side_effects;
  for (const auto& n : nodes_) {  // side effects: a host callback is called whether or not its results are read
    if (side_effects.of(*n)) stack.push_back(n.get());
  }
  while (!stack.empty()) {
    const Node* n = stack.back();
    stack.pop_back();
    if (live[n]) continue;
    live[n] = true;
    for (const Value& v : n->operands()) stack.push_back(v.node);
  }
  int removed = 0;
  std::vector<std::unique_ptr<Node>> kept;
  for (auto& n : nodes_) {
    if (live[n.get()] || n->op() == OpCode::Parameter) {
      kept.push_back(std::move(n));
    } else {
      by_name_.erase(n->name());
      ++removed;
    }
  }
  nodes_ = std::move(kept);
  return removed;
}

void Graph::sort_topologically() {
  std::unordered_map<const Node*, int> state;  // 1 visiting, 2 done
  std::unordered_map<const Node*, std::unique_ptr<Node>*> owner;
  for (auto& n : nodes_) owner[n.get()] = &n;
  std::vector<std::unique_ptr<Node>> sorted;
  for (auto& root : nodes_) {
    if (!root || state[root.get()] == 2) continue;
    std::vector<std::pair<Node*, size_t>> stack{{root.get(), 0}};
    while (!stack.empty()) {
      auto& [n, next] = stack.back();
      if (next < n->operands().size()) {
        Node* dep = n->operands()[next++].node;
        if (state[dep] == 0) {
          state[dep] = 1;
          stack.emplace_back(dep, 0);
        }
        continue;
      }
      state[n] = 2;
      sorted.push_back(std::move(*owner.at(n)));
      stack.pop_back();
    }
  }
  nodes_ = std::move(sorted);
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
