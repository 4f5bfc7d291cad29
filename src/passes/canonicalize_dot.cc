#include "passes/canonicalize_dot.h"

#include <algorithm>
#include <unordered_map>

namespace kiln {

namespace {

Dims mapped(const Dims& dims, const Dims& perm) {
  Dims out;
  for (int64_t d : dims) out.push_back(perm[static_cast<size_t>(d)]);
  return out;
}

class DotCanonicalizer {
 public:
  explicit DotCanonicalizer(Graph& graph) : graph_(graph), uses_(count_uses(graph)) {}

  bool run() {
    const size_t count = graph_.nodes().size();
    for (size_t i = 0; i < count; ++i) {
      Node* n = graph_.nodes()[i].get();
      if (n->op() != OpCode::Dot) continue;
      n = fold_batch_broadcast_rhs(n);
      fold_operand_transposes(n);
    }
    for (size_t i = 0; i < graph_.nodes().size(); ++i) {
      Node* n = graph_.nodes()[i].get();
      if (n->op() == OpCode::Transpose && n->operand(0).node->op() == OpCode::Dot) fold_result_transpose(n);
    }
    if (changed_) {
      graph_.remove_dead_nodes();
      graph_.sort_topologically();
    }
    return changed_;
  }

 private:
  // dot(x, broadcast(w)) whose rhs is w for every batch item (the broadcast
  // makes exactly the rhs's batch dims): the batch dims become free dims of x
  // and the dot one GEMM against w, x's batch items stacked as rows. torch's
  // linear layers through torchax are [8,128,768] x broadcast([768,768]) to
  // [8,768,768]: the broadcast wrote 8 copies of the weights per layer. Only
  // when x's batch dims come first, in order, so the output keeps its order.
  Node* fold_batch_broadcast_rhs(Node* dot) {
    const DotDims& dd = dot->attrs().dot;
    const Value rhs = dot->operand(1);
    if (dd.lhs_batch.empty() || rhs.node->op() != OpCode::Broadcast) return dot;
    const Dims& made_from = rhs.node->attrs().dimensions;  // rhs dim of each of w's dims
    Dims made;  // the rhs dims the broadcast creates
    for (int64_t d = 0; d < rhs.type().rank(); ++d) {
      if (std::find(made_from.begin(), made_from.end(), d) == made_from.end()) made.push_back(d);
    }
    Dims rhs_batch = dd.rhs_batch;
    std::sort(rhs_batch.begin(), rhs_batch.end());
    if (made != rhs_batch || !std::is_sorted(made_from.begin(), made_from.end())) return dot;
    const TensorType& w = rhs.node->operand(0).type();
    for (size_t i = 0; i < made_from.size(); ++i) {
      if (w.dims[i] != rhs.type().dims[static_cast<size_t>(made_from[i])]) return dot;  // no size-1 expansion
    }
    for (size_t i = 0; i < dd.lhs_batch.size(); ++i) {
      if (dd.lhs_batch[i] != static_cast<int64_t>(i)) return dot;  // x's batch dims first, in order
    }
    Dims w_contracting;
    for (int64_t c : dd.rhs_contracting) {
      w_contracting.push_back(std::find(made_from.begin(), made_from.end(), c) - made_from.begin());
    }
    Attrs attrs = dot->attrs();
    attrs.dot = DotDims{{}, {}, dd.lhs_contracting, w_contracting};
    return replace(dot, {dot->operand(0), rhs.node->operand(0)}, std::move(attrs));
  }

  // dot(transpose(x, p), y): operand dim d of the transpose is x's dim p[d].
  void fold_operand_transposes(Node* dot) {
    for (size_t side = 0; side < 2; ++side) {
      const Value operand = dot->operand(side);
      if (operand.node->op() != OpCode::Transpose) continue;
      const Dims& perm = operand.node->attrs().dimensions;
      DotDims dd = dot->attrs().dot;
      Dims& batch = side == 0 ? dd.lhs_batch : dd.rhs_batch;
      Dims& contracting = side == 0 ? dd.lhs_contracting : dd.rhs_contracting;
      const Dims free = dims_except(operand.type().rank(), batch, contracting);
      const Dims new_free = mapped(free, perm);
      if (!std::is_sorted(new_free.begin(), new_free.end())) continue;  // would reorder the output
      batch = mapped(batch, perm);
      contracting = mapped(contracting, perm);
      Attrs attrs = dot->attrs();
      attrs.dot = dd;
      std::vector<Value> operands = dot->operands();
      operands[side] = operand.node->operand(0);
      dot = replace(dot, std::move(operands), std::move(attrs));
    }
  }

  // transpose(dot(l, r), [batch..., rhs free..., lhs free...]) = dot(r, l).
  void fold_result_transpose(Node* transpose) {
    Node* dot = transpose->operand(0).node;
    if (uses_[dot] != 1) return;  // the dot's own result is needed elsewhere
    const DotDims& dd = dot->attrs().dot;
    const int64_t nb = static_cast<int64_t>(dd.lhs_batch.size());
    const int64_t nl = dot->operand(0).type().rank() - nb - static_cast<int64_t>(dd.lhs_contracting.size());
    const int64_t nr = dot->operand(1).type().rank() - nb - static_cast<int64_t>(dd.rhs_contracting.size());
    Dims swapped;
    for (int64_t i = 0; i < nb; ++i) swapped.push_back(i);
    for (int64_t i = 0; i < nr; ++i) swapped.push_back(nb + nl + i);
    for (int64_t i = 0; i < nl; ++i) swapped.push_back(nb + i);
    if (transpose->attrs().dimensions != swapped) return;
    Attrs attrs = dot->attrs();
    attrs.dot = DotDims{dd.rhs_batch, dd.lhs_batch, dd.rhs_contracting, dd.lhs_contracting};
    // The new dot produces the transpose's value, so it takes the transpose's
    // name and type (its layout included).
    const std::string name = transpose->name();
    graph_.rename(transpose, name + ".old");
    Node* swapped_dot = graph_.add_node(OpCode::Dot, name, {dot->operand(1), dot->operand(0)}, {transpose->type()}, std::move(attrs));
    graph_.replace_all_uses(transpose->result(), swapped_dot->result());
    changed_ = true;
  }

  Node* replace(Node* old, std::vector<Value> operands, Attrs attrs) {
    const std::string name = old->name();
    graph_.rename(old, name + ".old");
    Node* n = graph_.add_node(old->op(), name, std::move(operands), old->result_types(), std::move(attrs));
    graph_.replace_all_uses(old->result(), n->result());
    changed_ = true;
    return n;
  }

  Graph& graph_;
  std::unordered_map<const Node*, int> uses_;
  bool changed_ = false;
};

}  // namespace

bool CanonicalizeDot::run(Graph& graph) { return DotCanonicalizer(graph).run(); }

}  // namespace kiln
