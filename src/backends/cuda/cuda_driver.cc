// The NVIDIA driver, opened at run time: nothing links against it, so machines
// without it run everything but --target cuda.
#include <dlfcn.h>

#include "backends/cuda/cuda_backend.h"
#include "support/error.h"

namespace kiln::cuda {

namespace {

constexpr const char* kDriverLibrary = "libcuda.so.1";

using CuInit = int (*)(unsigned);
using CuDeviceGetCount = int (*)(int*);

}  // namespace

void require_device() {
  void* driver = dlopen(kDriverLibrary, RTLD_NOW | RTLD_GLOBAL);
  if (!driver) {
    const char* why = dlerror();
    user_error("--target cuda needs the NVIDIA driver library {}, which could not be loaded ({}): no CUDA device here", kDriverLibrary,
               why ? why : "not found");
  }
  auto init = reinterpret_cast<CuInit>(dlsym(driver, "cuInit"));
  auto count = reinterpret_cast<CuDeviceGetCount>(dlsym(driver, "cuDeviceGetCount"));
  if (!init || !count) user_error("{} has no cuInit/cuDeviceGetCount: not an NVIDIA driver", kDriverLibrary);
  int devices = 0;
  const int rc = init(0);
  if (rc != 0 || count(&devices) != 0 || devices == 0) {
    user_error("--target cuda: {} loaded, but it reports no usable CUDA device (cuInit returned {})", kDriverLibrary, rc);
  }
}

}  // namespace kiln::cuda
