// --allow-excess-precision (XLA's xla_allow_excess_precision): bf16 values a
// kernel keeps to itself stay f32 and round once, when stored. Checked against
// the reference evaluator on the same program written in f32 with one convert
// to bf16 at the end, which is what the option promises; and off, against the
// bf16 program bit for bit.
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "driver/compile.h"
#include "reference/evaluator.h"
#include "test_util.h"

namespace kiln {
namespace {

// A bf16 chain whose intermediate roundings change the result: a sum, its
// square, a max and a clamp (relu6), then a compare of the chain.
const char* kChain = R"(
ENTRY e {
  a = T[64] parameter(0)
  b = T[64] parameter(1)
  s = T[64] add(a, b)
  q = T[64] multiply(s, s)
  m = T[64] maximum(q, a)
  zero = T[] constant(0)
  six = T[] constant(6)
  r = T[64] clamp(zero, m, six)
  ROOT y = T[64] subtract(r, b)
})";

std::string with_type(std::string text, const std::string& t) {
  for (size_t at = text.find("T["); at != std::string::npos; at = text.find("T[", at + t.size())) text.replace(at, 1, t);
  return text;
}

std::vector<Literal> bf16_inputs(uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> u(-3.0, 3.0);
  std::vector<double> a, b;
  for (int i = 0; i < 64; ++i) {
    a.push_back(u(rng));
    b.push_back(u(rng));
  }
  return {testing::make(DType::BF16, {64}, a), testing::make(DType::BF16, {64}, b)};
}

// The chain in f32 from the bf16 inputs, rounded to bf16 once at the end.
std::string rounded_once(const std::string& chain) {
  std::string f32 = with_type(chain, "f32");
  f32.replace(f32.find("a = f32[64] parameter(0)"), 24, "a16 = bf16[64] parameter(0)\n  a = f32[64] convert(a16)");
  f32.replace(f32.find("b = f32[64] parameter(1)"), 24, "b16 = bf16[64] parameter(1)\n  b = f32[64] convert(b16)");
  f32.replace(f32.find("ROOT y = f32[64]"), 16, "y32 = f32[64]");
  return f32.substr(0, f32.rfind('}')) + "  ROOT y = bf16[64] convert(y32)\n}";
}

std::vector<Literal> run_cpu(const std::string& hlo, const std::vector<Literal>& args, bool excess) {
  const auto module = testing::parse(hlo);
  CompileOptions options;
  options.allow_excess_precision = excess;
  return compile_module_for_cpu(*module, options)->run_literals(args);
}

TEST(ExcessPrecision, ABf16ChainRoundsOnceWhenAllowed) {
  const uint64_t seed = 20261123;
  SCOPED_TRACE(::testing::Message() << "seed " << seed);
  const std::vector<Literal> args = bf16_inputs(seed);
  const std::string bf16 = with_type(kChain, "bf16");
  const std::vector<Literal> exact = testing::run_reference(bf16, args);
  const std::vector<Literal> once = testing::run_reference(rounded_once(kChain), args);
  // The two semantics differ on these inputs, so the checks below tell them apart.
  ASSERT_FALSE(testing::identical(exact[0], once[0]));
  EXPECT_TRUE(testing::identical(run_cpu(bf16, args, /*excess=*/true)[0], once[0]));
  EXPECT_TRUE(testing::identical(run_cpu(bf16, args, /*excess=*/false)[0], exact[0]));
}

// relu6 and a clamp with other bounds, whose rounding kiln fuses with the
// clamp (one NaN test): NaN of both signs and with payloads, signed zeros,
// infinities, ties and values by the bounds, as the f32 program rounds them.
TEST(ExcessPrecision, ClampsRoundedOnceKeepNanZerosAndTies) {
  const double nan = NAN, inf = INFINITY;
  const std::vector<double> x = {nan, -nan, -0.0, 0.0, inf, -inf, 5.99, 6.0, 6.02, -1e-30, 1e-40, 1.00390625, 1.01171875, 3.0, -2.5, 0.1};
  const std::vector<double> y = {1, 1, -0.0, -0.0, 1, 1, 0.00390625, 0, 0, 0, 0, 0.001953125, 0.001953125, 0.0029296875, 7, 0.2};
  const std::vector<Literal> args = {testing::make(DType::BF16, {16}, x), testing::make(DType::BF16, {16}, y)};
  const std::string bf16 = R"(
ENTRY e {
  a = bf16[16] parameter(0)
  b = bf16[16] parameter(1)
  s = bf16[16] add(a, b)
  zero = bf16[] constant(0)
  six = bf16[] constant(6)
  r6 = bf16[16] clamp(zero, s, six)
  lo = bf16[] constant(-1.5)
  hi = bf16[] constant(2.25)
  c = bf16[16] clamp(lo, s, hi)
  ROOT t = (bf16[16], bf16[16]) tuple(r6, c)
})";
  const std::string once = R"(
ENTRY e {
  a16 = bf16[16] parameter(0)
  b16 = bf16[16] parameter(1)
  a = f32[16] convert(a16)
  b = f32[16] convert(b16)
  s = f32[16] add(a, b)
  zero = f32[] constant(0)
  six = f32[] constant(6)
  r6 = f32[16] clamp(zero, s, six)
  lo = f32[] constant(-1.5)
  hi = f32[] constant(2.25)
  c = f32[16] clamp(lo, s, hi)
  r6b = bf16[16] convert(r6)
  cb = bf16[16] convert(c)
  ROOT t = (bf16[16], bf16[16]) tuple(r6b, cb)
})";
  const std::vector<Literal> want = testing::run_reference(once, args);
  const std::vector<Literal> got = run_cpu(bf16, args, true);
  ASSERT_EQ(got.size(), 2u);
  EXPECT_TRUE(testing::identical(got[0], want[0]));
  EXPECT_TRUE(testing::identical(got[1], want[1]));
}

// The case the option is for: a bf16 depthwise convolution (SSD-MobileNet's)
// with its bias add and relu6, one kernel; the convolution's sum and the bias
// add stay f32. Its f32 sums run in another order than the reference's, so
// within bf16 rounding of the f32 program; and off, bit for bit.
TEST(ExcessPrecision, DepthwiseConvolutionEpilogueRoundsOnce) {
  const std::string conv = R"(
ENTRY e {
  x = T[1,6,6,16] parameter(0)
  w = T[3,3,1,16] parameter(1)
  bias = T[16] parameter(2)
  c = T[1,6,6,16] convolution(x, w), window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f, feature_group_count=16
  bb = T[1,6,6,16] broadcast(bias), dimensions={3}
  s = T[1,6,6,16] add(c, bb)
  zero = T[] constant(0)
  six = T[] constant(6)
  ROOT y = T[1,6,6,16] clamp(zero, s, six)
})";
  const std::vector<Literal> args = {testing::random_literal(DType::BF16, {1, 6, 6, 16}, 7), testing::random_literal(DType::BF16, {3, 3, 1, 16}, 8),
                                     testing::random_literal(DType::BF16, {16}, 9)};
  const std::string bf16 = with_type(conv, "bf16");
  std::string f32 = with_type(conv, "f32");
  for (const char* p : {"x", "w", "bias"}) {
    const std::string decl = std::string(p) + " = f32[";
    const size_t at = f32.find(decl);
    const size_t end = f32.find('\n', at);
    const std::string line = f32.substr(at, end - at);  // "x = f32[...] parameter(0)"
    const std::string shape = line.substr(line.find("f32["), line.find("] ") - line.find("f32[") + 1);
    f32.replace(at, end - at, std::string(p) + "16 = bf16" + shape.substr(3) + line.substr(line.find("] ") + 1) + "\n  " + p + " = " + shape +
                                  " convert(" + p + "16)");
  }
  f32.replace(f32.find("ROOT y = f32[1,6,6,16]"), 22, "y32 = f32[1,6,6,16]");
  f32 = f32.substr(0, f32.rfind('}')) + "  ROOT y = bf16[1,6,6,16] convert(y32)\n}";
  const Literal once = testing::run_reference(f32, args)[0];
  const Literal exact = testing::run_reference(bf16, args)[0];
  ASSERT_FALSE(testing::identical(exact, once));
  const Literal got = run_cpu(bf16, args, true)[0];
  int differ_from_once = 0;
  for (int64_t i = 0; i < got.num_elements(); ++i) {
    const double g = got.get_double(i), w = once.get_double(i);
    EXPECT_LE(std::abs(g - w), std::ldexp(std::abs(w), -7) + 1e-30) << "element " << i;  // one bf16 ulp
    differ_from_once += g != w;
  }
  EXPECT_LE(differ_from_once, got.num_elements() / 20);  // summation order only
  EXPECT_TRUE(testing::identical(run_cpu(bf16, args, false)[0], exact));
}

}  // namespace
}  // namespace kiln
