// An array inside the reference evaluator: its type and one 64-bit value per
// element in logical row-major order (see scalar_ops.h for the encoding).
#pragma once

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
template <typename T>
struct UnwrittenAllocator : std::allocator<T> {
  using value_type = T;
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

struct RefArray {
  TensorType type;
  std::vector<Bits, UnwrittenAllocator<Bits>> values;

  // For an op whose loop writes every element of its result.
  struct Unwritten {};

  RefArray() = default;
  // Every element 0.
  explicit RefArray(TensorType t) : type(std::move(t)), values(static_cast<size_t>(type.num_elements()), 0) {}
  // Elements unwritten: the caller writes each one.
  RefArray(TensorType t, Unwritten) : type(std::move(t)), values(static_cast<size_t>(type.num_elements())) {}
  int64_t size() const { return static_cast<int64_t>(values.size()); }
  DType dtype() const { return type.dtype; }
  const Dims& dims() const { return type.dims; }
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
