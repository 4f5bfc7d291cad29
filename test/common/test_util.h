// Helpers shared by kiln's tests: parse HLO text, make literals, seeded random
// inputs, and comparisons that say which element differs.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "importer/import.h"
#include "ir/graph.h"
#include "ir/literal.h"

namespace kiln::testing {

std::unique_ptr<Module> parse(const std::string& hlo);
// Imports `hlo` and runs its entry on the reference evaluator.
std::vector<Literal> run_reference(const std::string& hlo, const std::vector<Literal>& args);
// The same for one StableHLO program (imported as "test.mlir").
std::vector<Literal> run_stablehlo(const std::string& mlir, const std::vector<Literal>& args = {});
// The UserError importing one StableHLO program as "bad.mlir" gives, or
// "(no error)".
std::string stablehlo_import_error(const std::string& mlir);

// A literal from values given as doubles (stored rounded to the dtype) or, for
// integer types, as exact integers.
Literal make(DType dtype, Dims dims, const std::vector<double>& values);
Literal make_int(DType dtype, Dims dims, const std::vector<int64_t>& values);
Literal scalar(DType dtype, double v);

// Seeded random values, never all zero: floats uniform in [lo, hi).
Literal random_literal(DType dtype, Dims dims, uint64_t seed, double lo = -1.0, double hi = 1.0);

// The whole message carries the seed, so a failure can be replayed.
::testing::AssertionResult all_close(const Literal& got, const std::vector<double>& want, double rel_tol,
                                     double abs_tol = 0.0);
// Same bits for integers; same value (NaN equal to NaN, -0 != +0) for floats.
::testing::AssertionResult identical(const Literal& got, const Literal& want);

// Relative L2 error ||got - want|| / ||want|| within `tolerance` for floats
// (NaN where the reference has NaN, equal infinities), identical otherwise.
::testing::AssertionResult close_to_reference(const Literal& got, const Literal& want, double tolerance);
// `f32_tolerance` for f32/f64; what f16 and bf16 rounding allows for those.
double tolerance_for(DType dtype, double f32_tolerance);

std::string read_file(const std::string& path);  // bytes, as they are

// The .hlo files in `dir`, sorted (none when it does not exist); every bundled
// model (test/models) and corpus module (../shared/corpus/xla-hlo); and a
// file's stem as a gtest parameter name.
std::vector<std::string> hlo_files(const std::string& dir);
std::vector<std::string> model_files();
std::string test_name_of(const std::string& path);

// Runs `command` through the shell; its stdout (add 2>&1 for stderr too).
struct CommandResult {
  int exit_code;  // -1 when it did not exit normally
  std::string output;
};
CommandResult run_command(const std::string& command);

// Whether this machine can run CUDA work: the driver library (libcuda.so.1)
// loads, cuInit succeeds and it reports a device. GPU tests skip otherwise.
bool cuda_device_available();
// Whether the driver library loads at all (without it, what a CUDA run says
// is known to the letter).
bool cuda_driver_library_present();

// `text` with every `from` replaced by `to` (an HLO template's element type,
// a bundled model's shapes).
std::string replace_all(std::string text, const std::string& from, const std::string& to);

}  // namespace kiln::testing
