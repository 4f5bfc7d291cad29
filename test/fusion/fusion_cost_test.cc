// The duplication rule of the cost model: fire and must-not-fire cases, and the
// planner following it.
#include <gtest/gtest.h>

#include "fusion/fusion_cost.h"
#include "fusion/kernel_plan.h"
#include "test_util.h"

namespace kiln {
namespace {

const Node& node_named(const Graph& g, const std::string& name) {
  for (const auto& n : g.nodes()) {
    if (n->name() == name) return *n;
  }
  throw std::runtime_error("no node " + name);
}

// Four row reductions over different functions of one value, so that value is
// read by four kernels.
std::string four_readers(const std::string& producer) {
  return R"(
HloModule m
add_f32 {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY e {
  x = f32[8,64] parameter(0)
  y = f32[8,64] parameter(1)
  zero = f32[] constant(0)
  )" + producer + R"(
  p1 = f32[8,64] negate(p)
  p2 = f32[8,64] abs(p)
  p3 = f32[8,64] multiply(p, p)
  r0 = f32[8] reduce(p, zero), dimensions={1}, to_apply=add_f32
  r1 = f32[8] reduce(p1, zero), dimensions={1}, to_apply=add_f32
  r2 = f32[8] reduce(p2, zero), dimensions={1}, to_apply=add_f32
  r3 = f32[8] reduce(p3, zero), dimensions={1}, to_apply=add_f32
  ROOT t = (f32[8], f32[8], f32[8], f32[8]) tuple(r0, r1, r2, r3)
})";
}

TEST(FusionCost, RecomputesAOneInputValueForTwoReaders) {
  auto m = testing::parse(four_readers("p = f32[8,64] exponential(x)"));
  const Node& p = node_named(*m->entry(), "p");
  // Per element: recompute = 2 reads of x (8 B) + one more exp (20 flops = 2.5 B)
  // = 10.5 B; materialize = read x, write p, read p twice = 16 B.
  EXPECT_TRUE(cheaper_to_recompute(p, 2));
}

TEST(FusionCost, WritesATwoInputValueReadByFourKernels) {
  auto m = testing::parse(four_readers("p = f32[8,64] add(x, y)"));
  const Node& p = node_named(*m->entry(), "p");
  // duplicate: 4 x 2 operand reads = 8 units; materialize: 2 + 1 + 4 = 7 units.
  EXPECT_FALSE(cheaper_to_recompute(p, 4));
  EXPECT_TRUE(cheaper_to_recompute(p, 2));  // 4 units against 5
  const KernelPlan plan = plan_kernels(*m->entry());
  bool written = false;
  for (const Kernel& k : plan.kernels) {
    for (const Value& v : k.outputs) written |= v.node->name() == "p";
  }
  EXPECT_TRUE(written) << plan.to_string();
}

TEST(FusionCost, BroadcastOperandsCountAsWhatTheyBroadcast) {
  auto m = testing::parse(four_readers("b = f32[8] parameter(2)\n  bb = f32[8,64] broadcast(b), dimensions={0}\n  p = f32[8,64] add(x, bb)"));
  const Node& p = node_named(*m->entry(), "p");
  EXPECT_TRUE(cheaper_to_recompute(p, 4));  // ~4 x 1 unit against 1 + 5
  const KernelPlan plan = plan_kernels(*m->entry());
  for (const Kernel& k : plan.kernels) {
    for (const Value& v : k.outputs) EXPECT_NE(v.node->name(), "p") << plan.to_string();
  }
}

}  // namespace
}  // namespace kiln
