// A tensor in host memory, in its physical layout (strides from minor_to_major),
// 64-byte aligned. Literals are logical row-major; these convert between the two.
#pragma once

#include <cstdint>
#include <algorithm>
#include <memory>

#include "ir/literal.h"

namespace kiln {

struct HostBuffer {
  TensorType type;
  std::shared_ptr<uint8_t> data;  // shared: a step may pass a buffer through

  HostBuffer() = default;
  explicit HostBuffer(TensorType t);  // uninitialized storage
  size_t byte_size() const { return static_cast<size_t>(type.byte_size()); }
  // Bytes allocated for a buffer of `type` (rounded up to 64).
  static size_t capacity_for(const TensorType& type) {
    return (std::max<size_t>(static_cast<size_t>(type.byte_size()), 1) + 63) / 64 * 64;
  }
  uint8_t* bytes() const { return data.get(); }
};

HostBuffer to_host_buffer(const Literal& literal, const TensorType& type);
Literal to_literal(const HostBuffer& buffer);

}  // namespace kiln
