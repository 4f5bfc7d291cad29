// Runs self-checking programs (StableHLO's testdata: each @main computes a
// value and checks it against an expected constant) on kiln's targets and
// classifies each program per target: pass (every check holds), fail (a
// check fails, or kiln rejects a program it should run), unsupported (kiln
// says "unsupported: ..." for a type or op it does not implement).
#pragma once

#include <map>
#include <string>
#include <vector>

#include "driver/compile.h"

namespace kiln {

enum class Verdict { Pass, Fail, Unsupported };
std::string_view verdict_name(Verdict v);  // "pass", "fail", "unsupported"

struct TargetResult {
  Verdict verdict = Verdict::Pass;
  std::string detail;  // why it failed or is unsupported; empty on a pass
};

struct ProgramReport {
  std::string file;
  int program = 0;   // index within the file (`// -----` separated)
  int programs = 1;  // how many the file holds
  std::string family;
  std::map<std::string, TargetResult> targets;
  int checks = 0;
};

struct ConformanceOptions {
  std::vector<std::string> targets = {"reference", "cpu"};
  CompileOptions compile;  // its target is overwritten per target
  // Constants become run-time inputs (conformance/lift_constants.h) so that a
  // compiling target computes the program instead of folding it.
  bool lift_constants = true;
  int64_t max_while_iterations = int64_t{1} << 24;
};

// Every program of one file, on every target.
std::vector<ProgramReport> run_conformance_file(const std::string& path, const ConformanceOptions& options);

// The op family of a testdata file name: the words before the first element
// type or size ("scatter_add_float16_5_6_7_..." -> "scatter_add").
std::string op_family(const std::string& path);

// A markdown table: one row per family, pass/fail/unsupported per target, and a
// total row.
std::string family_table(const std::vector<ProgramReport>& reports, const std::vector<std::string>& targets);

}  // namespace kiln
