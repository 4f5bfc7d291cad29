// Memory for buffers, recycled: a buffer's memory goes back to its pool when the
// last HostBuffer (or DeviceBuffer) holding it lets go, and the next buffer of
// the same capacity takes it, within a run (dead intermediates) and across runs
// (outputs the caller dropped), so a model run twice does not fault its pages in
// twice, nor allocate device memory twice.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>

namespace kiln {

class BufferPool : public std::enable_shared_from_this<BufferPool> {
 public:
  // Where memory comes from and goes back to: host memory unless told.
  struct Source {
    std::function<uint8_t*(size_t)> allocate;
    std::function<void(uint8_t*)> release;
  };
  static Source host_memory();

  // At most `max_free_bytes` of free memory is kept; the rest is released.
  explicit BufferPool(size_t max_free_bytes = size_t{4} << 30, Source source = host_memory())
      : max_free_bytes_(max_free_bytes), source_(std::move(source)) {}
  ~BufferPool();
  BufferPool(const BufferPool&) = delete;
  BufferPool& operator=(const BufferPool&) = delete;

  // 64-byte aligned memory of `capacity` bytes (a multiple of 64).
  std::shared_ptr<uint8_t> allocate(size_t capacity);
  size_t free_bytes() const;

 private:
  void give_back(uint8_t* p, size_t capacity);

  mutable std::mutex mutex_;
  std::multimap<size_t, uint8_t*> free_;
  size_t free_bytes_ = 0;
  size_t max_free_bytes_;
  Source source_;
};

}  // namespace kiln
