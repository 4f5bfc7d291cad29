#include "passes/partial_sorts.h"

#include <algorithm>
#include <map>
#include <vector>

namespace kiln {

namespace {

// Where a slice of a sort result along `dim` ends, or -1 when the slice does
// not start at place 0 with stride 1 there.
int64_t leading_slice_limit(const Node& slice, size_t dim) {
  if (slice.op() != OpCode::Slice) return -1;
  const SliceDim& s = slice.attrs().slice.at(dim);
  return s.start == 0 && s.stride == 1 ? s.limit : -1;
}

}  // namespace

bool PartialSorts::run(Graph& graph) {
  std::map<const Node*, std::vector<const Node*>> readers;
  for (const auto& n : graph.nodes()) {
    for (const Value& v : n->operands()) readers[v.node].push_back(n.get());
  }
  for (const Value& v : graph.outputs()) readers[v.node].push_back(nullptr);  // an output needs every place
  bool changed = false;
  for (const auto& n : graph.nodes()) {
    if (n->op() != OpCode::Sort || n->attrs().sort_keep > 0) continue;
    const size_t dim = static_cast<size_t>(n->attrs().dimensions.at(0));
    const int64_t length = n->type().dims.at(dim);
    int64_t needed = 0;
    for (const Node* reader : readers[n.get()]) {
      const int64_t limit = reader ? leading_slice_limit(*reader, dim) : -1;
      needed = limit < 0 ? length : std::max(needed, limit);
    }
    if (needed == 0 || needed >= length) continue;
    n->mutable_attrs().sort_keep = needed;
    for (int i = 0; i < n->num_results(); ++i) {
      TensorType t = n->type(i);
      t.dims[dim] = needed;
      n->set_result_type(i, t);
    }
    changed = true;
  }
  return changed;
}

}  // namespace kiln
