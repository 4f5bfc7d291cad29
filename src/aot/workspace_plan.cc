#include "aot/workspace_plan.h"

#include <algorithm>
#include <numeric>

namespace kiln::aot {

namespace {
bool alive_together(const BufferLifetime& a, const BufferLifetime& b) {
  return a.first_step <= b.last_step && b.first_step <= a.last_step;
}
}  // namespace

WorkspacePlan plan_workspace(const std::vector<BufferLifetime>& buffers, uint64_t alignment) {
  auto aligned = [alignment](uint64_t x) { return (x + alignment - 1) / alignment * alignment; };
  WorkspacePlan plan;
  plan.offsets.assign(buffers.size(), 0);
  std::vector<size_t> order(buffers.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return buffers[a].bytes > buffers[b].bytes; });
  std::vector<size_t> placed;
  for (size_t i : order) {
    // Intervals taken by placed buffers alive at the same time, by offset.
    std::vector<std::pair<uint64_t, uint64_t>> taken;
    for (size_t j : placed) {
      if (alive_together(buffers[i], buffers[j])) taken.emplace_back(plan.offsets[j], plan.offsets[j] + aligned(buffers[j].bytes));
    }
    std::sort(taken.begin(), taken.end());
    uint64_t offset = 0;
    for (const auto& [lo, hi] : taken) {
      if (offset + aligned(buffers[i].bytes) <= lo) break;
      offset = std::max(offset, hi);
    }
    plan.offsets[i] = offset;
    plan.size = std::max(plan.size, offset + aligned(buffers[i].bytes));
    placed.push_back(i);
  }
  return plan;
}

}  // namespace kiln::aot
