#include "runtime/host_buffer.h"

#include <cstdlib>
#include <cstring>

#include "runtime/host_memory.h"
#include "support/error.h"
#include "support/memory.h"

namespace kiln {

namespace {

// Copies element by element between the row-major order and a physical layout.
void permute_copy(const uint8_t* src, uint8_t* dst, const TensorType& type, bool to_physical) {
  const size_t elem = dtype_bytes(type.dtype);
  const Dims phys = physical_strides(type);
  const int64_t n = type.num_elements();
  Dims index(type.dims.size(), 0);
  for (int64_t k = 0; k < n; ++k) {
    int64_t p = 0;
    for (size_t d = 0; d < index.size(); ++d) p += index[d] * phys[d];
    if (to_physical) {
      std::memcpy(dst + static_cast<size_t>(p) * elem, src + static_cast<size_t>(k) * elem, elem);
    } else {
      std::memcpy(dst + static_cast<size_t>(k) * elem, src + static_cast<size_t>(p) * elem, elem);
    }
    for (size_t d = index.size(); d-- > 0;) {
      if (++index[d] < type.dims[d]) break;
      index[d] = 0;
    }
  }
}

}  // namespace

HostBuffer::HostBuffer(TensorType t) : type(std::move(t)) {
  try {
    data = std::shared_ptr<uint8_t>(allocate_host_memory(capacity_for(type)), free_host_memory);
  } catch (const UserError&) {
    out_of_memory(static_cast<double>(capacity_for(type)), type.to_string(false));  // the same, naming the array
  }
}

HostBuffer to_host_buffer(const Literal& literal, const TensorType& type) {
  KILN_CHECK(literal.dtype() == type.dtype && literal.dims() == type.dims, "literal {} for buffer {}",
             literal.type().to_string(false), type.to_string(false));
  HostBuffer buffer(type);
  if (type.has_default_layout()) {
    std::memcpy(buffer.bytes(), literal.data(), literal.byte_size());
  } else {
    permute_copy(literal.data(), buffer.bytes(), type, true);
  }
  return buffer;
}

Literal to_literal(const HostBuffer& buffer) {
  Literal lit(buffer.type.dtype, buffer.type.dims);
  if (buffer.type.has_default_layout()) {
    std::memcpy(lit.data(), buffer.bytes(), lit.byte_size());
  } else {
    permute_copy(buffer.bytes(), lit.data(), buffer.type, false);
  }
  if (buffer.type.dtype == DType::Pred) {  // any nonzero byte is true
    for (int64_t i = 0; i < lit.num_elements(); ++i) lit.set_bits(i, lit.get_bits(i) != 0);
  }
  return lit;
}

}  // namespace kiln
