// LAPACK's routines typed per precision: Lapack<S, Complex> calls the s, d, c
// or z routine on column-major E (S, or std::complex<S>), with the workspace
// each asks for in a query first. One function per routine JAX calls
// (linalg/lapack_calls.cc gives each call's meaning).
#pragma once

#include <algorithm>
#include <cmath>
#include <complex>
#include <limits>
#include <type_traits>
#include <vector>

#include "linalg/lapack_fortran.h"

namespace kiln::lapack {

template <typename S, bool Complex>
struct Lapack {
  using E = std::conditional_t<Complex, std::complex<S>, S>;
  static constexpr bool kDouble = std::is_same_v<S, double>;

  // The size a workspace query returned in its first element.
  // (Rounded up: a float query can round a large size down, LAPACK 3.10's sroundup_lwork.)
  static int workspace_size(E query) {
    const double size = static_cast<double>(std::real(query));
    return std::max(1, static_cast<int>(std::ceil(size * (1 + 2 * std::numeric_limits<S>::epsilon()))));
  }

  static void geqrf(int m, int n, E* a, E* tau, int* info) {
    auto call = [&](E* work, int lwork) {
      if constexpr (Complex) (kDouble ? zgeqrf_ : cgeqrf_)(&m, &n, a, &m, tau, work, &lwork, info);
      else if constexpr (kDouble) dgeqrf_(&m, &n, a, &m, tau, work, &lwork, info);
      else sgeqrf_(&m, &n, a, &m, tau, work, &lwork, info);
    };
    with_workspace(call);
  }

  static void orgqr(int m, int n, int k, E* a, const E* tau, int* info) {
    auto call = [&](E* work, int lwork) {
      if constexpr (Complex) (kDouble ? zungqr_ : cungqr_)(&m, &n, &k, a, &m, tau, work, &lwork, info);
      else if constexpr (kDouble) dorgqr_(&m, &n, &k, a, &m, tau, work, &lwork, info);
      else sorgqr_(&m, &n, &k, a, &m, tau, work, &lwork, info);
    };
    with_workspace(call);
  }

  static void potrf(char uplo, int n, E* a, int* info) {
    if constexpr (Complex) (kDouble ? zpotrf_ : cpotrf_)(&uplo, &n, a, &n, info);
    else if constexpr (kDouble) dpotrf_(&uplo, &n, a, &n, info);
    else spotrf_(&uplo, &n, a, &n, info);
  }

  static void getrf(int m, int n, E* a, int* ipiv, int* info) {
    if constexpr (Complex) (kDouble ? zgetrf_ : cgetrf_)(&m, &n, a, &m, ipiv, info);
    else if constexpr (kDouble) dgetrf_(&m, &n, a, &m, ipiv, info);
    else sgetrf_(&m, &n, a, &m, ipiv, info);
  }

  static void eigh(char jobz, char uplo, int n, E* a, S* w, int* info) {
    int lwork = -1, liwork = -1, lrwork = -1, iquery = 0;
    E query{};
    S rquery{};
    auto call = [&](E* work, S* rwork, int* iwork) {
      if constexpr (Complex) {
        if constexpr (kDouble) zheevd_(&jobz, &uplo, &n, a, &n, w, work, &lwork, rwork, &lrwork, iwork, &liwork, info);
        else cheevd_(&jobz, &uplo, &n, a, &n, w, work, &lwork, rwork, &lrwork, iwork, &liwork, info);
      } else {
        (void)rwork;
        if constexpr (kDouble) dsyevd_(&jobz, &uplo, &n, a, &n, w, work, &lwork, iwork, &liwork, info);
        else ssyevd_(&jobz, &uplo, &n, a, &n, w, work, &lwork, iwork, &liwork, info);
      }
    };
    call(&query, &rquery, &iquery);
    lwork = workspace_size(query);
    lrwork = std::max(1, static_cast<int>(rquery));
    liwork = std::max(1, iquery);
    std::vector<E> work(static_cast<size_t>(lwork));
    std::vector<S> rwork(static_cast<size_t>(lrwork));
    std::vector<int> iwork(static_cast<size_t>(liwork));
    call(work.data(), rwork.data(), iwork.data());
  }

  // Real: w is wr, wi is the imaginary parts; complex: w holds them, wi unused.
  // Eigenvectors as LAPACK gives them (real: conjugate pairs packed in two columns).
  static void geev(char jobvl, char jobvr, int n, E* a, E* w, S* wi, E* vl, E* vr, int* info) {
    const int ld = std::max(1, n);
    std::vector<S> rwork(Complex ? static_cast<size_t>(std::max(1, 2 * n)) : 0);
    auto call = [&](E* work, int lwork) {
      if constexpr (Complex) {
        if constexpr (kDouble) zgeev_(&jobvl, &jobvr, &n, a, &ld, w, vl, &ld, vr, &ld, work, &lwork, rwork.data(), info);
        else cgeev_(&jobvl, &jobvr, &n, a, &ld, w, vl, &ld, vr, &ld, work, &lwork, rwork.data(), info);
      } else {
        if constexpr (kDouble) dgeev_(&jobvl, &jobvr, &n, a, &ld, w, wi, vl, &ld, vr, &ld, work, &lwork, info);
        else sgeev_(&jobvl, &jobvr, &n, a, &ld, w, wi, vl, &ld, vr, &ld, work, &lwork, info);
      }
    };
    with_workspace(call);
  }

  // Unsorted (sort 'N'): sdim is 0. w and wi as for geev.
  static void gees(char jobvs, int n, E* a, int* sdim, E* w, S* wi, E* vs, int* info) {
    const int ld = std::max(1, n);
    const char sort = 'N';
    std::vector<S> rwork(Complex ? static_cast<size_t>(std::max(1, n)) : 0);
    int bwork = 0;  // referenced only when sorting
    auto call = [&](E* work, int lwork) {
      if constexpr (Complex) {
        if constexpr (kDouble) zgees_(&jobvs, &sort, nullptr, &n, a, &ld, sdim, w, vs, &ld, work, &lwork, rwork.data(), &bwork, info);
        else cgees_(&jobvs, &sort, nullptr, &n, a, &ld, sdim, w, vs, &ld, work, &lwork, rwork.data(), &bwork, info);
      } else {
        if constexpr (kDouble) dgees_(&jobvs, &sort, nullptr, &n, a, &ld, sdim, w, wi, vs, &ld, work, &lwork, &bwork, info);
        else sgees_(&jobvs, &sort, nullptr, &n, a, &ld, sdim, w, wi, vs, &ld, work, &lwork, &bwork, info);
      }
    };
    with_workspace(call);
  }

  // ilo and ihi 1-based, as LAPACK takes them.
  static void gehrd(int n, int ilo, int ihi, E* a, E* tau, int* info) {
    const int ld = std::max(1, n);
    auto call = [&](E* work, int lwork) {
      if constexpr (Complex) (kDouble ? zgehrd_ : cgehrd_)(&n, &ilo, &ihi, a, &ld, tau, work, &lwork, info);
      else if constexpr (kDouble) dgehrd_(&n, &ilo, &ihi, a, &ld, tau, work, &lwork, info);
      else sgehrd_(&n, &ilo, &ihi, a, &ld, tau, work, &lwork, info);
    };
    with_workspace(call);
  }

  static void sytrd(char uplo, int n, E* a, S* d, S* e, E* tau, int* info) {
    const int ld = std::max(1, n);
    auto call = [&](E* work, int lwork) {
      if constexpr (Complex && kDouble) zhetrd_(&uplo, &n, a, &ld, d, e, tau, work, &lwork, info);
      else if constexpr (Complex) chetrd_(&uplo, &n, a, &ld, d, e, tau, work, &lwork, info);
      else if constexpr (kDouble) dsytrd_(&uplo, &n, a, &ld, d, e, tau, work, &lwork, info);
      else ssytrd_(&uplo, &n, a, &ld, d, e, tau, work, &lwork, info);
    };
    with_workspace(call);
  }

  // jobz 'A', 'S', 'O' or 'N'; u is ldu x ucol, vt ldvt x n, both column-major.
  static void gesdd(char jobz, int m, int n, E* a, S* s, E* u, int ldu, E* vt, int ldvt, int* info) {
    const int lda = std::max(1, m), mn = std::min(m, n), mx = std::max(m, n);
    std::vector<int> iwork(static_cast<size_t>(std::max(1, 8 * mn)));
    // cgesdd's real workspace (LAPACK 3.7's bound for each job).
    const size_t lrwork = jobz == 'N' ? static_cast<size_t>(std::max(1, 7 * mn))
                                      : static_cast<size_t>(std::max({1, 5 * mn * mn + 5 * mn, 2 * mx * mn + 2 * mn * mn + mn}));
    std::vector<S> rwork(Complex ? lrwork : 0);
    auto call = [&](E* work, int lwork) {
      if constexpr (Complex) {
        if constexpr (kDouble) zgesdd_(&jobz, &m, &n, a, &lda, s, u, &ldu, vt, &ldvt, work, &lwork, rwork.data(), iwork.data(), info);
        else cgesdd_(&jobz, &m, &n, a, &lda, s, u, &ldu, vt, &ldvt, work, &lwork, rwork.data(), iwork.data(), info);
      } else {
        if constexpr (kDouble) dgesdd_(&jobz, &m, &n, a, &lda, s, u, &ldu, vt, &ldvt, work, &lwork, iwork.data(), info);
        else sgesdd_(&jobz, &m, &n, a, &lda, s, u, &ldu, vt, &ldvt, work, &lwork, iwork.data(), info);
      }
    };
    with_workspace(call);
  }

  // dl and du of length n - 1, d of n, b n x nrhs column-major.
  static void gtsv(int n, int nrhs, E* dl, E* d, E* du, E* b, int* info) {
    const int ldb = std::max(1, n);
    if constexpr (Complex) (kDouble ? zgtsv_ : cgtsv_)(&n, &nrhs, dl, d, du, b, &ldb, info);
    else if constexpr (kDouble) dgtsv_(&n, &nrhs, dl, d, du, b, &ldb, info);
    else sgtsv_(&n, &nrhs, dl, d, du, b, &ldb, info);
  }

  // op(a) x = b (side 'L') or x op(a) = b ('R'), b m x n overwritten with x;
  // complex only (real solves are kiln's triangular-solve op).
  static void trsm(char side, char uplo, char trans, char diag, int m, int n, const E* a, int lda, E* b) {
    static_assert(Complex, "real triangular solves are kiln's triangular-solve op");
    const E one(1);
    const int ldb = std::max(1, m);
    (kDouble ? ztrsm_ : ctrsm_)(&side, &uplo, &trans, &diag, &m, &n, &one, a, &lda, b, &ldb);
  }

 private:
  // Calls call(work, lwork) once with lwork -1 (the query) and once with what it asked for.
  template <typename Call>
  static void with_workspace(Call& call) {
    E query{};
    call(&query, -1);
    std::vector<E> work(static_cast<size_t>(workspace_size(query)));
    call(work.data(), static_cast<int>(work.size()));
  }
};

}  // namespace kiln::lapack
