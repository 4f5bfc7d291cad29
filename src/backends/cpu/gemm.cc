// GEMM steps: f32 and f64 through OpenBLAS (blas_gemm.h), bf16 through oneDNN
// (onednn_bf16_gemm.h), both on kiln's thread pool.
#include <fmt/format.h>

#include <cstdlib>
#include <memory>
#include <stdexcept>
#include <string>

#include "backends/cpu/blas_gemm.h"
#include "backends/cpu/cpu_backend.h"
#include "backends/cpu/onednn_bf16_gemm.h"
#include "backends/cpu/skinny_bf16_gemm.h"
#include "runtime/thread_pool.h"
#include "support/error.h"

namespace kiln::cpu {

namespace {

StepFn onednn_step(const GemmShape& shape, int lhs_slot, int rhs_slot, int out_slot, bool constant_rhs, std::function<std::string()>* path) {
  std::shared_ptr<OneDnnBf16Gemm> matmul;
  try {
    matmul = std::make_shared<OneDnnBf16Gemm>(shape, constant_rhs);
  } catch (const std::runtime_error& e) {
    internal_error("{}", e.what());
  }
  if (path) {
    *path = [matmul] {
      const int64_t exact = matmul->exact_runs();
      return exact == 0 ? std::string()
                        : fmt::format("bf16 exact path (a value below 2^-51 met: widened to f32, OpenBLAS with denormals) on {} of {} runs",
                                      exact, matmul->runs());
    };
  }
  return [matmul, lhs_slot, rhs_slot, out_slot](std::vector<HostBuffer>& slots) {
    matmul->run(slots[static_cast<size_t>(lhs_slot)].bytes(), slots[static_cast<size_t>(rhs_slot)].bytes(),
                slots[static_cast<size_t>(out_slot)].bytes());
  };
}

}  // namespace

StepFn gemm_step(const GemmShape& shape, DType dtype, int lhs_slot, int rhs_slot, int out_slot, bool constant_rhs,
                 std::function<std::string()>* path) {
  if (dtype == DType::BF16) return onednn_step(shape, lhs_slot, rhs_slot, out_slot, constant_rhs, path);
  KILN_CHECK(dtype == DType::F32 || dtype == DType::F64, "BLAS gemm of {}", dtype_name(dtype));
  return [shape, dtype, lhs_slot, rhs_slot, out_slot](std::vector<HostBuffer>& slots) {
    const uint8_t* a = slots[static_cast<size_t>(lhs_slot)].bytes();
    const uint8_t* b = slots[static_cast<size_t>(rhs_slot)].bytes();
    uint8_t* c = slots[static_cast<size_t>(out_slot)].bytes();
    if (dtype == DType::F32) {
      blas_gemm(shape, reinterpret_cast<const float*>(a), reinterpret_cast<const float*>(b), reinterpret_cast<float*>(c));
    } else {
      blas_gemm(shape, reinterpret_cast<const double*>(a), reinterpret_cast<const double*>(b), reinterpret_cast<double*>(c));
    }
  };
}

bool bf16_gemm_keeps_up_with_f32() { return onednn_bf16_keeps_up_with_f32(); }

bool gemm_is_native(DType dtype) {
  return dtype == DType::F32 || dtype == DType::F64 || (dtype == DType::BF16 && onednn_multiplies_bf16_natively());
}

bool few_row_bf16_gemm_is_native() { return skinny_bf16_gemm_runs_here(); }

void set_threads(int threads) {
  ThreadPool::shared().resize(threads);
  // Halide's own pool runs only what kiln's does not take (halide_thread_pool.h).
  if (threads > 0) setenv("HL_NUM_THREADS", std::to_string(threads).c_str(), 1);
}

}  // namespace kiln::cpu
