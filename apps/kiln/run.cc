// kiln run MODEL.hlo|MODEL.mlir: runs a model on .npy or seeded random inputs
// and writes out<i>.npy per output (a tuple root is flattened in order). A
// StableHLO program's checks are evaluated: exit code 3 when one fails.
#include <fmt/format.h>

#include <cmath>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <memory>

#include "cli.h"
#include "collectives/mpi_communicator.h"
#include "collectives/participant.h"
#include "collectives/spmd_launch.h"
#include "conformance/program_checks.h"
#include "driver/compile.h"
#include "driver/targets.h"
#include "importer/import.h"
#include "ir/literal_npy.h"
#include "passes/pipeline.h"
#include "reference/evaluator.h"
#include "reference/unrounded.h"
#include "runtime/executable.h"
#include "runtime/host_buffer.h"
#include "support/directories.h"
#include "support/error.h"

namespace kiln::cli {

namespace {

std::string summary(const Literal& lit) {
  if (lit.num_elements() == 0) return "empty";
  double lo = INFINITY, hi = -INFINITY, sum = 0;
  int64_t nan = 0;
  for (int64_t i = 0; i < lit.num_elements(); ++i) {
    const double v = lit.get_double(i);
    if (std::isnan(v)) {
      ++nan;
      continue;
    }
    lo = std::min(lo, v);
    hi = std::max(hi, v);
    sum += v;
  }
  std::string s = fmt::format("min={:.6g} max={:.6g} mean={:.6g}", lo, hi, sum / static_cast<double>(lit.num_elements() - nan));
  if (nan) s += fmt::format(" nan={}", nan);
  return s;
}

// A program's self-checks (StableHLO's check ops): a line each; exit code 3
// when one fails.
int report_checks(const Module& module, const std::vector<Literal>& outputs) {
  if (module.checks().empty()) return 0;
  int failed = 0;
  for (const CheckOutcome& o : evaluate_checks(module, outputs)) {
    if (o.passed) {
      fmt::print("  check {}: {} holds on {} element(s)\n", o.check->location, o.check->op, o.elements);
    } else {
      ++failed;
      fmt::print("  check FAILED {}\n", describe_failure(o, outputs[static_cast<size_t>(o.check->actual_output)].dims()));
    }
  }
  fmt::print("  checks: {} of {} hold\n", module.checks().size() - static_cast<size_t>(failed), module.checks().size());
  return failed ? 3 : 0;
}

// kiln run --dump-values: each value a step writes, as .npy in logical
// layout (targets may lay a value out differently), and one line per value in
// values.tsv: step, kernel, value, type, file.
class ValueDump {
 public:
  explicit ValueDump(std::string dir) : dir_(std::move(dir)) {
    create_user_directory(dir_, "--dump-values");
    index_.open(std::filesystem::path(dir_) / "values.tsv");
    if (!index_) user_error("--dump-values: cannot write {}/values.tsv", dir_);
    index_ << "step\tkernel\tvalue\ttype\tfile\n";
  }
  void write(const Executable& executable, size_t step, int slot, const HostBuffer& value) {
    write(step, executable.steps().at(step).name, executable.slot_name(slot), value.type, to_literal(value));
  }
  // The reference's: every node of the entry graph, its own step, under the
  // node's name (the name a compiled target's kernel writes it under).
  void write(size_t step, const Node& node, const std::vector<Literal>& values) {
    for (size_t r = 0; r < values.size(); ++r) {
      const std::string name = values.size() == 1 ? node.name() : fmt::format("{}.out{}", node.name(), r);
      write(step, node.name(), name, node.type(static_cast<int>(r)), values[r]);
    }
  }

 private:
  void write(size_t step, const std::string& kernel, const std::string& value_name, const TensorType& type, const Literal& value) {
    std::string name = value_name;
    for (char& c : name) {
      if (!std::isalnum(static_cast<unsigned char>(c)) && c != '.' && c != '_' && c != '-') c = '_';
    }
    const std::string file = fmt::format("{:04}_{}.npy", count_++, name);
    write_npy((std::filesystem::path(dir_) / file).string(), npy_from_literal(value));
    index_ << step << '\t' << kernel << '\t' << value_name << '\t' << type.to_string() << '\t' << file << '\n';
    index_.flush();
  }

  std::string dir_;
  std::ofstream index_;
  size_t count_ = 0;
};

// Writes results [0, module.num_results()) as DIR/outI.npy; returns a line
// for each, as kiln run prints them (past the results: the checks' values).
std::string write_outputs(const std::string& dir, const Module& module, const std::vector<Literal>& outputs) {
  std::string text;
  const Graph& entry = *module.entry();
  for (size_t i = 0; i < static_cast<size_t>(module.num_results()) && i < outputs.size(); ++i) {
    const std::string path = (std::filesystem::path(dir) / fmt::format("out{}.npy", i)).string();
    const bool complex = entry.complex_output(i);
    write_npy(path, npy_from_literal(outputs[i], complex));
    text += fmt::format("  {}  {}  {}\n", path, complex ? complex_pairs_text(outputs[i].type()) : outputs[i].type().to_string(false),
                        summary(outputs[i]));
  }
  return text;
}

// The reference's options for --reference-rounding: per-op, stepwise or
// reversed (kiln parity's noise runs, each also moving transcendental
// results by a few ulps).
EvaluateOptions reference_options(const GlobalOptions& global, int64_t max_while_iterations, const std::string& rounding) {
  EvaluateOptions options;
  options.threads = checked_threads(global.threads);
  if (max_while_iterations > 0) options.max_while_iterations = max_while_iterations;
  options.sums_round_each_step = rounding == "stepwise" || rounding == "reversed";
  options.sums_reversed = rounding == "reversed";
  options.function_error_seed = rounding == "stepwise" ? 1 : rounding == "reversed" ? 2 : 0;
  return options;
}

CompileOptions target_options(const GlobalOptions& global, const std::string& model, const Target& target, int64_t max_while_iterations) {
  CompileOptions options = compile_options_from(global, model);
  options.target = target;
  options.max_while_iterations = max_while_iterations;
  return options;
}

// How a device's random inputs were drawn (model_inputs.h: device_inputs);
// `device` names it in the text.
std::string random_description(const Module& module, const ModelInputs& inputs, const std::string& device) {
  if (!inputs.random) return "";
  if (on_global_arrays(module)) return fmt::format(" (random, seed {}: the same global arrays on every device)", inputs.seed);
  return fmt::format(" (random, seed {} * 1009 + {})", inputs.seed, device);
}

// A module for several devices: each device's inputs (model_inputs.h:
// device_inputs), every device run at once in this process, each one's
// outputs written to DIR/device{D}/outI.npy. Returns the checks' status.
int run_devices(const std::string& model, Module& module, const Target& target, const ModelInputs& inputs, const GlobalOptions& global, int64_t max_while_iterations,
                const std::string& rounding, const std::string& dir, const std::string& label) {
  const Graph& entry = *module.entry();
  const DeviceMesh mesh = module.mesh();
  const size_t parameters = entry.parameters().size();
  std::vector<Literal> arguments;
  for (int64_t d = 0; d < mesh.devices(); ++d) {
    const ModelInputs mine = device_inputs(inputs, d, module);
    for (size_t i = 0; i < parameters; ++i) arguments.push_back(model_argument(entry, mine, i));
  }
  std::vector<Literal> outputs;
  if (target.kind == TargetKind::Reference) {
    const EvaluateOptions options = reference_options(global, max_while_iterations, rounding);
    outputs = run_devices_on_literals(mesh, std::move(arguments), [&](int64_t, std::vector<Literal> mine) { return evaluate(entry, std::move(mine), options); });
  } else {
    const auto executables = compile_module_for_devices(module, target_options(global, model, target, max_while_iterations));
    RunOptions run_options;
    run_options.log_launches = global.log_launches;
    outputs = run_devices_on_literals(mesh, std::move(arguments), [&](int64_t d, std::vector<Literal> mine) {
      return executables[static_cast<size_t>(d)]->run_literals(mine, run_options);
    });
  }
  fmt::print("kiln run {}: target={} devices={} (replicas={}, partitions={}, in this process) inputs={} per device{}\n", label, target.name,
             mesh.devices(), mesh.replicas, mesh.partitions, parameters,
             random_description(module, inputs, "device"));
  const size_t per_device = outputs.size() / static_cast<size_t>(mesh.devices());
  int status = 0;
  for (int64_t d = 0; d < mesh.devices(); ++d) {
    const std::string device_dir = (std::filesystem::path(dir) / fmt::format("device{}", d)).string();
    create_user_directory(device_dir, "--output-dir");
    const std::vector<Literal> mine(outputs.begin() + static_cast<std::ptrdiff_t>(static_cast<size_t>(d) * per_device),
                                    outputs.begin() + static_cast<std::ptrdiff_t>(static_cast<size_t>(d + 1) * per_device));
    fmt::print("{}", write_outputs(device_dir, module, mine));
    if (!module.checks().empty()) status = std::max(status, report_checks(module, mine));
  }
  return status;
}

// One device of a module for several, as this rank of an Open MPI job
// (`mpirun -np N kiln run MODEL ...`): rank r runs device r on its own
// inputs and writes DIR/device{r}/. A rank that fails ends the whole job
// (its error printed first), so no other rank waits on it.
int run_mpi_rank(const std::string& model, Module& module, const Target& target, const ModelInputs& inputs, const GlobalOptions& global,
                 int64_t max_while_iterations, const std::string& dir, const std::string& label) {
  // One per process (MPI is initialized once, finalized at exit), whatever
  // the number of programs in the file.
  static MpiCommunicator comm;
  const DeviceMesh mesh = module.mesh();
  const int64_t rank = comm.device();
  if (comm.device_count() != mesh.devices()) {
    user_error("mpirun started {} rank{}, but {} is for {} devices (replica_count={}, num_partitions={}): run mpirun -np {}", comm.device_count(),
               comm.device_count() == 1 ? "" : "s", model, mesh.devices(), mesh.replicas, mesh.partitions, mesh.devices());
  }
  try {
    const Graph& entry = *module.entry();
    const ModelInputs mine = device_inputs(inputs, rank, module);
    check_model_inputs(model, entry, mine);
    std::vector<Literal> arguments = model_arguments(entry, mine);
    const ParticipantScope scope(Participant{rank, mesh, &comm});
    std::vector<Literal> outputs;
    if (target.kind == TargetKind::Reference) {
      outputs = evaluate(entry, std::move(arguments), reference_options(global, max_while_iterations, "per-op"));
    } else {
      RunOptions run_options;
      run_options.log_launches = global.log_launches;
      outputs = compile_module(module, target_options(global, model, target, max_while_iterations))->run_literals(arguments, run_options);
    }
    const std::string device_dir = (std::filesystem::path(dir) / fmt::format("device{}", rank)).string();
    create_user_directory(device_dir, "--output-dir");
    std::string text = fmt::format("kiln run {}: target={} device {} of {} (rank of an Open MPI job) inputs={}{}\n", label, target.name, rank,
                                   mesh.devices(), entry.parameters().size(),
                                   random_description(module, inputs, std::to_string(rank)));
    text += write_outputs(device_dir, module, outputs);
    fmt::print("{}", text);
    std::fflush(stdout);
    return module.checks().empty() ? 0 : report_checks(module, outputs);
  } catch (const std::exception& e) {
    const bool users = dynamic_cast<const UserError*>(&e) != nullptr;
    fmt::print(stderr, "kiln: error: device {} (rank {}): {}\n", rank, rank, e.what());
    std::fflush(stderr);
    comm.abort_job(users ? 2 : 1);
  }
}

}  // namespace

int run_command(const std::vector<std::string>& args) {
  std::string model, output_dir = ".", target = "cpu", values_dir, rounding = "per-op";
  ModelInputs inputs;
  std::string random_values = "uniform";
  int64_t seed_flag = 0, max_while_iterations = 0, devices_flag = 0;
  GlobalOptions global;
  po::options_description desc("kiln run MODEL.hlo [options]");
  desc.add_options()
      ("help", "show this help")
      ("model", po::value(&model), "HLO text file")
      ("input", po::value(&inputs.files), ".npy input, one per parameter in order (repeat the flag)")
      ("random-inputs", po::bool_switch(&inputs.random), "use seeded random inputs instead of files")
      ("set-input", po::value(&inputs.set), kSetInputHelp)
      ("random-values", po::value(&random_values), kRandomValuesHelp)
      ("special-values", po::bool_switch(&inputs.special_values), "mix NaN, infinities, signed zeros, denormals and integer extremes "
                                                                  "into some rows and columns of the random inputs (as kiln parity does)")
      ("seed", po::value(&seed_flag), "seed for --random-inputs and for elided constants (default 0)")
      ("output-dir", po::value(&output_dir), "where out0.npy, out1.npy, ... go (default .)")
      ("target", po::value(&target), "cpu (default), reference, cuda, cuda-smNN or opencl")
      ("devices", po::value(&devices_flag), kDevicesHelp)
      ("max-while-iterations", po::value(&max_while_iterations), "a while loop past this many iterations is an error naming it (default 0: no limit)")
      ("dump-values", po::value(&values_dir), "DIR: every value a kernel writes (on the reference: every value), as DIR/NNNN_NAME.npy (logical layout), "
       "listed in DIR/values.tsv in the order the steps ran: two targets' dumps show the first kernel where they part")
      ("reference-rounding", po::value(&rounding), "with --target reference: per-op (default: every op rounded to its dtype), stepwise (every "
       "sum also rounded at each step to its accumulator's type), reversed (stepwise, last term first) or unrounded (every float in f64): "
       "the variants `kiln parity` measures a model's own noise with");
  add_global_options(desc, global);
  const po::variables_map vm = parse(args, desc, "model", 1);
  if (printed_help(vm, desc)) return 0;
  const uint64_t seed = checked_seed(seed_flag);
  inputs.seed = seed;
  inputs.scaled = parse_random_values(random_values);
  if (inputs.special_values && !inputs.random) user_error("--special-values mixes into --random-inputs; give --random-inputs too");
  if (model.empty()) user_error("run needs a model file");
  const Target chosen = parse_target(target);
  if (max_while_iterations < 0) user_error("--max-while-iterations must be >= 0 (0: no limit)");
  if (rounding != "per-op" && rounding != "stepwise" && rounding != "reversed" && rounding != "unrounded") {
    user_error("--reference-rounding must be per-op, stepwise, reversed or unrounded, not '{}'", rounding);
  }
  if (vm.count("reference-rounding") && chosen.kind != TargetKind::Reference) user_error("--reference-rounding needs --target reference");
  create_user_directory(output_dir, "--output-dir");
  if (!values_dir.empty()) {
    create_user_directory(values_dir, "--dump-values");
  }

  ImportOptions import_options = import_options_from(global, seed);
  import_options.input_shapes = input_file_shapes(inputs);  // a shape-polymorphic program's argument shapes
  auto programs = import_programs(model, import_options);
  int status = 0;
  for (size_t k = 0; k < programs.size(); ++k) {
    Module& module = *programs[k];
    const Graph& entry = *module.entry();
    // A file of several programs (`// -----`): each runs on its own, with its
    // outputs in a folder of its own.
    std::string dir = output_dir;
    std::string label = model;
    if (programs.size() > 1) {
      dir = (std::filesystem::path(output_dir) / fmt::format("program{}", k)).string();
      create_user_directory(dir, "--output-dir");
      label = fmt::format("{} (program {} of {})", model, k + 1, programs.size());
    }
    // A module for several devices runs all of them here, one thread each
    // (collectives/spmd_launch.h): their outputs go to device{D}/.
    const DeviceMesh mesh = module.mesh();
    checked_devices(model, mesh, devices_flag);
    if (mesh.devices() > 1) {
      check_model_inputs(model, entry, device_inputs(inputs, 0, module));
      if (!values_dir.empty()) user_error("--dump-values: not yet for a module for {} devices", mesh.devices());
      if (rounding == "unrounded") user_error("--reference-rounding unrounded: not yet for a module for {} devices", mesh.devices());
      if (launched_by_mpirun()) {
        status = std::max(status, run_mpi_rank(model, module, chosen, inputs, global, max_while_iterations, dir, label));
        continue;
      }
      status = std::max(status, run_devices(model, module, chosen, inputs, global, max_while_iterations, rounding, dir, label));
      continue;
    }
    check_model_inputs(model, entry, inputs);
    const size_t argument_count = entry.parameters().size();
    // Files are read first, so that a bad one is named before anything compiles.
    std::vector<Literal> from_files;
    if (!inputs.random) from_files = model_arguments(entry, inputs);
    std::vector<Literal> outputs;
    if (chosen.kind == TargetKind::Reference) {
      if (!global.dump_dir.empty()) dump_module(module, global.dump_dir, 0, "import");
      EvaluateOptions evaluate_options = reference_options(global, max_while_iterations, rounding);
      std::unique_ptr<ValueDump> dump;
      size_t step = 0;
      if (!values_dir.empty()) {
        dump = std::make_unique<ValueDump>(programs.size() > 1 ? (std::filesystem::path(values_dir) / fmt::format("program{}", k)).string()
                                                                 : values_dir);
        evaluate_options.on_node = [&](const Node& node, const std::vector<Literal>& values) { dump->write(step++, node, values); };
      }
      std::vector<Literal> arguments = inputs.random ? model_arguments(entry, inputs) : std::move(from_files);
      if (rounding == "unrounded") {
        const UnroundedModule u = unrounded_module(module);
        if (!u.module) user_error("{}: --reference-rounding unrounded: the model has no unrounded form ({})", model, u.why_not);
        outputs = evaluate(*u.module->entry(), widened_arguments(std::move(arguments)), evaluate_options);
      } else {
        outputs = evaluate(entry, std::move(arguments), evaluate_options);
      }
    } else {
      const auto executable = compile_module(module, target_options(global, model, chosen, max_while_iterations));
      RunOptions run_options;
      run_options.log_launches = global.log_launches;
      std::unique_ptr<ValueDump> dump;
      if (!values_dir.empty()) {
        dump = std::make_unique<ValueDump>(programs.size() > 1 ? (std::filesystem::path(values_dir) / fmt::format("program{}", k)).string()
                                                                 : values_dir);
        run_options.on_value = [&](size_t step, int slot, const HostBuffer& value) { dump->write(*executable, step, slot, value); };
      }
      // Random arguments are made as their buffers are: parameters held once,
      // not twice. Input files, read before the compile, are each dropped once
      // they are a buffer.
      outputs = executable->run_literals(argument_count,
                                         [&](size_t i) {
                                           return inputs.random ? model_argument(entry, inputs, i) : std::move(from_files[i]);
                                         },
                                         run_options);
    }
    fmt::print("kiln run {}: target={} inputs={}{}\n", label, target, argument_count,
               inputs.random ? fmt::format(" (random, seed {}{})", seed, inputs.set.empty() ? "" : fmt::format(", {} set", inputs.set.size())) : "");
    // Outputs past num_results are values the program's checks compare.
    fmt::print("{}", write_outputs(dir, module, outputs));
    status = std::max(status, report_checks(module, outputs));
  }
  return status;
}

}  // namespace kiln::cli
