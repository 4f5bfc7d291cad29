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

uint16_t f16_bits_from_double(double x);
double double_from_f16_bits(uint16_t bits);
uint16_t bf16_bits_from_double(double x);
double double_from_bf16_bits(uint16_t bits);

}  // namespace kiln
