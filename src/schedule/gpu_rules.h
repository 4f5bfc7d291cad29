// The default GPU schedule: the rules a GPU engineer would write, in the same
// schedule language as the CPU's (kernel_schedule.h). A row-fused kernel
// (softmax, layernorm: rows of 64 or more along the contiguous dim) is one
// launch, a block of 256 threads per row, its row reductions computed inside
// the block (each thread's partial result, then a warp's, then one thread's)
// and a costly row read twice kept in shared memory. Otherwise, per loop nest:
//  - pointwise (and data movement, gathers, tuples of outputs): threads along
//    the contiguous dim, 256 to a block, so loads and stores coalesce; blocks
//    over the next dims; from a million elements, four elements per thread,
//    a block's width apart and unrolled (four loads in flight);
//  - an output read through a transpose from an input contiguous along another
//    dim: 32x32 tiles staged in shared memory, loaded by 32x8 threads along the
//    input's contiguous dim and written by 32x8 threads along the output's;
//  - a reduction over the input's contiguous dim: partial results of 32 threads
//    per output row (rfactor), each reading every 32nd element (coalesced),
//    then combined; a reduction that keeps the contiguous dim: a thread per
//    output element, walking the reduced rows (coalesced across threads) —
//    with too few outputs to fill the GPU, the rows split in chunks whose
//    partial results (rfactor) take about 512 blocks, then combined;
//  - scatters: updates in order on one GPU thread (serial formulation, so
//    duplicate indices combine exactly as the reference does).
#pragma once

#include <string>
#include <vector>

#include "schedule/gpu_limits.h"
#include "schedule/kernel_schedule.h"

namespace kiln {

// CUDA's grid: x up to 2^31-1 blocks, y and z up to 65535.
inline constexpr int64_t kMaxGridYZ = 65535;

// Fitted to `limits` (CUDA's unless told): fewer threads per block where the
// device allows fewer than 256, no transpose tiles below 256, rows kept in
// shared memory only while they fit.
// `rules`, when given, gets the names of the rules used, each once, in order
// ("row-fused", "transpose tiles", "row reduction", "column reduction",
// "reduction by a thread per output", "scatter", "gather", "pointwise"):
// explain shows them.
KernelSchedule default_gpu_schedule(const Kernel& kernel, const GpuLimits& limits = GpuLimits{}, std::vector<std::string>* rules = nullptr);

// Each thread of `line` takes `per_thread` elements a block's width apart:
// its first block loop (parallel[0]) split, the inner part a loop inside each
// thread (innermost, unrolled), so each load of a warp stays coalesced. False,
// and the line unchanged, where it has no threads or no block loop in its order.
bool elements_per_thread_along_blocks(LoopSchedule& line, int64_t per_thread);

}  // namespace kiln
