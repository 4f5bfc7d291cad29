// cholesky (XLA's Cholesky): the reference against a hand-factored matrix,
// the cpu target (LAPACK potrf) against the reference for both triangles,
// batched, in f32, f64 and bf16, and NaN for a matrix that is not positive
// definite.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "cpu_reference_check.h"
#include "reference/evaluator.h"
#include "test_util.h"

namespace kiln {
namespace {

std::string cholesky_hlo(const std::string& type, const std::string& dims, bool lower) {
  return fmt::format("HloModule c\nENTRY e {{\n  a = {0}[{1}] parameter(0)\n  ROOT l = {0}[{1}] cholesky(a){2}\n}}\n", type, dims,
                     lower ? ", lower=true" : "");
}

TEST(Cholesky, ReferenceFactorsAHandWorkedMatrix) {
  // [[4, 2], [2, 5]] = [[2, 0], [1, 2]] [[2, 1], [0, 2]]. The triangle not read
  // holds 99: it must not matter.
  const Literal lower_input = testing::make(DType::F64, {2, 2}, {4, 99, 2, 5});
  const Literal upper_input = testing::make(DType::F64, {2, 2}, {4, 2, 99, 5});
  EXPECT_TRUE(testing::identical(evaluate(*testing::parse(cholesky_hlo("f64", "2,2", true))->entry(), {lower_input})[0],
                                 testing::make(DType::F64, {2, 2}, {2, 0, 1, 2})));
  EXPECT_TRUE(testing::identical(evaluate(*testing::parse(cholesky_hlo("f64", "2,2", false))->entry(), {upper_input})[0],
                                 testing::make(DType::F64, {2, 2}, {2, 1, 0, 2})));
  // Not positive definite: NaN everywhere.
  const Literal out = evaluate(*testing::parse(cholesky_hlo("f64", "2,2", true))->entry(), {testing::make(DType::F64, {2, 2}, {1, 0, 2, 1})})[0];
  for (int64_t i = 0; i < 4; ++i) EXPECT_TRUE(std::isnan(out.get_double(i)));
}

// m m^T + n: symmetric positive definite, a batch of them.
Literal spd(DType dtype, int64_t batch, int64_t n, uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> u(-1, 1);
  std::vector<double> v(static_cast<size_t>(batch * n * n));
  for (int64_t b = 0; b < batch; ++b) {
    std::vector<double> m(static_cast<size_t>(n * n));
    for (double& x : m) x = u(rng);
    for (int64_t i = 0; i < n; ++i) {
      for (int64_t j = 0; j < n; ++j) {
        double s = i == j ? static_cast<double>(n) : 0.0;
        for (int64_t k = 0; k < n; ++k) s += m[static_cast<size_t>(i * n + k)] * m[static_cast<size_t>(j * n + k)];
        v[static_cast<size_t>(b * n * n + i * n + j)] = s;
      }
    }
  }
  return testing::make(dtype, {batch, n, n}, v);
}

TEST(Cholesky, CpuMatchesTheReferenceOnBothTriangles) {
  for (const char* type : {"f32", "f64", "bf16"}) {
    const DType dtype = *parse_dtype(type);
    const double tolerance = dtype == DType::F64 ? 1e-12 : dtype == DType::F32 ? 1e-5 : 1e-2;
    for (bool lower : {true, false}) {
      SCOPED_TRACE(fmt::format("{} lower={} seed 3", type, lower));
      testing::expect_cpu_matches_reference(cholesky_hlo(type, "3,6,6", lower), {spd(dtype, 3, 6, 3)}, tolerance);
    }
  }
  // One of two matrices not positive definite: that batch is NaN, the other factored.
  Literal mixed = spd(DType::F32, 2, 3, 4);
  mixed.set_double(9, -50);  // batch 1's first pivot
  testing::expect_cpu_matches_reference(cholesky_hlo("f32", "2,3,3", true), {mixed}, 1e-5);
}

}  // namespace
}  // namespace kiln
