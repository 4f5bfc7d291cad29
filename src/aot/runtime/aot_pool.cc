// The thread pool's part of the AOT runtime (aot_runtime.h): Halide's parallel
// loops onto kiln's pool, thread counts, the last error.
#include <HalideRuntime.h>

#include <cstdlib>
#include <mutex>
#include <string>

#include "aot/runtime/aot_errors.h"
#include "aot/runtime/aot_runtime.h"
#include "backends/cpu/pool_par_for.h"
#include "runtime/thread_pool.h"

namespace kiln::aot {

namespace {

thread_local std::string last_error;

// Halide's contract (backends/cpu/pool_par_for.h); Halide's error handler has
// printed the failure's message. No exception leaves: the pool's own failures
// (memory, threads) become Halide's generic error.
int do_par_for(void* user_context, halide_task_t task, int min, int size, uint8_t* closure) noexcept {
  try {
    return cpu::par_for_on_pool(user_context, task, min, size, closure, [] {});
  } catch (...) {
    return halide_error_code_generic_error;
  }
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
