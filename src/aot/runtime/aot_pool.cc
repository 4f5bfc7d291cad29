// The thread pool's part of the AOT runtime (aot_runtime.h): Halide's parallel
// loops onto kiln's pool, thread counts, the last error.
#include <HalideRuntime.h>

#include <atomic>
#include <cstdlib>
#include <mutex>
#include <string>

#include "aot/runtime/aot_errors.h"
#include "aot/runtime/aot_runtime.h"
#include "runtime/thread_pool.h"

namespace kiln::aot {

namespace {

thread_local std::string last_error;

// Halide's contract: run task(min .. min+size-1) in any order, return nonzero
// if one failed (the first failure's code; Halide's error handler has printed
// its message).
int do_par_for(void* user_context, halide_task_t task, int min, int size, uint8_t* closure) {
  std::atomic<int> result{0};
  ThreadPool::shared().for_each_index(size, [&](int64_t i) {
    if (result.load(std::memory_order_relaxed) != 0) return;
    const int r = task(user_context, min + static_cast<int>(i), closure);
    int none = 0;
    if (r != 0) result.compare_exchange_strong(none, r);
  });
  return result.load();
}

}  // namespace

void set_runtime_error(const std::string& what) { last_error = what; }

}  // namespace kiln::aot

extern "C" {

void kiln_aot_start(void) {
  static std::once_flag once;
  std::call_once(once, [] {
    if (const char* threads = std::getenv("HL_NUM_THREADS")) kiln::ThreadPool::shared().resize(std::atoi(threads));
    halide_set_custom_do_par_for(&kiln::aot::do_par_for);
  });
}

void kiln_aot_set_num_threads(int threads) {
  kiln_aot_start();
  kiln::ThreadPool::shared().resize(threads);
  halide_set_num_threads(threads > 0 ? threads : 0);  // Halide's own pool: what the custom loop does not take
}

const char* kiln_aot_error(void) { return kiln::aot::last_error.c_str(); }

}  // extern "C"
