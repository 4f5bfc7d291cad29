// The default CPU schedule: the rules a CPU engineer would write, per loop nest,
// in the schedule language (kernel_schedule.h).
#pragma once

#include <vector>

#include "schedule/kernel_schedule.h"

namespace kiln {

// A value of fewer elements runs on one thread: fewer are not worth a task.
inline constexpr int64_t kParallelMinElements = 16384;

// The cache line of every x86 core kiln targets.
inline constexpr int64_t kCacheLineBytes = 64;

// A loop nest's basic choices: the loop order (innermost first), one vectorized
// dim and one parallel dim. This is what version 1 of the schedule text said.
struct BasicLoops {
  Dims order;
  int64_t vector_dim = -1;
  int vector_width = 1;
  int64_t parallel_dim = -1;
};

// The lines (pure stage, and the update's when it differs) that run `node`'s
// loop nest with `basic` on a CPU:
//  - an output read through a transpose from a kernel input that is contiguous
//    along another dim is tiled over both contiguous dims (one vector by one
//    vector), and each tile of that input is staged, so that loads and stores
//    are both dense and LLVM transposes the tile in registers;
//  - a reduction that keeps its input's contiguous dim streams rows: the
//    reduction loops go outside that dim, which is vectorized and split so its
//    outer part runs in parallel;
//  - a sum or product over the input's contiguous dim runs along memory per
//    output element (LLVM vectorizes it), the outer output dim in parallel
//    chunks when the input has `parallel_min_elements`;
//  - otherwise the basic choices as they are.
std::vector<LoopSchedule> cpu_loop_nest(const Kernel& kernel, const Node& node, const BasicLoops& basic,
                                        int64_t parallel_min_elements = kParallelMinElements);

// Per loop nest: loops in the value's memory order, the contiguous dim
// vectorized to `vector_bytes`, the outermost dim parallel when the value has at
// least `parallel_min_elements` elements; then cpu_loop_nest. Then, for the
// whole kernel: a parallel dim of more than 256 iterations runs in 256 chunks
// of consecutive rows; large outputs the graph returns unread stream their
// stores, `habits.streams` rows (or parts of a flat chunk) at a time: 4 where
// interleaved streams keep memory busy (Intel), 1 where they slow it (AMD
// Zen 3: x * 2 + 1 over 64 Mi floats 14.5 ms interleaved against 10.6), and
// a streamed tiled transpose walks its tiles as `habits` says.
// How the machine's memory takes streaming stores; the cpu backend decides by
// the host's vendor (backends/cpu/cpu_target.h). The defaults are Intel's.
struct StreamingStoreHabits {
  // Rows of a streamed output written at a time (1: one row after another).
  int streams = 4;
  // A streamed tiled transpose walks its tiles along the input's rows (the
  // reads along memory, each tile's stores scattered whole lines); false:
  // along the output's rows (the stores along memory, the reads 16 rows
  // apart).
  bool transposes_walk_input_rows = true;
};
KernelSchedule default_cpu_schedule(const Kernel& kernel, int vector_bytes, int64_t parallel_min_elements = kParallelMinElements,
                                    StreamingStoreHabits habits = {});

}  // namespace kiln
