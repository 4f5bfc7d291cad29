#include "passes/algebraic_simplifier.h"

#include <cmath>

namespace kiln {

namespace {

bool is_identity_permutation(const Dims& p) {
  for (size_t i = 0; i < p.size(); ++i) {
    if (p[i] != static_cast<int64_t>(i)) return false;
  }
  return true;
}

class Simplifier {
 public:
  explicit Simplifier(Graph& graph) : graph_(graph) {}

  bool run() {
    // Nodes a rewrite appends are visited too, so rewrites compose
    // (reshape -> bitcast, then bitcast of bitcast -> one bitcast).
    for (size_t i = 0; i < graph_.nodes().size(); ++i) visit(graph_.nodes()[i].get());
    if (changed_) {
      graph_.remove_dead_nodes();
      graph_.sort_topologically();
    }
    return changed_;
  }

 private:
  void forward(Node* n, Value to) {
    graph_.replace_all_uses(n->result(), to);
    changed_ = true;
  }

  // A node that takes `n`'s place and name.
  Node* replace(Node* n, OpCode op, std::vector<Value> operands, Attrs attrs) {
    const std::string name = n->name();
    graph_.rename(n, name + ".old");
    Node* r = graph_.add_node(op, name, std::move(operands), {n->type()}, std::move(attrs));
    graph_.replace_all_uses(n->result(), r->result());
    changed_ = true;
    return r;
  }

  void visit(Node* n) {
    if (n->num_results() != 1 || n->num_operands() == 0) return;
    const Value x = n->operand(0);
    const TensorType& t = n->type();
    const bool same_type = x.type() == t;  // dims, dtype and layout
    switch (n->op()) {
      case OpCode::Transpose:
        if (same_type && is_identity_permutation(n->attrs().dimensions)) return forward(n, x);
        if (x.node->op() == OpCode::Transpose) {  // out[i] = in[p2[i]] = x[p1[p2[i]]]
          const Dims& p1 = x.node->attrs().dimensions;
          const Dims& p2 = n->attrs().dimensions;
          Attrs a;
          for (int64_t d : p2) a.dimensions.push_back(p1[static_cast<size_t>(d)]);
          replace(n, OpCode::Transpose, {x.node->operand(0)}, std::move(a));
        }
        return;
      case OpCode::Reshape:
        if (same_type) return forward(n, x);
        if (x.node->op() == OpCode::Reshape) {
          replace(n, OpCode::Reshape, {x.node->operand(0)}, {});
          return;
        }
        if (t.has_default_layout() && x.type().has_default_layout()) replace(n, OpCode::Bitcast, {x}, {});
        return;
      case OpCode::Bitcast:
        if (same_type) return forward(n, x);
        if (x.node->op() == OpCode::Bitcast) replace(n, OpCode::Bitcast, {x.node->operand(0)}, {});
        return;
      case OpCode::Broadcast:
        if (same_type && is_identity_permutation(n->attrs().dimensions)) return forward(n, x);
        return;
      case OpCode::Convert:
      case OpCode::Copy:
        if (same_type) return forward(n, x);
        return;
      case OpCode::Multiply:
        if (n->operand(1).type() == t && is_splat_constant(n->operand(1), 1.0)) return forward(n, n->operand(0));
        if (n->operand(0).type() == t && is_splat_constant(n->operand(0), 1.0)) return forward(n, n->operand(1));
        return;
      case OpCode::Add: {
        // x + (+0) is not x when x is -0; x + (-0) always is.
        const double zero = is_float(t.dtype) ? -0.0 : 0.0;
        if (n->operand(1).type() == t && is_splat_constant(n->operand(1), zero)) return forward(n, n->operand(0));
        if (n->operand(0).type() == t && is_splat_constant(n->operand(0), zero)) return forward(n, n->operand(1));
        return;
      }
      case OpCode::Concatenate:
        if (Value whole = sliced_whole(n); whole.node && whole.type() == t) return forward(n, whole);
        return;
      default: return;
    }
  }

  // x when `concat`'s operands are slices of one x, in order, that tile it
  // along the concatenated dim (complex pairs unpacked and packed again).
  static Value sliced_whole(const Node* concat) {
    const int64_t d = concat->attrs().dimensions.at(0);
    const Value x = concat->operand(0).node->op() == OpCode::Slice ? concat->operand(0).node->operand(0) : Value{};
    if (!x.node) return {};
    int64_t next = 0;
    for (const Value& part : concat->operands()) {
      if (part.node->op() != OpCode::Slice || part.node->operand(0) != x) return {};
      const std::vector<SliceDim>& ranges = part.node->attrs().slice;
      for (size_t i = 0; i < ranges.size(); ++i) {
        const int64_t size = x.type().dims[i];
        const SliceDim& r = ranges[i];
        if (r.stride != 1) return {};
        if (static_cast<int64_t>(i) == d ? r.start != next : (r.start != 0 || r.limit != size)) return {};
      }
      next = ranges[static_cast<size_t>(d)].limit;
    }
    return next == x.type().dims[static_cast<size_t>(d)] ? x : Value{};
  }

  Graph& graph_;
  bool changed_ = false;
};

}  // namespace

bool is_splat_constant(Value v, double x) {
  while (v.node->op() == OpCode::Broadcast) v = v.node->operand(0);
  if (v.node->op() != OpCode::Constant) return false;
  const Literal& lit = *v.node->attrs().literal;
  if (lit.dtype() == DType::Pred) return false;
  for (int64_t i = 0; i < lit.num_elements(); ++i) {
    const double e = lit.get_double(i);
    if (e != x || std::signbit(e) != std::signbit(x)) return false;
  }
  return lit.num_elements() > 0;
}

bool AlgebraicSimplifier::run(Graph& graph) { return Simplifier(graph).run(); }

}  // namespace kiln
