#include "fusion/kernel_plan.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <map>
#include <set>
#include <unordered_map>

#include "fusion/gemm_shape.h"
#include "support/error.h"

namespace kiln {

namespace {

// Ops whose value can be computed inside a consumer's loop nest (Halide inlines
// them): no update definition, no library call.
bool is_pure_producer(OpCode op) {
  if (is_elementwise(op)) return true;
  switch (op) {
    case OpCode::Iota: case OpCode::BitcastConvert: case OpCode::Broadcast: case OpCode::Reshape:
    case OpCode::Bitcast: case OpCode::Transpose: case OpCode::Slice: case OpCode::DynamicSlice:
    case OpCode::DynamicUpdateSlice: case OpCode::Concatenate: case OpCode::Pad: case OpCode::Reverse:
    case OpCode::Gather: case OpCode::Map:
      return true;
    default:
      return false;
  }
}

// Consumers that read an operand element more than once per output element would
// recompute an inlined producer: they take materialized inputs.
bool rereads_operands(OpCode op) {
  return op == OpCode::Convolution || op == OpCode::ReduceWindow || op == OpCode::Dot;
}

KernelKind kind_of(const Node& anchor) {
  switch (anchor.op()) {
    case OpCode::Reduce: case OpCode::ReduceWindow: return KernelKind::Reduction;
    case OpCode::Transpose: return KernelKind::Transpose;
    case OpCode::Dot: return KernelKind::Gemm;
    case OpCode::Convolution: return KernelKind::Convolution;
    case OpCode::Gather: case OpCode::Scatter: return KernelKind::Gather;
    case OpCode::Sort: return KernelKind::Library;
    case OpCode::While: case OpCode::Conditional: return KernelKind::Loop;
    case OpCode::Iota: case OpCode::BitcastConvert: case OpCode::Broadcast: case OpCode::Reshape:
    case OpCode::Bitcast: case OpCode::Slice: case OpCode::DynamicSlice: case OpCode::DynamicUpdateSlice:
    case OpCode::Concatenate: case OpCode::Pad: case OpCode::Reverse: case OpCode::Copy:
      return KernelKind::DataMovement;
    default: return KernelKind::Pointwise;
  }
}

bool is_library_node(const Node& node) {
  return (node.op() == OpCode::Dot && is_blas_dot(node)) || node.op() == OpCode::Sort ||
         node.op() == OpCode::While || node.op() == OpCode::Conditional;
}

}  // namespace

std::string_view kernel_kind_name(KernelKind kind) {
  switch (kind) {
    case KernelKind::Pointwise: return "pointwise";
    case KernelKind::Reduction: return "reduction";
    case KernelKind::Transpose: return "transpose";
    case KernelKind::Gemm: return "gemm";
    case KernelKind::Convolution: return "convolution";
    case KernelKind::DataMovement: return "data_movement";
    case KernelKind::Gather: return "gather";
    case KernelKind::Library: return "library";
    case KernelKind::Loop: return "loop";
  }
  return "?";
}

bool is_blas_dot(const Node& node) { return gemm_shape(node).has_value(); }

bool Kernel::is_library_step() const { return nodes.size() == 1 && is_library_node(*nodes.back()); }

KernelPlan plan_kernels(const Graph& graph) {
  // Users of each node (distinct consumer nodes) and whether it is an output.
  std::unordered_map<const Node*, std::vector<Node*>> users;
  for (const auto& n : graph.nodes()) {
    std::set<const Node*> seen;
    for (const Value& v : n->operands()) {
      if (seen.insert(v.node).second) users[v.node].push_back(n.get());
    }
  }
  std::set<const Node*> outputs;
  for (const Value& v : graph.outputs()) outputs.insert(v.node);

  // Walk consumers before producers; each node joins its only consumer's kernel
  // or starts a kernel of its own.
  std::unordered_map<const Node*, int> kernel_of;
  std::vector<Kernel> kernels;  // in reverse execution order while planning
  for (auto it = graph.nodes().rbegin(); it != graph.nodes().rend(); ++it) {
    Node* node = it->get();
    if (node->op() == OpCode::Parameter || node->op() == OpCode::Constant) continue;
    const auto& us = users[node];
    std::string reason;
    if (outputs.count(node)) {
      reason = "output of the graph";
    } else if (us.size() != 1) {
      reason = us.empty() ? "unused value" : fmt::format("used by {} consumers", us.size());
    } else if (is_library_node(*node)) {
      reason = node->op() == OpCode::Dot ? "a library GEMM call" : fmt::format("{} runs as a library step", opcode_name(node->op()));
    } else if (!is_pure_producer(node->op())) {
      reason = fmt::format("{} is computed in a loop nest of its own", opcode_name(node->op()));
    } else if (is_library_node(*us[0])) {
      reason = fmt::format("consumer %{} is a library step", us[0]->name());
    } else if (rereads_operands(us[0]->op())) {
      reason = fmt::format("consumer %{} ({}) reads each input element many times", us[0]->name(), opcode_name(us[0]->op()));
    }
    if (reason.empty()) {
      const int k = kernel_of.at(us[0]);
      kernel_of[node] = k;
      kernels[static_cast<size_t>(k)].nodes.push_back(node);
      continue;
    }
    Kernel kernel;
    kernel.name = node->name();
    kernel.kind = kind_of(*node);
    kernel.reason = reason;
    kernel.nodes.push_back(node);
    kernel_of[node] = static_cast<int>(kernels.size());
    kernels.push_back(std::move(kernel));
  }
  std::reverse(kernels.begin(), kernels.end());
  for (Kernel& k : kernels) {
    std::reverse(k.nodes.begin(), k.nodes.end());
    std::set<const Node*> inside(k.nodes.begin(), k.nodes.end());
    for (const Node* n : k.nodes) {
      for (const Value& v : n->operands()) {
        if (!inside.count(v.node) && std::find(k.inputs.begin(), k.inputs.end(), v) == k.inputs.end()) {
          k.inputs.push_back(v);
        }
      }
    }
    Node* anchor = k.nodes.back();
    for (int i = 0; i < anchor->num_results(); ++i) k.outputs.push_back(anchor->result(i));
  }
  return KernelPlan{std::move(kernels)};
}

std::string KernelPlan::to_string() const {
  std::string s;
  for (const Kernel& k : kernels) {
    std::vector<std::string> names, ins;
    for (const Node* n : k.nodes) names.push_back("%" + n->name());
    for (const Value& v : k.inputs) ins.push_back("%" + v.node->name());
    s += fmt::format("kernel {} ({}): {} <- {}  [{}]\n", k.name, kernel_kind_name(k.kind), fmt::join(names, " "),
                     fmt::join(ins, " "), k.reason);
  }
  return s;
}

}  // namespace kiln
