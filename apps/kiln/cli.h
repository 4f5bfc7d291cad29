// Shared pieces of the kiln command line: global flags and the subcommand table.
#pragma once

#include <boost/program_options.hpp>
#include <optional>
#include <string>
#include <vector>

#include "driver/compile.h"
#include "importer/import.h"
#include "ir/graph.h"
#include "ir/literal.h"
#include "model_inputs.h"
#include "passes/assign_layouts.h"

namespace kiln::cli {

namespace po = boost::program_options;

// Flags every subcommand accepts (DESIGN.md, "Global flags").
struct GlobalOptions {
  std::string dump_dir;
  bool log_compiles = false;
  bool log_launches = false;
  std::string cache_dir;
  bool no_cache = false;
  int threads = 0;  // 0: all cores
  std::string entry_layouts = "auto";  // auto | as-declared
  std::string elided_constants = "scaled";  // scaled | normal | zeros (importer/elided_constants.h)
  std::string schedules;  // tuned schedules (cache/schedule_store.h); empty: $KILN_SCHEDULES, else none
  std::string autoscheduler;  // every CPU kernel left to this Halide autoscheduler; empty: schedules and rules
  bool allow_excess_precision = false;  // CompileOptions::allow_excess_precision
  std::string arg_shapes;  // ImportOptions::argument_shapes as written: "4x10,_,3x5"
};

// --arg-shapes: one item per entry argument, in order, comma-separated: a
// shape `4x10` (dims only; the type keeps its dtype), `_` for the declared
// shape, and nothing for a scalar. UserError on anything else.
std::vector<std::optional<Dims>> parse_arg_shapes(const std::string& text);

// --entry-layouts as the compiler's option (UserError on anything else).
EntryLayouts parse_entry_layouts(const std::string& text);
// The import options the global flags ask for; `seed` seeds elided constants.
ImportOptions import_options_from(const GlobalOptions& global, uint64_t seed = 0, bool quiet = false);
// The compiler options the global flags ask for.
// `model` picks the default schedules directory (resolve_schedules_dir).
CompileOptions compile_options_from(const GlobalOptions& global, const std::string& model = "");

// The global flags a command uses. Every command accepts all of them (DESIGN.md),
// but its --help lists only those it uses; the rest are parsed and ignored.
enum GlobalFlag : unsigned {
  kDumpDir = 1,
  kLogCompiles = 2,
  kLogLaunches = 4,
  kCacheDir = 8,
  kNoCache = 16,
  kThreads = 32,
  kEntryLayouts = 64,
  kElidedConstants = 128,
  kSchedules = 256,
  kAutoscheduler = 512,
  kExcessPrecision = 1024,
  kArgShapes = 2048,
  kAllGlobalFlags = 4095,
};
void add_global_options(po::options_description& desc, GlobalOptions& options, unsigned used = kAllGlobalFlags);

// Parses `args` (the words after the subcommand name); `positional` names the
// option that collects positional arguments.
po::variables_map parse(const std::vector<std::string>& args, const po::options_description& desc,
                        const char* positional, int max_positional);

// With --help: prints the subcommand's options and returns true.
bool printed_help(const po::variables_map& vm, const po::options_description& desc);

// --threads as given; UserError when negative or past max_threads().
int checked_threads(int threads);
// The most --threads kiln takes: 4 per hardware thread, or 64 (docs/cli.md).
int max_threads();

// --seed as given (parsed signed, so that -5 is not read as 2^64 - 5); UserError when negative.
uint64_t checked_seed(int64_t seed);

int run_command(const std::vector<std::string>& args);
int parity_command(const std::vector<std::string>& args);
int import_check_command(const std::vector<std::string>& args);
int bench_command(const std::vector<std::string>& args);
int explain_command(const std::vector<std::string>& args);
int cache_command(const std::vector<std::string>& args);
int compile_command(const std::vector<std::string>& args);
int tune_command(const std::vector<std::string>& args);
int conform_command(const std::vector<std::string>& args);

}  // namespace kiln::cli
