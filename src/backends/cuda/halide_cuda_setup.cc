#include "backends/cuda/halide_cuda_setup.h"

#include <cstdlib>

#include "backends/cuda/cuda_device.h"

namespace kiln::cuda {

namespace {

// A plain pointer, not device_context(): Halide's runtime also asks at exit,
// after the device object is gone (the retained context stays valid).
int acquire_kiln_context(void*, void** context, bool) {
  *context = opened_device_context();
  return *context ? 0 : halide_error_code_generic_error;  // no device: opening it has said why
}
int release_kiln_context(void*) { return 0; }

}  // namespace

void use_kiln_context(const HalideCudaSetters& runtime) {
  runtime.set_acquire_context(acquire_kiln_context);
  runtime.set_release_context(release_kiln_context);
  setenv("HL_CUDA_JIT_MAX_REGISTERS", "255", /*overwrite=*/0);
  runtime.reuse_device_allocations(nullptr, true);
}

}  // namespace kiln::cuda
