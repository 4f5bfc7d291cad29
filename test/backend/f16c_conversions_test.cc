// f32 <-> f16 through F16C (backends/cpu/f16c_conversions.h): every f16 value
// widened, and f32 values at every kind of rounding edge narrowed, bit for
// bit as the reference evaluator converts them; and the kernel's code uses
// the F16C instructions, where the host has them.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "backends/cpu/cpu_target.h"
#include "backends/cpu/f16c_conversions.h"
#include "cpu_reference_check.h"
#include "kernel_assembly.h"
#include "test_util.h"

namespace kiln {
namespace {

bool host_has_f16c() { return cpu::uses_f16c(cpu::jit_target()); }

// All 65,536 f16 bit patterns: zeros, subnormals, normals, infinities, NaNs.
TEST(F16cConversions, EveryF16WidensAsTheReferenceDoes) {
  if (!host_has_f16c()) GTEST_SKIP() << "[SKIP] the host CPU has no F16C: Halide's own conversion runs";
  std::vector<int64_t> bits(65536);
  for (size_t i = 0; i < bits.size(); ++i) bits[i] = static_cast<int64_t>(i);
  testing::expect_cpu_matches_reference(R"(
ENTRY e {
  bits = u16[65536] parameter(0)
  h = f16[65536] bitcast-convert(bits)
  ROOT w = f32[65536] convert(h)
})",
                                        {testing::make_int(DType::U16, {65536}, bits)});
}

// f32 values around every f16 edge: ties to even at each magnitude, the
// largest finite f16 and the first value that rounds to infinity, subnormal
// ties and the smallest subnormal's half, f32 denormals, NaN, infinities and
// signed zeros; then seeded random values over the whole f16 range.
TEST(F16cConversions, F32NarrowsAsTheReferenceDoesAtEveryEdge) {
  if (!host_has_f16c()) GTEST_SKIP() << "[SKIP] the host CPU has no F16C: Halide's own conversion runs";
  const double inf = std::numeric_limits<double>::infinity(), nan = std::numeric_limits<double>::quiet_NaN();
  std::vector<double> x = {0.0, -0.0, inf, -inf, nan, -nan, 65504, 65519.99, 65520, 65536, 1e30, -65520, 1e-45, -1e-40,
                           std::ldexp(1.0, -24), std::ldexp(1.0, -25), std::ldexp(3.0, -26), std::ldexp(1.0, -25) * 1.0000001,
                           std::ldexp(1.0, -14), std::ldexp(1023.0, -24)};
  for (int e = -14; e <= 15; ++e) {  // the halfway points just above 1.0 * 2^e: one even, one odd below
    x.push_back(std::ldexp(1.0 + std::ldexp(1.0, -11), e));
    x.push_back(-std::ldexp(1.0 + 3 * std::ldexp(1.0, -11), e));
  }
  const uint64_t seed = 53;
  const Literal random = random_literal(TensorType{DType::F32, {4096}}, seed);
  for (int64_t i = 0; i < 4096; ++i) x.push_back(random.get_double(i) * std::ldexp(1.0, static_cast<int>(i % 40) - 24));
  const int64_t n = static_cast<int64_t>(x.size());
  SCOPED_TRACE("seed " + std::to_string(seed));
  testing::expect_cpu_matches_reference(fmt::format(R"(
ENTRY e {{
  x = f32[{0}] parameter(0)
  ROOT h = f16[{0}] convert(x)
}})",
                                                    n),
                                        {testing::make(DType::F32, {n}, x)});
}

// The conversion kernels' code: vcvtps2ph and vcvtph2ps, no integer emulation.
TEST(F16cConversions, KernelsUseTheF16cInstructions) {
  if (!host_has_f16c()) GTEST_SKIP() << "[SKIP] the host CPU has no F16C: Halide's own conversion runs";
  int rewritten = 0;
  const std::string text = testing::kernel_assembly(R"(
ENTRY e {
  x = f16[64,256] parameter(0)
  w = f32[64,256] convert(x)
  two = f32[] constant(2)
  two_b = f32[64,256] broadcast(two), dimensions={}
  y = f32[64,256] multiply(w, two_b)
  ROOT h = f16[64,256] convert(y)
})",
                                                    [&](Halide::Module& module) { rewritten = cpu::convert_f16_with_f16c(module); });
  EXPECT_GE(rewritten, 2);
  EXPECT_NE(text.find("vcvtps2ph"), std::string::npos);
  EXPECT_NE(text.find("vcvtph2ps"), std::string::npos);
}

}  // namespace
}  // namespace kiln
