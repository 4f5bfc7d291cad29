#include "passes/convolution_layouts.h"

#include "fusion/direct_convolution.h"

namespace kiln {

bool ConvolutionLayouts::run(Graph& graph) {
  const std::set<const Node*> pinned = pinned_layouts(graph, mode_, entry_);
  bool changed = false;
  for (const auto& n : graph.nodes()) {
    if (!is_direct_convolution(*n) || pinned.count(n.get())) continue;
    const ConvDims& c = n->attrs().conv;
    const Dims layout = channels_last_layout(c.output_batch, c.output_feature, c.output_spatial);
    if (n->type().minor_to_major == layout) continue;
    TensorType t = n->type();
    t.minor_to_major = layout;
    n->set_result_type(0, t);
    changed = true;
  }
  return changed;
}

}  // namespace kiln
