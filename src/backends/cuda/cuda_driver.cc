// The NVIDIA driver, opened at run time: nothing links against it, so machines
// without it run everything but --target cuda.
#include "backends/cuda/cuda_driver.h"

#include <dlfcn.h>

#include <string>

#include "support/error.h"

namespace kiln::cuda {

namespace {

constexpr const char* kDriverLibrary = "libcuda.so.1";
constexpr CUresult kOutOfMemory = 2;  // CUDA_ERROR_OUT_OF_MEMORY

template <typename F>
void bind(void* library, F& f, const char* name) {
  f = reinterpret_cast<F>(dlsym(library, name));
  if (!f) throw UserError(std::string(kDriverLibrary) + " has no " + name + ": not an NVIDIA driver this kiln can use");
}

Driver load() {
  void* library = dlopen(kDriverLibrary, RTLD_NOW | RTLD_GLOBAL);
  if (!library) {
    const char* why = dlerror();
    throw UserError(std::string("--target cuda needs the NVIDIA driver library ") + kDriverLibrary + ", which could not be loaded (" +
                    (why ? why : "not found") + "): no CUDA device here");
  }
  Driver d{};
  bind(library, d.cuInit, "cuInit");
  bind(library, d.cuDeviceGetCount, "cuDeviceGetCount");
  bind(library, d.cuDeviceGet, "cuDeviceGet");
  bind(library, d.cuDeviceGetName, "cuDeviceGetName");
  bind(library, d.cuDevicePrimaryCtxRetain, "cuDevicePrimaryCtxRetain");
  bind(library, d.cuCtxSetCurrent, "cuCtxSetCurrent");
  bind(library, d.cuCtxPushCurrent, "cuCtxPushCurrent_v2");
  bind(library, d.cuCtxPopCurrent, "cuCtxPopCurrent_v2");
  bind(library, d.cuCtxSynchronize, "cuCtxSynchronize");
  bind(library, d.cuMemAlloc, "cuMemAlloc_v2");
  bind(library, d.cuMemFree, "cuMemFree_v2");
  bind(library, d.cuMemcpyHtoD, "cuMemcpyHtoD_v2");
  bind(library, d.cuMemcpyDtoH, "cuMemcpyDtoH_v2");
  bind(library, d.cuMemcpyDtoD, "cuMemcpyDtoD_v2");
  bind(library, d.cuMemsetD8, "cuMemsetD8_v2");
  bind(library, d.cuGetErrorName, "cuGetErrorName");
  return d;
}

}  // namespace

const Driver& driver() {
  static const Driver d = load();
  return d;
}

void check(CUresult rc, const char* what) {
  if (rc == 0) return;
  const char* name = "unknown error";
  driver().cuGetErrorName(rc, &name);
  if (rc == kOutOfMemory) throw UserError(std::string("the CUDA device is out of memory (") + what + ": " + name + ")");
  throw InternalError(std::string(what) + " failed: " + name + " (" + std::to_string(rc) + ")");
}

}  // namespace kiln::cuda
