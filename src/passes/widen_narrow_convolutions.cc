#include "passes/widen_narrow_convolutions.h"

#include "fusion/direct_convolution.h"
#include "ir/builder.h"

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
    const std::string name = conv->name();
    std::vector<Value> wide;
    for (size_t side = 0; side < 2; ++side) {
      TensorType t = conv->operand(side).type();
      t.dtype = DType::F32;
      wide.push_back(b.add(OpCode::Convert, {conv->operand(side)}, {}, {}, {t}, name + (side == 0 ? ".lhs_f32" : ".rhs_f32"))->result());
    }
    TensorType wide_type = conv->type();
    wide_type.dtype = DType::F32;
    Node* f32 = b.add(OpCode::Convolution, wide, conv->attrs(), {}, {wide_type}, name + ".f32");
    // Only what the library runs: the rest stay narrow, as im2col GEMMs that
    // widen_narrow_dots widens (what is built here and unused goes below).
    if (!is_direct_convolution(*f32)) continue;
    graph.rename(conv, name + ".narrow");  // the result keeps the convolution's name
    const Value narrow_result = b.add(OpCode::Convert, {f32->result()}, {}, {}, {conv->type()}, name)->result();
    graph.replace_all_uses(conv->result(), narrow_result);
    changed = true;
  }
  if (!changed && graph.nodes().size() != count) graph.remove_dead_nodes();
  return finish_rewrites(graph, changed);
}

}  // namespace kiln
