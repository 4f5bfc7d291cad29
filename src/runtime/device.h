// An accelerator as the runtime sees it: memory at 64-bit addresses, copies to
// and from the host, and a way to wait for queued work. A backend implements it
// (cuda::CudaDevice); tests use one made of host memory. Device buffers are
// tensors living in that memory, beside host buffers (host_buffer.h); the
// executable moves values between the two only when a step on the other side
// reads them.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

#include "ir/tensor_type.h"

namespace kiln {

class Device {
 public:
  virtual ~Device() = default;
  virtual std::string name() const = 0;
  // Device memory of `bytes` bytes; throws (UserError when the device is full).
  virtual uint64_t allocate(size_t bytes) = 0;
  virtual void release(uint64_t address) = 0;
  virtual void copy_to_device(uint64_t device_address, const void* host, size_t bytes) = 0;
  virtual void copy_to_host(void* host, uint64_t device_address, size_t bytes) = 0;
  virtual void copy_on_device(uint64_t to, uint64_t from, size_t bytes) = 0;
  // Waits for the work queued so far (kernels run asynchronously).
  virtual void synchronize() = 0;
};

// A tensor in device memory, in its physical layout. The memory goes back to
// the device pool it came from when the last DeviceBuffer holding it lets go.
struct DeviceBuffer {
  TensorType type;
  std::shared_ptr<uint8_t> memory;  // get(): the device address, as a pointer-sized integer

  uint64_t address() const { return reinterpret_cast<uint64_t>(memory.get()); }
  size_t byte_size() const { return static_cast<size_t>(type.byte_size()); }
  explicit operator bool() const { return memory != nullptr; }
};

}  // namespace kiln
