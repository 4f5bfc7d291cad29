// Sibling outputs of one shape are one tuple Func (one loop nest writes them
// all). Halide 14 mishandles the vector tail of a tuple *update*, so tuple
// Funcs with updates run scalar; a tuple without one must keep its vector
// lanes (scalar, a channels-last scale-bias-relu ran 2.4x slower), and its
// tails must still be right.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "backends/cpu/cpu_backend.h"
#include "backends/cpu/cpu_target.h"
#include "driver/compile.h"
#include "driver/targets.h"
#include "fusion/kernel_plan.h"
#include "lower/cpu_schedule.h"
#include "reference/evaluator.h"
#include "test_util.h"

namespace kiln {
namespace {

// Channels-last: lanes run along dim 1 (37 channels: two full 16-lane vectors
// and a tail of 5), two outputs of different widths.
constexpr const char* kSiblings = R"(
ENTRY e {
  x = f32[2,37,3,5]{1,3,2,0} parameter(0)
  s = f32[37] parameter(1)
  s_b = f32[2,37,3,5] broadcast(s), dimensions={1}
  t = f32[2,37,3,5] multiply(x, s_b)
  zero = f32[] constant(0)
  zero_b = f32[2,37,3,5] broadcast(zero), dimensions={}
  relu = f32[2,37,3,5] maximum(t, zero_b)
  out = f16[2,37,3,5] convert(relu)
  mask = pred[2,37,3,5] compare(t, zero_b), direction=GT
  ROOT r = (f16[2,37,3,5], pred[2,37,3,5]) tuple(out, mask)
})";

bool any_vectorized(const Halide::Stage& stage) {
  const auto& dims = stage.get_schedule().dims();
  return std::any_of(dims.begin(), dims.end(), [](const Halide::Internal::Dim& d) { return d.for_type == Halide::Internal::ForType::Vectorized; });
}

TEST(TupleLanes, SiblingOutputsWrittenByOneLoopNestKeepTheirLanes) {
  const auto m = testing::parse(kSiblings);
  pipeline_for(parse_target("cpu"), EntryLayouts::Auto).run(*m, PipelineOptions{});  // layouts as kiln assigns them
  const KernelPlan plan = plan_kernels(*m->entry());
  ASSERT_EQ(plan.kernels.size(), 1u);
  const Kernel& k = plan.kernels[0];
  const lower::LoweredKernel lowered = lower::lower_for_cpu(k, cpu::default_schedule(k), cpu::jit_target());
  ASSERT_EQ(lowered.outputs.size(), 1u) << "the two outputs are expected as one tuple Func";
  ASSERT_EQ(lowered.outputs[0].outputs(), 2);
  EXPECT_TRUE(any_vectorized(Halide::Stage(lowered.outputs[0])));
}

TEST(TupleLanes, SiblingOutputsAreRightInTheirVectorTails) {
  std::vector<double> x, s;
  const double specials[] = {NAN, INFINITY, -INFINITY, 0.0, -0.0, 1e-40, 70000.0, -3.5};
  for (int i = 0; i < 2 * 37 * 3 * 5; ++i) x.push_back(i % 11 == 0 ? specials[(i / 11) % 8] : std::sin(i * 0.37) * 4);
  for (int i = 0; i < 37; ++i) s.push_back(i % 9 == 4 ? -0.0 : std::cos(i * 0.9) * 2);
  const std::vector<Literal> args = {testing::make(DType::F32, {2, 37, 3, 5}, x), testing::make(DType::F32, {37}, s)};
  const std::vector<Literal> want = evaluate(*testing::parse(kSiblings)->entry(), args);
  const std::vector<Literal> got = compile_module_for_cpu(*testing::parse(kSiblings))->run_literals(args);
  ASSERT_EQ(got.size(), want.size());
  for (size_t i = 0; i < got.size(); ++i) EXPECT_TRUE(testing::identical(got[i], want[i])) << "output " << i;
}

// Sibling outputs around a row reduction, with a shared value computed per
// row (at=) and rows of 5 u64 in vectors of 4: Halide 14 dropped the tail
// and wrote columns 0-3 twice (program_fuzz seed 4240). Every element,
// every seed.
TEST(TupleLanes, SiblingOutputsAroundARowReductionAreRightInTheirTails) {
  const std::string hlo = R"(HloModule u
rmax {
  a = u64[] parameter(0)
  b = u64[] parameter(1)
  ROOT r = u64[] maximum(a, b)
}
ENTRY main {
  v0 = u64[3,5] parameter(0)
  c0 = u64[] constant(64)
  v2 = u64[3,5] broadcast(c0), dimensions={}
  v3 = u64[3,5] add(v2, v0)
  v4 = u64[3,5] divide(v2, v3)
  v6 = u64[3,5] multiply(v4, v4)
  c2 = u64[] constant(0)
  v9 = u64[3] reduce(v0, c2), dimensions={1}, to_apply=rmax
  v10 = u64[3,5] broadcast(v9), dimensions={0}
  v14 = u64[3,5] not(v10)
  c5 = u64[] constant(1)
  v15 = u64[3,5] broadcast(c5), dimensions={}
  v16 = u64[3,5] maximum(v4, v15)
  ROOT out = (u64[3,5], u64[3,5], u64[3,5]) tuple(v6, v14, v16)
})";
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    const std::vector<Literal> args = {testing::random_literal(DType::U64, {3, 5}, seed, 0, 100)};
    const std::vector<Literal> want = evaluate(*testing::parse(hlo)->entry(), args);
    const std::vector<Literal> got = compile_module_for_cpu(*testing::parse(hlo))->run_literals(args);
    ASSERT_EQ(got.size(), want.size());
    for (size_t i = 0; i < got.size(); ++i) EXPECT_TRUE(testing::identical(got[i], want[i])) << "seed " << seed << " output " << i;
  }
}

// A complex cumsum: a reduce-window over a pair packed into one u64, whose
// vector lanes (8 on AVX2) left a tail of one column at 9 and 17 columns:
// Halide 14 wrote zeros at 9 and crashed at 17. Every width from 7 to 18.
TEST(TupleLanes, APackedPairReduceWindowIsRightWithATailOfOne) {
  for (int width = 7; width <= 18; ++width) {
    const std::string program = fmt::format(R"(func.func @main(%x: tensor<8x{0}xcomplex<f32>>) -> tensor<8x{0}xcomplex<f32>> {{
  %z = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
  %s = "stablehlo.reduce_window"(%x, %z) <{{padding = dense<[[7, 0], [0, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 8, 1>}}> ({{
  ^bb0(%a: tensor<complex<f32>>, %b: tensor<complex<f32>>):
    %c = stablehlo.add %a, %b : tensor<complex<f32>>
    stablehlo.return %c : tensor<complex<f32>>
  }}) : (tensor<8x{0}xcomplex<f32>>, tensor<complex<f32>>) -> tensor<8x{0}xcomplex<f32>>
  return %s : tensor<8x{0}xcomplex<f32>>
}})",
                                            width);
    const std::vector<Literal> args = {testing::random_literal(DType::F32, {8, width, 2}, static_cast<uint64_t>(width))};
    const std::vector<Literal> want = evaluate(*import_stablehlo_text(program, "cumsum.mlir")[0]->entry(), args);
    const std::vector<Literal> got = compile_module_for_cpu(*import_stablehlo_text(program, "cumsum.mlir")[0])->run_literals(args);
    ASSERT_EQ(got.size(), 1u);
    EXPECT_TRUE(testing::close_to_reference(got[0], want[0], 1e-5)) << "width " << width;
  }
}

}  // namespace
}  // namespace kiln
