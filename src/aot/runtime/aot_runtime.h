/* kiln's runtime inside ahead-of-time libraries (docs/aot.md): what the
 * generated step sequence (NAME_model.c) calls besides its Halide kernels.
 *  - kiln's thread pool (runtime/thread_pool.h) runs the kernels' parallel
 *    loops and the GEMM libraries' blocks, as it does in process, so a library
 *    runs as fast as `kiln run`, on one set of threads.
 *  - GEMMs: f32 and f64 through OpenBLAS, bf16 through oneDNN, cut into the
 *    same blocks as in process (backends/cpu/gemm_blocks.h).
 * Each group of functions is its own archive member, so a library links
 * OpenBLAS only when it has GEMMs and oneDNN only for bf16 ones.
 * Plain C: the generated code is C. */
#ifndef KILN_AOT_RUNTIME_H_
#define KILN_AOT_RUNTIME_H_

#include <stdint.h>

/* Every name carries the runtime's ABI version (a hash of its sources, given
 * by the build as KILN_AOT_ABI): libraries from two kiln builds linked into
 * one program each keep their own runtime. */
#ifndef KILN_AOT_ABI
#error "compile with -DKILN_AOT_ABI=<version> (kiln compile does)"
#endif
#define KILN_AOT_PASTE2(a, b) a##_##b
#define KILN_AOT_PASTE(a, b) KILN_AOT_PASTE2(a, b)
#define KILN_AOT_NAME(name) KILN_AOT_PASTE(name, KILN_AOT_ABI)
#define kiln_aot_matrix KILN_AOT_NAME(kiln_aot_matrix)
#define kiln_aot_gemm KILN_AOT_NAME(kiln_aot_gemm)
#define kiln_aot_start KILN_AOT_NAME(kiln_aot_start)
#define kiln_aot_set_num_threads KILN_AOT_NAME(kiln_aot_set_num_threads)
#define kiln_aot_sgemm KILN_AOT_NAME(kiln_aot_sgemm)
#define kiln_aot_dgemm KILN_AOT_NAME(kiln_aot_dgemm)
#define kiln_aot_bf16_gemm KILN_AOT_NAME(kiln_aot_bf16_gemm)
#define kiln_aot_error KILN_AOT_NAME(kiln_aot_error)

#ifdef __cplusplus
extern "C" {
#endif

/* A matrix of a GEMM: strides in elements, as fusion/gemm_shape.h. */
typedef struct kiln_aot_matrix {
  int64_t batch_stride;
  int64_t leading_dim;
  int row_major;
} kiln_aot_matrix;

/* C (m x n) = A (m x k) x B (k x n), batch times. */
typedef struct kiln_aot_gemm {
  int64_t batch, m, n, k;
  kiln_aot_matrix a, b, c;
} kiln_aot_gemm;

/* Before a run: Halide's parallel loops go to kiln's pool ($HL_NUM_THREADS
 * threads, or every core). Cheap after the first call; thread-safe. */
void kiln_aot_start(void);
/* The pool's threads, the caller included; <= 0: every core. */
void kiln_aot_set_num_threads(int threads);

/* 0 on success; else kiln_aot_error() says why, on the calling thread. */
int kiln_aot_sgemm(const kiln_aot_gemm* shape, const float* a, const float* b, float* c);
int kiln_aot_dgemm(const kiln_aot_gemm* shape, const double* a, const double* b, double* c);
/* bf16 operands and result, f32 accumulation. `*matmul` (a static NULL
 * pointer per GEMM step) keeps oneDNN's primitives between runs; with
 * constant_rhs, b is the same weights every run and is packed once. */
int kiln_aot_bf16_gemm(void** matmul, const kiln_aot_gemm* shape, int constant_rhs, const void* a, const void* b, void* c);
const char* kiln_aot_error(void);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* KILN_AOT_RUNTIME_H_ */
