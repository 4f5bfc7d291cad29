#include "backends/cpu/fft_step.h"

#include <kiss_fft.h>
#include <kiss_fftr.h>

#include <bit>
#include <cmath>
#include <complex>
#include <cstring>
#include <memory>
#include <numbers>
#include <type_traits>

#include "backends/cpu/double_fft.h"
#include "runtime/host_buffer.h"
#include "runtime/thread_pool.h"
#include "support/error.h"

namespace kiln::cpu {

namespace {

static_assert(sizeof(std::complex<float>) == sizeof(kiss_fft_cpx), "kissfft's complex is (re, im) floats");

// a b without std::complex's special-casing of infinities (a library call per product).
template <typename T>
inline std::complex<T> times(std::complex<T> a, std::complex<T> b) {
  return {a.real() * b.real() - a.imag() * b.imag(), a.real() * b.imag() + a.imag() * b.real()};
}

// Below this many points a single line is not split four-step.
constexpr int64_t kFourStepMinPoints = 1 << 13;
// Columns of a non-innermost dim read into rows at once.
constexpr int64_t kColumnBlock = 16;

struct KissFree {
  void operator()(void* p) const { kiss_fft_free(p); }
};
using RealPlan = std::unique_ptr<std::remove_pointer_t<kiss_fftr_cfg>, KissFree>;

// One complex DFT of n points, a strided line in, a contiguous one out:
// kissfft for float, DoubleFft for double. run() may be called from several
// threads at once.
template <typename T>
class LineFft;

template <>
class LineFft<float> {
 public:
  using C = std::complex<float>;
  LineFft(int64_t n, bool inverse) : plan_(kiss_fft_alloc(static_cast<int>(n), inverse ? 1 : 0, nullptr, nullptr)) {
    if (!plan_) user_error("fft: cannot make a plan for {} points", n);
  }
  void run(const C* in, int64_t stride, C* out) const {
    kiss_fft_stride(plan_.get(), reinterpret_cast<const kiss_fft_cpx*>(in), reinterpret_cast<kiss_fft_cpx*>(out), static_cast<int>(stride));
  }

 private:
  std::unique_ptr<std::remove_pointer_t<kiss_fft_cfg>, KissFree> plan_;
};

template <>
class LineFft<double> {
 public:
  using C = std::complex<double>;
  LineFft(int64_t n, bool inverse) : fft_(n, inverse) {}
  void run(const C* in, int64_t stride, C* out) const { fft_.run(in, stride, out); }

 private:
  DoubleFft fft_;
};

// A line of n = n1 x n2 points (n1, n2 powers of two) as n2 transforms of n1
// strided points, a twiddle, and n1 transforms of n2 contiguous ones.
template <typename T>
struct FourStep {
  using Cpx = std::complex<T>;
  int64_t n1 = 0, n2 = 0;
  std::unique_ptr<LineFft<T>> first, second;
  std::vector<Cpx> twiddle;  // [k1 * n2 + j2] = w_n^(j2 k1)

  FourStep(int64_t n, bool inverse) {
    const int bits = static_cast<int>(std::log2(static_cast<double>(n)) + 0.5);
    n1 = int64_t{1} << (bits / 2);
    n2 = n / n1;
    first = std::make_unique<LineFft<T>>(n1, inverse);
    second = std::make_unique<LineFft<T>>(n2, inverse);
    twiddle.resize(static_cast<size_t>(n));
    const double sign = inverse ? 1 : -1;
    for (int64_t k1 = 0; k1 < n1; ++k1) {
      for (int64_t j2 = 0; j2 < n2; ++j2) {
        const double angle = 2 * std::numbers::pi * static_cast<double>((j2 * k1) % n) / static_cast<double>(n);
        twiddle[static_cast<size_t>(k1 * n2 + j2)] = Cpx(static_cast<T>(std::cos(angle)), static_cast<T>(sign * std::sin(angle)));
      }
    }
  }

  // x (n points) -> y (n points); scratch of n points.
  void run(const Cpx* x, Cpx* y, Cpx* scratch) const {
    ThreadPool::shared().for_each_block(n2, [&](int64_t begin, int64_t end) {
      std::vector<Cpx> column(static_cast<size_t>(n1));
      for (int64_t j2 = begin; j2 < end; ++j2) {
        first->run(x + j2, n2, column.data());
        for (int64_t k1 = 0; k1 < n1; ++k1) {
          scratch[k1 * n2 + j2] = times(column[static_cast<size_t>(k1)], twiddle[static_cast<size_t>(k1 * n2 + j2)]);
        }
      }
    });
    ThreadPool::shared().for_each_block(n1, [&](int64_t begin, int64_t end) {
      std::vector<Cpx> row(static_cast<size_t>(n2));
      for (int64_t k1 = begin; k1 < end; ++k1) {
        second->run(scratch + k1 * n2, 1, row.data());
        for (int64_t k2 = 0; k2 < n2; ++k2) y[k1 + n1 * k2] = row[static_cast<size_t>(k2)];
      }
    });
  }
};

// The transform of one dim of a row-major complex array of `dims`, in place.
template <typename T>
class DimTransform {
 public:
  using Cpx = std::complex<T>;
  DimTransform(const Dims& dims, size_t d, bool inverse) : n_(dims[d]), line_fft_(dims[d], inverse) {
    for (size_t i = 0; i < d; ++i) outer_ *= dims[i];
    for (size_t i = d + 1; i < dims.size(); ++i) inner_ *= dims[i];
    if (inner_ == 1 && outer_ < ThreadPool::shared().size() && n_ >= kFourStepMinPoints && std::has_single_bit(static_cast<uint64_t>(n_))) {
      four_step_ = std::make_unique<FourStep<T>>(n_, inverse);
    }
  }

  void run(Cpx* z) const {
    if (n_ == 0 || outer_ == 0 || inner_ == 0) return;
    if (four_step_) {
      std::vector<Cpx> scratch(static_cast<size_t>(n_)), line(static_cast<size_t>(n_));
      for (int64_t o = 0; o < outer_; ++o) {
        Cpx* x = z + o * n_;
        four_step_->run(x, line.data(), scratch.data());
        std::memcpy(x, line.data(), line.size() * sizeof(Cpx));
      }
      return;
    }
    if (inner_ == 1) {
      ThreadPool::shared().for_each_block(outer_, [&](int64_t begin, int64_t end) {
        std::vector<Cpx> line(static_cast<size_t>(n_));
        for (int64_t o = begin; o < end; ++o) {
          line_fft_.run(z + o * n_, 1, line.data());
          std::memcpy(z + o * n_, line.data(), line.size() * sizeof(Cpx));
        }
      });
      return;
    }
    // Columns: blocks of kColumnBlock read into rows, transformed, written back.
    const int64_t blocks_per_outer = (inner_ + kColumnBlock - 1) / kColumnBlock;
    ThreadPool::shared().for_each_block(outer_ * blocks_per_outer, [&](int64_t begin, int64_t end) {
      std::vector<Cpx> rows(static_cast<size_t>(kColumnBlock * n_)), line(static_cast<size_t>(n_));
      for (int64_t b = begin; b < end; ++b) {
        Cpx* base = z + (b / blocks_per_outer) * n_ * inner_;
        const int64_t c0 = (b % blocks_per_outer) * kColumnBlock, width = std::min(kColumnBlock, inner_ - c0);
        for (int64_t j = 0; j < n_; ++j) {
          for (int64_t c = 0; c < width; ++c) rows[static_cast<size_t>(c * n_ + j)] = base[j * inner_ + c0 + c];
        }
        for (int64_t c = 0; c < width; ++c) {
          line_fft_.run(rows.data() + c * n_, 1, line.data());
          std::memcpy(rows.data() + c * n_, line.data(), line.size() * sizeof(Cpx));
        }
        for (int64_t j = 0; j < n_; ++j) {
          for (int64_t c = 0; c < width; ++c) base[j * inner_ + c0 + c] = rows[static_cast<size_t>(c * n_ + j)];
        }
      }
    });
  }

 private:
  int64_t n_, outer_ = 1, inner_ = 1;
  LineFft<T> line_fft_;
  std::unique_ptr<FourStep<T>> four_step_;
};

// What one fft-pairs node does, planned once, in T (float or double).
template <typename T>
class FftPlan {
 public:
  using Cpx = std::complex<T>;
  explicit FftPlan(const Node& node) : o_(node.attrs().fft) {
    const TensorType& x = node.operand(0).type();
    logical_ = x.dims;
    if (o_.type != FftType::Rfft) logical_.pop_back();
    const size_t rank = logical_.size();
    const size_t first = rank - o_.lengths.size();
    const int64_t n = o_.lengths.back();
    // The complex array the transforms run on: the operand's, or the half spectrum's.
    complex_dims_ = logical_;
    if (o_.type == FftType::Rfft) complex_dims_.back() = n / 2 + 1;
    const bool inverse = o_.type == FftType::Ifft || o_.type == FftType::Irfft;
    const bool real_innermost = o_.type == FftType::Rfft || o_.type == FftType::Irfft;
    // kissfft's real transforms (n even, float); else through complex ones.
    real_even_ = real_innermost && n % 2 == 0 && std::is_same_v<T, float>;
    if (real_even_) {
      // kissfft's real plans hold their own scratch: one per thread.
      for (int t = 0; t < ThreadPool::shared().size(); ++t) {
        real_plans_.emplace_back(kiss_fftr_alloc(static_cast<int>(n), inverse ? 1 : 0, nullptr, nullptr));
        if (!real_plans_.back()) user_error("fft: cannot make a plan for {} points", n);
      }
    }
    if (real_innermost && !real_even_) {
      full_dims_ = logical_;
      full_dims_.back() = n;
      odd_innermost_ = std::make_unique<DimTransform<T>>(full_dims_, rank - 1, inverse);
    }
    const size_t last_complex = real_innermost ? rank - 1 : rank;
    for (size_t d = first; d < last_complex; ++d) transforms_.push_back(std::make_unique<DimTransform<T>>(complex_dims_, d, inverse));
    if (inverse) {
      double count = 1;
      for (int64_t l : o_.lengths) count *= static_cast<double>(l);
      scale_ = static_cast<T>(1.0 / count);
    }
  }

  // x: the operand, row-major f32 (pairs or reals); y: the result, row-major.
  void run(const T* x, T* y) const {
    switch (o_.type) {
      case FftType::Fft:
      case FftType::Ifft: {
        std::memcpy(y, x, static_cast<size_t>(count(complex_dims_)) * sizeof(Cpx));
        Cpx* z = reinterpret_cast<Cpx*>(y);
        for (const auto& t : transforms_) t->run(z);
        scale(z, count(complex_dims_));
        return;
      }
      case FftType::Rfft: {
        Cpx* z = reinterpret_cast<Cpx*>(y);
        real_to_half_spectrum(x, z);
        for (const auto& t : transforms_) t->run(z);
        return;
      }
      case FftType::Irfft: {
        // x holds interleaved (re, im) pairs, the layout std::complex guarantees.
        const Cpx* pairs = reinterpret_cast<const Cpx*>(x);
        std::vector<Cpx> z(pairs, pairs + count(complex_dims_));
        for (const auto& t : transforms_) t->run(z.data());
        half_spectrum_to_real(z.data(), y);
        return;
      }
    }
  }

 private:
  static int64_t count(const Dims& dims) {
    int64_t c = 1;
    for (int64_t d : dims) c *= d;
    return c;
  }

  void scale(Cpx* z, int64_t points) const {
    if (scale_ == T(1)) return;
    for (int64_t i = 0; i < points; ++i) z[i] *= scale_;
  }

  // body(plan, row) for every row, the rows split into one chunk per real
  // plan (each plan on one thread at a time).
  template <typename Body>
  void for_each_thread_rows(int64_t rows, Body&& body) const {
    const int64_t chunks = static_cast<int64_t>(real_plans_.size());
    ThreadPool::shared().for_each_block(chunks, [&](int64_t begin, int64_t end) {
      for (int64_t c = begin; c < end; ++c) {
        for (int64_t r = rows * c / chunks; r < rows * (c + 1) / chunks; ++r) body(real_plans_[static_cast<size_t>(c)].get(), r);
      }
    });
  }

  // The innermost dim: n reals per row -> n / 2 + 1 complex values.
  void real_to_half_spectrum(const T* x, Cpx* z) const {
    const int64_t n = o_.lengths.back(), half = n / 2 + 1, rows = n == 0 ? 0 : count(logical_) / n;
    if constexpr (std::is_same_v<T, float>) {
      if (real_even_) {
        for_each_thread_rows(rows, [&](kiss_fftr_cfg plan, int64_t r) { kiss_fftr(plan, x + r * n, reinterpret_cast<kiss_fft_cpx*>(z + r * half)); });
        return;
      }
    }
    std::vector<Cpx> full(static_cast<size_t>(rows * n));
    for (int64_t i = 0; i < rows * n; ++i) full[static_cast<size_t>(i)] = Cpx(x[i], T(0));
    odd_innermost_->run(full.data());
    for (int64_t r = 0; r < rows; ++r) std::memcpy(z + r * half, full.data() + r * n, static_cast<size_t>(half) * sizeof(Cpx));
  }

  // The innermost dim: n / 2 + 1 complex values per row -> n reals, scaled.
  void half_spectrum_to_real(const Cpx* z, T* y) const {
    const int64_t n = o_.lengths.back(), half = n / 2 + 1, rows = count(complex_dims_) / half;
    if constexpr (std::is_same_v<T, float>) {
      if (real_even_) {
        for_each_thread_rows(rows, [&](kiss_fftr_cfg plan, int64_t r) {
          float* out = y + r * n;
          kiss_fftri(plan, reinterpret_cast<const kiss_fft_cpx*>(z + r * half), out);
          for (int64_t i = 0; i < n; ++i) out[i] *= scale_;
        });
        return;
      }
    }
    // Odd n: the whole conjugate-symmetric spectrum (bin 0's imaginary part unread).
    std::vector<Cpx> full(static_cast<size_t>(rows * n));
    for (int64_t r = 0; r < rows; ++r) {
      Cpx* f = full.data() + r * n;
      const Cpx* h = z + r * half;
      f[0] = Cpx(h[0].real(), T(0));
      for (int64_t k = 1; k < half; ++k) f[k] = h[k];
      for (int64_t k = half; k < n; ++k) f[k] = std::conj(h[n - k]);
    }
    odd_innermost_->run(full.data());
    for (int64_t i = 0; i < rows * n; ++i) y[i] = full[static_cast<size_t>(i)].real() * scale_;
  }

  FftOptions o_;
  Dims logical_, complex_dims_, full_dims_;
  bool real_even_ = false;
  std::vector<RealPlan> real_plans_;
  std::unique_ptr<DimTransform<T>> odd_innermost_;
  std::vector<std::unique_ptr<DimTransform<T>>> transforms_;
  T scale_ = T(1);
};

template <typename T>
StepFn typed_fft_step(const Node& node, const std::vector<int>& in, const std::vector<int>& out) {
  auto fft = std::make_shared<const FftPlan<T>>(node);
  const TensorType out_type = node.type();
  return [fft, out_type, in, out](std::vector<HostBuffer>& slots) {
    const HostBuffer& x = slots[static_cast<size_t>(in[0])];
    // Logical row-major in and out; a buffer in another layout is copied once.
    Literal copy;
    const T* xp = reinterpret_cast<const T*>(x.bytes());
    if (!x.type.has_default_layout()) {
      copy = to_literal(x);
      xp = reinterpret_cast<const T*>(copy.data());
    }
    const TensorType row_major(out_type.dtype, out_type.dims);
    HostBuffer y(row_major);
    fft->run(xp, reinterpret_cast<T*>(y.bytes()));
    slots[static_cast<size_t>(out[0])] = out_type.has_default_layout() ? y : to_host_buffer(to_literal(y), out_type);
  };
}

}  // namespace

StepFn fft_step(const Node& node, const std::vector<int>& in, const std::vector<int>& out) {
  KILN_CHECK(in.size() == 1 && out.size() == 1, "fft %{}: {} inputs, {} outputs", node.name(), in.size(), out.size());
  switch (node.type().dtype) {
    case DType::F32: return typed_fft_step<float>(node, in, out);
    case DType::F64: return typed_fft_step<double>(node, in, out);
    default: internal_error("fft %{} in {}: f32 and f64 only (fft_as_dft expands the rest)", node.name(), dtype_name(node.type().dtype));
  }
}

}  // namespace kiln::cpu
