// assign_layouts: physical layouts flow from the parameters to the values
// computed from them, so a kernel reads and writes in one memory order instead of
// transposing on the way. An elementwise op takes the layout of its first
// non-scalar operand; a pad or a reduce-window (pooling) its input's; a
// reduce keeps its input's order of the dims it keeps.
// Parameters keep their declared layouts. Outputs follow under `Auto` and keep
// their declared layouts under `AsDeclared`. Values a bitcast reads keep theirs
// (a bitcast's meaning depends on both layouts). A called computation's
// outputs and the operands of a while or conditional keep theirs too: they
// are the layouts of the called graph's parameters and results, which the
// loop carries around and the branches must agree on.
#pragma once

#include <set>

#include "passes/pass.h"

namespace kiln {

enum class EntryLayouts { AsDeclared, Auto };

// The values of `graph` whose layouts no pass may change: operands of a
// bitcast, a while or a conditional, and the graph's outputs under AsDeclared
// or when `graph` is not `entry` (a called graph's).
std::set<const Node*> pinned_layouts(const Graph& graph, EntryLayouts mode, const Graph* entry);

// A pass that sets layouts: what it may change depends on the module's entry
// and on `mode` (pinned_layouts).
class LayoutPass : public Pass {
 public:
  explicit LayoutPass(EntryLayouts mode) : mode_(mode) {}
  void begin_module(const Module& module) override { entry_ = module.entry(); }

 protected:
  EntryLayouts mode_;
  const Graph* entry_ = nullptr;
};

class AssignLayouts : public LayoutPass {
 public:
  using LayoutPass::LayoutPass;
  std::string_view name() const override { return "assign_layouts"; }
  bool run(Graph& graph) override;
};

}  // namespace kiln
