#include "passes/widen_narrow_dots.h"

#include "passes/widen_to_f32.h"

namespace kiln {

namespace {

// Both the rows and the columns of the dot's GEMM number kComputeBoundExtent or more.
bool compute_bound(const Node& dot) {
  const DotDims& dd = dot.attrs().dot;
  const TensorType& l = dot.operand(0).type();
  const TensorType& r = dot.operand(1).type();
  return extent_of(l, dims_except(l.rank(), dd.lhs_batch, dd.lhs_contracting)) >= kComputeBoundExtent &&
         extent_of(r, dims_except(r.rank(), dd.rhs_batch, dd.rhs_contracting)) >= kComputeBoundExtent;
}

// The dot's left operand has at most kFewRowsExtent rows (its free dims) and
// the right one at least kFewRowsMinWork elements a batch item (the skinny
// kernels' terms; a smaller product is widened as before).
bool few_rows(const Node& dot) {
  const DotDims& dd = dot.attrs().dot;
  const TensorType& l = dot.operand(0).type();
  const TensorType& r = dot.operand(1).type();
  return extent_of(l, dims_except(l.rank(), dd.lhs_batch, dd.lhs_contracting)) <= kFewRowsExtent &&
         extent_of(r, dims_except(r.rank(), dd.rhs_batch, {})) >= kFewRowsMinWork;
}

}  // namespace

bool WidenNarrowDots::run(Graph& graph) {
  bool changed = false;
  GraphBuilder b(&graph);
  const size_t count = graph.nodes().size();
  for (size_t i = 0; i < count; ++i) {
    Node* dot = graph.nodes()[i].get();
    if (dot->op() != OpCode::Dot) continue;
    const DType dtype = dot->type().dtype;
    if (!computes_in_f32(dtype) || dot->operand(0).type().dtype != dtype || dot->operand(1).type().dtype != dtype) continue;
    const bool bf16_lags = native_.bf16_compute_bound && compute_bound(*dot) && !native_.bf16_compute_bound();
    if ((dtype == DType::BF16 && native_.bf16 && !bf16_lags) || (dtype == DType::F16 && native_.f16)) continue;
    if (dtype == DType::BF16 && !native_.bf16 && native_.bf16_few_rows && few_rows(*dot)) continue;
    widen_to_f32(graph, b, dot);
    changed = true;
  }
  return finish_rewrites(graph, changed);
}

}  // namespace kiln
