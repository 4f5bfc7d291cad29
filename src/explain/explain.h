// `kiln explain`: which op went to which kernel and why a kernel ends where it
// does, with the bytes each kernel reads and writes. Halide-free: it reads the
// graph and the kernel plan.
#pragma once

#include <string>

#include "fusion/kernel_plan.h"
#include "schedule/kernel_schedule.h"

namespace kiln {

// The schedules a target runs a plan's kernels with (empty for library steps
// and aliases), for explain to print: the schedule text and, on a GPU target,
// each stage's grid, block and shared memory.
struct PlanSchedules {
  std::string target;  // "cpu", "cuda-sm86"
  bool gpu = false;
  std::vector<KernelSchedule> kernels;  // one per plan kernel
  std::vector<std::string> origins;     // per kernel: "default rule" or "tuned (1.7x over default, PATH)"
};

// JSON as in DESIGN.md: {"kernels": [{"name", "kind", "ops", "inputs", "outputs",
// "bytes_read", "bytes_written", "split_reason"}], ...}.
std::string explain_json(const Graph& graph, const KernelPlan& plan, const PlanSchedules* schedules = nullptr);
// The same for people: a block per kernel.
std::string explain_text(const Graph& graph, const KernelPlan& plan, const PlanSchedules* schedules = nullptr);
// Graphviz: kernels (boxes) and the buffers between them (ellipses with their
// sizes); an edge per read and per write.
std::string explain_dot(const Graph& graph, const KernelPlan& plan);
// Buffer assignment: each buffer, who writes it, who reads it last, and so how
// long it lives (in kernel steps); parameters, constants and outputs live
// throughout.
std::string explain_buffers(const Graph& graph, const KernelPlan& plan);

}  // namespace kiln
