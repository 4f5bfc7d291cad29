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
// No exception leaves: the pool's own failures (memory, threads) become
// Halide's generic error.
int do_par_for(void* user_context, halide_task_t task, int min, int size, uint8_t* closure) noexcept {
  std::atomic<int> result{0};
  try {
    ThreadPool::shared().for_each_index(size, [&](int64_t i) {
      if (result.load(std::memory_order_relaxed) != 0) return;
      const int r = task(user_context, min + static_cast<int>(i), closure);
      int none = 0;
      if (r != 0) result.compare_exchange_strong(none, r);
    });
  } catch (...) {
    int none = 0;
    result.compare_exchange_strong(none, halide_error_code_generic_error);
  }
  return result.load();
}

}  // namespace

void set_runtime_error(const std::string& what) { last_error = what; }

}  // namespace kiln::aot

extern "C" {

// No exception crosses into C: a pool that cannot be sized keeps its size,
// and one that cannot start threads runs on the caller's.
void kiln_aot_start(void) {
  static std::once_flag once;
  try {
    std::call_once(once, [] {
      halide_set_custom_do_par_for(&kiln::aot::do_par_for);
      if (const char* threads = std::getenv("HL_NUM_THREADS")) kiln::ThreadPool::shared().resize(std::atoi(threads));
    });
  } catch (...) {
  }
}

void kiln_aot_set_num_threads(int threads) {
  kiln_aot_start();
  try {
    kiln::ThreadPool::shared().resize(threads);
  } catch (...) {
  }
  halide_set_num_threads(threads > 0 ? threads : 0);  // Halide's own pool: what the custom loop does not take
}

const char* kiln_aot_error(void) { return kiln::aot::last_error.c_str(); }

}  // extern "C"
