#include "ir/literal_npy.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cstring>

#include "support/error.h"

namespace kiln {

std::string npy_descr(DType dtype) {
  switch (dtype) {
    case DType::Pred: return "|b1";
    case DType::S8:
    case DType::S4:
    case DType::S2: return "|i1";
    case DType::U8:
    case DType::U4:
    case DType::U2: return "|u1";
    case DType::S16: return "<i2";
    case DType::U16: return "<u2";
    case DType::S32: return "<i4";
    case DType::U32: return "<u4";
    case DType::S64: return "<i8";
    case DType::U64: return "<u8";
    case DType::F16: return "<f2";
    case DType::BF16:
    case DType::F8E4M3FN:
    case DType::F8E5M2:
    case DType::F8E4M3:
    case DType::F8E3M4:
    case DType::F8E4M3FNUZ:
    case DType::F8E5M2FNUZ:
    case DType::F8E4M3B11FNUZ:
    case DType::F8E8M0FNU: return "<f4";  // numpy has no such types: their values as f32
    case DType::F32: return "<f4";
    case DType::F64: return "<f8";
  }
  return "?";
}

std::string npy_complex_descr(DType part) {
  if (part == DType::F32) return "<c8";
  if (part == DType::F64) return "<c16";
  return {};
}

namespace {

bool holds_complex_pairs(const TensorType& t) {
  return !npy_complex_descr(t.dtype).empty() && t.rank() >= 1 && t.dims.back() == 2;
}

}  // namespace

void check_complex_array(const std::string& descr, const Dims& shape, const TensorType& pairs, const std::string& what) {
  const std::string little = descr.size() >= 3 && descr[0] == '=' ? "<" + descr.substr(1) : descr;  // the same on this machine
  if (little != npy_complex_descr(pairs.dtype)) {
    user_error("{} has dtype '{}', but the parameter is {} (expects '{}')", what, descr, complex_pairs_text(pairs, false),
               npy_complex_descr(pairs.dtype));
  }
  if (!std::equal(shape.begin(), shape.end(), pairs.dims.begin(), pairs.dims.end() - 1)) {
    user_error("{} has shape ({}), but the parameter is {}", what, fmt::join(shape, ", "), complex_pairs_text(pairs));
  }
}

NpyArray npy_from_literal(const Literal& literal, bool complex_pairs) {
  NpyArray array;
  array.descr = npy_descr(literal.dtype());
  array.shape = literal.dims();
  if (complex_pairs) {
    KILN_CHECK(holds_complex_pairs(literal.type()), "{} is not complex pairs", literal.type().to_string(false));
    array.descr = npy_complex_descr(literal.dtype());
    array.shape.pop_back();
  }
  if (literal.dtype() == DType::BF16 || is_f8(literal.dtype())) {
    array.data.resize(static_cast<size_t>(literal.num_elements()) * 4);
    for (int64_t i = 0; i < literal.num_elements(); ++i) {
      const float f = static_cast<float>(literal.get_double(i));
      std::memcpy(&array.data[static_cast<size_t>(i) * 4], &f, 4);
    }
  } else {
    array.data.assign(literal.data(), literal.data() + literal.byte_size());
  }
  return array;
}

Literal literal_from_npy(const NpyArray& array, const TensorType& expected, const std::string& what, bool complex_pairs) {
  // Byte order marks that mean the same on this little-endian machine.
  std::string descr = array.descr;
  if (descr.size() >= 3 && descr[0] == '=') descr[0] = '<';
  if (complex_pairs && holds_complex_pairs(expected) && descr.size() >= 3 && descr[1] == 'c') {
    check_complex_array(array.descr, array.shape, expected, what);
    Literal literal(expected.dtype, expected.dims);
    KILN_CHECK(array.data.size() == literal.byte_size(), "npy data size");
    std::memcpy(literal.data(), array.data.data(), array.data.size());
    return literal;
  }
  if (complex_pairs && holds_complex_pairs(expected) && (descr != npy_descr(expected.dtype) || array.shape != expected.dims)) {
    const Dims parts(expected.dims.begin(), expected.dims.end() - 1);
    user_error("{} has dtype '{}' and shape ({}), but the parameter is {} (expects '{}' of shape ({}), or '{}' of shape ({}) holding (re, im))",
               what, array.descr, fmt::join(array.shape, ", "), complex_pairs_text(expected), npy_complex_descr(expected.dtype),
               fmt::join(parts, ", "), npy_descr(expected.dtype), fmt::join(expected.dims, ", "));
  }
  if (descr.size() == 3 && (descr[1] == 'b' || descr.substr(1) == "i1" || descr.substr(1) == "u1")) descr[0] = '|';
  if (descr != npy_descr(expected.dtype)) {
    user_error("{} has dtype '{}', but the parameter is {} (expects '{}')", what, array.descr,
               dtype_name(expected.dtype), npy_descr(expected.dtype));
  }
  if (array.shape != expected.dims) {
    user_error("{} has shape ({}), but the parameter is {}", what, fmt::join(array.shape, ", "),
               expected.to_string(false));
  }
  Literal literal(expected.dtype, expected.dims);
  if (expected.dtype == DType::BF16 || is_f8(expected.dtype)) {
    for (int64_t i = 0; i < literal.num_elements(); ++i) {
      float f = 0;
      std::memcpy(&f, &array.data[static_cast<size_t>(i) * 4], 4);
      literal.set_double(i, f);
    }
  } else {
    KILN_CHECK(array.data.size() == literal.byte_size(), "npy data size");
    std::memcpy(literal.data(), array.data.data(), array.data.size());
    if (expected.dtype == DType::Pred) {
      for (int64_t i = 0; i < literal.num_elements(); ++i) literal.set_bits(i, literal.get_bits(i) != 0);
    }
    if (is_sub_byte(expected.dtype)) {  // one value a byte: it must fit the type
      for (int64_t i = 0; i < literal.num_elements(); ++i) {
        const uint64_t v = literal.get_bits(i);
        if (wrap_to_dtype(expected.dtype, v) != v) {
          const int bits = dtype_bits(expected.dtype);
          const bool is_signed = is_signed_int(expected.dtype);
          user_error("{} element {} is {}, outside {}'s range [{}, {}]", what, i, is_signed ? static_cast<int64_t>(v) : static_cast<int64_t>(v & 0xff),
                     dtype_name(expected.dtype), is_signed ? -(1 << (bits - 1)) : 0, is_signed ? (1 << (bits - 1)) - 1 : (1 << bits) - 1);
        }
      }
    }
  }
  return literal;
}

}  // namespace kiln
