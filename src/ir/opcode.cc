#include "ir/opcode.h"

#include <string>
#include <unordered_map>

namespace kiln {

namespace {

struct OpInfo {
  std::string_view name;
  OpCategory category;
};

constexpr OpInfo kOpInfo[] = {
#define KILN_OP(id, hlo_name, category) {hlo_name, OpCategory::category},
#include "ir/ops.def"
#undef KILN_OP
};

}  // namespace

std::string_view opcode_name(OpCode op) { return kOpInfo[static_cast<size_t>(op)].name; }

OpCategory opcode_category(OpCode op) { return kOpInfo[static_cast<size_t>(op)].category; }

std::optional<OpCode> parse_opcode(std::string_view hlo_name) {
  static const auto* by_name = [] {
    auto* m = new std::unordered_map<std::string_view, OpCode>;
    for (size_t i = 0; i < std::size(kOpInfo); ++i) (*m)[kOpInfo[i].name] = static_cast<OpCode>(i);
    return m;
  }();
  auto it = by_name->find(hlo_name);
  if (it == by_name->end()) return std::nullopt;
  return it->second;
}

bool is_elementwise(OpCode op) {
  const OpCategory c = opcode_category(op);
  return c == OpCategory::Unary || c == OpCategory::Binary || c == OpCategory::Ternary;
}

bool is_costly_elementwise(OpCode op) {
  switch (op) {
    case OpCode::Exp: case OpCode::Expm1: case OpCode::Log: case OpCode::Log1p: case OpCode::Logistic:
    case OpCode::Tanh: case OpCode::Sin: case OpCode::Cos: case OpCode::Tan: case OpCode::Erf: case OpCode::Power:
    case OpCode::Atan2: case OpCode::Cbrt: case OpCode::Divide: case OpCode::Remainder:
      return true;
    default:
      return false;
  }
}

bool is_collective(OpCode op) {
  switch (op) {
    case OpCode::AllReduce: case OpCode::AllGather: case OpCode::ReduceScatter: case OpCode::AllToAll:
    case OpCode::CollectivePermute: case OpCode::CollectiveBroadcast: case OpCode::PartitionId: case OpCode::ReplicaId:
      return true;
    default:
      return false;
  }
}

OpCode on_pred_operands(OpCode op) {
  if (op == OpCode::Add) return OpCode::Or;
  if (op == OpCode::Multiply) return OpCode::And;
  return op;
}

}  // namespace kiln
