// Which library runs an f32 GEMM call (backends/cpu/sgemm_library.h): the
// rule for oneDNN's no-copy kernels on rows in the same cache sets, and
// GEMMs of few rows against rows a power of two apart (the calls the rule
// sends to OpenBLAS on AVX2 hosts it knows) against the reference, special
// values included, on 1 to 3 threads.
#include "backends/cpu/sgemm_library.h"

#include <cblas.h>
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>

#include "driver/compile.h"
#include "reference/evaluator.h"
#include "test_util.h"

namespace kiln {
namespace {

using cpu::onednn_no_copy_on_aliased_rows;

TEST(SgemmLibrary, NoCopyOnAliasedRowsOnlyForFewRowsAndAnUntransposedBRowsAKibibyteMultipleApart) {
  // A Llama-sized prefill's MLP product, a column block of it per worker.
  EXPECT_TRUE(onednn_no_copy_on_aliased_rows(true, false, 128, 4096, 8192));
  EXPECT_TRUE(onednn_no_copy_on_aliased_rows(true, false, 512, 512, 512));  // 1/512 + 1/512 just past 0.0038
  EXPECT_TRUE(onednn_no_copy_on_aliased_rows(true, false, 4096, 64, 256));  // few columns
  EXPECT_FALSE(onednn_no_copy_on_aliased_rows(true, false, 128, 4096, 8200)) << "rows 8200 floats apart spread over the sets";
  EXPECT_FALSE(onednn_no_copy_on_aliased_rows(true, true, 128, 4096, 2048)) << "a transposed B is read along its rows";
  EXPECT_FALSE(onednn_no_copy_on_aliased_rows(true, false, 1024, 768, 768)) << "oneDNN packs B for this many rows and columns";
  EXPECT_FALSE(onednn_no_copy_on_aliased_rows(true, false, 600, 600, 1024));
  EXPECT_FALSE(onednn_no_copy_on_aliased_rows(false, false, 128, 4096, 8192)) << "with AVX-512 oneDNN packs such B itself";
  EXPECT_FALSE(onednn_no_copy_on_aliased_rows(true, false, 0, 4096, 8192));
}

// ctest runs this suite a second time with oneDNN capped at AVX2
// (SgemmLibrary_avx2_rules), so the OpenBLAS route runs on any host.
TEST(SgemmLibrary, AliasedRowsGoToOpenBlasExactlyUnderAvx2RulesOnACpuItKnows) {
  const char* cap = std::getenv("ONEDNN_MAX_CPU_ISA");
  if (cap != nullptr && std::strcmp(cap, "AVX2") == 0) EXPECT_TRUE(cpu::onednn_has_avx2_rules());
  const bool to_openblas = cpu::onednn_has_avx2_rules() && cpu::openblas_knows_this_cpu();
  EXPECT_EQ(cpu::sgemm_library(false, 64, 1024, 1024), to_openblas ? cpu::SgemmLibrary::kOpenBlas : cpu::SgemmLibrary::kOneDnn);
  EXPECT_EQ(cpu::sgemm_library(false, 64, 1024, 1032), cpu::SgemmLibrary::kOneDnn);
  EXPECT_EQ(cpu::sgemm_library(true, 64, 1024, 1024), cpu::SgemmLibrary::kOneDnn);
  std::printf("oneDNN %s rules, OpenBLAS core %s: [64,1024] x [1024,1024] runs on %s\n",
              cpu::onednn_has_avx2_rules() ? "AVX2" : "AVX-512", openblas_get_corename(), to_openblas ? "OpenBLAS" : "oneDNN");
}

// NaN, infinities against zeros, signed zeros and denormals in A, zeros in
// B: whichever library runs the blocks, every NaN the reference has is NaN,
// infinities keep their sign, the rest is within f32 rounding.
void expect_matches_reference_with_special_values(const std::string& hlo, int64_t m, int64_t k, int threads) {
  SCOPED_TRACE(fmt::format("{} threads: {}", threads, hlo));
  const double nan = std::numeric_limits<double>::quiet_NaN(), inf = std::numeric_limits<double>::infinity();
  const auto original = testing::parse(hlo);
  const auto& params = original->entry()->parameters();
  const uint64_t seed = 61;
  SCOPED_TRACE("seed " + std::to_string(seed));
  Literal x = random_literal(params[0]->type(), seed);
  const Literal y = random_literal(params[1]->type(), seed + 1);
  std::vector<double> xs(static_cast<size_t>(m * k));
  for (size_t i = 0; i < xs.size(); ++i) xs[i] = x.get_double(static_cast<int64_t>(i));
  xs[static_cast<size_t>(1 * k + 3)] = nan;
  xs[static_cast<size_t>((m - 1) * k)] = -nan;
  xs[static_cast<size_t>((m / 2) * k + 5)] = inf;  // times B's zero row 5: NaN
  xs[static_cast<size_t>((m / 2 + 1) * k + 6)] = -inf;
  for (int64_t col = 0; col < k; ++col) xs[static_cast<size_t>((m - 2) * k + col)] = -0.0;
  for (int64_t col = 0; col < k; ++col) xs[static_cast<size_t>((m - 3) * k + col)] = 1e-40;
  x = testing::make(DType::F32, {m, k}, xs);
  const int64_t n = y.num_elements() / k;
  std::vector<double> ys(static_cast<size_t>(k * n));
  for (size_t i = 0; i < ys.size(); ++i) ys[i] = y.get_double(static_cast<int64_t>(i));
  for (int64_t col = 0; col < n; ++col) ys[static_cast<size_t>(5 * n + col)] = 0.0;
  const std::vector<Literal> args{x, testing::make(DType::F32, {k, n}, ys)};
  auto module = testing::parse(hlo);
  CompileOptions options;
  options.threads = threads;
  const Literal got = compile_module_for_cpu(*module, options)->run_literals(args)[0];
  const Literal want = evaluate(*original->entry(), args)[0];
  int nans = 0;
  for (int64_t i = 0; i < want.num_elements(); ++i) {
    if (std::isnan(want.get_double(i))) {
      ++nans;
      EXPECT_TRUE(std::isnan(got.get_double(i))) << "element " << i;
    }
  }
  EXPECT_GE(nans, 3 * n) << "the NaN rows and inf times 0";
  EXPECT_TRUE(testing::close_to_reference(got, want, 1e-5));
}

TEST(SgemmLibrary, FewRowsAgainstRowsAPowerOfTwoApartMatchTheReference) {
  const std::string row_major = R"(
ENTRY e {
  x = f32[64,1024] parameter(0)
  y = f32[1024,1024] parameter(1)
  ROOT d = f32[64,1024] dot(x, y), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})";
  // The result stored column by column: the call is C^T = B^T A^T, A in B's place.
  const std::string column_major = R"(
ENTRY e {
  x = f32[64,1024] parameter(0)
  y = f32[1024,256] parameter(1)
  d = f32[64,256] dot(x, y), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  ROOT t = f32[256,64] transpose(d), dimensions={1,0}
})";
  for (int threads : {1, 2, 3}) {
    expect_matches_reference_with_special_values(row_major, 64, 1024, threads);
    expect_matches_reference_with_special_values(column_major, 64, 1024, threads);
  }
}

}  // namespace
}  // namespace kiln
