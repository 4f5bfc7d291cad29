#include "backends/opencl/clblast_library.h"

#include <dlfcn.h>

#include <string>

#include "backends/opencl/opencl_api.h"
#include "support/error.h"

namespace kiln::opencl {

namespace {

// clblast_c.h's enums, as its C API takes them.
constexpr int kRowMajor = 101, kColMajor = 102;
constexpr int kNoTrans = 111, kTrans = 112;

template <typename T>
using GemmFn = int (*)(int layout, int ta, int tb, size_t m, size_t n, size_t k, T alpha, cl_mem a, size_t a_offset, size_t lda,
                       size_t a_stride, cl_mem b, size_t b_offset, size_t ldb, size_t b_stride, T beta, cl_mem c, size_t c_offset,
                       size_t ldc, size_t c_stride, size_t batch, cl_command_queue* queue, cl_event* event);

template <typename T>
using OneGemmFn = int (*)(int layout, int ta, int tb, size_t m, size_t n, size_t k, T alpha, cl_mem a, size_t a_offset, size_t lda, cl_mem b,
                          size_t b_offset, size_t ldb, T beta, cl_mem c, size_t c_offset, size_t ldc, cl_command_queue* queue, cl_event* event);

struct Clblast {
  GemmFn<float> sgemm = nullptr;
  GemmFn<double> dgemm = nullptr;
  OneGemmFn<float> sgemm_one = nullptr;
  OneGemmFn<double> dgemm_one = nullptr;
};

Clblast load_clblast() {
  void* library = nullptr;
  std::string tried;
  for (const char* name : {"libclblast.so.1", "libclblast.so"}) {
    library = open_beside_opencl(name);
    if (library) break;
    tried += std::string(tried.empty() ? "" : ", ") + name;
  }
  if (!library) throw UserError("--target opencl: GEMMs need CLBlast, and none of " + tried + " loads; install libclblast1 (make deps does)");
  Clblast c;
  c.sgemm = reinterpret_cast<GemmFn<float>>(dlsym(library, "CLBlastSgemmStridedBatched"));
  c.dgemm = reinterpret_cast<GemmFn<double>>(dlsym(library, "CLBlastDgemmStridedBatched"));
  c.sgemm_one = reinterpret_cast<OneGemmFn<float>>(dlsym(library, "CLBlastSgemm"));
  c.dgemm_one = reinterpret_cast<OneGemmFn<double>>(dlsym(library, "CLBlastDgemm"));
  if (!c.sgemm || !c.dgemm || !c.sgemm_one || !c.dgemm_one) throw UserError("the CLBlast library found lacks CLBlastSgemmStridedBatched or CLBlastDgemmStridedBatched (CLBlast 1.5 has them)");
  return c;
}

const Clblast& clblast() {
  static const Clblast c = load_clblast();
  return c;
}

template <typename T>
void run_gemm(const GemmShape& g, GemmFn<T> gemm, OneGemmFn<T> one, ClSpan a, ClSpan b, ClSpan c, const Queue& q) {
  // CLBlast takes the layout of C; an operand stored the other way is transposed.
  const int layout = g.c.row_major ? kRowMajor : kColMajor;
  const int ta = g.a.row_major == g.c.row_major ? kNoTrans : kTrans;
  const int tb = g.b.row_major == g.c.row_major ? kNoTrans : kTrans;
  auto u = [](int64_t v) { return static_cast<size_t>(v); };
  cl_command_queue queue = q.queue;
  // CLBlast's offsets count elements.
  const size_t ao = a.offset / sizeof(T), bo = b.offset / sizeof(T), co = c.offset / sizeof(T);
  const int rc = g.batch == 1 ? one(layout, ta, tb, u(g.m), u(g.n), u(g.k), T(1), a.mem, ao, u(g.a.leading_dim), b.mem, bo, u(g.b.leading_dim),
                                    T(0), c.mem, co, u(g.c.leading_dim), &queue, nullptr)
                              : gemm(layout, ta, tb, u(g.m), u(g.n), u(g.k), T(1), a.mem, ao, u(g.a.leading_dim), u(g.a.batch_stride), b.mem, bo,
                                     u(g.b.leading_dim), u(g.b.batch_stride), T(0), c.mem, co, u(g.c.leading_dim), u(g.c.batch_stride), u(g.batch),
                                     &queue, nullptr);
  if (rc != 0) {
    throw InternalError("CLBlast GEMM " + std::to_string(g.m) + "x" + std::to_string(g.n) + "x" + std::to_string(g.k) + " (batch " +
                        std::to_string(g.batch) + ") failed: status " + std::to_string(rc));
  }
}

}  // namespace

bool clblast_gemm_type(DType dtype) { return dtype == DType::F32 || dtype == DType::F64; }

void require_clblast() { clblast(); }

void clblast_gemm(const Queue& q, const GemmShape& shape, DType dtype, ClSpan a, ClSpan b, ClSpan c) {
  if (!clblast_gemm_type(dtype)) throw InternalError("CLBlast has no GEMM of this element type");
  if (shape.m == 0 || shape.n == 0 || shape.batch == 0) return;
  // C's memory comes from a pool and may hold NaNs from an earlier use: it is
  // zeroed first, so that beta = 0 never meets them (nor k = 0 leaves them).
  const int64_t element = dtype == DType::F64 ? 8 : 4;
  const int64_t elements = shape.c.offset(shape.batch - 1, shape.m - 1, shape.n - 1) + 1;
  const uint8_t zero = 0;
  check(api().clEnqueueFillBuffer(q.queue, c.mem, &zero, 1, c.offset, static_cast<size_t>(elements * element), 0, nullptr, nullptr),
        "clEnqueueFillBuffer");
  if (shape.k == 0) return;
  if (dtype == DType::F64) return run_gemm(shape, clblast().dgemm, clblast().dgemm_one, a, b, c, q);
  run_gemm(shape, clblast().sgemm, clblast().sgemm_one, a, b, c, q);
}

}  // namespace kiln::opencl
