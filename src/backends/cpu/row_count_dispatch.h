// A kernel templated on its row count, picked at run time: the skinny GEMM
// kernels keep one accumulator per row in registers, so each row count up to
// a limit is its own instantiation.
#pragma once

#include <type_traits>
#include <utility>

namespace kiln::cpu {

// instance(std::integral_constant<int, M>{}) for M == m, for m in [1, kMax];
// a null function pointer past kMax. `instance` returns the kernel for M
// rows, e.g. [](auto rows) { return &kernel<decltype(rows)::value>; }.
template <int kMax, typename Instance>
auto kernel_for_rows(int m, Instance instance) {
  using Kernel = decltype(instance(std::integral_constant<int, 1>{}));
  Kernel found = nullptr;
  [&]<int... Ms>(std::integer_sequence<int, Ms...>) {
    ((m == Ms + 1 ? (found = instance(std::integral_constant<int, Ms + 1>{}), 0) : 0), ...);
  }(std::make_integer_sequence<int, kMax>{});
  return found;
}

}  // namespace kiln::cpu
