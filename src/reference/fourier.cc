// The reference's fft-pairs (ir/attributes.h FftOptions): every transform in
// double, one dim at a time, each result element rounded once to its dtype.
// A DFT of length n is a direct sum over its n terms (exact twiddles, their
// angles reduced modulo n first); a power of two from 64 up is radix-2, whose
// double rounding (about log2(n) ulps of a double) is far below any f32 or
// f64 result's own. With SumRounding::each_step (kiln parity's samples of a
// model's own noise) twiddles, products and sums are rounded to the dtype as
// a compiled FFT's are, `reversed` taking the sequence backwards (the DFT of
// x[-j] is the DFT of x at -k): two samples of an FFT's rounding.
#include <algorithm>
#include <cmath>
#include <complex>
#include <numbers>

#include "reference/ops.h"

namespace kiln::reference {

namespace {

using Complex = std::complex<double>;

// exp(sign 2 pi i m / n) for m in [0, n).
std::vector<Complex> twiddles(int64_t n, double sign) {
  std::vector<Complex> w(static_cast<size_t>(n));
  for (int64_t m = 0; m < n; ++m) {
    const double angle = 2 * std::numbers::pi * static_cast<double>(m) / static_cast<double>(n);
    w[static_cast<size_t>(m)] = {std::cos(angle), sign * std::sin(angle)};
  }
  return w;
}

// Rounds both parts to the dtype when every step is rounded, else nothing.
struct StepRounding {
  DType dtype = DType::F64;
  bool each_step = false;
  Complex operator()(Complex v) const {
    return each_step ? Complex(round_to_dtype(dtype, v.real()), round_to_dtype(dtype, v.imag())) : v;
  }
};

void transform_in_order(std::vector<Complex>& line, const std::vector<Complex>& w, const StepRounding& round);

// The DFT of `line` (length n) in place: sum_j line[j] w[(j k) mod n].
void transform(std::vector<Complex>& line, const std::vector<Complex>& w, const StepRounding& round, bool reversed) {
  const int64_t n = static_cast<int64_t>(line.size());
  if (!reversed || n < 2) return transform_in_order(line, w, round);
  std::reverse(line.begin() + 1, line.end());  // x[-j]
  transform_in_order(line, w, round);
  std::reverse(line.begin() + 1, line.end());  // its DFT at -k
}

void transform_in_order(std::vector<Complex>& line, const std::vector<Complex>& w, const StepRounding& round) {
  const int64_t n = static_cast<int64_t>(line.size());
  if (n >= 64 && (n & (n - 1)) == 0) {
    // Iterative radix-2: bit-reversed order, then log2(n) butterfly passes.
    for (int64_t i = 1, j = 0; i < n; ++i) {
      int64_t bit = n >> 1;
      for (; j & bit; bit >>= 1) j ^= bit;
      j ^= bit;
      if (i < j) std::swap(line[static_cast<size_t>(i)], line[static_cast<size_t>(j)]);
    }
    for (int64_t len = 2; len <= n; len <<= 1) {
      const int64_t stride = n / len;
      for (int64_t start = 0; start < n; start += len) {
        for (int64_t k = 0; k < len / 2; ++k) {
          const Complex t = round(round(w[static_cast<size_t>(k * stride)]) * line[static_cast<size_t>(start + k + len / 2)]);
          const Complex u = line[static_cast<size_t>(start + k)];
          line[static_cast<size_t>(start + k)] = round(u + t);
          line[static_cast<size_t>(start + k + len / 2)] = round(u - t);
        }
      }
    }
    return;
  }
  std::vector<Complex> out(line.size());
  for (int64_t k = 0; k < n; ++k) {
    Complex sum = 0;
    for (int64_t j = 0; j < n; ++j) sum = round(sum + round(line[static_cast<size_t>(j)] * round(w[static_cast<size_t>((j * k) % n)])));
    out[static_cast<size_t>(k)] = sum;
  }
  line = std::move(out);
}

// Transforms dim `d` of the row-major complex array `z` of `dims` in place
// (inverse: with exp(+...) and scaled by 1 / n).
void transform_dim(std::vector<Complex>& z, const Dims& dims, size_t d, bool inverse, const StepRounding& round, bool reversed) {
  const int64_t n = dims[d];
  int64_t inner = 1;
  for (size_t i = d + 1; i < dims.size(); ++i) inner *= dims[i];
  const int64_t outer = n == 0 || inner == 0 ? 0 : static_cast<int64_t>(z.size()) / (n * inner);
  const std::vector<Complex> w = twiddles(n, inverse ? 1.0 : -1.0);
  std::vector<Complex> line(static_cast<size_t>(n));
  for (int64_t o = 0; o < outer; ++o) {
    for (int64_t i = 0; i < inner; ++i) {
      const int64_t base = o * n * inner + i;
      for (int64_t j = 0; j < n; ++j) line[static_cast<size_t>(j)] = z[static_cast<size_t>(base + j * inner)];
      transform(line, w, round, reversed);
      for (int64_t j = 0; j < n; ++j) {
        z[static_cast<size_t>(base + j * inner)] = inverse ? line[static_cast<size_t>(j)] / static_cast<double>(n) : line[static_cast<size_t>(j)];
      }
    }
  }
}

}  // namespace

RefArray eval_fft(const Node& node, const RefArray& x, SumRounding sums) {
  const FftOptions& o = node.attrs().fft;
  const StepRounding round{node.type().dtype, sums.each_step};
  const bool real_in = o.type == FftType::Rfft, real_out = o.type == FftType::Irfft;
  const bool inverse = o.type == FftType::Ifft || o.type == FftType::Irfft;
  Dims dims = x.dims();
  if (!real_in) dims.pop_back();  // the pairs
  const size_t rank = dims.size(), first = rank - o.lengths.size();
  int64_t count = 1;
  for (int64_t d : dims) count *= d;
  std::vector<Complex> z(static_cast<size_t>(count));
  for (int64_t i = 0; i < count; ++i) {
    z[static_cast<size_t>(i)] = real_in ? Complex(as_double(x.get(i)), 0) : Complex(as_double(x.get(2 * i)), as_double(x.get(2 * i + 1)));
  }
  // Irfft: the outer dims first, on the half spectrum; each row is then the
  // spectrum of a real signal, its bin n - k the conjugate of bin k (bins 0
  // and n / 2 real), and the innermost dim is transformed on all n.
  Dims full = dims;
  const size_t last_outer = real_out ? rank - 1 : rank;
  for (size_t d = first; d < last_outer; ++d) transform_dim(z, dims, d, inverse, round, sums.reversed);
  if (real_out) {
    const int64_t n = o.lengths.back(), half = dims.back(), rows = half == 0 ? 0 : count / half;
    full.back() = n;
    std::vector<Complex> spectrum(static_cast<size_t>(rows * n));
    for (int64_t row = 0; row < rows; ++row) {
      Complex* r = spectrum.data() + row * n;
      const Complex* h = z.data() + row * half;
      for (int64_t k = 0; k < half; ++k) r[k] = h[k];
      r[0] = {r[0].real(), 0};
      if (n % 2 == 0) r[n / 2] = {r[n / 2].real(), 0};
      for (int64_t k = half; k < n; ++k) r[k] = std::conj(r[n - k]);
    }
    z = std::move(spectrum);
    transform_dim(z, full, rank - 1, true, round, sums.reversed);
  }
  const int64_t full_inner = full.back();
  count = static_cast<int64_t>(z.size());
  RefArray out(node.type());
  const DType dtype = out.dtype();
  const int64_t out_inner = node.type().dims[node.type().rank() - (real_out ? 1 : 2)];
  for (int64_t row = 0; row < count / full_inner; ++row) {
    for (int64_t k = 0; k < out_inner; ++k) {
      const Complex v = z[static_cast<size_t>(row * full_inner + k)];
      const int64_t i = row * out_inner + k;
      if (real_out) {
        out.set(i, make_float(dtype, v.real()));
      } else {
        out.set(2 * i, make_float(dtype, v.real()));
        out.set(2 * i + 1, make_float(dtype, v.imag()));
      }
    }
  }
  return out;
}

}  // namespace kiln::reference
