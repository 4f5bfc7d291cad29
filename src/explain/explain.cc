#include "explain/explain.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <ranges>
#include <sstream>

#include "fusion/excess_precision.h"
#include "fusion/sort_order.h"
#include "schedule/launch_geometry.h"
#include "schedule/loop_nests.h"

namespace kiln {

namespace {

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

std::string dims3(const std::array<int64_t, 3>& d) { return fmt::format("{}x{}x{}", d[0], d[1], d[2]); }

bool has_schedule(const PlanSchedules* schedules, size_t kernel) {
  return schedules && kernel < schedules->kernels.size() && (!schedules->kernels[kernel].loops.empty() || schedules->kernels[kernel].autoscheduler);
}

// What a collective step exchanges, with whom: a device's bytes sent.
std::string collective_text(const Node& node) {
  const CollectiveOptions& c = node.attrs().collective;
  if (node.op() == OpCode::PartitionId || node.op() == OpCode::ReplicaId) return "  this device's id: no data moves\n";
  int64_t bytes = 0;
  for (const Value& v : node.operands()) bytes += v.type().byte_size();
  if (node.op() == OpCode::CollectivePermute) {
    return fmt::format("  exchanges: {} bytes from each source to its target, pairs {}\n", bytes,
                       fmt::join(c.pairs | std::views::transform([](const auto& p) { return fmt::format("{}->{}", p.first, p.second); }), " "));
  }
  return fmt::format("  exchanges: {} bytes from each device, in groups {}\n", bytes, format_groups(c.groups));
}

}  // namespace

// The distinct source locations of `k`'s ops, in kernel order (at most 6,
// then how many more).
static std::vector<std::string> source_locations(const Graph& graph, const Kernel& k) {
  constexpr size_t kShown = 6;
  std::vector<std::string> out;
  std::set<std::string> seen;
  for (const Node* n : k.nodes) {
    std::string where = graph.source_location(n->name());
    if (!where.empty() && seen.insert(where).second && out.size() <= kShown) out.push_back(std::move(where));
  }
  if (seen.size() > kShown) {
    out.resize(kShown);
    out.push_back(fmt::format("and {} more", seen.size() - kShown));
  }
  return out;
}

// The values of `k` held in f32 under excess precision, in kernel order.
static std::vector<std::string> kept_wide_names(const Kernel& k) {
  const std::set<const Node*> wide = values_kept_wide(k);
  std::vector<std::string> names;
  for (const Node* n : k.nodes) {
    if (wide.count(n)) names.push_back(n->name());
  }
  return names;
}

std::string explain_json(const Graph& graph, const KernelPlan& plan, const PlanSchedules* schedules) {
  nlohmann::json kernels = nlohmann::json::array();
  int64_t read = 0, written = 0;
  for (size_t i = 0; i < plan.kernels.size(); ++i) {
    const Kernel& k = plan.kernels[i];
    nlohmann::json ops = nlohmann::json::array(), inputs = nlohmann::json::array(), outputs = nlohmann::json::array();
    for (const Node* n : k.nodes) ops.push_back(n->name());
    for (const Value& v : k.inputs) inputs.push_back(buffer_json(v));
    for (const Value& v : k.outputs) outputs.push_back(buffer_json(v));
    const bool alias = k.is_alias();
    const int64_t r = alias ? 0 : total_bytes(k.inputs), w = alias ? 0 : total_bytes(k.outputs);
    read += r;
    written += w;
    kernels.push_back({{"name", k.name}, {"kind", std::string(kernel_kind_name(k.kind))}, {"ops", ops}, {"inputs", inputs},
                       {"outputs", outputs}, {"bytes_read", r}, {"bytes_written", w}, {"split_reason", k.reason}, {"decisions", k.decisions},
                       {"library_step", k.is_library_step()}, {"alias", alias}});
    if (k.excess_precision) kernels.back()["kept_f32"] = kept_wide_names(k);
    if (const std::vector<std::string> from = source_locations(graph, k); !from.empty()) kernels.back()["source_locations"] = from;
    if (has_schedule(schedules, i)) {
      const KernelSchedule& sch = schedules->kernels[i];
      kernels.back()["schedule"] = sch.to_text();
      kernels.back()["schedule_origin"] = i < schedules->origins.size() ? schedules->origins[i] : "default rule";
      if (schedules->gpu) {
        nlohmann::json launches = nlohmann::json::array();
        for (const StageLaunch& l : gpu_launches(k, sch)) {
          launches.push_back({{"stage", l.stage}, {"grid", l.grid}, {"block", l.block}, {"shared_bytes", l.shared_bytes}, {"single_thread", l.single_thread},
                              {"inside", l.inside}});
        }
        kernels.back()["gpu_launches"] = launches;
      }
    }
  }
  nlohmann::json out = {{"graph", graph.name()}, {"kernels", kernels}, {"bytes_read", read}, {"bytes_written", written}};
  if (schedules) out["target"] = schedules->target;
  return out.dump(2);
}

std::string explain_text(const Graph& graph, const KernelPlan& plan, const PlanSchedules* schedules) {
  std::string s = fmt::format("graph %{}: {} kernel(s){}\n", graph.name(), plan.kernels.size(),
                              schedules ? fmt::format(", target {}", schedules->target) : "");
  for (size_t i = 0; i < plan.kernels.size(); ++i) {
    const Kernel& k = plan.kernels[i];
    std::vector<std::string> ops;
    for (const Node* n : k.nodes) ops.push_back(fmt::format("%{} ({})", n->name(), opcode_name(n->op())));
    s += fmt::format("\nkernel {} %{} [{}{}]\n  ops: {}\n", i, k.name, kernel_kind_name(k.kind),
                     k.is_alias() ? ", alias: no data moves" : k.is_library_step() ? ", library call" : "", fmt::join(ops, ", "));
    if (const std::vector<std::string> from = source_locations(graph, k); !from.empty()) {
      s += fmt::format("  from: {}\n", fmt::join(from, ", "));
    }
    for (const Value& v : k.inputs) s += fmt::format("  reads  %{} {} {} bytes\n", v.node->name(), v.type().to_string(), v.type().byte_size());
    for (const Value& v : k.outputs) s += fmt::format("  writes %{} {} {} bytes\n", v.node->name(), v.type().to_string(), v.type().byte_size());
    s += fmt::format("  ends here because: {}\n", k.reason);
    if (schedules && schedules->gpu && k.is_library_step()) {
      const OpCode op = k.nodes.back()->op();
      s += op == OpCode::Dot  ? "  runs on the device: cuBLAS\n"
           : op == OpCode::Sort || op == OpCode::TriangularSolve || op == OpCode::Cholesky || op == OpCode::Lapack || op == OpCode::Fft || op == OpCode::HostCallback ? "  runs on the host: its operands are copied from the device, its results back\n"
                                : "  control flow on the host, its computations as device kernels; the state stays on the device, "
                                  "only the pred or branch index crosses to the host\n";
    }
    if (k.is_library_step() && k.nodes.back()->op() == OpCode::Sort) s += fmt::format("  sorts {}\n", sort_plan_text(*k.nodes.back()));
    if (k.kind == KernelKind::Collective) s += collective_text(*k.nodes.back());
    for (const std::string& d : k.decisions) s += fmt::format("  fusion: {}\n", d);
    if (const std::vector<std::string> wide = kept_wide_names(k); !wide.empty()) {
      s += fmt::format("  excess precision: %{} kept f32, not rounded to their dtype\n", fmt::join(wide, ", %"));
    }
    if (has_schedule(schedules, i)) {
      std::istringstream lines(schedules->kernels[i].to_text());
      std::string line;
      std::getline(lines, line);  // the version header
      s += fmt::format("  schedule: {}\n", i < schedules->origins.size() ? schedules->origins[i] : "default rule");
      while (std::getline(lines, line)) s += fmt::format("    {}\n", line);
      if (outputs_share_one_loop_nest(k) && !schedules->kernels[i].autoscheduler) {
        std::vector<std::string> others;
        for (size_t o = 1; o < k.outputs.size(); ++o) others.push_back(k.outputs[o].node->name());
        s += fmt::format("    (one loop nest writes %{} with %{}: it follows %{}'s line)\n", fmt::join(others, ", %"),
                         k.outputs[0].node->name(), k.outputs[0].node->name());
      }
      if (schedules->gpu) {
        for (const StageLaunch& l : gpu_launches(k, schedules->kernels[i])) {
          if (!l.inside.empty()) {
            s += fmt::format("      inside {}'s blocks: {} threads {} shared {} B\n", l.inside, l.stage, dims3(l.block), l.shared_bytes);
          } else {
            s += l.single_thread ? fmt::format("    launch {}: one thread\n", l.stage)
                                 : fmt::format("    launch {}: grid {} block {} shared {} B\n", l.stage, dims3(l.grid), dims3(l.block), l.shared_bytes);
          }
        }
      }
    }
  }
  return s;
}

namespace {

std::string value_name(const Value& v) {
  return v.node->num_results() > 1 ? fmt::format("{}#{}", v.node->name(), v.index) : v.node->name();
}

std::string human_bytes(int64_t b) {
  if (b >= (int64_t{1} << 20)) return fmt::format("{:.1f} MiB", static_cast<double>(b) / (1 << 20));
  if (b >= 1024) return fmt::format("{:.1f} KiB", static_cast<double>(b) / 1024);
  return fmt::format("{} B", b);
}

}  // namespace

std::string explain_dot(const Graph& graph, const KernelPlan& plan) {
  std::string s = fmt::format("digraph \"{}\" {{\n  rankdir=LR;\n", graph.name());
  std::set<std::string> buffers;
  auto buffer_node = [&](const Value& v) {
    const std::string id = "b_" + value_name(v);
    if (buffers.insert(id).second) {
      s += fmt::format("  \"{}\" [shape=ellipse, label=\"%{}\\n{}\\n{}\"];\n", id, value_name(v), v.type().to_string(),
                       human_bytes(v.type().byte_size()));
    }
    return id;
  };
  for (size_t i = 0; i < plan.kernels.size(); ++i) {
    const Kernel& k = plan.kernels[i];
    const std::string id = fmt::format("k{}", i);
    s += fmt::format("  \"{}\" [shape=box, style=filled, fillcolor={}, label=\"{} %{}\\n{} ops\"];\n", id,
                     k.is_library_step() ? "lightyellow" : "lightblue", kernel_kind_name(k.kind), k.name, k.nodes.size());
    for (const Value& v : k.inputs) s += fmt::format("  \"{}\" -> \"{}\";\n", buffer_node(v), id);
    for (const Value& v : k.outputs) s += fmt::format("  \"{}\" -> \"{}\";\n", id, buffer_node(v));
  }
  return s + "}\n";
}

std::string explain_buffers(const Graph& graph, const KernelPlan& plan) {
  struct Life {
    std::string kind;
    int defined = -1, last_read = -1;
    int64_t bytes = 0;
    std::string type;
  };
  std::map<std::string, Life> lives;
  std::vector<std::string> order;
  auto touch = [&](const Value& v) -> Life& {
    const std::string name = value_name(v);
    if (!lives.count(name)) {
      order.push_back(name);
      Life& l = lives[name];
      l.bytes = v.type().byte_size();
      l.type = v.type().to_string();
      l.kind = v.node->op() == OpCode::Parameter ? "parameter" : v.node->op() == OpCode::Constant ? "constant" : "intermediate";
    }
    return lives[name];
  };
  for (size_t i = 0; i < plan.kernels.size(); ++i) {
    for (const Value& v : plan.kernels[i].inputs) touch(v).last_read = static_cast<int>(i);
    for (const Value& v : plan.kernels[i].outputs) touch(v).defined = static_cast<int>(i);
  }
  for (const Value& v : graph.outputs()) touch(v).kind = "output";
  std::string s = fmt::format("{:<28} {:<13} {:<24} {:>10}  {}\n", "buffer", "kind", "type", "bytes", "lives (kernel steps)");
  int64_t peak_intermediate = 0;
  for (const std::string& name : order) {
    const Life& l = lives[name];
    std::string span;
    if (l.kind == "intermediate") {
      span = fmt::format("written by {}, last read by {}", l.defined, l.last_read);
      peak_intermediate += l.bytes;
    } else {
      span = "the whole run";
    }
    s += fmt::format("%{:<27} {:<13} {:<24} {:>10}  {}\n", name, l.kind, l.type, l.bytes, span);
  }
  s += fmt::format("\nintermediates: {} in all; the runtime releases each after its last reader and reuses its memory\n",
                   human_bytes(peak_intermediate));
  return s;
}

}  // namespace kiln
