#include "reference/ref_array.h"

#include "support/error.h"

namespace kiln::reference {

ElementStorage element_storage(DType dtype) {
  if (dtype_bits(dtype) > 32) return ElementStorage::Wide;
  if (is_float(dtype)) return ElementStorage::Float;
  return is_signed_int(dtype) ? ElementStorage::Signed : ElementStorage::Unsigned;
}

void RefArray::not_of_its_dtype(Bits v) const {
  internal_error("the reference stored {} in an array of {}, which cannot hold it", as_double(v), dtype_name(type.dtype));
}

RefArray from_literal(const Literal& literal, const TensorType& type) {
  KILN_CHECK(literal.dtype() == type.dtype && literal.dims() == type.dims, "literal {} for {}",
             literal.type().to_string(false), type.to_string(false));
  RefArray a(type, RefArray::Unwritten{});
  for (int64_t i = 0; i < a.size(); ++i) a.set(i, is_float(type.dtype) ? from_double(literal.get_double(i)) : literal.get_bits(i));
  return a;
}

Literal to_literal(const RefArray& array) {
  Literal lit(array.dtype(), array.dims());
  for (int64_t i = 0; i < array.size(); ++i) {
    const Bits v = array.get(i);
    if (is_float(array.dtype())) {
      lit.set_double(i, as_double(v));
    } else {
      lit.set_bits(i, v);
    }
  }
  return lit;
}

}  // namespace kiln::reference
