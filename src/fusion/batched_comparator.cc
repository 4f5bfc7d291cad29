#include "fusion/batched_comparator.h"

#include <fmt/format.h>

#include <map>

#include "ir/builder.h"

namespace kiln {
namespace {

// The comparator's nodes over arrays: its parameter k reads `params[k]`; a
// scalar constant is broadcast; shape ops on scalars are the value itself.
std::optional<Value> copy_over_pairs(const Graph& comparator, GraphBuilder& b, const std::vector<Value>& params, int64_t pairs) {
  std::map<const Node*, Value> mapped;
  for (const auto& n : comparator.nodes()) {
    const Node& node = *n;
    std::vector<Value> operands;
    for (const Value& v : node.operands()) operands.push_back(mapped.at(v.node));
    if (node.num_results() != 1) return std::nullopt;
    switch (node.op()) {
      case OpCode::Parameter: mapped[&node] = params.at(static_cast<size_t>(node.attrs().parameter_number)); continue;
      case OpCode::Constant: mapped[&node] = b.broadcast(b.constant(*node.attrs().literal), {pairs}, {}); continue;
      case OpCode::Reshape: case OpCode::Broadcast: case OpCode::Copy: case OpCode::Bitcast: case OpCode::Transpose:
        if (node.type().rank() != 0 || node.operand(0).type().rank() != 0) return std::nullopt;
        mapped[&node] = operands.at(0);
        continue;
      default: break;
    }
    if (!is_elementwise(node.op()) || !node.called().empty()) return std::nullopt;
    mapped[&node] = b.add(node.op(), operands, node.attrs())->result();
  }
  if (comparator.outputs().size() != 1) return std::nullopt;
  return mapped.at(comparator.outputs()[0].node);
}

}  // namespace

std::unique_ptr<Module> batched_comparator(const Node& sort, int64_t pairs) {
  const Graph& comparator = *sort.called().at(0);
  auto module = std::make_unique<Module>(fmt::format("{}_comparator_over_pairs", sort.name()));
  GraphBuilder b(module->add_graph("pairs"));
  std::vector<Value> first_second, second_first;
  for (const Node* p : comparator.parameters()) {
    first_second.push_back(b.parameter(TensorType(p->type().dtype, {pairs}), p->name()));
  }
  for (size_t k = 0; k < first_second.size(); ++k) second_first.push_back(first_second[k ^ 1]);
  const std::optional<Value> ab = copy_over_pairs(comparator, b, first_second, pairs);
  const std::optional<Value> ba = ab ? copy_over_pairs(comparator, b, second_first, pairs) : std::nullopt;
  if (!ba) return nullptr;
  b.output({*ab, *ba}, /*as_tuple=*/true);
  module->set_entry(b.graph());
  return module;
}

}  // namespace kiln
