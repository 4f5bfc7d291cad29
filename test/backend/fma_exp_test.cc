// The FMA exp (backends/cpu/fma_exp.h): within 1.5 ulp of exp over the whole
// f32 range, results below 2^-126 flushed to +0, exact at the ends; and the
// kernel's code is fused multiply-adds, where the host has FMA.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <limits>

#include "backends/cpu/cpu_target.h"
#include "backends/cpu/fma_exp.h"
#include "kernel_assembly.h"
#include "driver/compile.h"
#include "test_util.h"

namespace kiln {
namespace {

bool host_has_fma() { return cpu::uses_fma_exp(cpu::jit_target()); }

// exp(x) of f32[n] on the cpu target.
std::vector<float> cpu_exp(const std::vector<float>& x) {
  const int64_t n = static_cast<int64_t>(x.size());
  const auto m = testing::parse(fmt::format("ENTRY e {{\n  x = f32[{0}] parameter(0)\n  ROOT y = f32[{0}] exponential(x)\n}}", n));
  const Literal out = compile_module_for_cpu(*m)->run_literals({testing::make(DType::F32, {n}, std::vector<double>(x.begin(), x.end()))}).at(0);
  std::vector<float> y(x.size());
  for (int64_t i = 0; i < n; ++i) y[i] = static_cast<float>(out.get_double(i));
  return y;
}

// |got - exp(x)| in units of the f32 spacing at exp(x); where exp(x) rounds
// to inf in f32, or is below 2^-126 (flushed), 0 for inf or +0 and inf for
// anything else.
double ulp_error(float x, float got) {
  const double exact = std::exp(static_cast<double>(x));
  if (std::isinf(static_cast<float>(exact))) return std::isinf(got) ? 0.0 : INFINITY;
  if (exact < std::numeric_limits<float>::min()) return std::bit_cast<uint32_t>(got) == 0 ? 0.0 : INFINITY;
  const int exponent = std::ilogb(exact);
  return std::abs(static_cast<double>(got) - exact) / std::ldexp(1.0, exponent - 23);
}

// Every 509th f32 between exp's underflow (-104) and overflow (89), both
// signs, about 4.3 million values with every exponent and mantissas all over,
// and seeded random values where the results fall below 2^-126 (-104, -87.3).
TEST(FmaExp, WithinOneAndAHalfUlpOfExpOverTheWholeRange) {
  std::vector<float> x;
  for (uint32_t bits = 0; bits <= std::bit_cast<uint32_t>(89.0f); bits += 509) x.push_back(std::bit_cast<float>(bits));
  for (uint32_t bits = 0x80000000u; bits <= std::bit_cast<uint32_t>(-104.0f); bits += 509) x.push_back(std::bit_cast<float>(bits));
  const uint64_t seed = 50;
  SCOPED_TRACE("seed " + std::to_string(seed));
  const Literal random = testing::random_literal(DType::F32, {4099}, seed, -104.0, -87.3);
  for (int64_t i = 0; i < 4099; ++i) x.push_back(static_cast<float>(random.get_double(i)));
  const std::vector<float> y = cpu_exp(x);
  double worst = 0;
  size_t worst_at = 0;
  for (size_t i = 0; i < x.size(); ++i) {
    const double e = ulp_error(x[i], y[i]);
    if (!(e <= worst)) worst = e, worst_at = i;  // NaN counts as worst
  }
  EXPECT_LE(worst, 1.5) << "exp(" << x[worst_at] << ") = " << y[worst_at] << ", exact " << std::exp(double(x[worst_at]));
  RecordProperty("worst_ulp", std::to_string(worst));
}

// The ends, bit for bit: NaN stays NaN, exp(inf) = inf, exp(-inf) = +0,
// exp(+-0) = 1, overflow to inf at the f32 threshold and +0 below 2^-126.
TEST(FmaExp, ExactAtTheEnds) {
  const float inf = std::numeric_limits<float>::infinity(), nan = std::numeric_limits<float>::quiet_NaN();
  const float denormal = std::numeric_limits<float>::denorm_min(), largest = std::numeric_limits<float>::max();
  const std::vector<float> x = {nan, -nan, inf, -inf, 0.0f, -0.0f, denormal, -denormal, 1e-30f, 88.7228317f, 88.72284f, 89.0f,
                                100.0f, largest, -largest, -87.34f, -103.98f, -104.0f, -1000.0f, 1.0f, -1.0f, -87.33f};
  const std::vector<float> y = cpu_exp(x);
  EXPECT_TRUE(std::isnan(y[0]) && std::isnan(y[1]));
  EXPECT_EQ(y[2], inf);
  EXPECT_EQ(std::bit_cast<uint32_t>(y[3]), 0u);
  for (int i = 4; i <= 8; ++i) EXPECT_EQ(y[i], 1.0f) << "exp(" << x[i] << ")";
  EXPECT_TRUE(std::isfinite(y[9])) << "exp(88.7228317) is the largest finite exp in f32";
  EXPECT_LE(ulp_error(x[9], y[9]), 1.0);
  for (int i = 10; i <= 13; ++i) EXPECT_EQ(y[i], inf) << "exp(" << x[i] << ")";
  for (int i : {14, 15, 16, 17, 18}) EXPECT_EQ(std::bit_cast<uint32_t>(y[i]), 0u) << "exp(" << x[i] << ")";
  EXPECT_LE(ulp_error(1.0f, y[19]), 1.0);
  EXPECT_LE(ulp_error(-1.0f, y[20]), 1.0);
  EXPECT_GE(y[21], std::numeric_limits<float>::min()) << "exp(-87.33) is just above 2^-126";
}

// The kernel's code: the rewrite found the exp, dropped the guard Halide's
// exp needs at the ends of its range, and it is fused multiply-adds.
TEST(FmaExp, KernelsUseFusedMultiplyAdds) {
  if (!host_has_fma()) GTEST_SKIP() << "[SKIP] the host CPU has no FMA: Halide's own exp runs";
  EXPECT_FALSE(cpu::uses_fma_exp(Halide::Target("x86-64-linux-avx-no_runtime")));
  cpu::FmaExpRewrite rewritten;
  const std::string text = testing::kernel_assembly("ENTRY e {\n  x = f32[64,256] parameter(0)\n  ROOT y = f32[64,256] exponential(x)\n}",
                                                    [&](Halide::Module& module) { rewritten = cpu::exp_with_fma(module); });
  EXPECT_GE(rewritten.calls, 1);
  EXPECT_EQ(rewritten.guards_dropped, rewritten.calls) << "the guard selects for Halide's exp are left around kiln's";
  EXPECT_NE(text.find("vfmadd"), std::string::npos);
  // Halide's polynomial floors (vroundps on AVX2, vrndscaleps on AVX-512);
  // kiln's rounds with the shifter constant.
  EXPECT_EQ(text.find("vroundps"), std::string::npos) << "Halide's polynomial is left";
  EXPECT_EQ(text.find("vrndscaleps"), std::string::npos) << "Halide's polynomial is left";
  // The logistic's exp(-x) and a softmax row's exp(x - max) lose theirs too.
  for (const char* hlo : {"ENTRY e {\n  x = f32[64,256] parameter(0)\n  ROOT y = f32[64,256] logistic(x)\n}",
                          "ENTRY e {\n  x = f32[64,256] parameter(0)\n  m = f32[64,256] parameter(1)\n  d = f32[64,256] subtract(x, m)\n"
                          "  ROOT y = f32[64,256] exponential(d)\n}"}) {
    rewritten = {};
    testing::kernel_assembly(hlo, [&](Halide::Module& module) { rewritten = cpu::exp_with_fma(module); });
    EXPECT_GE(rewritten.calls, 1) << hlo;
    EXPECT_EQ(rewritten.guards_dropped, rewritten.calls) << hlo;
  }
}

}  // namespace
}  // namespace kiln
