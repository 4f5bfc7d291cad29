#include "backends/cpu/halide_thread_pool.h"

#include <cstdint>
#include <string>

#include "backends/cpu/kernel_loader.h"
#include "backends/cpu/pool_par_for.h"

namespace kiln::cpu {

namespace {

// Halide's contract: run task(min .. min+size-1) in any order, return nonzero
// if one failed. The failure's message was recorded on the thread that ran
// the task (kernel_loader.h); it moves to the caller's, which reports it.
// Context is void for kernels in shared objects, JITUserContext for the JIT.
template <typename Context>
int do_par_for(Context* user_context, int (*task)(Context*, int, uint8_t*), int min, int size, uint8_t* closure) {
  std::string message;  // written by the one first failure, read after the run
  const int result = par_for_on_pool(user_context, task, min, size, closure, [&] { message = take_halide_error(); });
  if (result != 0 && !message.empty()) record_halide_error(user_context, message.c_str());
  return result;
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
