// Where each intermediate buffer of an ahead-of-time library lives in the
// caller's workspace: buffers whose lifetimes (first write to last read, in
// step order) do not overlap may share bytes.
#pragma once

#include <cstdint>
#include <vector>

namespace kiln::aot {

struct BufferLifetime {
  uint64_t bytes = 0;
  int first_step = 0;  // written by this step
  int last_step = 0;   // last read by this step (>= first_step)
};

struct WorkspacePlan {
  std::vector<uint64_t> offsets;  // per buffer, aligned
  uint64_t size = 0;              // total bytes
};

// Greedy: largest buffers first, each at the lowest offset that is a multiple
// of `alignment` (64 on the CPU: a cache line; more where a device buffer's
// view must start at its base address alignment) and does not overlap a
// placed buffer alive at the same time.
WorkspacePlan plan_workspace(const std::vector<BufferLifetime>& buffers, uint64_t alignment = 64);

}  // namespace kiln::aot
