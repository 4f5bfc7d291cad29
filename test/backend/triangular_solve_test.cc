// triangular-solve (XLA's TriangularSolve): the reference evaluator against
// hand-solved systems, and the cpu target (OpenBLAS trsm) against the
// reference for every combination of side, triangle, transpose and unit
// diagonal, batched, in f32, f64 and bf16.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <random>

#include "cpu_reference_check.h"
#include "reference/evaluator.h"
#include "support/error.h"
#include "test_util.h"

namespace kiln {
namespace {

std::string solve_hlo(const std::string& type, const std::string& a_dims, const std::string& b_dims, const std::string& options) {
  return fmt::format(R"(HloModule solve
ENTRY e {{
  a = {0}[{1}] parameter(0)
  b = {0}[{2}] parameter(1)
  ROOT x = {0}[{2}] triangular-solve(a, b), {3}
}})", type, a_dims, b_dims, options);
}

TEST(TriangularSolve, ReferenceSolvesHandWorkedSystems) {
  // a = [[2, 9], [1, 4]]: its lower triangle [[2, 0], [1, 4]], its upper [[2, 9], [0, 4]].
  const Literal a = testing::make(DType::F64, {2, 2}, {2, 9, 1, 4});
  const Literal b = testing::make(DType::F64, {2, 1}, {4, 10});
  struct Case {
    std::string options;
    std::vector<double> x;
  };
  const std::vector<Case> cases = {
      // [[2,0],[1,4]] x = [4,10]: x0 = 2, x1 = (10 - 2) / 4 = 2.
      {"left_side=true, lower=true, transpose_a=NO_TRANSPOSE", {2, 2}},
      // [[2,9],[0,4]] x = [4,10]: x1 = 2.5, x0 = (4 - 22.5) / 2 = -9.25.
      {"left_side=true, transpose_a=NO_TRANSPOSE", {-9.25, 2.5}},
      // lower^T = [[2,1],[0,4]]: x1 = 2.5, x0 = (4 - 2.5) / 2 = 0.75.
      {"left_side=true, lower=true, transpose_a=TRANSPOSE", {0.75, 2.5}},
      // unit diagonal [[1,0],[1,1]]: x0 = 4, x1 = 6.
      {"left_side=true, lower=true, unit_diagonal=true, transpose_a=NO_TRANSPOSE", {4, 6}},
  };
  for (const Case& c : cases) {
    const auto m = testing::parse(solve_hlo("f64", "2,2", "2,1", c.options));
    const std::vector<Literal> out = evaluate(*m->entry(), {a, b});
    EXPECT_TRUE(testing::identical(out[0], testing::make(DType::F64, {2, 1}, c.x))) << c.options << ": " << out[0].to_string();
  }
  // Right side: x [[2,0],[1,4]] = [4, 10] (one row): x1 = 2.5, x0 = (4 - 2.5) / 2 = 0.75.
  const auto right = testing::parse(solve_hlo("f64", "2,2", "1,2", "lower=true, transpose_a=NO_TRANSPOSE"));
  const std::vector<Literal> out = evaluate(*right->entry(), {a, testing::make(DType::F64, {1, 2}, {4, 10})});
  EXPECT_TRUE(testing::identical(out[0], testing::make(DType::F64, {1, 2}, {0.75, 2.5}))) << out[0].to_string();
}

// A well-conditioned a: random entries in [-1, 1), diagonal 4 + random.
Literal system_matrix(DType dtype, int64_t batch, int64_t m, uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> u(-1, 1);
  std::vector<double> v(static_cast<size_t>(batch * m * m));
  for (int64_t i = 0; i < batch * m * m; ++i) v[static_cast<size_t>(i)] = u(rng) + ((i / m) % m == i % m ? 4.0 : 0.0);
  return testing::make(dtype, {batch, m, m}, v);
}

TEST(TriangularSolve, CpuMatchesTheReferenceForEveryOption) {
  const int64_t batch = 3, m = 5, n = 4;
  for (const char* type : {"f32", "f64", "bf16"}) {
    const DType dtype = *parse_dtype(type);
    const double tolerance = dtype == DType::F64 ? 1e-12 : dtype == DType::F32 ? 1e-5 : 1e-2;
    for (bool left : {true, false}) {
      for (bool lower : {true, false}) {
        for (const char* transpose : {"NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"}) {
          for (bool unit : {false, true}) {
            const std::string options = fmt::format("left_side={}, lower={}, unit_diagonal={}, transpose_a={}", left, lower, unit, transpose);
            const std::string b_dims = left ? fmt::format("{},{},{}", batch, m, n) : fmt::format("{},{},{}", batch, n, m);
            const std::string hlo = solve_hlo(type, fmt::format("{},{},{}", batch, m, m), b_dims, options);
            const uint64_t seed = 11;
            SCOPED_TRACE(fmt::format("seed {}", seed));
            const auto parsed = testing::parse(hlo);
            std::vector<Literal> args = {system_matrix(dtype, batch, m, seed),
                                         random_literal(parsed->entry()->parameters()[1]->type(), seed + 1)};
            testing::expect_cpu_matches_reference(hlo, args, tolerance);
          }
        }
      }
    }
  }
}

TEST(TriangularSolve, MismatchedShapesAreUserErrors) {
  EXPECT_THROW(testing::parse(solve_hlo("f32", "3,3", "4,2", "left_side=true, transpose_a=NO_TRANSPOSE")), UserError);
  EXPECT_THROW(testing::parse(solve_hlo("f32", "3,4", "3,2", "left_side=true, transpose_a=NO_TRANSPOSE")), UserError);
  EXPECT_THROW(testing::parse(solve_hlo("f32", "3,3", "3,2", "left_side=true, transpose_a=SIDEWAYS")), UserError);
}

}  // namespace
}  // namespace kiln
