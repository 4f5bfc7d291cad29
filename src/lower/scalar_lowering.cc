#include "lower/scalar_lowering.h"

#include <fmt/format.h>

#include <cmath>
#include <cstring>
#include <unordered_map>

#include "support/float_format.h"

#include "support/error.h"

namespace kiln::lower {

using Halide::Expr;
using Halide::Type;

namespace {

// NaN and infinity tested on the bits: Halide compiles float code with
// fast-math flags, under which LLVM may fold is_nan(x) to false and x == x to
// true wherever it can see x flow through arithmetic (then compare EQ said true
// for NaN, max reductions and clamp dropped NaN). Integer tests it cannot fold.
Expr magnitude_bits(Expr x) {
  const int bits = x.type().bits();
  const Type u = Halide::UInt(bits);
  return Halide::reinterpret(u, x) & Halide::cast(u, Halide::Expr((uint64_t{1} << (bits - 1)) - 1));
}
Expr infinity_bits(const Type& t) {
  const int bits = t.bits();
  const int mantissa = bits == 64 ? 52 : bits == 32 ? 23 : t.is_bfloat() ? 7 : 10;
  const uint64_t exponent_mask = ((uint64_t{1} << (bits - 1)) - 1) & ~((uint64_t{1} << mantissa) - 1);
  return Halide::cast(Halide::UInt(bits), Halide::Expr(exponent_mask));
}
Expr is_nan_bits(Expr x) { return magnitude_bits(x) > infinity_bits(x.type()); }
Expr is_inf_bits(Expr x) { return magnitude_bits(x) == infinity_bits(x.type()); }


// bf16 -> f32 as bits: exact, and the form every backend compiles (LLVM 14's
// NVPTX backend aborts on Halide's own bf16 -> f32 conversion).
Expr bf16_to_f32(Expr e) {
  return Halide::reinterpret(Halide::Float(32), Halide::cast(Halide::UInt(32), Halide::reinterpret(Halide::UInt(16), e)) << 16);
}
// f32 -> bf16 as bits, rounded to nearest even; NaN stays NaN (quieted, sign
// kept). The same bits as Halide's own cast, in a form LLVM 14's NVPTX backend
// compiles (it crashes on Halide's bf16 casts next to other bf16 arithmetic).
// The select comes before the shift: a bf16 widened right after (a bias add
// after a convolution) is then one AND of the selected bits, not a shift
// down and a shift up.
Expr f32_to_bf16(Expr f) {
  Expr bits = Halide::reinterpret(Halide::UInt(32), f);
  Expr rounded = bits + Halide::cast(Halide::UInt(32), 0x7fff) + ((bits >> 16) & Halide::cast(Halide::UInt(32), 1));
  Expr quiet = bits | Halide::cast(Halide::UInt(32), 0x400000);
  return Halide::reinterpret(Halide::BFloat(16), Halide::cast(Halide::UInt(16), Halide::select(is_nan_bits(f), quiet, rounded) >> 16));
}
Expr to_f32(Expr e) {
  if (e.type() != Halide::BFloat(16)) return Halide::cast(Halide::Float(32), e);
  // A bf16 constant widens exactly: as an f32 immediate the simplifier can fold
  // the NaN and zero tests of max, min and clamp against it (relu6's bounds).
  if (const double* v = Halide::Internal::as_const_float(e)) return Halide::Internal::FloatImm::make(Halide::Float(32), *v);
  return bf16_to_f32(e);
}

// 8-bit floats are kept as their bits (UInt(8)) and computed in f32; both
// conversions give the reference's bits (support/float_format.cc, where each
// format's specials are spelled out). e5m2 is the top byte of an f16 (5
// exponent bits, bias 15): widened through it. The others field by field.
Expr f8_to_f32(Expr bits, DType d) {
  const Type u32 = Halide::UInt(32), f32 = Halide::Float(32);
  if (d == DType::F8E5M2) return Halide::cast(f32, Halide::reinterpret(Halide::Float(16), Halide::cast(Halide::UInt(16), bits) << 8));
  const Float8Format f = float8_format(d);
  auto u = [&](int64_t v) { return Halide::cast(u32, Halide::Expr(v)); };
  if (f.specials == Float8Specials::UnsignedPowersOfTwo) {  // the bits are f32's exponent field; 0 is 2^-127, an f32 subnormal
    Expr b = Halide::cast(u32, bits);
    return Halide::reinterpret(f32, Halide::select(b == u(0xff), u(0x7fc00000), Halide::select(b == u(0), u(0x00400000), b << 23)));
  }
  Expr b = Halide::cast(u32, bits);
  Expr sign = (b & u(0x80)) << 24;
  Expr magnitude = b & u(0x7f);
  Expr exponent = magnitude >> f.mantissa_bits, mantissa = magnitude & u((1 << f.mantissa_bits) - 1);
  Expr normal = sign | ((exponent + u(127 - f.bias)) << 23) | (mantissa << (23 - f.mantissa_bits));
  const float subnormal_unit = std::ldexp(1.0f, 1 - f.bias - f.mantissa_bits);  // m * 2^(1 - bias - mantissa bits), exact
  Expr subnormal = sign | Halide::reinterpret(u32, Halide::cast(f32, mantissa) * subnormal_unit);
  Expr value = Halide::select(exponent == u(0), subnormal, normal);
  const int64_t top_exponent = (1 << f.exponent_bits) - 1;
  switch (f.specials) {
    case Float8Specials::Ieee:
      value = Halide::select(exponent == u(top_exponent), sign | u(0x7f800000) | Halide::select(mantissa == u(0), u(0), u(0x400000)), value);
      break;
    case Float8Specials::NanAtAllOnes: value = Halide::select(magnitude == u(0x7f), sign | u(0x7fc00000), value); break;
    case Float8Specials::NanAtNegativeZero: value = Halide::select(b == u(0x80), u(0x7fc00000), value); break;
    case Float8Specials::UnsignedPowersOfTwo: break;  // above
  }
  return Halide::reinterpret(f32, value);
}

// An f32 or f64 rounded once, to nearest even, to an 8-bit float's bits:
// |x| scaled by its quantum (2^(exponent - mantissa bits), the exponent no
// lower than the smallest normal's) is rounded to an integer exactly, then
// the rounded value is encoded. Past the largest finite value, and inf: inf
// where the format has it, else NaN. The sign kept (-0 too) except in the
// fnuz formats, whose 0x80 is their only NaN.
// f8e8m0fnu from an f32 or f64 (support/float_format.h has the rules): its
// bits are the input's exponent, biased by 127, plus one for a fraction of at
// least one half.
Expr float_to_e8m0(Expr x) {
  const Type ft = x.type();
  const int w = ft.bits(), fraction_bits = w == 64 ? 52 : 23, float_bias = w == 64 ? 1023 : 127;
  const Type ut = Halide::UInt(w), it = Halide::Int(w), u8 = Halide::UInt(8);
  auto u = [&](int64_t v) { return Halide::cast(ut, Halide::Expr(v)); };
  auto byte = [&](int v) { return Halide::cast(u8, v); };
  Expr bits = Halide::reinterpret(ut, x);
  Expr magnitude = bits & u((int64_t{1} << (w - 1)) - 1);
  Expr field = magnitude >> fraction_bits, fraction = magnitude & u((int64_t{1} << fraction_bits) - 1);
  Expr nan = (bits >> (w - 1)) != u(0) || magnitude == u(0) || field == u((int64_t{1} << (w - 1 - fraction_bits)) - 1);
  Expr e = Halide::cast(it, field) - Halide::cast(it, float_bias);
  Expr rounded = e + Halide::cast(it, 127) + Halide::select(fraction >= u(int64_t{1} << (fraction_bits - 1)), Halide::cast(it, 1), Halide::cast(it, 0));
  Expr normal = Halide::select(rounded > Halide::cast(it, 254), byte(0xff), Halide::cast(u8, rounded));
  // [2^-127, 2^-126): 2^-127 itself, the rest up; below: 2^-127. For f32 that range is subnormal.
  Expr tiny = w == 32 ? Halide::select(magnitude > u(0x00400000), byte(1), byte(0))
                      : Halide::select(e < Halide::cast(it, -127), byte(0), Halide::select(fraction != u(0), byte(1), byte(0)));
  Expr is_tiny = w == 32 ? field == u(0) : e <= Halide::cast(it, -127);
  return Halide::select(nan, byte(0xff), Halide::select(is_tiny, tiny, normal));
}

Expr float_to_f8(Expr x, DType d) {
  const Float8Format f = float8_format(d);
  if (f.specials == Float8Specials::UnsignedPowersOfTwo) return float_to_e8m0(x);
  const int mantissa_bits = f.mantissa_bits, min_normal = 1 - f.bias;
  const Type ft = x.type();
  const int w = ft.bits(), fraction_bits = w == 64 ? 52 : 23, float_bias = w == 64 ? 1023 : 127;
  const Type ut = Halide::UInt(w), it = Halide::Int(w), u8 = Halide::UInt(8);
  auto u = [&](int64_t v) { return Halide::cast(ut, Halide::Expr(v)); };
  auto byte = [&](int v) { return Halide::cast(u8, v); };
  auto power_of_two = [&](Expr e) { return Halide::reinterpret(ft, Halide::cast(ut, e + Halide::cast(it, float_bias)) << fraction_bits); };
  // The unbiased exponent field of a value's bits (f32/f64 subnormals read as
  // the smallest exponent: far below 8-bit floats, they round to 0).
  auto exponent_of = [&](Expr b) {
    return Halide::cast(it, (b >> fraction_bits) & u((int64_t{1} << (w - 1 - fraction_bits)) - 1)) - Halide::cast(it, float_bias);
  };
  Expr bits = Halide::reinterpret(ut, x);
  Expr sign = Halide::cast(u8, bits >> (w - 1)) << 7;
  Expr a = Halide::reinterpret(ft, bits & u((int64_t{1} << (w - 1)) - 1));
  Expr quantum = Halide::max(exponent_of(bits), Halide::cast(it, min_normal)) - Halide::cast(it, mantissa_bits);
  Expr r = Halide::round(a * power_of_two(-quantum)) * power_of_two(quantum);  // ties to even, exact
  Expr r_bits = Halide::reinterpret(ut, r);
  Expr r_exponent = exponent_of(r_bits);
  Expr normal = Halide::cast(u8, ((r_exponent + Halide::cast(it, f.bias)) << mantissa_bits) |
                                     Halide::cast(it, (r_bits >> (fraction_bits - mantissa_bits)) & u((1 << mantissa_bits) - 1)));
  Expr subnormal = Halide::cast(u8, r * power_of_two(Halide::cast(it, mantissa_bits - min_normal)));
  Expr magnitude = Halide::select(r == Halide::cast(ft, 0), byte(0), Halide::select(r_exponent < Halide::cast(it, min_normal), subnormal, normal));
  Expr out_of_range = is_nan_bits(x) || r > Halide::cast(ft, Halide::Expr(f.largest()));
  const int top_exponent = ((1 << f.exponent_bits) - 1) << mantissa_bits;
  switch (f.specials) {
    case Float8Specials::Ieee: {
      Expr special = Halide::select(is_nan_bits(x), byte(top_exponent | (1 << (mantissa_bits - 1))), byte(top_exponent));
      return sign | Halide::select(out_of_range, special, magnitude);
    }
    case Float8Specials::NanAtAllOnes: return sign | Halide::select(out_of_range, byte(0x7f), magnitude);
    case Float8Specials::NanAtNegativeZero:
    case Float8Specials::UnsignedPowersOfTwo: break;
  }
  return Halide::select(out_of_range, byte(0x80), Halide::select(magnitude == byte(0), byte(0), sign | magnitude));
}

Expr widen(Expr e, DType d) {
  if (is_f8(d)) return f8_to_f32(e, d);
  return is_narrow_float(d) ? to_f32(e) : e;
}
// f32 or f64 -> f16; Halide's own cast turns NaN into inf: NaN stays NaN (quiet, sign kept).
Expr to_f16(Expr w) {
  const int bits = w.type().bits();
  Expr sign = Halide::cast(Halide::UInt(16), Halide::reinterpret(Halide::UInt(bits), w) >> (bits - 1)) << 15;
  Expr nan = Halide::reinterpret(Halide::Float(16), sign | Halide::cast(Halide::UInt(16), 0x7e00));
  return Halide::select(is_nan_bits(w), nan, Halide::cast(Halide::Float(16), w));
}
Expr narrow(Expr e, DType d) {
  if (is_f8(d)) return float_to_f8(e.type().is_float() ? e : Halide::cast(Halide::Float(64), e), d);
  if (d == DType::BF16) return f32_to_bf16(Halide::cast(Halide::Float(32), e));
  if (d == DType::F16) return to_f16(e);
  return Halide::cast(halide_type(d), e);
}
// `e` is a narrow value widened (max and min return one of their operands):
// its low bits are zero, so bf16 needs no rounding, only the high half (NaN
// payloads included). Saves most of a relu6's work on bf16.
Expr narrow_exact(Expr e, DType d) {
  if (d != DType::BF16) return narrow(e, d);
  return Halide::reinterpret(Halide::BFloat(16), Halide::cast(Halide::UInt(16), Halide::reinterpret(Halide::UInt(32), e) >> 16));
}

Type unsigned_of(DType d) { return Halide::UInt(dtype_bits(d)); }

// Whether a signed integer is negative, from its sign bit: Halide 14's
// simplifier tracks 64-bit bounds in int64 and misjudged x < 0 and x > 0
// next to INT64_MIN (sign(select(c, INT64_MIN, x)) came out 1 everywhere).
Expr is_negative_int(Expr x) {
  const int bits = x.type().bits();
  return (Halide::reinterpret(Halide::UInt(bits), x) >> Halide::cast(Halide::UInt(bits), bits - 1)) != Halide::cast(Halide::UInt(bits), 0);
}
Type signed_of(DType d) { return Halide::Int(dtype_bits(d)); }

// Sub-byte integers (s4, u4, s2, u2) live sign- or zero-extended in a byte and
// compute as that byte's type: wrapping mod 2^8 and then bringing the result
// back into range wraps mod 2^bits. What that does not get right is lowered
// apart: shifts (their amounts count against the value's width), comparisons
// of the other signedness, popcount, count-leading-zeros and converts from
// floats (which saturate to the value's range).
}  // namespace

Expr in_range_of(DType d, Expr byte) {
  if (!is_sub_byte(d)) return byte;
  const int spare = 8 - dtype_bits(d);
  if (is_signed_int(d)) {
    Expr shifted_up = Halide::reinterpret(Halide::Int(8), Halide::reinterpret(Halide::UInt(8), byte) << spare);
    return shifted_up >> spare;  // arithmetic: sign-extends
  }
  return Halide::reinterpret(Halide::UInt(8), byte) & Halide::cast(Halide::UInt(8), (1 << dtype_bits(d)) - 1);
}
// A sub-byte value's bits, zero-extended (u8), and sign-extended (s8).
Expr widen_for_compute(Expr e, DType d) { return widen(e, d); }

Expr ieee(Expr e) { return e.type().is_float() ? Halide::strict_float(e) : e; }
Expr round_to_dtype(Expr e, DType d) { return narrow(e, d); }

namespace {
// Flips the magnitude bits of negative values: sign-magnitude order becomes
// two's-complement order. Applied twice, it is the identity.
Expr flip_negative_magnitudes(Expr bits) {
  const int w = bits.type().bits();
  return bits ^ ((bits >> (w - 1)) & Halide::cast(bits.type(), Halide::Expr((uint64_t{1} << (w - 1)) - 1)));
}
}  // namespace

Expr float_order_key(Expr x, bool nan_last) {
  const int w = x.type().bits();
  const Type i = Halide::Int(w);
  Expr nan_key = nan_last ? i.max() : i.min();
  return Halide::select(is_nan_bits(x), nan_key, flip_negative_magnitudes(Halide::reinterpret(i, x)));
}

Expr float_from_order_key(Expr key) {
  return Halide::reinterpret(Halide::Float(key.type().bits()), flip_negative_magnitudes(key));
}

Expr signed_bits(Expr x) { return Halide::reinterpret(Halide::Int(x.type().bits()), x); }

bool may_be_negative_zero(const Expr& init) {
  const double* c = Halide::Internal::as_const_float(init);
  return !c || (*c == 0 && std::signbit(*c));
}

Expr sum_with_signed_zero(Expr sum, Expr init, Expr all_terms_negative_zero) {
  // Zeros built from bits: a float immediate 0 may come out as -0 (seen).
  const Type u = Halide::UInt(sum.type().bits()), i = Halide::Int(sum.type().bits());
  const Expr is_zero = (Halide::reinterpret(u, sum) << 1) == Halide::Internal::make_zero(u);
  Expr zero = Halide::reinterpret(sum.type(), Halide::Internal::make_zero(i));
  if (all_terms_negative_zero.defined()) {
    const Expr init_negative_zero = signed_bits(init) == Halide::Int(init.type().bits()).min();
    // -0 from unsigned bits: Halide 14's OpenCL C prints a signed INT_MIN
    // as `-2147483648`, a long in C, which as_float rejects.
    const Expr negative_zero = Halide::reinterpret(sum.type(), Halide::Internal::make_const(u, uint64_t{1} << (sum.type().bits() - 1)));
    zero = Halide::select(init_negative_zero && all_terms_negative_zero, negative_zero, zero);
  }
  return Halide::select(is_zero, zero, sum);
}

Expr sub_byte_bits(DType d, Expr x) {
  return Halide::reinterpret(Halide::UInt(8), x) & Halide::cast(Halide::UInt(8), (1 << dtype_bits(d)) - 1);
}

namespace {

Expr sub_byte_signed(DType d, Expr x) { return in_range_of(d == DType::U4 ? DType::S4 : d == DType::U2 ? DType::S2 : d, x); }

// Integer arithmetic in the unsigned type of the same width, so that signed
// overflow wraps instead of being undefined.
Expr wrapping(DType d, Expr a, Expr b, char op) {
  const Type u = unsigned_of(d);
  Expr ua = Halide::reinterpret(u, a), ub = Halide::reinterpret(u, b);
  Expr r = op == '+' ? ua + ub : op == '-' ? ua - ub : ua * ub;
  return Halide::reinterpret(halide_type(d), r);
}

// A libm function called from generated code (for what Halide lacks, or lacks
// accurately): scalar calls, exact answers.
Expr libm(const std::string& name, const std::vector<Expr>& args) {
  const Type t = args[0].type();
  const std::string fn = t == Halide::Float(32) ? name + "f" : name;
  return Halide::Internal::Call::make(t, fn, args, Halide::Internal::Call::PureExtern);
}

// Halide's vectorizable f32 exp, log and erf are polynomials that get the ends of
// their ranges wrong (exp(inf) = 0, exp(NaN) = 0, log(inf) = 88.7, erf(inf) =
// NaN): the ends are patched here. f64 calls libm, which is right already.
Expr exp_ieee(Expr v) {
  if (v.type() != Halide::Float(32)) return Halide::exp(v);
  const Expr inf = Halide::Expr(INFINITY);
  return Halide::select(is_nan_bits(v), v, Halide::select(v > 88.7228394f, inf, Halide::select(v < -104.0f, Halide::Expr(0.0f), Halide::exp(v))));
}
Expr log_ieee(Expr v) {
  if (v.type() != Halide::Float(32)) return Halide::log(v);
  // Halide's scalar (unvectorized) f32 log returns garbage, not NaN, for some
  // negative inputs: the domain is spelled out. Its polynomial is 4% off on
  // denormals, which are scaled into the normal range first (log(v * 2^24) -
  // 24 ln 2); its +inf check is a bit test, which fast-math cannot fold away.
  const Expr nan = Halide::Expr(NAN);
  const Expr denormal = v < 1.17549435e-38f;
  const Expr scaled_log = Halide::log(Halide::select(denormal, v * 16777216.0f, v)) - Halide::select(denormal, Halide::Expr(16.6355323f), 0.0f);
  return Halide::select(is_nan_bits(v) || v < 0.0f, nan,
                        Halide::select(v == 0.0f, Halide::Expr(-INFINITY), Halide::select(is_inf_bits(v), v, scaled_log)));
}
Expr erf_ieee(Expr v) {
  if (v.type() != Halide::Float(32)) return libm("erf", {v});
  return Halide::select(is_nan_bits(v), v, Halide::erf(Halide::clamp(v, -10.0f, 10.0f)));
}

// IEEE a != b: true when either is NaN. Halide emits float != as LLVM's ordered
// not-equal in some code paths (false for NaN), so NaN is tested explicitly.
Expr unordered_ne(Expr a, Expr b) { return is_nan_bits(a) || is_nan_bits(b) || a != b; }

// Vectorizable f32 tanh (Halide's is a scalar libm call): x clamped to where
// tanh rounds to +-1, then x * P(x^2) / Q(x^2), a 13/6 rational approximation
// (the form Eigen uses for float tanh): FMAs and one division, within ~2 ulp.
Expr tanh_ieee(Expr v) {
  if (v.type() != Halide::Float(32)) return Halide::tanh(v);
  Expr x = Halide::clamp(v, -7.90531110763549805f, 7.90531110763549805f);
  Expr x2 = x * x;
  Expr p = -2.76076847742355e-16f;
  for (float c : {2.00018790482477e-13f, -8.60467152213735e-11f, 5.12229709037114e-08f, 1.48572235717979e-05f,
                  6.37261928875436e-04f, 4.89352455891786e-03f}) {
    p = p * x2 + c;
  }
  Expr q = 1.19825839466702e-06f;
  for (float c : {1.18534705686654e-04f, 2.26843463243900e-03f, 4.89352518554385e-03f}) q = q * x2 + c;
  Expr r = x * p / q;
  // Tiny |x|: tanh(x) = x to the last bit; NaN stays NaN.
  return Halide::select(is_nan_bits(v), v, Halide::select(Halide::abs(v) < 0.0004f, v, r));
}

// NaN first, then the reference's rule `a > b ? a : b`: of -0 and +0 the
// second operand wins, which Halide's max (x86 maxps) does not promise
// (clamp(0, -0, 6) came out -0; the reference says +0). Zeros are told by
// their bits: Halide simplifies a float select(a > b, a, b) back into max.
Expr both_zero(Expr a, Expr b) {
  const Expr zero = Halide::cast(Halide::UInt(a.type().bits()), 0);
  return magnitude_bits(a) == zero && magnitude_bits(b) == zero;
}
// IEEE 754 maximum and minimum of two zeros, -0 < +0: the larger has its sign
// bit set only if both have (AND of the bits), the smaller if either has (OR).
Expr zeros_combined(Expr a, Expr b, bool larger) {
  const Type u = Halide::UInt(a.type().bits());
  Expr x = Halide::reinterpret(u, a), y = Halide::reinterpret(u, b);
  return Halide::reinterpret(a.type(), larger ? (x & y) : (x | y));
}
// max(x, +0), a relu, on the bits: as signed integers every float above -inf
// (+0, positives, +NaN, -NaN) is greater than -inf's bits; the rest (-0,
// negatives, -inf) become +0. One compare and a select instead of five ops.
bool is_positive_zero(const Expr& e) {
  const double* v = Halide::Internal::as_const_float(e);
  return v && *v == 0 && !std::signbit(*v);
}
Expr relu(Expr x) {
  const int bits = x.type().bits();
  const Expr minus_infinity = Halide::cast(Halide::Int(bits), Halide::Expr(bits == 64 ? int64_t(0xfff0000000000000ull) : int64_t(int32_t(0xff800000u))));
  return Halide::select(Halide::reinterpret(Halide::Int(bits), x) > minus_infinity, x, Halide::cast(x.type(), 0));
}
Expr nan_max(Expr a, Expr b) {
  if ((a.type().bits() == 32 || a.type().bits() == 64) && is_positive_zero(b)) return relu(a);
  return Halide::select(is_nan_bits(a), a, Halide::select(is_nan_bits(b), b, Halide::select(both_zero(a, b), zeros_combined(a, b, true), Halide::max(a, b))));
}
Expr nan_min(Expr a, Expr b) {
  return Halide::select(is_nan_bits(a), a, Halide::select(is_nan_bits(b), b, Halide::select(both_zero(a, b), zeros_combined(a, b, false), Halide::min(a, b))));
}

}  // namespace

Expr clamp_rounded_to_bf16(Expr lo, Expr x, Expr hi) {
  const double* l = Halide::Internal::as_const_float(lo);
  const double* h = Halide::Internal::as_const_float(hi);
  if (x.type() != Halide::Float(32) || !l || !h || std::isnan(*l) || std::isnan(*h) || *h == 0 || (*l == 0 && std::signbit(*l))) return {};
  // NaN only where x is NaN, and no zeros to order but relu's: the clamp is
  // plain max and min, its rounding needs no NaN test, and x's one test
  // (the one narrowing x would make) picks x's quieted NaN.
  Expr low = *l == 0 ? relu(x) : Halide::max(x, lo);
  Expr bits = Halide::reinterpret(Halide::UInt(32), Halide::min(low, hi));
  Expr rounded = (bits + Halide::cast(Halide::UInt(32), 0x7fff) + ((bits >> 16) & Halide::cast(Halide::UInt(32), 1))) >> 16;
  Expr quiet = (Halide::reinterpret(Halide::UInt(32), x) >> 16) | Halide::cast(Halide::UInt(32), 0x40);
  return Halide::reinterpret(Halide::BFloat(16), Halide::cast(Halide::UInt(16), Halide::select(is_nan_bits(x), quiet, rounded)));
}

namespace {

// -NaN < -inf < ... < -0 < +0 < ... < inf < NaN as signed integers.
Expr total_order_key(Expr x, DType d) {
  const int bits = x.type().bits();
  const Type s = Halide::Int(bits);
  Expr i = Halide::reinterpret(s, x);
  Expr max_value = Halide::cast(s, Halide::Int(bits).max());
  Expr key = i ^ ((i >> (bits - 1)) & max_value);
  // An fnuz format's one NaN (0x80, where -0 would be) has no sign: it orders
  // last, after the largest finite value, as the reference's +NaN does.
  if (d == DType::F8E8M0FNU) return Halide::cast(Halide::Int(16), Halide::reinterpret(Halide::UInt(8), x));  // no sign: the bits order the values, NaN (0xff) last
  if (is_f8(d) && float8_format(d).specials == Float8Specials::NanAtNegativeZero) {
    return Halide::select(x == Halide::cast(x.type(), 0x80), Halide::cast(Halide::Int(16), 128), Halide::cast(Halide::Int(16), key));
  }
  return key;
}

// A float's IEEE order as a signed integer of its width (NaN aside): -0 and
// +0 share the key 0, a negative value is minus its magnitude's bits. Shifts,
// not masks: a 64-bit mask constant is one Halide 14 folds wrongly.
Expr ieee_order_key(Expr x) {
  const int bits = x.type().bits();
  const Type u = Halide::UInt(bits), s = Halide::Int(bits);
  const Expr raw = Halide::reinterpret(u, x);
  const Expr one = Halide::cast(u, 1), top = Halide::cast(u, bits - 1);
  const Expr magnitude = Halide::reinterpret(s, (raw << one) >> one);
  const Expr negative = (raw >> top) != Halide::cast(u, 0);
  return Halide::select(negative, Halide::cast(s, 0) - magnitude, magnitude);
}

Expr float_pow(Expr x, Expr y) {
  const Type t = x.type();
  // A small integral constant exponent is repeated multiplication: exact for
  // 0, 1, 2 and within an ulp for 3 and 4, and much cheaper than exp(y log x).
  if (const double* c = Halide::Internal::as_const_float(y)) {
    if (*c == 1.0) return x;
    if (*c == 2.0) return x * x;
    if (*c == 3.0) return x * x * x;
    if (*c == 4.0) return (x * x) * (x * x);
  }
  // Otherwise C's pow in double (libm on the CPU, libdevice on a GPU), as the
  // reference computes it: negative bases, infinities and NaN (x^0 = 1^y = 1)
  // follow C, and an f32 result is the double rounded once. Halide's f32 pow
  // is exp(y log x) with its polynomial exp, which gave pow(2.5, inf) = 0 and
  // pow(5.5, 2) 2 ulp off.
  if (t.bits() == 64) return Halide::pow(x, y);
  return Halide::cast(t, Halide::pow(Halide::cast(Halide::Float(64), x), Halide::cast(Halide::Float(64), y)));
}

Expr int_pow(DType d, Expr base, Expr exponent) {
  const int bits = dtype_bits(d);
  const Type u = unsigned_of(d);
  const Expr e = Halide::reinterpret(u, exponent);
  // Square and multiply, each square named once by a let around the whole
  // product. The base goes through a reinterpret to the signed type and
  // back, which Halide's bounds inference cannot see through: where the
  // base is one loaded element (a one-element tensor), it is a "single
  // point", and bounds inference substituted base * base * ... into every
  // square, a tree of 2^32 nodes that never finished compiling for u32.
  std::vector<std::pair<std::string, Expr>> squares;
  Expr b = Halide::reinterpret(u, Halide::reinterpret(Halide::Int(u.bits()), base)), result = Halide::cast(u, 1);
  for (int i = 0; i < bits; ++i) {
    const std::string name = Halide::Internal::unique_name('p');
    squares.emplace_back(name, b);
    const Expr square = Halide::Internal::Variable::make(u, name);
    result = result * Halide::select(((e >> i) & Halide::cast(u, 1)) != Halide::cast(u, 0), square, Halide::cast(u, 1));
    b = square * square;
  }
  for (auto it = squares.rbegin(); it != squares.rend(); ++it) result = Halide::Internal::Let::make(it->first, it->second, result);
  Expr r = Halide::reinterpret(halide_type(d), result);
  Expr one = Halide::cast(halide_type(d), 1);
  // Tests on the bits: Halide rewrites base == 1 as base - 1 == 0, which
  // overflowed at compile time for base INT_MIN.
  if (is_signed_int(d)) r = Halide::select(is_negative_int(exponent), Halide::cast(halide_type(d), 0), r);
  return Halide::select(Halide::reinterpret(u, base) == Halide::cast(u, 1) || e == Halide::cast(u, 0), one, r);
}

// reduce_precision_bits (support/float_format.h) as expressions on the bits.
Expr reduce_precision(DType d, Expr x, int exponent_bits, int mantissa_bits) {
  const int src_e = float_exponent_bits(d), src_m = float_mantissa_bits(d), total = dtype_bits(d);
  const Type u = Halide::UInt(total);
  auto k = [&](uint64_t v) { return Halide::cast(u, Halide::Expr(v)); };
  Expr v = Halide::reinterpret(u, x);
  const uint64_t exp_mask = ((uint64_t{1} << src_e) - 1) << src_m;
  const uint64_t sign_mask = uint64_t{1} << (total - 1);
  if (mantissa_bits < src_m) {
    const int shift = src_m - mantissa_bits;
    const uint64_t last = uint64_t{1} << shift;
    Expr bias = k((last >> 1) - 1) + ((v & k(last)) >> k(static_cast<uint64_t>(shift)));
    v = (v + bias) & k(~(last - 1));
  }
  if (exponent_bits < src_e) {
    const uint64_t bias = (uint64_t{1} << (src_e - 1)) - 1;
    const uint64_t reduced_bias = (uint64_t{1} << (exponent_bits - 1)) - 1;
    Expr exponent = v & k(exp_mask);
    Expr signed_zero = v & k(sign_mask);
    v = Halide::select(exponent > k((bias + reduced_bias) << src_m), signed_zero | k(exp_mask),
                       Halide::select(exponent <= k((bias - reduced_bias) << src_m), signed_zero, v));
  }
  Expr nan_result = mantissa_bits > 0 ? x : Halide::reinterpret(halide_type(d), (Halide::reinterpret(u, x) & k(sign_mask)) | k(exp_mask));
  return Halide::select(is_nan_bits(to_f32(x)), nan_result, Halide::reinterpret(halide_type(d), v));
}

}  // namespace

Type halide_type(DType d) {
  switch (d) {
    case DType::Pred: return Halide::Bool();
    case DType::S8:
    case DType::S4:
    case DType::S2: return Halide::Int(8);  // sub-byte values sign-extended in a byte
    case DType::S16: return Halide::Int(16);
    case DType::S32: return Halide::Int(32);
    case DType::S64: return Halide::Int(64);
    case DType::U8:
    case DType::U4:
    case DType::U2: return Halide::UInt(8);
    case DType::U16: return Halide::UInt(16);
    case DType::U32: return Halide::UInt(32);
    case DType::U64: return Halide::UInt(64);
    case DType::F16: return Halide::Float(16);
    case DType::BF16: return Halide::BFloat(16);
    case DType::F32: return Halide::Float(32);
    case DType::F64: return Halide::Float(64);
    case DType::F8E4M3FN:
    case DType::F8E5M2:
    case DType::F8E4M3:
    case DType::F8E3M4:
    case DType::F8E4M3FNUZ:
    case DType::F8E5M2FNUZ:
    case DType::F8E4M3B11FNUZ:
    case DType::F8E8M0FNU: return Halide::UInt(8);  // the bits; computed in f32 (widen, narrow)
  }
  return Halide::Float(32);
}

Expr constant_expr(DType d, double value) {
  if (d == DType::Pred) return Halide::cast(Halide::Bool(), value != 0);
  if (is_f8(d)) return Halide::cast(Halide::UInt(8), float8_bits_from_double(value, float8_format(d)));
  if (is_float(d) && (std::isnan(value) || (value == 0.0 && std::signbit(value)))) {
    // Halide's CSE compares float immediates by value: -0 equals 0 and a NaN
    // equals anything, so such a constant was merged with another (atan2(-0,
    // 1) read atan2(0, 1) beside a reducer's init 0). From its bits it stays
    // itself.
    Literal cell(d, {});  // the one encoding of a double in each float dtype
    cell.set_double(0, value);
    return Halide::reinterpret(halide_type(d), Halide::cast(Halide::UInt(dtype_bits(d)), Halide::Expr(cell.get_bits(0))));
  }
  if (is_float(d)) return Halide::cast(halide_type(d), Halide::Expr(value));
  if (is_unsigned_int(d)) return Halide::cast(halide_type(d), Halide::Expr(static_cast<uint64_t>(value)));
  return Halide::cast(halide_type(d), Halide::Expr(static_cast<int64_t>(value)));
}

Expr constant_bits(DType d, uint64_t bits) {
  KILN_CHECK(!is_float(d), "constant_bits of float type {}", dtype_name(d));
  if (d == DType::Pred) return Halide::cast(Halide::Bool(), bits != 0);
  const int64_t as_signed = static_cast<int64_t>(bits);
  if (dtype_bits(d) == 64 && (is_unsigned_int(d) ? bits > uint64_t{INT32_MAX} : as_signed > INT32_MAX || as_signed < INT32_MIN)) {
    // Halide 14 folds 64-bit constants in int64 and tracks their bounds there:
    // min(INT64_MAX, 7) became INT64_MAX and sign(select(c, INT64_MIN, x))
    // became 1. A large 64-bit constant is read from a one-element buffer
    // compiled into the kernel: Halide cannot fold it, LLVM folds it exactly.
    Halide::Buffer<> cell(halide_type(d), 1);
    std::memcpy(cell.data(), &bits, sizeof bits);
    return cell(Halide::Expr(0));
  }
  if (is_unsigned_int(d)) return Halide::cast(halide_type(d), Halide::Expr(bits));
  return Halide::cast(halide_type(d), Halide::Expr(as_signed));
}

// A literal element as an expression of its dtype.
Expr literal_element(const Literal& lit, int64_t i) {
  return is_float(lit.dtype()) ? constant_expr(lit.dtype(), lit.get_double(i)) : constant_bits(lit.dtype(), lit.get_bits(i));
}

Expr lower_convert(DType from, DType to, Expr x) {
  const Type t = halide_type(to);
  if (from == DType::BF16 && x.type() == Halide::Float(32)) from = DType::F32;  // already widened (see lower_select)
  if (from == to) return x;
  if (is_sub_byte(to) && is_float(from) && !is_f8(from)) {  // truncate toward zero, saturate, NaN -> 0
    const int bits = dtype_bits(to);
    Expr w = widen(x, from);
    Expr lo = Halide::cast(w.type(), is_signed_int(to) ? -(1 << (bits - 1)) : 0);
    Expr hi = Halide::cast(w.type(), is_signed_int(to) ? (1 << (bits - 1)) - 1 : (1 << bits) - 1);
    return Halide::select(is_nan_bits(w), Halide::cast(t, 0), Halide::cast(t, Halide::clamp(Halide::trunc(w), lo, hi)));
  }
  if (is_sub_byte(to) && !is_f8(from)) return in_range_of(to, lower_convert(storage_dtype(from), storage_dtype(to), x));
  if (is_sub_byte(from)) return lower_convert(storage_dtype(from), to, x);
  // 8-bit floats: exact to f32, then on; rounded once from f32/f64 (f16 and
  // bf16 widened exactly first, integers through f64).
  if (is_f8(from)) return lower_convert(DType::F32, to, f8_to_f32(x, from));
  if (is_f8(to)) {
    if (from == DType::Pred) return Halide::select(x, constant_expr(to, 1), constant_expr(to, 0));
    return float_to_f8(is_float(from) ? (from == DType::F64 ? x : widen(x, from)) : Halide::cast(Halide::Float(64), x), to);
  }
  if (to == DType::Pred) {
    if (!is_float(from)) return x != Halide::cast(x.type(), 0);
    Expr w = widen(x, from);
    return unordered_ne(w, Halide::cast(w.type(), 0));
  }
  if (from == DType::Pred) return Halide::select(x, Halide::cast(t, 1), Halide::cast(t, 0));
  if (is_float(from) && !is_float(to)) {
    // Truncate toward zero, saturate, NaN -> 0.
    Expr w = widen(x, from);
    if (w.type().bits() < 64 && dtype_bits(to) == 64) w = Halide::cast(Halide::Float(64), w);
    return Halide::select(is_nan_bits(w), Halide::cast(t, 0), Halide::saturating_cast(t, Halide::trunc(w)));
  }
  if (to == DType::F16) return to_f16(is_float(from) ? widen(x, from) : Halide::cast(Halide::Float(32), x));
  if (to == DType::BF16 && from == DType::F64) {
    // Rounded once; Halide's own f64 -> bf16 rounding carries a NaN with a
    // full payload (0x7fff...f) into the sign bit: -0. A NaN goes through
    // f32, quiet, sign and payload kept, as the reference does.
    return Halide::select(is_nan_bits(x), f32_to_bf16(Halide::cast(Halide::Float(32), x)), Halide::cast(t, x));
  }
  if (to == DType::F16 && from == DType::F64) return Halide::cast(t, x);
  if (from == DType::BF16) return to == DType::F32 ? bf16_to_f32(x) : lower_convert(DType::F32, to, bf16_to_f32(x));  // exact, then rounded once
  if (to == DType::BF16) return f32_to_bf16(from == DType::F32 ? x : Halide::cast(Halide::Float(32), x));
  if (!is_float(from) && !is_float(to) && t.bits() <= x.type().bits()) {
    // Integer to an integer no wider: the low bits, through the
    // unsigned type. Halide's simplifier calls a folded cast(int8, 255) a
    // signed overflow and refuses to compile the kernel.
    return Halide::reinterpret(t, Halide::cast(t.with_code(Halide::Type::UInt), x));
  }
  return Halide::cast(t, x);
}

Expr lower_bitcast_convert_same_width(DType from, DType to, Expr x) {
  if (is_sub_byte(to)) return in_range_of(to, Halide::reinterpret(halide_type(to), is_sub_byte(from) ? sub_byte_bits(from, x) : x));
  return Halide::reinterpret(halide_type(to), x);
}

Expr lower_unary(OpCode op, DType in, DType out, Expr x, const Attrs& attrs, ScalarUse use) {
  if (op == OpCode::Convert) return lower_convert(in, out, x);
  if (op == OpCode::Copy) return x;
  if (is_sub_byte(in)) {
    const Type t = halide_type(in);
    // Counts wrap too: popcount(-1) in s2 is 2, which reads -2.
    if (op == OpCode::PopCount) return in_range_of(in, Halide::cast(t, Halide::popcount(sub_byte_bits(in, x))));
    if (op == OpCode::CountLeadingZeros) {
      return in_range_of(in, Halide::cast(t, Halide::count_leading_zeros(sub_byte_bits(in, x)) - (8 - dtype_bits(in))));
    }
    return in_range_of(out, lower_unary(op, storage_dtype(in), storage_dtype(out), x, attrs));
  }
  if (op == OpCode::ReducePrecision) {
    return reduce_precision(in, x, static_cast<int>(attrs.exponent_bits), static_cast<int>(attrs.mantissa_bits));
  }
  if (is_float(in)) {
    Expr v = widen(x, in);
    const Type t = v.type();
    Expr zero = Halide::cast(t, 0), one = Halide::cast(t, 1);
    Expr r;
    switch (op) {
      case OpCode::Abs: r = Halide::abs(v); break;
      case OpCode::Negate: {
        // The sign bit flipped: Halide's -v is 0 - v, which gives +0 for +0
        // (atan2(-x, -x) of a zero sum came out 0 instead of -pi).
        const Type u = Halide::UInt(t.bits(), t.lanes());
        r = Halide::reinterpret(t, Halide::reinterpret(u, v) ^ Halide::cast(u, Halide::Expr(uint64_t{1} << (t.bits() - 1))));
        break;
      }
      case OpCode::Exp: r = exp_ieee(v); break;
      case OpCode::Expm1: r = libm("expm1", {v}); break;
      case OpCode::Log: r = log_ieee(v); break;
      case OpCode::Log1p: r = libm("log1p", {v}); break;
      case OpCode::Logistic: r = one / (one + exp_ieee(-v)); break;
      case OpCode::Tanh: r = tanh_ieee(v); break;
      case OpCode::Sqrt: r = Halide::sqrt(v); break;
      case OpCode::Rsqrt: r = one / Halide::sqrt(v); break;
      case OpCode::Cbrt: r = libm("cbrt", {v}); break;
      case OpCode::Sin: r = Halide::sin(v); break;
      case OpCode::Cos: r = Halide::cos(v); break;
      case OpCode::Tan: r = Halide::tan(v); break;
      case OpCode::Erf: r = erf_ieee(v); break;
      case OpCode::Sign:
        r = Halide::select(is_nan_bits(v) || v == zero, v, Halide::select(v > zero, one, -one));
        break;
      case OpCode::Floor: r = Halide::floor(v); break;
      case OpCode::Ceil: r = Halide::ceil(v); break;
      case OpCode::RoundNearestEven: r = Halide::round(v); break;
      case OpCode::RoundNearestAfz: {
        Expr tr = Halide::trunc(v);
        r = Halide::select(Halide::abs(v - tr) >= Halide::cast(t, Halide::Expr(0.5f)), tr + Halide::select(v < zero, -one, one), tr);
        break;
      }
      case OpCode::IsFinite: return Halide::is_finite(v);
      default:
        user_error("the cpu backend does not lower {} on {} yet", opcode_name(op), dtype_name(in));
    }
    return narrow(use == ScalarUse::ReassociableReducer ? r : ieee(r), out);
  }
  if (in == DType::Pred) {
    if (op == OpCode::Not) return !x;
    if (op == OpCode::Abs || op == OpCode::Sign) return x;
    user_error("the cpu backend does not lower {} on pred", opcode_name(op));
  }
  const Type t = halide_type(in);
  switch (op) {
    case OpCode::Abs: return is_signed_int(in) ? Halide::reinterpret(t, Halide::abs(x)) : x;
    case OpCode::Negate: return Halide::reinterpret(t, Halide::cast(unsigned_of(in), 0) - Halide::reinterpret(unsigned_of(in), x));
    case OpCode::Sign: {
      const Expr bits = Halide::reinterpret(unsigned_of(in), x);
      return Halide::select(bits == Halide::cast(unsigned_of(in), 0), Halide::cast(t, 0),
                            Halide::select(is_signed_int(in) && is_negative_int(x), Halide::cast(t, -1), Halide::cast(t, 1)));
    }
    case OpCode::Not: return ~x;
    case OpCode::PopCount: return Halide::cast(t, Halide::popcount(x));
    case OpCode::CountLeadingZeros: return Halide::cast(t, Halide::count_leading_zeros(x));
    default: user_error("the cpu backend does not lower {} on {} yet", opcode_name(op), dtype_name(in));
  }
}

namespace {
// HLO's signed a / b and a % b: rounded toward zero, x / 0 = -1, x % 0 = x,
// INT_MIN / -1 = INT_MIN and INT_MIN % -1 = 0 (wrap-around). Computed on the
// magnitudes as unsigned integers, where INT_MIN's is exact, then signed:
// Halide 14's signed division by a constant that is not a power of two takes
// a magic-number path that is wrong for every element (100 / 7 gave -11),
// while its unsigned one is right and still a multiply and a shift.
Expr signed_divide(DType d, Expr a, Expr b, bool remainder) {
  const Type t = halide_type(d), u = unsigned_of(d);
  const Expr zero = Halide::cast(t, 0), uzero = Halide::cast(u, 0);
  auto magnitude = [&](Expr x) {
    Expr bits = Halide::reinterpret(u, x);
    return Halide::select(is_negative_int(x), uzero - bits, bits);
  };
  const Expr ua = magnitude(a), ub = magnitude(b);
  const Expr safe_ub = Halide::select(ub == uzero, Halide::cast(u, 1), ub);
  if (remainder) {
    Expr r = ua % safe_ub;  // takes the sign of a
    return Halide::select(b == zero, a, Halide::reinterpret(t, Halide::select(is_negative_int(a), uzero - r, r)));
  }
  Expr q = ua / safe_ub;
  Expr signed_q = Halide::reinterpret(t, Halide::select(is_negative_int(a) != is_negative_int(b), uzero - q, q));
  return Halide::select(b == zero, Halide::cast(t, -1), signed_q);
}
}  // namespace

Expr lower_sub_byte_binary(OpCode op, DType d, Expr a, Expr b, const Attrs& attrs) {
  const Type t = halide_type(d);
  const int bits = dtype_bits(d);
  if (op == OpCode::Compare) {
    const bool as_unsigned = attrs.comparison_type == ComparisonType::Unsigned ||
                             (attrs.comparison_type != ComparisonType::Signed && is_unsigned_int(d));
    if (as_unsigned) return lower_binary(op, DType::U8, sub_byte_bits(d, a), sub_byte_bits(d, b), attrs);
    return lower_binary(op, DType::S8, sub_byte_signed(d, a), sub_byte_signed(d, b), attrs);
  }
  if (op == OpCode::ShiftLeft || op == OpCode::ShiftRightLogical || op == OpCode::ShiftRightArithmetic) {
    Expr amount = sub_byte_bits(d, b);  // read as unsigned
    Expr in_range = amount < Halide::cast(Halide::UInt(8), bits);
    Expr safe_amount = Halide::select(in_range, amount, Halide::cast(Halide::UInt(8), 0));
    if (op == OpCode::ShiftRightArithmetic) {
      Expr s = sub_byte_signed(d, a);
      Expr fill = Halide::select(s < Halide::cast(Halide::Int(8), 0), Halide::cast(Halide::Int(8), -1), Halide::cast(Halide::Int(8), 0));
      return in_range_of(d, Halide::reinterpret(t, Halide::select(in_range, s >> Halide::cast(Halide::Int(8), safe_amount), fill)));
    }
    Expr u = sub_byte_bits(d, a);
    Expr shifted = op == OpCode::ShiftLeft ? u << safe_amount : u >> safe_amount;
    return in_range_of(d, Halide::reinterpret(t, Halide::select(in_range, shifted, Halide::cast(Halide::UInt(8), 0))));
  }
  return in_range_of(d, lower_binary(op, storage_dtype(d), a, b, attrs));
}

Expr lower_binary(OpCode op, DType d, Expr a, Expr b, const Attrs& attrs, ScalarUse use) {
  if (is_sub_byte(d)) return lower_sub_byte_binary(op, d, a, b, attrs);
  if (op == OpCode::Compare) {
    ComparisonType type = attrs.comparison_type;
    Expr x = a, y = b;
    if (is_float(d) && type == ComparisonType::TotalOrder) {
      x = total_order_key(a, d);
      y = total_order_key(b, d);
    } else if (is_float(d)) {
      x = widen(a, d);
      y = widen(b, d);
    } else if (type == ComparisonType::Signed && !is_signed_int(d) && d != DType::Pred) {
      x = Halide::reinterpret(signed_of(d), a);
      y = Halide::reinterpret(signed_of(d), b);
    } else if (type == ComparisonType::Unsigned && is_signed_int(d)) {
      x = Halide::reinterpret(unsigned_of(d), a);
      y = Halide::reinterpret(unsigned_of(d), b);
    } else if (d == DType::Pred) {
      x = Halide::cast(Halide::UInt(8), a);
      y = Halide::cast(Halide::UInt(8), b);
    }
    // IEEE comparisons: NaN said explicitly, the rest on integer keys. As
    // float compares, LLVM's no-NaNs and no-infs flags made inf != inf true
    // (a comparison with an infinite constant is poison), and Halide's
    // simplifier spells a <= b as !(b < a), which is wrong for a NaN.
    const bool ieee = is_float(d) && type != ComparisonType::TotalOrder;
    Expr unordered;
    if (ieee) {
      unordered = is_nan_bits(x) || is_nan_bits(y);
      if (use == ScalarUse::Elementwise) {
        x = ieee_order_key(x);
        y = ieee_order_key(y);
      }
    }
    auto ordered = [&](Expr e) { return ieee ? e && !unordered : e; };
    if (x.type().is_int() && x.type().bits() < 64) {
      // Signed integers (and total-order keys) compare as unsigned keys with
      // the sign bit flipped, the same order: Halide's simplifier rewrites
      // a == b as a - b == 0, and 32 != INT_MIN stopped the compile with
      // "signed integer overflow". 64-bit ones compare as they are: their
      // extreme constants are opaque to Halide (constant_bits), and a 2^63
      // key constant is one it folds wrongly.
      const Type u = Halide::UInt(x.type().bits());
      const Expr sign = Halide::cast(u, Halide::Expr(uint64_t{1} << (x.type().bits() - 1)));
      x = Halide::reinterpret(u, x) ^ sign;
      y = Halide::reinterpret(u, y) ^ sign;
    }
    switch (attrs.direction) {
      case ComparisonDirection::EQ: return ordered(x == y);
      case ComparisonDirection::NE: return ieee ? unordered || x != y : x != y;
      case ComparisonDirection::LT: return ordered(x < y);
      case ComparisonDirection::LE: return ordered(x <= y);
      case ComparisonDirection::GT: return ordered(x > y);
      case ComparisonDirection::GE: return ordered(x >= y);
    }
  }
  if (is_float(d)) {
    Expr x = widen(a, d), y = widen(b, d), r;
    switch (op) {
      case OpCode::Add: r = x + y; break;
      case OpCode::Subtract: r = x - y; break;
      case OpCode::Multiply: r = x * y; break;
      case OpCode::Divide: r = x / y; break;
      case OpCode::Remainder: r = libm("fmod", {x, y}); break;
      case OpCode::Power: r = float_pow(x, y); break;
      case OpCode::Maximum: r = nan_max(x, y); break;
      case OpCode::Minimum: r = nan_min(x, y); break;
      case OpCode::Atan2: r = Halide::atan2(x, y); break;
      default: user_error("the cpu backend does not lower {} on {}", opcode_name(op), dtype_name(d));
    }
    if (use != ScalarUse::ReassociableReducer) r = ieee(r);
    return op == OpCode::Maximum || op == OpCode::Minimum ? narrow_exact(r, d) : narrow(r, d);
  }
  if (d == DType::Pred) {
    switch (op) {
      case OpCode::And: case OpCode::Multiply: case OpCode::Minimum: return a && b;
      case OpCode::Or: case OpCode::Add: case OpCode::Maximum: return a || b;
      case OpCode::Xor: case OpCode::Subtract: return a != b;
      case OpCode::Power: return a || !b;
      default: user_error("the cpu backend does not lower {} on pred", opcode_name(op));
    }
  }
  const Type t = halide_type(d);
  const int bits = dtype_bits(d);
  Expr zero = Halide::cast(t, 0), one = Halide::cast(t, 1);
  Expr amount = Halide::reinterpret(unsigned_of(d), b);  // shift amounts read as unsigned
  Expr in_range = amount < Halide::cast(unsigned_of(d), bits);
  Expr safe_amount = Halide::select(in_range, amount, Halide::cast(unsigned_of(d), 0));
  switch (op) {
    case OpCode::Add: return wrapping(d, a, b, '+');
    case OpCode::Subtract: return wrapping(d, a, b, '-');
    case OpCode::Multiply: return wrapping(d, a, b, '*');
    case OpCode::Divide:
      if (is_signed_int(d)) return signed_divide(d, a, b, /*remainder=*/false);
      return Halide::select(b == zero, Halide::cast(t, t.max()), a / Halide::select(b == zero, one, b));
    case OpCode::Remainder:
      if (is_signed_int(d)) return signed_divide(d, a, b, /*remainder=*/true);
      return Halide::select(b == zero, a, a % Halide::select(b == zero, one, b));
    case OpCode::Power: return int_pow(d, a, b);
    case OpCode::Maximum: return Halide::max(a, b);
    case OpCode::Minimum: return Halide::min(a, b);
    case OpCode::And: return a & b;
    case OpCode::Or: return a | b;
    case OpCode::Xor: return a ^ b;
    case OpCode::ShiftLeft:
      return Halide::select(in_range, Halide::reinterpret(t, Halide::reinterpret(unsigned_of(d), a) << safe_amount), zero);
    case OpCode::ShiftRightLogical:
      return Halide::select(in_range, Halide::reinterpret(t, Halide::reinterpret(unsigned_of(d), a) >> safe_amount), zero);
    case OpCode::ShiftRightArithmetic: {
      Expr s = Halide::reinterpret(signed_of(d), a);
      Expr fill = Halide::select(is_negative_int(s), Halide::cast(signed_of(d), -1), Halide::cast(signed_of(d), 0));
      return Halide::reinterpret(t, Halide::select(in_range, s >> Halide::cast(signed_of(d), safe_amount), fill));
    }
    default: user_error("the cpu backend does not lower {} on {}", opcode_name(op), dtype_name(d));
  }
}

Expr lower_select(DType d, Expr pred, Expr a, Expr b) {
  // A bf16 value may arrive widened to f32 (a wide tuple's current value):
  // exact, so it narrows back exactly.
  if (d == DType::BF16 && a.type() == Halide::Float(32)) a = f32_to_bf16(a);
  if (d == DType::BF16 && b.type() == Halide::Float(32)) b = f32_to_bf16(b);
  if (d != DType::BF16) return Halide::select(pred, a, b);
  const Type bits = Halide::UInt(16);
  return Halide::reinterpret(Halide::BFloat(16), Halide::select(pred, Halide::reinterpret(bits, a), Halide::reinterpret(bits, b)));
}

namespace {
// A bf16 clamp between constant bounds (relu6) in one widening: min(max(x, lo),
// hi) by the rules of nan_max and nan_min, which with bounds that are not NaN,
// not -0 and (hi) not zero reduce to x where x is NaN, else Halide's max and
// min (relu for +0). The result is x or a bound, so it narrows exactly. As two
// ops it narrowed to 16 bits between them and widened again: 4 of a depthwise
// convolution's 49 vector ops per 16 outputs.
Expr clamp_bf16_between_constants(Expr lo, Expr x, Expr hi) {
  Expr l = to_f32(lo), h = to_f32(hi);
  const double* lv = Halide::Internal::as_const_float(l);
  const double* hv = Halide::Internal::as_const_float(h);
  if (!lv || !hv || std::isnan(*lv) || std::isnan(*hv) || *hv == 0 || (*lv == 0 && std::signbit(*lv))) return {};
  Expr w = to_f32(x);
  Expr low = *lv == 0 ? relu(w) : Halide::max(w, l);
  return narrow_exact(Halide::select(is_nan_bits(w), w, Halide::min(low, h)), DType::BF16);
}
}  // namespace

Expr lower_clamp(DType d, Expr lo, Expr x, Expr hi) {
  if (d == DType::BF16) {
    if (Expr fused = clamp_bf16_between_constants(lo, x, hi); fused.defined()) return fused;
  }
  const Attrs none;
  return lower_binary(OpCode::Minimum, d, lower_binary(OpCode::Maximum, d, x, lo, none), hi, none);
}

std::vector<Expr> lower_scalar_graph(const Graph& graph, const std::vector<Expr>& args, ScalarUse use) {
  std::unordered_map<const Node*, Expr> values;
  for (const auto& node_ptr : graph.nodes()) {
    const Node& n = *node_ptr;
    auto in = [&](size_t i) { return values.at(n.operand(i).node); };
    const DType d0 = n.num_operands() ? n.operand(0).type().dtype : n.type().dtype;
    Expr r;
    if (n.op() == OpCode::Parameter) {
      r = args.at(static_cast<size_t>(n.attrs().parameter_number));
    } else if (n.op() == OpCode::Constant && n.type().rank() == 0) {
      r = literal_element(*n.attrs().literal, 0);
    } else if (opcode_category(n.op()) == OpCategory::Unary) {
      r = lower_unary(n.op(), d0, n.type().dtype, in(0), n.attrs(), use);
    } else if (opcode_category(n.op()) == OpCategory::Binary) {
      r = lower_binary(n.op(), d0, in(0), in(1), n.attrs(), use);
    } else if (n.op() == OpCode::Select) {
      r = lower_select(n.type().dtype, in(0), in(1), in(2));
    } else if (n.op() == OpCode::Clamp) {
      r = lower_clamp(n.type().dtype, in(0), in(1), in(2));
    } else if ((n.op() == OpCode::Broadcast || n.op() == OpCode::Reshape || n.op() == OpCode::Bitcast) && n.type().num_elements() == 1) {
      r = in(0);
    } else {
      user_error("the cpu backend cannot lower {} inside the sub-computation %{}", opcode_name(n.op()), graph.name());
    }
    values[&n] = r;
  }
  std::vector<Expr> out;
  for (const Value& v : graph.outputs()) out.push_back(values.at(v.node));
  return out;
}

}  // namespace kiln::lower
