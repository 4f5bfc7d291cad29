// A while whose init is column-major where its body's parameter is row-major
// (HLO text leaves the reconciling to layout assignment; JAX's LAPACK calls
// write such programs): the importer copies the init into the body's layout,
// so the cpu target computes what the reference does. It read the
// column-major buffer as row-major before (test/real's JAX controller).
#include <gtest/gtest.h>

#include "cpu_reference_check.h"
#include "test_util.h"

namespace kiln {
namespace {

TEST(CallLayouts, AWhileInitInAnotherLayoutIsCopiedIntoTheBodys) {
  const std::string hlo = R"(HloModule w
body {
  s = (f64[2,3]{1,0}, s32[]) parameter(0)
  x = f64[2,3]{1,0} get-tuple-element(s), index=0
  i = s32[] get-tuple-element(s), index=1
  t = f64[3,2]{0,1} transpose(x), dimensions={1,0}
  u = f64[2,3]{1,0} transpose(t), dimensions={1,0}
  y = f64[2,3]{1,0} add(x, u)
  one = s32[] constant(1)
  j = s32[] add(i, one)
  ROOT r = (f64[2,3]{1,0}, s32[]) tuple(y, j)
}
cond {
  s = (f64[2,3]{1,0}, s32[]) parameter(0)
  i = s32[] get-tuple-element(s), index=1
  three = s32[] constant(3)
  ROOT c = pred[] compare(i, three), direction=LT
}
ENTRY e {
  p = f64[3,2]{1,0} parameter(0)
  a = f64[2,3]{0,1} transpose(p), dimensions={1,0}
  n = f64[2,3]{0,1} negate(a)
  zero = s32[] constant(0)
  init = (f64[2,3]{0,1}, s32[]) tuple(n, zero)
  w = (f64[2,3]{1,0}, s32[]) while(init), condition=cond, body=body
  ROOT o = f64[2,3]{1,0} get-tuple-element(w), index=0
})";
  const Literal p = testing::make(DType::F64, {3, 2}, {1, 2, 3, 4, 5, 6});
  // -p^T doubled three times.
  EXPECT_TRUE(testing::identical(evaluate(*testing::parse(hlo)->entry(), {p})[0],
                                 testing::make(DType::F64, {2, 3}, {-8, -24, -40, -16, -32, -48})));
  testing::expect_cpu_matches_reference(hlo, {p});
}

// The condition's parameter declared column-major and the loop's result too,
// where the body's parameter is row-major: the condition must read x[0][1]
// (-3, then doubled: the loop runs three times), not x[1][0] (-2, which would
// stop it at once).
TEST(CallLayouts, AConditionAndResultsInAnotherLayoutTakeTheBodys) {
  const std::string hlo = R"(HloModule w
body {
  s = (f64[2,3]{1,0}, s32[]) parameter(0)
  x = f64[2,3]{1,0} get-tuple-element(s), index=0
  i = s32[] get-tuple-element(s), index=1
  y = f64[2,3]{1,0} add(x, x)
  one = s32[] constant(1)
  j = s32[] add(i, one)
  ROOT r = (f64[2,3]{1,0}, s32[]) tuple(y, j)
}
cond {
  s = (f64[2,3]{0,1}, s32[]) parameter(0)
  x = f64[2,3]{0,1} get-tuple-element(s), index=0
  i = s32[] get-tuple-element(s), index=1
  e = f64[1,1]{0,1} slice(x), slice={[0:1], [1:2]}
  v = f64[] reshape(e)
  limit = f64[] constant(-2.5)
  below = pred[] compare(v, limit), direction=LT
  three = s32[] constant(3)
  more = pred[] compare(i, three), direction=LT
  ROOT c = pred[] and(below, more)
}
ENTRY e {
  p = f64[3,2]{1,0} parameter(0)
  a = f64[2,3]{1,0} transpose(p), dimensions={1,0}
  n = f64[2,3]{1,0} negate(a)
  zero = s32[] constant(0)
  init = (f64[2,3]{1,0}, s32[]) tuple(n, zero)
  w = (f64[2,3]{0,1}, s32[]) while(init), condition=cond, body=body
  ROOT o = f64[2,3]{0,1} get-tuple-element(w), index=0
})";
  const Literal p = testing::make(DType::F64, {3, 2}, {1, 2, 3, 4, 5, 6});
  EXPECT_TRUE(testing::identical(evaluate(*testing::parse(hlo)->entry(), {p})[0],
                                 testing::make(DType::F64, {2, 3}, {-8, -24, -40, -16, -32, -48})));
  testing::expect_cpu_matches_reference(hlo, {p});
}

}  // namespace
}  // namespace kiln
