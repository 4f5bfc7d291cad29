#include "ir/reducer.h"

namespace kiln {

std::optional<OpCode> simple_reducer_op(const Graph& reducer, int output) {
  const auto& params = reducer.parameters();
  const size_t n = reducer.outputs().size();
  if (params.size() != 2 * n || output < 0 || static_cast<size_t>(output) >= n) return std::nullopt;
  const Value out = reducer.outputs()[static_cast<size_t>(output)];
  const Node* node = out.node;
  switch (node->op()) {
    case OpCode::Add: case OpCode::Multiply: case OpCode::Maximum: case OpCode::Minimum:
    case OpCode::And: case OpCode::Or: case OpCode::Xor: break;
    default: return std::nullopt;
  }
  const Node* a = node->operand(0).node;
  const Node* b = node->operand(1).node;
  const Node* lhs = params[static_cast<size_t>(output)];
  const Node* rhs = params[n + static_cast<size_t>(output)];
  if ((a == lhs && b == rhs) || (a == rhs && b == lhs)) return node->op();
  return std::nullopt;
}

}  // namespace kiln
