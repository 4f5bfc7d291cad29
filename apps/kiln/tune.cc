// kiln tune MODEL.hlo --schedules DIR: a measured schedule search per kernel,
// winners kept in DIR (driver/tune.h, docs/schedules.md).
#include <fmt/format.h>

#include <filesystem>
#include <sstream>

#include "cache/schedule_store.h"
#include "cli.h"
#include "driver/targets.h"
#include "driver/tune.h"
#include "importer/import.h"
#include "support/error.h"

namespace kiln::cli {

int tune_command(const std::vector<std::string>& args) {
  std::string model, target = "cpu", kernels;
  double budget_s = 0;
  int repeat = 15;
  GlobalOptions global;
  po::options_description desc("kiln tune MODEL.hlo --schedules DIR [options]");
  desc.add_options()
      ("help", "show this help")
      ("model", po::value(&model), "HLO text file")
      ("target", po::value(&target), "cpu (default; the CUDA search space is to come)")
      ("kernels", po::value(&kernels), "NAME,NAME,...: tune only these kernels (kiln explain lists them)")
      ("budget-s", po::value(&budget_s), "start no kernel after this many seconds (default: no limit)")
      ("repeat", po::value(&repeat), "timed rounds per candidate, each against the default (default 15)");
  add_global_options(desc, global, kSchedules | kThreads | kCacheDir | kNoCache | kEntryLayouts | kElidedConstants);
  const po::variables_map vm = parse(args, desc, "model", 1);
  if (printed_help(vm, desc)) return 0;
  if (model.empty()) user_error("tune needs a model file");
  if (parse_target(target).kind != TargetKind::Cpu) user_error("kiln tune searches CPU schedules for now: --target cpu");
  if (budget_s < 0) user_error("--budget-s must be >= 0, got {}", budget_s);
  auto module = import_hlo_file(model, import_options_from(global, 0, /*quiet=*/true));
  const CompileOptions compile = compile_options_from(global);
  TuneOptions options;
  options.schedules_dir = compile.schedules_dir;
  options.budget_s = budget_s;
  options.repeat = repeat;
  options.threads = compile.threads;
  options.entry_layouts = compile.entry_layouts;
  options.cache = compile.cache;
  options.model_name = std::filesystem::path(model).filename().string();
  std::stringstream names(kernels);
  for (std::string name; std::getline(names, name, ',');) {
    if (!name.empty()) options.kernels.push_back(name);
  }
  options.report = [](const std::string& line) { fmt::print("{}\n", line), std::fflush(stdout); };
  fmt::print("kiln tune {}: schedules in {}\n", model, options.schedules_dir.empty() ? "(none given)" : options.schedules_dir);
  const TuneSummary s = tune_module(*module, options);
  fmt::print("tuned {} of {} kernel(s): {} faster schedule(s) stored, {} kept the default rule, {} already tuned, {} not started; {} candidate(s) rejected\n",
             s.tuned + s.kept_default, s.kernels, s.tuned, s.kept_default, s.already_tuned, s.out_of_budget, s.rejected);
  return 0;
}

}  // namespace kiln::cli
