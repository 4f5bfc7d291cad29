// The GPU search space of `kiln tune --target cuda`: schedules near a kernel's
// default GPU rule (schedule/gpu_rules.h), each one change to the lines of
// its own loop nests, in the same schedule language as the CPU's:
//  - threads per block halved or doubled (a line whose threads are one split
//    loop: 256 -> 128 or 512);
//  - 2 or 4 elements per thread: the first block loop split, its inner part a
//    loop inside each thread (unrolled), so a block covers 2 or 4 times as
//    much and the grid shrinks; neighbouring threads still touch neighbours;
//  - transposes: 4 or 16 tile rows per pass of the 32-wide thread block (8 by
//    default), and the tile not staged in shared memory;
//  - row reductions: 64 or 128 partial sums per output row (32 by default);
//  - registers capped at 32, 64 or 128 per thread (`regs=`; the driver may
//    otherwise use up to 255), trading spills for resident warps: only where
//    the target honours caps (CUDA; OpenCL has no such knob).
// Never more threads per block than `limits` allow.
#pragma once

#include <vector>

#include "schedule/candidate.h"
#include "schedule/gpu_limits.h"

namespace kiln {

std::vector<Candidate> gpu_candidates(const KernelSchedule& default_schedule, const GpuLimits& limits = GpuLimits{}, bool register_caps = true);

}  // namespace kiln
