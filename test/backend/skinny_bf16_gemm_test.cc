// bf16 GEMMs of a few rows (backends/cpu/skinny_bf16_gemm.h), as
// OneDnnBf16Gemm runs them: every row count up to the limit (both register
// tilings), B in either order (the row-major kernel and the k-blocked
// column-major one), A and C in either order, sizes with tails. Operands are
// small multiples of 1/8, so every f32 sum is exact in any order and the
// result must be the reference's bits: the double sum rounded to bf16 once.
// Special values: a denormal operand keeps its product, infinity times a
// denormal is infinity, a NaN spreads along its row and column only.
// Both kernel families: the pair kernels (AVX512_BF16, where the CPU has it)
// and the widening ones; a tiny nonzero in B sends its slice back to the
// widening kernels, one in A the whole product.
#include "backends/cpu/skinny_bf16_gemm.h"
#include "backends/cpu/skinny_bf16_kernels.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <limits>
#include <random>
#include <vector>

#include "backends/cpu/onednn_bf16_gemm.h"
#include "backends/cpu/skinny_bf16_pairs.h"
#include "runtime/thread_pool.h"
#include "support/float_format.h"

namespace kiln {
namespace {

double value(uint16_t bits) { return double_from_bf16_bits(bits); }

// m x k times k x n in the orders given, as bf16 bits, with the reference.
struct Skinny {
  int64_t m, n, k;
  bool a_rows, b_rows, c_rows;  // row-major?
  std::vector<uint16_t> a, b, c;

  Skinny(int64_t m_, int64_t n_, int64_t k_, bool a_rows_, bool b_rows_, bool c_rows_, uint64_t seed)
      : m(m_), n(n_), k(k_), a_rows(a_rows_), b_rows(b_rows_), c_rows(c_rows_), a(static_cast<size_t>(m * k)), b(static_cast<size_t>(k * n)),
        c(static_cast<size_t>(m * n), 0xdead) {
    std::mt19937_64 rng(seed);
    auto small = [&] { return bf16_bits_from_double(static_cast<double>(static_cast<int>(rng() % 17) - 8) / 8); };
    for (auto& x : a) x = small();
    for (auto& x : b) x = small();
  }
  GemmShape shape() const {
    GemmShape s;
    s.m = m, s.n = n, s.k = k;
    s.a = {m * k, a_rows, a_rows ? k : m};
    s.b = {k * n, b_rows, b_rows ? n : k};
    s.c = {m * n, c_rows, c_rows ? n : m};
    return s;
  }
  uint16_t& at_a(int64_t r, int64_t j) { return a[static_cast<size_t>(shape().a.offset(0, r, j))]; }
  uint16_t& at_b(int64_t j, int64_t q) { return b[static_cast<size_t>(shape().b.offset(0, j, q))]; }
  double got(int64_t r, int64_t q) const { return value(c[static_cast<size_t>(shape().c.offset(0, r, q))]); }
  double want(int64_t r, int64_t q) const {
    const GemmShape s = shape();
    double sum = 0;
    for (int64_t j = 0; j < k; ++j) sum += value(a[static_cast<size_t>(s.a.offset(0, r, j))]) * value(b[static_cast<size_t>(s.b.offset(0, j, q))]);
    return value(bf16_bits_from_double(sum));
  }
  void run() {
    cpu::OneDnnBf16Gemm gemm(shape(), false);
    gemm.run(a.data(), b.data(), c.data());
    EXPECT_EQ(gemm.exact_blocks(), 0);  // never oneDNN's kernels, so never its exact path
  }
  cpu::SkinnyRun run_on(cpu::SkinnyKernels kernels) { return cpu::skinny_bf16_gemm(shape(), a.data(), b.data(), c.data(), kernels); }
  ::testing::AssertionResult as_the_reference() const {
    for (int64_t r = 0; r < m; ++r) {
      for (int64_t q = 0; q < n; ++q) {
        const double w = want(r, q), g = got(r, q);
        if (!((std::isnan(w) && std::isnan(g)) || (w == g && std::signbit(w) == std::signbit(g)))) {
          return ::testing::AssertionFailure() << "C[" << r << "," << q << "] = " << g << ", the reference says " << w;
        }
      }
    }
    return ::testing::AssertionSuccess();
  }
};

// Whether this CPU runs the skinny kernels (AVX-512, or AVX2 with FMA) at all.
bool cpu_takes_skinny_gemms() {
  GemmShape s;
  s.m = 1, s.n = 1024, s.k = 64;
  return cpu::skinny_bf16_gemm_applies(s);
}

class SkinnyBf16Gemm : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!cpu_takes_skinny_gemms()) GTEST_SKIP() << "[SKIP] this CPU has neither AVX-512 nor AVX2 with FMA: bf16 GEMMs of a few rows stay on oneDNN's path";
    ThreadPool::shared().resize(2);
  }
};

TEST_F(SkinnyBf16Gemm, EveryRowCountBothOrdersOfBAndTailsMatchTheReferenceBitForBit) {
  uint64_t seed = 1;
  for (int64_t m = 1; m <= cpu::kMaxSkinnyRows; ++m) {
    for (bool b_rows : {true, false}) {
      // k = 700: the column-major kernel's rows of A span two blocks of k
      // for 9 rows or more; n = 100 and k = 700 leave tails of both.
      const int64_t k = m % 2 ? 700 : 70, n = 100;
      Skinny p(m, n, k, m % 3 != 0, b_rows, m % 4 != 1, seed);
      SCOPED_TRACE(fmt::format("m={} n={} k={} B {} (seed {})", m, n, k, b_rows ? "row-major" : "column-major", seed));
      ASSERT_TRUE(cpu::skinny_bf16_gemm_applies(p.shape()));
      p.run();
      EXPECT_TRUE(p.as_the_reference());
      ++seed;
    }
  }
}

TEST_F(SkinnyBf16Gemm, TheWideningKernelsAloneMatchTheReferenceBitForBit) {
  uint64_t seed = 100;
  for (int64_t m : {1, 6, 7, 11, 14, 15, 16}) {
    for (bool b_rows : {true, false}) {
      const int64_t k = m % 2 ? 700 : 71, n = 100;
      Skinny p(m, n, k, m % 3 != 0, b_rows, m % 4 != 1, seed);
      SCOPED_TRACE(fmt::format("m={} n={} k={} B {} (seed {})", m, n, k, b_rows ? "row-major" : "column-major", seed));
      const cpu::SkinnyRun run = p.run_on(cpu::SkinnyKernels::kWidening);
      EXPECT_FALSE(run.pairs);
      EXPECT_TRUE(p.as_the_reference());
      ++seed;
    }
  }
}

// The AVX2 kernels (8 lanes, other widths of column tiles) on every row
// count, wherever the CPU runs them: on an AVX-512 CPU they are not the ones
// kiln picks, so only this test keeps them right there.
TEST_F(SkinnyBf16Gemm, TheAvx2WideningKernelsMatchTheReferenceBitForBitOnEveryRowCount) {
  if (cpu::skinny::avx2_widening_kernels() == nullptr) GTEST_SKIP() << "[SKIP] this CPU has no AVX2 with FMA";
  uint64_t seed = 300;
  for (int64_t m = 1; m <= cpu::kMaxSkinnyRows; ++m) {
    for (bool b_rows : {true, false}) {
      // n = 100: tails after every tile width (8 lanes times 1 to 4); k = 700
      // spans two blocks of k on the column-major kernel, k = 71 a lane tail.
      const int64_t k = m % 2 ? 700 : 71, n = 100;
      Skinny p(m, n, k, m % 3 != 0, b_rows, m % 4 != 1, seed);
      SCOPED_TRACE(fmt::format("m={} n={} k={} B {} (seed {})", m, n, k, b_rows ? "row-major" : "column-major", seed));
      const cpu::SkinnyRun run = p.run_on(cpu::SkinnyKernels::kAvx2Widening);
      EXPECT_FALSE(run.pairs);
      EXPECT_TRUE(p.as_the_reference());
      ++seed;
    }
  }
}

TEST_F(SkinnyBf16Gemm, ThePairKernelsRunWhereTheCpuHasThemOnOddKAndMatch) {
  uint64_t seed = 200;
  for (int64_t m : {1, 2, 6, 7, 11, 14, 15, 16}) {
    for (bool b_rows : {true, false}) {
      for (int64_t k : {64, 33, 1153}) {  // pairs only; an odd row left over; two blocks of k on the column-major kernel
        Skinny p(m, 97, k, m % 2 == 0, b_rows, true, seed);
        SCOPED_TRACE(fmt::format("m={} k={} B {} (seed {})", m, k, b_rows ? "row-major" : "column-major", seed));
        const cpu::SkinnyRun run = p.run_on(cpu::SkinnyKernels::kFastest);
        EXPECT_EQ(run.pairs, cpu::skinny::cpu_has_pairs());
        EXPECT_EQ(run.widened_slices, 0);
        EXPECT_TRUE(p.as_the_reference());
        ++seed;
      }
    }
  }
}

TEST_F(SkinnyBf16Gemm, ATinyNonzeroInBSendsItsSliceBackAndOneInATheWholeProduct) {
  if (!cpu::skinny::cpu_has_pairs()) GTEST_SKIP() << "[SKIP] this CPU has no AVX512_BF16: only the widening kernels run";
  const uint16_t tiny = bf16_bits_from_double(std::ldexp(1.0, -52)), denormal = 0x8003, at_the_bound = bf16_bits_from_double(std::ldexp(1.0, -51));
  for (bool b_rows : {true, false}) {
    SCOPED_TRACE(b_rows ? "B row-major" : "B column-major");
    Skinny p(11, 1024, 96, true, b_rows, true, 300 + (b_rows ? 1 : 0));
    p.at_b(40, 900) = at_the_bound;  // 2^-51 itself is not tiny
    EXPECT_EQ(p.run_on(cpu::SkinnyKernels::kFastest).widened_slices, 0);
    EXPECT_TRUE(p.as_the_reference());
    for (int64_t j = 0; j < p.k; ++j) p.at_b(j, 3) = p.at_b(j, 5) = 0;  // each result one product, exact
    p.at_b(7, 3) = tiny;
    p.at_b(8, 5) = denormal;
    for (int64_t r = 0; r < p.m; ++r) p.at_a(r, 8) = bf16_bits_from_double(std::ldexp(1.0, 100));  // the denormal's product: 3 x 2^-33
    const cpu::SkinnyRun run = p.run_on(cpu::SkinnyKernels::kFastest);
    EXPECT_TRUE(run.pairs);
    EXPECT_EQ(run.widened_slices, 1);  // columns 3 and 5 lie in the first slice only
    EXPECT_TRUE(p.as_the_reference());
    EXPECT_EQ(p.got(0, 5), -3 * std::ldexp(1.0, -33));
    p.at_a(2, 50) = denormal;
    EXPECT_FALSE(p.run_on(cpu::SkinnyKernels::kFastest).pairs);
    EXPECT_TRUE(p.as_the_reference());
  }
}

// The same special values on the pair kernels (no denormal, so they run):
// infinity times a positive value is infinity, infinity times zero is NaN,
// and a NaN spreads along its row and column only.
TEST_F(SkinnyBf16Gemm, OnThePairKernelsInfinitiesAndNansFollowIeee) {
  for (bool b_rows : {true, false}) {
    SCOPED_TRACE(b_rows ? "B row-major" : "B column-major");
    Skinny p(11, 96, 64, true, b_rows, true, 8);
    const uint16_t small = bf16_bits_from_double(std::ldexp(1.0, -40)), inf = 0x7f80, nan = 0x7fc1;
    for (int64_t j = 0; j < p.k; ++j) p.at_a(1, j) = 0;  // row 1: infinity times B's row 9, nothing else
    for (int64_t r = 0; r < p.m; ++r) p.at_a(r, 9) = 0;  // B's row 9 meets nothing else (sums stay exact in f32)
    p.at_a(1, 9) = inf;
    for (int64_t q = 0; q < p.n; ++q) p.at_b(9, q) = small;
    p.at_b(9, 20) = 0;  // infinity times zero
    p.at_a(4, 20) = nan;  // row 4: NaN in every column
    p.at_b(30, 50) = nan;  // column 50: NaN in every row
    const cpu::SkinnyRun run = p.run_on(cpu::SkinnyKernels::kFastest);
    EXPECT_EQ(run.pairs, cpu::skinny::cpu_has_pairs());
    EXPECT_EQ(run.widened_slices, 0);
    EXPECT_TRUE(p.as_the_reference());
    EXPECT_EQ(p.got(1, 7), std::numeric_limits<double>::infinity());
    EXPECT_TRUE(std::isnan(p.got(1, 20)));
    EXPECT_TRUE(std::isnan(p.got(4, 0)) && std::isnan(p.got(7, 50)));
    EXPECT_FALSE(std::isnan(p.got(5, 49)));
  }
}

TEST_F(SkinnyBf16Gemm, ManySlicesAcrossThePoolAndOddColumnCountsMatch) {
  // n = 1001: 15 slices of 64 columns on a pool of 2, the last with a tail of
  // 41 columns, and an odd column left over by the column-major kernel's pairs.
  for (bool b_rows : {true, false}) {
    Skinny p(11, 1001, 96, true, b_rows, true, 40 + (b_rows ? 1 : 0));
    SCOPED_TRACE(b_rows ? "B row-major" : "B column-major");
    p.run();
    EXPECT_TRUE(p.as_the_reference());
  }
}

// n = 20000: on a pool of up to 4 workers a slice is wider than 1024
// columns, which B column-major runs in chunks, each rounded before the next;
// C row-major rounds 16 results at a time, C column-major one at a time.
TEST_F(SkinnyBf16Gemm, WideSlicesRunInChunksAndRoundLikeTheReference) {
  uint64_t seed = 60;
  for (bool b_rows : {true, false}) {
    for (bool c_rows : {true, false}) {
      Skinny p(11, 20000, 64, true, b_rows, c_rows, seed);
      SCOPED_TRACE(fmt::format("B {}, C {} (seed {})", b_rows ? "row-major" : "column-major", c_rows ? "row-major" : "column-major", seed++));
      p.at_b(7, 12400) = 0x7f81;  // a signalling NaN: quiet in the result, its payload kept
      p.run();
      EXPECT_TRUE(p.as_the_reference());
      EXPECT_EQ(p.c[static_cast<size_t>(p.shape().c.offset(0, 3, 12400))] & 0x7fff, 0x7fc1);
    }
  }
}

TEST_F(SkinnyBf16Gemm, DenormalsAreKeptInfinityTimesADenormalIsInfinityAndNansStayInTheirRowAndColumn) {
  for (bool b_rows : {true, false}) {
    SCOPED_TRACE(b_rows ? "B row-major" : "B column-major");
    Skinny p(11, 96, 64, true, b_rows, true, 7);
    const uint16_t denormal = 0x0001, big = bf16_bits_from_double(std::ldexp(1.0, 100)), inf = 0x7f80, nan = 0x7fc1;
    for (int64_t j = 0; j < p.k; ++j) p.at_a(0, j) = 0;  // row 0: a denormal times 2^100 alone
    p.at_a(0, 5) = denormal;
    p.at_b(5, 3) = big;
    for (int64_t j = 0; j < p.k; ++j) p.at_a(1, j) = 0;  // row 1: infinity times a denormal, nothing else
    p.at_a(1, 9) = inf;
    for (int64_t q = 0; q < p.n; ++q) p.at_b(9, q) = denormal;
    p.at_a(4, 20) = nan;  // row 4: NaN in every column
    p.at_b(30, 50) = nan;  // column 50: NaN in every row
    p.run();
    EXPECT_TRUE(p.as_the_reference());
    EXPECT_EQ(p.got(0, 3), std::ldexp(1.0, 100 - 133));  // the denormal's product, not flushed
    EXPECT_EQ(p.got(1, 7), std::numeric_limits<double>::infinity());
    EXPECT_TRUE(std::isnan(p.got(4, 0)) && std::isnan(p.got(7, 50)));
    EXPECT_FALSE(std::isnan(p.got(5, 49)));
  }
}

// A split weight's batch (fusion/gemm_shape.h): A the same for every item
// (batch stride 0), B's items one after another, C's side by side in a row.
TEST_F(SkinnyBf16Gemm, ABatchWithOneAAndItemsSideBySideInCMatchesItemByItem) {
  const int64_t m = 11, k = 96, n = 72, items = 4;
  std::mt19937_64 rng(500);
  auto small = [&] { return bf16_bits_from_double(static_cast<double>(static_cast<int>(rng() % 17) - 8) / 8); };
  std::vector<uint16_t> a(static_cast<size_t>(m * k)), b(static_cast<size_t>(items * k * n)), c(static_cast<size_t>(m * items * n), 0xdead);
  for (auto& x : a) x = small();
  for (auto& x : b) x = small();
  GemmShape s;
  s.batch = items, s.m = m, s.n = n, s.k = k;
  s.a = {0, true, k};
  s.b = {k * n, true, n};
  s.c = {n, true, items * n};
  ASSERT_TRUE(cpu::skinny_bf16_gemm_applies(s));
  cpu::skinny_bf16_gemm(s, a.data(), b.data(), c.data());
  for (int64_t i = 0; i < items; ++i) {
    for (int64_t r = 0; r < m; ++r) {
      for (int64_t q = 0; q < n; ++q) {
        double sum = 0;
        for (int64_t j = 0; j < k; ++j) sum += value(a[static_cast<size_t>(r * k + j)]) * value(b[static_cast<size_t>(i * k * n + j * n + q)]);
        ASSERT_EQ(value(c[static_cast<size_t>(r * items * n + i * n + q)]), value(bf16_bits_from_double(sum))) << "item " << i << " C[" << r << "," << q << "]";
      }
    }
  }
}

// B row-major with rows of 2 to 8 KiB splits k into bands of 512 rows (a
// decoder's down projection): every row count on both kernel families, an
// odd k whose last band is short, a row tail; NaN, infinity and a tiny
// nonzero (its band back on the widening kernels) in some bands; and the
// bits do not depend on the worker count, also where the sums round.
TEST_F(SkinnyBf16Gemm, NarrowRowMajorBSplitsKIntoBandsAndMatches) {
  uint64_t seed = 500;
  for (int64_t m : {1, 5, 11, 16}) {
    for (int64_t n : {2048, 1100}) {
      for (int64_t k : {1024, 1537}) {
        for (cpu::SkinnyKernels kernels : {cpu::SkinnyKernels::kFastest, cpu::SkinnyKernels::kWidening}) {
          Skinny p(m, n, k, true, true, true, seed);
          SCOPED_TRACE(fmt::format("m={} n={} k={} {} (seed {})", m, n, k, kernels == cpu::SkinnyKernels::kFastest ? "fastest" : "widening", seed));
          p.run_on(kernels);
          EXPECT_TRUE(p.as_the_reference());
          ++seed;
        }
      }
    }
  }
  Skinny p(3, 1030, 1600, true, true, true, 600);
  p.at_b(700, 10) = 0x7fc1;  // NaN in the second band
  p.at_b(1590, 20) = 0x7f80;  // +inf in the last, short band
  for (int64_t j = 0; j < p.k; ++j) p.at_b(j, 30) = 0;
  p.at_b(1100, 30) = bf16_bits_from_double(std::ldexp(1.0, -52));  // tiny: this band widened
  for (int64_t r = 0; r < p.m; ++r) p.at_a(r, 1100) = bf16_bits_from_double(std::ldexp(1.0, 60));
  const cpu::SkinnyRun run = p.run_on(cpu::SkinnyKernels::kFastest);
  EXPECT_EQ(run.widened_slices, cpu::skinny::cpu_has_pairs() ? 1 : 0);
  EXPECT_TRUE(p.as_the_reference());
  EXPECT_EQ(p.got(1, 30), 256.0);  // 2^-52 x 2^60, the column's one product
  EXPECT_TRUE(std::isnan(p.got(0, 10)));
  // Values whose sums round: the same bits on 1, 2 and 3 workers.
  std::mt19937_64 rng(601);
  Skinny q(2, 2048, 2048, true, true, true, 602);
  for (auto& x : q.a) x = bf16_bits_from_double(std::ldexp(static_cast<double>(rng() % 255 + 1), -static_cast<int>(rng() % 20)));
  for (auto& x : q.b) x = bf16_bits_from_double(std::ldexp(static_cast<double>(rng() % 255) - 127, -static_cast<int>(rng() % 20)));
  std::vector<uint16_t> first;
  for (int workers : {1, 2, 3}) {
    ThreadPool::shared().resize(workers);
    q.run_on(cpu::SkinnyKernels::kFastest);
    if (first.empty()) first = q.c;
    EXPECT_EQ(q.c, first) << workers << " workers";
  }
  ThreadPool::shared().resize(2);
}

TEST(SkinnyBf16GemmShapes, OnlyAFewRowsWithWorkEnoughTakeIt) {
  if (!cpu_takes_skinny_gemms()) GTEST_SKIP() << "[SKIP] this CPU has neither AVX-512 nor AVX2 with FMA";
  GemmShape s;
  s.m = 16, s.n = 1024, s.k = 512;
  EXPECT_TRUE(cpu::skinny_bf16_gemm_applies(s));
  s.m = 17;
  EXPECT_FALSE(cpu::skinny_bf16_gemm_applies(s));  // oneDNN's blocked kernels
  s.m = 4, s.batch = 3;
  EXPECT_TRUE(cpu::skinny_bf16_gemm_applies(s));  // batched: item by item
  s.batch = 1, s.n = 8, s.k = 8;
  EXPECT_FALSE(cpu::skinny_bf16_gemm_applies(s));  // too little to split
}

}  // namespace
}  // namespace kiln
