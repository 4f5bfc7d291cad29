#include "support/float_format.h"

#include <cmath>
#include <cstring>

namespace kiln {

double round_to_float_format(double x, int exponent_bits, int mantissa_bits) {
  if (!std::isfinite(x) || x == 0.0) return x;
  const int max_exponent = (1 << (exponent_bits - 1)) - 1;
  const int min_exponent = 1 - max_exponent;
  int frexp_exponent = 0;
  std::frexp(std::fabs(x), &frexp_exponent);
  const int exponent = frexp_exponent - 1;  // |x| = 1.m * 2^exponent
  if (exponent > max_exponent) return std::copysign(INFINITY, x);
  // The spacing of representable values around |x|; subnormals share min_exponent's.
  const int quantum_exponent = std::max(exponent, min_exponent) - mantissa_bits;
  const double scaled = std::ldexp(std::fabs(x), -quantum_exponent);  // exact
  const double rounded = std::ldexp(std::nearbyint(scaled), quantum_exponent);
  if (rounded >= std::ldexp(1.0, max_exponent + 1)) return std::copysign(INFINITY, x);
  return std::copysign(rounded, x);
}

uint16_t f16_bits_from_double(double x) {
  const uint16_t sign = std::signbit(x) ? 0x8000 : 0;
  if (std::isnan(x)) return sign | 0x7e00;
  const double r = std::fabs(round_to_float_format(x, 5, 10));
  if (std::isinf(r)) return sign | 0x7c00;
  if (r == 0.0) return sign;
  int e = 0;
  std::frexp(r, &e);
  const int exponent = e - 1;
  if (exponent < -14) {  // subnormal: r = m * 2^-24
    return sign | static_cast<uint16_t>(std::ldexp(r, 24));
  }
  const uint16_t mantissa = static_cast<uint16_t>(std::ldexp(r, 10 - exponent) - 1024.0);
  return sign | static_cast<uint16_t>((exponent + 15) << 10) | mantissa;
}

double double_from_f16_bits(uint16_t bits) {
  const double sign = (bits & 0x8000) ? -1.0 : 1.0;
  const int exponent = (bits >> 10) & 0x1f;
  const int mantissa = bits & 0x3ff;
  if (exponent == 0x1f) return mantissa ? NAN * sign : sign * INFINITY;
  if (exponent == 0) return sign * std::ldexp(mantissa, -24);
  return sign * std::ldexp(1024 + mantissa, exponent - 25);
}

uint16_t bf16_bits_from_double(double x) {
  if (std::isnan(x)) return std::signbit(x) ? 0xffc0 : 0x7fc0;
  // Rounded to bf16 first, the value is exact in f32: its top 16 bits are the bf16.
  const float f = static_cast<float>(round_to_float_format(x, 8, 7));
  uint32_t u = 0;
  std::memcpy(&u, &f, sizeof u);
  return static_cast<uint16_t>(u >> 16);
}

double double_from_bf16_bits(uint16_t bits) {
  const uint32_t u = static_cast<uint32_t>(bits) << 16;
  float f = 0;
  std::memcpy(&f, &u, sizeof f);
  return f;
}

}  // namespace kiln
