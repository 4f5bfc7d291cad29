#include "expand/fft.h"

#include <cmath>
#include <numbers>

#include "support/error.h"

namespace kiln {

namespace {

// A [rows, cols] matrix of `f(j, k)` in `dtype`, computed in double.
template <typename F>
Value matrix(GraphBuilder& b, DType dtype, int64_t rows, int64_t cols, F f) {
  Literal m(dtype, {rows, cols});
  for (int64_t j = 0; j < rows; ++j) {
    for (int64_t k = 0; k < cols; ++k) m.set_double(j * cols + k, f(j, k));
  }
  return b.constant(std::move(m), "dft");
}

// exp(sign * 2 pi i j k / n), its angle reduced modulo n first (exact for big j k).
double angle(int64_t j, int64_t k, int64_t n) {
  return 2 * std::numbers::pi * static_cast<double>((j * k) % n) / static_cast<double>(n);
}

// x (dim `d`, size `rows`) times a [rows, cols] matrix: the result's dim `d` has
// size cols, the other dims where they were.
Value along(GraphBuilder& b, Value x, int64_t d, Value m) {
  DotDims dims;
  dims.lhs_contracting = {d};
  dims.rhs_contracting = {0};
  Value product = b.dot(x, m, dims);  // x's other dims, then the new one last
  const int64_t rank = x.type().rank();
  if (d == rank - 1) return product;
  Dims permutation;
  for (int64_t i = 0; i < rank - 1; ++i) {
    if (i == d) permutation.push_back(rank - 1);
    permutation.push_back(i);
  }
  return b.transpose(product, permutation);
}

// The complex DFT of dim `d` (length n), forward or inverse (then scaled by 1/n).
ComplexValue complex_dft(GraphBuilder& b, const ComplexValue& x, int64_t d, bool inverse) {
  const DType dtype = x.re.type().dtype;
  const int64_t n = x.re.type().dims[static_cast<size_t>(d)];
  const double scale = inverse ? 1.0 / static_cast<double>(n) : 1.0;
  Value c = matrix(b, dtype, n, n, [&](int64_t j, int64_t k) { return scale * std::cos(angle(j, k, n)); });
  Value s = matrix(b, dtype, n, n, [&](int64_t j, int64_t k) { return scale * std::sin(angle(j, k, n)); });
  Value rc = along(b, x.re, d, c), rs = along(b, x.re, d, s), ic = along(b, x.im, d, c), is = along(b, x.im, d, s);
  // forward: (re + i im)(cos - i sin); inverse: (re + i im)(cos + i sin).
  if (inverse) return {b.sub(rc, is), b.add(ic, rs)};
  return {b.add(rc, is), b.sub(ic, rs)};
}

}  // namespace

ComplexValue fft(GraphBuilder& b, FftType type, const ComplexValue& x, const Dims& lengths) {
  const bool real_operand = type == FftType::Rfft;
  if (static_cast<bool>(x.im) == real_operand) user_error("an {} takes a {} operand", fft_type_name(type), real_operand ? "real" : "complex");
  Attrs a;
  a.fft = {type, lengths};
  const Value operand = real_operand ? x.re : pack_complex_pairs(b, x);
  const Value r = b.add(OpCode::Fft, {operand}, std::move(a), {}, {}, "fft")->result();
  if (type == FftType::Irfft) return {r, Value{}};
  return unpack_complex_pairs(b, r);
}

ComplexValue fft_as_dft_products(GraphBuilder& b, FftType type, const ComplexValue& x, const Dims& lengths) {
  const bool real_operand = type == FftType::Rfft;
  if (static_cast<bool>(x.im) == real_operand) user_error("an {} takes a {} operand", fft_type_name(type), real_operand ? "real" : "complex");
  const TensorType& t = x.re.type();
  const int64_t rank = t.rank(), count = static_cast<int64_t>(lengths.size());
  if (count < 1 || count > 3 || count > rank) user_error("fft transforms 1 to 3 trailing dims of its operand, got {} length(s) for rank {}", count, rank);
  if (!is_float(t.dtype)) user_error("fft needs floating-point values, got {}", dtype_name(t.dtype));
  const int64_t first = rank - count, last = rank - 1;
  for (int64_t i = 0; i < count; ++i) {
    const int64_t size = t.dims[static_cast<size_t>(first + i)], want = lengths[static_cast<size_t>(i)];
    const bool innermost = i == count - 1;
    const int64_t expected = innermost && type == FftType::Irfft ? want / 2 + 1 : want;
    if (size != expected || want < 1) {
      user_error("fft length {} does not fit dim {} of size {} (expected {})", want, first + i, size, expected);
    }
  }
  const DType dtype = t.dtype;
  if (type == FftType::Fft || type == FftType::Ifft) {
    ComplexValue z = x;
    for (int64_t d = first; d <= last; ++d) z = complex_dft(b, z, d, type == FftType::Ifft);
    return z;
  }
  if (type == FftType::Rfft) {
    // The innermost dim of a real operand: n values to n / 2 + 1.
    const int64_t n = lengths.back(), half = n / 2 + 1;
    Value c = matrix(b, dtype, n, half, [&](int64_t j, int64_t k) { return std::cos(angle(j, k, n)); });
    Value s = matrix(b, dtype, n, half, [&](int64_t j, int64_t k) { return -std::sin(angle(j, k, n)); });
    ComplexValue z{along(b, x.re, last, c), along(b, x.re, last, s)};
    for (int64_t d = first; d < last; ++d) z = complex_dft(b, z, d, false);
    return z;
  }
  // Irfft: the outer dims inverse-transformed, then the innermost half
  // spectrum to n real values (its conjugate-symmetric other half implied:
  // every bin but 0 and n / 2 counts twice; their imaginary parts meet sin 0).
  ComplexValue z = x;
  for (int64_t d = first; d < last; ++d) z = complex_dft(b, z, d, true);
  const int64_t n = lengths.back(), half = n / 2 + 1;
  auto weight = [&](int64_t k) { return (k == 0 || 2 * k == n ? 1.0 : 2.0) / static_cast<double>(n); };
  Value c = matrix(b, dtype, half, n, [&](int64_t k, int64_t j) { return weight(k) * std::cos(angle(j, k, n)); });
  Value s = matrix(b, dtype, half, n, [&](int64_t k, int64_t j) { return weight(k) * std::sin(angle(j, k, n)); });
  return {b.sub(along(b, z.re, last, c), along(b, z.im, last, s)), Value{}};
}

}  // namespace kiln
