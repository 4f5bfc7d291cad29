#include "fusion/fusion_cost.h"

namespace kiln {

namespace {

// Bytes a kernel reads for `v` when it computes a reader of `v` inline.
double source_bytes(const Value& v) {
  if (v.node->op() == OpCode::Broadcast) return source_bytes(v.node->operand(0));
  return static_cast<double>(v.type().byte_size());
}

}  // namespace

double flops_per_element(const Node& node) {
  switch (node.op()) {
    case OpCode::Divide: case OpCode::Remainder: case OpCode::Sqrt: case OpCode::Rsqrt:
      return 4;
    case OpCode::Exp: case OpCode::Expm1: case OpCode::Log: case OpCode::Log1p: case OpCode::Logistic:
    case OpCode::Tanh: case OpCode::Sin: case OpCode::Cos: case OpCode::Tan: case OpCode::Erf: case OpCode::Power:
    case OpCode::Atan2: case OpCode::Cbrt:
      return 20;
    default:
      return 1;
  }
}

bool cheaper_to_recompute(const Node& node, size_t readers) {
  double operand_bytes = 0;
  for (const Value& v : node.operands()) operand_bytes += source_bytes(v);
  const double result_bytes = static_cast<double>(node.type().byte_size());
  const double compute_bytes = static_cast<double>(node.type().num_elements()) * flops_per_element(node) / kFlopsPerByte;
  const double k = static_cast<double>(readers);
  const double duplicate = k * operand_bytes + (k - 1) * compute_bytes;
  const double materialize = operand_bytes + result_bytes * (1 + k);
  return duplicate < materialize;
}

}  // namespace kiln
