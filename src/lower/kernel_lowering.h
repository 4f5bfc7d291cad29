// A kernel of the plan -> a Halide pipeline: one Func per node, HLO semantics
// intact, input and output buffers constrained to the IR's static shapes and
// physical layouts (strides), and a simple CPU schedule.
#pragma once

#include <Halide.h>

#include <vector>

#include "fusion/kernel_plan.h"
#include "schedule/kernel_schedule.h"

namespace kiln::lower {

struct LoweredKernel {
  Halide::Pipeline pipeline;
  std::vector<Halide::ImageParam> inputs;  // one per Kernel::inputs entry
  std::vector<Halide::Func> outputs;       // one per Kernel::outputs entry
};

// Builds the pipeline and applies `schedule` (see schedule/kernel_schedule.h).
LoweredKernel lower_kernel(const Kernel& kernel, const KernelSchedule& schedule);

}  // namespace kiln::lower
