// kiln bench MODEL.hlo: the median time of one execution on seeded random
// inputs (never zeros) or on .npy files (--input: a peer is timed on the same
// arrays, and a kernel whose path depends on its values, like a bf16 GEMM
// that meets a tiny value, is timed on the ones that matter), compilation
// excluded, with per-kernel medians; --roofline holds each
// kernel against the machine's measured peaks (roofline/roofline.h).
#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "cli.h"
#include "model_inputs.h"
#include "driver/targets.h"
#include "driver/compile.h"
#include "importer/import.h"
#include "cache/disk_cache.h"
#include "roofline/cpu_peaks.h"
#include "roofline/cuda_peaks.h"
#include "roofline/roofline.h"
#include "support/error.h"
#include "support/median.h"

namespace kiln::cli {

namespace {

bool is_contraction(const std::string& kind) { return kind == "gemm" || kind == "convolution"; }

void print_roofline(const roofline::Roofline& r, const roofline::MachinePeaks& peaks, bool json, const std::string& model,
                    const std::string& target, int repeat, int warmup, double min_ms) {
  double contraction_ms = 0, kernels_ms = 0;
  for (const auto& k : r.kernels) {
    kernels_ms += k.kernel.ms;
    if (is_contraction(k.kernel.kind)) contraction_ms += k.kernel.ms;
  }
  if (json) {
    nlohmann::json out = {{"model", model}, {"target", target}, {"median_ms", r.total_ms}, {"min_ms", min_ms}, {"repeat", repeat},
                          {"warmup", warmup},
                          {"peaks", {{"gflops", peaks.gflops}, {"bf16_gflops", peaks.bf16_gflops}, {"copy_gbps", peaks.copy_gbps}, {"threads", peaks.threads},
                                     {"machine", peaks.machine}, {"from_cache", peaks.from_cache}}},
                          {"flops", r.total_flops}, {"bytes", r.total_bytes}, {"model_bound_ms", r.model_bound_ms},
                          {"model_fraction", r.model_fraction}, {"model_bound_native_ms", r.model_bound_native_ms},
                          {"gemm_and_convolution_ms", contraction_ms},
                          {"other_kernels_ms", kernels_ms - contraction_ms}, {"kernels", nlohmann::json::array()}};
    for (const auto& k : r.kernels) {
      out["kernels"].push_back({{"name", k.kernel.name}, {"kind", k.kernel.kind}, {"median_ms", k.kernel.ms}, {"flops", k.kernel.flops},
                                {"bytes", k.kernel.bytes}, {"gflops", k.gflops}, {"gbps", k.gbps},
                                {"bound", k.compute_bound ? "compute" : "memory"}, {"bound_ms", k.bound_ms}, {"fraction", k.fraction},
                                {"bf16_gemm", k.kernel.bf16}});
    }
    fmt::print("{}\n", out.dump(2));
    return;
  }
  fmt::print("kiln bench {}: target={} repeat={} warmup={}\n  median {:.4f} ms, min {:.4f} ms\n", model, target, repeat, warmup, r.total_ms,
             min_ms);
  fmt::print("roofline: peaks {:.1f} GFLOP/s (sgemm){} and {:.1f} GB/s (copy) {}, {}\n", peaks.gflops,
             peaks.bf16_gflops > 0 ? fmt::format(", {:.1f} GFLOP/s (bf16 GEMM)", peaks.bf16_gflops) : "", peaks.copy_gbps,
             peaks.threads > 0 ? fmt::format("with {} thread(s)", peaks.threads) : "on " + peaks.machine,
             peaks.from_cache ? "measured earlier on this machine (cached)" : "measured now");
  fmt::print("  model: {:.3f} GFLOP, {:.1f} MB; bound {:.3f} ms ({:.3f} compute + {:.3f} memory); this run is {:.2f} of the bound\n",
             r.total_flops / 1e9, r.total_bytes / 1e6, r.model_bound_ms, r.total_flops / (peaks.gflops * 1e6),
             r.total_bytes / (peaks.copy_gbps * 1e6), r.model_fraction);
  if (peaks.bf16_gflops > 0) {
    fmt::print("  with bf16 GEMMs at the bf16 peak the bound is {:.3f} ms; this run is {:.2f} of it\n", r.model_bound_native_ms,
               r.total_ms > 0 ? r.model_bound_native_ms / r.total_ms : 0);
  }
  fmt::print("  kernels {:.3f} ms: gemm and convolution {:.3f} ms, the rest {:.3f} ms\n", kernels_ms, contraction_ms, kernels_ms - contraction_ms);
  fmt::print("  {:<40} {:<14} {:>9} {:>9} {:>8} {:>8} {:>8}\n", "kernel (slowest first)", "kind", "ms", "GFLOP/s", "GB/s", "bound", "fraction");
  for (const auto& k : r.kernels) {
    fmt::print("  {:<40} {:<14} {:>9.4f} {:>9.2f} {:>8.2f} {:>8} {:>8.2f}\n", k.kernel.name, k.kernel.kind, k.kernel.ms, k.gflops, k.gbps,
               k.compute_bound ? "compute" : "memory", k.fraction);
  }
}

}  // namespace

int bench_command(const std::vector<std::string>& args) {
  std::string model, target = "cpu";
  int repeat = 20, warmup = 3;
  bool json = false, roofline = false;
  int64_t seed_flag = 0;
  ModelInputs inputs;
  bool random_inputs = false;
  std::string random_values = "uniform";
  GlobalOptions global;
  po::options_description desc("kiln bench MODEL.hlo [options]");
  desc.add_options()
      ("help", "show this help")
      ("model", po::value(&model), "HLO text file")
      ("target", po::value(&target), "cpu (default), cuda, cuda-smNN or opencl")
      ("repeat", po::value(&repeat), "timed executions (default 20)")
      ("warmup", po::value(&warmup), "untimed executions first (default 3)")
      ("input", po::value(&inputs.files), ".npy input, one per parameter in order (repeat the flag; default: seeded random inputs)")
      ("random-inputs", po::bool_switch(&random_inputs), "seeded random inputs (the default without --input)")
      ("set-input", po::value(&inputs.set), "NAME=VALUE or NAME=FILE.npy, without --input: parameter NAME (its name, or its number) takes "
                                            "VALUE in every element, or the file; the others stay random (repeat the flag)")
      ("random-values", po::value(&random_values), kRandomValuesHelp)
      ("seed", po::value(&seed_flag), "seed of the random inputs (default 0)")
      ("json", po::bool_switch(&json), "print JSON instead of text")
      ("roofline", po::bool_switch(&roofline),
       "per kernel: GFLOP/s, GB/s and the fraction of its bound at this machine's peaks (sgemm and copy on the CPU, cuBLAS and a device copy on --target cuda; measured once and cached), slowest first");
  add_global_options(desc, global);
  const po::variables_map vm = parse(args, desc, "model", 1);
  if (printed_help(vm, desc)) return 0;
  const uint64_t seed = checked_seed(seed_flag);
  if (model.empty()) user_error("bench needs a model file");
  const Target chosen = parse_target(target);
  if (chosen.kind == TargetKind::Reference) user_error("bench times compiled targets: cpu, cuda, cuda-smNN or opencl");
  if (repeat < 1 || warmup < 0) user_error("--repeat must be >= 1 and --warmup >= 0");
  if (random_inputs && !inputs.files.empty()) user_error("give --input files or --random-inputs, not both");
  inputs.random = inputs.files.empty();
  inputs.seed = seed;
  inputs.scaled = parse_random_values(random_values);
  if (!inputs.random && !inputs.set.empty()) user_error("--set-input sets one of the random inputs; with --input files, give its value in its file");
  if (!inputs.random && inputs.scaled) user_error("--random-values scaled draws the random inputs; with --input files there are none to draw");

  const auto import_start = std::chrono::steady_clock::now();
  ImportOptions import_options = import_options_from(global, seed, /*quiet=*/true);
  import_options.input_shapes = input_file_shapes(inputs);  // a shape-polymorphic program's argument shapes
  const auto module = import_model_file(model, import_options);
  const Graph& entry = *module->entry();
  check_model_inputs(model, entry, inputs);
  CompileOptions options = compile_options_from(global, model);
  options.target = chosen;
  const auto compile_start = std::chrono::steady_clock::now();
  const auto executable = compile_module(*module, options);
  const auto compile_end = std::chrono::steady_clock::now();
  // Import and compile times: with --no-cache (or an empty cache) they are the
  // cold compile a peer's jit is compared with.
  const double import_ms = std::chrono::duration<double, std::milli>(compile_start - import_start).count();
  const double compile_ms = std::chrono::duration<double, std::milli>(compile_end - compile_start).count();

  std::vector<HostBuffer> arguments;
  for (size_t i = 0; i < entry.parameters().size(); ++i) {
    arguments.push_back(to_host_buffer(model_argument(entry, inputs, i), entry.parameters()[i]->type()));
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
    executable->run(arguments, run_options);
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    if (timed) total_ms.push_back(ms);
  }
  const double med = median(total_ms), min = *std::min_element(total_ms.begin(), total_ms.end());
  if (roofline) {
    const std::filesystem::path peaks_dir = global.no_cache ? std::filesystem::path() : resolve_cache_dir(global.cache_dir);
    if (chosen.kind == TargetKind::OpenCL) user_error("--roofline measures cpu and cuda peaks; the opencl target has none yet");
    const auto peaks = chosen.kind == TargetKind::Cuda ? roofline::cuda_peaks(peaks_dir) : roofline::cpu_peaks(global.threads, peaks_dir);
    std::vector<roofline::KernelTime> times;
    for (size_t i = 0; i < steps; ++i) {
      const Step& s = executable->steps()[i];
      times.push_back({s.name, s.kind, median(step_ms[i]), s.flops, static_cast<double>(s.bytes), s.gemm_dtype == DType::BF16});
    }
    // On a device, the whole run also copies inputs in and outputs out: the
    // model's fraction of its bound is taken over its steps' time alone.
    double steps_ms = 0;
    for (const auto& t : times) steps_ms += t.ms;
    print_roofline(roofline::make_roofline(times, chosen.kind == TargetKind::Cuda ? steps_ms : med, peaks), peaks, json, model, target, repeat,
                   warmup, min);
    return 0;
  }
  if (json) {
    // What is not timed is not fixed: each kernel's median, and the rest of a
    // run (argument checks, allocation, copies, thread hand-offs) as
    // outside_kernels_ms, so a gap can be read per kernel; and a library
    // step's "path" where its runs went another way than the usual one.
    double kernels_ms = 0;
    nlohmann::json kernels = nlohmann::json::array();
    for (size_t i = 0; i < steps; ++i) {
      const Step& s = executable->steps()[i];
      const double ms = median(step_ms[i]);
      kernels_ms += ms;
      kernels.push_back({{"name", s.name}, {"kind", s.kind}, {"median_ms", ms}, {"bytes", s.bytes}, {"flops", s.flops}});
      if (const std::string path = s.path ? s.path() : ""; !path.empty()) kernels.back()["path"] = path;
    }
    nlohmann::json out = {{"model", model},
                          {"target", target},
                          {"median_ms", med},
                          {"min_ms", min},
                          {"repeat", repeat},
                          {"warmup", warmup},
                          {"import_ms", import_ms},
                          {"compile_ms", compile_ms},
                          {"kernels_ms", kernels_ms},
                          {"outside_kernels_ms", std::max(0.0, med - kernels_ms)},
                          {"kernels", kernels}};
    fmt::print("{}\n", out.dump(2));
  } else {
    fmt::print("kiln bench {}: target={} repeat={} warmup={}\n  median {:.4f} ms, min {:.4f} ms\n", model, target, repeat,
               warmup, med, min);
    for (size_t i = 0; i < steps; ++i) {
      const Step& s = executable->steps()[i];
      const std::string path = s.path ? s.path() : "";
      fmt::print("  {:<40} {:<14} {:.4f} ms{}\n", s.name, s.kind, median(step_ms[i]), path.empty() ? "" : "  (" + path + ")");
    }
  }
  return 0;
}

}  // namespace kiln::cli
