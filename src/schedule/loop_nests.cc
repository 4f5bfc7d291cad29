#include "schedule/loop_nests.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <set>

namespace kiln {

std::vector<const Node*> loop_nest_nodes(const Kernel& kernel) {
  std::set<const Node*> anchors;
  for (const Value& v : kernel.outputs) anchors.insert(v.node);
  std::vector<const Node*> out;
  for (const Node* node : kernel.nodes) {
    if (anchors.count(node) || needs_own_loop_nest(*node)) out.push_back(node);
  }
  return out;
}

bool outputs_share_one_loop_nest(const Kernel& kernel) {
  if (kernel.outputs.size() < 2) return false;
  for (const Value& v : kernel.outputs) {
    if (v.node->num_results() != 1 || v.type().dims != kernel.outputs[0].type().dims) return false;
  }
  return true;
}

std::vector<size_t> outputs_written_by(const Kernel& kernel, const std::string& value) {
  const bool shared = outputs_share_one_loop_nest(kernel);
  std::vector<size_t> out;
  for (size_t i = 0; i < kernel.outputs.size(); ++i) {
    if (shared ? kernel.outputs[0].node->name() == value : kernel.outputs[i].node->name() == value) out.push_back(i);
  }
  return out;
}

std::vector<const Node*> row_fused_reductions(const Kernel& kernel) {
  std::vector<const Node*> rows;
  for (const Node* n : loop_nest_nodes(kernel)) {
    const bool output = std::any_of(kernel.outputs.begin(), kernel.outputs.end(), [&](const Value& v) { return v.node == n; });
    if (n->op() == OpCode::Reduce && !output) rows.push_back(n);
  }
  return rows;
}

std::vector<const Node*> costly_rows_read_twice(const Kernel& kernel) {
  const TensorType& t = kernel.outputs[0].type();
  std::vector<const Node*> out;
  for (const Node* n : kernel.nodes) {
    if (!is_costly_elementwise(n->op()) || n->type().dims != t.dims || n->type().minor_to_major != t.minor_to_major) continue;
    const auto readers = std::count_if(kernel.nodes.begin(), kernel.nodes.end(), [&](const Node* u) {
      return std::any_of(u->operands().begin(), u->operands().end(), [&](const Value& v) { return v.node == n; });
    });
    if (readers >= 2) out.push_back(n);
  }
  return out;
}

std::string dim_loop(int64_t dim) { return fmt::format("d{}", dim); }
std::string reduction_loop(int64_t dim) { return fmt::format("r{}", dim); }

bool is_whole_dim_loop(const std::string& loop) {
  return loop.size() > 1 && loop[0] == 'd' && std::all_of(loop.begin() + 1, loop.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
}

int64_t outermost_parallel_dim(const TensorType& t) {
  for (auto it = t.minor_to_major.rbegin(); it != t.minor_to_major.rend(); ++it) {
    if (t.dims[static_cast<size_t>(*it)] > 1) return *it;
  }
  return t.minor_to_major.back();
}

std::optional<TransposedRead> transposed_read(const Kernel& kernel, const Node& node) {
  const TensorType& out = node.type();
  if (out.rank() < 2 || kernel.outputs.empty() || kernel.outputs[0].node != &node) return std::nullopt;
  for (const Node* n : kernel.nodes) {
    if (n->op() != OpCode::Transpose || n->type().dims != out.dims) continue;
    const Value& source = n->operand(0);
    auto input = std::find(kernel.inputs.begin(), kernel.inputs.end(), source);
    if (input == kernel.inputs.end()) continue;
    TransposedRead t;
    t.input = static_cast<int>(input - kernel.inputs.begin());
    t.in_minor = source.type().minor_to_major[0];
    const Dims& perm = n->attrs().dimensions;
    t.in_minor_out = std::find(perm.begin(), perm.end(), t.in_minor) - perm.begin();
    t.out_minor = out.minor_to_major[0];
    if (t.in_minor_out == t.out_minor) return std::nullopt;  // no transpose in memory
    t.out_minor_in = perm[static_cast<size_t>(t.out_minor)];
    return t;
  }
  return std::nullopt;
}

}  // namespace kiln
