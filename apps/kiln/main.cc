// kiln: the command-line driver. Exit codes: 0 success, 2 bad input (usage,
// model, input files), 1 internal error.
#include <fmt/format.h>

#include <cstdio>
#include <cstdlib>
#include <exception>
#include <string>
#include <vector>

#include "cli.h"
#include "support/error.h"
#include "support/termination_cleanup.h"

namespace {

constexpr const char* kUsage = R"(usage: kiln <command> [options]

commands:
  run MODEL.hlo|.mlir    run a model (--help for options); HLO text or StableHLO
  bench MODEL.hlo        time a compiled model: median of repeated runs
  explain MODEL.hlo      the kernel plan: ops per kernel, buffers, bytes, reasons
  parity MODEL.hlo       two targets on the same inputs, compared; --bisect names the first kernel that differs
  compile MODEL.hlo -o DIR   a static library and C header (ahead of time)
  tune MODEL.hlo --schedules DIR   search schedules per kernel, keep the faster ones in DIR
  conform PATH...        self-checking StableHLO programs on each target: pass / fail / unsupported per op family
  import-check FILE...   import HLO files and report which succeed
  cache stats|clear      the persistent compile cache: where, how big; empty it

global flags: --dump-dir DIR, --log-compiles, --log-launches, --cache-dir DIR,
              --no-cache, --threads N, --entry-layouts auto|as-declared
)";

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty() || args[0] == "help" || args[0] == "--help" || args[0] == "-h") {
    std::fputs(kUsage, args.empty() ? stderr : stdout);
    return args.empty() ? 2 : 0;
  }
  const std::string command = args[0];
  args.erase(args.begin());
  // Ctrl-C or `kill` removes kiln's temporary directories (kiln parity's
  // held outputs) before the process ends.
  kiln::remove_listed_paths_on_termination_signals();
  try {
    if (command == "run") return kiln::cli::run_command(args);
    if (command == "parity") return kiln::cli::parity_command(args);
    if (command == "import-check") return kiln::cli::import_check_command(args);
    if (command == "bench") return kiln::cli::bench_command(args);
    if (command == "explain") return kiln::cli::explain_command(args);
    if (command == "cache") return kiln::cli::cache_command(args);
    if (command == "compile") return kiln::cli::compile_command(args);
    if (command == "tune") return kiln::cli::tune_command(args);
    if (command == "conform") return kiln::cli::conform_command(args);
    fmt::print(stderr, "kiln: unknown command '{}'\n\n{}", command, kUsage);
    return 2;
  } catch (const kiln::UserError& e) {
    fmt::print(stderr, "kiln: error: {}\n", e.what());
    return 2;
  } catch (const boost::program_options::error& e) {
    fmt::print(stderr, "kiln {}: {}\n(see kiln {} --help)\n", command, e.what(), command);
    return 2;
  } catch (const kiln::InternalError& e) {
    fmt::print(stderr, "kiln: internal error (a bug in kiln, please report it with the model): {}\n", e.what());
    return 1;
  } catch (const std::bad_alloc&) {
    // Where kiln knows the size it says so (support/memory.h); an allocation
    // anywhere else failing is still the model's size, not a bug.
    fmt::print(stderr, "kiln: error: out of memory: the model or its inputs need more than this machine's memory\n");
    return 2;
  } catch (const std::exception& e) {
    fmt::print(stderr, "kiln: internal error: {}\n", e.what());
    return 1;
  }
}
