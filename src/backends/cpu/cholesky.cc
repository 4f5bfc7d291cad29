#include "backends/cpu/cholesky.h"

#include <limits>

#include "backends/cpu/host_matrices.h"
#include "runtime/host_buffer.h"
#include "support/error.h"

// LAPACK's Fortran entry points, which OpenBLAS exports (no LAPACKE needed).
extern "C" {
void spotrf_(const char* uplo, const int* n, float* a, const int* lda, int* info);
void dpotrf_(const char* uplo, const int* n, double* a, const int* lda, int* info);
}

namespace kiln::cpu {

namespace {

// One n x n row-major matrix, factored in place. LAPACK is column-major: the
// row-major lower triangle is its upper one, so l l^T = a is potrf('U').
template <typename T>
void factor(bool lower, int n, T* a) {
  const char uplo = lower ? 'U' : 'L';
  int info = 0;
  if constexpr (std::is_same_v<T, float>) {
    spotrf_(&uplo, &n, a, &n, &info);
  } else {
    dpotrf_(&uplo, &n, a, &n, &info);
  }
  for (int64_t i = 0; i < n; ++i) {
    for (int64_t j = 0; j < n; ++j) {
      T& v = a[i * n + j];
      if (info != 0) {
        v = std::numeric_limits<T>::quiet_NaN();
      } else if (lower ? j > i : j < i) {
        v = 0;  // potrf leaves the other triangle as it was
      }
    }
  }
}

template <typename T>
void factor_batches(bool lower, const Dims& dims, T* a) {
  const int64_t n = dims.back();
  if (n == 0) return;
  const int64_t batches = matrix_batches(dims);
  for (int64_t b = 0; b < batches; ++b) factor<T>(lower, static_cast<int>(n), a + b * n * n);
}

}  // namespace

StepFn cholesky_step(const Node& node, const std::vector<int>& in, const std::vector<int>& out) {
  const bool lower = node.attrs().cholesky_lower;
  const TensorType type = node.type();
  KILN_CHECK(in.size() == 1 && out.size() == 1, "cholesky %{}: {} inputs, {} outputs", node.name(), in.size(), out.size());
  if (type.dims.back() > std::numeric_limits<int>::max()) user_error("cholesky %{}: matrices of {} rows are more than LAPACK takes", node.name(), type.dims.back());
  return [lower, type, in, out](std::vector<HostBuffer>& slots) {
    Literal a = to_literal(slots[static_cast<size_t>(in[0])]);  // logical row-major
    if (type.dtype == DType::F64) {
      factor_batches(lower, type.dims, reinterpret_cast<double*>(a.data()));
    } else if (type.dtype == DType::F32) {
      factor_batches(lower, type.dims, reinterpret_cast<float*>(a.data()));
    } else {  // 16-bit floats: in f32, rounded once
      std::vector<float> wide = widened_to_f32(a);
      factor_batches(lower, type.dims, wide.data());
      store_rounded(a, wide);
    }
    slots[static_cast<size_t>(out[0])] = to_host_buffer(a, type);
  };
}

}  // namespace kiln::cpu
