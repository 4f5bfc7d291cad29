// An array inside the reference evaluator: its type and its elements in
// logical row-major order, each read and written in the evaluator's 64-bit
// encoding (scalar_ops.h) and stored in 4 or 8 bytes (ElementStorage).
#pragma once

#include <algorithm>
#include <cstring>
#include <memory>
#include <type_traits>
#include <utility>
#include <vector>

#include "ir/literal.h"
#include "reference/scalar_ops.h"

namespace kiln::reference {

// std::allocator, except that a vector's new elements are left unwritten
// (default-initialized) rather than zeroed: an op that writes every element
// of its result then touches its fresh pages first on the threads that
// compute them. Zeroing them first, on one thread, took a fifth of a
// MobileNetV2 train step's reference run (mostly the kernel's page faults).
//
// Large blocks are also recycled (recycled_blocks): a freed array's memory,
// already mapped, becomes the next array of that size instead of going back
// to the kernel, whose page faults and zeroing of fresh pages took a fifth
// of nanoGPT's reference run.
void* allocate_array_block(size_t bytes);
void release_array_block(void* p, size_t bytes) noexcept;

template <typename T>
struct UnwrittenAllocator : std::allocator<T> {
  using value_type = T;
  T* allocate(size_t n) { return static_cast<T*>(allocate_array_block(n * sizeof(T))); }
  void deallocate(T* p, size_t n) noexcept { release_array_block(p, n * sizeof(T)); }
  template <typename U>
  struct rebind {
    using other = UnwrittenAllocator<U>;
  };
  UnwrittenAllocator() = default;
  template <typename U>
  UnwrittenAllocator(const UnwrittenAllocator<U>&) noexcept {}
  template <typename U, typename... Args>
  void construct(U* p, Args&&... args) {
    ::new (static_cast<void*>(p)) U(std::forward<Args>(args)...);
  }
  template <typename U>
  void construct(U* p) noexcept(std::is_nothrow_default_constructible_v<U>) {
    ::new (static_cast<void*>(p)) U;
  }
};

// How an array holds its elements. Every dtype of up to 32 bits takes 4
// bytes: a float as the f32 that holds it exactly (it is already rounded to
// its own dtype, and f16, bf16 and the f8 types are subsets of f32), an
// integer or pred as its 32-bit extension. f64 and the 64-bit integers take
// 8. Half the memory of 8 bytes an element for an f32 model, whose largest
// runs (nanoGPT's) the reference could otherwise not hold.
enum class ElementStorage : uint8_t { Wide, Float, Signed, Unsigned };
ElementStorage element_storage(DType dtype);
inline size_t storage_bytes(ElementStorage s) { return s == ElementStorage::Wide ? 8 : 4; }

// A float's value (a double's bits) as the f32 that holds it, and back. A NaN
// keeps its sign and the top of its payload, by bits: a conversion through
// the FPU would quiet a signalling NaN.
inline uint32_t narrow_float(Bits b) {
  const double d = as_double(b);
  if (d == d) {
    const float f = static_cast<float>(d);
    uint32_t n;
    std::memcpy(&n, &f, sizeof n);
    return n;
  }
  const uint32_t payload = static_cast<uint32_t>((b >> 29) & 0x7fffffu);
  return static_cast<uint32_t>(b >> 63) << 31 | 0x7f800000u | (payload != 0 ? payload : 0x400000u);
}
inline Bits widen_float(uint32_t n) {
  float f;
  std::memcpy(&f, &n, sizeof f);
  if (f == f) return from_double(static_cast<double>(f));
  return static_cast<Bits>(n >> 31) << 63 | Bits{0x7ff} << 52 | static_cast<Bits>(n & 0x7fffffu) << 29;
}

class RefArray {
 public:
  // Its dims may change (a reshape, a parameter's layout); its dtype may not,
  // since that chose how its elements are stored.
  TensorType type;

  // For an op whose loop writes every element of its result.
  struct Unwritten {};

  RefArray() = default;
  // Every element 0.
  explicit RefArray(TensorType t) : RefArray(std::move(t), Unwritten{}) { fill(0); }
  // Elements unwritten: the caller writes each one.
  RefArray(TensorType t, Unwritten) : type(std::move(t)), storage_(element_storage(type.dtype)) {
    const size_t n = static_cast<size_t>(type.num_elements());
    if (storage_ == ElementStorage::Wide) {
      wide_.resize(n);
    } else {
      narrow_.resize(n);
    }
  }

  int64_t size() const { return static_cast<int64_t>(storage_ == ElementStorage::Wide ? wide_.size() : narrow_.size()); }
  DType dtype() const { return type.dtype; }
  const Dims& dims() const { return type.dims; }
  size_t bytes_per_element() const { return storage_bytes(storage_); }

  // Element k (row-major) in the evaluator's 64-bit encoding (scalar_ops.h).
  Bits get(int64_t k) const {
    const size_t i = static_cast<size_t>(k);
    switch (storage_) {
      case ElementStorage::Wide: return wide_[i];
      case ElementStorage::Float: return widen_float(narrow_[i]);
      case ElementStorage::Signed: return static_cast<Bits>(static_cast<int64_t>(static_cast<int32_t>(narrow_[i])));
      case ElementStorage::Unsigned: return narrow_[i];
    }
    return 0;
  }
  // Stores `v`, which must already be a value of the dtype (rounded, or
  // wrapped to its width).
  void set(int64_t k, Bits v) {
    const size_t i = static_cast<size_t>(k);
    if (storage_ == ElementStorage::Wide) {
      wide_[i] = v;
    } else if (storage_ == ElementStorage::Float) {
      narrow_[i] = narrow_float(v);
      // An op that stored a value its dtype cannot hold would change the
      // reference's answers silently; say so instead.
      if (widen_float(narrow_[i]) != v && as_double(v) == as_double(v)) [[unlikely]] not_of_its_dtype(v);
    } else {
      narrow_[i] = static_cast<uint32_t>(v);
    }
  }
  // An f32 array's elements as their f32 bits, for loops that read or write
  // a whole array without per-element dispatch (whole_array_ops.cc).
  const uint32_t* f32_bits() const { return narrow_.data(); }
  uint32_t* f32_bits() { return narrow_.data(); }
  // The stored elements, bytes_per_element() each, for loops that move
  // elements between arrays of one dtype without decoding them
  // (data_movement.cc).
  const void* stored() const { return storage_ == ElementStorage::Wide ? static_cast<const void*>(wide_.data()) : narrow_.data(); }
  void* stored() { return storage_ == ElementStorage::Wide ? static_cast<void*>(wide_.data()) : narrow_.data(); }
  void fill(Bits v) {
    if (storage_ == ElementStorage::Wide) {
      std::fill(wide_.begin(), wide_.end(), v);
    } else {
      std::fill(narrow_.begin(), narrow_.end(), storage_ == ElementStorage::Float ? narrow_float(v) : static_cast<uint32_t>(v));
    }
  }

 private:
  [[noreturn]] void not_of_its_dtype(Bits v) const;

  ElementStorage storage_ = ElementStorage::Wide;
  std::vector<uint64_t, UnwrittenAllocator<uint64_t>> wide_;
  std::vector<uint32_t, UnwrittenAllocator<uint32_t>> narrow_;
};

RefArray from_literal(const Literal& literal, const TensorType& type);
Literal to_literal(const RefArray& array);

inline int64_t count_of(const Dims& dims) {
  int64_t total = 1;
  for (int64_t d : dims) total *= d;
  return total;
}

// Visits the indices of `dims` at linear positions [begin, end) in row-major
// order: visit(index, linear).
template <typename F>
void for_each_index_between(const Dims& dims, int64_t begin, int64_t end, F&& visit) {
  if (begin >= end) return;
  Dims index(dims.size(), 0);
  for (int64_t d = static_cast<int64_t>(dims.size()) - 1, rest = begin; d >= 0; --d) {
    index[static_cast<size_t>(d)] = rest % dims[static_cast<size_t>(d)];
    rest /= dims[static_cast<size_t>(d)];
  }
  for (int64_t linear = begin; linear < end; ++linear) {
    visit(index, linear);
    for (size_t d = dims.size(); d-- > 0;) {
      if (++index[d] < dims[d]) break;
      index[d] = 0;
    }
  }
}

// Visits every index of `dims` in row-major order with its linear position.
template <typename F>
void for_each_index(const Dims& dims, F&& visit) {
  for_each_index_between(dims, 0, count_of(dims), visit);
}

// The same indices last to first: a sum visited so accumulates in the other
// order (kiln parity's second sample of a sum's rounding).
template <typename F>
void for_each_index_reversed(const Dims& dims, F&& visit) {
  const int64_t total = count_of(dims);
  if (total == 0) return;
  Dims index(dims.size());
  for (size_t d = 0; d < dims.size(); ++d) index[d] = dims[d] - 1;
  for (int64_t linear = total - 1; linear >= 0; --linear) {
    visit(index, linear);
    for (size_t d = dims.size(); d-- > 0;) {
      if (--index[d] >= 0) break;
      index[d] = dims[d] - 1;
    }
  }
}

template <typename F>
void for_each_index(const Dims& dims, bool reversed, F&& visit) {
  if (reversed) {
    for_each_index_reversed(dims, std::forward<F>(visit));
  } else {
    for_each_index(dims, std::forward<F>(visit));
  }
}

inline int64_t linear_index(const Dims& index, const Dims& strides) {
  int64_t k = 0;
  for (size_t d = 0; d < index.size(); ++d) k += index[d] * strides[d];
  return k;
}

}  // namespace kiln::reference
