// The GPU kiln runs on: the NVIDIA driver's primary context on one device,
// which kiln's device memory, the Halide CUDA runtime and cuBLAS all share.
// Free of fmt and kiln's IR: AOT libraries carry it (aot/runtime/aot_cuda.cc).
#pragma once

#include <memory>

#include "runtime/device.h"

namespace kiln::cuda {

// The driver's primary context on device 0 (or $KILN_CUDA_DEVICE), opened once.
// UserError with the library looked for and why when there is none (no
// libcuda.so.1, no device).
std::shared_ptr<Device> open_device();
// That device's CUcontext (cuBLAS and Halide's CUDA runtime run in it).
void* device_context();
// The same without opening anything: null until open_device() has succeeded.
// A plain pointer, never destroyed, for Halide's context hook, which its
// runtime also calls at exit, after function-local statics are gone.
void* opened_device_context();
// Makes that context current on the calling thread (driver calls, cuBLAS).
void make_context_current();

}  // namespace kiln::cuda
