// A self-check a program carries (StableHLO's `check.expect_*` ops): compare one
// computed value with an expected one. The importer makes both values outputs
// of the entry graph after the program's own results (Module::num_results), so
// every target computes them as it computes anything else, and the check is
// evaluated on the outputs (conformance/program_checks.h).
#pragma once

#include <cstdint>
#include <string>

namespace kiln {

enum class CheckKind {
  Eq,        // every element equal (floats: bitwise, NaN equals NaN)
  AlmostEq,  // |actual - expected| <= tolerance, elementwise
  Close,     // at most max_ulp units in the last place apart
};

struct ProgramCheck {
  CheckKind kind = CheckKind::Eq;
  std::string op;        // as written: "check.expect_close", "custom_call @check.expect_eq", ...
  std::string location;  // file:line:col of the check
  int actual_output = 0;    // entry output indices
  int expected_output = 0;
  double tolerance = 0;      // AlmostEq
  int64_t min_ulp = 0, max_ulp = 0;  // Close
  // The values are complex, as (re, im) pairs along a last dim of 2: an element
  // is a pair, equal when both parts are, its ULP distance the larger part's.
  bool complex_pairs = false;
};

}  // namespace kiln
