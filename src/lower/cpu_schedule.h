// A KernelSchedule applied to a lowered kernel for a CPU: outer tiles
// (`parallel`) run on worker threads, the first inner tile (`lanes`) is vector
// lanes and the other inner tiles are unrolled, staged inputs are tile buffers.
#pragma once

#include "lower/kernel_lowering.h"
#include "schedule/kernel_schedule.h"

namespace kiln::lower {

void apply_cpu_schedule(LoweredKernel& lowered, const KernelSchedule& schedule);

// `kernel` lowered and scheduled for `target`: its loop nests
// (apply_cpu_schedule), or the autoscheduler it names (lower/autoschedule.h).
LoweredKernel lower_for_cpu(const Kernel& kernel, const KernelSchedule& schedule, const Halide::Target& target);

}  // namespace kiln::lower
