// kiln's AMX bf16 GEMM kernel (backends/cpu/amx_bf16_gemm.h) against sums in
// double: every shape its packing pads (m, n and k off the tiles' sizes, an
// odd k, k below one tile, k in several blocks), B row-major and column-major (weights [out, in]
// read transposed), C column-major, leading dims wider than the matrices,
// batches with one B shared by every item; NaN and infinities as IEEE gives
// them; and the same bits through OneDnnBf16Gemm on 1, 2 and 3 threads.
#include "backends/cpu/amx_bf16_gemm.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <string>
#include <vector>

#include "backends/cpu/onednn_bf16_gemm.h"
#include "ir/literal.h"
#include "runtime/thread_pool.h"
#include "support/float_format.h"
#include "test_util.h"

namespace kiln {
namespace {

struct Layouts {
  bool b_row_major = true, c_row_major = true;
  int64_t pad = 0;       // leading dims this much wider than the matrices
  int64_t batch = 1;
  bool shared_b = false;  // one B for every batch item (batch stride 0)
};

// A GEMM of bf16 operands drawn from `seed` in the given layouts, with its
// operands' storage.
struct Problem {
  GemmShape s;
  std::vector<uint16_t> a, b, c;

  Problem(int64_t m, int64_t n, int64_t k, const Layouts& l, uint64_t seed) {
    s.batch = l.batch, s.m = m, s.n = n, s.k = k;
    const int64_t lda = k + l.pad, ldb = (l.b_row_major ? n : k) + l.pad, ldc = (l.c_row_major ? n : m) + l.pad;
    s.a = {m * lda, true, lda};
    s.b = {l.shared_b ? 0 : (l.b_row_major ? k : n) * ldb, l.b_row_major, ldb};
    s.c = {(l.c_row_major ? m : n) * ldc, l.c_row_major, ldc};
    const Literal av = testing::random_literal(DType::F64, {l.batch * m * lda}, seed);
    const Literal bv = testing::random_literal(DType::F64, {l.batch * (l.b_row_major ? k : n) * ldb}, seed + 1);
    for (int64_t i = 0; i < av.num_elements(); ++i) a.push_back(bf16_bits_from_double(av.get_double(i)));
    for (int64_t i = 0; i < bv.num_elements(); ++i) b.push_back(bf16_bits_from_double(bv.get_double(i)));
    c.assign(static_cast<size_t>(l.batch * s.c.batch_stride), 0xdead);
  }
  double a_at(int64_t i, int64_t r, int64_t q) const { return double_from_bf16_bits(a[static_cast<size_t>(s.a.offset(i, r, q))]); }
  double b_at(int64_t i, int64_t r, int64_t q) const { return double_from_bf16_bits(b[static_cast<size_t>(s.b.offset(i, r, q))]); }
  double got(int64_t i, int64_t r, int64_t q) const { return double_from_bf16_bits(c[static_cast<size_t>(s.c.offset(i, r, q))]); }
};

// Every element within f32 accumulation's bound of the exact sum rounded to
// bf16: half a bf16 ulp of the answer, plus k f32 roundings of the sum of
// |products|.
::testing::AssertionResult near_the_exact_sums(const Problem& p) {
  for (int64_t i = 0; i < p.s.batch; ++i) {
    for (int64_t r = 0; r < p.s.m; ++r) {
      for (int64_t q = 0; q < p.s.n; ++q) {
        double sum = 0, magnitude = 0;
        for (int64_t j = 0; j < p.s.k; ++j) {
          sum += p.a_at(i, r, j) * p.b_at(i, j, q);
          magnitude += std::abs(p.a_at(i, r, j) * p.b_at(i, j, q));
        }
        const double allowed = std::ldexp(std::abs(sum), -8) + static_cast<double>(p.s.k) * std::ldexp(magnitude, -24);
        if (!(std::abs(p.got(i, r, q) - sum) <= allowed)) {
          return ::testing::AssertionFailure() << "C[" << i << "][" << r << "," << q << "] = " << p.got(i, r, q) << ", exact " << sum;
        }
      }
    }
  }
  return ::testing::AssertionSuccess();
}

class AmxBf16Gemm : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!cpu::amx_bf16_available()) GTEST_SKIP() << "[SKIP] no AMX bf16 tiles on this CPU (or KILN_AMX=0)";
  }
};

TEST_F(AmxBf16Gemm, EveryPaddedShapeAndLayoutAgreesWithTheExactSums) {
  // The last two run over k in blocks of 2,048, the sums carried between.
  const int64_t shapes[][3] = {{128, 96, 64},  {1, 1, 1},     {33, 47, 31},   {16, 16, 33},  {70, 130, 257},
                               {5, 64, 2},     {32, 32, 1000}, {40, 70, 4500}, {33, 33, 4097}};
  uint64_t seed = 700;
  for (const auto& [m, n, k] : shapes) {
    for (const bool b_row_major : {true, false}) {
      for (const bool c_row_major : {true, false}) {
        for (const int64_t pad : {0, 3}) {
          Layouts l{b_row_major, c_row_major, pad};
          SCOPED_TRACE(::testing::Message() << m << "x" << n << "x" << k << " B " << (b_row_major ? "row" : "column") << "-major, C "
                                            << (c_row_major ? "row" : "column") << "-major, pad " << pad << ", seed " << seed);
          Problem p(m, n, k, l, seed);
          seed += 2;
          ASSERT_TRUE(cpu::amx_bf16_gemm_applies(p.s));
          EXPECT_FALSE(cpu::amx_bf16_gemm(p.s, p.a.data(), p.b.data(), p.c.data()));
          EXPECT_TRUE(near_the_exact_sums(p));
        }
      }
    }
  }
}

// Past 512 rows oneDNN's kernel is the faster (amx_bf16_gemm.cc), and a
// column-major A has no rows for the tiles.
TEST_F(AmxBf16Gemm, TakesGemmsOfAtMost512RowsWithARowMajorA) {
  Problem p(512, 64, 64, Layouts{}, 760);
  EXPECT_TRUE(cpu::amx_bf16_gemm_applies(p.s));
  p.s.m = 513;
  EXPECT_FALSE(cpu::amx_bf16_gemm_applies(p.s));
  p.s.m = 64;
  p.s.a.row_major = false;
  EXPECT_FALSE(cpu::amx_bf16_gemm_applies(p.s));
}

TEST_F(AmxBf16Gemm, BatchesWithTheirOwnOrOneSharedB) {
  for (const bool shared_b : {false, true}) {
    for (const bool b_row_major : {true, false}) {
      const uint64_t seed = 750;
      SCOPED_TRACE(::testing::Message() << "shared B " << shared_b << ", B row-major " << b_row_major << ", seed " << seed);
      Layouts l{b_row_major, true, 1, 3, shared_b};
      Problem p(40, 50, 60, l, seed);
      EXPECT_FALSE(cpu::amx_bf16_gemm(p.s, p.a.data(), p.b.data(), p.c.data()));
      EXPECT_TRUE(near_the_exact_sums(p));
    }
  }
}

// A nonzero below 2^-51 anywhere in A or B (a denormal, or 2^-52) is seen
// as the operands are packed; 2^-51 itself and zeros are not.
TEST_F(AmxBf16Gemm, SaysWhenAnOperandHoldsAValueTheTilesWouldFlush) {
  for (const bool b_row_major : {true, false}) {
    for (const int where : {0, 1, 2, 3}) {  // none, A's last row, B's last column, B's odd last k
      for (const double tiny : {std::ldexp(1.0, -52), std::ldexp(1.0, -133)}) {
        SCOPED_TRACE(::testing::Message() << "B row-major " << b_row_major << ", at " << where << ", value " << tiny);
        Problem p(37, 45, 33, Layouts{b_row_major}, 770);
        p.a[static_cast<size_t>(p.s.a.offset(0, 3, 3))] = bf16_bits_from_double(0.0);
        p.a[static_cast<size_t>(p.s.a.offset(0, 4, 4))] = bf16_bits_from_double(-std::ldexp(1.0, -51));
        if (where == 1) p.a[static_cast<size_t>(p.s.a.offset(0, 36, 32))] = bf16_bits_from_double(-tiny);
        if (where == 2) p.b[static_cast<size_t>(p.s.b.offset(0, 5, 44))] = bf16_bits_from_double(tiny);
        if (where == 3) p.b[static_cast<size_t>(p.s.b.offset(0, 32, 7))] = bf16_bits_from_double(tiny);
        EXPECT_EQ(cpu::amx_bf16_gemm(p.s, p.a.data(), p.b.data(), p.c.data()), where != 0);
        if (where == 0) {
          EXPECT_TRUE(near_the_exact_sums(p));
        }
      }
    }
  }
}

// The same past the first k block and in a later batch item.
TEST_F(AmxBf16Gemm, SaysSoPastTheFirstKBlockAndInALaterBatchItem) {
  for (const bool b_row_major : {true, false}) {
    for (const int where : {0, 1, 2, 3}) {  // none, A past k 2048, B past k 2048, A of the third item
      SCOPED_TRACE(::testing::Message() << "B row-major " << b_row_major << ", at " << where);
      Problem p(20, 40, 2100, Layouts{b_row_major, true, 0, 3}, 780);
      if (where == 1) p.a[static_cast<size_t>(p.s.a.offset(0, 19, 2099))] = 0x0001;
      if (where == 2) p.b[static_cast<size_t>(p.s.b.offset(1, 2050, 39))] = 0x8001;
      if (where == 3) p.a[static_cast<size_t>(p.s.a.offset(2, 0, 0))] = bf16_bits_from_double(std::ldexp(1.0, -60));
      EXPECT_EQ(cpu::amx_bf16_gemm(p.s, p.a.data(), p.b.data(), p.c.data()), where != 0);
    }
  }
}

// NaN in, NaN out; inf times 0 is NaN; inf plus -inf is NaN; a sum past
// f32's range is inf.
TEST_F(AmxBf16Gemm, NanAndInfinitiesAsIeeeGivesThem) {
  const double inf = std::numeric_limits<double>::infinity();
  Problem p(32, 32, 32, Layouts{}, 790);
  auto set_a = [&](int64_t r, int64_t q, double v) { p.a[static_cast<size_t>(p.s.a.offset(0, r, q))] = bf16_bits_from_double(v); };
  auto set_b = [&](int64_t r, int64_t q, double v) { p.b[static_cast<size_t>(p.s.b.offset(0, r, q))] = bf16_bits_from_double(v); };
  set_a(0, 5, std::nan(""));  // row 0: NaN everywhere
  set_a(1, 0, inf);           // row 1, column 2: inf x 0
  set_b(0, 2, 0.0);
  set_a(2, 0, inf);  // row 2, column 3: inf x 1 + inf x -1
  set_a(2, 1, inf);
  set_b(0, 3, 1.0);
  set_b(1, 3, -1.0);
  for (int64_t j = 0; j < 32; ++j) set_a(3, j, 1e38);  // row 3, column 4: 32 x 1e38
  for (int64_t j = 0; j < 32; ++j) set_b(j, 4, 1.0);
  cpu::amx_bf16_gemm(p.s, p.a.data(), p.b.data(), p.c.data());
  for (int64_t q = 0; q < 32; ++q) EXPECT_TRUE(std::isnan(p.got(0, 0, q))) << q;
  EXPECT_TRUE(std::isnan(p.got(0, 1, 2)));
  EXPECT_TRUE(std::isnan(p.got(0, 2, 3)));
  EXPECT_EQ(p.got(0, 3, 4), inf);
  EXPECT_TRUE(std::isinf(p.got(0, 1, 3))) << "inf times an ordinary value";
}

// Through OneDnnBf16Gemm, which takes this kernel for weights handed in each
// call: the bits are the same whatever the pool's size cuts the GEMM into,
// by rows (256 x 520), by columns (a prefill's 64 x 2048 x 2080), by batch
// items (6 of 64 x 96 x 64), and with k in blocks whose sums take columns in
// chunks on one thread (512 x 2080 x 8224: 16.8 MB of sums) and not on two
// (256 rows a block).
TEST_F(AmxBf16Gemm, TheSameBitsOnOneTwoAndThreeThreads) {
  struct Case {
    int64_t m, n, k;
    Layouts layouts;
  };
  std::vector<Case> cases;
  for (const bool b_row_major : {true, false}) {
    cases.push_back({256, 520, 96, Layouts{b_row_major}});
    cases.push_back({64, 2080, 2048, Layouts{b_row_major}});
    cases.push_back({64, 96, 64, Layouts{b_row_major, true, 0, 6}});
  }
  cases.push_back({512, 8224, 2080, Layouts{false}});
  for (const Case& k : cases) {
    std::vector<uint16_t> first;
    for (const int threads : {1, 2, 3}) {
      ThreadPool::shared().resize(threads);
      SCOPED_TRACE(::testing::Message() << k.m << "x" << k.n << "x" << k.k << " batch " << k.layouts.batch << " B row-major "
                                        << k.layouts.b_row_major << ", seed 800");
      Problem p(k.m, k.n, k.k, k.layouts, 800);
      cpu::OneDnnBf16Gemm gemm(p.s, /*constant_rhs=*/false);
      gemm.run(p.a.data(), p.b.data(), p.c.data());
      EXPECT_EQ(gemm.exact_runs(), 0);
      if (first.empty()) {
        first = p.c;
        if (k.m * k.n * k.k < (int64_t{1} << 30)) {
          EXPECT_TRUE(near_the_exact_sums(p));
        }
      } else {
        EXPECT_TRUE(p.c == first) << threads << " threads";
      }
    }
  }
  ThreadPool::shared().resize(2);
}

}  // namespace
}  // namespace kiln
