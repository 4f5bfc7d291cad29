#include "reference/ref_array.h"

#include "support/error.h"

namespace kiln::reference {

RefArray from_literal(const Literal& literal, const TensorType& type) {
  KILN_CHECK(literal.dtype() == type.dtype && literal.dims() == type.dims, "literal {} for {}",
             literal.type().to_string(false), type.to_string(false));
  RefArray a(type);
  for (int64_t i = 0; i < a.size(); ++i) {
    a.values[static_cast<size_t>(i)] = is_float(type.dtype) ? from_double(literal.get_double(i)) : literal.get_bits(i);
  }
  return a;
}

Literal to_literal(const RefArray& array) {
  Literal lit(array.dtype(), array.dims());
  for (int64_t i = 0; i < array.size(); ++i) {
    const Bits v = array.values[static_cast<size_t>(i)];
    if (is_float(array.dtype())) {
      lit.set_double(i, as_double(v));
    } else {
      lit.set_bits(i, v);
    }
  }
  return lit;
}

}  // namespace kiln::reference
