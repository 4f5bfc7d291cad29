#include "passes/widen_narrow_convolutions.h"

#include "fusion/direct_convolution.h"
#include "passes/widen_to_f32.h"

namespace kiln {

bool WidenNarrowConvolutions::run(Graph& graph) {
  if (!convolutions_.f32) return false;
  bool changed = false;
  GraphBuilder b(&graph);
  const size_t count = graph.nodes().size();
  for (size_t i = 0; i < count; ++i) {
    Node* conv = graph.nodes()[i].get();
    if (conv->op() != OpCode::Convolution) continue;
    const DType dtype = conv->type().dtype;
    const bool narrow = (dtype == DType::BF16 && !gemms_.bf16) || (dtype == DType::F16 && !gemms_.f16);
    if (!narrow || conv->operand(0).type().dtype != dtype || conv->operand(1).type().dtype != dtype) continue;
    // Only what the library runs: the rest stay narrow, as im2col GEMMs that
    // widen_narrow_dots widens.
    if (!is_direct_once_widened(*conv)) continue;
    widen_to_f32(graph, b, conv);
    changed = true;
  }
  return finish_rewrites(graph, changed);
}

}  // namespace kiln
