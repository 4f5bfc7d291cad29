#include "backends/cpu/double_fft.h"

#include <bit>
#include <cmath>
#include <numbers>

namespace kiln::cpu {

namespace {

// a b without std::complex's special-casing of infinities (a library call
// per product): a NaN or infinity in a line spreads through it either way.
inline std::complex<double> times(std::complex<double> a, std::complex<double> b) {
  return {a.real() * b.real() - a.imag() * b.imag(), a.real() * b.imag() + a.imag() * b.real()};
}

// exp(sign 2 pi i m / period) for m in [0, count).
std::vector<std::complex<double>> unit_roots(int64_t count, int64_t period, double sign) {
  std::vector<std::complex<double>> w(static_cast<size_t>(count));
  for (int64_t m = 0; m < count; ++m) {
    const double angle = 2 * std::numbers::pi * static_cast<double>(m % period) / static_cast<double>(period);
    w[static_cast<size_t>(m)] = {std::cos(angle), sign * std::sin(angle)};
  }
  return w;
}

}  // namespace

DoubleFft::DoubleFft(int64_t n, bool inverse) : n_(n) {
  const double sign = inverse ? 1.0 : -1.0;
  if (n <= 1) return;
  if (std::has_single_bit(static_cast<uint64_t>(n))) {
    m_ = n;
    twiddles_ = unit_roots(n / 2, n, sign);
    return;
  }
  bluestein_ = true;
  m_ = 1;
  while (m_ < 2 * n - 1) m_ <<= 1;
  twiddles_ = unit_roots(m_ / 2, m_, -1.0);
  inverse_twiddles_ = unit_roots(m_ / 2, m_, 1.0);
  // chirp[k] = exp(sign i pi k^2 / n) = exp(sign 2 pi i (k^2 mod 2n) / 2n).
  chirp_.resize(static_cast<size_t>(n));
  for (int64_t k = 0; k < n; ++k) {
    const int64_t k2 = (k * k) % (2 * n);
    const double angle = std::numbers::pi * static_cast<double>(k2) / static_cast<double>(n);
    chirp_[static_cast<size_t>(k)] = {std::cos(angle), sign * std::sin(angle)};
  }
  std::vector<C> b(static_cast<size_t>(m_), C(0));
  b[0] = std::conj(chirp_[0]);
  for (int64_t k = 1; k < n; ++k) b[static_cast<size_t>(k)] = b[static_cast<size_t>(m_ - k)] = std::conj(chirp_[static_cast<size_t>(k)]);
  radix2(b.data(), m_, twiddles_);
  chirp_spectrum_ = std::move(b);
}

void DoubleFft::radix2(C* a, int64_t m, const std::vector<C>& twiddles) const {
  for (int64_t i = 1, j = 0; i < m; ++i) {
    int64_t bit = m >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) std::swap(a[i], a[j]);
  }
  for (int64_t len = 2; len <= m; len <<= 1) {
    const int64_t stride = m / len, half = len / 2;
    for (int64_t start = 0; start < m; start += len) {
      for (int64_t k = 0; k < half; ++k) {
        const C t = times(twiddles[static_cast<size_t>(k * stride)], a[start + k + half]);
        const C u = a[start + k];
        a[start + k] = u + t;
        a[start + k + half] = u - t;
      }
    }
  }
}

void DoubleFft::run(const C* in, int64_t stride, C* out) const {
  if (n_ == 0) return;
  if (n_ == 1) {
    out[0] = in[0];
    return;
  }
  if (!bluestein_) {
    for (int64_t j = 0; j < n_; ++j) out[j] = in[j * stride];
    radix2(out, n_, twiddles_);
    return;
  }
  // X[k] = chirp[k] sum_j (x[j] chirp[j]) conj(chirp[k - j]): a convolution.
  std::vector<C> a(static_cast<size_t>(m_), C(0));
  for (int64_t j = 0; j < n_; ++j) a[static_cast<size_t>(j)] = times(in[j * stride], chirp_[static_cast<size_t>(j)]);
  radix2(a.data(), m_, twiddles_);
  for (int64_t k = 0; k < m_; ++k) a[static_cast<size_t>(k)] = times(a[static_cast<size_t>(k)], chirp_spectrum_[static_cast<size_t>(k)]);
  radix2(a.data(), m_, inverse_twiddles_);
  const double scale = 1.0 / static_cast<double>(m_);
  for (int64_t k = 0; k < n_; ++k) out[k] = times(a[static_cast<size_t>(k)] * scale, chirp_[static_cast<size_t>(k)]);
}

}  // namespace kiln::cpu
