// A parity bundle: a model compiled ahead of time for one target, packed with
// its inputs, the other target's outputs and a one-line run script, for a
// machine where kiln is not installed (a GPU box). Running the script writes
// the target's results beside them; `kiln parity --check DIR` compares.
//
// DIR/bundle.json   what was bundled (model, target, seed, tolerances)
// DIR/model.hlo     the model, as given
// DIR/lib/          kiln compile's library and header
// DIR/runner        a C program linked with the library (built here)
// DIR/run.sh        `cd "$(dirname "$0")" && ./runner`
// DIR/in<i>.bin     each input in the library's layout (raw bytes)
// DIR/expected<i>.npy  the expected side's outputs (logical row-major)
// DIR/result<i>.bin what the runner writes, in the library's layout
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "cache/disk_cache.h"
#include "importer/elided_constants.h"
#include "ir/literal.h"
#include "parity/compare.h"

namespace kiln {

struct BundleSpec {
  std::filesystem::path model;  // the HLO file
  std::filesystem::path dir;
  std::string target = "host";  // kiln compile's --target
  std::string expected_from;    // which target computed `expected`
  std::vector<Literal> arguments, expected;
  std::string inputs_description;  // "random (seed 3, special values)"
  uint64_t elided_constant_seed = 0;  // the model's elided constants, as the expected side saw them
  ElidedConstants elided_constants = ElidedConstants::Scaled;
  std::optional<double> rtol, atol;
  CacheSettings cache;  // for kiln compile's objects (aot/object_cache.h)
};

// Writes and builds the bundle (UserError for what kiln compile refuses).
void write_bundle(const BundleSpec& spec);

struct BundleCheck {
  std::string target, expected_from, model;
  std::vector<Literal> expected, got;
  std::optional<double> rtol, atol;
};

// Reads a bundle the runner has run in; UserError naming what is missing.
BundleCheck read_bundle_results(const std::filesystem::path& dir);

}  // namespace kiln
