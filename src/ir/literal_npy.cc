#include "ir/literal_npy.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

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

NpyArray npy_from_literal(const Literal& literal) {
  NpyArray array;
  array.descr = npy_descr(literal.dtype());
  array.shape = literal.dims();
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

Literal literal_from_npy(const NpyArray& array, const TensorType& expected, const std::string& what) {
  // Byte order marks that mean the same on this little-endian machine.
  std::string descr = array.descr;
  if (descr.size() == 3 && descr[0] == '=') descr[0] = '<';
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
