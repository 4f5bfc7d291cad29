// f32 and f64 GEMMs of the AOT runtime (aot_runtime.h): OpenBLAS on kiln's
// pool, as in process (backends/cpu/blas_gemm.h).
#include "aot/runtime/aot_errors.h"
#include "aot/runtime/aot_gemm_shape.h"
#include "aot/runtime/aot_runtime.h"
#include "backends/cpu/blas_gemm.h"

extern "C" {

int kiln_aot_sgemm(const kiln_aot_gemm* shape, const float* a, const float* b, float* c) {
  return kiln::aot::guarded("sgemm", [&] { kiln::cpu::blas_gemm(kiln::aot::gemm_shape(*shape), a, b, c); });
}

int kiln_aot_dgemm(const kiln_aot_gemm* shape, const double* a, const double* b, double* c) {
  return kiln::aot::guarded("dgemm", [&] { kiln::cpu::blas_gemm(kiln::aot::gemm_shape(*shape), a, b, c); });
}

}  // extern "C"
