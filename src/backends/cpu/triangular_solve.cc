#include "backends/cpu/triangular_solve.h"

#include <cblas.h>

#include "backends/cpu/host_matrices.h"
#include "ir/dtype.h"
#include "runtime/host_buffer.h"
#include "support/error.h"

namespace kiln::cpu {

namespace {

// One batch: b (rows x cols, row-major) overwritten by x. cblas reads only the
// named triangle of a, and not its diagonal when it is unit.
template <typename T>
void solve(const TriangularSolveOptions& t, int64_t m, int64_t rows, int64_t cols, const T* a, T* b) {
  const CBLAS_SIDE side = t.left_side ? CblasLeft : CblasRight;
  const CBLAS_UPLO uplo = t.lower ? CblasLower : CblasUpper;
  const CBLAS_TRANSPOSE trans = t.transpose_a == TransposeA::NoTranspose ? CblasNoTrans : CblasTrans;  // real: adjoint = transpose
  const CBLAS_DIAG diag = t.unit_diagonal ? CblasUnit : CblasNonUnit;
  const auto bi = [](int64_t v) { return static_cast<blasint>(v); };
  if constexpr (std::is_same_v<T, float>) {
    cblas_strsm(CblasRowMajor, side, uplo, trans, diag, bi(rows), bi(cols), 1.0f, a, bi(m), b, bi(cols));
  } else {
    cblas_dtrsm(CblasRowMajor, side, uplo, trans, diag, bi(rows), bi(cols), 1.0, a, bi(m), b, bi(cols));
  }
}

// Every batch of logical row-major a and b, solved in `T`.
template <typename T>
void solve_batches(const TriangularSolveOptions& t, const Dims& a_dims, const Dims& b_dims, const T* a, T* b) {
  const size_t r = a_dims.size();
  const int64_t m = a_dims[r - 1], rows = b_dims[r - 2], cols = b_dims[r - 1];
  if (m == 0 || rows == 0 || cols == 0) return;
  const int64_t batches = matrix_batches(a_dims);
  for (int64_t i = 0; i < batches; ++i) solve<T>(t, m, rows, cols, a + i * m * m, b + i * rows * cols);
}

}  // namespace

StepFn triangular_solve_step(const Node& node, const std::vector<int>& in, const std::vector<int>& out) {
  const TriangularSolveOptions options = node.attrs().triangular_solve;
  const TensorType a_type = node.operand(0).type(), b_type = node.operand(1).type(), out_type = node.type();
  const DType dtype = b_type.dtype;
  KILN_CHECK(in.size() == 2 && out.size() == 1, "triangular-solve %{}: {} inputs, {} outputs", node.name(), in.size(), out.size());
  return [options, a_type, b_type, out_type, dtype, in, out](std::vector<HostBuffer>& slots) {
    // Logical row-major copies (any layout in, any layout out).
    Literal a = to_literal(slots[static_cast<size_t>(in[0])]);
    Literal b = to_literal(slots[static_cast<size_t>(in[1])]);
    if (dtype == DType::F64) {
      solve_batches(options, a_type.dims, b_type.dims, reinterpret_cast<const double*>(a.data()), reinterpret_cast<double*>(b.data()));
    } else if (dtype == DType::F32) {
      solve_batches(options, a_type.dims, b_type.dims, reinterpret_cast<const float*>(a.data()), reinterpret_cast<float*>(b.data()));
    } else {  // f16, bf16 (and f8): in f32, rounded once
      const std::vector<float> wa = widened_to_f32(a);
      std::vector<float> wb = widened_to_f32(b);
      solve_batches(options, a_type.dims, b_type.dims, wa.data(), wb.data());
      store_rounded(b, wb);
    }
    slots[static_cast<size_t>(out[0])] = to_host_buffer(b, out_type);
  };
}

}  // namespace kiln::cpu
