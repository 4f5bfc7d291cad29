// Evaluates a program's self-checks (ir/program_check.h) on its outputs, with
// the semantics of StableHLO's check dialect and interpreter: Eq is IEEE ==
// for floats (NaN never equal, +0 == -0) and exact for integers; AlmostEq is
// |a - b| <= tolerance in double, NaN matching NaN and infinities only
// themselves; Close counts units in the last place between the two values'
// sign-magnitude bit patterns (0 between NaNs, infinite between different
// non-finite values) and passes within [min_ulp, max_ulp].
#pragma once

#include <string>
#include <vector>

#include "ir/graph.h"
#include "ir/literal.h"

namespace kiln {

struct CheckOutcome {
  const ProgramCheck* check = nullptr;
  bool passed = true;
  int64_t failing_elements = 0;
  int64_t elements = 0;
  int64_t worst_index = -1;  // row-major index of the worst failing element
  std::string actual, expected;  // its two values, formatted
  std::string distance;          // "7 ULP", "|diff| 0.25", "not equal"
};

std::vector<CheckOutcome> evaluate_checks(const Module& module, const std::vector<Literal>& outputs);

// "file:line:col: check.expect_close failed on 3 of 400 elements; worst at [2, 7]:
// actual 1.5, expected 1.25 (7 ULP, at most 3 allowed)".
std::string describe_failure(const CheckOutcome& outcome, const Dims& dims);

}  // namespace kiln
