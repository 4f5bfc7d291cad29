// One module on the cpu target against the reference evaluator, for the
// special-value tests: bit for bit (NaN equal to NaN), or with `tolerance` > 0
// within that relative L2 error (NaN still where the reference has NaN, the
// same infinities).
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "driver/compile.h"
#include "reference/evaluator.h"
#include "test_util.h"

namespace kiln::testing {

inline void expect_cpu_matches_reference(const std::string& hlo, const std::vector<Literal>& args, double tolerance = 0) {
  SCOPED_TRACE(hlo);
  const std::vector<Literal> want = evaluate(*parse(hlo)->entry(), args);
  const auto compiled = parse(hlo);
  const std::vector<Literal> got = compile_module_for_cpu(*compiled)->run_literals(args);
  ASSERT_EQ(got.size(), want.size());
  for (size_t i = 0; i < got.size(); ++i) {
    EXPECT_TRUE(tolerance > 0 ? close_to_reference(got[i], want[i], tolerance) : identical(got[i], want[i]))
        << "output " << i << ": " << got[i].to_string() << " vs " << want[i].to_string();
  }
}

}  // namespace kiln::testing
