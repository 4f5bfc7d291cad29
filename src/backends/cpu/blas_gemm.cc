#include "backends/cpu/blas_gemm.h"

#include <cblas.h>
#include <dnnl.h>
#include <omp.h>

#include "backends/cpu/gemm_blocks.h"
#include "backends/cpu/onednn_f32_matmul.h"
#include "backends/cpu/sgemm_library.h"
#include "runtime/thread_pool.h"

namespace kiln::cpu {

namespace {

// f32: oneDNN (its matmul primitive, else its sgemm), one OpenMP thread (kiln's
// pool supplies the others).
// It picks its kernels from the CPU's features, and led OpenBLAS on a
// Sapphire Rapids-class Xeon in a VM (OpenBLAS's Prescott kernels there: 31
// GFLOP/s a thread against oneDNN's 142-171 on ResNet-50's GEMM shapes;
// OpenBLAS's own AVX-512 kernels, OPENBLAS_CORETYPE=SkylakeX, 104-157).
// OpenBLAS takes the calls oneDNN would run on B's rows in the same cache
// sets, where it knows the CPU (sgemm_library.h).
void blas(CBLAS_ORDER o, CBLAS_TRANSPOSE ta, CBLAS_TRANSPOSE tb, blasint m, blasint n, blasint k, const float* a, blasint lda,
          const float* b, blasint ldb, float* c, blasint ldc) {
  // oneDNN's sgemm is row-major; a column-major C is the row-major C^T = B^T A^T.
  const char na = ta == CblasNoTrans ? 'N' : 'T', nb = tb == CblasNoTrans ? 'N' : 'T';
  const bool row_major = o == CblasRowMajor;
  const SgemmLibrary library = row_major ? sgemm_library(nb == 'T', m, n, ldb) : sgemm_library(na == 'T', n, m, lda);
  if (library == SgemmLibrary::kOpenBlas) {
    cblas_sgemm(o, ta, tb, m, n, k, 1.0f, a, lda, b, ldb, 0.0f, c, ldc);
    return;
  }
  // Where the right-hand matrix (row-major C) is read transposed, oneDNN's
  // matmul primitive (onednn_f32_matmul.h), its sgemm where it has none. On
  // a Zen 4, 2 threads, `kiln bench` alternated: [512,512] x [512,512]^T
  // 1.19-1.20 ms against sgemm's 1.23-1.35, the seed's f2 8.6-8.7 against
  // 9.9; untransposed the primitive was no faster ([512,512] 1.20-1.22 ms
  // against 1.18-1.22, [1024,1024] 4.98-5.23 against 4.95-5.03). Below about
  // 100 us a call the two differ by less than the noise.
  const bool rhs_transposed = row_major ? nb == 'T' : na == 'T';
  if (rhs_transposed && (row_major ? onednn_f32_matmul(na == 'T', nb == 'T', m, n, k, a, lda, b, ldb, c, ldc)
                                   : onednn_f32_matmul(nb == 'T', na == 'T', n, m, k, b, ldb, a, lda, c, ldc))) {
    return;
  }
  const int saved = omp_get_max_threads();
  if (saved != 1) omp_set_num_threads(1);
  const dnnl_status_t status = row_major ? dnnl_sgemm(na, nb, m, n, k, 1.0f, a, lda, b, ldb, 0.0f, c, ldc)
                                         : dnnl_sgemm(nb, na, n, m, k, 1.0f, b, ldb, a, lda, 0.0f, c, ldc);
  if (saved != 1) omp_set_num_threads(saved);
  if (status != dnnl_success) cblas_sgemm(o, ta, tb, m, n, k, 1.0f, a, lda, b, ldb, 0.0f, c, ldc);  // (out of memory): OpenBLAS
}

// f64: OpenBLAS (oneDNN has no dgemm).
void blas(CBLAS_ORDER o, CBLAS_TRANSPOSE ta, CBLAS_TRANSPOSE tb, blasint m, blasint n, blasint k, const double* a, blasint lda,
          const double* b, blasint ldb, double* c, blasint ldc) {
  cblas_dgemm(o, ta, tb, m, n, k, 1.0, a, lda, b, ldb, 0.0, c, ldc);
}

// One block on the calling thread.
template <typename T>
void gemm_on_this_thread(const GemmShape& g, const T* a, const T* b, T* c) {
  if (g.m == 0 || g.n == 0) return;
  if (g.k == 0) {  // an empty sum
    for (int64_t i = 0; i < g.batch; ++i) {
      for (int64_t r = 0; r < g.m; ++r) {
        for (int64_t q = 0; q < g.n; ++q) {
          c[g.c.offset(i, r, q)] = T(0);
        }
      }
    }
    return;
  }
  // Follow C's storage order; A and B are transposed relative to it as needed.
  const CBLAS_ORDER order = g.c.row_major ? CblasRowMajor : CblasColMajor;
  const CBLAS_TRANSPOSE ta = g.a.row_major == g.c.row_major ? CblasNoTrans : CblasTrans;
  const CBLAS_TRANSPOSE tb = g.b.row_major == g.c.row_major ? CblasNoTrans : CblasTrans;
  for (int64_t i = 0; i < g.batch; ++i) {
    blas(order, ta, tb, static_cast<blasint>(g.m), static_cast<blasint>(g.n), static_cast<blasint>(g.k), a + i * g.a.batch_stride,
         static_cast<blasint>(g.a.leading_dim), b + i * g.b.batch_stride, static_cast<blasint>(g.b.leading_dim), c + i * g.c.batch_stride,
         static_cast<blasint>(g.c.leading_dim));
  }
}

template <typename T>
void gemm_on_pool(const GemmShape& shape, const T* a, const T* b, T* c) {
  make_openblas_single_threaded();
  ThreadPool& pool = ThreadPool::shared();
  const GemmSplit split = choose_gemm_split(shape, pool.size());
  pool.for_each_block(split_units(shape, split), [&](int64_t begin, int64_t end) {
    const GemmBlock w = gemm_block(shape, split, begin, end);
    gemm_on_this_thread<T>(w.shape, a + w.a_offset, b + w.b_offset, c + w.c_offset);
  });
}

}  // namespace

void blas_gemm(const GemmShape& shape, const float* a, const float* b, float* c) { gemm_on_pool(shape, a, b, c); }
void blas_gemm(const GemmShape& shape, const double* a, const double* b, double* c) { gemm_on_pool(shape, a, b, c); }

void blas_gemm_on_this_thread(const GemmShape& shape, const float* a, const float* b, float* c) { gemm_on_this_thread(shape, a, b, c); }

void make_openblas_single_threaded() {
  if (openblas_get_num_threads() != 1) openblas_set_num_threads(1);
}

}  // namespace kiln::cpu
