#include "passes/fft_as_dft.h"

#include "expand/fft.h"
#include "ir/builder.h"

namespace kiln {

bool FftAsDft::run(Graph& graph) {
  bool changed = false;
  GraphBuilder b(&graph);
  const size_t count = graph.nodes().size();
  for (size_t i = 0; i < count; ++i) {
    Node* fft = graph.nodes()[i].get();
    if (fft->op() != OpCode::Fft) continue;
    const DType dtype = fft->type().dtype;
    if ((dtype == DType::F32 && native_.f32) || (dtype == DType::F64 && native_.f64)) continue;
    const FftOptions o = fft->attrs().fft;
    const Value operand = fft->operand(0);
    const ComplexValue x = o.type == FftType::Rfft ? ComplexValue{operand, Value{}} : unpack_complex_pairs(b, operand);
    const ComplexValue r = fft_as_dft_products(b, o.type, x, o.lengths);
    const Value result = o.type == FftType::Irfft ? r.re : pack_complex_pairs(b, r);
    graph.replace_all_uses(fft->result(), result);
    changed = true;
  }
  return finish_rewrites(graph, changed);
}

}  // namespace kiln
