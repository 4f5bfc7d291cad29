// An op's output elements split over threads: [0, n) cut into one contiguous
// block per thread. Each element is computed alone from the operands (sums
// included: a dot's or a convolution's terms are added by the one thread
// that owns the element, in the usual order), so the answer is the same bit
// for bit whatever the thread count. Small ops stay on the calling thread: a
// thread costs tens of microseconds to start.
#pragma once

#include <algorithm>
#include <cstdint>

#include "reference/ref_array.h"
#include "support/parallel_for.h"

namespace kiln::reference {

// Below this many element-steps (elements times the work of each), an op
// runs on the calling thread alone.
inline constexpr int64_t kStepsWorthAThread = int64_t{1} << 16;

// Calls body(begin, end) on contiguous blocks that cover [0, n), on up to
// `threads` threads; `steps_per_element` is a rough cost of one element
// (1 for elementwise ops, the number of products for a contraction).
template <typename Body>
void for_each_element_block(int64_t n, int64_t steps_per_element, int threads, Body&& body) {
  const int64_t steps = n * std::max<int64_t>(1, steps_per_element);
  const int64_t blocks = std::clamp<int64_t>(std::min<int64_t>(steps / kStepsWorthAThread, n), 1, std::max(1, threads));
  if (blocks == 1) {
    if (n > 0) body(int64_t{0}, n);
    return;
  }
  parallel_for(static_cast<size_t>(blocks), static_cast<int>(blocks), [&](size_t b) {
    const int64_t t = static_cast<int64_t>(b);
    body(n * t / blocks, n * (t + 1) / blocks);
  });
}

// for_each_index (ref_array.h) on up to `threads` threads: visit(index,
// linear) for every index of `dims`, each block's run of them in order.
template <typename F>
void for_each_index_on_threads(const Dims& dims, int64_t steps_per_element, int threads, F&& visit) {
  for_each_element_block(count_of(dims), steps_per_element, threads,
                         [&](int64_t begin, int64_t end) { for_each_index_between(dims, begin, end, visit); });
}

}  // namespace kiln::reference
