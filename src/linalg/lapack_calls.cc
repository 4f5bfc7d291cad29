#include "linalg/lapack_calls.h"

#include <algorithm>
#include <complex>
#include <limits>
#include <type_traits>

#include "ir/shape_inference.h"
#include "support/error.h"

// LAPACK's Fortran entry points, which OpenBLAS exports. Complex matrices go
// as interleaved (re, im) pairs, which std::complex is.
extern "C" {
void sgeqrf_(const int*, const int*, float*, const int*, float*, float*, const int*, int*);
void dgeqrf_(const int*, const int*, double*, const int*, double*, double*, const int*, int*);
void cgeqrf_(const int*, const int*, void*, const int*, void*, void*, const int*, int*);
void zgeqrf_(const int*, const int*, void*, const int*, void*, void*, const int*, int*);
void sorgqr_(const int*, const int*, const int*, float*, const int*, const float*, float*, const int*, int*);
void dorgqr_(const int*, const int*, const int*, double*, const int*, const double*, double*, const int*, int*);
void cungqr_(const int*, const int*, const int*, void*, const int*, const void*, void*, const int*, int*);
void zungqr_(const int*, const int*, const int*, void*, const int*, const void*, void*, const int*, int*);
void spotrf_(const char*, const int*, float*, const int*, int*);
void dpotrf_(const char*, const int*, double*, const int*, int*);
void cpotrf_(const char*, const int*, void*, const int*, int*);
void zpotrf_(const char*, const int*, void*, const int*, int*);
void sgetrf_(const int*, const int*, float*, const int*, int*, int*);
void dgetrf_(const int*, const int*, double*, const int*, int*, int*);
void cgetrf_(const int*, const int*, void*, const int*, int*, int*);
void zgetrf_(const int*, const int*, void*, const int*, int*, int*);
void ssyevd_(const char*, const char*, const int*, float*, const int*, float*, float*, const int*, int*, const int*, int*);
void dsyevd_(const char*, const char*, const int*, double*, const int*, double*, double*, const int*, int*, const int*, int*);
void cheevd_(const char*, const char*, const int*, void*, const int*, float*, void*, const int*, float*, const int*, int*,
             const int*, int*);
void zheevd_(const char*, const char*, const int*, void*, const int*, double*, void*, const int*, double*, const int*, int*,
             const int*, int*);
}

namespace kiln {

namespace {

// One precision's routines: S is float or double, E the element (S or
// std::complex<S>).
template <typename S, bool Complex>
struct Lapack {
  using E = std::conditional_t<Complex, std::complex<S>, S>;
  static constexpr bool kDouble = std::is_same_v<S, double>;

  static void geqrf(int m, int n, E* a, E* tau, int* info) {
    int lwork = -1;
    E query{};
    call_geqrf(m, n, a, tau, &query, lwork, info);
    lwork = std::max(1, static_cast<int>(std::real(query)));
    std::vector<E> work(static_cast<size_t>(lwork));
    call_geqrf(m, n, a, tau, work.data(), lwork, info);
  }
  static void call_geqrf(int m, int n, E* a, E* tau, E* work, int lwork, int* info) {
    if constexpr (Complex) {
      (kDouble ? zgeqrf_ : cgeqrf_)(&m, &n, a, &m, tau, work, &lwork, info);
    } else if constexpr (kDouble) {
      dgeqrf_(&m, &n, a, &m, tau, work, &lwork, info);
    } else {
      sgeqrf_(&m, &n, a, &m, tau, work, &lwork, info);
    }
  }

  static void orgqr(int m, int n, int k, E* a, const E* tau, int* info) {
    int lwork = -1;
    E query{};
    call_orgqr(m, n, k, a, tau, &query, lwork, info);
    lwork = std::max(1, static_cast<int>(std::real(query)));
    std::vector<E> work(static_cast<size_t>(lwork));
    call_orgqr(m, n, k, a, tau, work.data(), lwork, info);
  }
  static void call_orgqr(int m, int n, int k, E* a, const E* tau, E* work, int lwork, int* info) {
    if constexpr (Complex) {
      (kDouble ? zungqr_ : cungqr_)(&m, &n, &k, a, &m, tau, work, &lwork, info);
    } else if constexpr (kDouble) {
      dorgqr_(&m, &n, &k, a, &m, tau, work, &lwork, info);
    } else {
      sorgqr_(&m, &n, &k, a, &m, tau, work, &lwork, info);
    }
  }

  static void potrf(char uplo, int n, E* a, int* info) {
    if constexpr (Complex) {
      (kDouble ? zpotrf_ : cpotrf_)(&uplo, &n, a, &n, info);
    } else if constexpr (kDouble) {
      dpotrf_(&uplo, &n, a, &n, info);
    } else {
      spotrf_(&uplo, &n, a, &n, info);
    }
  }

  static void getrf(int m, int n, E* a, int* ipiv, int* info) {
    if constexpr (Complex) {
      (kDouble ? zgetrf_ : cgetrf_)(&m, &n, a, &m, ipiv, info);
    } else if constexpr (kDouble) {
      dgetrf_(&m, &n, a, &m, ipiv, info);
    } else {
      sgetrf_(&m, &n, a, &m, ipiv, info);
    }
  }

  static void eigh(char jobz, char uplo, int n, E* a, S* w, int* info) {
    int lwork = -1, liwork = -1, lrwork = -1, iquery = 0;
    E query{};
    S rquery{};
    call_eigh(jobz, uplo, n, a, w, &query, lwork, &rquery, lrwork, &iquery, liwork, info);
    lwork = std::max(1, static_cast<int>(std::real(query)));
    lrwork = std::max(1, static_cast<int>(rquery));
    liwork = std::max(1, iquery);
    std::vector<E> work(static_cast<size_t>(lwork));
    std::vector<S> rwork(static_cast<size_t>(lrwork));
    std::vector<int> iwork(static_cast<size_t>(liwork));
    call_eigh(jobz, uplo, n, a, w, work.data(), lwork, rwork.data(), lrwork, iwork.data(), liwork, info);
  }
  static void call_eigh(char jobz, char uplo, int n, E* a, S* w, E* work, int lwork, S* rwork, int lrwork, int* iwork,
                        int liwork, int* info) {
    if constexpr (Complex) {
      if constexpr (kDouble) {
        zheevd_(&jobz, &uplo, &n, a, &n, w, work, &lwork, rwork, &lrwork, iwork, &liwork, info);
      } else {
        cheevd_(&jobz, &uplo, &n, a, &n, w, work, &lwork, rwork, &lrwork, iwork, &liwork, info);
      }
    } else if constexpr (kDouble) {
      (void)rwork, (void)lrwork;
      dsyevd_(&jobz, &uplo, &n, a, &n, w, work, &lwork, iwork, &liwork, info);
    } else {
      (void)rwork, (void)lrwork;
      ssyevd_(&jobz, &uplo, &n, a, &n, w, work, &lwork, iwork, &liwork, info);
    }
  }
};

// Element `i` of a logical array of E (a complex one as pairs).
template <typename E>
E read(const Literal& l, int64_t i) {
  if constexpr (std::is_same_v<E, float> || std::is_same_v<E, double>) {
    return static_cast<E>(l.get_double(i));
  } else {
    using S = typename E::value_type;
    return E(static_cast<S>(l.get_double(2 * i)), static_cast<S>(l.get_double(2 * i + 1)));
  }
}
template <typename E>
void write(Literal& l, int64_t i, E v) {
  if constexpr (std::is_same_v<E, float> || std::is_same_v<E, double>) {
    l.set_double(i, static_cast<double>(v));
  } else {
    l.set_double(2 * i, static_cast<double>(v.real()));
    l.set_double(2 * i + 1, static_cast<double>(v.imag()));
  }
}

// Matrix `b` of an m x n batch, row-major, into column-major E, and back.
template <typename E>
std::vector<E> column_major(const Literal& l, int64_t b, int64_t m, int64_t n) {
  std::vector<E> out(static_cast<size_t>(m * n));
  for (int64_t i = 0; i < m; ++i) {
    for (int64_t j = 0; j < n; ++j) out[static_cast<size_t>(j * m + i)] = read<E>(l, b * m * n + i * n + j);
  }
  return out;
}
template <typename E>
void store_row_major(Literal& l, int64_t b, int64_t m, int64_t n, const std::vector<E>& col) {
  for (int64_t i = 0; i < m; ++i) {
    for (int64_t j = 0; j < n; ++j) write<E>(l, b * m * n + i * n + j, col[static_cast<size_t>(j * m + i)]);
  }
}
template <typename E>
std::vector<E> vector_of(const Literal& l, int64_t b, int64_t k) {
  std::vector<E> out(static_cast<size_t>(k));
  for (int64_t i = 0; i < k; ++i) out[static_cast<size_t>(i)] = read<E>(l, b * k + i);
  return out;
}
template <typename E>
void store_vector(Literal& l, int64_t b, const std::vector<E>& v) {
  for (size_t i = 0; i < v.size(); ++i) write<E>(l, b * static_cast<int64_t>(v.size()) + static_cast<int64_t>(i), v[i]);
}

int as_lapack_int(int64_t v) {
  if (v > std::numeric_limits<int>::max()) user_error("a matrix dimension of {} is more than LAPACK takes", v);
  return static_cast<int>(v);
}

template <typename S, bool Complex>
void run_batches(const LapackOptions& o, const std::vector<Literal>& in, std::vector<Literal>& out) {
  using L = Lapack<S, Complex>;
  using E = typename L::E;
  const Dims& dims = in[0].dims();
  const size_t r = dims.size() - (Complex ? 3 : 2);
  int64_t batches = 1;
  for (size_t d = 0; d < r; ++d) batches *= dims[d];
  const int64_t m = dims[r], n = dims[r + 1], k = std::min(m, n);
  const int mi = as_lapack_int(m), ni = as_lapack_int(n);
  for (int64_t b = 0; b < batches; ++b) {
    std::vector<E> a = column_major<E>(in[0], b, m, n);
    int info = 0;
    switch (o.routine) {
      case LapackRoutine::Geqrf: {
        std::vector<E> tau(static_cast<size_t>(k));
        if (k > 0) L::geqrf(mi, ni, a.data(), tau.data(), &info);
        store_vector(out[1], b, tau);
        break;
      }
      case LapackRoutine::Orgqr: {
        const int64_t kt = in[1].dims()[r];
        const std::vector<E> tau = vector_of<E>(in[1], b, kt);
        if (m > 0 && n > 0) L::orgqr(mi, ni, as_lapack_int(kt), a.data(), tau.data(), &info);
        break;
      }
      case LapackRoutine::Potrf:
        if (n > 0) L::potrf(o.uplo, ni, a.data(), &info);
        out[1].set_double(b, info);
        break;
      case LapackRoutine::Getrf: {
        std::vector<int> ipiv(static_cast<size_t>(k));
        if (k > 0) L::getrf(mi, ni, a.data(), ipiv.data(), &info);
        for (int64_t i = 0; i < k; ++i) out[1].set_double(b * k + i, ipiv[static_cast<size_t>(i)]);
        out[2].set_double(b, info);
        break;
      }
      case LapackRoutine::Eigh: {
        std::vector<S> w(static_cast<size_t>(n));
        if (n > 0) L::eigh(o.eigenvectors ? 'V' : 'N', o.uplo, ni, a.data(), w.data(), &info);
        store_vector(out[1], b, w);
        out[2].set_double(b, info);
        break;
      }
    }
    store_row_major(out[0], b, m, n, a);
  }
}

}  // namespace

std::vector<Literal> run_lapack(const LapackOptions& options, const std::vector<Literal>& operands, bool in_double) {
  std::vector<TensorType> types;
  for (const Literal& l : operands) types.push_back(l.type());
  Attrs attrs;
  attrs.lapack = options;
  const std::vector<TensorType> result_types = infer_result_types(OpCode::Lapack, types, attrs, {}, {});
  std::vector<Literal> out;
  for (const TensorType& t : result_types) out.emplace_back(t.dtype, t.dims);
  // Results are computed in S and rounded once into each result's own dtype.
  const bool wide = in_double || operands[0].dtype() == DType::F64;
  if (wide) {
    options.complex ? run_batches<double, true>(options, operands, out) : run_batches<double, false>(options, operands, out);
  } else {
    options.complex ? run_batches<float, true>(options, operands, out) : run_batches<float, false>(options, operands, out);
  }
  return out;
}

}  // namespace kiln
