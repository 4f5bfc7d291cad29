// The roofline's parts: kernel costs counted by hand, the bound and fraction
// arithmetic, and the peaks cache (measured once, remeasured for another
// machine or a damaged file).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "fusion/kernel_cost.h"
#include "fusion/kernel_plan.h"
#include "roofline/machine_peaks.h"
#include "roofline/roofline.h"
#include "test_util.h"

namespace kiln {
namespace {

const Kernel& kernel_named(const KernelPlan& plan, const std::string& name) {
  for (const Kernel& k : plan.kernels) {
    if (k.name == name) return k;
  }
  throw std::runtime_error("no kernel " + name);
}

TEST(KernelCost, CountsMultiplyAddsTwiceAndEveryBufferOnce) {
  const auto m = testing::parse(R"(
ENTRY e {
  a = f32[6,5] parameter(0)
  b = f32[5,4] parameter(1)
  d = f32[6,4] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  x = f32[1,8,8,3] parameter(2)
  k = f32[3,3,3,2] parameter(3)
  c = f32[1,6,6,2] convolution(x, k), window={size=3x3}, dim_labels=b01f_01io->b01f
  e = f32[1,6,6,2] exponential(c)
  n = f32[1,6,6,2] negate(e)
  ROOT t = (f32[6,4], f32[1,6,6,2]) tuple(d, n)
})");
  const KernelPlan plan = plan_kernels(*m->entry());
  const KernelCost dot = kernel_cost(kernel_named(plan, "d"));
  EXPECT_EQ(dot.flops, 2.0 * 6 * 4 * 5);
  EXPECT_EQ(dot.bytes_read, (30 + 20) * 4);
  EXPECT_EQ(dot.bytes_written, 24 * 4);
  // The 27-product convolution is unrolled into the kernel of its epilogue.
  const KernelCost conv = kernel_cost(kernel_named(plan, "n"));
  EXPECT_EQ(conv.flops, 2.0 * 72 * 27 + 72 + 72);  // its multiply-adds, then exp and negate once per element
  EXPECT_EQ(conv.bytes_read, (192 + 54) * 4);
  EXPECT_EQ(conv.bytes_written, 72 * 4);
}

TEST(KernelCost, AGatheredTableCountsOnlyTheRowsFetched) {
  const auto m = testing::parse(R"(
ENTRY e {
  table = f32[1000,64] parameter(0)
  ids = s32[4,1] parameter(1)
  ROOT rows = f32[4,64] gather(table, ids), offset_dims={1}, collapsed_slice_dims={0}, start_index_map={0}, index_vector_dim=1, slice_sizes={1,64}
})");
  const KernelPlan plan = plan_kernels(*m->entry());
  const KernelCost c = kernel_cost(kernel_named(plan, "rows"));
  EXPECT_EQ(c.bytes_read, 4 * 64 * 4 + 4 * 4);  // four rows of the table and the four indices
  EXPECT_EQ(c.bytes_written, 4 * 64 * 4);
}

TEST(Roofline, BoundIsTheLargerOfComputeAndMemoryAtPeak) {
  roofline::MachinePeaks peaks;
  peaks.gflops = 100;    // 1e8 flop per ms
  peaks.copy_gbps = 10;  // 1e7 bytes per ms
  const auto r = roofline::make_roofline({{"mem", "pointwise", 2.0, 1e6, 1e7}, {"gemm", "gemm", 4.0, 2e8, 1e6}}, 8.0, peaks);
  ASSERT_EQ(r.kernels.size(), 2u);
  EXPECT_EQ(r.kernels[0].kernel.name, "gemm");  // slowest first
  EXPECT_TRUE(r.kernels[0].compute_bound);
  EXPECT_DOUBLE_EQ(r.kernels[0].bound_ms, 2.0);
  EXPECT_DOUBLE_EQ(r.kernels[0].fraction, 0.5);
  EXPECT_DOUBLE_EQ(r.kernels[0].gflops, 50.0);
  EXPECT_FALSE(r.kernels[1].compute_bound);
  EXPECT_DOUBLE_EQ(r.kernels[1].bound_ms, 1.0);
  EXPECT_DOUBLE_EQ(r.kernels[1].gbps, 5.0);
  // The model: (2.01e8 flop at peak) + (1.1e7 bytes at peak) = 2.01 + 1.1 ms.
  EXPECT_DOUBLE_EQ(r.model_bound_ms, 2.01 + 1.1);
  EXPECT_DOUBLE_EQ(r.model_fraction, 3.11 / 8.0);
}

TEST(Roofline, PeaksAreMeasuredOncePerMachine) {
  const auto dir = std::filesystem::temp_directory_path() / ("kiln_peaks_" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  int measured = 0;
  auto measure = [&] {
    ++measured;
    roofline::MachinePeaks p;
    p.gflops = 123.5;
    p.copy_gbps = 45.25;
    p.threads = 2;
    return p;
  };
  const auto first = roofline::cached_peaks(dir, "cpu A threads=2", measure);
  const auto second = roofline::cached_peaks(dir, "cpu A threads=2", measure);
  EXPECT_EQ(measured, 1);
  EXPECT_FALSE(first.from_cache);
  EXPECT_TRUE(second.from_cache);
  EXPECT_DOUBLE_EQ(second.gflops, 123.5);
  EXPECT_DOUBLE_EQ(second.copy_gbps, 45.25);
  roofline::cached_peaks(dir, "cpu A threads=1", measure);  // another thread count: its own measurement
  EXPECT_EQ(measured, 2);
  for (const auto& e : std::filesystem::directory_iterator(dir)) std::ofstream(e.path()) << "garbage\n";
  roofline::cached_peaks(dir, "cpu A threads=2", measure);  // damaged: measured again
  EXPECT_EQ(measured, 3);
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace kiln
