// partial_sorts: a sort whose every result is read only by slices that start
// at 0 along the sorted dim (top-k: a sort then its first k) keeps only the
// first k places of each row (Attrs::sort_keep). Its result shrinks to k
// along that dim, and a target may select those k places rather than order
// the whole row (O(n + k log k), not O(n log n)); the slices read the
// smaller result unchanged.
#pragma once

#include "passes/pass.h"

namespace kiln {

class PartialSorts : public Pass {
 public:
  std::string_view name() const override { return "partial_sorts"; }
  bool run(Graph& graph) override;
};

}  // namespace kiln
