#include "backends/cpu/fft_step.h"

#include <kiss_fft.h>
#include <kiss_fftr.h>

#include <cmath>
#include <complex>
#include <cstring>
#include <memory>
#include <numbers>

#include "runtime/host_buffer.h"
#include "runtime/thread_pool.h"
#include "support/error.h"

namespace kiln::cpu {

namespace {

using Cpx = std::complex<float>;
static_assert(sizeof(Cpx) == sizeof(kiss_fft_cpx), "kissfft's complex is (re, im) floats");

kiss_fft_cpx* as_kiss(Cpx* p) { return reinterpret_cast<kiss_fft_cpx*>(p); }
const kiss_fft_cpx* as_kiss(const Cpx* p) { return reinterpret_cast<const kiss_fft_cpx*>(p); }

// Below this many points a single line is not split four-step.
constexpr int64_t kFourStepMinPoints = 1 << 13;
// Columns of a non-innermost dim read into rows at once.
constexpr int64_t kColumnBlock = 16;

struct KissFree {
  void operator()(void* p) const { kiss_fft_free(p); }
};
using Plan = std::unique_ptr<std::remove_pointer_t<kiss_fft_cfg>, KissFree>;
using RealPlan = std::unique_ptr<std::remove_pointer_t<kiss_fftr_cfg>, KissFree>;

Plan plan(int64_t n, bool inverse) {
  Plan p(kiss_fft_alloc(static_cast<int>(n), inverse ? 1 : 0, nullptr, nullptr));
  if (!p) user_error("fft: cannot make a plan for {} points", n);
  return p;
}

// A line of n = n1 x n2 points (n1, n2 powers of two) as n2 transforms of n1
// strided points, a twiddle, and n1 transforms of n2 contiguous ones.
struct FourStep {
  int64_t n1 = 0, n2 = 0;
  Plan first, second;
  std::vector<Cpx> twiddle;  // [k1 * n2 + j2] = w_n^(j2 k1)

  FourStep(int64_t n, bool inverse) {
    const int bits = static_cast<int>(std::log2(static_cast<double>(n)) + 0.5);
    n1 = int64_t{1} << (bits / 2);
    n2 = n / n1;
    first = plan(n1, inverse);
    second = plan(n2, inverse);
    twiddle.resize(static_cast<size_t>(n));
    const double sign = inverse ? 1 : -1;
    for (int64_t k1 = 0; k1 < n1; ++k1) {
      for (int64_t j2 = 0; j2 < n2; ++j2) {
        const double angle = 2 * std::numbers::pi * static_cast<double>((j2 * k1) % n) / static_cast<double>(n);
        twiddle[static_cast<size_t>(k1 * n2 + j2)] = Cpx(static_cast<float>(std::cos(angle)), static_cast<float>(sign * std::sin(angle)));
      }
    }
  }

  // x (n points) -> y (n points); scratch of n points.
  void run(const Cpx* x, Cpx* y, Cpx* scratch) const {
    ThreadPool::shared().for_each_block(n2, [&](int64_t begin, int64_t end) {
      std::vector<Cpx> column(static_cast<size_t>(n1));
      for (int64_t j2 = begin; j2 < end; ++j2) {
        kiss_fft_stride(first.get(), as_kiss(x + j2), as_kiss(column.data()), static_cast<int>(n2));
        for (int64_t k1 = 0; k1 < n1; ++k1) {
          scratch[k1 * n2 + j2] = column[static_cast<size_t>(k1)] * twiddle[static_cast<size_t>(k1 * n2 + j2)];
        }
      }
    });
    ThreadPool::shared().for_each_block(n1, [&](int64_t begin, int64_t end) {
      std::vector<Cpx> row(static_cast<size_t>(n2));
      for (int64_t k1 = begin; k1 < end; ++k1) {
        kiss_fft(second.get(), as_kiss(scratch + k1 * n2), as_kiss(row.data()));
        for (int64_t k2 = 0; k2 < n2; ++k2) y[k1 + n1 * k2] = row[static_cast<size_t>(k2)];
      }
    });
  }
};

bool is_power_of_two(int64_t n) { return n > 0 && (n & (n - 1)) == 0; }

// The transform of one dim of a row-major complex array of `dims`, in place.
class DimTransform {
 public:
  DimTransform(const Dims& dims, size_t d, bool inverse) : n_(dims[d]), plan_(plan(dims[d], inverse)) {
    for (size_t i = 0; i < d; ++i) outer_ *= dims[i];
    for (size_t i = d + 1; i < dims.size(); ++i) inner_ *= dims[i];
    if (inner_ == 1 && outer_ < ThreadPool::shared().size() && n_ >= kFourStepMinPoints && is_power_of_two(n_)) {
      four_step_ = std::make_unique<FourStep>(n_, inverse);
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
          kiss_fft(plan_.get(), as_kiss(z + o * n_), as_kiss(line.data()));
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
          kiss_fft(plan_.get(), as_kiss(rows.data() + c * n_), as_kiss(line.data()));
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
  Plan plan_;
  std::unique_ptr<FourStep> four_step_;
};

// What one fft-pairs node does, planned once.
class FftPlan {
 public:
  explicit FftPlan(const Node& node) : o_(node.attrs().fft), out_type_(node.type()) {
    const TensorType& x = node.operand(0).type();
    logical_ = x.dims;
    if (o_.type != FftType::Rfft) logical_.pop_back();
    const size_t rank = logical_.size();
    first_ = rank - o_.lengths.size();
    const int64_t n = o_.lengths.back();
    // The complex array the transforms run on: the operand's, or the half spectrum's.
    complex_dims_ = logical_;
    if (o_.type == FftType::Rfft) complex_dims_.back() = n / 2 + 1;
    const bool inverse = o_.type == FftType::Ifft || o_.type == FftType::Irfft;
    const bool real_innermost = o_.type == FftType::Rfft || o_.type == FftType::Irfft;
    real_even_ = real_innermost && n % 2 == 0;
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
      odd_innermost_ = std::make_unique<DimTransform>(full_dims_, rank - 1, inverse);
    }
    const size_t last_complex = real_innermost ? rank - 1 : rank;
    for (size_t d = first_; d < last_complex; ++d) transforms_.push_back(std::make_unique<DimTransform>(complex_dims_, d, inverse));
    if (inverse) {
      double count = 1;
      for (int64_t l : o_.lengths) count *= static_cast<double>(l);
      scale_ = static_cast<float>(1.0 / count);
    }
  }

  // x: the operand, row-major f32 (pairs or reals); y: the result, row-major.
  void run(const float* x, float* y) const {
    switch (o_.type) {
      case FftType::Fft:
      case FftType::Ifft: {
        Cpx* z = reinterpret_cast<Cpx*>(y);
        std::memcpy(z, x, static_cast<size_t>(count(complex_dims_)) * sizeof(Cpx));
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
        std::vector<Cpx> z(static_cast<size_t>(count(complex_dims_)));
        std::memcpy(z.data(), x, z.size() * sizeof(Cpx));
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
    if (scale_ == 1.0f) return;
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
  void real_to_half_spectrum(const float* x, Cpx* z) const {
    const int64_t n = o_.lengths.back(), half = n / 2 + 1, rows = n == 0 ? 0 : count(logical_) / n;
    if (real_even_) {
      for_each_thread_rows(rows, [&](kiss_fftr_cfg plan, int64_t r) { kiss_fftr(plan, x + r * n, as_kiss(z + r * half)); });
      return;
    }
    std::vector<Cpx> full(static_cast<size_t>(rows * n));
    for (int64_t i = 0; i < rows * n; ++i) full[static_cast<size_t>(i)] = Cpx(x[i], 0);
    odd_innermost_->run(full.data());
    for (int64_t r = 0; r < rows; ++r) std::memcpy(z + r * half, full.data() + r * n, static_cast<size_t>(half) * sizeof(Cpx));
  }

  // The innermost dim: n / 2 + 1 complex values per row -> n reals, scaled.
  void half_spectrum_to_real(const Cpx* z, float* y) const {
    const int64_t n = o_.lengths.back(), half = n / 2 + 1, rows = count(complex_dims_) / half;
    if (real_even_) {
      for_each_thread_rows(rows, [&](kiss_fftr_cfg plan, int64_t r) {
        float* out = y + r * n;
        kiss_fftri(plan, as_kiss(z + r * half), out);
        for (int64_t i = 0; i < n; ++i) out[i] *= scale_;
      });
      return;
    }
    // Odd n: the whole conjugate-symmetric spectrum (bin 0's imaginary part unread).
    std::vector<Cpx> full(static_cast<size_t>(rows * n));
    for (int64_t r = 0; r < rows; ++r) {
      Cpx* f = full.data() + r * n;
      const Cpx* h = z + r * half;
      f[0] = Cpx(h[0].real(), 0);
      for (int64_t k = 1; k < half; ++k) f[k] = h[k];
      for (int64_t k = half; k < n; ++k) f[k] = std::conj(h[n - k]);
    }
    odd_innermost_->run(full.data());
    for (int64_t i = 0; i < rows * n; ++i) y[i] = full[static_cast<size_t>(i)].real() * scale_;
  }

  FftOptions o_;
  TensorType out_type_;
  Dims logical_, complex_dims_, full_dims_;
  size_t first_ = 0;
  bool real_even_ = false;
  std::vector<RealPlan> real_plans_;
  std::unique_ptr<DimTransform> odd_innermost_;
  std::vector<std::unique_ptr<DimTransform>> transforms_;
  float scale_ = 1.0f;
};

}  // namespace

StepFn fft_step(const Node& node, const std::vector<int>& in, const std::vector<int>& out) {
  KILN_CHECK(in.size() == 1 && out.size() == 1, "fft %{}: {} inputs, {} outputs", node.name(), in.size(), out.size());
  KILN_CHECK(node.type().dtype == DType::F32, "fft %{} in {}: only f32 runs through kissfft", node.name(), dtype_name(node.type().dtype));
  auto fft = std::make_shared<const FftPlan>(node);
  const TensorType out_type = node.type();
  return [fft, out_type, in, out](std::vector<HostBuffer>& slots) {
    const HostBuffer& x = slots[static_cast<size_t>(in[0])];
    // Logical row-major in and out; a buffer in another layout is copied once.
    Literal copy;
    const float* xp = reinterpret_cast<const float*>(x.bytes());
    if (!x.type.has_default_layout()) {
      copy = to_literal(x);
      xp = reinterpret_cast<const float*>(copy.data());
    }
    const TensorType row_major(out_type.dtype, out_type.dims);
    HostBuffer y(row_major);
    fft->run(xp, reinterpret_cast<float*>(y.bytes()));
    slots[static_cast<size_t>(out[0])] = out_type.has_default_layout() ? y : to_host_buffer(to_literal(y), out_type);
  };
}

}  // namespace kiln::cpu
