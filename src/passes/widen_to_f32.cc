#include "passes/widen_to_f32.h"

namespace kiln {

namespace {

TensorType f32_type_of(const Node& op) {
  TensorType t = op.type();
  t.dtype = DType::F32;
  return t;
}

}  // namespace

void widen_to_f32(Graph& graph, GraphBuilder& builder, Node* op) {
  const std::string name = op->name();
  graph.rename(op, name + ".narrow");
  std::vector<Value> wide;
  for (size_t side = 0; side < 2; ++side) {
    TensorType t = op->operand(side).type();
    t.dtype = DType::F32;
    wide.push_back(builder.add(OpCode::Convert, {op->operand(side)}, {}, {}, {t}, name + (side == 0 ? ".lhs_f32" : ".rhs_f32"))->result());
  }
  const Value sum = builder.add(op->op(), wide, op->attrs(), {}, {f32_type_of(*op)}, name + ".f32")->result();
  const Value narrow = builder.add(OpCode::Convert, {sum}, {}, {}, {op->type()}, name)->result();
  graph.replace_all_uses(op->result(), narrow);
}

}  // namespace kiln
