#include "parity/bisect.h"

#include <fmt/format.h>

#include <map>

#include "driver/targets.h"
#include "fusion/kernel_plan.h"
#include "reference/evaluator.h"
#include "runtime/host_buffer.h"
#include "support/error.h"

namespace kiln {

namespace {

// Every value of `graph` as the reference computes it, by name ("x", "s#1").
std::map<std::string, Literal> reference_values(const Graph& graph, const std::vector<Literal>& arguments, int64_t max_while_iterations) {
  EvaluateOptions options;
  if (max_while_iterations > 0) options.max_while_iterations = max_while_iterations;
  std::map<std::string, Literal> values;
  std::map<std::pair<const Node*, int>, const Literal*> by_value;
  for (size_t i = 0; i < graph.parameters().size(); ++i) {
    const Node* p = graph.parameters()[i];
    by_value[{p, 0}] = &(values[p->name()] = arguments.at(i));
  }
  for (const auto& n : graph.nodes()) {
    if (n->op() == OpCode::Parameter) continue;
    std::vector<Literal> operands;
    for (const Value& v : n->operands()) operands.push_back(*by_value.at({v.node, v.index}));
    std::vector<Literal> results = n->op() == OpCode::Constant ? std::vector<Literal>{*n->attrs().literal} : evaluate_node(*n, operands, options);
    for (int r = 0; r < n->num_results(); ++r) {
      const std::string name = n->num_results() == 1 ? n->name() : fmt::format("{}#{}", n->name(), r);
      by_value[{n.get(), r}] = &(values[name] = std::move(results[static_cast<size_t>(r)]));
    }
  }
  return values;
}

}  // namespace

BisectFinding bisect_against_reference(const Graph& graph, const std::vector<Literal>& arguments, const CompileOptions& options,
                                       const std::function<Tolerance(DType)>& tolerance_for, int64_t max_while_iterations) {
  const Target& target = options.target;
  const std::map<std::string, Literal> expected = reference_values(graph, arguments, max_while_iterations);
  const auto exe = compile_graph(graph, options);
  const KernelPlan plan = plan_kernels(graph);
  const PlanSchedules schedules = default_schedules(plan, target);
  BisectFinding finding;
  finding.kernels = exe->steps().size();
  for (size_t i = 0; i < exe->steps().size(); ++i) {
    const Step& step = exe->steps()[i];
    std::vector<HostBuffer> slots(exe->num_slots());
    for (int s : step.inputs) slots[static_cast<size_t>(s)] = to_host_buffer(expected.at(exe->slot_name(s)), exe->slot_type(s));
    exe->run_step(i, slots);
    ++finding.kernels_checked;
    for (int s : step.outputs) {
      const Literal& want = expected.at(exe->slot_name(s));
      const OutputComparison c = compare_output(want, to_literal(slots[static_cast<size_t>(s)]), tolerance_for(want.dtype()));
      if (c.passed()) continue;
      finding.found = true;
      finding.step = i;
      finding.kernel = step.name;
      finding.kind = step.kind;
      finding.output = exe->slot_name(s);
      finding.output_type = exe->slot_type(s);
      finding.comparison = c;
      const Kernel& k = plan.kernels.at(i);
      KILN_CHECK(k.name == step.name, "plan kernel {} is step {}", k.name, step.name);
      for (const Node* n : k.nodes) finding.ops.push_back(fmt::format("%{} ({})", n->name(), opcode_name(n->op())));
      finding.schedule = schedules.kernels.at(i).loops.empty() ? "(a library step: no schedule)" : schedules.kernels[i].to_text();
      return finding;
    }
  }
  return finding;
}

}  // namespace kiln
