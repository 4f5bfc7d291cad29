// Halide's CUDA runtime set up to run in kiln's context, the same way in
// process (cuda_kernel.cc, the runtime's functions found with dlsym) and in
// CUDA libraries (aot/runtime/aot_cuda.cc, the library's own runtime). Free of
// fmt and kiln's IR: AOT libraries carry it.
#pragma once

#include <HalideRuntimeCuda.h>

namespace kiln::cuda {

// The runtime's setters, from wherever that runtime is.
struct HalideCudaSetters {
  halide_cuda_acquire_context_t (*set_acquire_context)(halide_cuda_acquire_context_t);
  halide_cuda_release_context_t (*set_release_context)(halide_cuda_release_context_t);
  int (*reuse_device_allocations)(void* user_context, bool reuse);
};

// Once, after the device is open: Halide's CUDA module runs in kiln's context
// (so buffers from kiln's device memory and cuBLAS share it); the driver may
// give kernels up to 255 registers (Halide 14 caps them at 64 unless told;
// reductions and tiled transposes spill at 64); a kernel's intermediate
// stages take device memory from Halide's cache of freed blocks, not
// cuMemAlloc/cuMemFree on every call.
void use_kiln_context(const HalideCudaSetters& runtime);

}  // namespace kiln::cuda
