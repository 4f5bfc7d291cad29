// The wrong results issue 29's adversarial trial found on the cpu target (and
// those its random-program tester found next), each pinned bit for bit (NaN
// equal to NaN) against the reference evaluator, with the special values that
// exposed it.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "driver/compile.h"
#include "reference/evaluator.h"
#include "support/float_format.h"
#include "test_util.h"

namespace kiln {
namespace {

using testing::replace_all;

const double kNan = NAN, kInf = INFINITY;

void expect_cpu_matches_reference(const std::string& hlo, const std::vector<Literal>& args) {
  SCOPED_TRACE(hlo);
  const std::vector<Literal> want = evaluate(*testing::parse(hlo)->entry(), args);
  const auto compiled = testing::parse(hlo);
  const std::vector<Literal> got = compile_module_for_cpu(*compiled)->run_literals(args);
  ASSERT_EQ(got.size(), want.size());
  for (size_t i = 0; i < got.size(); ++i) EXPECT_TRUE(testing::identical(got[i], want[i])) << "output " << i << ": " << got[i].to_string() << " vs " << want[i].to_string();
}

// Halide 14 divides a signed integer by a constant that is not a power of two
// with a magic number that was wrong for every element (100 / 7 gave -11).
TEST(AdversarialResults, SignedDivisionAndRemainderByConstantsRoundTowardZero) {
  const char* hlo = R"(
ENTRY e {
  x = $T[12] parameter(0)
  c = $T[] constant($C)
  cb = $T[12] broadcast(c), dimensions={}
  q = $T[12] divide(x, cb)
  r = $T[12] remainder(x, cb)
  ROOT t = ($T[12], $T[12]) tuple(q, r)
})";
  for (DType d : {DType::S8, DType::S16, DType::S32, DType::S64}) {
    const int bits = dtype_bits(d);
    const int64_t max = bits == 64 ? std::numeric_limits<int64_t>::max() : (int64_t{1} << (bits - 1)) - 1;
    const int64_t min = -max - 1;
    const Literal x = testing::make_int(d, {12}, {max, min, max - 1, min + 1, -7, 100, -100, 6, 0, -1, 1, 13});
    for (int64_t c : {int64_t{7}, int64_t{-7}, int64_t{3}, int64_t{-1}, int64_t{0}, int64_t{1}, int64_t{10}, min}) {
      expect_cpu_matches_reference(replace_all(replace_all(hlo, "$T", std::string(dtype_name(d))), "$C", std::to_string(c)), {x});
    }
  }
}

// LLVM's no-infs flag made an infinite constant poison: the store was dropped
// and the output held garbage. Every float type, each arithmetic op.
TEST(AdversarialResults, NonFiniteScalarConstantsReachEveryElement) {
  const char* hlo = R"(
ENTRY e {
  x = $T[8] parameter(0)
  c = $T[] constant($V)
  cb = $T[8] broadcast(c), dimensions={}
  a = $T[8] add(x, cb)
  s = $T[8] subtract(x, cb)
  m = $T[8] multiply(x, cb)
  d = $T[8] divide(x, cb)
  ROOT t = ($T[8], $T[8], $T[8], $T[8]) tuple(a, s, m, d)
})";
  for (DType d : {DType::F16, DType::BF16, DType::F32, DType::F64}) {
    const Literal x = testing::make(d, {8}, {1, -2, kNan, kInf, -kInf, 0, -0.0, 0.5});
    for (const char* v : {"inf", "-inf", "nan"}) expect_cpu_matches_reference(replace_all(replace_all(hlo, "$T", std::string(dtype_name(d))), "$V", v), {x});
  }
}

// Halide's simplifier folded x - x to 0, x / x to 1 and x * 0 to 0, which
// IEEE 754 forbids where x is NaN, an infinity or a zero; and (x + y) - x to y.
TEST(AdversarialResults, NoAlgebraicFoldIeeeForbids) {
  const char* hlo = R"(
ENTRY e {
  x = $T[8] parameter(0)
  y = $T[8] parameter(1)
  s = $T[8] subtract(x, x)
  d = $T[8] divide(x, x)
  z = $T[] constant(0)
  zb = $T[8] broadcast(z), dimensions={}
  m = $T[8] multiply(x, zb)
  xy = $T[8] add(x, y)
  back = $T[8] subtract(xy, x)
  ROOT t = ($T[8], $T[8], $T[8], $T[8]) tuple(s, d, m, back)
})";
  for (DType d : {DType::F16, DType::BF16, DType::F32, DType::F64}) {
    const Literal x = testing::make(d, {8}, {1, -2, kNan, kInf, -kInf, 0, -0.0, 60000});
    const Literal y = testing::make(d, {8}, {2, kInf, 1, 1, kInf, -0.0, 0.0, 60000});
    expect_cpu_matches_reference(replace_all(hlo, "$T", std::string(dtype_name(d))), {x, y});
  }
}

// A reduce (or dot) whose operand is a broadcast constant names no reduction
// variable; Halide ran such an update once: four -7s summed to -7.
TEST(AdversarialResults, ReductionsOfConstantsCountEveryElement) {
  expect_cpu_matches_reference(R"(
add {
  a = s32[] parameter(0)
  b = s32[] parameter(1)
  ROOT r = s32[] add(a, b)
}
addf {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT r = f32[] add(a, b)
}
ENTRY e {
  x = f32[3] parameter(0)
  c = f32[] constant(-7)
  cb = f32[3,4] broadcast(c), dimensions={}
  zero = f32[] constant(0)
  sum = f32[3] reduce(cb, zero), dimensions={1}, to_apply=addf
  i = s32[] constant(100)
  ib = s32[4,2] broadcast(i), dimensions={}
  j = s32[] constant(32)
  jb = s32[2,4] broadcast(j), dimensions={}
  dot = s32[4,4] dot(ib, jb), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  izero = s32[] constant(0)
  isum = s32[4] reduce(ib, izero), dimensions={1}, to_apply=add
  plus = f32[3] add(sum, x)
  ROOT t = (f32[3], s32[4,4], s32[4]) tuple(plus, dot, isum)
})",
                               {testing::make(DType::F32, {3}, {1, 2, 3})});
}

// A total-order comparison orders NaNs by sign: the reference read an f16
// -NaN as +NaN (NAN * -1 keeps the NaN's sign on x86).
TEST(AdversarialResults, TotalOrderSeesTheSignOfHalfPrecisionNans) {
  const char* hlo = R"(
ENTRY e {
  x = $T[4] parameter(0)
  y = $T[4] parameter(1)
  le = pred[4] compare(x, y), direction=LE, type=TOTALORDER
  lt = pred[4] compare(x, y), direction=LT, type=TOTALORDER
  ROOT t = (pred[4], pred[4]) tuple(le, lt)
})";
  for (DType d : {DType::F16, DType::BF16, DType::F32, DType::F64}) {
    const double neg_nan = std::copysign(kNan, -1.0);
    const Literal x = testing::make(d, {4}, {neg_nan, -kInf, neg_nan, kNan});
    const Literal y = testing::make(d, {4}, {kNan, neg_nan, -kInf, neg_nan});
    const std::vector<Literal> want = evaluate(*testing::parse(replace_all(hlo, "$T", std::string(dtype_name(d))))->entry(), {x, y});
    // Hand-computed: -NaN < -inf < ... < +inf < +NaN.
    EXPECT_TRUE(testing::identical(want[0], testing::make(DType::Pred, {4}, {1, 0, 1, 0}))) << dtype_name(d) << ": " << want[0].to_string();
    expect_cpu_matches_reference(replace_all(hlo, "$T", std::string(dtype_name(d))), {x, y});
  }
}

TEST(AdversarialResults, HalfPrecisionNansKeepSignAndPayloadThroughTheReference) {
  EXPECT_EQ(f16_bits_from_double(double_from_f16_bits(0xfe01)), 0xfe01);
  EXPECT_EQ(f16_bits_from_double(double_from_f16_bits(0x7e00)), 0x7e00);
  EXPECT_TRUE(std::signbit(double_from_f16_bits(0xfe00)));
  EXPECT_EQ(bf16_bits_from_double(double_from_bf16_bits(0xffc1)), 0xffc1);
}

}  // namespace
}  // namespace kiln
