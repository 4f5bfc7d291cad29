// The workspace plan: buffers alive together never overlap, buffers that are
// not may share bytes, offsets are 64-byte aligned.
#include <gtest/gtest.h>

#include "aot/workspace_plan.h"

namespace kiln::aot {
namespace {

bool overlap(uint64_t a, uint64_t an, uint64_t b, uint64_t bn) { return a < b + bn && b < a + an; }

TEST(WorkspacePlan, BuffersAliveTogetherNeverOverlap) {
  // a chain: each buffer read by the next step only, plus one long-lived buffer.
  const std::vector<BufferLifetime> buffers = {{1000, 0, 1}, {1000, 1, 2}, {1000, 2, 3}, {1000, 3, 4}, {10, 0, 4}};
  const WorkspacePlan plan = plan_workspace(buffers);
  for (size_t i = 0; i < buffers.size(); ++i) {
    EXPECT_EQ(plan.offsets[i] % 64, 0u);
    for (size_t j = i + 1; j < buffers.size(); ++j) {
      const bool together = buffers[i].first_step <= buffers[j].last_step && buffers[j].first_step <= buffers[i].last_step;
      if (together) {
        EXPECT_FALSE(overlap(plan.offsets[i], buffers[i].bytes, plan.offsets[j], buffers[j].bytes)) << i << " and " << j;
      }
    }
  }
  // Two 1000-byte buffers alive at once at most, plus the small one: well under 4 x 1024.
  EXPECT_LE(plan.size, 2 * 1024u + 64u);
}

TEST(WorkspacePlan, DisjointLifetimesShareBytes) {
  const WorkspacePlan plan = plan_workspace({{4096, 0, 0}, {4096, 1, 1}, {4096, 2, 2}});
  EXPECT_EQ(plan.size, 4096u);
  EXPECT_EQ(plan.offsets, (std::vector<uint64_t>{0, 0, 0}));
}

TEST(WorkspacePlan, EmptyAndZeroSized) {
  EXPECT_EQ(plan_workspace({}).size, 0u);
  const WorkspacePlan plan = plan_workspace({{0, 0, 1}, {100, 0, 1}});
  EXPECT_EQ(plan.size, 128u);
}

}  // namespace
}  // namespace kiln::aot
