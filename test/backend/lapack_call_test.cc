// JAX's CPU LAPACK custom calls (lapack-call, linalg/lapack_calls.h) through
// the HLO importer: each result against the identity it must satisfy (Q R = A
// with Q orthonormal, P L U = A, L L^T = A, A v = lambda v), on the reference
// and the cpu target, which agree (both call LAPACK in f64 here).
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "cpu_reference_check.h"
#include "reference/evaluator.h"
#include "support/error.h"
#include "test_util.h"

namespace kiln {
namespace {

constexpr int kN = 4;

Literal random_matrix(uint32_t seed, bool symmetric_positive) {
  std::mt19937 rng(seed);
  std::normal_distribution<double> normal;
  double m[kN][kN];
  for (auto& row : m) for (double& v : row) v = normal(rng);
  Literal a(DType::F64, {kN, kN});
  for (int i = 0; i < kN; ++i) {
    for (int j = 0; j < kN; ++j) {
      double v = m[i][j];
      if (symmetric_positive) {  // m m^T + n I
        v = i == j ? kN : 0;
        for (int k = 0; k < kN; ++k) v += m[i][k] * m[j][k];
      }
      a.set_double(i * kN + j, v);
    }
  }
  return a;
}

double at(const Literal& l, int i, int j) { return l.get_double(i * kN + j); }

std::vector<Literal> run_both(const std::string& hlo, const Literal& a) {
  SCOPED_TRACE(hlo);
  const std::vector<Literal> ref = evaluate(*testing::parse(hlo)->entry(), {a});
  testing::expect_cpu_matches_reference(hlo, {a}, 1e-12);
  return ref;
}

TEST(LapackCall, QrFactorsAndBuildsAnOrthonormalQ) {
  const std::string hlo = R"(HloModule qr
ENTRY e {
  a = f64[4,4]{0,1} parameter(0)
  f = (f64[4,4]{0,1}, f64[4]{0}) custom-call(a), custom_call_target="lapack_dgeqrf_ffi", operand_layout_constraints={f64[4,4]{0,1}}, api_version=API_VERSION_TYPED_FFI, backend_config={}
  r = f64[4,4]{0,1} get-tuple-element(f), index=0
  tau = f64[4]{0} get-tuple-element(f), index=1
  q = f64[4,4]{0,1} custom-call(r, tau), custom_call_target="lapack_dorgqr_ffi", api_version=API_VERSION_TYPED_FFI, backend_config={}
  ROOT t = (f64[4,4]{0,1}, f64[4,4]{0,1}) tuple(q, r)
})";
  const Literal a = random_matrix(7, false);
  const std::vector<Literal> out = run_both(hlo, a);
  for (int i = 0; i < kN; ++i) {
    for (int j = 0; j < kN; ++j) {
      double qr = 0, qtq = 0;
      for (int k = 0; k <= j; ++k) qr += at(out[0], i, k) * at(out[1], k, j);  // R: the upper triangle
      for (int k = 0; k < kN; ++k) qtq += at(out[0], k, i) * at(out[0], k, j);
      EXPECT_NEAR(qr, at(a, i, j), 1e-12) << "(Q R)[" << i << "," << j << "]";
      EXPECT_NEAR(qtq, i == j ? 1 : 0, 1e-12) << "(Q^T Q)[" << i << "," << j << "]";
    }
  }
}

TEST(LapackCall, LuWithPivotsRebuildsA) {
  const std::string hlo = R"(HloModule lu
ENTRY e {
  a = f64[4,4]{0,1} parameter(0)
  ROOT f = (f64[4,4]{0,1}, s32[4]{0}, s32[]) custom-call(a), custom_call_target="lapack_dgetrf_ffi", api_version=API_VERSION_TYPED_FFI, backend_config={}
})";
  const Literal a = random_matrix(11, false);
  const std::vector<Literal> out = run_both(hlo, a);
  EXPECT_EQ(out[2].get_int(0), 0);
  // Apply the row swaps (1-based, in order) to A, then compare with L U.
  double pa[kN][kN];
  for (int i = 0; i < kN; ++i) for (int j = 0; j < kN; ++j) pa[i][j] = at(a, i, j);
  for (int i = 0; i < kN; ++i) {
    const int64_t p = out[1].get_int(i) - 1;
    ASSERT_TRUE(p >= i && p < kN) << "pivot " << i << " = " << p + 1;
    for (int j = 0; j < kN; ++j) std::swap(pa[i][j], pa[p][j]);
  }
  for (int i = 0; i < kN; ++i) {
    for (int j = 0; j < kN; ++j) {
      double lu = 0;
      for (int k = 0; k <= std::min(i, j); ++k) lu += (k == i ? 1.0 : at(out[0], i, k)) * at(out[0], k, j);
      EXPECT_NEAR(lu, pa[i][j], 1e-12) << "(L U)[" << i << "," << j << "]";
    }
  }
}

TEST(LapackCall, CholeskyAndEigenvectors) {
  const std::string hlo = R"(HloModule chol
ENTRY e {
  a = f64[4,4]{0,1} parameter(0)
  c = (f64[4,4]{0,1}, s32[]) custom-call(a), custom_call_target="lapack_dpotrf_ffi", api_version=API_VERSION_TYPED_FFI, backend_config={uplo = 76 : ui8}
  l = f64[4,4]{0,1} get-tuple-element(c), index=0
  e = (f64[4,4]{0,1}, f64[4]{0}, s32[]) custom-call(a), custom_call_target="lapack_dsyevd_ffi", api_version=API_VERSION_TYPED_FFI, backend_config={mode = 86 : ui8, uplo = 76 : ui8}
  v = f64[4,4]{0,1} get-tuple-element(e), index=0
  w = f64[4]{0} get-tuple-element(e), index=1
  ROOT t = (f64[4,4]{0,1}, f64[4,4]{0,1}, f64[4]{0}) tuple(l, v, w)
})";
  const Literal a = random_matrix(3, true);
  const std::vector<Literal> out = run_both(hlo, a);
  for (int i = 0; i < kN; ++i) {
    for (int j = 0; j < kN; ++j) {
      double llt = 0, av = 0;
      for (int k = 0; k <= std::min(i, j); ++k) llt += at(out[0], i, k) * at(out[0], j, k);  // the lower triangle
      for (int k = 0; k < kN; ++k) av += at(a, i, k) * at(out[1], k, j);                   // column j: eigenvector j
      EXPECT_NEAR(llt, at(a, i, j), 1e-11) << "(L L^T)[" << i << "," << j << "]";
      EXPECT_NEAR(av, out[2].get_double(j) * at(out[1], i, j), 1e-10) << "(A v)[" << i << "," << j << "]";
    }
    if (i > 0) {
      EXPECT_LE(out[2].get_double(i - 1), out[2].get_double(i)) << "eigenvalues ascend";
    }
  }
  // The upper triangle of potrf's result is the input's, as LAPACK leaves it.
  EXPECT_EQ(at(out[0], 0, 3), at(a, 0, 3));
}

TEST(LapackCall, BadCallsAreUserErrors) {
  EXPECT_THROW(testing::parse(R"(HloModule bad
ENTRY e {
  a = f64[4,3]{0,1} parameter(0)
  ROOT c = (f64[4,3]{0,1}, s32[]) custom-call(a), custom_call_target="lapack_dpotrf_ffi", backend_config={uplo = 76 : ui8}
})"), UserError);
  EXPECT_THROW(testing::parse(R"(HloModule bad
ENTRY e {
  a = f64[4,4]{0,1} parameter(0)
  ROOT c = (f64[4,4]{0,1}, s32[]) custom-call(a), custom_call_target="lapack_dpotrf_ffi", backend_config={}
})"), UserError);
}

}  // namespace
}  // namespace kiln
