#include "passes/cse.h"

#include <unordered_map>

namespace kiln {

namespace {

size_t node_hash(const Node& n) {
  size_t h = std::hash<int>()(static_cast<int>(n.op()));
  auto mix = [&h](size_t v) { h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2); };
  for (const Value& v : n.operands()) {
    mix(std::hash<const void*>()(v.node));
    mix(static_cast<size_t>(v.index));
  }
  for (const TensorType& t : n.result_types()) {
    for (int64_t d : t.dims) mix(static_cast<size_t>(d));
  }
  if (n.attrs().literal) mix(n.attrs().literal->byte_size());
  return h;
}

bool same_computation(const Node& a, const Node& b) {
  return a.op() == b.op() && a.operands() == b.operands() && a.result_types() == b.result_types() &&
         a.called() == b.called() && a.attrs() == b.attrs();
}

}  // namespace

bool Cse::run(Graph& graph) {
  std::unordered_multimap<size_t, Node*> seen;
  bool changed = false;
  for (const auto& node_ptr : graph.nodes()) {
    Node* n = node_ptr.get();
    if (n->op() == OpCode::Parameter) continue;
    const size_t h = node_hash(*n);
    Node* twin = nullptr;
    for (auto [it, end] = seen.equal_range(h); it != end; ++it) {
      if (same_computation(*it->second, *n)) {
        twin = it->second;
        break;
      }
    }
    if (!twin) {
      seen.emplace(h, n);
      continue;
    }
    for (int i = 0; i < n->num_results(); ++i) graph.replace_all_uses(n->result(i), twin->result(i));
    changed = true;
  }
  if (changed) graph.remove_dead_nodes();
  return changed;
}

}  // namespace kiln
