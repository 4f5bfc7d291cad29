// One host-callback node run as this thread's device (participant.h): the
// step every target runs on the host, and the reference evaluator's rule.
// The embedder's function (support/host_callbacks.h) reads the operands it
// is handed and writes the results; a callback only device 0 calls (JAX's
// outside shard_map) returns zeros elsewhere, and has no results to give.
#pragma once

#include <vector>

#include "ir/graph.h"
#include "ir/literal.h"

namespace kiln {

std::vector<Literal> call_host_callback(const Node& node, const std::vector<Literal>& operands);

}  // namespace kiln
