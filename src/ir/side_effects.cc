#include "ir/side_effects.h"

namespace kiln {

namespace {

// `graphs` holds the graphs already walked, so that a graph many nodes call
// is walked once.
bool calls_host(const Node& n, std::unordered_map<const Graph*, bool>& graphs, bool every_device_only) {
  if (n.op() == OpCode::HostCallback) return !every_device_only || !n.attrs().host_callback.once;
  for (const Graph* g : n.called()) {
    if (!graphs.count(g)) {
      graphs[g] = false;  // a graph that calls itself adds nothing
      bool any = false;
      for (const auto& m : g->nodes()) any = any || calls_host(*m, graphs, every_device_only);
      graphs[g] = any;
    }
    if (graphs[g]) return true;
  }
  return false;
}

bool any_node_calls_host(const Graph& graph, bool every_device_only) {
  std::unordered_map<const Graph*, bool> graphs;
  for (const auto& n : graph.nodes()) {
    if (calls_host(*n, graphs, every_device_only)) return true;
  }
  return false;
}

}  // namespace

bool SideEffects::of(const Node& node) { return calls_host(node, graphs_, false); }

bool graph_has_side_effects(const Graph& graph) { return any_node_calls_host(graph, false); }

bool calls_the_host_on_every_device(const Graph& graph) { return any_node_calls_host(graph, true); }

}  // namespace kiln
