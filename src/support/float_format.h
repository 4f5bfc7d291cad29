// Rounding and bit encodings of the narrow floating-point formats (f16, bf16) and of
// XLA's reduce-precision, all with IEEE round-half-to-even, done directly from
// double so that no value is rounded twice.
#pragma once

#include <bit>

#include <cstdint>

namespace kiln {

// Rounds x to the nearest value with `exponent_bits` and `mantissa_bits` (IEEE-style,
// with subnormals), ties to even; overflow gives +-inf, NaN stays NaN.
double round_to_float_format(double x, int exponent_bits, int mantissa_bits);

// XLA's reduce-precision on the bits of a float with `src_exponent_bits` and
// `src_mantissa_bits` (total 1 + e + m bits): the mantissa rounds half to even,
// then values outside the reduced format's normal range become +-inf or +-0
// (subnormals flush to zero, as XLA does). NaN stays NaN, or becomes inf when
// `mantissa_bits` is 0.
uint64_t reduce_precision_bits(uint64_t bits, int src_exponent_bits, int src_mantissa_bits, int exponent_bits,
                               int mantissa_bits);

// XLA's 8-bit floats, each an exponent and mantissa width, a bias and a way
// of spending the special encodings (ml_dtypes' semantics, which XLA follows):
//   ieee:  the top exponent is inf (mantissa 0) or NaN, as in IEEE 754
//          (f8e5m2, f8e4m3, f8e3m4);
//   fn:    finite, only S.1111.111 is NaN (f8e4m3fn);
//   fnuz:  finite, no -0: the bits 0x80 are the only NaN (f8e4m3fnuz,
//          f8e5m2fnuz, f8e4m3b11fnuz);
//   e8m0:  no sign, no mantissa, no zero: the bits E are 2^(E - 127), 0xff is
//          NaN (f8e8m0fnu, the MX formats' scale). Zero, negative values and
//          infinities are NaN; ties round up (the implicit 1 is odd); below
//          2^-127 is 2^-127, and so (as ml_dtypes has it) is nothing else of
//          [2^-127, 2^-126): the rest of that range is 2^-126.
// A value that rounds past the largest finite one is inf where the format has
// it, else NaN; so is an infinite input.
enum class Float8Specials { Ieee, NanAtAllOnes, NanAtNegativeZero, UnsignedPowersOfTwo };
struct Float8Format {
  int exponent_bits, mantissa_bits, bias;
  Float8Specials specials;
  double largest() const;  // the largest finite value
};

double round_to_float8(double x, const Float8Format& format);  // exactly representable result
uint8_t float8_bits_from_double(double x, const Float8Format& format);
double double_from_float8_bits(uint8_t bits, const Float8Format& format);

// Rounds a double whose value is a normal number of a narrower binary format
// (exponent within [min_exponent, max_exponent]) to that format's bits,
// nearest-even, straight from the double's bits; kNotNormal for any other
// value (zero, subnormal in the narrow format, rounding to infinity, inf,
// NaN), which the general path takes. Inline: every element of a large bf16
// or f16 array passes here.
inline constexpr uint32_t kNotNormal = 0xFFFFFFFF;
inline uint32_t narrow_normal_bits(double x, int mantissa_bits, int exponent_bits, int min_exponent, int max_exponent) {
  const uint64_t bits = std::bit_cast<uint64_t>(x);
  const uint64_t magnitude = bits & 0x7FFFFFFFFFFFFFFF;
  const int exponent = static_cast<int>(magnitude >> 52) - 1023;
  if (exponent < min_exponent || exponent > max_exponent) return kNotNormal;
  const int shift = 52 - mantissa_bits;
  const uint64_t rounded = magnitude + ((uint64_t{1} << (shift - 1)) - 1) + ((magnitude >> shift) & 1);
  const int rounded_exponent = static_cast<int>(rounded >> 52) - 1023;
  if (rounded_exponent > max_exponent) return kNotNormal;
  const uint32_t mantissa = static_cast<uint32_t>((rounded >> shift) & ((uint64_t{1} << mantissa_bits) - 1));
  const uint32_t biased = static_cast<uint32_t>(rounded_exponent - min_exponent + 1);
  const uint32_t sign = static_cast<uint32_t>(bits >> 63);
  return (sign << (mantissa_bits + exponent_bits)) | (biased << mantissa_bits) | mantissa;
}

// Every other value: zeros, subnormals, overflow, infinities, NaNs (payload kept).
uint16_t f16_bits_from_double_in_general(double x);
uint16_t bf16_bits_from_double_in_general(double x);

inline uint16_t f16_bits_from_double(double x) {
  const uint32_t fast = narrow_normal_bits(x, 10, 5, -14, 15);
  return fast != kNotNormal ? static_cast<uint16_t>(fast) : f16_bits_from_double_in_general(x);
}
double double_from_f16_bits(uint16_t bits);
inline uint16_t bf16_bits_from_double(double x) {
  const uint32_t fast = narrow_normal_bits(x, 7, 8, -126, 127);
  return fast != kNotNormal ? static_cast<uint16_t>(fast) : bf16_bits_from_double_in_general(x);
}
double double_from_bf16_bits(uint16_t bits);

}  // namespace kiln
