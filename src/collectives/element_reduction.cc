#include "collectives/element_reduction.h"

#include <cmath>
#include <cstring>
#include <limits>

#include "ir/literal.h"
#include "support/error.h"

namespace kiln {

const char* reduction_kind_name(ReductionKind kind) {
  switch (kind) {
    case ReductionKind::Sum: return "sum";
    case ReductionKind::Product: return "product";
    case ReductionKind::Max: return "max";
    case ReductionKind::Min: return "min";
    case ReductionKind::And: return "and";
    case ReductionKind::Or: return "or";
    case ReductionKind::Xor: return "xor";
  }
  return "?";
}

namespace {

// HLO's maximum and minimum: a NaN on either side is the result.
template <typename T>
T float_max(T a, T b) { return std::isnan(a) || std::isnan(b) ? std::numeric_limits<T>::quiet_NaN() : (a > b ? a : b); }
template <typename T>
T float_min(T a, T b) { return std::isnan(a) || std::isnan(b) ? std::numeric_limits<T>::quiet_NaN() : (a < b ? a : b); }

template <typename T>
void reduce_floats(ReductionKind kind, T* acc, const T* x, int64_t n) {
  switch (kind) {
    case ReductionKind::Sum: for (int64_t i = 0; i < n; ++i) acc[i] += x[i]; return;
    case ReductionKind::Product: for (int64_t i = 0; i < n; ++i) acc[i] *= x[i]; return;
    case ReductionKind::Max: for (int64_t i = 0; i < n; ++i) acc[i] = float_max(acc[i], x[i]); return;
    case ReductionKind::Min: for (int64_t i = 0; i < n; ++i) acc[i] = float_min(acc[i], x[i]); return;
    default: user_error("a {} reduction of floating-point values", reduction_kind_name(kind));
  }
}

// Integers wrap (two's complement): sums and products in the unsigned type.
template <typename T>
void reduce_integers(ReductionKind kind, T* acc, const T* x, int64_t n) {
  using U = std::make_unsigned_t<T>;
  switch (kind) {
    case ReductionKind::Sum: for (int64_t i = 0; i < n; ++i) acc[i] = static_cast<T>(static_cast<U>(acc[i]) + static_cast<U>(x[i])); return;
    case ReductionKind::Product: for (int64_t i = 0; i < n; ++i) acc[i] = static_cast<T>(static_cast<U>(acc[i]) * static_cast<U>(x[i])); return;
    case ReductionKind::Max: for (int64_t i = 0; i < n; ++i) acc[i] = acc[i] > x[i] ? acc[i] : x[i]; return;
    case ReductionKind::Min: for (int64_t i = 0; i < n; ++i) acc[i] = acc[i] < x[i] ? acc[i] : x[i]; return;
    case ReductionKind::And: for (int64_t i = 0; i < n; ++i) acc[i] &= x[i]; return;
    case ReductionKind::Or: for (int64_t i = 0; i < n; ++i) acc[i] |= x[i]; return;
    case ReductionKind::Xor: for (int64_t i = 0; i < n; ++i) acc[i] ^= x[i]; return;
  }
}

// pred: sum and max are or, product and min are and (HLO's arithmetic on pred).
void reduce_preds(ReductionKind kind, uint8_t* acc, const uint8_t* x, int64_t n) {
  for (int64_t i = 0; i < n; ++i) {
    const bool a = acc[i] != 0, b = x[i] != 0;
    bool r = false;
    switch (kind) {
      case ReductionKind::Sum: case ReductionKind::Max: case ReductionKind::Or: r = a || b; break;
      case ReductionKind::Product: case ReductionKind::Min: case ReductionKind::And: r = a && b; break;
      case ReductionKind::Xor: r = a != b; break;
    }
    acc[i] = r ? 1 : 0;
  }
}

// The narrow floats (f16, bf16, 8-bit): each step in double, rounded to the type.
void reduce_narrow_floats(DType dtype, ReductionKind kind, void* acc, const void* x, int64_t n) {
  Literal a(dtype, {n}), b(dtype, {n});
  std::memcpy(a.data(), acc, a.byte_size());
  std::memcpy(b.data(), x, b.byte_size());
  for (int64_t i = 0; i < n; ++i) {
    double r = a.get_double(i);
    const double y = b.get_double(i);
    switch (kind) {
      case ReductionKind::Sum: r += y; break;
      case ReductionKind::Product: r *= y; break;
      case ReductionKind::Max: r = float_max(r, y); break;
      case ReductionKind::Min: r = float_min(r, y); break;
      default: user_error("a {} reduction of floating-point values", reduction_kind_name(kind));
    }
    a.set_double(i, r);
  }
  std::memcpy(acc, a.data(), a.byte_size());
}

}  // namespace

void reduce_elements(DType dtype, ReductionKind kind, void* acc, const void* x, int64_t n) {
  switch (dtype) {
    case DType::F32: return reduce_floats(kind, static_cast<float*>(acc), static_cast<const float*>(x), n);
    case DType::F64: return reduce_floats(kind, static_cast<double*>(acc), static_cast<const double*>(x), n);
    case DType::S8: return reduce_integers(kind, static_cast<int8_t*>(acc), static_cast<const int8_t*>(x), n);
    case DType::S16: return reduce_integers(kind, static_cast<int16_t*>(acc), static_cast<const int16_t*>(x), n);
    case DType::S32: return reduce_integers(kind, static_cast<int32_t*>(acc), static_cast<const int32_t*>(x), n);
    case DType::S64: return reduce_integers(kind, static_cast<int64_t*>(acc), static_cast<const int64_t*>(x), n);
    case DType::U8: return reduce_integers(kind, static_cast<uint8_t*>(acc), static_cast<const uint8_t*>(x), n);
    case DType::U16: return reduce_integers(kind, static_cast<uint16_t*>(acc), static_cast<const uint16_t*>(x), n);
    case DType::U32: return reduce_integers(kind, static_cast<uint32_t*>(acc), static_cast<const uint32_t*>(x), n);
    case DType::U64: return reduce_integers(kind, static_cast<uint64_t*>(acc), static_cast<const uint64_t*>(x), n);
    case DType::Pred: return reduce_preds(kind, static_cast<uint8_t*>(acc), static_cast<const uint8_t*>(x), n);
    case DType::S4: case DType::S2: case DType::U4: case DType::U2: {
      // Sub-byte integers sit sign- or zero-extended in a byte: wrapped back after each step.
      uint8_t* a = static_cast<uint8_t*>(acc);
      if (is_signed_int(dtype)) reduce_integers(kind, static_cast<int8_t*>(acc), static_cast<const int8_t*>(x), n);
      else reduce_integers(kind, a, static_cast<const uint8_t*>(x), n);
      for (int64_t i = 0; i < n; ++i) a[i] = static_cast<uint8_t>(wrap_to_dtype(dtype, is_signed_int(dtype) ? static_cast<uint64_t>(static_cast<int8_t>(a[i])) : a[i]));
      return;
    }
    default: return reduce_narrow_floats(dtype, kind, acc, x, n);
  }
}

int64_t position_in_group(const Dims& group, int64_t device, const std::string& what) {
  for (size_t i = 0; i < group.size(); ++i) {
    if (group[i] == device) return static_cast<int64_t>(i);
  }
  user_error("{}: device {} is not in its group", what, device);
}

}  // namespace kiln
