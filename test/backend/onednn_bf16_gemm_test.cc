// bf16 GEMMs through oneDNN (backends/cpu/onednn_bf16_gemm.h): oneDNN's bf16
// kernels read denormal inputs as zero and flush denormal results; a block
// with a nonzero below 2^-51 takes the exact path, so every result is what
// f32 accumulation with IEEE denormals gives, checked here against sums in
// double rounded to bf16 once. Operands at 2^-51 and ordinary values stay on
// oneDNN's kernel.
#include "backends/cpu/onednn_bf16_gemm.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

#include "backends/cpu/cpu_backend.h"
#include "ir/literal.h"
#include "runtime/thread_pool.h"
#include "support/float_format.h"

namespace kiln {
namespace {

constexpr uint16_t kSmallestDenormal = 0x0001;  // 2^-133

// Row-major m x k times k x n, as bf16 bits, with the reference beside it.
struct Problem {
  int64_t m, n, k;
  std::vector<uint16_t> a, b, c;
  Problem(int64_t m_, int64_t n_, int64_t k_, double a_value, double b_value)
      : m(m_),
        n(n_),
        k(k_),
        a(static_cast<size_t>(m_ * k_), bf16_bits_from_double(a_value)),
        b(static_cast<size_t>(k_ * n_), bf16_bits_from_double(b_value)),
        c(static_cast<size_t>(m_ * n_), 0xdead) {}
  uint16_t& at_a(int64_t r, int64_t q) { return a[static_cast<size_t>(r * k + q)]; }
  uint16_t& at_b(int64_t r, int64_t q) { return b[static_cast<size_t>(r * n + q)]; }
  GemmShape shape() const {
    GemmShape s;
    s.m = m, s.n = n, s.k = k;
    s.a = {m * k, true, k};
    s.b = {k * n, true, n};
    s.c = {m * n, true, n};
    return s;
  }
  // The sum in double (exact for these operands), rounded to bf16 once.
  double want(int64_t r, int64_t q) const {
    double sum = 0;
    for (int64_t i = 0; i < k; ++i) {
      sum += double_from_bf16_bits(a[static_cast<size_t>(r * k + i)]) * double_from_bf16_bits(b[static_cast<size_t>(i * n + q)]);
    }
    return double_from_bf16_bits(bf16_bits_from_double(sum));
  }
  double got(int64_t r, int64_t q) const { return double_from_bf16_bits(c[static_cast<size_t>(r * n + q)]); }
  // Runs it; the blocks that took the exact path.
  int64_t run(bool constant_rhs = false) {
    cpu::OneDnnBf16Gemm gemm(shape(), constant_rhs);
    gemm.run(a.data(), b.data(), c.data());
    return gemm.exact_blocks();
  }
};

// Same value (NaN equal to NaN, signs of zeros and infinities kept) everywhere.
::testing::AssertionResult all_as_the_reference(const Problem& p) {
  for (int64_t r = 0; r < p.m; ++r) {
    for (int64_t q = 0; q < p.n; ++q) {
      const double want = p.want(r, q), got = p.got(r, q);
      const bool same = (std::isnan(want) && std::isnan(got)) || (want == got && std::signbit(want) == std::signbit(got));
      if (!same) return ::testing::AssertionFailure() << "C[" << r << "," << q << "] = " << got << ", the reference says " << want;
    }
  }
  return ::testing::AssertionSuccess();
}

class OneDnnBf16Gemm : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!cpu::gemm_is_native(DType::BF16)) GTEST_SKIP() << "[SKIP] this CPU has no native bf16 GEMM (AVX512_BF16 through oneDNN)";
    ThreadPool::shared().resize(2);
  }
};

TEST_F(OneDnnBf16Gemm, InfinityTimesADenormalIsInfinityNotNan) {
  Problem p(64, 48, 64, 1.0, 1.0);
  p.at_a(5, 0) = bf16_bits_from_double(std::numeric_limits<double>::infinity());
  for (int64_t q = 0; q < p.n; ++q) p.at_b(0, q) = kSmallestDenormal;
  EXPECT_GE(p.run(), 1);
  EXPECT_TRUE(std::isinf(p.got(5, 0)) && p.got(5, 0) > 0) << p.got(5, 0);
  EXPECT_TRUE(all_as_the_reference(p));
}

TEST_F(OneDnnBf16Gemm, ADenormalTimesALargeValueKeepsItsProduct) {
  Problem p(40, 40, 40, 0.0, 0.0);
  p.at_a(3, 2) = bf16_bits_from_double(1e30);
  for (int64_t q = 0; q < p.n; ++q) p.at_b(2, q) = 0x0040;  // 2^-127
  EXPECT_GE(p.run(), 1);
  EXPECT_GT(p.got(3, 7), 1e-9);  // about 5.9e-9; oneDNN's kernel alone gives 0
  EXPECT_TRUE(all_as_the_reference(p));
}

TEST_F(OneDnnBf16Gemm, TinyNormalsWhoseProductIsDenormalKeepIt) {
  Problem p(40, 40, 40, 0.0, 0.0);
  p.at_a(1, 1) = bf16_bits_from_double(std::ldexp(1.0, -60));
  p.at_b(1, 4) = bf16_bits_from_double(std::ldexp(1.0, -70));
  EXPECT_GE(p.run(), 1);
  EXPECT_EQ(p.got(1, 4), std::ldexp(1.0, -130));  // a bf16 denormal; flushed, it would be 0
  EXPECT_TRUE(all_as_the_reference(p));
}

TEST_F(OneDnnBf16Gemm, OperandsAtTheBoundStayOnTheFastPathAndAreExact) {
  Problem p(64, 48, 64, std::ldexp(1.0, -51), std::ldexp(1.0, -51));
  for (int64_t r = 0; r < p.m; ++r) {
    for (int64_t q = 0; q < p.k; ++q) {
      if ((r + q) % 3 == 0) p.at_a(r, q) = bf16_bits_from_double(-std::ldexp(1.0, -51));
    }
  }
  EXPECT_EQ(p.run(), 0);  // products of 2^-102: normal f32, nothing flushed
  EXPECT_TRUE(all_as_the_reference(p));
}

TEST_F(OneDnnBf16Gemm, OrdinaryValuesStayOnTheFastPath) {
  Problem p(70, 50, 90, 0.0, 0.0);
  for (size_t i = 0; i < p.a.size(); ++i) p.a[i] = bf16_bits_from_double(std::sin(0.37 * static_cast<double>(i)));
  for (size_t i = 0; i < p.b.size(); ++i) p.b[i] = bf16_bits_from_double(0.75 * std::cos(0.11 * static_cast<double>(i)));
  EXPECT_EQ(p.run(), 0);
  for (int64_t r = 0; r < p.m; ++r) {
    for (int64_t q = 0; q < p.n; ++q) EXPECT_NEAR(p.got(r, q), p.want(r, q), 0.02 * (1 + std::abs(p.want(r, q)))) << r << "," << q;
  }
}

// A tiny value anywhere sends the whole GEMM, every block of it, to the exact
// path (constant weights included), so its bits are the same on 1, 2 and 3
// threads, as they are without one.
TEST_F(OneDnnBf16Gemm, ATinyValueAnywhereSendsTheWholeGemmExactWhateverTheThreadCount) {
  auto random = [](int64_t m, int64_t n, int64_t k) {
    Problem p(m, n, k, 0.0, 0.0);
    for (size_t i = 0; i < p.a.size(); ++i) p.a[i] = bf16_bits_from_double(std::sin(0.37 * static_cast<double>(i)));
    for (size_t i = 0; i < p.b.size(); ++i) p.b[i] = bf16_bits_from_double(0.75 * std::cos(0.11 * static_cast<double>(i)));
    return p;
  };
  for (const bool constant_rhs : {false, true}) {
    for (const int where : {0, 1, 2}) {  // none, a denormal in A's last rows, one in B
      SCOPED_TRACE(::testing::Message() << "constant_rhs " << constant_rhs << ", tiny value at " << where);
      std::vector<uint16_t> first;
      for (const int threads : {1, 2, 3}) {
        ThreadPool::shared().resize(threads);
        Problem p = random(256, 64, 512);  // 8 Mi multiply-adds: cut by rows on 2 and 3 threads
        if (where == 1) p.at_a(250, 3) = kSmallestDenormal;
        if (where == 2) p.at_b(7, 9) = kSmallestDenormal;
        const int64_t exact = p.run(constant_rhs);
        EXPECT_EQ(exact, where == 0 ? 0 : threads) << threads << " threads";
        if (first.empty()) {
          first = p.c;
        } else {
          EXPECT_TRUE(p.c == first) << threads << " threads";
        }
        for (int64_t r = 0; r < p.m; r += 17) {
          for (int64_t q = 0; q < p.n; q += 13) EXPECT_NEAR(p.got(r, q), p.want(r, q), 0.05 * (1 + std::abs(p.want(r, q)))) << r << "," << q;
        }
      }
    }
  }
  ThreadPool::shared().resize(2);
}

// Constant weights holding a tiny value send every run exact; their widened
// copy is made on the first run and kept: later runs give the same bits.
TEST_F(OneDnnBf16Gemm, ConstantWeightsWithATinyValueRunExactlyEveryTime) {
  Problem p(256, 64, 128, 0.5, 0.25);
  for (size_t i = 0; i < p.a.size(); ++i) p.a[i] = bf16_bits_from_double(std::sin(0.37 * static_cast<double>(i)));
  p.at_b(7, 9) = kSmallestDenormal;
  p.at_b(3, 5) = bf16_bits_from_double(1e30);
  cpu::OneDnnBf16Gemm gemm(p.shape(), /*constant_rhs=*/true);
  gemm.run(p.a.data(), p.b.data(), p.c.data());
  const std::vector<uint16_t> first = p.c;
  const int64_t blocks = gemm.exact_blocks();
  EXPECT_GE(blocks, 1);
  std::fill(p.c.begin(), p.c.end(), uint16_t{0xdead});
  gemm.run(p.a.data(), p.b.data(), p.c.data());
  EXPECT_EQ(gemm.exact_blocks(), 2 * blocks);
  EXPECT_TRUE(p.c == first);
  for (int64_t r = 0; r < p.m; r += 7) {
    for (int64_t q = 0; q < p.n; q += 5) EXPECT_NEAR(p.got(r, q), p.want(r, q), 0.02 * (1 + std::abs(p.want(r, q)))) << r << "," << q;
  }
}

TEST_F(OneDnnBf16Gemm, AnEmptyBatchWritesNothing) {
  GemmShape s;
  s.batch = 0, s.m = 4, s.n = 5, s.k = 6;
  s.a = {24, true, 6};
  s.b = {30, true, 5};
  s.c = {20, true, 5};
  cpu::OneDnnBf16Gemm gemm(s, false);
  uint16_t nothing = 0x1234;
  gemm.run(&nothing, &nothing, &nothing);
  EXPECT_EQ(nothing, 0x1234);
}

}  // namespace
}  // namespace kiln
