// A KernelSchedule applied to a lowered kernel for a GPU: outer tiles
// (`parallel`) are blocks x, y, z, inner tiles (`lanes`) are threads x, y, z,
// staged inputs live in shared memory (loaded by the block's threads), an
// rfactor's partial results are a kernel of their own. A stage with neither
// runs on one GPU thread, and so do a scatter's ordered updates.
#pragma once

#include "lower/kernel_lowering.h"
#include "schedule/kernel_schedule.h"

namespace kiln::lower {

struct GpuScheduleSummary {
  int device_kernels = 0;   // GPU loop nests: one kernel launch each
  int single_thread = 0;    // of those, how many run on one thread
  int rfactors_kept = 0;    // rfactors Halide could apply
  int rfactors_dropped = 0; // rfactors whose reducer it could not prove associative
  int warp_combines = 0;    // block-level partial results combined by a warp before one thread
};

GpuScheduleSummary apply_gpu_schedule(LoweredKernel& lowered, const KernelSchedule& schedule);

}  // namespace kiln::lower
