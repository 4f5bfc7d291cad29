// GEMMs through cuBLAS, opened at run time like the driver: transpose flags
// and leading dims instead of copies, batches as strided-batched calls; f32
// and f64 as S/DGEMM, bf16 as GemmEx with f32 accumulation. cuBLAS is
// column-major: a row-major C is computed as C^T = B^T A^T.
#include <dlfcn.h>

#include <cstdlib>
#include <mutex>
#include <string>
#include <vector>

#include "backends/cuda/cuda_backend.h"
#include "support/error.h"

namespace kiln::cuda {

namespace {

constexpr int kOpN = 0, kOpT = 1;  // cublasOperation_t
constexpr int kBf16 = 14;            // cudaDataType CUDA_R_16BF
constexpr int kCompute32F = 68;      // cublasComputeType_t CUBLAS_COMPUTE_32F
constexpr int kGemmDefault = -1;     // cublasGemmAlgo_t CUBLAS_GEMM_DEFAULT

struct Cublas {
  void* handle = nullptr;
  int (*sgemm)(void*, int, int, int, int, int, const float*, const float*, int, long long, const float*, int, long long, const float*,
               float*, int, long long, int) = nullptr;
  int (*dgemm)(void*, int, int, int, int, int, const double*, const double*, int, long long, const double*, int, long long,
               const double*, double*, int, long long, int) = nullptr;
  // bf16 (GemmEx, f32 accumulation); null in a cuBLAS without it.
  int (*gemm_ex)(void*, int, int, int, int, int, const void*, const void*, int, int, long long, const void*, int, int, long long,
                 const void*, void*, int, int, long long, int, int, int) = nullptr;
};

const Cublas& cublas() {
  static const Cublas c = [] {
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
    if (!library) user_error("this model's GEMMs run through cuBLAS on --target cuda, and no cuBLAS library loaded (tried {})", tried);
    Cublas r;
    int (*create)(void**) = reinterpret_cast<int (*)(void**)>(dlsym(library, "cublasCreate_v2"));
    r.sgemm = reinterpret_cast<decltype(r.sgemm)>(dlsym(library, "cublasSgemmStridedBatched"));
    r.dgemm = reinterpret_cast<decltype(r.dgemm)>(dlsym(library, "cublasDgemmStridedBatched"));
    r.gemm_ex = reinterpret_cast<decltype(r.gemm_ex)>(dlsym(library, "cublasGemmStridedBatchedEx"));
    if (!create || !r.sgemm || !r.dgemm) user_error("the cuBLAS library found lacks cublasCreate_v2 or the strided-batched GEMMs");
    open_device()->synchronize();  // makes kiln's context current for cuBLAS to adopt
    const int rc = create(&r.handle);
    if (rc != 0) internal_error("cublasCreate failed ({})", rc);
    return r;
  }();
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
  if (rc != 0) internal_error("cuBLAS GEMM {}x{}x{} (batch {}) failed: status {}", g.m, g.n, g.k, g.batch, rc);
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

// bf16 operands and result, f32 accumulation (GemmEx), as the CPU's oneDNN.
int bf16_gemm(int ta, int tb, int m, int n, int k, uint64_t a, int lda, long long sa, uint64_t b, int ldb, long long sb, uint64_t c, int ldc,
              long long sc, int batch) {
  const float one = 1, zero = 0;
  auto p = [](uint64_t address) { return reinterpret_cast<void*>(address); };
  return cublas().gemm_ex(cublas().handle, ta, tb, m, n, k, &one, p(a), kBf16, lda, sa, p(b), kBf16, ldb, sb, &zero, p(c), kBf16, ldc, sc,
                          batch, kCompute32F, kGemmDefault);
}

}  // namespace

DeviceStepFn gemm_step(const GemmShape& shape, DType dtype, int lhs_slot, int rhs_slot, int out_slot) {
  KILN_CHECK(dtype == DType::F32 || dtype == DType::F64 || dtype == DType::BF16, "cuBLAS gemm of {}", dtype_name(dtype));
  cublas();  // a missing cuBLAS is said at compile time, not at the first run
  if (dtype == DType::BF16 && !cublas().gemm_ex) user_error("the cuBLAS library found lacks cublasGemmStridedBatchedEx (bf16 GEMMs)");
  return [shape, dtype, lhs_slot, rhs_slot, out_slot](std::vector<DeviceBuffer>& slots) {
    if (shape.m == 0 || shape.n == 0) return;
    if (shape.k == 0) {  // an empty sum: zeros, without asking cuBLAS what k = 0 means
      const DeviceBuffer& out = slots[static_cast<size_t>(out_slot)];
      const std::vector<uint8_t> zeros(out.byte_size(), 0);
      open_device()->copy_to_device(out.address(), zeros.data(), zeros.size());
      return;
    }
    const uint64_t a = slots[static_cast<size_t>(lhs_slot)].address(), b = slots[static_cast<size_t>(rhs_slot)].address();
    const uint64_t c = slots[static_cast<size_t>(out_slot)].address();
    if (dtype == DType::F32) {
      run_gemm(shape, a, b, c, typed<float>(cublas().sgemm));
    } else if (dtype == DType::F64) {
      run_gemm(shape, a, b, c, typed<double>(cublas().dgemm));
    } else {
      run_gemm(shape, a, b, c, bf16_gemm);
    }
  };
}

}  // namespace kiln::cuda
