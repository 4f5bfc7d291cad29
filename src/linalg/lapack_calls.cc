#include "linalg/lapack_calls.h"

#include <algorithm>
#include <cmath>
#include <complex>
#include <limits>
#include <type_traits>

#include "ir/shape_inference.h"
#include "linalg/lapack_routines.h"
#include "support/error.h"

namespace kiln {

namespace {

using lapack::Lapack;

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

// Matrix `b` of a batch of m x n ones, row-major, into column-major E, and back.
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
// Vector `b` of a batch of length-k ones, and back.
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

template <typename E>
bool all_finite(const std::vector<E>& a) {
  return std::all_of(a.begin(), a.end(), [](const E& v) {
    if constexpr (std::is_floating_point_v<E>) return std::isfinite(v);
    else return std::isfinite(v.real()) && std::isfinite(v.imag());
  });
}

// Real geev's eigenvectors, packed as LAPACK gives them (a complex pair j,
// j + 1 as the columns re, im), as n x n complex columns (jaxlib's
// UnpackEigenvectors).
template <typename S>
std::vector<std::complex<S>> unpack_eigenvectors(int64_t n, const std::vector<S>& wi, const std::vector<S>& packed) {
  std::vector<std::complex<S>> out(packed.size());
  for (int64_t j = 0; j < n;) {
    const size_t c = static_cast<size_t>(j * n);
    if (wi[static_cast<size_t>(j)] == 0 || std::isnan(wi[static_cast<size_t>(j)])) {
      for (int64_t i = 0; i < n; ++i) out[c + static_cast<size_t>(i)] = {packed[c + static_cast<size_t>(i)], S(0)};
      j += 1;
    } else {
      const size_t c1 = static_cast<size_t>((j + 1) * n);
      for (int64_t i = 0; i < n && j + 1 < n; ++i) {
        const S re = packed[c + static_cast<size_t>(i)], im = packed[c1 + static_cast<size_t>(i)];
        out[c + static_cast<size_t>(i)] = {re, im};
        out[c1 + static_cast<size_t>(i)] = {re, -im};
      }
      j += 2;
    }
  }
  return out;
}

// One lapack-call on every matrix of its batch, in precision S.
template <typename S, bool Complex>
class BatchedCall {
 public:
  using L = Lapack<S, Complex>;
  using E = typename L::E;
  using C = std::complex<S>;

  BatchedCall(const LapackOptions& o, const std::vector<Literal>& in, std::vector<Literal>& out) : o_(o), in_(in), out_(out) {
    // The batch and m x n are those of the matrix operand (gtsv's and trsm's right-hand sides).
    const Dims& dims = in[o.routine == LapackRoutine::Gtsv ? 3 : o.routine == LapackRoutine::Trsm ? 1 : 0].dims();
    const size_t r = dims.size() - (Complex ? 3 : 2);
    for (size_t d = 0; d < r; ++d) batches_ *= dims[d];
    m_ = dims[r];
    n_ = dims[r + 1];
  }

  void run() {
    for (int64_t b = 0; b < batches_; ++b) run_one(b);
  }

 private:
  void set_info(size_t result, int64_t b, int info) { out_[result].set_double(b, info); }

  void run_one(int64_t b) {
    const int64_t m = m_, n = n_, k = std::min(m, n);
    const int mi = as_lapack_int(m), ni = as_lapack_int(n);
    const bool empty = m == 0 || n == 0;  // no LAPACK call: zeros, info 0
    int info = 0;
    switch (o_.routine) {
      case LapackRoutine::Geqrf: {
        std::vector<E> a = column_major<E>(in_[0], b, m, n), tau(static_cast<size_t>(k));
        if (!empty) L::geqrf(mi, ni, a.data(), tau.data(), &info);
        store_row_major(out_[0], b, m, n, a);
        store_vector(out_[1], b, tau);
        return;
      }
      case LapackRoutine::Orgqr: {
        std::vector<E> a = column_major<E>(in_[0], b, m, n);
        const Dims& tau_dims = in_[1].dims();
        const int64_t kt = tau_dims[tau_dims.size() - (Complex ? 2 : 1)];
        const std::vector<E> tau = vector_of<E>(in_[1], b, kt);
        if (!empty) L::orgqr(mi, ni, as_lapack_int(kt), a.data(), tau.data(), &info);
        store_row_major(out_[0], b, m, n, a);
        return;
      }
      case LapackRoutine::Potrf: {
        std::vector<E> a = column_major<E>(in_[0], b, n, n);
        if (!empty) L::potrf(o_.uplo, ni, a.data(), &info);
        store_row_major(out_[0], b, n, n, a);
        set_info(1, b, info);
        return;
      }
      case LapackRoutine::Getrf: {
        std::vector<E> a = column_major<E>(in_[0], b, m, n);
        std::vector<int> ipiv(static_cast<size_t>(k));
        if (!empty) L::getrf(mi, ni, a.data(), ipiv.data(), &info);
        store_row_major(out_[0], b, m, n, a);
        for (int64_t i = 0; i < k; ++i) out_[1].set_double(b * k + i, ipiv[static_cast<size_t>(i)]);
        set_info(2, b, info);
        return;
      }
      case LapackRoutine::Eigh: {
        std::vector<E> a = column_major<E>(in_[0], b, n, n);
        std::vector<S> w(static_cast<size_t>(n));
        if (!empty) L::eigh(o_.eigenvectors ? 'V' : 'N', o_.uplo, ni, a.data(), w.data(), &info);
        store_row_major(out_[0], b, n, n, a);
        store_vector(out_[1], b, w);
        set_info(2, b, info);
        return;
      }
      case LapackRoutine::Geev: return geev(b);
      case LapackRoutine::Gees: {
        std::vector<E> a = column_major<E>(in_[0], b, n, n), vs(static_cast<size_t>(n * n)), w(static_cast<size_t>(n));
        std::vector<S> wi(static_cast<size_t>(n));
        int sdim = 0;
        if (!empty) L::gees(o_.eigenvectors ? 'V' : 'N', ni, a.data(), &sdim, w.data(), wi.data(), vs.data(), &info);
        store_row_major(out_[0], b, n, n, a);
        store_row_major(out_[1], b, n, n, vs);
        store_vector(out_[2], b, w);
        const size_t next = Complex ? 3 : 4;
        if constexpr (!Complex) store_vector(out_[3], b, wi);
        set_info(next, b, sdim);
        set_info(next + 1, b, info);
        return;
      }
      case LapackRoutine::Gehrd: {
        std::vector<E> a = column_major<E>(in_[0], b, n, n), tau(static_cast<size_t>(std::max<int64_t>(0, n - 1)));
        const int high = o_.high > 0 ? as_lapack_int(o_.high) : ni;
        if (!empty) L::gehrd(ni, as_lapack_int(o_.low), high, a.data(), tau.data(), &info);
        store_row_major(out_[0], b, n, n, a);
        store_vector(out_[1], b, tau);
        set_info(2, b, info);
        return;
      }
      case LapackRoutine::Sytrd: {
        const size_t off = static_cast<size_t>(std::max<int64_t>(0, n - 1));
        std::vector<E> a = column_major<E>(in_[0], b, n, n), tau(off);
        std::vector<S> d(static_cast<size_t>(n)), e(off);
        if (!empty) L::sytrd(o_.uplo, ni, a.data(), d.data(), e.data(), tau.data(), &info);
        store_row_major(out_[0], b, n, n, a);
        store_vector(out_[1], b, d);
        store_vector(out_[2], b, e);
        store_vector(out_[3], b, tau);
        set_info(4, b, info);
        return;
      }
      case LapackRoutine::Gesdd: return gesdd(b);
      case LapackRoutine::Gtsv: {
        // b is m x nrhs (result 3 keeps its shape); the diagonals have m elements.
        std::vector<E> rhs = column_major<E>(in_[3], b, m, n);
        std::vector<E> dl = vector_of<E>(in_[0], b, m), d = vector_of<E>(in_[1], b, m), du = vector_of<E>(in_[2], b, m);
        // gtsv reads dl[1..m-1] (jaxlib passes dl + 1) and du[0..m-2].
        if (!empty) L::gtsv(mi, ni, dl.data() + 1, d.data(), du.data(), rhs.data(), &info);
        store_vector(out_[0], b, dl);
        store_vector(out_[1], b, d);
        store_vector(out_[2], b, du);
        store_row_major(out_[3], b, m, n, rhs);
        set_info(4, b, info);
        return;
      }
      case LapackRoutine::Trsm: {
        if constexpr (Complex) {
          const int64_t side = o_.solve.left_side ? m : n;
          const std::vector<E> a = column_major<E>(in_[0], b, side, side);
          std::vector<E> x = column_major<E>(in_[1], b, m, n);
          const TriangularSolveOptions& t = o_.solve;
          const char trans = t.transpose_a == TransposeA::NoTranspose ? 'N' : t.transpose_a == TransposeA::Transpose ? 'T' : 'C';
          if (!empty) {
            L::trsm(t.left_side ? 'L' : 'R', t.lower ? 'L' : 'U', trans, t.unit_diagonal ? 'U' : 'N', mi, ni, a.data(),
                    std::max(1, as_lapack_int(side)), x.data());
          }
          store_row_major(out_[0], b, m, n, x);
        }
        return;
      }
    }
  }

  void geev(int64_t b) {
    const int64_t n = n_;
    const int ni = as_lapack_int(n);
    std::vector<E> a = column_major<E>(in_[0], b, n, n), w(static_cast<size_t>(n));
    std::vector<S> wi(static_cast<size_t>(n));
    std::vector<E> vl(static_cast<size_t>(n * n)), vr(static_cast<size_t>(n * n));
    int info = 0;
    // jaxlib gives info -4 without calling LAPACK for a NaN or an infinity.
    if (!all_finite(a)) {
      info = -4;
    } else if (n > 0) {
      L::geev(o_.left_vectors ? 'V' : 'N', o_.right_vectors ? 'V' : 'N', ni, a.data(), w.data(), wi.data(), vl.data(), vr.data(),
              &info);
    }
    if constexpr (Complex) {
      store_vector(out_[0], b, w);
      store_row_major(out_[1], b, n, n, vl);
      store_row_major(out_[2], b, n, n, vr);
      set_info(3, b, info);
    } else {
      std::vector<C> left(vl.size()), right(vr.size());
      if (info == 0) {
        left = unpack_eigenvectors(n, wi, vl);
        right = unpack_eigenvectors(n, wi, vr);
      }
      store_vector(out_[0], b, w);
      store_vector(out_[1], b, wi);
      store_row_major(out_[2], b, n, n, left);
      store_row_major(out_[3], b, n, n, right);
      set_info(4, b, info);
    }
  }

  void gesdd(int64_t b) {
    const int64_t m = m_, n = n_, k = std::min(m, n);
    // u and vt as result 2 and 3 declare them (their shapes follow the mode).
    const Dims& u_dims = out_[2].dims();
    const Dims& vt_dims = out_[3].dims();
    const size_t r = u_dims.size() - (Complex ? 3 : 2);
    const int64_t u_cols = u_dims[r + 1], vt_rows = vt_dims[r];
    std::vector<E> a = column_major<E>(in_[0], b, m, n), u(static_cast<size_t>(m * u_cols)), vt(static_cast<size_t>(vt_rows * n));
    std::vector<S> s(static_cast<size_t>(k));
    int info = 0;
    if (k > 0) {
      L::gesdd(o_.svd_job, as_lapack_int(m), as_lapack_int(n), a.data(), s.data(), u.data(), std::max(1, as_lapack_int(m)),
               vt.data(), std::max(1, as_lapack_int(vt_rows)), &info);
    }
    store_row_major(out_[0], b, m, n, a);
    store_vector(out_[1], b, s);
    store_row_major(out_[2], b, m, u_cols, u);
    store_row_major(out_[3], b, vt_rows, n, vt);
    set_info(4, b, info);
  }

  const LapackOptions& o_;
  const std::vector<Literal>& in_;
  std::vector<Literal>& out_;
  int64_t batches_ = 1, m_ = 0, n_ = 0;
};

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
    options.complex ? BatchedCall<double, true>(options, operands, out).run() : BatchedCall<double, false>(options, operands, out).run();
  } else {
    options.complex ? BatchedCall<float, true>(options, operands, out).run() : BatchedCall<float, false>(options, operands, out).run();
  }
  return out;
}

}  // namespace kiln
