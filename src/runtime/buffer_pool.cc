#include "runtime/buffer_pool.h"

#include "runtime/host_memory.h"

namespace kiln {

BufferPool::Source BufferPool::host_memory() { return {allocate_host_memory, free_host_memory}; }

BufferPool::~BufferPool() {
  for (auto& [capacity, p] : free_) source_.release(p);
}

std::shared_ptr<uint8_t> BufferPool::allocate(size_t capacity) {
  uint8_t* p = nullptr;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    auto it = free_.find(capacity);
    if (it != free_.end()) {
      p = it->second;
      free_bytes_ -= capacity;
      free_.erase(it);
    }
  }
  if (!p) {
    p = source_.allocate(capacity);
  }
  // The deleter keeps the pool alive while any of its buffers is.
  std::shared_ptr<BufferPool> self = shared_from_this();
  return std::shared_ptr<uint8_t>(p, [self, capacity](uint8_t* q) { self->give_back(q, capacity); });
}

void BufferPool::give_back(uint8_t* p, size_t capacity) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (free_bytes_ + capacity > max_free_bytes_) {
    source_.release(p);
    return;
  }
  free_.emplace(capacity, p);
  free_bytes_ += capacity;
}

size_t BufferPool::free_bytes() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return free_bytes_;
}

}  // namespace kiln
