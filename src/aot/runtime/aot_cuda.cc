// The CUDA part of the AOT runtime (aot_runtime.h): the same driver, context
// and cuBLAS code as in process (backends/cuda/cuda_device.h,
// cublas_library.h), and Halide's CUDA runtime pointed at that context, as
// backends/cuda/cuda_kernel.cc does in process.
#include <HalideRuntimeCuda.h>

#include <map>
#include <mutex>
#include <string>

#include "aot/runtime/aot_errors.h"
#include "aot/runtime/aot_gemm_shape.h"
#include "aot/runtime/aot_runtime.h"
#include "aot/runtime/aot_workspace_pool.h"
#include "backends/cuda/cublas_library.h"
#include "backends/cuda/cuda_device.h"
#include "backends/cuda/cuda_driver.h"
#include "backends/cuda/halide_cuda_setup.h"
#include "support/error.h"

namespace kiln::aot {

namespace {

DType gemm_dtype(int code) {
  switch (code) {
    case KILN_AOT_F32: return DType::F32;
    case KILN_AOT_F64: return DType::F64;
    case KILN_AOT_BF16: return DType::BF16;
    default: return DType::F16;
  }
}

WorkspacePool cuda_workspaces;

}  // namespace

}  // namespace kiln::aot

extern "C" {

int kiln_aot_cuda_start(void) {
  return kiln::aot::guarded("CUDA", [] {
    // Not call_once: where there is no driver or device, opening throws, and
    // the next run tries again.
    static std::mutex m;
    static bool started = false;
    std::lock_guard<std::mutex> lock(m);
    if (!started) {
      kiln::aot::worded_for_library("--target cuda", [] { kiln::cuda::open_device(); });
      kiln::cuda::use_kiln_context(
          {&halide_set_cuda_acquire_context, &halide_set_cuda_release_context, &halide_reuse_device_allocations});  // as in process
      started = true;
    }
    // Pushed, so that kiln_aot_cuda_end gives the caller back its own.
    kiln::cuda::check(kiln::cuda::driver().cuCtxPushCurrent(kiln::cuda::device_context()), "cuCtxPushCurrent");
  });
}

void kiln_aot_cuda_end(void) {
  void* popped = nullptr;
  kiln::cuda::driver().cuCtxPopCurrent(&popped);  // the driver is loaded: kiln_aot_cuda_start succeeded
}

int kiln_aot_cuda_load_cublas(int narrow) {
  return kiln::aot::guarded("CUDA", [&] { kiln::cuda::require_cublas(narrow ? kiln::DType::BF16 : kiln::DType::F32); });
}

int kiln_aot_cuda_alloc(size_t bytes, uint64_t* address) {
  return kiln::aot::guarded("cuda memory", [&] { *address = kiln::cuda::open_device()->allocate(bytes); });
}

int kiln_aot_cuda_take_workspace(size_t bytes, uint64_t* address) {
  return kiln::aot::cuda_workspaces.take(bytes, address) ? 0 : kiln_aot_cuda_alloc(bytes, address);
}

void kiln_aot_cuda_give_workspace(uint64_t address, size_t bytes) { kiln::aot::cuda_workspaces.give(address, bytes); }

int kiln_aot_cuda_to_device(uint64_t to, const void* from, size_t bytes) {
  return kiln::aot::guarded("copy to the device", [&] { kiln::cuda::open_device()->copy_to_device(to, from, bytes); });
}

int kiln_aot_cuda_to_host(void* to, uint64_t from, size_t bytes) {
  return kiln::aot::guarded("copy to the host", [&] { kiln::cuda::open_device()->copy_to_host(to, from, bytes); });
}

int kiln_aot_cuda_copy(uint64_t to, uint64_t from, size_t bytes) {
  return kiln::aot::guarded("copy on the device", [&] { kiln::cuda::open_device()->copy_on_device(to, from, bytes); });
}

int kiln_aot_cuda_gemm(const kiln_aot_gemm* shape, int dtype, uint64_t a, uint64_t b, uint64_t c) {
  return kiln::aot::guarded("cuBLAS", [&] { kiln::cuda::cublas_gemm(kiln::aot::gemm_shape(*shape), kiln::aot::gemm_dtype(dtype), a, b, c); });
}

}  // extern "C"
