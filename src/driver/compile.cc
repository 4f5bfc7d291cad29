#include "driver/compile.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <bit>
#include <chrono>
#include <cstring>
#include <functional>
#include <map>

#include "backends/cpu/cpu_backend.h"
#include "backends/cpu/cholesky.h"
#include "backends/cpu/fft_step.h"
#include "backends/cpu/sort.h"
#include "backends/cpu/triangular_solve.h"
#include "collectives/host_callback_call.h"
#include "collectives/run_collective.h"
#include "driver/planted_bug.h"
#include "driver/targets.h"
#include "linalg/lapack_calls.h"
#include "schedule/launch_geometry.h"
#include "fusion/batched_comparator.h"
#include "fusion/direct_convolution.h"
#include "fusion/gemm_shape.h"
#include "fusion/kernel_cost.h"
#include "fusion/kernel_plan.h"
#include "fusion/sort_order.h"
#include "passes/pipeline.h"
#include "reference/evaluator.h"
#include "support/cancellation.h"
#include "support/error.h"
#include "support/parallel_for.h"

namespace kiln {

namespace {

class Compiler {
 public:
  explicit Compiler(const CompileOptions& options)
      : options_(options), target_(options.target), disk_cache_(DiskCache::open(options.cache)) {
    if (!options.schedules_dir.empty()) schedules_ = std::make_shared<const ScheduleStore>(options.schedules_dir);
    KILN_CHECK(target_.compiled(), "the reference target is evaluated, not compiled");
    if (target_.gpu()) {
      gpu::GpuBackendOptions o;
      o.log_compiles = options_.log_compiles;
      o.disk_cache = disk_cache_;
      o.schedules = schedules_;
      gpu_ = gpu_backend(target_, std::move(o));
    }
  }

  std::unique_ptr<Executable> compile(const Graph& graph) {
    // A slot per value: parameters first, then every node result in order.
    std::vector<TensorType> types;
    std::vector<std::string> names;
    std::map<std::pair<const Node*, int>, int> slot;
    for (const Node* p : graph.parameters()) {
      slot[{p, 0}] = static_cast<int>(types.size());
      types.push_back(p->type());
      names.push_back(p->name());
    }
    for (const auto& n : graph.nodes()) {
      if (n->op() == OpCode::Parameter) continue;
      for (int i = 0; i < n->num_results(); ++i) {
        slot[{n.get(), i}] = static_cast<int>(types.size());
        types.push_back(n->type(i));
        names.push_back(n->num_results() == 1 ? n->name() : fmt::format("{}#{}", n->name(), i));
      }
    }
    auto slot_of = [&](const Value& v) { return slot.at({v.node, v.index}); };
    auto exe = std::make_unique<Executable>(types);
    exe->set_slot_names(std::move(names));
    const bool gpu = target_.gpu();
    if (gpu && !options_.autoscheduler.empty()) {
      user_error("--autoscheduler {} schedules CPU code only (Halide 14's autoschedulers); the target is {}", options_.autoscheduler, target_.name);
    }
    if (gpu) exe->set_device(gpu_->open_device());
    std::vector<int> params;
    for (const Node* p : graph.parameters()) params.push_back(slot_of(p->result()));
    exe->set_parameter_slots(params);
    for (const auto& n : graph.nodes()) {
      if (n->op() == OpCode::Constant) exe->set_constant(slot_of(n->result()), to_host_buffer(*n->attrs().literal, n->type()));
    }
    KernelPlan plan = plan_kernels(graph);
    for (Kernel& k : plan.kernels) k.excess_precision = options_.allow_excess_precision;
    // Halide kernels compile in parallel, each core a share of them as one
    // object (a cold SSD-MobileNet is 70 kernels); the rest is quick and in order.
    std::vector<Step> steps;
    std::vector<size_t> halide_kernels;
    for (const Kernel& k : plan.kernels) {
      Step step;
      step.name = k.name;
      step.kind = std::string(kernel_kind_name(k.kind));
      const KernelCost cost = kernel_cost(k);
      step.flops = cost.flops;
      step.bytes = cost.bytes();
      step.gemm_dtype = cost.gemm_dtype;
      // A library step takes its node's operands in order (repeats included); a
      // kernel takes each distinct input once.
      if (k.is_library_step()) {
        for (const Value& v : k.nodes.back()->operands()) step.inputs.push_back(slot_of(v));
      } else {
        for (const Value& v : k.inputs) step.inputs.push_back(slot_of(v));
      }
      for (const Value& v : k.outputs) step.outputs.push_back(slot_of(v));
      if (k.is_alias()) {
        // A bitcast keeps the bytes: its value is its operand's memory, retyped.
        step.kind = "alias";
        step.allocates_outputs = false;
        const int in = step.inputs[0], out = step.outputs[0];
        const TensorType type = k.nodes[0]->type();
        if (gpu) {
          step.run_on_device = [in, out, type](std::vector<DeviceBuffer>& slots) {
            slots[static_cast<size_t>(out)] = DeviceBuffer{type, slots[static_cast<size_t>(in)].memory};
          };
        } else {
          step.run = [in, out, type](std::vector<HostBuffer>& slots) {
            HostBuffer alias;
            alias.type = type;
            alias.data = slots[static_cast<size_t>(in)].data;
            slots[static_cast<size_t>(out)] = std::move(alias);
          };
        }
      } else if (gpu) {
        device_step(k, step);
      } else if (k.is_library_step()) {
        set_library_step(*k.nodes.back(), step);
      } else {
        halide_kernels.push_back(steps.size());
      }
      steps.push_back(std::move(step));
    }
    std::vector<cpu::KernelSteps> to_compile;
    for (size_t s : halide_kernels) to_compile.push_back({&plan.kernels[s], steps[s].inputs, steps[s].outputs});
    std::vector<StepFn> compiled = cpu::compile_kernels(to_compile, cpu_options());
    for (size_t i = 0; i < halide_kernels.size(); ++i) steps[halide_kernels[i]].run = std::move(compiled[i]);
    for (size_t i = 0; i < steps.size(); ++i) {
      if (const std::optional<PlantedBug> bug = planted_in(plan.kernels[i].name)) perturb(steps[i], *bug);
      exe->add_step(std::move(steps[i]));
    }
    std::vector<int> outputs;
    for (const Value& v : graph.outputs()) outputs.push_back(slot_of(v));
    exe->set_output_slots(outputs);
    exe->finalize();
    return exe;
  }

 private:
  cpu::CpuOptions cpu_options() const {
    cpu::CpuOptions o;
    o.log_compiles = options_.log_compiles;
    o.threads = options_.threads;
    o.disk_cache = disk_cache_;
    o.schedules = schedules_;
    o.autoscheduler = options_.autoscheduler;
    return o;
  }

  // A kernel or GEMM on the GPU; sort and the control flow of while and
  // conditional stay host steps (their operands copied as they need).
  void device_step(const Kernel& k, Step& step) {
    if (k.is_library_step() && k.nodes.back()->op() == OpCode::Dot) {
      const Node& dot = *k.nodes.back();
      const auto shape = gemm_shape(dot);
      KILN_CHECK(shape.has_value(), "dot %{} planned as BLAS but has no GEMM shape", dot.name());
      if (!gpu_->gemm_supports(dot.type().dtype)) {
        user_error("unsupported: dot %{} of {} on the {} target ({} has no GEMM for it)", dot.name(), dtype_name(dot.type().dtype), target_.name,
                   gpu_->gemm_library());
      }
      step.run_on_device = gpu_->gemm_step(*shape, dot.type().dtype, step.inputs[0], step.inputs[1], step.outputs[0]);
      step.launch = "library=" + gpu_->gemm_library();
    } else if (k.is_library_step()) {
      set_library_step(*k.nodes.back(), step);
    } else {
      KernelSchedule schedule;
      step.run_on_device = gpu_->compile_kernel(k, step.inputs, step.outputs, &schedule);
      std::vector<std::string> launches;
      for (const StageLaunch& l : gpu_launches(k, schedule)) {
        if (!l.inside.empty()) continue;  // part of the launch before it
        launches.push_back(l.single_thread ? fmt::format("{}:1thread", l.stage)
                                           : fmt::format("{}:grid={}x{}x{},block={}x{}x{}", l.stage, l.grid[0], l.grid[1], l.grid[2],
                                                         l.block[0], l.block[1], l.block[2]));
      }
      step.launch = fmt::format("launches=[{}]", fmt::join(launches, " "));
    }
  }

  // Test-only: CompileOptions::perturb_kernel plants a bug in `kernel`'s
  // output (driver/planted_bug.h), on every target or on the one it names.
  std::optional<PlantedBug> planted_in(const std::string& kernel) const {
    std::optional<PlantedBug> bug = parse_planted_bug(options_.perturb_kernel);
    if (!bug || bug->in_graph() || bug->kernel != kernel || (!bug->target.empty() && bug->target != target_.name)) return std::nullopt;
    return bug;
  }

  // Test-only (CompileOptions::perturb_kernel): the step's first output is
  // changed after it runs (on the device too: read back, changed, written
  // again).
  void perturb(Step& step, const PlantedBug& bug) const {
    KILN_CHECK(!step.run_control, "perturbing step {}, a control-flow step", step.name);
    const int out = step.outputs.at(0);
    if (step.on_device()) {
      step.run_on_device = [run = step.run_on_device, out, bug, device = gpu_->open_device()](std::vector<DeviceBuffer>& slots) {
        run(slots);
        DeviceBuffer& b = slots[static_cast<size_t>(out)];
        HostBuffer h(b.type);
        device->copy_to_host(h.bytes(), b.address(), b.byte_size());
        plant_in_output(bug, h);
        device->copy_to_device(b.address(), h.bytes(), b.byte_size());
      };
      return;
    }
    step.run = [run = step.run, out, bug](std::vector<HostBuffer>& slots) {
      run(slots);
      plant_in_output(bug, slots[static_cast<size_t>(out)]);
    };
  }

  // Sets `step` up as the library step of `node`: a GEMM or sort on the host,
  // or the control flow of while and conditional, which takes its operands
  // where they are (on a GPU target a loop's state stays on the device).
  void set_library_step(const Node& node, Step& step) {
    if (node.op() == OpCode::While || node.op() == OpCode::Conditional) {
      step.run_control = control_step(node);
      step.allocates_outputs = false;
    } else {
      step.run = library_step(node, step.inputs, step.outputs, &step.path, &step.launch);
      if (node.op() == OpCode::Sort) step.launch = "sort " + sort_plan_text(node);
    }
  }

  ControlStepFn control_step(const Node& node) {
    if (node.op() == OpCode::While) {
      std::shared_ptr<Executable> condition = compile(*node.called()[0]);
      std::shared_ptr<Executable> body = compile(*node.called()[1]);
      const int64_t limit = options_.max_while_iterations;
      const std::string name = node.name();
      return [condition, body, limit, name](std::vector<PlacedBuffer> state) {
        for (int64_t iterations = 0;; ++iterations) {
          throw_if_cancelled();
          uint8_t go = 0;
          condition->read_on_host(condition->run_placed(state)[0], &go, 1);  // one byte crosses, not the state
          if (!go) break;
          if (limit > 0 && iterations >= limit) {
            user_error("while loop %{} ran more than {} iterations (--max-while-iterations); its condition may never become false", name,
                       limit);
          }
          state = body->run_placed(std::move(state));  // swapped, never copied
        }
        return state;
      };
    }
    std::vector<std::shared_ptr<Executable>> branches;
    for (const Graph* g : node.called()) branches.push_back(compile(*g));
    const std::vector<int64_t> counts = node.attrs().branch_operand_counts;
    const bool by_pred = node.operand(0).type().dtype == DType::Pred;
    return [branches, counts, by_pred](std::vector<PlacedBuffer> operands) {
      int64_t branch = 0;
      if (by_pred) {
        uint8_t pred = 0;
        branches[0]->read_on_host(operands[0], &pred, 1);
        branch = pred ? 0 : 1;
      } else {
        int32_t index = 0;
        branches[0]->read_on_host(operands[0], &index, sizeof index);
        branch = index < 0 || index >= static_cast<int32_t>(branches.size()) ? static_cast<int64_t>(branches.size()) - 1 : index;
      }
      size_t first = 1;
      for (int64_t b = 0; b < branch; ++b) first += static_cast<size_t>(counts[static_cast<size_t>(b)]);
      std::vector<PlacedBuffer> args(operands.begin() + static_cast<std::ptrdiff_t>(first),
                                     operands.begin() + static_cast<std::ptrdiff_t>(first + static_cast<size_t>(counts[static_cast<size_t>(branch)])));
      return branches[static_cast<size_t>(branch)]->run_placed(std::move(args));
    };
  }

  StepFn library_step(const Node& node, const std::vector<int>& in, const std::vector<int>& out, std::function<std::string()>* path,
                      std::string* launch) {
    switch (node.op()) {
      case OpCode::Convolution: {
        const auto shape = direct_convolution_shape(node);
        KILN_CHECK(shape.has_value(), "convolution %{} planned as a library call but is not direct", node.name());
        // Constant weights (a layer's) are packed once.
        return cpu::convolution_step(*shape, in[0], in[1], out[0], node.operand(1).node->op() == OpCode::Constant, launch);
      }
      case OpCode::Dot: {
        const auto shape = gemm_shape(node);
        KILN_CHECK(shape.has_value(), "dot %{} planned as BLAS but has no GEMM shape", node.name());
        // A constant right-hand side (a layer's weights) may be packed once.
        return cpu::gemm_step(*shape, node.type().dtype, in[0], in[1], out[0], node.operand(1).node->op() == OpCode::Constant, path);
      }
      case OpCode::Sort:
        if (std::optional<std::vector<SortKey>> keys = sort_keys(node)) return cpu::key_sort_step(node, std::move(*keys), in, out);
        if (StepFn step = network_sort(node, in, out)) return step;
        // A comparator no kernel can hold (a loop inside it): the reference
        // interpreter runs it, correct but slow (explain says so).
        return on_literals(node, in, out, [&node](const std::vector<Literal>& operands) { return evaluate_node(node, operands); });
      case OpCode::TriangularSolve: return cpu::triangular_solve_step(node, in, out);
      case OpCode::Cholesky: return cpu::cholesky_step(node, in, out);
      case OpCode::Fft: return cpu::fft_step(node, in, out);  // f32 only: fft_as_dft expanded the rest
      case OpCode::AllReduce: case OpCode::AllGather: case OpCode::ReduceScatter: case OpCode::AllToAll:
      case OpCode::CollectivePermute: case OpCode::CollectiveBroadcast: case OpCode::PartitionId: case OpCode::ReplicaId:
        // Through this device's communicator (collectives/run_collective.h), on the host.
        reduction_kind_if_reducing(node);  // an unsupported reducer fails the compile, not the run
        return [&node, in, out, by_literals = on_literals(node, in, out, [&node](const std::vector<Literal>& operands) {
                  return run_collective(node, operands);
                })](std::vector<HostBuffer>& slots) {
          // Row-major buffers go to the communicator as they are: no copy.
          bool row_major = true;
          std::vector<const void*> from;
          std::vector<void*> to;
          for (int s : in) {
            row_major = row_major && slots[static_cast<size_t>(s)].type.has_default_layout();
            from.push_back(slots[static_cast<size_t>(s)].bytes());
          }
          for (int s : out) {
            row_major = row_major && slots[static_cast<size_t>(s)].type.has_default_layout();
            to.push_back(slots[static_cast<size_t>(s)].bytes());
          }
          if (row_major && run_collective_in_place(node, from, to)) return;
          by_literals(slots);
        };
      case OpCode::Lapack:  // LAPACK in the operands' own precision (linalg/lapack_calls.h)
        return on_literals(node, in, out, [&node](const std::vector<Literal>& operands) {
          return run_lapack(node.attrs().lapack, operands, /*in_double=*/false);
        });
      case OpCode::HostCallback:  // the embedder's function (support/host_callbacks.h)
        return on_literals(node, in, out, [&node](const std::vector<Literal>& operands) { return call_host_callback(node, operands); });
      default: internal_error("no library step for {}", opcode_name(node.op()));
    }
  }

  // A host step that reads its operands as logical row-major literals and
  // writes `run`'s results back in the node's layouts.
  static StepFn on_literals(const Node& node, const std::vector<int>& in, const std::vector<int>& out,
                            std::function<std::vector<Literal>(const std::vector<Literal>&)> run) {
    return [&node, in, out, run = std::move(run)](std::vector<HostBuffer>& slots) {
      std::vector<Literal> operands;
      for (int s : in) operands.push_back(to_literal(slots[static_cast<size_t>(s)]));
      const std::vector<Literal> results = run(operands);
      for (size_t i = 0; i < out.size(); ++i) slots[static_cast<size_t>(out[i])] = to_host_buffer(results[i], node.type(static_cast<int>(i)));
    };
  }

  static void reduction_kind_if_reducing(const Node& node) {
    if (node.op() == OpCode::AllReduce || node.op() == OpCode::ReduceScatter) reduction_kind(node);
  }

  // A sort whose comparator is not keys: the comparator compiled for the host
  // over batches of pairs (fusion/batched_comparator.h) drives a sorting
  // network; empty when the comparator cannot be a kernel.
  StepFn network_sort(const Node& node, const std::vector<int>& in, const std::vector<int>& out) {
    const TensorType& t = node.operand(0).type();
    const int64_t length = t.dims.at(static_cast<size_t>(node.attrs().dimensions.at(0)));
    const int64_t rows = length == 0 ? 0 : t.num_elements() / length;
    const int64_t width = static_cast<int64_t>(std::bit_ceil(static_cast<uint64_t>(std::max<int64_t>(length, 1))));
    const int64_t batch = std::clamp<int64_t>(rows * (width / 2), 1, int64_t{1} << 16);  // 64K pairs a call
    std::shared_ptr<Module> pairs = batched_comparator(node, batch);
    if (!pairs) return {};
    CompileOptions o;
    o.target = Target{};  // the cpu: the sort runs on the host on every target
    o.log_compiles = options_.log_compiles;
    o.threads = options_.threads;
    o.cache = options_.cache;
    std::shared_ptr<const Executable> compare = compile_module(*pairs, o);
    return cpu::network_sort_step(node, batch,
                                  [compare, pairs](const std::vector<HostBuffer>& parameters) {
                                    std::vector<HostBuffer> answers = compare->run(parameters);
                                    return std::array<HostBuffer, 2>{answers.at(0), answers.at(1)};
                                  },
                                  in, out);
  }

  const CompileOptions& options_;
  Target target_;
  std::unique_ptr<gpu::GpuBackend> gpu_;  // GPU targets
  std::shared_ptr<DiskCache> disk_cache_;
  std::shared_ptr<const ScheduleStore> schedules_;  // tuned schedules, when given
};

}  // namespace

// Element types a target's kernels cannot hold, said in one clear line
// before any pass or kernel sees them: 8-bit floats on GPUs (not yet), f64
// (complex128's parts too) on an OpenCL device without cl_khr_fp64.
static void reject_unsupported_floats(const Graph& graph, const Target& target) {
  if (!target.gpu()) return;
  for (const auto& n : graph.nodes()) {
    for (const TensorType& t : n->result_types()) {
      if (is_f8(t.dtype)) {
        user_error("unsupported: element type {} (in %{}) on the {} target; 8-bit floats run on the reference and cpu targets",
                   dtype_name(t.dtype), n->name(), target.name);
      }
      if (!target.doubles && t.dtype == DType::F64) {
        user_error("unsupported: element type {} (in %{}) on the {} target: its device has no cl_khr_fp64", dtype_name(t.dtype), n->name(),
                   target.name);
      }
    }
    for (const Graph* called : n->called()) reject_unsupported_floats(*called, target);
  }
}

std::unique_ptr<Executable> compile_module(Module& module, const CompileOptions& options) {
  reject_unsupported_floats(*module.entry(), options.target);
  if (const std::optional<PlantedBug> bug = parse_planted_bug(options.perturb_kernel);
      bug && bug->in_graph() && (bug->target.empty() || bug->target == options.target.name)) {
    plant_in_graph(*bug, *module.entry());  // test-only
  }
  const auto start = std::chrono::steady_clock::now();
  PipelineOptions pipeline;
  pipeline.dump_dir = options.dump_dir;
  pipeline.disabled = options.disabled_passes;
  pipeline_for(options.target, options.entry_layouts).run(module, pipeline);
  auto exe = compile_graph(*module.entry(), options);
  if (options.log_compiles) {
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    fmt::print(stderr, "compile-phase graph={} steps={} ms={:.1f}\n", module.entry()->name(), exe->steps().size(), ms);
  }
  return exe;
}

std::vector<std::unique_ptr<Executable>> compile_module_for_devices(Module& module, const CompileOptions& options) {
  // PoCL builds a kernel's OpenCL program on the first run, and on a thread
  // other than the process's first it segfaults (isspace through a null
  // ctype table): GPU targets run one device per process until each device
  // runs on a rank of its own (mpirun) or the programs are built ahead.
  if (options.target.gpu() && module.mesh().devices() > 1) {
    user_error("unsupported: the {} target runs a module for {} devices only one device to a process; run it on the cpu or "
               "reference target", options.target.name, module.mesh().devices());
  }
  std::vector<std::unique_ptr<Executable>> executables;
  executables.push_back(compile_module(module, options));
  for (int64_t d = 1; d < module.mesh().devices(); ++d) executables.push_back(compile_graph(*module.entry(), options));
  return executables;
}

std::unique_ptr<Executable> compile_graph(const Graph& graph, const CompileOptions& options) {
  reject_unsupported_floats(graph, options.target);
  cpu::set_threads(options.threads);
  return Compiler(options).compile(graph);
}

std::unique_ptr<Executable> compile_for_cpu(const Graph& graph, CompileOptions options) {
  options.target = Target{};
  return compile_graph(graph, options);
}

std::unique_ptr<Executable> compile_module_for_cpu(Module& module, CompileOptions options) {
  options.target = Target{};
  return compile_module(module, options);
}

}  // namespace kiln
