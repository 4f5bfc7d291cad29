#include "passes/gemm_operand_layouts.h"

#include <fmt/format.h>

#include <algorithm>
#include <limits>
#include <set>

#include "fusion/gemm_shape.h"

namespace kiln {

namespace {

// A layout (minor_to_major) that lays `outer`, then `middle`, then `inner` out
// from the outside in, each list in its own order.
Dims layout_of(const Dims& outer, const Dims& middle, const Dims& inner) {
  Dims order = outer;
  order.insert(order.end(), middle.begin(), middle.end());
  order.insert(order.end(), inner.begin(), inner.end());
  std::reverse(order.begin(), order.end());
  return order;
}

TensorType with_layout(TensorType t, const Dims& minor_to_major) {
  t.minor_to_major = minor_to_major;
  return t;
}

class Chooser {
 public:
  Chooser(Graph& graph, std::set<const Node*> pinned) : graph_(graph), pinned_(std::move(pinned)) {}

  bool run() {
    const size_t count = graph_.nodes().size();
    for (size_t i = 0; i < count; ++i) {
      Node* n = graph_.nodes()[i].get();
      if (n->op() == OpCode::Dot && !gemm_shape(*n)) place(n);
    }
    if (copies_) graph_.sort_topologically();
    return changed_;
  }

 private:
  // Whether `n` may write another layout: a kernel's value that nothing pins,
  // and no GEMM it feeds stops being one.
  bool free_to_change(const Node& n, const Dims& layout) const {
    switch (n.op()) {
      case OpCode::Parameter: case OpCode::Constant: case OpCode::Bitcast: case OpCode::Dot: case OpCode::Convolution:
      case OpCode::Sort: case OpCode::While: case OpCode::Conditional: case OpCode::TriangularSolve: case OpCode::Cholesky:
      case OpCode::Lapack: case OpCode::Fft: case OpCode::HostCallback:
        return false;
      default: return may_relayout(n, layout);
    }
  }

  // Nothing pins `n`'s layout and the GEMMs that read it stay GEMMs.
  bool may_relayout(const Node& n, const Dims& layout) const {
    if (n.num_results() != 1 || pinned_.count(&n) || n.type().rank() < 2) return false;
    const TensorType changed = with_layout(n.type(), layout);
    for (const auto& user : graph_.nodes()) {
      if (user->op() != OpCode::Dot || !gemm_shape(*user)) continue;
      for (size_t side = 0; side < 2; ++side) {
        if (user->operand(side).node != &n) continue;
        const TensorType& l = side == 0 ? changed : user->operand(0).type();
        const TensorType& r = side == 1 ? changed : user->operand(1).type();
        if (!gemm_shape(l, r, user->type(), user->attrs().dot)) return false;
      }
    }
    return true;
  }

  // The layouts the result may take: as it is, or batch dims outermost in
  // the lhs's memory order, then the rows and columns either way round.
  static std::vector<Dims> result_candidates(const Node& dot) {
    const TensorType& t = dot.type();
    const DotDims& dd = dot.attrs().dot;
    const Dims strides = physical_strides(dot.operand(0).type());
    const int64_t nb = static_cast<int64_t>(dd.lhs_batch.size());
    const int64_t nm = dot.operand(0).type().rank() - nb - static_cast<int64_t>(dd.lhs_contracting.size());
    Dims batch, rows, cols;
    for (int64_t i = 0; i < nb; ++i) batch.push_back(i);
    std::stable_sort(batch.begin(), batch.end(), [&](int64_t a, int64_t b) {
      return strides[static_cast<size_t>(dd.lhs_batch[static_cast<size_t>(a)])] > strides[static_cast<size_t>(dd.lhs_batch[static_cast<size_t>(b)])];
    });
    for (int64_t i = nb; i < nb + nm; ++i) rows.push_back(i);
    for (int64_t i = nb + nm; i < t.rank(); ++i) cols.push_back(i);
    std::vector<Dims> c{t.minor_to_major};
    for (const Dims& l : {layout_of(batch, rows, cols), layout_of(batch, cols, rows)}) {
      if (std::find(c.begin(), c.end(), l) == c.end()) c.push_back(l);
    }
    return c;
  }

  // The layouts operand `side` may take: as it is, or each group together.
  static std::vector<Dims> candidates(const Node& dot, size_t side) {
    const TensorType& t = dot.operand(side).type();
    const DotDims& dd = dot.attrs().dot;
    const Dims& batch = side == 0 ? dd.lhs_batch : dd.rhs_batch;
    const Dims& contracting = side == 0 ? dd.lhs_contracting : dd.rhs_contracting;
    const Dims free = dims_except(t.rank(), batch, contracting);
    std::vector<Dims> c{t.minor_to_major};
    for (const Dims& l : {layout_of(batch, free, contracting), layout_of(batch, contracting, free)}) {
      if (std::find(c.begin(), c.end(), l) == c.end()) c.push_back(l);
    }
    return c;
  }

  // Picks the cheapest layouts that make `dot` one GEMM: a producer (or the
  // dot itself, for its result) that writes another order costs nothing, a
  // copy of an operand costs its bytes.
  void place(Node* dot) {
    const std::vector<Dims> lhs = candidates(*dot, 0), rhs = candidates(*dot, 1), out = result_candidates(*dot);
    double best = std::numeric_limits<double>::infinity();
    size_t best_l = 0, best_r = 0, best_o = 0;
    for (size_t o = 0; o < out.size(); ++o) {
      const bool out_changes = out[o] != dot->type().minor_to_major;
      if (out_changes && !may_relayout(*dot, out[o])) continue;
      const TensorType ot = with_layout(dot->type(), out[o]);
      for (size_t i = 0; i < lhs.size(); ++i) {
        for (size_t j = 0; j < rhs.size(); ++j) {
          const TensorType l = with_layout(dot->operand(0).type(), lhs[i]), r = with_layout(dot->operand(1).type(), rhs[j]);
          if (!gemm_shape(l, r, ot, dot->attrs().dot)) continue;
          const double cost = change_cost(*dot, 0, lhs[i]) + change_cost(*dot, 1, rhs[j]) + (out_changes ? 0.5 : 0);
          if (cost < best) {
            best = cost;
            best_l = i;
            best_r = j;
            best_o = o;
          }
        }
      }
    }
    if (best == std::numeric_limits<double>::infinity()) return;  // no layout makes it a GEMM (its dtype)
    change(dot, 0, lhs[best_l]);
    change(dot, 1, rhs[best_r]);
    if (out[best_o] != dot->type().minor_to_major) {
      dot->set_result_type(0, with_layout(dot->type(), out[best_o]));
      changed_ = true;
    }
  }

  double change_cost(const Node& dot, size_t side, const Dims& layout) const {
    const Value& v = dot.operand(side);
    if (v.type().minor_to_major == layout) return 0;
    if (free_to_change(*v.node, layout)) return 0.5;  // a kernel writes in another order: free, but prefer no change
    return 1.0 + static_cast<double>(v.type().byte_size());
  }

  void change(Node* dot, size_t side, const Dims& layout) {
    const Value v = dot->operand(side);
    if (v.type().minor_to_major == layout) return;
    changed_ = true;
    if (free_to_change(*v.node, layout)) {
      v.node->set_result_type(0, with_layout(v.type(), layout));
      return;
    }
    Node* copy = graph_.add_node(OpCode::Copy, fmt::format("{}.gemm_order", v.node->name()), {v}, {with_layout(v.type(), layout)});
    dot->set_operand(side, copy->result());
    copies_ = true;
  }

  Graph& graph_;
  const std::set<const Node*> pinned_;
  bool changed_ = false, copies_ = false;
};

}  // namespace

bool GemmOperandLayouts::run(Graph& graph) {
  return Chooser(graph, pinned_layouts(graph, mode_, entry_)).run();
}

}  // namespace kiln
