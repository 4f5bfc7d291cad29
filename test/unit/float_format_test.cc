// Rounding to narrow float formats: ties to even, subnormals, overflow.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstring>
#include <random>
#include <vector>

#include "ir/dtype.h"
#include "support/float_format.h"

namespace kiln {
namespace {

TEST(FloatFormat, F16TiesRoundToEven) {
  EXPECT_EQ(round_to_float_format(1.0 + std::ldexp(1, -11), 5, 10), 1.0);  // tie: even is 1.0
  EXPECT_EQ(round_to_float_format(1.0 + 3 * std::ldexp(1, -11), 5, 10), 1.0 + std::ldexp(1, -9));
  EXPECT_EQ(round_to_float_format(1.0 + std::ldexp(1, -11) + std::ldexp(1, -30), 5, 10), 1.0 + std::ldexp(1, -10));
}

TEST(FloatFormat, F16OverflowAndLargestFinite) {
  EXPECT_EQ(round_to_float_format(65504.0, 5, 10), 65504.0);
  EXPECT_EQ(round_to_float_format(65519.0, 5, 10), 65504.0);
  EXPECT_TRUE(std::isinf(round_to_float_format(65520.0, 5, 10)));  // the tie rounds up to 2^16: inf
  EXPECT_TRUE(std::isinf(round_to_float_format(-1e9, 5, 10)));
  EXPECT_LT(round_to_float_format(-1e9, 5, 10), 0);
}

TEST(FloatFormat, F16Subnormals) {
  const double smallest = std::ldexp(1, -24);
  EXPECT_EQ(round_to_float_format(smallest, 5, 10), smallest);
  EXPECT_EQ(round_to_float_format(smallest * 0.5, 5, 10), 0.0);   // tie to even (0)
  EXPECT_EQ(round_to_float_format(smallest * 1.5, 5, 10), 2 * smallest);  // tie to even (2)
  EXPECT_EQ(f16_bits_from_double(smallest), 0x0001);
  EXPECT_EQ(double_from_f16_bits(0x0001), smallest);
}

TEST(FloatFormat, F16BitsRoundTrip) {
  for (uint32_t bits = 0; bits < 0x10000; ++bits) {
    const double v = double_from_f16_bits(static_cast<uint16_t>(bits));
    if (std::isnan(v)) continue;
    ASSERT_EQ(f16_bits_from_double(v), bits) << "bits " << bits;
  }
  EXPECT_EQ(f16_bits_from_double(1.0), 0x3c00);
  EXPECT_EQ(f16_bits_from_double(-2.0), 0xc000);
  EXPECT_EQ(f16_bits_from_double(INFINITY), 0x7c00);
  EXPECT_EQ(f16_bits_from_double(-0.0), 0x8000);
}

TEST(FloatFormat, Bf16RoundsHalfToEven) {
  EXPECT_EQ(double_from_bf16_bits(bf16_bits_from_double(1.0 + std::ldexp(1, -8))), 1.0);
  EXPECT_EQ(double_from_bf16_bits(bf16_bits_from_double(1.0 + 3 * std::ldexp(1, -8))), 1.0 + std::ldexp(1, -6));
  EXPECT_EQ(bf16_bits_from_double(1.0), 0x3f80);
  EXPECT_EQ(bf16_bits_from_double(-0.0), 0x8000);
  EXPECT_TRUE(std::isnan(double_from_bf16_bits(bf16_bits_from_double(NAN))));
}

// bf16_bits_from_double and f16_bits_from_double round normal results
// straight from the double's bits (the path every element of a big array
// takes); they must agree with round_to_float_format everywhere: seeded doubles
// of every exponent, values just either side of every tie, each format's
// overflow edge and smallest normal.
TEST(FloatFormat, BitRoundingAgreesWithTheGeneralRoundingEverywhere) {
  auto general_bf16 = [](double x) {
    const float f = static_cast<float>(round_to_float_format(x, 8, 7));
    uint32_t u;
    std::memcpy(&u, &f, sizeof u);
    return static_cast<uint16_t>(u >> 16);
  };
  auto general_f16_value = [](double x) { return round_to_float_format(x, 5, 10); };
  std::mt19937_64 rng(20261127);
  std::vector<double> xs = {65504.0, 65519.0, 65520.0, 65519.999, std::ldexp(1, -14), std::ldexp(1, -14) * (1 - std::ldexp(1, -12)),
                            std::ldexp(1, -126), std::ldexp(1, -126) * (1 - std::ldexp(1, -9)), 3.3895313892515355e38, 3.3961e38};
  for (int i = 0; i < 200000; ++i) {
    const double base = std::ldexp(1.0 + static_cast<double>(rng() % 1024) / 1024, static_cast<int>(rng() % 320) - 160);
    uint64_t bits = std::bit_cast<uint64_t>(base);
    const int shift = i % 2 ? 45 : 42;  // bf16's and f16's rounding bit
    bits = (bits & ~((uint64_t{1} << shift) - 1)) | (uint64_t{1} << (shift - 1));  // an exact tie
    for (int64_t nudge : {-1, 0, 1}) xs.push_back((i % 3 ? 1 : -1) * std::bit_cast<double>(bits + static_cast<uint64_t>(nudge)));
    xs.push_back(std::bit_cast<double>(rng()));
  }
  for (double x : xs) {
    if (std::isnan(x)) continue;
    for (double v : {x, -x}) {
      ASSERT_EQ(bf16_bits_from_double(v), general_bf16(v)) << v;
      const double f16 = double_from_f16_bits(f16_bits_from_double(v));
      ASSERT_TRUE(f16 == general_f16_value(v) && std::signbit(f16) == std::signbit(general_f16_value(v))) << v;
    }
  }
}

TEST(FloatFormat, NanAndZeroPassThrough) {
  EXPECT_TRUE(std::isnan(round_to_float_format(NAN, 8, 7)));
  EXPECT_TRUE(std::signbit(round_to_float_format(-0.0, 5, 10)));
}

}  // namespace
}  // namespace kiln

namespace kiln {
namespace {

// Every bit pattern of every 8-bit float decodes to a value that encodes back
// to it (NaNs to a NaN), and rounding follows each format's rules, by hand.
TEST(Float8, EveryBitPatternRoundTrips) {
  for (DType d : kAllDTypes) {
    if (!is_f8(d)) continue;
    SCOPED_TRACE(dtype_name(d));
    const Float8Format f = float8_format(d);
    int nans = 0;
    for (int b = 0; b < 256; ++b) {
      const uint8_t bits = static_cast<uint8_t>(b);
      const double v = double_from_float8_bits(bits, f);
      if (std::isnan(v)) {
        ++nans;
        EXPECT_TRUE(std::isnan(double_from_float8_bits(float8_bits_from_double(v, f), f))) << b;
      } else {
        EXPECT_EQ(float8_bits_from_double(v, f), bits) << b;
        EXPECT_EQ(round_to_float8(v, f), v) << b;
      }
    }
    // IEEE formats: 2 * (2^mantissa_bits - 1) NaNs; fn: 2; fnuz: 1.
    const int expected_nans = f.specials == Float8Specials::Ieee ? 2 * ((1 << f.mantissa_bits) - 1)
                              : f.specials == Float8Specials::NanAtAllOnes ? 2 : 1;  // fnuz and e8m0: one
    EXPECT_EQ(nans, expected_nans);
  }
}

double round_to(DType d, double x) { return round_to_float8(x, float8_format(d)); }
uint8_t bits_of(DType d, double x) { return float8_bits_from_double(x, float8_format(d)); }
double value_of(DType d, uint8_t bits) { return double_from_float8_bits(bits, float8_format(d)); }

TEST(Float8, RoundingByHand) {
  // f8e4m3fn: largest 448, no infinities; 464 is halfway to 480 and ties to 448.
  const DType fn = DType::F8E4M3FN;
  EXPECT_EQ(round_to(fn, 448), 448);
  EXPECT_EQ(round_to(fn, 464), 448);
  EXPECT_TRUE(std::isnan(round_to(fn, 465)));
  EXPECT_TRUE(std::isnan(round_to(fn, INFINITY)));
  EXPECT_EQ(round_to(fn, -3.3), -3.25);
  EXPECT_EQ(round_to(fn, 0.001953125), 0.001953125);  // the smallest subnormal, 2^-9
  EXPECT_EQ(round_to(fn, 0.0009765625), 0.0);            // half of it ties to even: 0
  EXPECT_EQ(value_of(fn, 0x7e), 448);
  EXPECT_EQ(bits_of(fn, -NAN), 0xff);
  // f8e5m2: IEEE-like, largest 57344, then infinity.
  const DType e5 = DType::F8E5M2;
  EXPECT_EQ(round_to(e5, 57344), 57344);
  EXPECT_EQ(round_to(e5, 61440), INFINITY);  // halfway to 65536 ties up to the even, infinite, value
  EXPECT_EQ(round_to(e5, -3.3), -3.5);
  EXPECT_EQ(value_of(e5, 0x7c), INFINITY);
  EXPECT_EQ(value_of(e5, 0x01), std::ldexp(1.0, -16));
  EXPECT_EQ(bits_of(e5, NAN), 0x7e);
  // f8e4m3: IEEE, bias 7: largest 240 (0x77), then 0x78 is inf; 248 is
  // halfway to 256 and ties to the even (infinite) side, 247 rounds down.
  const DType e4 = DType::F8E4M3;
  EXPECT_EQ(value_of(e4, 0x77), 240);
  EXPECT_EQ(value_of(e4, 0x78), INFINITY);
  EXPECT_TRUE(std::isnan(value_of(e4, 0x79)));
  EXPECT_EQ(round_to(e4, 247), 240);
  EXPECT_EQ(round_to(e4, -248), -INFINITY);
  EXPECT_EQ(bits_of(e4, -NAN), 0xfc);
  EXPECT_EQ(value_of(e4, 0x01), std::ldexp(1.0, -9));
  // f8e3m4: IEEE, bias 3: largest 15.5 (0x6f), subnormals step 2^-6.
  const DType e3 = DType::F8E3M4;
  EXPECT_EQ(value_of(e3, 0x6f), 15.5);
  EXPECT_EQ(value_of(e3, 0x70), INFINITY);
  EXPECT_EQ(round_to(e3, 15.74), 15.5);
  EXPECT_EQ(round_to(e3, 15.75), INFINITY);
  EXPECT_EQ(value_of(e3, 0x01), 0.015625);
  EXPECT_EQ(round_to(e3, 0.0078125), 0.0);     // half the smallest subnormal ties to 0
  EXPECT_EQ(round_to(e3, 0.0234375), 0.03125);  // 1.5 subnormal steps tie to 2
  EXPECT_EQ(round_to(e3, 1.03125), 1.0);       // halfway between 1 and 1 + 2^-4 ties to 1
  EXPECT_EQ(bits_of(e3, 1.0), 0x30);
  // fnuz formats: no infinities, no -0; 0x80 is their one NaN.
  const DType uz4 = DType::F8E4M3FNUZ, uz5 = DType::F8E5M2FNUZ, b11 = DType::F8E4M3B11FNUZ;
  EXPECT_EQ(value_of(uz4, 0x7f), 240);
  EXPECT_EQ(value_of(uz4, 0x01), std::ldexp(1.0, -10));
  EXPECT_EQ(bits_of(uz4, 1.0), 0x40);  // bias 8
  EXPECT_TRUE(std::isnan(value_of(uz4, 0x80)));
  EXPECT_EQ(value_of(uz4, 0xff), -240);
  EXPECT_EQ(bits_of(uz4, -0.0), 0x00);
  EXPECT_EQ(bits_of(uz4, -1e-10), 0x00);  // rounds to zero: +0
  EXPECT_FALSE(std::signbit(round_to(uz4, -1e-10)));
  EXPECT_EQ(bits_of(uz4, INFINITY), 0x80);
  EXPECT_EQ(bits_of(uz4, -NAN), 0x80);
  EXPECT_EQ(bits_of(uz4, 248), 0x80);
  EXPECT_EQ(round_to(uz4, 247), 240);
  EXPECT_EQ(value_of(uz5, 0x7f), 57344);
  EXPECT_EQ(value_of(uz5, 0x01), std::ldexp(1.0, -17));
  EXPECT_EQ(bits_of(uz5, 1.0), 0x40);  // bias 16
  EXPECT_EQ(bits_of(uz5, -61440), 0x80);
  EXPECT_EQ(value_of(b11, 0x7f), 30);
  EXPECT_EQ(value_of(b11, 0x01), std::ldexp(1.0, -13));
  EXPECT_EQ(bits_of(b11, 1.0), 0x58);  // bias 11
  EXPECT_EQ(round_to(b11, -30.9), -30);
  // f8e8m0fnu: unsigned powers of two, bits E = 2^(E - 127), 0xff NaN; ties up.
  const DType e8 = DType::F8E8M0FNU;
  EXPECT_EQ(value_of(e8, 127), 1.0);
  EXPECT_EQ(value_of(e8, 0), std::ldexp(1.0, -127));
  EXPECT_EQ(value_of(e8, 254), std::ldexp(1.0, 127));
  EXPECT_TRUE(std::isnan(value_of(e8, 255)));
  EXPECT_EQ(bits_of(e8, 1.49), 127);
  EXPECT_EQ(bits_of(e8, 1.5), 128);  // a tie rounds up
  EXPECT_EQ(bits_of(e8, 3.0), 129);
  EXPECT_EQ(bits_of(e8, 0.75), 127);
  for (double nan_input : std::vector<double>{0.0, -0.0, -1.0, -INFINITY, INFINITY, NAN, std::ldexp(1.5, 127)}) EXPECT_EQ(bits_of(e8, nan_input), 255) << nan_input;
  EXPECT_EQ(bits_of(e8, std::ldexp(1.49, 127)), 254);
  EXPECT_EQ(bits_of(e8, 1e-45), 0);                           // below 2^-127
  EXPECT_EQ(bits_of(e8, std::ldexp(1.0, -127)), 0);
  EXPECT_EQ(bits_of(e8, std::ldexp(1.25, -127)), 1);          // the rest of [2^-127, 2^-126) goes up (ml_dtypes)
  EXPECT_EQ(bits_of(e8, std::ldexp(1.25, -126)), 1);
  EXPECT_TRUE(std::isnan(round_to(b11, -31)));  // halfway to 32 ties to the even side, past 30
  EXPECT_TRUE(std::isnan(round_to(b11, 31)));
}

}  // namespace
}  // namespace kiln
