#include "fusion/excess_precision.h"

#include <algorithm>
#include <map>
#include <vector>

namespace kiln {

namespace {

// Ops whose f16/bf16 result is an f32 value rounded at the end.
bool rounds_an_f32_result(const Node& n) {
  if (n.op() == OpCode::Dot || n.op() == OpCode::Convolution) return true;
  return computes_in_f32_from(n) && n.op() != OpCode::Compare && n.op() != OpCode::IsFinite;
}

}  // namespace

bool computes_in_f32_from(const Node& n) {
  if (!is_elementwise(n.op()) || n.op() == OpCode::Select || n.op() == OpCode::Copy || n.op() == OpCode::ReducePrecision) return false;
  if (!is_float(n.operand(n.op() == OpCode::Clamp ? 1 : 0).type().dtype)) return false;
  if (n.op() == OpCode::Compare && n.attrs().comparison_type == ComparisonType::TotalOrder) return false;
  const OpCategory c = opcode_category(n.op());
  return c == OpCategory::Unary || c == OpCategory::Binary || n.op() == OpCode::Clamp;
}

std::set<const Node*> values_kept_wide(const Kernel& kernel) {
  std::set<const Node*> kept;
  if (!kernel.excess_precision || kernel.is_library_step()) return kept;
  std::set<const Node*> stored;
  for (const Value& v : kernel.outputs) stored.insert(v.node);
  std::map<const Node*, std::vector<const Node*>> readers;
  for (const Node* n : kernel.nodes) {
    for (size_t i = 0; i < n->num_operands(); ++i) readers[n->operand(i).node].push_back(n);
  }
  for (const Node* n : kernel.nodes) {
    if (n->num_results() != 1 || !is_narrow_float(n->type().dtype) || stored.count(n) || !rounds_an_f32_result(*n)) continue;
    auto r = readers.find(n);
    if (r == readers.end()) continue;
    if (std::all_of(r->second.begin(), r->second.end(), [](const Node* reader) { return computes_in_f32_from(*reader); })) kept.insert(n);
  }
  return kept;
}

}  // namespace kiln
