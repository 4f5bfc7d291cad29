// Op codes, generated from ops.def, and the facts every stage asks about them.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace kiln {

enum class OpCode : uint16_t {
#define KILN_OP(id, hlo_name, category) id,
#include "ir/ops.def"
#undef KILN_OP
};

enum class OpCategory { Leaf, Unary, Binary, Ternary, Structured };

std::string_view opcode_name(OpCode op);  // the HLO spelling: "exponential"
std::optional<OpCode> parse_opcode(std::string_view hlo_name);

// add and multiply on pred are or and and (the StableHLO spec says so for i1;
// XLA computes them so); every other op is itself.
OpCode on_pred_operands(OpCode op);
OpCategory opcode_category(OpCode op);
// Unary, binary and ternary elementwise ops (same shape in and out).
bool is_elementwise(OpCode op);
// Elementwise ops that take many instructions per element (transcendentals,
// division, power): worth computing once and reading twice, where cheap ones
// are recomputed by every reader.
bool is_costly_elementwise(OpCode op);
// Ops whose value depends on which device runs them (the collectives,
// partition-id, replica-id): never folded, never evaluated at compile time.
bool is_collective(OpCode op);

}  // namespace kiln
