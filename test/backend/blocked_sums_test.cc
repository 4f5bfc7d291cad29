// Long sums over several dims (a batch norm's mean and variance over {0,2,3},
// of NCHW along memory or of channels-last down columns) are taken in
// blocks, one per iteration of the outermost reduced dim in memory, and the
// blocks' sums then added: a straight f32 sum of a variance's squares lost
// its smallest terms and came out 3e-6 to 1.4e-5 too small in every feature
// of [96,32,112,112]. Accuracy against the reference's double sums in both
// layouts, and special values in one block.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "cpu_reference_check.h"
#include "fusion/kernel_plan.h"
#include "schedule/cpu_rules.h"
#include "test_util.h"

namespace kiln {
namespace {

// Per feature, the sum of x and the sum of its squares, as a batch norm
// takes them over [N, C, H, W] (`layout`: NCHW, or channels-last 1,3,2,0).
std::string feature_sums(const std::string& dims, int64_t features, const std::string& layout = "3,2,1,0") {
  return fmt::format(R"(
add {{
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}}
ENTRY e {{
  x = f32[{0}]{{{2}}} parameter(0)
  zero = f32[] constant(0)
  sq = f32[{0}]{{{2}}} multiply(x, x)
  s = f32[{1}] reduce(x, zero), dimensions={{0,2,3}}, to_apply=add
  ss = f32[{1}] reduce(sq, zero), dimensions={{0,2,3}}, to_apply=add
  ROOT t = (f32[{1}], f32[{1}]) tuple(s, ss)
}})",
                     dims, features, layout);
}

TEST(BlockedSums, SumsOfSquaresStayWithinAFewUlpsAndLeanNoWay) {
  const uint64_t seed = 61;
  const Dims shape{48, 4, 96, 96};
  // Values around 1.7 with a spread of 1.7: squares from near 0 to about 11.
  Literal x = random_literal(TensorType{DType::F32, shape}, seed);
  for (int64_t i = 0; i < x.num_elements(); ++i) x.set_double(i, 1.7 + 1.7 * x.get_double(i));
  for (const std::string layout : {"3,2,1,0", "1,3,2,0"}) {
    SCOPED_TRACE("seed " + std::to_string(seed) + ", layout {" + layout + "}");
    const std::string hlo = feature_sums("48,4,96,96", 4, layout);
    const auto module = testing::parse(hlo);
    const auto plan = plan_kernels(*module->entry());
    std::string schedules;
    for (const Kernel& k : plan.kernels) schedules += default_cpu_schedule(k, 64).to_text();
    ASSERT_NE(schedules.find("rfactor=r0"), std::string::npos) << schedules;
    const std::vector<Literal> want = evaluate(*testing::parse(hlo)->entry(), {x});
    const std::vector<Literal> got = compile_module_for_cpu(*testing::parse(hlo))->run_literals({x});
    ASSERT_EQ(got.size(), 2u);
    for (size_t out = 0; out < 2; ++out) {
      for (int64_t f = 0; f < 4; ++f) {
        const double exact = want[out].get_double(f), relative = (got[out].get_double(f) - exact) / exact;
        // 442,368 terms a feature: summed straight through, the squares' f32
        // sums were 2.5e-6 to 5.9e-6 below the exact ones (NCHW, kiln's
        // random inputs at seed 3), channels-last 2.5e-7 to 8.4e-6 off; in
        // blocks, within 2.5e-7 either way.
        EXPECT_LT(std::fabs(relative), 1e-6) << "output " << out << " feature " << f << ": " << got[out].get_double(f) << " vs " << exact;
      }
    }
  }
}

TEST(BlockedSums, SpecialValuesInOneBlockReachOnlyTheirFeature) {
  const uint64_t seed = 62;
  SCOPED_TRACE("seed " + std::to_string(seed));
  const Dims shape{6, 5, 96, 64};
  const std::string hlo = feature_sums("6,5,96,64", 5);
  Literal x = random_literal(TensorType{DType::F32, shape}, seed);
  const double inf = std::numeric_limits<double>::infinity(), nan = std::numeric_limits<double>::quiet_NaN();
  const int64_t block = 96 * 64;
  x.set_double((3 * 5 + 0) * block + 17, nan);     // image 3, feature 0
  x.set_double((1 * 5 + 1) * block + 5, inf);      // image 1, feature 1: +inf, its square +inf
  x.set_double((4 * 5 + 1) * block + 9, -inf);     // image 4, feature 1: inf - inf in the sum
  x.set_double((5 * 5 + 2) * block + 700, 1e-40);  // a denormal in feature 2
  for (int64_t n = 0; n < 6; ++n) {                // feature 3 all -0: the sum keeps its init's +0
    for (int64_t i = 0; i < block; ++i) x.set_double((n * 5 + 3) * block + i, -0.0);
  }
  testing::expect_cpu_matches_reference(hlo, {x}, 1e-6);
}

// A row sum whose reduction loop keeps Halide's own order (`%s.update`
// alone in its schedule) is said to be left so: Halide warned on stderr,
// "Update definition 0 of function ... has not been scheduled", once for
// each such reduction a model held (seven in a Gemma prefill), at every
// compile. The sums still match the reference.
TEST(BlockedSums, ARowSumInHalidesOwnLoopsCompilesWithoutAWarning) {
  const std::string hlo = R"(
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = f32[] add(a, b)
}
ENTRY e {
  x = f32[1,128,1152] parameter(0)
  z = f32[] constant(0)
  ROOT s = f32[1,128] reduce(x, z), dimensions={2}, to_apply=add
})";
  const uint64_t seed = 62;
  SCOPED_TRACE("seed " + std::to_string(seed));
  const auto module = testing::parse(hlo);
  const std::string schedule = default_cpu_schedule(plan_kernels(*module->entry()).kernels.at(0), 64).to_text();
  ASSERT_NE(schedule.find("%s.update\n"), std::string::npos) << schedule;
  const Literal x = random_literal(TensorType{DType::F32, {1, 128, 1152}}, seed);
  const std::vector<Literal> want = evaluate(*testing::parse(hlo)->entry(), {x});
  CompileOptions options;
  options.cache.enabled = false;  // a cached kernel would not reach Halide
  ::testing::internal::CaptureStderr();
  const std::vector<Literal> got = compile_module_for_cpu(*testing::parse(hlo), options)->run_literals({x});
  const std::string log = ::testing::internal::GetCapturedStderr();
  EXPECT_EQ(log.find("has not been scheduled"), std::string::npos) << log;
  ASSERT_EQ(got.size(), 1u);
  EXPECT_TRUE(testing::close_to_reference(got[0], want[0], 1e-6)) << got[0].to_string() << " vs " << want[0].to_string();
}

}  // namespace
}  // namespace kiln
