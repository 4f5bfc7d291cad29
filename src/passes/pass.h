// A pass rewrites one graph and says whether it changed anything. Its name is
// its file's name, its dump's name and the key that disables it.
#pragma once

#include <string_view>
#include <unordered_map>

#include "ir/graph.h"

namespace kiln {

// The end of a pass that rewrote nodes: what the rewrites left unused goes,
// and the graph is put back in topological order. Returns `changed`.
inline bool finish_rewrites(Graph& graph, bool changed) {
  if (changed) {
    graph.remove_dead_nodes();
    graph.sort_topologically();
  }
  return changed;
}

// How many operands and graph outputs read each node: a rewrite that drops a
// node's result may only do so where that result has one reader.
inline std::unordered_map<const Node*, int> count_uses(const Graph& graph) {
  std::unordered_map<const Node*, int> uses;
  for (const auto& n : graph.nodes()) {
    for (const Value& v : n->operands()) ++uses[v.node];
  }
  for (const Value& v : graph.outputs()) ++uses[v.node];
  return uses;
}

class Pass {
 public:
  virtual ~Pass() = default;
  virtual std::string_view name() const = 0;
  // Returns whether `graph` changed. Passes keep node names stable: a node a
  // pass creates takes the name of the node it replaces.
  virtual bool run(Graph& graph) = 0;
  // Called once before `run` on each of `module`'s graphs, for a pass that
  // treats the entry graph apart from the computations it calls.
  virtual void begin_module(const Module& module) { (void)module; }
};

}  // namespace kiln
