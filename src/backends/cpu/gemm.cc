// GEMMs through OpenBLAS: transpose flags and leading dimensions instead of
// copies; batches by looping over strided matrices; one block per worker of
// kiln's thread pool, OpenBLAS single-threaded (gemm_blocks.h). bf16 through
// oneDNN (onednn_gemm.h).
#include <cblas.h>

#include <cstdlib>
#include <cstring>
#include <string>

#include "backends/cpu/cpu_backend.h"
#include "backends/cpu/gemm_blocks.h"
#include "backends/cpu/onednn_gemm.h"
#include "runtime/thread_pool.h"
#include "support/error.h"

namespace kiln::cpu {

namespace {

template <typename T, typename Gemm>
void run_gemm(const GemmShape& g, const T* a, const T* b, T* c, Gemm gemm) {
  if (g.m == 0 || g.n == 0) return;
  if (g.k == 0) {  // an empty sum
    for (int64_t i = 0; i < g.batch; ++i) {
      for (int64_t r = 0; r < g.m; ++r) {
        for (int64_t q = 0; q < g.n; ++q) {
          c[i * g.c.batch_stride + (g.c.row_major ? r * g.c.leading_dim + q : q * g.c.leading_dim + r)] = T(0);
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
    gemm(order, ta, tb, static_cast<blasint>(g.m), static_cast<blasint>(g.n), static_cast<blasint>(g.k), T(1),
         a + i * g.a.batch_stride, static_cast<blasint>(g.a.leading_dim), b + i * g.b.batch_stride,
         static_cast<blasint>(g.b.leading_dim), T(0), c + i * g.c.batch_stride, static_cast<blasint>(g.c.leading_dim));
  }
}

}  // namespace

StepFn gemm_step(const GemmShape& shape, DType dtype, int lhs_slot, int rhs_slot, int out_slot, bool constant_rhs) {
  if (dtype == DType::BF16) return onednn_gemm_step(shape, dtype, lhs_slot, rhs_slot, out_slot, constant_rhs);
  KILN_CHECK(dtype == DType::F32 || dtype == DType::F64, "BLAS gemm of {}", dtype_name(dtype));
  // OpenBLAS runs each block on the thread that calls it (gemm_blocks.h).
  static const bool single_threaded = (openblas_set_num_threads(1), true);
  (void)single_threaded;
  return [shape, dtype, lhs_slot, rhs_slot, out_slot](std::vector<HostBuffer>& slots) {
    const uint8_t* a = slots[static_cast<size_t>(lhs_slot)].bytes();
    const uint8_t* b = slots[static_cast<size_t>(rhs_slot)].bytes();
    uint8_t* c = slots[static_cast<size_t>(out_slot)].bytes();
    ThreadPool& pool = ThreadPool::shared();
    const GemmSplit split = choose_gemm_split(shape, pool.size());
    pool.for_each_block(split_units(shape, split), [&](int64_t begin, int64_t end) {
      const GemmBlock w = gemm_block(shape, split, begin, end);
      if (dtype == DType::F32) {
        run_gemm<float>(w.shape, reinterpret_cast<const float*>(a) + w.a_offset, reinterpret_cast<const float*>(b) + w.b_offset,
                        reinterpret_cast<float*>(c) + w.c_offset, cblas_sgemm);
      } else {
        run_gemm<double>(w.shape, reinterpret_cast<const double*>(a) + w.a_offset,
                         reinterpret_cast<const double*>(b) + w.b_offset, reinterpret_cast<double*>(c) + w.c_offset, cblas_dgemm);
      }
    });
  };
}

bool gemm_is_native(DType dtype) { return dtype == DType::F32 || dtype == DType::F64 || onednn_gemm_is_native(dtype); }

void set_threads(int threads) {
  ThreadPool::shared().resize(threads);
  // Halide's own pool runs only what kiln's does not take (halide_thread_pool.h).
  if (threads > 0) setenv("HL_NUM_THREADS", std::to_string(threads).c_str(), 1);
}

}  // namespace kiln::cpu
