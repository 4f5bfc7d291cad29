// Intermediate buffers of in-process CPU kernels. Those kernels are compiled
// without Halide's assertions (in_process_kernel_target): kiln checks every
// shape before a kernel runs, and the assertions were half of a small
// kernel's compile time. Without them a failed allocation would reach the
// kernel as a null pointer, so kiln's allocator ends the process with the
// out-of-memory message instead (exit 2, as for any input too big for the
// machine).
#pragma once

#include <Halide.h>

namespace kiln::cpu {

class SharedObject;

// In the runtime every kernel shared object links against.
void allocate_intermediates_or_exit(const SharedObject& halide_runtime);

// In a JIT-compiled pipeline (the fallback where no linker works).
void allocate_intermediates_or_exit(Halide::Pipeline& jit_pipeline);

}  // namespace kiln::cpu
