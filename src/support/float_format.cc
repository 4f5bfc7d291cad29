#include "support/float_format.h"

#include <algorithm>
#include <bit>
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

uint64_t reduce_precision_bits(uint64_t bits, int src_exponent_bits, int src_mantissa_bits, int exponent_bits,
                               int mantissa_bits) {
  const int total = 1 + src_exponent_bits + src_mantissa_bits;
  const uint64_t all = total == 64 ? ~uint64_t{0} : (uint64_t{1} << total) - 1;
  const uint64_t exp_mask = ((uint64_t{1} << src_exponent_bits) - 1) << src_mantissa_bits;
  const uint64_t sign_mask = uint64_t{1} << (total - 1);
  const bool is_nan = (bits & exp_mask) == exp_mask && (bits & ((uint64_t{1} << src_mantissa_bits) - 1)) != 0;
  if (is_nan) return mantissa_bits > 0 ? bits : (bits & sign_mask) | exp_mask;
  uint64_t v = bits;
  if (mantissa_bits < src_mantissa_bits) {
    const int shift = src_mantissa_bits - mantissa_bits;
    const uint64_t last_bit_mask = uint64_t{1} << shift;
    const uint64_t bias = ((last_bit_mask >> 1) - 1) + ((v & last_bit_mask) >> shift);
    v = ((v + bias) & ~(last_bit_mask - 1)) & all;
  }
  if (exponent_bits < src_exponent_bits) {
    const uint64_t bias = (uint64_t{1} << (src_exponent_bits - 1)) - 1;
    const uint64_t reduced_bias = (uint64_t{1} << (exponent_bits - 1)) - 1;
    const uint64_t exponent = v & exp_mask;
    const uint64_t signed_zero = v & sign_mask;
    if (exponent > ((bias + reduced_bias) << src_mantissa_bits)) {
      v = signed_zero | exp_mask;
    } else if (exponent <= ((bias - reduced_bias) << src_mantissa_bits)) {
      v = signed_zero;
    }
  }
  return v;
}

uint16_t f16_bits_from_double_in_general(double x) {
  const uint16_t sign = std::signbit(x) ? 0x8000 : 0;
  if (std::isnan(x)) return static_cast<uint16_t>(sign | 0x7e00 | ((std::bit_cast<uint64_t>(x) >> 42) & 0x3ff));  // quiet, payload kept
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
  if (exponent == 0x1f && mantissa) {  // a NaN keeps its sign and payload, as a hardware conversion does
    return std::bit_cast<double>((uint64_t{bits & 0x8000u} << 48) | (uint64_t{0x7ff} << 52) | (uint64_t(mantissa) << 42));
  }
  if (exponent == 0x1f) return sign * INFINITY;
  if (exponent == 0) return sign * std::ldexp(mantissa, -24);
  return sign * std::ldexp(1024 + mantissa, exponent - 25);
}

uint16_t bf16_bits_from_double_in_general(double x) {
  if (std::isnan(x)) return static_cast<uint16_t>((std::bit_cast<uint32_t>(static_cast<float>(x)) >> 16) | 0x40);  // quiet, payload kept
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

namespace {

// The bits of an already rounded finite nonzero |r| with `mantissa_bits` and
// the given bias: a normal or subnormal encoding.
uint8_t small_float_bits(double r, int mantissa_bits, int bias) {
  int e = 0;
  std::frexp(r, &e);
  const int exponent = e - 1;
  const int min_normal = 1 - bias;
  if (exponent < min_normal) return static_cast<uint8_t>(std::ldexp(r, mantissa_bits - min_normal));
  const double fraction = std::ldexp(r, -exponent) - 1.0;
  return static_cast<uint8_t>(((exponent + bias) << mantissa_bits) | static_cast<int>(std::ldexp(fraction, mantissa_bits)));
}

double small_float_value(uint8_t magnitude, int mantissa_bits, int bias) {
  const int exponent_field = magnitude >> mantissa_bits;
  const int mantissa = magnitude & ((1 << mantissa_bits) - 1);
  if (exponent_field == 0) return std::ldexp(mantissa, 1 - bias - mantissa_bits);
  return std::ldexp(1.0 + std::ldexp(mantissa, -mantissa_bits), exponent_field - bias);
}

}  // namespace

double Float8Format::largest() const {
  const int top_exponent = (1 << exponent_bits) - 1;
  switch (specials) {
    case Float8Specials::UnsignedPowersOfTwo: return std::ldexp(1.0, 254 - bias);
    case Float8Specials::Ieee: return std::ldexp(2.0 - std::ldexp(1.0, -mantissa_bits), top_exponent - 1 - bias);
    case Float8Specials::NanAtAllOnes: return std::ldexp(2.0 - std::ldexp(1.0, 1 - mantissa_bits), top_exponent - bias);
    case Float8Specials::NanAtNegativeZero: break;
  }
  return std::ldexp(2.0 - std::ldexp(1.0, -mantissa_bits), top_exponent - bias);
}

namespace {

// f8e8m0fnu (see Float8Specials): the exponent field of x's rounding, or -1 for NaN.
int e8m0_field(double x) {
  if (std::isnan(x) || std::isinf(x) || x <= 0.0) return -1;
  int e = 0;
  const double m = std::frexp(x, &e);  // x = m * 2^e, m in [0.5, 1)
  const int exponent = e - 1;
  if (exponent < -127) return 0;
  if (exponent == -127) return m == 0.5 ? 0 : 1;
  const int field = exponent + 127 + (m >= 0.75 ? 1 : 0);  // ties up
  return field > 254 ? -1 : field;
}

}  // namespace

double round_to_float8(double x, const Float8Format& f) {
  if (f.specials == Float8Specials::UnsignedPowersOfTwo) {
    const int field = e8m0_field(x);
    return field < 0 ? NAN : std::ldexp(1.0, field - 127);
  }
  const bool unsigned_zero = f.specials == Float8Specials::NanAtNegativeZero;  // its NaN has no sign either
  const double nan = unsigned_zero ? NAN : std::copysign(NAN, x);
  if (std::isnan(x)) return nan;
  if (std::isinf(x)) return f.specials == Float8Specials::Ieee ? x : nan;
  if (x == 0.0) return unsigned_zero ? 0.0 : x;
  int e = 0;
  std::frexp(std::fabs(x), &e);
  // The spacing of representable values around |x|; subnormals share the smallest normal's.
  const int quantum_exponent = std::max(e - 1, 1 - f.bias) - f.mantissa_bits;
  const double rounded = std::ldexp(std::nearbyint(std::ldexp(std::fabs(x), -quantum_exponent)), quantum_exponent);
  if (rounded > f.largest()) return f.specials == Float8Specials::Ieee ? std::copysign(INFINITY, x) : nan;
  if (rounded == 0.0 && unsigned_zero) return 0.0;
  return std::copysign(rounded, x);
}

uint8_t float8_bits_from_double(double x, const Float8Format& f) {
  if (f.specials == Float8Specials::UnsignedPowersOfTwo) {
    const int field = e8m0_field(x);
    return field < 0 ? 0xff : static_cast<uint8_t>(field);
  }
  const uint8_t sign = std::signbit(x) ? 0x80 : 0;
  const uint8_t top_exponent = static_cast<uint8_t>(((1 << f.exponent_bits) - 1) << f.mantissa_bits);
  const double r = round_to_float8(x, f);
  if (std::isnan(r)) {
    switch (f.specials) {
      case Float8Specials::Ieee: return sign | top_exponent | static_cast<uint8_t>(1 << (f.mantissa_bits - 1));  // quiet
      case Float8Specials::NanAtAllOnes: return sign | 0x7f;
      case Float8Specials::NanAtNegativeZero: return 0x80;
      case Float8Specials::UnsignedPowersOfTwo: break;  // above
    }
  }
  if (std::isinf(r)) return sign | top_exponent;
  if (r == 0.0) return std::signbit(r) ? 0x80 : 0;
  return sign | small_float_bits(std::fabs(r), f.mantissa_bits, f.bias);
}

double double_from_float8_bits(uint8_t bits, const Float8Format& f) {
  if (f.specials == Float8Specials::UnsignedPowersOfTwo) return bits == 0xff ? NAN : std::ldexp(1.0, bits - 127);
  const double sign = bits & 0x80 ? -1.0 : 1.0;
  const uint8_t magnitude = bits & 0x7f;
  const int exponent_field = magnitude >> f.mantissa_bits;
  const int mantissa = magnitude & ((1 << f.mantissa_bits) - 1);
  switch (f.specials) {
    case Float8Specials::Ieee:
      if (exponent_field == (1 << f.exponent_bits) - 1) return mantissa ? sign * NAN : sign * INFINITY;
      break;
    case Float8Specials::NanAtAllOnes:
      if (magnitude == 0x7f) return sign * NAN;
      break;
    case Float8Specials::NanAtNegativeZero:
      if (bits == 0x80) return NAN;
      break;
    case Float8Specials::UnsignedPowersOfTwo: break;  // above
  }
  return sign * small_float_value(magnitude, f.mantissa_bits, f.bias);
}

}  // namespace kiln
