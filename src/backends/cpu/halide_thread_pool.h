// Halide's parallel loops on kiln's thread pool (runtime/thread_pool.h)
// instead of the Halide runtime's own: a loop's iterations go out in
// contiguous blocks, block t to worker t (a worker that falls behind has the
// end of its block finished by the others), and the workers are the ones the
// GEMM steps use. Loops that need Halide's task system (async producers,
// semaphores) keep the runtime's pool; kiln's schedules make none.
#pragma once

#include <Halide.h>

#include "backends/cpu/shared_object.h"

namespace kiln::cpu {

// Points the loaded Halide runtime's halide_do_par_for at the pool.
void run_parallel_loops_on_thread_pool(const SharedObject& halide_runtime);
// The same for a kernel JIT-compiled where no linker works (compiled_kernel.cc).
void run_parallel_loops_on_thread_pool(Halide::Pipeline& jit_pipeline);

}  // namespace kiln::cpu
