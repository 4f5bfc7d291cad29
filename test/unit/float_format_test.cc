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
