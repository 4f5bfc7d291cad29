#include "backends/cpu/halide_thread_pool.h"

#include <atomic>
#include <cstdint>
#include <mutex>
#include <string>

#include "backends/cpu/kernel_loader.h"
#include "runtime/thread_pool.h"

namespace kiln::cpu {

namespace {

// Halide's contract: run task(min .. min+size-1) in any order, return nonzero
// if one failed. The failure's message was recorded on the thread that ran
// the task (kernel_loader.h); it moves to the caller's, which reports it.
// Context is void for kernels in shared objects, JITUserContext for the JIT.
template <typename Context>
int do_par_for(Context* user_context, int (*task)(Context*, int, uint8_t*), int min, int size, uint8_t* closure) {
  std::atomic<int> result{0};
  std::mutex message_mutex;
  std::string message;
  ThreadPool::shared().for_each_index(size, [&](int64_t i) {
    if (result.load(std::memory_order_relaxed) != 0) return;
    const int r = task(user_context, min + static_cast<int>(i), closure);
    int none = 0;
    if (r != 0 && result.compare_exchange_strong(none, r)) {
      std::lock_guard<std::mutex> lock(message_mutex);
      message = take_halide_error();
    }
  });
  if (result.load() != 0 && !message.empty()) record_halide_error(user_context, message.c_str());
  return result.load();
}

using DoParFor = int (*)(void*, int (*)(void*, int, uint8_t*), int, int, uint8_t*);
using SetDoParFor = DoParFor (*)(DoParFor);

}  // namespace

void run_parallel_loops_on_thread_pool(const SharedObject& halide_runtime) {
  reinterpret_cast<SetDoParFor>(halide_runtime.symbol("halide_set_custom_do_par_for"))(&do_par_for<void>);
}

void run_parallel_loops_on_thread_pool(Halide::Pipeline& jit_pipeline) {
  jit_pipeline.jit_handlers().custom_do_par_for = &do_par_for<Halide::JITUserContext>;
}

}  // namespace kiln::cpu
