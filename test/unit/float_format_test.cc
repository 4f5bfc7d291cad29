// Rounding to narrow float formats: ties to even, subnormals, overflow.
#include <gtest/gtest.h>

#include <cmath>

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

TEST(FloatFormat, NanAndZeroPassThrough) {
  EXPECT_TRUE(std::isnan(round_to_float_format(NAN, 8, 7)));
  EXPECT_TRUE(std::signbit(round_to_float_format(-0.0, 5, 10)));
}

}  // namespace
}  // namespace kiln

namespace kiln {
namespace {

// Every f8 bit pattern decodes to a value that encodes back to it (NaNs to
// their canonical pattern), and rounding follows the formats' rules, by hand.
TEST(Float8, EveryBitPatternRoundTrips) {
  for (int b = 0; b < 256; ++b) {
    const uint8_t bits = static_cast<uint8_t>(b);
    const double e4 = double_from_f8e4m3fn_bits(bits);
    if (std::isnan(e4)) {
      EXPECT_EQ(f8e4m3fn_bits_from_double(e4) & 0x7f, 0x7f) << b;
    } else {
      EXPECT_EQ(f8e4m3fn_bits_from_double(e4), bits) << b;
    }
    const double e5 = double_from_f8e5m2_bits(bits);
    if (std::isnan(e5)) {
      EXPECT_TRUE(std::isnan(double_from_f8e5m2_bits(f8e5m2_bits_from_double(e5)))) << b;
    } else {
      EXPECT_EQ(f8e5m2_bits_from_double(e5), bits) << b;
    }
  }
}

TEST(Float8, RoundingByHand) {
  // f8e4m3fn: largest 448, no infinities; 464 is halfway to 480 and ties to 448.
  EXPECT_EQ(round_to_f8e4m3fn(448), 448);
  EXPECT_EQ(round_to_f8e4m3fn(464), 448);
  EXPECT_TRUE(std::isnan(round_to_f8e4m3fn(465)));
  EXPECT_TRUE(std::isnan(round_to_f8e4m3fn(INFINITY)));
  EXPECT_EQ(round_to_f8e4m3fn(-3.3), -3.25);
  EXPECT_EQ(round_to_f8e4m3fn(0.001953125), 0.001953125);  // the smallest subnormal, 2^-9
  EXPECT_EQ(round_to_f8e4m3fn(0.0009765625), 0.0);            // half of it ties to even: 0
  EXPECT_EQ(double_from_f8e4m3fn_bits(0x7e), 448);
  // f8e5m2: IEEE-like, largest 57344, then infinity.
  EXPECT_EQ(round_to_f8e5m2(57344), 57344);
  EXPECT_EQ(round_to_f8e5m2(61440), INFINITY);  // halfway to 65536 ties up to the even, infinite, value
  EXPECT_EQ(round_to_f8e5m2(-3.3), -3.5);
  EXPECT_EQ(double_from_f8e5m2_bits(0x7c), INFINITY);
  EXPECT_EQ(double_from_f8e5m2_bits(0x01), std::ldexp(1.0, -16));
}

}  // namespace
}  // namespace kiln
