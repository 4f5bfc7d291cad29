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
  std::vector<uint64_t> offsets;  // per buffer, 64-byte aligned
  uint64_t size = 0;              // total bytes
};

// Greedy: largest buffers first, each at the lowest aligned offset that does not
// overlap a placed buffer alive at the same time.
WorkspacePlan plan_workspace(const std::vector<BufferLifetime>& buffers);

}  // namespace kiln::aot
