// A std::vector whose storage starts on a 64-byte boundary: a vector load of
// a whole cache line that straddles two costs two loads, and a kernel whose
// operand rows are each one line apart then runs at half speed (the skinny
// bf16 kernels' A rows: 13 against 32 GB/s).
#pragma once

#include <cstddef>
#include <new>
#include <vector>

namespace kiln {

inline constexpr size_t kCacheLine = 64;

template <typename T>
struct CacheLineAllocator {
  using value_type = T;
  CacheLineAllocator() = default;
  template <typename U>
  CacheLineAllocator(const CacheLineAllocator<U>&) {}
  T* allocate(size_t n) { return static_cast<T*>(::operator new(n * sizeof(T), std::align_val_t{kCacheLine})); }
  void deallocate(T* p, size_t) { ::operator delete(p, std::align_val_t{kCacheLine}); }
  template <typename U>
  bool operator==(const CacheLineAllocator<U>&) const {
    return true;
  }
};

template <typename T>
using AlignedVector = std::vector<T, CacheLineAllocator<T>>;

}  // namespace kiln
