// The kernel plan and the serializable kernel schedule, without Halide.
#include <gtest/gtest.h>

#include "fusion/gemm_shape.h"
#include "fusion/kernel_plan.h"
#include "schedule/kernel_schedule.h"
#include "support/error.h"
#include "test_util.h"

namespace kiln {
namespace {

const char* kSoftmax = R"(
max {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT m = f32[] maximum(a, b)
}
ENTRY e {
  x = f32[64,256]{0,1} parameter(0)
  ninf = f32[] constant(-inf)
  mx = f32[64] reduce(x, ninf), dimensions={1}, to_apply=max
  b = f32[64,256]{0,1} broadcast(mx), dimensions={0}
  s = f32[64,256]{0,1} subtract(x, b)
  ROOT y = f32[64,256]{0,1} exponential(s)
}
)";

TEST(KernelPlan, PureProducersJoinTheirOnlyConsumer) {
  const auto m = testing::parse(kSoftmax);
  const KernelPlan plan = plan_kernels(*m->entry());
  ASSERT_EQ(plan.kernels.size(), 2u) << plan.to_string();
  EXPECT_EQ(plan.kernels[0].kind, KernelKind::Reduction);
  EXPECT_EQ(plan.kernels[1].kind, KernelKind::Pointwise);
  EXPECT_EQ(plan.kernels[1].nodes.size(), 3u) << plan.to_string();  // broadcast, subtract, exp
  EXPECT_EQ(plan.kernels[1].reason, "output of the graph");
}

TEST(KernelSchedule, DefaultFollowsTheMemoryOrderAndRoundTripsAsText) {
  const auto m = testing::parse(kSoftmax);
  const KernelPlan plan = plan_kernels(*m->entry());
  const KernelSchedule s = default_cpu_schedule(plan.kernels[1], 32, 1024);
  ASSERT_EQ(s.loops.size(), 1u);
  const LoopSchedule& l = s.loops[0];
  EXPECT_EQ(l.value, "y");
  EXPECT_EQ(l.loop_order, (Dims{0, 1}));  // column-major: dim 0 innermost
  EXPECT_EQ(l.vector_dim, 0);
  EXPECT_EQ(l.vector_width, 8);
  EXPECT_EQ(l.parallel_dim, 1);
  EXPECT_EQ(s.to_text(), "%y order=0,1 vectorize=0x8 parallel=1\n");
  EXPECT_EQ(KernelSchedule::from_text(s.to_text()), s);
  EXPECT_THROW(KernelSchedule::from_text("y order=0"), UserError);
  EXPECT_THROW(KernelSchedule::from_text("%y speed=11"), UserError);
}

TEST(GemmShape, TransposedOperandsUseFlagsNotCopies) {
  const auto m = testing::parse(R"(
ENTRY e {
  w = f32[600,821] parameter(0)
  a = f32[32,100,821] parameter(1)
  ROOT d = f32[32,100,600] dot(a, w), lhs_contracting_dims={2}, rhs_contracting_dims={1}
})");
  const auto g = gemm_shape(*m->entry()->find("d"));
  ASSERT_TRUE(g.has_value());
  EXPECT_EQ(g->m, 3200);
  EXPECT_EQ(g->n, 600);
  EXPECT_EQ(g->k, 821);
  EXPECT_TRUE(g->a.row_major);
  EXPECT_FALSE(g->b.row_major);  // w is read as its transpose
  EXPECT_EQ(g->b.leading_dim, 821);
  EXPECT_TRUE(g->c.row_major);
}

TEST(GemmShape, DimsThatAreNotContiguousAreNotOneMatrix) {
  const auto m = testing::parse(R"(
ENTRY e {
  a = f32[4,5,6] parameter(0)
  b = f32[5,7] parameter(1)
  ROOT d = f32[4,6,7] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})");
  // a's free dims 0 and 2 are not contiguous around contracting dim 1.
  EXPECT_FALSE(gemm_shape(*m->entry()->find("d")).has_value());
}

}  // namespace
}  // namespace kiln
