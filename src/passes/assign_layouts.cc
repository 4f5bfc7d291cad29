#include "passes/assign_layouts.h"

#include <algorithm>
#include <set>

namespace kiln {

namespace {

// The layout `n` would have, following its operands; nullopt when none follows.
std::optional<Dims> propagated_layout(const Node& n) {
  const TensorType& t = n.type();
  if (t.rank() < 2) return std::nullopt;
  if (is_elementwise(n.op())) {
    for (const Value& v : n.operands()) {
      if (v.type().dims == t.dims) return v.type().minor_to_major;
    }
    return std::nullopt;
  }
  if (n.op() == OpCode::ReduceWindow || n.op() == OpCode::Pad) {  // the same dims, resized: pooling after a convolution
    return n.operand(0).type().minor_to_major;
  }
  if (n.op() == OpCode::Reduce && n.num_results() == 1) {
    // The input's dim order, without the reduced dims, renumbered.
    const Dims& reduced = n.attrs().dimensions;
    Dims order;
    for (int64_t d : n.operand(0).type().minor_to_major) {
      if (std::find(reduced.begin(), reduced.end(), d) != reduced.end()) continue;
      int64_t below = 0;
      for (int64_t r : reduced) below += r < d;
      order.push_back(d - below);
    }
    return order;
  }
  return std::nullopt;
}

}  // namespace

std::set<const Node*> pinned_layouts(const Graph& graph, EntryLayouts mode, const Graph* entry) {
  std::set<const Node*> pinned;
  for (const auto& n : graph.nodes()) {
    if (n->op() == OpCode::Bitcast) pinned.insert(n->operand(0).node);
    if (n->op() == OpCode::While || n->op() == OpCode::Conditional) {
      for (const Value& v : n->operands()) pinned.insert(v.node);
    }
  }
  if (mode == EntryLayouts::AsDeclared || (entry && &graph != entry)) {
    for (const Value& v : graph.outputs()) pinned.insert(v.node);
  }
  return pinned;
}

bool AssignLayouts::run(Graph& graph) {
  const std::set<const Node*> pinned = pinned_layouts(graph, mode_, entry_);
  bool changed = false;
  for (const auto& node_ptr : graph.nodes()) {
    Node* n = node_ptr.get();
    if (n->op() == OpCode::Parameter || n->op() == OpCode::Bitcast || pinned.count(n) || n->num_results() != 1) continue;
    const auto layout = propagated_layout(*n);
    if (!layout || *layout == n->type().minor_to_major) continue;
    TensorType t = n->type();
    t.minor_to_major = *layout;
    n->set_result_type(0, t);
    changed = true;
  }
  return changed;
}

}  // namespace kiln
