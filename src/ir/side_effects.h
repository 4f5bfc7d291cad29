// Nodes that do something besides computing their results: a host callback
// (the embedder's function, ir/attributes.h HostCallbackOptions), or a loop
// or branch whose graphs hold one. Such a node runs whether or not its
// results are read, is never folded at compile time, and runs on every
// device that its placement names.
#pragma once

#include "ir/graph.h"

namespace kiln {

bool has_side_effects(const Node& node);
// Whether any node of `graph` has side effects.
bool graph_has_side_effects(const Graph& graph);
// Whether `graph` holds a host callback that every device calls (one not
// marked once): a program with one runs on each device.
bool calls_the_host_on_every_device(const Graph& graph);

}  // namespace kiln
