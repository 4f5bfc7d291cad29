// kiln tune MODEL.hlo --schedules DIR: a measured schedule search per kernel,
// winners kept in DIR (driver/tune.h, docs/schedules.md). Kernels tune
// independently, so --emit-jobs writes one command line per kernel for any
// batch engine (GNU parallel, a Slurm array, ...), each into a store of its
// own, and --merge folds those into DIR (docs/tuning.md).
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "cache/schedule_store.h"
#include "cli.h"
#include "driver/targets.h"
#include "driver/tune.h"
#include "importer/import.h"
#include "support/atomic_file.h"
#include "support/error.h"

namespace kiln::cli {

namespace {

// `text` quoted for a POSIX shell.
std::string shell_quoted(const std::string& text) {
  std::string q = "'";
  for (char c : text) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

std::string this_executable() {
  std::error_code ec;
  const auto p = std::filesystem::read_symlink("/proc/self/exe", ec);
  return ec ? std::string("kiln") : p.string();
}

}  // namespace

int tune_command(const std::vector<std::string>& args) {
  std::string model, target = "cpu", kernels, emit_jobs, merge, autoschedulers = fmt::format("{}", fmt::join(kAutoschedulers, ","));
  double budget_s = 0;
  int repeat = 15;
  GlobalOptions global;
  po::options_description desc("kiln tune MODEL.hlo --schedules DIR [options]");
  desc.add_options()
      ("help", "show this help")
      ("model", po::value(&model), "HLO text file")
      ("target", po::value(&target), "cpu (default), opencl, cuda or cuda-smNN (a GPU target needs its device; schedule/gpu_search.h)")
      ("kernels", po::value(&kernels), "NAME,NAME,...: tune only these kernels (kiln explain lists them)")
      ("budget-s", po::value(&budget_s), "start no kernel after this many seconds (default: no limit)")
      ("repeat", po::value(&repeat), "timed rounds per candidate, each against the default (default 15)")
      ("autoschedulers", po::value(&autoschedulers), "NAME,...|none: Halide autoschedulers tried as candidates (default Adams2019,Mullapudi2016,Li2018)")
      ("emit-jobs", po::value(&emit_jobs), "FILE: write one 'kiln tune' command line per kernel left to tune, each into DIR/jobs/N, instead of tuning")
      ("merge", po::value(&merge), "JOBDIR: fold the stores the jobs wrote (DIR/jobs) into DIR");
  add_global_options(desc, global, kSchedules | kThreads | kCacheDir | kNoCache | kEntryLayouts | kElidedConstants | kExcessPrecision | kArgShapes);
  const po::variables_map vm = parse(args, desc, "model", 1);
  if (printed_help(vm, desc)) return 0;
  if (!merge.empty()) {
    // Only a store named on purpose: ~/.local/share/kiln/schedules, the
    // default elsewhere, is not where a batch of jobs should land by accident.
    if (global.schedules.empty() && !std::getenv("KILN_SCHEDULES")) {
      user_error("kiln tune --merge needs the store to fold into: --schedules DIR or $KILN_SCHEDULES");
    }
    const std::filesystem::path dir = resolve_schedules_dir(global.schedules);
    if (dir.empty()) user_error("kiln tune --merge needs the store to fold into: --schedules DIR or $KILN_SCHEDULES");
    const int merged = ScheduleStore(dir).merge_from(merge);
    fmt::print("merged {} tuned schedule(s) from {} into {}\n", merged, merge, dir.string());
    return 0;
  }
  if (model.empty()) user_error("tune needs a model file");
  const Target parsed = parse_target(target);
  if (parsed.kind == TargetKind::Reference) user_error("kiln tune searches schedules for compiled targets (cpu, cuda, opencl), not reference");
  if (budget_s < 0) user_error("--budget-s must be >= 0, got {}", budget_s);
  auto module = import_model_file(model, import_options_from(global, 0, /*quiet=*/true));
  const CompileOptions compile = compile_options_from(global, model);
  TuneOptions options;
  options.target = parsed;
  options.schedules_dir = compile.schedules_dir;
  options.budget_s = budget_s;
  options.repeat = repeat;
  options.threads = compile.threads;
  options.entry_layouts = compile.entry_layouts;
  options.allow_excess_precision = compile.allow_excess_precision;
  options.cache = compile.cache;
  options.model_name = std::filesystem::path(model).filename().string();
  options.autoschedulers.clear();
  if (autoschedulers != "none") {
    std::stringstream list(autoschedulers);
    for (std::string name; std::getline(list, name, ',');) {
      if (!is_autoscheduler(name)) user_error("--autoschedulers: unknown autoscheduler '{}' ({} or none)", name, fmt::join(kAutoschedulers, ", "));
      options.autoschedulers.push_back(name);
    }
  }
  std::stringstream names(kernels);
  for (std::string name; std::getline(names, name, ',');) {
    if (!name.empty()) options.kernels.push_back(name);
  }
  // On a terminal a progress bar stays on the last line (kernels done of all,
  // the kernel being measured, the best gain so far, time left) and the
  // per-kernel lines scroll above it; elsewhere, only the lines.
  const bool terminal = ::isatty(STDOUT_FILENO) != 0;
  options.report = [terminal](const std::string& line) {
    fmt::print("{}{}\n", terminal ? "\r\033[K" : "", line);
    std::fflush(stdout);
  };
  if (terminal) options.progress = [](const TuneProgress& p) { fmt::print("\r\033[K{}", progress_line(p)), std::fflush(stdout); };
  if (!emit_jobs.empty()) {
    if (options.schedules_dir.empty()) user_error("kiln tune --emit-jobs needs a schedules directory: --schedules DIR, $KILN_SCHEDULES, or a HOME");
    const std::vector<std::string> names = kernels_to_tune(*module, options);
    std::ostringstream out;
    const std::filesystem::path jobs = std::filesystem::absolute(std::filesystem::path(options.schedules_dir) / "jobs");
    for (size_t i = 0; i < names.size(); ++i) {
      out << shell_quoted(this_executable()) << " tune " << shell_quoted(std::filesystem::absolute(model).string()) << " --kernels "
          << shell_quoted(names[i]) << " --schedules " << shell_quoted((jobs / std::to_string(i)).string()) << " --repeat " << repeat
          << " --autoschedulers " << shell_quoted(autoschedulers);
      if (target != "cpu") out << " --target " << shell_quoted(target);
      if (global.threads > 0) out << " --threads " << global.threads;
      if (global.elided_constants != "scaled") out << " --elided-constants " << global.elided_constants;
      if (global.entry_layouts != "auto") out << " --entry-layouts " << global.entry_layouts;
      if (global.allow_excess_precision) out << " --allow-excess-precision";
      if (!global.cache_dir.empty()) out << " --cache-dir " << shell_quoted(std::filesystem::absolute(global.cache_dir).string());
      if (global.no_cache) out << " --no-cache";
      out << "\n";
    }
    write_file_atomically(emit_jobs, out.str());
    fmt::print("wrote {} job(s) to {}; run them with any batch engine (GNU parallel: parallel -j N < {}), then: kiln tune --merge {} --schedules {}\n",
               names.size(), emit_jobs, emit_jobs, jobs.string(), options.schedules_dir);
    return 0;
  }
  fmt::print("kiln tune {}: schedules in {}\n", model, options.schedules_dir.empty() ? "(none given)" : options.schedules_dir);
  const TuneSummary s = tune_module(*module, options);
  fmt::print("tuned {} of {} kernel(s): {} faster schedule(s) stored, {} kept the default rule, {} already tuned, {} not started; {} candidate(s) rejected\n",
             s.tuned + s.kept_default, s.kernels, s.tuned, s.kept_default, s.already_tuned, s.out_of_budget, s.rejected);
  return 0;
}

}  // namespace kiln::cli
