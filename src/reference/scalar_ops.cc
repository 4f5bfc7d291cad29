#include "reference/scalar_ops.h"

#include <bit>
#include <cmath>
#include <limits>

#include "support/error.h"
#include "support/float_format.h"

namespace kiln::reference {

namespace {

uint64_t width_mask(DType d) {
  const int bits = dtype_bits(d);
  return bits == 64 ? ~uint64_t{0} : (uint64_t{1} << bits) - 1;
}

// `x` read as a signed integer of d's width: an unsigned type's top bit is
// its sign (a SIGNED comparison or an arithmetic shift of u8 0xff sees -1).
int64_t as_signed_at_width(DType d, Bits x) {
  const int bits = dtype_bits(d);
  if (bits >= 64) return static_cast<int64_t>(x);
  x &= width_mask(d);
  return static_cast<int64_t>((x >> (bits - 1)) & 1 ? x | ~width_mask(d) : x);
}

int64_t as_signed(Bits b) { return static_cast<int64_t>(b); }

bool int_less(DType d, Bits a, Bits b) {
  return is_signed_int(d) ? as_signed(a) < as_signed(b) : a < b;
}

Bits int_pow(DType d, Bits base, Bits exponent) {
  if (base == 1 || exponent == 0) return 1;
  if (is_signed_int(d) && as_signed(exponent) < 0) return 0;  // 1^-n handled above
  uint64_t result = 1, b = base, e = exponent;
  while (e) {
    if (e & 1) result *= b;
    b *= b;
    e >>= 1;
  }
  return wrap_int(d, result);
}

// Total order on floats: -NaN < -inf < ... < -0 < +0 < ... < inf < +NaN.
int64_t total_order_key(double v) {
  const int64_t bits = static_cast<int64_t>(from_double(v));
  return bits < 0 ? std::numeric_limits<int64_t>::min() - bits - 1 : bits;  // flip negatives
}

}  // namespace

// NaN-propagating max/min with -0 < +0 (IEEE 754-2019 maximum and minimum):
// the same result in any order of the operands, so a max or min reduction
// has one answer however a target splits it (docs/semantics.md).
double float_max(double a, double b) {
  if (std::isnan(a)) return a;
  if (std::isnan(b)) return b;
  if (a == b) return std::signbit(a) ? b : a;
  return a > b ? a : b;
}
double float_min(double a, double b) {
  if (std::isnan(a)) return a;
  if (std::isnan(b)) return b;
  if (a == b) return std::signbit(a) ? a : b;
  return a < b ? a : b;
}

double round_to_dtype(DType d, double v) {
  switch (d) {
    case DType::F64: return v;
    case DType::F32: return static_cast<double>(static_cast<float>(v));
    case DType::F16: return round_to_float_format(v, 5, 10);
    case DType::BF16: return round_to_float_format(v, 8, 7);
    default:
      if (is_f8(d)) return round_to_float8(v, float8_format(d));
      internal_error("round_to_dtype of {}", dtype_name(d));
  }
}

Bits wrap_int(DType d, uint64_t raw) { return wrap_to_dtype(d, raw); }

Bits make_float(DType d, double v) { return from_double(round_to_dtype(d, v)); }

Bits convert_scalar(DType from, DType to, Bits x) {
  if (from == to) return x;
  if (to == DType::Pred) return is_float(from) ? as_double(x) != 0.0 : x != 0;
  if (is_float(from)) {
    const double v = as_double(x);
    if (is_float(to)) return make_float(to, v);
    // float -> integer: truncate toward zero, saturate, NaN -> 0.
    if (std::isnan(v)) return 0;
    const double t = std::trunc(v);
    if (is_unsigned_int(to)) {
      if (t <= 0) return 0;
      const double max = std::ldexp(1.0, dtype_bits(to));
      return t >= max ? width_mask(to) : static_cast<uint64_t>(t);
    }
    const int bits = dtype_bits(to);
    const double lo = -std::ldexp(1.0, bits - 1), hi = std::ldexp(1.0, bits - 1);
    if (t < lo) return wrap_int(to, uint64_t{1} << (bits - 1));
    if (t >= hi) return wrap_int(to, (uint64_t{1} << (bits - 1)) - 1);
    return wrap_int(to, static_cast<uint64_t>(static_cast<int64_t>(t)));
  }
  // From an integer or pred: the exact value, then rounded once to the target.
  const long double exact = is_signed_int(from) ? static_cast<long double>(as_signed(x))
                                                : static_cast<long double>(x);
  if (is_float(to)) {
    if (to == DType::F64) return from_double(static_cast<double>(exact));
    if (to == DType::F32) return from_double(static_cast<float>(exact));
    return make_float(to, static_cast<double>(exact));
  }
  return wrap_int(to, x);
}

uint64_t encode_bits(DType d, Bits x) {
  switch (d) {
    case DType::F64: return x;
    case DType::F32: return std::bit_cast<uint32_t>(static_cast<float>(as_double(x)));
    case DType::F16: return f16_bits_from_double(as_double(x));
    case DType::BF16: return bf16_bits_from_double(as_double(x));
    default:
      if (is_f8(d)) return float8_bits_from_double(as_double(x), float8_format(d));
      return x & width_mask(d);
  }
}

Bits decode_bits(DType d, uint64_t raw) {
  switch (d) {
    case DType::F64: return raw;
    case DType::F32: return from_double(std::bit_cast<float>(static_cast<uint32_t>(raw)));
    case DType::F16: return from_double(double_from_f16_bits(static_cast<uint16_t>(raw)));
    case DType::BF16: return from_double(double_from_bf16_bits(static_cast<uint16_t>(raw)));
    default:
      if (is_f8(d)) return from_double(double_from_float8_bits(static_cast<uint8_t>(raw), float8_format(d)));
      return wrap_int(d, raw);
  }
}

bool compare_scalar(DType d, ComparisonDirection dir, ComparisonType type, Bits a, Bits b) {
  if (is_float(d) && type != ComparisonType::TotalOrder) {
    const double x = as_double(a), y = as_double(b);
    switch (dir) {
      case ComparisonDirection::EQ: return x == y;
      case ComparisonDirection::NE: return x != y;  // true for NaN
      case ComparisonDirection::LT: return x < y;
      case ComparisonDirection::LE: return x <= y;
      case ComparisonDirection::GT: return x > y;
      case ComparisonDirection::GE: return x >= y;
    }
  }
  int cmp = 0;  // -1, 0, 1
  if (is_float(d)) {
    const int64_t x = total_order_key(as_double(a)), y = total_order_key(as_double(b));
    cmp = x < y ? -1 : x > y;
  } else {
    const bool is_signed = type == ComparisonType::Signed || (type != ComparisonType::Unsigned && is_signed_int(d));
    if (is_signed) {
      const int64_t x = as_signed_at_width(d, a), y = as_signed_at_width(d, b);
      cmp = x < y ? -1 : x > y;
    } else {
      const uint64_t x = a & width_mask(d), y = b & width_mask(d);
      cmp = x < y ? -1 : x > y;
    }
  }
  switch (dir) {
    case ComparisonDirection::EQ: return cmp == 0;
    case ComparisonDirection::NE: return cmp != 0;
    case ComparisonDirection::LT: return cmp < 0;
    case ComparisonDirection::LE: return cmp <= 0;
    case ComparisonDirection::GT: return cmp > 0;
    case ComparisonDirection::GE: return cmp >= 0;
  }
  return false;
}

Bits eval_unary(OpCode op, DType in, DType out, Bits x, const Attrs& attrs) {
  if (op == OpCode::Convert) return convert_scalar(in, out, x);
  if (op == OpCode::Copy) return x;
  if (is_float(in)) {
    // Extended precision, then one rounding: closer to correctly rounded than
    // libm's double functions (glibc's cbrt(27) is 3.0000000000000004).
    const long double v = as_double(x);
    long double r = 0;
    switch (op) {
      case OpCode::Abs: r = std::fabs(v); break;
      case OpCode::Negate: r = -v; break;
      case OpCode::Exp: r = std::exp(v); break;
      case OpCode::Expm1: r = std::expm1(v); break;
      case OpCode::Log: r = std::log(v); break;
      case OpCode::Log1p: r = std::log1p(v); break;
      case OpCode::Logistic: r = 1.0L / (1.0L + std::exp(-v)); break;
      case OpCode::Tanh: r = std::tanh(v); break;
      case OpCode::Sqrt: r = std::sqrt(v); break;
      case OpCode::Rsqrt: r = 1.0L / std::sqrt(v); break;
      case OpCode::Cbrt: r = std::cbrt(v); break;
      case OpCode::Sin: r = std::sin(v); break;
      case OpCode::Cos: r = std::cos(v); break;
      case OpCode::Tan: r = std::tan(v); break;
      case OpCode::Erf: r = std::erf(v); break;
      case OpCode::Sign: r = std::isnan(v) ? v : v > 0 ? 1.0L : v < 0 ? -1.0L : v; break;
      case OpCode::Floor: r = std::floor(v); break;
      case OpCode::Ceil: r = std::ceil(v); break;
      case OpCode::RoundNearestAfz: r = std::round(v); break;
      case OpCode::RoundNearestEven: r = std::nearbyint(v); break;
      case OpCode::IsFinite: return std::isfinite(v) ? 1 : 0;
      case OpCode::ReducePrecision: {
        const uint64_t reduced = reduce_precision_bits(encode_bits(in, x), float_exponent_bits(in), float_mantissa_bits(in),
                                                       static_cast<int>(attrs.exponent_bits), static_cast<int>(attrs.mantissa_bits));
        return decode_bits(out, reduced);
      }
      default: internal_error("no float semantics for {}", opcode_name(op));
    }
    return make_float(out, static_cast<double>(r));
  }
  if (in == DType::Pred) {
    if (op == OpCode::Not) return x ? 0 : 1;
    if (op == OpCode::Abs || op == OpCode::Sign) return x;
    internal_error("no pred semantics for {}", opcode_name(op));
  }
  const int bits = dtype_bits(in);
  const uint64_t u = x & width_mask(in);
  switch (op) {
    case OpCode::Abs: return is_signed_int(in) && as_signed(x) < 0 ? wrap_int(in, 0 - x) : x;
    case OpCode::Negate: return wrap_int(in, 0 - x);
    case OpCode::Sign:
      if (is_signed_int(in)) return wrap_int(in, static_cast<uint64_t>(as_signed(x) > 0 ? 1 : as_signed(x) < 0 ? -1 : 0));
      return x != 0;
    case OpCode::Not: return wrap_int(in, ~x);
    case OpCode::PopCount: return static_cast<Bits>(std::popcount(u));
    case OpCode::CountLeadingZeros: return static_cast<Bits>(std::countl_zero(u) - (64 - bits));
    default: internal_error("no integer semantics for {}", opcode_name(op));
  }
}

Bits eval_binary(OpCode op, DType d, Bits a, Bits b, const Attrs& attrs) {
  if (op == OpCode::Compare) return compare_scalar(d, attrs.direction, attrs.comparison_type, a, b) ? 1 : 0;
  if (is_float(d)) {
    const double x = as_double(a), y = as_double(b);
    double r = 0;
    switch (op) {
      case OpCode::Add: r = x + y; break;
      case OpCode::Subtract: r = x - y; break;
      case OpCode::Multiply: r = x * y; break;
      case OpCode::Divide: r = x / y; break;
      case OpCode::Remainder: r = std::fmod(x, y); break;
      case OpCode::Power: r = std::pow(x, y); break;  // exact for negative bases with integral exponents
      case OpCode::Maximum: r = float_max(x, y); break;
      case OpCode::Minimum: r = float_min(x, y); break;
      case OpCode::Atan2: r = std::atan2(x, y); break;
      default: internal_error("no float semantics for {}", opcode_name(op));
    }
    return make_float(d, r);
  }
  if (d == DType::Pred) {
    switch (op) {
      case OpCode::And: case OpCode::Multiply: case OpCode::Minimum: return a & b;
      case OpCode::Or: case OpCode::Add: case OpCode::Maximum: return a | b;
      case OpCode::Xor: case OpCode::Subtract: return a ^ b;
      case OpCode::Power: return a || !b;
      default: internal_error("no pred semantics for {}", opcode_name(op));
    }
  }
  const int bits = dtype_bits(d);
  const bool is_signed = is_signed_int(d);
  const int64_t sa = as_signed(a), sb = as_signed(b);
  const int64_t min_value = is_signed ? as_signed(wrap_int(d, uint64_t{1} << (bits - 1))) : 0;
  const uint64_t shift = b & width_mask(d);  // amounts read as unsigned: negative is out of range
  switch (op) {
    case OpCode::Add: return wrap_int(d, a + b);
    case OpCode::Subtract: return wrap_int(d, a - b);
    case OpCode::Multiply: return wrap_int(d, a * b);
    case OpCode::Divide:
      if (b == 0) return wrap_int(d, ~uint64_t{0});  // -1 signed, all ones unsigned
      if (is_signed) {
        if (sb == -1 && sa == min_value) return a;
        return wrap_int(d, static_cast<uint64_t>(sa / sb));
      }
      return a / b;
    case OpCode::Remainder:
      if (b == 0) return a;
      if (is_signed) {
        if (sb == -1) return 0;
        return wrap_int(d, static_cast<uint64_t>(sa % sb));
      }
      return a % b;
    case OpCode::Power: return int_pow(d, a, b);
    case OpCode::Maximum: return int_less(d, a, b) ? b : a;
    case OpCode::Minimum: return int_less(d, a, b) ? a : b;
    case OpCode::And: return a & b;
    case OpCode::Or: return a | b;
    case OpCode::Xor: return a ^ b;
    case OpCode::ShiftLeft:
      return shift >= static_cast<uint64_t>(bits) ? 0 : wrap_int(d, a << shift);
    case OpCode::ShiftRightArithmetic: {
      // The operand's sign bit fills in, also for unsigned types.
      const int64_t as_width = as_signed_at_width(d, a);
      if (shift >= static_cast<uint64_t>(bits)) return wrap_int(d, as_width < 0 ? ~uint64_t{0} : 0);
      return wrap_int(d, static_cast<uint64_t>(as_width >> shift));
    }
    case OpCode::ShiftRightLogical:
      return shift >= static_cast<uint64_t>(bits) ? 0 : wrap_int(d, (a & width_mask(d)) >> shift);
    default: internal_error("no integer semantics for {}", opcode_name(op));
  }
}

Bits eval_clamp(DType d, Bits lo, Bits x, Bits hi) {
  const Attrs none;
  return eval_binary(OpCode::Minimum, d, eval_binary(OpCode::Maximum, d, x, lo, none), hi, none);
}

}  // namespace kiln::reference
