// dce: removes nodes that no output of the graph depends on.
#pragma once

#include "passes/pass.h"

namespace kiln {

class Dce : public Pass {
 public:
  std::string_view name() const override { return "dce"; }
  bool run(Graph& graph) override { return graph.remove_dead_nodes() > 0; }
};

}  // namespace kiln
