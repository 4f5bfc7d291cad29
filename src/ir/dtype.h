// Element types of kiln tensors: those of HLO that ML programs use.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "support/float_format.h"

namespace kiln {

// The F8 types are XLA's 8-bit floats (support/float_format.h says how each
// spends its encodings); the cuda target says "unsupported" for them.
enum class DType : uint8_t {
  Pred, S8, S16, S32, S64, U8, U16, U32, U64, F16, BF16, F32, F64,
  F8E4M3FN, F8E5M2, F8E4M3, F8E3M4, F8E4M3FNUZ, F8E5M2FNUZ, F8E4M3B11FNUZ, F8E8M0FNU,
  S4, U4, S2, U2,
};

inline constexpr DType kAllDTypes[] = {
    DType::Pred, DType::S8,  DType::S16, DType::S32, DType::S64,      DType::U8,     DType::U16,
    DType::U32,  DType::U64, DType::F16, DType::BF16, DType::F32,     DType::F64,    DType::F8E4M3FN,
    DType::F8E5M2, DType::F8E4M3, DType::F8E3M4, DType::F8E4M3FNUZ, DType::F8E5M2FNUZ, DType::F8E4M3B11FNUZ,
    DType::F8E8M0FNU, DType::S4, DType::U4, DType::S2, DType::U2,
};

std::string_view dtype_name(DType dtype);  // "f32", as HLO prints it
std::optional<DType> parse_dtype(std::string_view name);

// The bits of a value: pred 8 (one byte in memory); s4 4, s2 2.
int dtype_bits(DType dtype);
// The bytes of an element in memory: s4, u4, s2 and u2 take one byte each (as
// XLA:CPU keeps them unless a layout packs them), holding the value
// sign- or zero-extended.
inline size_t dtype_bytes(DType dtype) { return static_cast<size_t>((dtype_bits(dtype) + 7) / 8); }
// s4, u4, s2, u2: integers narrower than a byte.
inline bool is_sub_byte(DType dtype) { return dtype >= DType::S4 && dtype <= DType::U2; }
// The byte-wide type of the same signedness a sub-byte type is stored in (s4: s8).
DType storage_dtype(DType dtype);
// `raw` (two's complement, any width) wrapped to the type's width: sign-extended
// to 64 bits for signed types, zero-extended for unsigned ones; pred: 0 or 1.
uint64_t wrap_to_dtype(DType dtype, uint64_t raw);
bool is_float(DType dtype);
bool is_signed_int(DType dtype);
bool is_unsigned_int(DType dtype);
inline bool is_integer(DType dtype) { return is_signed_int(dtype) || is_unsigned_int(dtype); }
// f16 and bf16: stored in 16 bits, computed in f32 (XLA's semantics, kiln's kernels).
inline bool is_narrow_float(DType dtype) { return dtype == DType::F16 || dtype == DType::BF16; }
inline bool is_f8(DType dtype) { return dtype >= DType::F8E4M3FN && dtype <= DType::F8E8M0FNU; }
// What kiln's kernels widen to f32 to compute: f16, bf16 and the 8-bit floats.
inline bool computes_in_f32(DType dtype) { return is_narrow_float(dtype) || is_f8(dtype); }
// The type a sum accumulates in, on every target and in the reference: f32
// for those, else the dtype itself.
inline DType accumulator_dtype(DType dtype) { return computes_in_f32(dtype) ? DType::F32 : dtype; }

// Exponent and mantissa bits of a float type (f16: 5, 10).
int float_exponent_bits(DType dtype);
int float_mantissa_bits(DType dtype);
// The encoding of an 8-bit float type (is_f8).
Float8Format float8_format(DType dtype);

}  // namespace kiln
