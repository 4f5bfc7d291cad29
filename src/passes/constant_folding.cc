#include "passes/constant_folding.h"

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

}  // namespace

bool ConstantFolding::run(Graph& graph) {
  bool changed = false;
  const size_t count = graph.nodes().size();
  for (size_t i = 0; i < count; ++i) {
    Node* n = graph.nodes()[i].get();
    if (n->op() == OpCode::Parameter || n->op() == OpCode::Constant || n->op() == OpCode::Broadcast ||
        n->op() == OpCode::Iota || n->num_results() != 1 || n->num_operands() == 0 || !small_enough(*n)) {
      continue;
    }
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
