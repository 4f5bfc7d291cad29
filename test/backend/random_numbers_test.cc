// rng (importer/random_numbers.h): in range, deterministic, the cpu target
// bit for bit equal to the reference, different ops giving different streams,
// and the statistics of each distribution on 4096 draws.
#include <gtest/gtest.h>

#include <cmath>
#include <set>

#include "cpu_reference_check.h"
#include "reference/evaluator.h"
#include "support/error.h"
#include "test_util.h"

namespace kiln {
namespace {

constexpr const char* kRng = R"(HloModule rng
ENTRY e {
  lo = f32[] constant(2)
  hi = f32[] constant(3)
  u = f32[64,64] rng(lo, hi), distribution=rng_uniform
  v = f32[64,64] rng(lo, hi), distribution=rng_uniform
  zero = f64[] constant(0)
  one = f64[] constant(1)
  n = f64[4096] rng(zero, one), distribution=rng_normal
  a = s32[] constant(-3)
  b = s32[] constant(5)
  i = s32[4096] rng(a, b), distribution=rng_uniform
  ROOT t = (f32[64,64], f32[64,64], f64[4096], s32[4096]) tuple(u, v, n, i)
})";

TEST(RandomNumbers, InRangeDeterministicAndEqualOnCpu) {
  const auto m = testing::parse(kRng);
  const std::vector<Literal> out = evaluate(*m->entry(), {});
  EXPECT_TRUE(testing::identical(out[0], evaluate(*testing::parse(kRng)->entry(), {})[0])) << "a second run differs";
  double sum = 0;
  bool same_as_v = true;
  for (int64_t k = 0; k < 4096; ++k) {
    const double x = out[0].get_double(k);
    ASSERT_TRUE(x >= 2 && x < 3) << "element " << k << " = " << x;
    sum += x;
    same_as_v &= x == out[1].get_double(k);
  }
  EXPECT_NEAR(sum / 4096, 2.5, 0.02);
  EXPECT_FALSE(same_as_v) << "two rng ops gave the same stream";
  double mean = 0, square = 0;
  for (int64_t k = 0; k < 4096; ++k) {
    mean += out[2].get_double(k) / 4096;
    square += out[2].get_double(k) * out[2].get_double(k) / 4096;
  }
  EXPECT_NEAR(mean, 0, 0.05);
  EXPECT_NEAR(std::sqrt(square - mean * mean), 1, 0.05);
  std::set<int64_t> seen;
  for (int64_t k = 0; k < 4096; ++k) {
    const auto x = static_cast<int32_t>(out[3].get_int(k));
    ASSERT_TRUE(x >= -3 && x < 5) << "element " << k << " = " << x;
    seen.insert(x);
  }
  EXPECT_EQ(seen.size(), 8u) << "not every integer in [-3, 5) was drawn";
  // The bits and the uniform and integer streams bit for bit; the normal one
  // to the last ulp or so of log and cos, whose cpu versions are not libm's.
  const std::vector<Literal> cpu = compile_module_for_cpu(*testing::parse(kRng))->run_literals({});
  for (size_t k : {0, 1, 3}) EXPECT_TRUE(testing::identical(cpu[k], out[k])) << "output " << k;
  EXPECT_TRUE(testing::close_to_reference(cpu[2], out[2], 1e-13));
}

TEST(RandomNumbers, BadOperandsAreUserErrors) {
  EXPECT_THROW(testing::parse(R"(HloModule r
ENTRY e {
  a = f32[2] parameter(0)
  ROOT u = f32[2] rng(a, a), distribution=rng_uniform
})"), UserError);
  EXPECT_THROW(testing::parse(R"(HloModule r
ENTRY e {
  a = s32[] parameter(0)
  ROOT u = s32[2] rng(a, a), distribution=rng_normal
})"), UserError);
}

}  // namespace
}  // namespace kiln
