// Nodes that do something besides computing their results: a host callback
// (the embedder's function, ir/attributes.h HostCallbackOptions), or a loop
// or branch whose graphs hold one. Such a node runs whether or not its
// results are read, is never folded at compile time, and runs on every
// device that its placement names.
#pragma once

#include <unordered_map>

#include "ir/graph.h"

namespace kiln {

// Answers "does this node have side effects?" for many nodes of one graph,
// walking each called graph once however many nodes call it (every reduce
// of a module may share one `add` computation; a loop body may be large).
// Keep one per pass run: the answers hold only while the graphs are unchanged.
class SideEffects {
 public:
  bool of(const Node& node);

 private:
  std::unordered_map<const Graph*, bool> graphs_;
};

// Whether any node of `graph` has side effects.
bool graph_has_side_effects(const Graph& graph);
// Whether `graph` holds a host callback that every device calls (one not
// marked once): a program with one runs on each device.
bool calls_the_host_on_every_device(const Graph& graph);

}  // namespace kiln
