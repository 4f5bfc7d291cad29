// A kernel of the plan -> a Halide pipeline: one Func per node, HLO semantics
// intact, input and output buffers constrained to the IR's static shapes and
// physical layouts (strides). Target-neutral: no schedule is applied here; each
// target applies a KernelSchedule in a file of its own (cpu_schedule.h,
// gpu_schedule.h).
#pragma once

#include <Halide.h>

#include <map>
#include <set>
#include <vector>

#include "fusion/kernel_plan.h"

namespace kiln::lower {

// A Func with a loop nest of its own (computed at root), and the node whose
// schedule lines it follows: outputs, accumulators, tuples, reductions.
struct LoopNest {
  Halide::Func func;
  const Node* node = nullptr;
  bool ordered_updates = false;  // a scatter: updates store at computed indices, in order, never reordered
};

struct LoweredKernel {
  Halide::Pipeline pipeline;
  std::vector<Halide::ImageParam> inputs;  // one per Kernel::inputs entry
  std::vector<Halide::Func> outputs;       // one per Kernel::outputs entry
  std::vector<LoopNest> loop_nests;        // each Func once, in kernel order
  // The other values' Funcs, computed inline where they are read unless a
  // schedule line places them (`at=`): softmax's exponentials, computed once
  // per row into a row buffer that its row sum and its outputs then read.
  std::vector<LoopNest> inlined;
  // Narrow-float inputs an unrolled convolution reads, widened to f32 once per
  // element read: inlined unless a schedule stages them (`stage=inK`), when
  // the tile buffer holds f32 and each tap's load needs no widening.
  std::map<int, Halide::Func> widened_inputs;  // by index into `inputs`
  // Output Funcs whose stores the CPU object code makes non-temporal
  // (`stores=streaming`; backends/cpu/streaming_stores.h), by Func name.
  std::set<std::string> streaming_outputs;
  // GPU: when a line caps registers (`regs=`), every loop nest's Funcs (an
  // rfactor's partials too) by name, with their cap (0: none); the PTX of
  // their device kernels gets `.maxnreg` (backends/cuda/register_caps.h).
  std::map<std::string, int> register_caps;
};

// Builds the pipeline with every loop nest at root and Halide's default loops;
// with `loop_nests_at_root` false, left unscheduled (for an autoscheduler,
// which refuses Funcs already placed).
LoweredKernel lower_kernel(const Kernel& kernel, bool loop_nests_at_root = true);

}  // namespace kiln::lower
