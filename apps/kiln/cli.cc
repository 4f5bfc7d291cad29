#include "cli.h"

#include <fmt/format.h>
#include <fmt/ostream.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>

#include "cache/schedule_store.h"
#include "ir/literal_npy.h"
#include "support/error.h"
#include "support/parallel_for.h"

namespace kiln::cli {

void add_global_options(po::options_description& desc, GlobalOptions& o, unsigned used) {
  auto add = [&](unsigned flag, const char* name, const po::value_semantic* value, const char* help) {
    if (used & flag) desc.add_options()(name, value, help);
    else delete value;
  };
  add(kDumpDir, "dump-dir", po::value(&o.dump_dir), "write the IR after every pass that changes it into DIR");
  add(kLogCompiles, "log-compiles", po::bool_switch(&o.log_compiles), "print one line per kernel compile or cache hit");
  add(kLogLaunches, "log-launches", po::bool_switch(&o.log_launches), "print one line per kernel launch (and host/device copy)");
  add(kCacheDir, "cache-dir", po::value(&o.cache_dir), "compile cache directory");
  add(kNoCache, "no-cache", po::bool_switch(&o.no_cache), "do not use the compile cache");
  add(kThreads, "threads", po::value(&o.threads), "worker threads (0: all cores)");
  add(kEntryLayouts, "entry-layouts", po::value(&o.entry_layouts),
      "auto (default): outputs take the cheapest layout; as-declared: outputs keep the module's layouts");
  add(kSchedules, "schedules", po::value(&o.schedules),
      "tuned schedules directory (default $KILN_SCHEDULES): kernels with a stored schedule compile with it");
  add(kElidedConstants, "elided-constants", po::value(&o.elided_constants),
      "constants printed as {...}: scaled (default; weights by fan-in, as frameworks initialise them), normal or zeros");
  add(kAutoscheduler, "autoscheduler", po::value(&o.autoscheduler),
      "NAME: schedule every CPU kernel with Halide's autoscheduler NAME (Adams2019, Mullapudi2016, Li2018) instead of kiln's rules");
  add(kArgShapes, "arg-shapes", po::value(&o.arg_shapes),
      "SHAPES: a shape-polymorphic StableHLO program's argument shapes, comma-separated in order (4x10,_,3x5; _ keeps the "
      "declared shape): the program is specialized to them");
  add(kExcessPrecision, "allow-excess-precision", po::bool_switch(&o.allow_excess_precision),
      "f16/bf16 values inside a kernel stay f32 until stored (XLA's default, xla_allow_excess_precision); off: every op rounds as the HLO says");
}

namespace {

// `text` cut at every `separator`, empty pieces kept ("4x" is "4" and "").
std::vector<std::string> pieces(const std::string& text, char separator) {
  std::vector<std::string> out{""};
  for (char c : text) {
    if (c == separator) {
      out.emplace_back();
    } else {
      out.back().push_back(c);
    }
  }
  return out;
}

}  // namespace

std::vector<std::optional<Dims>> parse_arg_shapes(const std::string& text) {
  std::vector<std::optional<Dims>> out;
  if (text.empty()) return out;
  for (const std::string& item : pieces(text, ',')) {
    if (item == "_") {
      out.push_back(std::nullopt);
      continue;
    }
    Dims dims;  // nothing: a scalar
    for (const std::string& d : item.empty() ? std::vector<std::string>{} : pieces(item, 'x')) {
      if (d.empty() || d.size() > 18 || !std::all_of(d.begin(), d.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); })) {
        user_error("--arg-shapes: '{}' is not a shape such as 4x10 (or _ for the declared shape, nothing for a scalar)", item);
      }
      dims.push_back(std::stoll(d));
    }
    out.push_back(dims);
  }
  return out;
}

ImportOptions import_options_from(const GlobalOptions& global, uint64_t seed, bool quiet) {
  ImportOptions o;
  o.argument_shapes = parse_arg_shapes(global.arg_shapes);
  o.elided_constant_seed = seed;
  o.elided_constants = parse_elided_constants(global.elided_constants);
  if (quiet) o.warn = [](const std::string&) {};
  return o;
}

EntryLayouts parse_entry_layouts(const std::string& text) {
  if (text == "auto") return EntryLayouts::Auto;
  if (text == "as-declared") return EntryLayouts::AsDeclared;
  user_error("--entry-layouts must be auto or as-declared, not '{}'", text);
}

CompileOptions compile_options_from(const GlobalOptions& global, const std::string& model) {
  CompileOptions o;
  o.log_compiles = global.log_compiles;
  o.threads = checked_threads(global.threads);
  o.dump_dir = global.dump_dir;
  o.entry_layouts = parse_entry_layouts(global.entry_layouts);
  o.cache.enabled = !global.no_cache;
  o.cache.dir = global.cache_dir;
  o.schedules_dir = resolve_schedules_dir(global.schedules, model).string();
  if (!global.autoscheduler.empty() && !is_autoscheduler(global.autoscheduler)) {
    user_error("--autoscheduler: unknown autoscheduler '{}' (Halide 14 has {})", global.autoscheduler, fmt::join(kAutoschedulers, ", "));
  }
  o.autoscheduler = global.autoscheduler;
  o.allow_excess_precision = global.allow_excess_precision;
  // Test-only: how the tests plant a wrong kernel for kiln parity --bisect.
  if (const char* kernel = std::getenv("KILN_TEST_PERTURB_KERNEL")) o.perturb_kernel = kernel;
  return o;
}

int max_threads() { return std::max(64, 4 * hardware_threads()); }

int checked_threads(int threads) {
  if (threads < 0) user_error("--threads must be >= 0 (0: all cores), got {}", threads);
  // Past a few per core, threads only contend (100,000 of them took a 0.4 s
  // run to 79 s and 2.3 GB).
  if (threads > max_threads()) {
    user_error("--threads {} is more than kiln runs: at most {} (4 per hardware thread, or 64) on this machine of {} hardware threads",
               threads, max_threads(), hardware_threads());
  }
  return threads;
}

uint64_t checked_seed(int64_t seed) {
  if (seed < 0) user_error("--seed must be >= 0, got {}", seed);
  return static_cast<uint64_t>(seed);
}

po::variables_map parse(const std::vector<std::string>& args, const po::options_description& desc,
                        const char* positional, int max_positional) {
  po::positional_options_description pos;
  pos.add(positional, max_positional);
  // Global flags the command does not use are still accepted (and ignored).
  static GlobalOptions ignored;
  po::options_description unused;
  po::options_description every;
  add_global_options(every, ignored);
  for (const auto& option : every.options()) {
    if (!desc.find_nothrow(option->long_name(), false)) unused.add(option);
  }
  po::options_description all;
  all.add(desc).add(unused);
  po::variables_map vm;
  po::store(po::command_line_parser(args).options(all).positional(pos).run(), vm);
  po::notify(vm);
  return vm;
}

bool printed_help(const po::variables_map& vm, const po::options_description& desc) {
  if (!vm.count("help")) return false;
  fmt::print("{}\n", fmt::streamed(desc));
  return true;
}

}  // namespace kiln::cli
