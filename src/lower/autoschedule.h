// One of Halide's autoschedulers scheduling a lowered kernel (a tune candidate
// or a stored `autoscheduler NAME` schedule). The plugins are loaded by full
// path, once, from where Debian's Halide keeps them (not on the loader path).
#pragma once

#include "fusion/kernel_plan.h"
#include "lower/kernel_lowering.h"
#include "schedule/kernel_schedule.h"

namespace kiln::lower {

// Estimates every input and output at its static shape, then runs the
// autoscheduler for `target`. UserError when its plugin is missing or it
// fails on this kernel.
void apply_autoscheduler(LoweredKernel& lowered, const Kernel& kernel, const AutoschedulerChoice& choice, const Halide::Target& target);

}  // namespace kiln::lower
