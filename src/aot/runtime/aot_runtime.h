/* kiln's runtime inside ahead-of-time libraries (docs/aot.md): what the
 * generated step sequence (NAME_model.c) calls besides its Halide kernels.
 *  - kiln's thread pool (runtime/thread_pool.h) runs the kernels' parallel
 *    loops and the GEMM libraries' blocks, as it does in process, so a library
 *    runs as fast as `kiln run`, on one set of threads.
 *  - GEMMs: f32 and f64 through OpenBLAS, bf16 through oneDNN, cut into the
 *    same blocks as in process (backends/cpu/gemm_blocks.h).
 *  - CUDA libraries: the driver and cuBLAS opened at run time, device memory,
 *    copies and GEMMs, as in process (backends/cuda/cuda_device.h,
 *    cublas_library.h).
 *  - OpenCL libraries: the ICD loader and CLBlast opened at run time, device
 *    buffers behind addresses of kiln's own, copies and GEMMs
 *    (aot_opencl.cc).
 * Each group of functions is its own archive member, so a library links
 * OpenBLAS only when it has GEMMs and oneDNN only for bf16 ones.
 * Plain C: the generated code is C. */
#ifndef KILN_AOT_RUNTIME_H_
#define KILN_AOT_RUNTIME_H_

#include <stddef.h>
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
#define kiln_aot_cuda_start KILN_AOT_NAME(kiln_aot_cuda_start)
#define kiln_aot_cuda_end KILN_AOT_NAME(kiln_aot_cuda_end)
#define kiln_aot_cuda_load_cublas KILN_AOT_NAME(kiln_aot_cuda_load_cublas)
#define kiln_aot_cuda_alloc KILN_AOT_NAME(kiln_aot_cuda_alloc)
#define kiln_aot_cuda_take_workspace KILN_AOT_NAME(kiln_aot_cuda_take_workspace)
#define kiln_aot_cuda_give_workspace KILN_AOT_NAME(kiln_aot_cuda_give_workspace)
#define kiln_aot_cuda_to_device KILN_AOT_NAME(kiln_aot_cuda_to_device)
#define kiln_aot_cuda_to_host KILN_AOT_NAME(kiln_aot_cuda_to_host)
#define kiln_aot_cuda_copy KILN_AOT_NAME(kiln_aot_cuda_copy)
#define kiln_aot_cuda_gemm KILN_AOT_NAME(kiln_aot_cuda_gemm)
#define kiln_aot_opencl_start KILN_AOT_NAME(kiln_aot_opencl_start)
#define kiln_aot_opencl_end KILN_AOT_NAME(kiln_aot_opencl_end)
#define kiln_aot_opencl_load_clblast KILN_AOT_NAME(kiln_aot_opencl_load_clblast)
#define kiln_aot_opencl_alloc KILN_AOT_NAME(kiln_aot_opencl_alloc)
#define kiln_aot_opencl_take_workspace KILN_AOT_NAME(kiln_aot_opencl_take_workspace)
#define kiln_aot_opencl_give_workspace KILN_AOT_NAME(kiln_aot_opencl_give_workspace)
#define kiln_aot_opencl_adopt KILN_AOT_NAME(kiln_aot_opencl_adopt)
#define kiln_aot_opencl_forget KILN_AOT_NAME(kiln_aot_opencl_forget)
#define kiln_aot_opencl_to_device KILN_AOT_NAME(kiln_aot_opencl_to_device)
#define kiln_aot_opencl_to_host KILN_AOT_NAME(kiln_aot_opencl_to_host)
#define kiln_aot_opencl_copy KILN_AOT_NAME(kiln_aot_opencl_copy)
#define kiln_aot_opencl_gemm KILN_AOT_NAME(kiln_aot_opencl_gemm)
#define kiln_aot_opencl_view KILN_AOT_NAME(kiln_aot_opencl_view)
#define kiln_aot_opencl_release_view KILN_AOT_NAME(kiln_aot_opencl_release_view)
#define kiln_aot_opencl_view_state KILN_AOT_NAME(kiln_aot_opencl_view_state)
#define kiln_aot_opencl_context KILN_AOT_NAME(kiln_aot_opencl_context)

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

/* CUDA libraries (kiln compile --target cuda). Device memory is addressed by
 * 64-bit integers in the NVIDIA driver's primary context of device 0
 * ($KILN_CUDA_DEVICE picks another), the one kiln uses in process and the CUDA
 * runtime API uses too. Each returns 0, or nonzero with kiln_aot_error()
 * saying why (no libcuda.so.1 here, no device, out of memory, no cuBLAS). */
/* Before a run, on the calling thread: loads the driver (once), pushes the
 * context (current until kiln_aot_cuda_end pops it, which gives the caller its
 * own back), and points Halide's CUDA runtime at it. */
int kiln_aot_cuda_start(void);
void kiln_aot_cuda_end(void);
/* Loads cuBLAS (once), with GemmEx when `narrow` (bf16, f16): a library with
 * GEMMs says at the start of a run when there is none. */
int kiln_aot_cuda_load_cublas(int narrow);
/* Device memory kept for the process (a library's constants). */
int kiln_aot_cuda_alloc(size_t bytes, uint64_t* address);
/* A workspace of `bytes` from the process's pool of them (reused across runs
 * and libraries), and back. */
int kiln_aot_cuda_take_workspace(size_t bytes, uint64_t* address);
void kiln_aot_cuda_give_workspace(uint64_t address, size_t bytes);
/* Synchronous copies. */
int kiln_aot_cuda_to_device(uint64_t to, const void* from, size_t bytes);
int kiln_aot_cuda_to_host(void* to, uint64_t from, size_t bytes);
int kiln_aot_cuda_copy(uint64_t to, uint64_t from, size_t bytes);
/* A GEMM through cuBLAS on device memory: f32 and f64, bf16 and f16 with f32
 * accumulation (GemmEx). */
enum { KILN_AOT_F32 = 0, KILN_AOT_F64 = 1, KILN_AOT_BF16 = 2, KILN_AOT_F16 = 3 };
int kiln_aot_cuda_gemm(const kiln_aot_gemm* shape, int dtype, uint64_t a, uint64_t b, uint64_t c);

/* OpenCL libraries (kiln compile --target opencl), on the device kiln would
 * choose ($KILN_OPENCL_DEVICE, else the first), in the context Halide's
 * OpenCL runtime creates there. An OpenCL buffer is a handle (cl_mem), which
 * no pointer arithmetic reaches, and the step sequence addresses its buffers
 * at offsets into the workspace: so each buffer gets a range of addresses of
 * kiln's own (never dereferenced), and an address is its buffer and the
 * offset into it. Each returns 0, or nonzero with kiln_aot_error() saying why
 * (no libOpenCL.so.1 or no device here, out of memory, no CLBlast). */
int kiln_aot_opencl_start(void);
void kiln_aot_opencl_end(void);
int kiln_aot_opencl_load_clblast(void);
/* The context and queue (cl_context, cl_command_queue) runs use, opened if
 * they are not yet: where a caller creates buffers for NAME_run_device. */
int kiln_aot_opencl_context(void** context, void** queue);
/* A new buffer kept for the process (a library's constants). */
int kiln_aot_opencl_alloc(size_t bytes, uint64_t* address);
int kiln_aot_opencl_take_workspace(size_t bytes, uint64_t* address);
void kiln_aot_opencl_give_workspace(uint64_t address, size_t bytes);
/* The caller's buffer (a cl_mem of at least `bytes`) given addresses for one
 * run, and forgotten after it. */
int kiln_aot_opencl_adopt(void* mem, size_t bytes, uint64_t* address);
void kiln_aot_opencl_forget(uint64_t address);
/* Synchronous copies. */
int kiln_aot_opencl_to_device(uint64_t to, const void* from, size_t bytes);
int kiln_aot_opencl_to_host(void* to, uint64_t from, size_t bytes);
int kiln_aot_opencl_copy(uint64_t to, uint64_t from, size_t bytes);
/* A GEMM through CLBlast: f32 and f64. */
int kiln_aot_opencl_gemm(const kiln_aot_gemm* shape, int dtype, uint64_t a, uint64_t b, uint64_t c);
/* A kernel's view of the bytes at `address` (dims set, no host side): the
 * buffer itself, a sub-buffer where the offset is a multiple of the device's
 * base address alignment, else a staged copy (copied back on release when the
 * kernel writes it). */
typedef struct kiln_aot_opencl_view_state {
  uint64_t made;     /* a sub-buffer or staged copy to release, or 0 */
  uint64_t address;  /* where a staged copy goes back to */
  uint64_t bytes;
  int staged;
  int written;
} kiln_aot_opencl_view_state;
struct halide_buffer_t;
struct halide_dimension_t;
int kiln_aot_opencl_view(struct halide_buffer_t* b, struct halide_dimension_t* dim, uint64_t address, int code, int bits, int rank,
                         int written, kiln_aot_opencl_view_state* state);
/* kernel_ran: whether a staged copy the kernel wrote goes back. */
int kiln_aot_opencl_release_view(struct halide_buffer_t* b, kiln_aot_opencl_view_state* state, int kernel_ran);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* KILN_AOT_RUNTIME_H_ */
