#include "fusion/canonical_order.h"

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <xxhash.h>

#include <algorithm>
#include <map>
#include <queue>
#include <set>

#include "ir/printer.h"

namespace kiln {

namespace {

// Hashes what a node computes from what: op, result types, attributes (not
// computation names), the ops of called computations, and its operands (inside
// the kernel by their own hashes, from outside by type and splat value).
class StructuralHash {
 public:
  explicit StructuralHash(const Kernel& k) : inside_(k.nodes.begin(), k.nodes.end()) {}

  uint64_t of(const Node& n) {
    auto it = hash_.find(&n);
    if (it != hash_.end()) return it->second;
    std::string s = fmt::format("{} {}", opcode_name(n.op()), fmt::join(result_type_texts(n), ","));
    for (const std::string& a : attribute_texts(n)) {
      if (a.find('%') == std::string::npos) s += " " + a;
    }
    for (const Graph* g : n.called()) {
      s += " {";
      for (const auto& c : g->nodes()) s += std::string(opcode_name(c->op())) + ";";
      s += "}";
    }
    for (const Value& v : n.operands()) {
      if (inside_.count(v.node)) {
        s += fmt::format(" {:x}#{}", of(*v.node), v.index);
      } else {
        s += " in:" + v.type().to_string();
        if (const Literal* c = splat_constant(v)) s += "=" + format_literal_body(*c);
      }
    }
    return hash_[&n] = XXH64(s.data(), s.size(), 0);
  }

 private:
  static std::vector<std::string> result_type_texts(const Node& n) {
    std::vector<std::string> out;
    for (const TensorType& t : n.result_types()) out.push_back(t.to_string());
    return out;
  }
  std::set<const Node*> inside_;
  std::map<const Node*, uint64_t> hash_;
};

}  // namespace

void put_in_canonical_order(Kernel& kernel) {
  if (kernel.nodes.size() < 2) return;
  StructuralHash hash(kernel);
  std::map<const Node*, size_t> position;
  for (size_t i = 0; i < kernel.nodes.size(); ++i) position[kernel.nodes[i]] = i;
  std::map<const Node*, int> waiting;  // operands inside the kernel not yet placed
  std::map<const Node*, std::vector<Node*>> users;
  for (Node* n : kernel.nodes) {
    std::set<const Node*> seen;
    for (const Value& v : n->operands()) {
      if (position.count(v.node) && seen.insert(v.node).second) {
        ++waiting[n];
        users[v.node].push_back(n);
      }
    }
  }
  using Ready = std::tuple<uint64_t, size_t, Node*>;  // hash, then written position for identical ops
  std::priority_queue<Ready, std::vector<Ready>, std::greater<>> ready;
  for (Node* n : kernel.nodes) {
    if (waiting[n] == 0) ready.emplace(hash.of(*n), position[n], n);
  }
  std::vector<Node*> order;
  while (!ready.empty()) {
    Node* n = std::get<2>(ready.top());
    ready.pop();
    order.push_back(n);
    for (Node* u : users[n]) {
      if (--waiting[u] == 0) ready.emplace(hash.of(*u), position[u], u);
    }
  }
  kernel.nodes = order;
  // Inputs by first use, outputs by node, both in the new order.
  const std::vector<Value> outputs = kernel.outputs;
  const std::vector<bool> returned_unread = kernel.returned_unread;
  std::vector<Value> inputs, new_outputs;
  std::vector<bool> new_returned_unread;
  for (const Node* n : order) {
    for (const Value& v : n->operands()) {
      if (!position.count(v.node) && std::find(inputs.begin(), inputs.end(), v) == inputs.end()) inputs.push_back(v);
    }
    for (int i = 0; i < n->num_results(); ++i) {
      const auto at = std::find(outputs.begin(), outputs.end(), n->result(i));
      if (at == outputs.end()) continue;
      new_outputs.push_back(n->result(i));
      const size_t old_position = static_cast<size_t>(at - outputs.begin());
      if (old_position < returned_unread.size()) new_returned_unread.push_back(returned_unread[old_position]);
    }
  }
  kernel.inputs = inputs;
  kernel.outputs = new_outputs;
  if (new_returned_unread.size() == new_outputs.size()) kernel.returned_unread = new_returned_unread;
}

}  // namespace kiln
