// The five wrong results issue 13 reported, each pinned with inputs that hold
// the special values that exposed it, compiled for the CPU and compared bit for
// bit (NaN equal to NaN) with the reference evaluator.
#include <gtest/gtest.h>

#include <cmath>

#include "driver/compile.h"
#include "reference/evaluator.h"
#include "test_util.h"

namespace kiln {
namespace {

const double kNan = NAN, kInf = INFINITY;

// Bit for bit, or with `tolerance` > 0 within that relative L2 error (NaN
// still where the reference has NaN, the same infinities).
void expect_cpu_matches_reference(const std::string& hlo, const std::vector<Literal>& args, double tolerance = 0) {
  SCOPED_TRACE(hlo);
  const auto module = testing::parse(hlo);
  const std::vector<Literal> want = evaluate(*module->entry(), args);
  const auto compiled = testing::parse(hlo);
  const std::vector<Literal> got = compile_module_for_cpu(*compiled)->run_literals(args);
  ASSERT_EQ(got.size(), want.size());
  for (size_t i = 0; i < got.size(); ++i) {
    EXPECT_TRUE(tolerance > 0 ? testing::close_to_reference(got[i], want[i], tolerance) : testing::identical(got[i], want[i])) << "output " << i;
  }
}

TEST(SpecialValues, CompareEqIsFalseForNanBesideTotalOrderAndPower) {
  expect_cpu_matches_reference(R"(
ENTRY e {
  a = f32[8] parameter(0)
  b = f32[8] parameter(1)
  eq = pred[8] compare(a, b), direction=EQ
  ne = pred[8] compare(a, b), direction=NE
  lt = pred[8] compare(a, b), direction=LT, type=TOTALORDER
  p = f32[8] power(a, b)
  ROOT t = (pred[8], pred[8], pred[8], f32[8]) tuple(eq, ne, lt, p)
})",
                               {testing::make(DType::F32, {8}, {kNan, 1, kNan, 5.5, kNan, 0, -0.0, 3}),
                                testing::make(DType::F32, {8}, {kNan, kNan, 1, 2, kNan, kNan, 0.0, -kInf})});
}

TEST(SpecialValues, MaxAndMinReductionsKeepANanAnywhereInTheRow) {
  const char* hlo = R"(
mx {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT m = f32[] maximum(a, b)
}
mn {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT m = f32[] minimum(a, b)
}
ENTRY e {
  x = f32[4,40] parameter(0)
  ninf = f32[] constant(-inf)
  inf = f32[] constant(inf)
  rows_max = f32[4] reduce(x, ninf), dimensions={1}, to_apply=mx
  rows_min = f32[4] reduce(x, inf), dimensions={1}, to_apply=mn
  cols_max = f32[40] reduce(x, ninf), dimensions={0}, to_apply=mx
  ROOT t = (f32[4], f32[4], f32[40]) tuple(rows_max, rows_min, cols_max)
})";
  std::vector<double> x(160);
  for (size_t i = 0; i < x.size(); ++i) x[i] = static_cast<double>(i % 13) - 6;
  x[2] = kNan;        // row 0, first vector
  x[40 + 39] = kNan;  // row 1, last element
  x[80 + 17] = kNan;  // row 2, middle
  expect_cpu_matches_reference(hlo, {testing::make(DType::F32, {4, 40}, x)});
}

TEST(SpecialValues, ClampOfNanIsNan) {
  expect_cpu_matches_reference(R"(
ENTRY e {
  lo = f32[8] parameter(0)
  x = f32[8] parameter(1)
  hi = f32[8] parameter(2)
  ROOT c = f32[8] clamp(lo, x, hi)
})",
                               {testing::make(DType::F32, {8}, std::vector<double>(8, -1)),
                                testing::make(DType::F32, {8}, {kNan, 0.5, 2, -3, kInf, -kInf, -0.0, kNan}),
                                testing::make(DType::F32, {8}, std::vector<double>(8, 1))});
}

TEST(SpecialValues, ConvertToF16KeepsNan) {
  expect_cpu_matches_reference(R"(
ENTRY e {
  x = f32[8] parameter(0)
  ROOT h = f16[8] convert(x)
})",
                               {testing::make(DType::F32, {8}, {kNan, -kNan, kInf, -kInf, 65520, 1e-8, -0.0, 70000})});
}

TEST(SpecialValues, PowerByInfinityAndByTwo) {
  expect_cpu_matches_reference(R"(
ENTRY e {
  a = f32[8] parameter(0)
  b = f32[8] parameter(1)
  ROOT p = f32[8] power(a, b)
})",
                               {testing::make(DType::F32, {8}, {2.5, 5.5, 0.5, -2.5, 1, -1, 2.5, kNan}),
                                testing::make(DType::F32, {8}, {kInf, 2, kInf, -kInf, kInf, kInf, -kInf, 0})});
}

// Found by kiln parity --special-values --bisect on corpus module 004: once
// vectorized, Halide's exp polynomial turned NaN into 0.
TEST(SpecialValues, ExpOfNanIsNanInVectorizedLoops) {
  std::vector<double> x(8 * 64);
  for (size_t i = 0; i < x.size(); ++i) x[i] = i % 7 == 3 ? kNan : i % 11 == 5 ? kInf : i % 13 == 2 ? -kInf : std::sin(i);
  expect_cpu_matches_reference(R"(
ENTRY e {
  x = f32[8,64] parameter(0)
  ROOT e = f32[8,64] exponential(x)
})",
                               {testing::make(DType::F32, {8, 64}, x)}, 1e-6);  // exp is a polynomial: ulps apart
}

}  // namespace
}  // namespace kiln
