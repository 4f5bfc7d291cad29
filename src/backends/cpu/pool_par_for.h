// Halide's parallel-loop contract on kiln's thread pool, shared by the hook of
// in-process kernels (halide_thread_pool.cc) and that of AOT libraries
// (aot/runtime/aot_pool.cc): run task(min .. min+size-1) in any order and
// return the first failure's code (0 if none); `on_first_failure` runs once,
// on the thread whose task failed first, right after it (where Halide's error
// message for it is still that thread's to take).
#pragma once

#include <atomic>
#include <cstdint>

#include "runtime/thread_pool.h"

namespace kiln::cpu {

template <typename Context, typename OnFirstFailure>
int par_for_on_pool(Context* user_context, int (*task)(Context*, int, uint8_t*), int min, int size, uint8_t* closure,
                    OnFirstFailure&& on_first_failure) {
  std::atomic<int> result{0};
  ThreadPool::shared().for_each_index(size, [&](int64_t i) {
    if (result.load(std::memory_order_relaxed) != 0) return;
    const int r = task(user_context, min + static_cast<int>(i), closure);
    int none = 0;
    if (r != 0 && result.compare_exchange_strong(none, r)) on_first_failure();
  });
  return result.load();
}

}  // namespace kiln::cpu
