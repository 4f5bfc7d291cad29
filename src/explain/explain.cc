#include "explain/explain.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <nlohmann/json.hpp>

namespace kiln {

namespace {

// A bitcast kernel moves no data: its step aliases its operand's buffer.
bool is_alias(const Kernel& k) { return k.nodes.size() == 1 && k.nodes[0]->op() == OpCode::Bitcast; }

nlohmann::json buffer_json(const Value& v) {
  const TensorType& t = v.type();
  std::string name = v.node->name();
  if (v.node->num_results() > 1) name += fmt::format("#{}", v.index);
  return {{"name", name}, {"shape", t.dims}, {"dtype", std::string(dtype_name(t.dtype))}, {"layout", t.minor_to_major},
          {"bytes", t.byte_size()}};
}

int64_t total_bytes(const std::vector<Value>& values) {
  int64_t b = 0;
  for (const Value& v : values) b += v.type().byte_size();
  return b;
}

}  // namespace

std::string explain_json(const Graph& graph, const KernelPlan& plan) {
  nlohmann::json kernels = nlohmann::json::array();
  int64_t read = 0, written = 0;
  for (const Kernel& k : plan.kernels) {
    nlohmann::json ops = nlohmann::json::array(), inputs = nlohmann::json::array(), outputs = nlohmann::json::array();
    for (const Node* n : k.nodes) ops.push_back(n->name());
    for (const Value& v : k.inputs) inputs.push_back(buffer_json(v));
    for (const Value& v : k.outputs) outputs.push_back(buffer_json(v));
    const bool alias = is_alias(k);
    const int64_t r = alias ? 0 : total_bytes(k.inputs), w = alias ? 0 : total_bytes(k.outputs);
    read += r;
    written += w;
    kernels.push_back({{"name", k.name}, {"kind", std::string(kernel_kind_name(k.kind))}, {"ops", ops}, {"inputs", inputs},
                       {"outputs", outputs}, {"bytes_read", r}, {"bytes_written", w}, {"split_reason", k.reason},
                       {"library_step", k.is_library_step()}, {"alias", alias}});
  }
  nlohmann::json out = {{"graph", graph.name()}, {"kernels", kernels}, {"bytes_read", read}, {"bytes_written", written}};
  return out.dump(2);
}

std::string explain_text(const Graph& graph, const KernelPlan& plan) {
  std::string s = fmt::format("graph %{}: {} kernel(s)\n", graph.name(), plan.kernels.size());
  for (size_t i = 0; i < plan.kernels.size(); ++i) {
    const Kernel& k = plan.kernels[i];
    std::vector<std::string> ops;
    for (const Node* n : k.nodes) ops.push_back(fmt::format("%{} ({})", n->name(), opcode_name(n->op())));
    s += fmt::format("\nkernel {} %{} [{}{}]\n  ops: {}\n", i, k.name, kernel_kind_name(k.kind),
                     is_alias(k) ? ", alias: no data moves" : k.is_library_step() ? ", library call" : "", fmt::join(ops, ", "));
    for (const Value& v : k.inputs) s += fmt::format("  reads  %{} {} {} bytes\n", v.node->name(), v.type().to_string(), v.type().byte_size());
    for (const Value& v : k.outputs) s += fmt::format("  writes %{} {} {} bytes\n", v.node->name(), v.type().to_string(), v.type().byte_size());
    s += fmt::format("  ends here because: {}\n", k.reason);
  }
  return s;
}

}  // namespace kiln
