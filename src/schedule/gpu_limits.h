// What one GPU block (an OpenCL work-group) may hold on a device: the numbers
// the GPU rules fit their schedules to. CUDA's are the same on every GPU
// since sm_30; an OpenCL device reports its own (backends/opencl).
#pragma once

#include <cstdint>

namespace kiln {

struct GpuLimits {
  int64_t max_threads_per_block = 1024;
  // Shared (OpenCL: local) memory a block gets without opting in: 48 KiB on
  // CUDA (Halide 14's runtime never opts in to more).
  int64_t shared_memory_per_block = 48 << 10;
  // Threads that run in lockstep (a warp; an OpenCL sub-group, 1 where the
  // device reports none). The rules combine partial results through shared
  // memory, never by shuffles, so this only sizes those combines.
  int64_t sub_group_width = 32;

  bool operator==(const GpuLimits&) const = default;
};

}  // namespace kiln
