#include "ir/side_effects.h"

#include <unordered_map>

namespace kiln {

namespace {

// Graphs already asked, so that a graph a loop calls is walked once.
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

}  // namespace

bool has_side_effects(const Node& node) {
  std::unordered_map<const Graph*, bool> graphs;
  return calls_host(node, graphs, false);
}

bool graph_has_side_effects(const Graph& graph) {
  std::unordered_map<const Graph*, bool> graphs;
  for (const auto& n : graph.nodes()) {
    if (calls_host(*n, graphs, false)) return true;
  }
  return false;
}

bool calls_the_host_on_every_device(const Graph& graph) {
  std::unordered_map<const Graph*, bool> graphs;
  for (const auto& n : graph.nodes()) {
    if (calls_host(*n, graphs, true)) return true;
  }
  return false;
}

}  // namespace kiln
