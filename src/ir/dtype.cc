#include "ir/dtype.h"

#include "support/error.h"

namespace kiln {

std::string_view dtype_name(DType dtype) {
  switch (dtype) {
    case DType::Pred: return "pred";
    case DType::S8: return "s8";
    case DType::S16: return "s16";
    case DType::S32: return "s32";
    case DType::S64: return "s64";
    case DType::U8: return "u8";
    case DType::U16: return "u16";
    case DType::U32: return "u32";
    case DType::U64: return "u64";
    case DType::F16: return "f16";
    case DType::BF16: return "bf16";
    case DType::F32: return "f32";
    case DType::F64: return "f64";
    case DType::F8E4M3FN: return "f8e4m3fn";
    case DType::F8E5M2: return "f8e5m2";
    case DType::F8E4M3: return "f8e4m3";
    case DType::F8E3M4: return "f8e3m4";
    case DType::F8E4M3FNUZ: return "f8e4m3fnuz";
    case DType::F8E5M2FNUZ: return "f8e5m2fnuz";
    case DType::F8E4M3B11FNUZ: return "f8e4m3b11fnuz";
    case DType::F8E8M0FNU: return "f8e8m0fnu";
    case DType::S4: return "s4";
    case DType::U4: return "u4";
    case DType::S2: return "s2";
    case DType::U2: return "u2";
  }
  return "?";
}

std::optional<DType> parse_dtype(std::string_view name) {
  for (DType d : kAllDTypes) {
    if (dtype_name(d) == name) return d;
  }
  return std::nullopt;
}

int dtype_bits(DType dtype) {
  switch (dtype) {
    case DType::S2:
    case DType::U2: return 2;
    case DType::S4:
    case DType::U4: return 4;
    case DType::Pred:
    case DType::S8:
    case DType::U8:
    case DType::F8E4M3FN:
    case DType::F8E5M2:
    case DType::F8E4M3:
    case DType::F8E3M4:
    case DType::F8E4M3FNUZ:
    case DType::F8E5M2FNUZ:
    case DType::F8E4M3B11FNUZ:
    case DType::F8E8M0FNU: return 8;
    case DType::S16:
    case DType::U16:
    case DType::F16:
    case DType::BF16: return 16;
    case DType::S32:
    case DType::U32:
    case DType::F32: return 32;
    case DType::S64:
    case DType::U64:
    case DType::F64: return 64;
  }
  return 0;
}

bool is_float(DType d) {
  return d == DType::F16 || d == DType::BF16 || d == DType::F32 || d == DType::F64 || is_f8(d);
}
bool is_signed_int(DType d) {
  return d == DType::S8 || d == DType::S16 || d == DType::S32 || d == DType::S64 || d == DType::S4 || d == DType::S2;
}
bool is_unsigned_int(DType d) {
  return d == DType::U8 || d == DType::U16 || d == DType::U32 || d == DType::U64 || d == DType::U4 || d == DType::U2;
}

int float_exponent_bits(DType d) {
  switch (d) {
    case DType::F16: return 5;
    case DType::BF16: return 8;
    case DType::F32: return 8;
    case DType::F64: return 11;
    default:
      if (is_f8(d)) return float8_format(d).exponent_bits;
      internal_error("float_exponent_bits of non-float {}", dtype_name(d));
  }
}

int float_mantissa_bits(DType d) {
  switch (d) {
    case DType::F16: return 10;
    case DType::BF16: return 7;
    case DType::F32: return 23;
    case DType::F64: return 52;
    default:
      if (is_f8(d)) return float8_format(d).mantissa_bits;
      internal_error("float_mantissa_bits of non-float {}", dtype_name(d));
  }
}

DType storage_dtype(DType d) {
  if (!is_sub_byte(d)) return d;
  return is_signed_int(d) ? DType::S8 : DType::U8;
}

uint64_t wrap_to_dtype(DType d, uint64_t raw) {
  if (d == DType::Pred) return raw != 0;
  const int bits = dtype_bits(d);
  if (bits == 64) return raw;
  const uint64_t mask = (uint64_t{1} << bits) - 1;
  raw &= mask;
  if (is_signed_int(d) && ((raw >> (bits - 1)) & 1)) raw |= ~mask;
  return raw;
}

Float8Format float8_format(DType d) {
  switch (d) {
    case DType::F8E4M3FN: return {4, 3, 7, Float8Specials::NanAtAllOnes};
    case DType::F8E5M2: return {5, 2, 15, Float8Specials::Ieee};
    case DType::F8E4M3: return {4, 3, 7, Float8Specials::Ieee};
    case DType::F8E3M4: return {3, 4, 3, Float8Specials::Ieee};
    case DType::F8E4M3FNUZ: return {4, 3, 8, Float8Specials::NanAtNegativeZero};
    case DType::F8E5M2FNUZ: return {5, 2, 16, Float8Specials::NanAtNegativeZero};
    case DType::F8E4M3B11FNUZ: return {4, 3, 11, Float8Specials::NanAtNegativeZero};
    case DType::F8E8M0FNU: return {8, 0, 127, Float8Specials::UnsignedPowersOfTwo};
    default: internal_error("float8_format of {}", dtype_name(d));
  }
}

}  // namespace kiln
