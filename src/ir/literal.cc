#include "ir/literal.h"

#include <fmt/format.h>

#include <cmath>
#include <cstring>

#include "support/error.h"
#include "support/float_format.h"
#include "support/memory.h"
#include "support/parallel_for.h"

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
  if (bytes > 16.0 * (1ull << 30)) {
    user_error("{} takes {:.3g} GB: kiln holds arrays of at most 16 GiB on the host", TensorType(dtype, dims_).to_string(false), bytes / 1e9);
  }
  try {
    bytes_.assign(static_cast<size_t>(num_elements_) * dtype_bytes(dtype), 0);
  } catch (const std::bad_alloc&) {
    out_of_memory(bytes, TensorType(dtype, dims_).to_string(false));
  }
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

uint64_t splitmix64_mix(uint64_t z) {
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EB;
  return z ^ (z >> 31);
}

constexpr uint64_t kGolden = 0x9E3779B97F4A7C15;

// Element i's 64 random bits: the i-th output of SplitMix64 from a key made
// of the seed, computed on its own, so the value of an element does not
// depend on how the array is cut among threads.
uint64_t element_bits(uint64_t key, uint64_t i) { return splitmix64_mix(key + (i + 1) * kGolden); }

// Uniform in [-1, 1): 53 random bits, exact.
double uniform_minus_one_to_one(uint64_t bits) { return static_cast<double>(bits >> 11) * 0x1p-52 - 1.0; }

template <typename T, typename Convert>
void fill(Literal& lit, uint64_t key, int64_t begin, int64_t end, Convert convert) {
  T* out = reinterpret_cast<T*>(lit.data());
  for (int64_t i = begin; i < end; ++i) out[i] = convert(element_bits(key, static_cast<uint64_t>(i)));
}

void fill_range(Literal& lit, uint64_t key, int64_t begin, int64_t end) {
  const DType d = lit.dtype();
  switch (d) {
    case DType::F32: fill<float>(lit, key, begin, end, [](uint64_t b) { return static_cast<float>(uniform_minus_one_to_one(b)); }); return;
    case DType::F64: fill<double>(lit, key, begin, end, uniform_minus_one_to_one); return;
    case DType::BF16: fill<uint16_t>(lit, key, begin, end, [](uint64_t b) { return bf16_bits_from_double(uniform_minus_one_to_one(b)); }); return;
    case DType::F16: fill<uint16_t>(lit, key, begin, end, [](uint64_t b) { return f16_bits_from_double(uniform_minus_one_to_one(b)); }); return;
    default: break;
  }
  for (int64_t i = begin; i < end; ++i) {
    const uint64_t bits = element_bits(key, static_cast<uint64_t>(i));
    if (d == DType::F8E8M0FNU) {  // unsigned: a negative value would be NaN
      lit.set_double(i, static_cast<double>(bits >> 11) * 0x1p-53 + 0.5);
    } else if (is_float(d)) {
      lit.set_double(i, uniform_minus_one_to_one(bits));
    } else if (d == DType::Pred) {
      lit.set_bits(i, bits & 1);
    } else {
      lit.set_bits(i, bits % 16);
    }
  }
}

}  // namespace

Literal random_literal(const TensorType& type, uint64_t seed) {
  Literal lit(type.dtype, type.dims);
  const uint64_t key = splitmix64_mix(seed + kGolden);
  constexpr int64_t kChunk = int64_t{1} << 20;  // elements a thread takes at a time
  const int64_t n = lit.num_elements(), chunks = (n + kChunk - 1) / kChunk;
  parallel_for(static_cast<size_t>(chunks), chunks > 1 ? hardware_threads() : 1, [&](size_t c) {
    const int64_t begin = static_cast<int64_t>(c) * kChunk;
    fill_range(lit, key, begin, std::min(n, begin + kChunk));
  });
  return lit;
}

}  // namespace kiln
