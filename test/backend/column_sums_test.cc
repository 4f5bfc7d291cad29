// Sums over the outer dims of long rows (a bias gradient): the default rule
// sums each worker's share of whole rows into partial rows (rfactor) and then
// adds the partials. Tails everywhere (columns not a multiple of the vector,
// an odd number of partials), special values in some rows, f32 and f64: the
// results match the reference evaluator.
#include <gtest/gtest.h>

#include <limits>

#include "cpu_reference_check.h"
#include "fusion/kernel_plan.h"
#include "schedule/cpu_rules.h"
#include "test_util.h"

namespace kiln {
namespace {

std::string column_sum(const std::string& dtype, const std::string& dims, const std::string& reduced, const std::string& out) {
  return fmt::format(R"(
add {{
  a = {0}[] parameter(0)
  b = {0}[] parameter(1)
  ROOT s = {0}[] add(a, b)
}}
ENTRY e {{
  x = {0}[{1}] parameter(0)
  zero = {0}[] constant(0)
  ROOT s = {0}[{3}] reduce(x, zero), dimensions={{{2}}}, to_apply=add
}})",
                     dtype, dims, reduced, out);
}

std::string default_text(const std::string& hlo) {
  const auto m = testing::parse(hlo);
  return default_cpu_schedule(plan_kernels(*m->entry()).kernels.at(0), 32).to_text();
}

TEST(ColumnSums, LongRowsAreSummedIntoPartialRowsByEachThread) {
  EXPECT_NE(default_text(column_sum("f32", "16,64,1024", "0,1", "1024")).find("%s.rfactor split=d0:8 order=d0.i,d0.o,r0,d1 lanes=d0.i parallel=d1\n"),
            std::string::npos)
      << default_text(column_sum("f32", "16,64,1024", "0,1", "1024"));
  // Three reduced dims: the partials' own loops are the inner two, renumbered.
  EXPECT_NE(default_text(column_sum("f64", "8,4,5,600", "0,1,2", "600")).find("order=d0.i,d0.o,r1,r0,d1 lanes=d0.i parallel=d1"),
            std::string::npos);
  // Rows under a page, too few partials, a max, bf16: columns walked as before.
  for (const std::string& hlo : {column_sum("f32", "16,64,512", "0,1", "512"), column_sum("f32", "4,64,1024", "0,1", "1024"),
                                 column_sum("bf16", "16,64,4096", "0,1", "4096")}) {
    EXPECT_EQ(default_text(hlo).find("rfactor"), std::string::npos) << hlo;
  }
  std::string max = column_sum("f32", "16,64,1024", "0,1", "1024");
  max.replace(max.find("add(a, b)"), 9, "maximum(a, b)");
  EXPECT_EQ(default_text(max).find("rfactor"), std::string::npos);
}

TEST(ColumnSums, PartialRowsMatchTheReferenceWithTailsAndSpecialValues) {
  const uint64_t seed = 59;
  const double inf = std::numeric_limits<double>::infinity(), nan = std::numeric_limits<double>::quiet_NaN();
  struct Case {
    DType dtype;
    std::string name, dims, reduced, out;
    Dims shape;
    double tolerance;
  };
  for (const Case& c : {Case{DType::F32, "f32", "9,7,1030", "0,1", "1030", {9, 7, 1030}, 1e-5},
                        Case{DType::F64, "f64", "11,3,4,600", "0,1,2", "600", {11, 3, 4, 600}, 1e-12}}) {
    SCOPED_TRACE(c.name + " seed " + std::to_string(seed));
    const std::string hlo = column_sum(c.name, c.dims, c.reduced, c.out);
    ASSERT_NE(default_text(hlo).find("rfactor="), std::string::npos) << default_text(hlo);
    const Literal random = random_literal(TensorType{c.dtype, c.shape}, seed);
    const int64_t columns = c.shape.back();
    std::vector<double> x(static_cast<size_t>(random.num_elements()));
    const double specials[] = {nan, inf, -inf, -0.0, 1e-310, -1e-40};
    for (size_t i = 0; i < x.size(); ++i) {
      // Special values in a few columns of one row; finite everywhere else.
      const bool special = static_cast<int64_t>(i) / columns == 5 && i % 113 == 0;
      x[i] = special ? specials[(i / 113) % 6] : random.get_double(static_cast<int64_t>(i));
    }
    testing::expect_cpu_matches_reference(hlo, {testing::make(c.dtype, c.shape, x)}, c.tolerance);
  }
}

}  // namespace
}  // namespace kiln
