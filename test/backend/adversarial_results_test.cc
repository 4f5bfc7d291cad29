// The wrong results issue 29's adversarial trial found on the cpu target (and
// those its random-program tester found next), each pinned bit for bit (NaN
// equal to NaN) against the reference evaluator, with the special values that
// exposed it.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "cpu_reference_check.h"
#include "driver/compile.h"
#include "reference/evaluator.h"
#include "support/float_format.h"
#include "test_util.h"

namespace kiln {
namespace {

using testing::replace_all;

const double kNan = NAN, kInf = INFINITY;

using testing::expect_cpu_matches_reference;

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

// Halide 14 folds 64-bit integer constants in int64 and tracks their bounds
// there: min(INT64_MAX, 7) gave INT64_MAX, and sign(select(c, INT64_MIN, x))
// gave 1 everywhere (program_fuzz seeds 377 and 1186).
TEST(AdversarialResults, SixtyFourBitExtremesFoldExactly) {
  expect_cpu_matches_reference(R"(
ENTRY e {
  x = s64[4] parameter(0)
  c0 = s64[] constant(-7)
  v5 = s64[4] broadcast(c0), dimensions={}
  c1 = s64[] constant(9223372036854775807)
  v7 = s64[4] broadcast(c1), dimensions={}
  c2 = s64[] constant(7)
  v8 = s64[4] broadcast(c2), dimensions={}
  clamped = s64[4] clamp(v7, v5, v8)
  lo = s64[] constant(-9223372036854775808)
  lob = s64[4] broadcast(lo), dimensions={}
  hundred = s64[] constant(100)
  hb = s64[4] broadcast(hundred), dimensions={}
  big = pred[4] compare(x, hb), direction=GT
  picked = s64[4] select(big, lob, x)
  sign = s64[4] sign(picked)
  mx = s64[4] maximum(x, v7)
  mn = s64[4] minimum(x, lob)
  u = u64[] constant(18446744073709551615)
  ub = u64[4] broadcast(u), dimensions={}
  xu = u64[4] convert(x)
  umin = u64[4] minimum(xu, ub)
  ult = pred[4] compare(xu, ub), direction=LT
  ROOT t = (s64[4], s64[4], s64[4], s64[4], u64[4], pred[4]) tuple(clamped, sign, mx, mn, umin, ult)
})",
                               {testing::make_int(DType::S64, {4}, {200, 5, -3, 0})});
}

// Halide rewrites a == b as a - b == 0 and stopped the compile on constants
// that overflow ("signed integer overflow"): 32 != INT_MIN, INT_MIN ** -3.
TEST(AdversarialResults, IntegerExtremesInComparisonsAndPowersCompile) {
  expect_cpu_matches_reference(R"(
ENTRY e {
  x = s32[3] parameter(0)
  c0 = s32[] constant(32)
  v1 = s32[3] broadcast(c0), dimensions={}
  c1 = s32[] constant(-2147483648)
  v2 = s32[3] broadcast(c1), dimensions={}
  ne = pred[3] compare(v1, v2), direction=NE
  lt = pred[3] compare(v2, x), direction=LT
  c3 = s32[] constant(-3)
  v3 = s32[3] broadcast(c3), dimensions={}
  p = s32[3] power(v2, v3)
  q = s32[3] power(v2, x)
  ROOT t = (pred[3], pred[3], s32[3], s32[3]) tuple(ne, lt, p, q)
})",
                               {testing::make_int(DType::S32, {3}, {-2147483648LL, 2, 0})});
}

// Integer power of a one-element tensor: bounds inference saw the loaded
// element as a single point and substituted base * base * ... into every
// square, 2^32 nodes for u32; the compile never finished (program_fuzz
// seeds 10064, 11057, 11071, 11383, 12846).
TEST(AdversarialResults, IntegerPowersOfOneElementCompile) {
  const char* hlo = R"(
ENTRY e {
  x = $T[1] parameter(0)
  y = $T[1] parameter(1)
  p = $T[1] power(x, y)
  a = $T[1] abs(p)
  ROOT t = ($T[1], $T[1]) tuple(p, a)
})";
  for (DType d : {DType::U32, DType::S32, DType::U64, DType::S64}) {
    const std::string text = replace_all(hlo, "$T", std::string(dtype_name(d)));
    expect_cpu_matches_reference(text, {testing::make_int(d, {1}, {3}), testing::make_int(d, {1}, {1000003})});
  }
}

// A narrowing integer convert that folded to a constant (u8 255 to s8)
// stopped the compile: Halide calls cast(int8, 255) a signed overflow
// (program_fuzz seed 12266).
TEST(AdversarialResults, NarrowingConvertsOfFoldedConstantsCompile) {
  expect_cpu_matches_reference(R"(
ENTRY e {
  x = u8[2] parameter(0)
  c0 = u8[] constant(0)
  z = u8[2] broadcast(c0), dimensions={}
  k = u8[2] clamp(z, x, z)
  n = u8[2] not(k)
  s = s8[2] convert(n)
  w = s32[2] convert(n)
  c1 = s64[] constant(4294967295)
  b = s64[2] broadcast(c1), dimensions={}
  h = s16[2] convert(b)
  ROOT t = (s8[2], s32[2], s16[2]) tuple(s, w, h)
})",
                               {testing::make_int(DType::U8, {2}, {7, 200})});
}

// Halide's CSE compares float immediates by value, so -0 was merged with a
// reducer's init 0 (atan2(-0, 65504) read atan2(0, 65504); program_fuzz seed
// 11173). A NaN immediate equals every constant there.
TEST(AdversarialResults, NegativeZeroConstantsStayNegativeBesideZero) {
  const char* hlo = R"(
mx {
  a = $T[] parameter(0)
  b = $T[] parameter(1)
  ROOT r = $T[] maximum(a, b)
}
ENTRY e {
  x = $T[4,5] parameter(0)
  c0 = $T[] constant(-0)
  z = $T[4,5] broadcast(c0), dimensions={}
  c1 = $T[] constant(65504)
  big = $T[4,5] broadcast(c1), dimensions={}
  a = $T[4,5] atan2(z, big)
  d = $T[4,5] divide(x, a)
  p = $T[4,5] power(d, d)
  c2 = $T[] constant(0)
  m = $T[4] reduce(p, c2), dimensions={1}, to_apply=mx
  ROOT b = $T[4,5] broadcast(m), dimensions={0}
})";
  for (DType d : {DType::F16, DType::BF16, DType::F32, DType::F64}) {
    const Literal x = testing::make(d, {4, 5}, {0.05, 0.75, 0.63, 6.1e-5, 0.13, 1, 2, 3, 4, 5, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2});
    expect_cpu_matches_reference(replace_all(hlo, "$T", std::string(dtype_name(d))), {x});
  }
}

// Halide's own f64 -> bf16 rounding carried a NaN with a full payload (what a
// max reduction's NaN key decodes to) into the sign bit: -0 (program_fuzz
// seed 11098).
TEST(AdversarialResults, F64NansConvertToBf16Nans) {
  expect_cpu_matches_reference(R"(
mx {
  a = f64[] parameter(0)
  b = f64[] parameter(1)
  ROOT r = f64[] maximum(a, b)
}
ENTRY e {
  x = f64[4,2] parameter(0)
  y = f64[4] parameter(1)
  c0 = f64[] constant(0)
  z = f64[4,2] broadcast(c0), dimensions={}
  r = f64[4,2] remainder(x, z)
  m = f64[4] reduce(r, c0), dimensions={1}, to_apply=mx
  b = bf16[4] convert(m)
  h = f16[4] convert(m)
  i = bf16[4] convert(y)
  ROOT t = (bf16[4], f16[4], bf16[4]) tuple(b, h, i)
})",
                               {testing::make(DType::F64, {4, 2}, {1, 2, -3, 4, 0.5, -0.5, 7, 8}),
                                testing::make(DType::F64, {4}, {kNan, std::copysign(kNan, -1.0), 1.0 / 3, -kInf})});
}

// A float comparison with an infinite constant was poison under LLVM's
// no-infs flag: inf != inf came out true (program_fuzz seed 1432).
TEST(AdversarialResults, ComparisonsWithInfiniteConstantsFollowIeee) {
  const char* hlo = R"(
ENTRY e {
  x = $T[6] parameter(0)
  c = $T[] constant(inf)
  cb = $T[6] broadcast(c), dimensions={}
  n = $T[] constant(nan)
  nb = $T[6] broadcast(n), dimensions={}
  a = pred[6] compare(cb, cb), direction=NE
  b = pred[6] compare(cb, cb), direction=EQ
  c2 = pred[6] compare(x, cb), direction=LT
  d = pred[6] compare(x, nb), direction=NE
  e2 = pred[6] compare(x, cb), direction=GE
  z = $T[] constant(-0)
  zb = $T[6] broadcast(z), dimensions={}
  f = pred[6] compare(x, zb), direction=EQ
  ROOT t = (pred[6], pred[6], pred[6], pred[6], pred[6], pred[6]) tuple(a, b, c2, d, e2, f)
})";
  for (DType d : {DType::F16, DType::BF16, DType::F32, DType::F64}) {
    expect_cpu_matches_reference(replace_all(hlo, "$T", std::string(dtype_name(d))),
                                 {testing::make(d, {6}, {1, kInf, -kInf, kNan, 0.0, -0.0})});
  }
}

// A reduction whose term or init is a NaN or an infinity once inlined: the
// reducer's fast-math combination made them poison (seeds 327 and 1469).
TEST(AdversarialResults, ReductionsOfNonFiniteTermsAndInits) {
  expect_cpu_matches_reference(R"(
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT r = f32[] add(a, b)
}
ENTRY e {
  x = f32[2,3] parameter(0)
  n = f32[] constant(nan)
  nb = f32[2,3] broadcast(n), dimensions={}
  clamped = f32[2,3] clamp(nb, x, nb)
  big = f32[] constant(3.40282347e+38)
  s1 = f32[2] reduce(clamped, big), dimensions={1}, to_apply=add
  inf = f32[] constant(inf)
  s2 = f32[2] reduce(x, inf), dimensions={1}, to_apply=add
  ROOT t = (f32[2], f32[2]) tuple(s1, s2)
})",
                               {testing::make(DType::F32, {2, 3}, {1, 2, 3, -4, 5, 6})});
  // bf16: the terms reach the check through 16-bit reinterprets (seed 10071).
  expect_cpu_matches_reference(R"(
add {
  a = bf16[] parameter(0)
  b = bf16[] parameter(1)
  ROOT r = bf16[] add(a, b)
}
ENTRY e {
  x = bf16[1,2] parameter(0)
  c = bf16[] constant(-inf)
  cb = bf16[1,2] broadcast(c), dimensions={}
  twice = bf16[1,2] add(cb, cb)
  z = bf16[] constant(0)
  s = bf16[1] reduce(twice, z), dimensions={1}, to_apply=add
  ROOT t = (bf16[1], bf16[1,2]) tuple(s, x)
})",
                               {testing::make(DType::BF16, {1, 2}, {1, 2})});
  // x + NaN is NaN whatever x is, and LLVM folds it so (seed 10758).
  expect_cpu_matches_reference(R"(
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT r = f32[] add(a, b)
}
ENTRY e {
  x = f32[1,5] parameter(0)
  n = f32[] constant(nan)
  nb = f32[1,5] broadcast(n), dimensions={}
  xn = f32[1,5] add(x, nb)
  z = f32[] constant(0)
  ROOT s = f32[1] reduce(xn, z), dimensions={1}, to_apply=add
})",
                               {testing::make(DType::F32, {1, 5}, {1, 2, 3, 4, 5})});
}

// A reverse whose length is not a multiple of the vector failed to compile:
// Halide 14's guarded tail read a reversed vector from a negative constant
// base (internal error "base >= 0"; program_fuzz seeds 173, 429, 860, 895).
TEST(AdversarialResults, ReversesOfAnyLengthCompile) {
  for (const char* type : {"f32[9]", "f64[9]", "s64[17]", "u8[33]", "f32[1001]"}) {
    const std::string t = type;
    const std::string hlo = "ENTRY e {\n  x = " + t + " parameter(0)\n  ROOT r = " + t + " reverse(x), dimensions={0}\n}\n";
    const auto module = testing::parse(hlo);
    const TensorType& pt = module->entry()->parameters()[0]->type();
    expect_cpu_matches_reference(hlo, {random_literal(pt, 29)});
  }
}

}  // namespace
}  // namespace kiln
