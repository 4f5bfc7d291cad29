// kiln bench MODEL.hlo: the median time of one execution on random inputs (never
// zeros), compilation excluded, with per-kernel medians.
#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <nlohmann/json.hpp>

#include "cli.h"
#include "driver/targets.h"
#include "driver/compile.h"
#include "importer/import.h"
#include "support/error.h"

namespace kiln::cli {

namespace {

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  const size_t n = v.size();
  return n == 0 ? 0 : n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

}  // namespace

int bench_command(const std::vector<std::string>& args) {
  std::string model, target = "cpu";
  int repeat = 20, warmup = 3;
  bool json = false;
  int64_t seed_flag = 0;
  GlobalOptions global;
  po::options_description desc("kiln bench MODEL.hlo [options]");
  desc.add_options()
      ("help", "show this help")
      ("model", po::value(&model), "HLO text file")
      ("target", po::value(&target), "cpu (default), cuda or cuda-smNN")
      ("repeat", po::value(&repeat), "timed executions (default 20)")
      ("warmup", po::value(&warmup), "untimed executions first (default 3)")
      ("seed", po::value(&seed_flag), "seed of the random inputs (default 0)")
      ("json", po::bool_switch(&json), "print JSON instead of text");
  add_global_options(desc, global);
  const po::variables_map vm = parse(args, desc, "model", 1);
  if (printed_help(vm, desc)) return 0;
  const uint64_t seed = checked_seed(seed_flag);
  if (model.empty()) user_error("bench needs a model file");
  const TargetChoice chosen = parse_target(target);
  if (chosen.kind == TargetKind::Reference) user_error("bench times compiled targets: cpu, cuda or cuda-smNN");
  if (repeat < 1 || warmup < 0) user_error("--repeat must be >= 1 and --warmup >= 0");

  const ImportOptions import_options = import_options_from(global, seed, /*quiet=*/true);
  const auto module = import_hlo_file(model, import_options);
  const Graph& entry = *module->entry();
  CompileOptions options = compile_options_from(global);
  options.target = chosen.name;
  const auto executable = compile_module(*module, options);

  std::vector<HostBuffer> inputs;
  for (size_t i = 0; i < entry.parameters().size(); ++i) {
    const TensorType& t = entry.parameters()[i]->type();
    inputs.push_back(to_host_buffer(random_literal(t, seed * 1000003 + i), t));
  }
  const size_t steps = executable->steps().size();
  std::vector<std::vector<double>> step_ms(steps);
  std::vector<double> total_ms;
  RunOptions run_options;
  run_options.log_launches = global.log_launches;
  for (int r = 0; r < warmup + repeat; ++r) {
    const bool timed = r >= warmup;
    run_options.on_step = [&](size_t step, double ms) {
      if (timed) step_ms[step].push_back(ms);
    };
    const auto start = std::chrono::steady_clock::now();
    executable->run(inputs, run_options);
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    if (timed) total_ms.push_back(ms);
  }
  const double med = median(total_ms), min = *std::min_element(total_ms.begin(), total_ms.end());
  if (json) {
    nlohmann::json out = {{"model", model}, {"target", target}, {"median_ms", med}, {"min_ms", min}, {"repeat", repeat},
                          {"warmup", warmup}, {"kernels", nlohmann::json::array()}};
    for (size_t i = 0; i < steps; ++i) {
      const Step& s = executable->steps()[i];
      out["kernels"].push_back({{"name", s.name}, {"kind", s.kind}, {"median_ms", median(step_ms[i])}});
    }
    fmt::print("{}\n", out.dump(2));
  } else {
    fmt::print("kiln bench {}: target={} repeat={} warmup={}\n  median {:.4f} ms, min {:.4f} ms\n", model, target, repeat,
               warmup, med, min);
    for (size_t i = 0; i < steps; ++i) {
      const Step& s = executable->steps()[i];
      fmt::print("  {:<40} {:<14} {:.4f} ms\n", s.name, s.kind, median(step_ms[i]));
    }
  }
  return 0;
}

}  // namespace kiln::cli
