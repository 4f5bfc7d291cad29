#include "backends/cpu/halide_thread_pool.h"

#include <atomic>
#include <cstdint>

#include "runtime/thread_pool.h"

namespace kiln::cpu {

namespace {

using HalideTask = int (*)(void* user_context, int iteration, uint8_t* closure);
using DoParFor = int (*)(void* user_context, HalideTask task, int min, int size, uint8_t* closure);
using SetDoParFor = DoParFor (*)(DoParFor);

// Halide's contract: run task(min .. min+size-1) in any order, return nonzero
// if one failed (its error handler has the message).
int do_par_for(void* user_context, HalideTask task, int min, int size, uint8_t* closure) {
  std::atomic<int> result{0};
  ThreadPool::shared().for_each_block(size, [&](int64_t begin, int64_t end) {
    for (int64_t i = begin; i < end && result.load(std::memory_order_relaxed) == 0; ++i) {
      const int r = task(user_context, min + static_cast<int>(i), closure);
      if (r != 0) {
        int none = 0;
        result.compare_exchange_strong(none, r);
      }
    }
  });
  return result.load();
}

}  // namespace

void run_parallel_loops_on_thread_pool(const SharedObject& halide_runtime) {
  reinterpret_cast<SetDoParFor>(halide_runtime.symbol("halide_set_custom_do_par_for"))(&do_par_for);
}

}  // namespace kiln::cpu
