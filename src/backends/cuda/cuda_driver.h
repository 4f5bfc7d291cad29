// The NVIDIA driver API, opened at run time (backend-internal). Only what kiln
// calls, with the driver's own types spelled as plain integers and pointers.
// Free of fmt and kiln's IR: AOT libraries carry it (aot/runtime/aot_cuda.cc).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace kiln::cuda {

using CUresult = int;
using CUdevice = int;
using CUcontext = void*;
using CUdeviceptr = unsigned long long;

struct Driver {
  CUresult (*cuInit)(unsigned);
  CUresult (*cuDeviceGetCount)(int*);
  CUresult (*cuDeviceGet)(CUdevice*, int);
  CUresult (*cuDeviceGetName)(char*, int, CUdevice);
  CUresult (*cuDevicePrimaryCtxRetain)(CUcontext*, CUdevice);
  CUresult (*cuCtxSetCurrent)(CUcontext);
  CUresult (*cuCtxPushCurrent)(CUcontext);
  CUresult (*cuCtxPopCurrent)(CUcontext*);
  CUresult (*cuCtxSynchronize)();
  CUresult (*cuMemAlloc)(CUdeviceptr*, size_t);
  CUresult (*cuMemFree)(CUdeviceptr);
  CUresult (*cuMemcpyHtoD)(CUdeviceptr, const void*, size_t);
  CUresult (*cuMemcpyDtoH)(void*, CUdeviceptr, size_t);
  CUresult (*cuMemcpyDtoD)(CUdeviceptr, CUdeviceptr, size_t);
  CUresult (*cuMemsetD8)(CUdeviceptr, unsigned char, size_t);
  CUresult (*cuGetErrorName)(CUresult, const char**);
};

// The driver, loaded once; UserError naming libcuda.so.1 and why when it
// cannot be loaded or lacks a function.
const Driver& driver();

// Throws InternalError (UserError for out-of-memory) naming `what` and the
// driver's error when `rc` is not CUDA_SUCCESS.
void check(CUresult rc, const char* what);

}  // namespace kiln::cuda
