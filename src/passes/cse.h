// cse: nodes that compute the same thing from the same operands (same op,
// attributes, result types and called graphs; constants by value) become one;
// the first, in topological order, keeps its name.
#pragma once

#include "passes/pass.h"

namespace kiln {

class Cse : public Pass {
 public:
  std::string_view name() const override { return "cse"; }
  bool run(Graph& graph) override;
};

}  // namespace kiln
