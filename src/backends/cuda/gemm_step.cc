// A GEMM-shaped dot as a device step: one cuBLAS call on the slots' memory.
#include "backends/cuda/cublas_library.h"
#include "backends/cuda/cuda_backend.h"
#include "support/error.h"

namespace kiln::cuda {

DeviceStepFn gemm_step(const GemmShape& shape, DType dtype, int lhs_slot, int rhs_slot, int out_slot) {
  KILN_CHECK(cublas_gemm_type(dtype), "cuBLAS gemm of {}", dtype_name(dtype));
  require_cublas(dtype);  // a missing cuBLAS is said at compile time, not at the first run
  return [shape, dtype, lhs_slot, rhs_slot, out_slot](std::vector<DeviceBuffer>& slots) {
    cublas_gemm(shape, dtype, slots[static_cast<size_t>(lhs_slot)].address(), slots[static_cast<size_t>(rhs_slot)].address(),
                slots[static_cast<size_t>(out_slot)].address());
  };
}

}  // namespace kiln::cuda
