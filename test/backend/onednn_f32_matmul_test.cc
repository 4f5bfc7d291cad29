// f32 GEMM blocks through oneDNN's matmul primitive (onednn_f32_matmul.h),
// against double-precision sums: every transpose pair, leading dims wider
// than the rows, the same shape again (the thread's primitive reused), and
// NaN, infinities, signed zeros and denormals where IEEE puts them.
#include "backends/cpu/onednn_f32_matmul.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "test_util.h"

namespace kiln::cpu {
namespace {

// op(X)[r][c] of a row-major matrix stored with leading dim `ld`.
float at(const std::vector<float>& x, bool transposed, int64_t ld, int64_t r, int64_t c) {
  return transposed ? x[static_cast<size_t>(c * ld + r)] : x[static_cast<size_t>(r * ld + c)];
}

TEST(OneDnnF32Matmul, EveryTransposeAndLeadingDimMatchesDoubleSums) {
  const uint64_t seed = 83;
  SCOPED_TRACE("seed " + std::to_string(seed));
  const int64_t m = 37, n = 45, k = 70;
  for (const bool ta : {false, true}) {
    for (const bool tb : {false, true}) {
      SCOPED_TRACE(std::string("trans_a ") + (ta ? "yes" : "no") + ", trans_b " + (tb ? "yes" : "no"));
      const int64_t lda = (ta ? m : k) + 3, ldb = (tb ? k : n) + 5, ldc = n + 2;
      const Literal ra = testing::random_literal(DType::F32, {(ta ? k : m) * lda}, seed);
      const Literal rb = testing::random_literal(DType::F32, {(tb ? n : k) * ldb}, seed + 1);
      std::vector<float> a(static_cast<size_t>(ra.num_elements())), b(static_cast<size_t>(rb.num_elements()));
      for (size_t i = 0; i < a.size(); ++i) a[i] = static_cast<float>(ra.get_double(static_cast<int64_t>(i)));
      for (size_t i = 0; i < b.size(); ++i) b[i] = static_cast<float>(rb.get_double(static_cast<int64_t>(i)));
      for (int repeat = 0; repeat < 2; ++repeat) {
        std::vector<float> c(static_cast<size_t>(m * ldc), -7.0f);
        ASSERT_TRUE(onednn_f32_matmul(ta, tb, m, n, k, a.data(), lda, b.data(), ldb, c.data(), ldc));
        for (int64_t r = 0; r < m; ++r) {
          for (int64_t q = 0; q < ldc; ++q) {
            const float got = c[static_cast<size_t>(r * ldc + q)];
            if (q >= n) {
              ASSERT_EQ(got, -7.0f) << "wrote past the row at " << r << "," << q;
              continue;
            }
            double exact = 0, magnitude = 0;
            for (int64_t i = 0; i < k; ++i) {
              const double p = double(at(a, ta, lda, r, i)) * double(at(b, tb, ldb, i, q));
              exact += p;
              magnitude += std::fabs(p);
            }
            ASSERT_NEAR(got, exact, 1e-6 * magnitude + 1e-30) << "at " << r << "," << q << ", run " << repeat;
          }
        }
      }
    }
  }
}

TEST(OneDnnF32Matmul, SpecialValuesAsIeeeGivesThem) {
  const float nan = std::numeric_limits<float>::quiet_NaN(), inf = std::numeric_limits<float>::infinity();
  const float denormal = 1e-40f;
  // A [4,3] x B [3,2] (B's first column 1, 1, 1, its second 0, 1, 1): row 0
  // meets NaN; rows 1 and 2 an infinity, times 1 (inf) and times 0 (NaN);
  // row 3 a denormal product, kept (denormal * 1 + 0 * 1 + -0 * 1).
  const std::vector<float> a = {nan, 1, 1, inf, 0, 0, inf, 1, 1, denormal, 0, -0.0f};
  const std::vector<float> b = {1, 0, 1, 1, 1, 1};
  std::vector<float> c(8, -7.0f);
  ASSERT_TRUE(onednn_f32_matmul(false, false, 4, 2, 3, a.data(), 3, b.data(), 2, c.data(), 2));
  EXPECT_TRUE(std::isnan(c[0]));
  EXPECT_TRUE(std::isnan(c[1]));
  EXPECT_EQ(c[2], inf);
  EXPECT_TRUE(std::isnan(c[3])) << "inf * 0";
  EXPECT_EQ(c[4], inf);
  EXPECT_TRUE(std::isnan(c[5])) << "inf * 0 + 1 + 1";
  EXPECT_EQ(c[6], denormal) << "a denormal product is not flushed";
  EXPECT_EQ(c[7], 0.0f);
}

}  // namespace
}  // namespace kiln::cpu
