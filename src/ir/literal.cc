#include "ir/literal.h"

#include <fmt/format.h>

#include <cmath>
#include <cstring>
#include <random>

#include "support/error.h"
#include "support/float_format.h"

namespace kiln {

namespace {

template <typename T>
T load(const uint8_t* p) {
  T v;
  std::memcpy(&v, p, sizeof v);
  return v;
}

template <typename T>
void store(uint8_t* p, T v) {
  std::memcpy(p, &v, sizeof v);
}

}  // namespace

Literal::Literal(DType dtype, Dims dims) : dtype_(dtype), dims_(std::move(dims)) {
  num_elements_ = 1;
  for (int64_t d : dims_) {
    if (d < 0) user_error("negative dimension {} in an array", d);
    num_elements_ *= d;
  }
  const double bytes = static_cast<double>(num_elements_) * static_cast<double>(dtype_bytes(dtype));
  if (bytes > 16.0 * (1ull << 30)) user_error("array of {} bytes is too large for a host literal", bytes);
  bytes_.assign(static_cast<size_t>(num_elements_) * dtype_bytes(dtype), 0);
}

double Literal::get_double(int64_t i) const {
  const uint8_t* p = bytes_.data() + static_cast<size_t>(i) * dtype_bytes(dtype_);
  switch (dtype_) {
    case DType::F16: return double_from_f16_bits(load<uint16_t>(p));
    case DType::BF16: return double_from_bf16_bits(load<uint16_t>(p));
    case DType::F32: return load<float>(p);
    case DType::F64: return load<double>(p);
    default:
      if (is_f8(dtype_)) return double_from_float8_bits(load<uint8_t>(p), float8_format(dtype_));
      return is_unsigned_int(dtype_) ? static_cast<double>(get_bits(i))
                                     : static_cast<double>(get_int(i));
  }
}

uint64_t Literal::get_bits(int64_t i) const {
  const uint8_t* p = bytes_.data() + static_cast<size_t>(i) * dtype_bytes(dtype_);
  switch (dtype_) {
    case DType::Pred: return load<uint8_t>(p) != 0;
    case DType::S8:
    case DType::S4:
    case DType::S2: return static_cast<uint64_t>(static_cast<int64_t>(load<int8_t>(p)));
    case DType::S16: return static_cast<uint64_t>(static_cast<int64_t>(load<int16_t>(p)));
    case DType::S32: return static_cast<uint64_t>(static_cast<int64_t>(load<int32_t>(p)));
    case DType::S64: return static_cast<uint64_t>(load<int64_t>(p));
    case DType::U8:
    case DType::U4:
    case DType::U2:
    case DType::F8E4M3FN:
    case DType::F8E5M2:
    case DType::F8E4M3:
    case DType::F8E3M4:
    case DType::F8E4M3FNUZ:
    case DType::F8E5M2FNUZ:
    case DType::F8E4M3B11FNUZ:
    case DType::F8E8M0FNU: return load<uint8_t>(p);
    case DType::U16:
    case DType::F16:
    case DType::BF16: return load<uint16_t>(p);
    case DType::U32:
    case DType::F32: return load<uint32_t>(p);
    case DType::U64:
    case DType::F64: return load<uint64_t>(p);
  }
  return 0;
}

void Literal::set_double(int64_t i, double v) {
  uint8_t* p = bytes_.data() + static_cast<size_t>(i) * dtype_bytes(dtype_);
  switch (dtype_) {
    case DType::F16: store<uint16_t>(p, f16_bits_from_double(v)); return;
    case DType::BF16: store<uint16_t>(p, bf16_bits_from_double(v)); return;
    case DType::F32: store<float>(p, static_cast<float>(v)); return;
    case DType::F64: store<double>(p, v); return;
    case DType::Pred: set_bits(i, v != 0.0); return;
    default:
      if (is_f8(dtype_)) {
        store<uint8_t>(p, float8_bits_from_double(v, float8_format(dtype_)));
        return;
      }
      KILN_CHECK(std::isfinite(v), "non-finite {} stored into {}", v, dtype_name(dtype_));
      if (is_unsigned_int(dtype_)) {
        set_bits(i, static_cast<uint64_t>(v));
      } else {
        set_bits(i, static_cast<uint64_t>(static_cast<int64_t>(v)));
      }
  }
}

void Literal::set_bits(int64_t i, uint64_t v) {
  uint8_t* p = bytes_.data() + static_cast<size_t>(i) * dtype_bytes(dtype_);
  switch (dtype_bytes(dtype_)) {
    case 1: store<uint8_t>(p, static_cast<uint8_t>(is_sub_byte(dtype_) || dtype_ == DType::Pred ? wrap_to_dtype(dtype_, v) : v)); return;
    case 2: store<uint16_t>(p, static_cast<uint16_t>(v)); return;
    case 4: store<uint32_t>(p, static_cast<uint32_t>(v)); return;
    case 8: store<uint64_t>(p, v); return;
  }
}

std::string format_element(const Literal& literal, int64_t i) {
  const DType d = literal.dtype();
  if (d == DType::Pred) return literal.get_bits(i) ? "true" : "false";
  if (is_signed_int(d)) return fmt::format("{}", literal.get_int(i));
  if (is_unsigned_int(d)) return fmt::format("{}", literal.get_bits(i));
  const double v = literal.get_double(i);
  if (std::isnan(v)) return std::signbit(v) ? "-nan" : "nan";
  if (std::isinf(v)) return v < 0 ? "-inf" : "inf";
  // Shortest text that reads back to the same value of the element type.
  if (d == DType::F32 || d == DType::F16 || d == DType::BF16 || is_f8(d)) {
    return fmt::format("{}", static_cast<float>(v));
  }
  return fmt::format("{}", v);
}

std::string Literal::to_string(int64_t max_elements) const {
  std::string s = type().to_string(false) + " {";
  for (int64_t i = 0; i < num_elements_ && i < max_elements; ++i) {
    if (i) s += ", ";
    s += format_element(*this, i);
  }
  if (num_elements_ > max_elements) s += ", ...";
  return s + "}";
}

namespace {

// std::uniform_real_distribution<double>(-1, 1) over mt19937_64, value for
// value as libstdc++ computes it (generate_canonical: one 64-bit draw over
// 2^64, kept below 1), without its long double arithmetic: a model's
// gigabyte of random parameters is drawn at memory speed.
double uniform_minus_one_to_one(std::mt19937_64& rng) {
  double unit = static_cast<double>(rng()) * 0x1p-64;
  if (unit >= 1.0) unit = std::nextafter(1.0, 0.0);
  return unit * 2.0 + -1.0;
}

template <typename T, typename Convert>
void fill_uniform(Literal& lit, std::mt19937_64& rng, Convert convert) {
  T* out = reinterpret_cast<T*>(lit.data());
  for (int64_t i = 0; i < lit.num_elements(); ++i) out[i] = convert(uniform_minus_one_to_one(rng));
}

}  // namespace

Literal random_literal(const TensorType& type, uint64_t seed) {
  Literal lit(type.dtype, type.dims);
  std::mt19937_64 rng(seed);
  switch (type.dtype) {
    case DType::F32: fill_uniform<float>(lit, rng, [](double v) { return static_cast<float>(v); }); return lit;
    case DType::F64: fill_uniform<double>(lit, rng, [](double v) { return v; }); return lit;
    case DType::BF16: fill_uniform<uint16_t>(lit, rng, bf16_bits_from_double); return lit;
    case DType::F16: fill_uniform<uint16_t>(lit, rng, f16_bits_from_double); return lit;
    default: break;
  }
  for (int64_t i = 0; i < lit.num_elements(); ++i) {
    if (type.dtype == DType::F8E8M0FNU) {  // unsigned: a negative value would be NaN
      lit.set_double(i, std::uniform_real_distribution<double>(0.0, 1.0)(rng) + 0.5);
    } else if (is_float(type.dtype)) {
      lit.set_double(i, uniform_minus_one_to_one(rng));
    } else if (type.dtype == DType::Pred) {
      lit.set_bits(i, rng() & 1);
    } else {
      lit.set_bits(i, rng() % 16);
    }
  }
  return lit;
}

}  // namespace kiln
