#include "passes/constant_folding.h"

#include "ir/opcode.h"
#include "ir/side_effects.h"
#include "reference/evaluator.h"

namespace kiln {

namespace {

// Ops whose result holds no more elements than their one operand.
bool rearranges(OpCode op) {
  switch (op) {
    case OpCode::Convert: case OpCode::Reshape: case OpCode::Bitcast: case OpCode::Transpose:
    case OpCode::Reverse: case OpCode::Copy: case OpCode::Slice:
      return true;
    default:
      return false;
  }
}

bool small_enough(const Node& n) {
  if (n.type().num_elements() <= ConstantFolding::kMaxElements) return true;
  return rearranges(n.op()) && n.num_operands() == 1 && n.type().num_elements() <= n.operand(0).type().num_elements() &&
         n.type().byte_size() <= ConstantFolding::kMaxRearrangedBytes;
}

// The scalar constant `v` holds everywhere: a rank-0 constant, or a
// broadcast of one. Null otherwise.
const Node* splat_constant(const Value& v) {
  const Node* n = v.node;
  if (n->op() == OpCode::Broadcast && n->num_operands() == 1) n = n->operand(0).node;
  return n->op() == OpCode::Constant && n->type().rank() == 0 ? n : nullptr;
}

// An elementwise op whose operands are all splats is a splat of the op on
// their scalars: computed once here by the reference, and not by a kernel
// (PoCL folded expm1(2), fmod(-0, 0) and rint of a computed infinity wrongly
// when they reached an OpenCL kernel of constants).
bool fold_splat(Graph& graph, Node* n) {
  if (!is_elementwise(n->op()) || n->num_results() != 1 || n->num_operands() == 0 || n->type().rank() == 0) return false;
  std::vector<Value> scalars;
  std::vector<Literal> values;
  for (const Value& v : n->operands()) {
    const Node* c = splat_constant(v);
    if (!c) return false;
    scalars.push_back(c->result());
    values.push_back(*c->attrs().literal);
  }
  Node* scalar_op = graph.add_node(n->op(), n->name() + ".scalar", scalars, {TensorType(n->type().dtype, {})}, n->attrs());
  Attrs constant;
  constant.literal = std::make_shared<const Literal>(evaluate_node(*scalar_op, values)[0]);
  Node* c = graph.add_node(OpCode::Constant, n->name() + ".splat", {}, {TensorType(n->type().dtype, {})}, std::move(constant));
  Attrs broadcast;  // dimensions empty: a scalar everywhere
  const std::string name = n->name();
  graph.rename(n, name + ".folded");
  Node* splat = graph.add_node(OpCode::Broadcast, name, {c->result()}, {n->type()}, std::move(broadcast));
  graph.replace_all_uses(n->result(), splat->result());
  return true;
}

}  // namespace

bool ConstantFolding::run(Graph& graph) {
  bool changed = false;
  const size_t count = graph.nodes().size();
  SideEffects side_effects;  // folding adds nodes but changes no called graph
  for (size_t i = 0; i < count; ++i) {
    Node* n = graph.nodes()[i].get();
    if (n->op() == OpCode::Parameter || n->op() == OpCode::Constant || n->op() == OpCode::Broadcast ||
        n->op() == OpCode::Iota || n->num_results() != 1 || n->num_operands() == 0 || is_collective(n->op()) || side_effects.of(*n)) {
      continue;
    }
    if (n->type().num_elements() > 1 && fold_splat(graph, n)) {
      changed = true;
      continue;
    }
    if (!small_enough(*n)) continue;
    bool all_constant = true;
    std::vector<Literal> operands;
    for (const Value& v : n->operands()) {
      if (v.node->op() != OpCode::Constant) {
        all_constant = false;
        break;
      }
      operands.push_back(*v.node->attrs().literal);
    }
    if (!all_constant) continue;
    Attrs attrs;
    attrs.literal = std::make_shared<const Literal>(evaluate_node(*n, operands)[0]);
    const std::string name = n->name();
    graph.rename(n, name + ".folded");
    Node* folded = graph.add_node(OpCode::Constant, name, {}, {n->type()}, std::move(attrs));
    graph.replace_all_uses(n->result(), folded->result());
    changed = true;
  }
  return finish_rewrites(graph, changed);
}

}  // namespace kiln
