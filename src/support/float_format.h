// Rounding and bit encodings of the narrow floating-point formats (f16, bf16) and of
// XLA's reduce-precision, all with IEEE round-half-to-even, done directly from
// double so that no value is rounded twice.
#pragma once

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

// The 8-bit floats XLA calls f8e4m3fn (bias 7, no infinities: the largest
// finite value is 448, NaN is S.1111.111, and a value that rounds past 448 is
// NaN) and f8e5m2 (IEEE-like: bias 15, infinities, largest finite 57344).
double round_to_f8e4m3fn(double x);
double round_to_f8e5m2(double x);
uint8_t f8e4m3fn_bits_from_double(double x);
double double_from_f8e4m3fn_bits(uint8_t bits);
uint8_t f8e5m2_bits_from_double(double x);
double double_from_f8e5m2_bits(uint8_t bits);

uint16_t f16_bits_from_double(double x);
double double_from_f16_bits(uint16_t bits);
uint16_t bf16_bits_from_double(double x);
double double_from_bf16_bits(uint16_t bits);

}  // namespace kiln
