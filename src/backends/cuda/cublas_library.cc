// GEMMs through cuBLAS: transpose flags and leading dims instead of copies,
// batches as strided-batched calls; f32 and f64 as S/DGEMM, bf16 and f16 as
// GemmEx with f32 accumulation (rounded once, as the CPU's oneDNN). cuBLAS is
// column-major: a row-major C is computed as C^T = B^T A^T.
#include "backends/cuda/cublas_library.h"

#include <dlfcn.h>

#include <cstdlib>
#include <string>
#include <vector>

#include "backends/cuda/cuda_device.h"
#include "backends/cuda/cuda_driver.h"
#include "support/error.h"

namespace kiln::cuda {

namespace {

constexpr int kOpN = 0, kOpT = 1;  // cublasOperation_t
constexpr int kR16F = 2;           // cudaDataType CUDA_R_16F
constexpr int kR16BF = 14;         // cudaDataType CUDA_R_16BF
constexpr int kCompute32F = 68;    // cublasComputeType_t CUBLAS_COMPUTE_32F
constexpr int kGemmDefault = -1;   // cublasGemmAlgo_t CUBLAS_GEMM_DEFAULT

struct Cublas {
  void* handle = nullptr;
  int (*sgemm)(void*, int, int, int, int, int, const float*, const float*, int, long long, const float*, int, long long, const float*,
               float*, int, long long, int) = nullptr;
  int (*dgemm)(void*, int, int, int, int, int, const double*, const double*, int, long long, const double*, int, long long,
               const double*, double*, int, long long, int) = nullptr;
  // bf16 and f16 (GemmEx, f32 accumulation); null in a cuBLAS without it.
  int (*gemm_ex)(void*, int, int, int, int, int, const void*, const void*, int, int, long long, const void*, int, int, long long,
                 const void*, void*, int, int, long long, int, int, int) = nullptr;
};

Cublas load_cublas() {
  // The loader's path first, then the toolkit's own directory: a toolkit at
  // /usr/local/cuda is often not on the loader's path.
  std::vector<std::string> directories = {""};
  for (const char* home : {"CUDA_HOME", "CUDA_PATH"}) {
    if (const char* d = std::getenv(home); d && *d) directories.push_back(std::string(d) + "/lib64/");
  }
  directories.push_back("/usr/local/cuda/lib64/");
  void* library = nullptr;
  std::string tried;
  for (const std::string& directory : directories) {
    for (const char* name : {"libcublas.so.13", "libcublas.so.12", "libcublas.so.11", "libcublas.so"}) {
      const std::string path = directory + name;
      library = dlopen(path.c_str(), RTLD_NOW | RTLD_GLOBAL);
      if (library) break;
      tried += (tried.empty() ? "" : ", ") + path;
    }
    if (library) break;
  }
  if (!library) throw UserError("this model's GEMMs run through cuBLAS, and no cuBLAS library loaded (tried " + tried + ")");
  Cublas r;
  int (*create)(void**) = reinterpret_cast<int (*)(void**)>(dlsym(library, "cublasCreate_v2"));
  r.sgemm = reinterpret_cast<decltype(r.sgemm)>(dlsym(library, "cublasSgemmStridedBatched"));
  r.dgemm = reinterpret_cast<decltype(r.dgemm)>(dlsym(library, "cublasDgemmStridedBatched"));
  r.gemm_ex = reinterpret_cast<decltype(r.gemm_ex)>(dlsym(library, "cublasGemmStridedBatchedEx"));
  if (!create || !r.sgemm || !r.dgemm) throw UserError("the cuBLAS library found lacks cublasCreate_v2 or the strided-batched GEMMs");
  make_context_current();  // cuBLAS adopts the current context
  const int rc = create(&r.handle);
  if (rc != 0) throw InternalError("cublasCreate failed (" + std::to_string(rc) + ")");
  return r;
}

// One handle for the process: cuBLAS's functions may be called from several
// threads with one handle, whose settings kiln never changes.
const Cublas& cublas() {
  static const Cublas c = load_cublas();
  return c;
}

// C = A B through `gemm(transa, transb, m, n, k, A, lda, strideA, B, ldb,
// strideB, C, ldc, strideC, batch)`, cuBLAS's column-major argument order:
// a row-major C is computed as C^T = B^T A^T.
template <typename Gemm>
void run_gemm(const GemmShape& g, uint64_t a, uint64_t b, uint64_t c, Gemm gemm) {
  const int ta = g.a.row_major == g.c.row_major ? kOpN : kOpT;
  const int tb = g.b.row_major == g.c.row_major ? kOpN : kOpT;
  auto i = [](int64_t v) { return static_cast<int>(v); };
  int rc = 0;
  if (g.c.row_major) {
    rc = gemm(tb, ta, i(g.n), i(g.m), i(g.k), b, i(g.b.leading_dim), g.b.batch_stride, a, i(g.a.leading_dim), g.a.batch_stride, c,
              i(g.c.leading_dim), g.c.batch_stride, i(g.batch));
  } else {
    rc = gemm(ta, tb, i(g.m), i(g.n), i(g.k), a, i(g.a.leading_dim), g.a.batch_stride, b, i(g.b.leading_dim), g.b.batch_stride, c,
              i(g.c.leading_dim), g.c.batch_stride, i(g.batch));
  }
  if (rc != 0) {
    throw InternalError("cuBLAS GEMM " + std::to_string(g.m) + "x" + std::to_string(g.n) + "x" + std::to_string(g.k) + " (batch " +
                        std::to_string(g.batch) + ") failed: status " + std::to_string(rc));
  }
}

// The typed strided-batched GEMMs (S, D) in run_gemm's argument order.
template <typename T, typename Fn>
auto typed(Fn fn) {
  return [fn](int ta, int tb, int m, int n, int k, uint64_t a, int lda, long long sa, uint64_t b, int ldb, long long sb, uint64_t c, int ldc,
              long long sc, int batch) {
    const T one = 1, zero = 0;
    auto p = [](uint64_t address) { return reinterpret_cast<T*>(address); };
    return fn(cublas().handle, ta, tb, m, n, k, &one, p(a), lda, sa, p(b), ldb, sb, &zero, p(c), ldc, sc, batch);
  };
}

// 16-bit operands and result, f32 accumulation (GemmEx).
auto narrow(int type) {
  return [type](int ta, int tb, int m, int n, int k, uint64_t a, int lda, long long sa, uint64_t b, int ldb, long long sb, uint64_t c, int ldc,
                long long sc, int batch) {
    const float one = 1, zero = 0;
    auto p = [](uint64_t address) { return reinterpret_cast<void*>(address); };
    return cublas().gemm_ex(cublas().handle, ta, tb, m, n, k, &one, p(a), type, lda, sa, p(b), type, ldb, sb, &zero, p(c), type, ldc, sc,
                            batch, kCompute32F, kGemmDefault);
  };
}

}  // namespace

bool cublas_gemm_type(DType dtype) {
  return dtype == DType::F32 || dtype == DType::F64 || dtype == DType::BF16 || dtype == DType::F16;
}

void require_cublas(DType dtype) {
  if (!cublas_gemm_type(dtype)) throw InternalError("cuBLAS has no GEMM for this element type");
  cublas();
  if ((dtype == DType::BF16 || dtype == DType::F16) && !cublas().gemm_ex) {
    throw UserError("the cuBLAS library found lacks cublasGemmStridedBatchedEx (bf16 and f16 GEMMs)");
  }
}

void cublas_gemm(const GemmShape& shape, DType dtype, uint64_t a, uint64_t b, uint64_t c) {
  require_cublas(dtype);
  if (shape.m == 0 || shape.n == 0 || shape.batch == 0) return;
  make_context_current();
  if (shape.k == 0) {  // an empty sum: zeros, without asking cuBLAS what k = 0 means
    const int64_t element = dtype == DType::F64 ? 8 : dtype == DType::F32 ? 4 : 2;
    const int64_t elements = shape.c.offset(shape.batch - 1, shape.m - 1, shape.n - 1) + 1;
    check(driver().cuMemsetD8(c, 0, static_cast<size_t>(elements * element)), "cuMemsetD8");
    return;
  }
  switch (dtype) {
    case DType::F32: return run_gemm(shape, a, b, c, typed<float>(cublas().sgemm));
    case DType::F64: return run_gemm(shape, a, b, c, typed<double>(cublas().dgemm));
    case DType::BF16: return run_gemm(shape, a, b, c, narrow(kR16BF));
    default: return run_gemm(shape, a, b, c, narrow(kR16F));
  }
}

}  // namespace kiln::cuda
