// kiln explain MODEL.hlo [--target T] [--format text|json|dot|buffers|ptx]: the
// kernel plan after the pass pipeline, with each kernel's ops, buffers, bytes,
// the reason it ends, and the schedule it runs with on T (on a GPU target, each
// stage's grid, block and shared memory; --format ptx prints the PTX itself).
#include <fmt/format.h>

#include <sstream>

#include "cli.h"
#include "cache/schedule_store.h"
#include "driver/targets.h"
#include "explain/explain.h"
#include "fusion/kernel_plan.h"
#include "importer/import.h"
#include "backends/opencl/opencl_backend.h"
#include "passes/pipeline.h"
#include "support/error.h"
#ifdef KILN_HAVE_CUDA
#include "backends/cuda/cuda_backend.h"
#endif

namespace kiln::cli {

namespace {

// Each device kernel's PTX, with ptxas's register and spill report when the
// toolkit is at hand.
std::string ptx_listing(const KernelPlan& plan, const PlanSchedules& schedules) {
#ifdef KILN_HAVE_CUDA
  const cuda::CudaTarget target = cuda::parse_cuda_target(schedules.target);
  std::string s;
  for (size_t i = 0; i < plan.kernels.size(); ++i) {
    const Kernel& k = plan.kernels[i];
    if (schedules.kernels[i].loops.empty()) {
      s += fmt::format("// kernel {} %{}: {} (runs {}, no PTX)\n\n", i, k.name, kernel_kind_name(k.kind),
                       k.is_alias() ? "as an alias" : "as a library step");
      continue;
    }
    const cuda::KernelPtx ptx = cuda::kernel_ptx(k, schedules.kernels[i], target);
    s += fmt::format("// kernel {} %{}: {} device kernel(s) for {}\n", i, k.name, ptx.device_kernels, target.name());
    if (ptx.rfactors_dropped > 0) {
      s += fmt::format("// kernel {} %{}: {} rfactor(s) Halide could not apply (reducer not provably associative): one thread per "
                       "output walks those reductions\n",
                       i, k.name, ptx.rfactors_dropped);
    }
    if (auto report = cuda::ptxas_report(ptx.ptx, target)) {
      std::istringstream lines(*report);
      std::string line;
      while (std::getline(lines, line)) s += "// ptxas: " + line + "\n";
    }
    s += ptx.ptx + "\n";
  }
  return s;
#else
  user_error("--format ptx needs the CUDA backend, which this kiln was built without");
#endif
}

// Each device kernel's OpenCL C.
std::string opencl_listing(const KernelPlan& plan, const PlanSchedules& schedules) {
  std::string s;
  for (size_t i = 0; i < plan.kernels.size(); ++i) {
    const Kernel& k = plan.kernels[i];
    if (schedules.kernels[i].loops.empty()) {
      s += fmt::format("// kernel {} %{}: {} (runs {}, no OpenCL C)\n\n", i, k.name, kernel_kind_name(k.kind),
                       k.is_alias() ? "as an alias" : "as a library step");
      continue;
    }
    s += fmt::format("// kernel {} %{}: OpenCL C for {}\n{}\n", i, k.name, opencl::chosen_device().name, opencl::kernel_source(k, schedules.kernels[i]));
  }
  return s;
}

}  // namespace

int explain_command(const std::vector<std::string>& args) {
  std::string model, format = "text", target_name = "cpu";
  GlobalOptions global;
  po::options_description desc("kiln explain MODEL.hlo [options]");
  desc.add_options()
      ("help", "show this help")
      ("model", po::value(&model), "HLO text file")
      ("target", po::value(&target_name), "cpu (default), cuda, cuda-smNN or opencl: whose schedules to show")
      ("format", po::value(&format),
       "text (default), json, dot (Graphviz), buffers (buffer assignment), ptx (a CUDA target's code) or opencl (the opencl target's OpenCL C)");
  add_global_options(desc, global, kDumpDir | kEntryLayouts | kElidedConstants | kSchedules | kExcessPrecision | kArgShapes);
  const po::variables_map vm = parse(args, desc, "model", 1);
  if (printed_help(vm, desc)) return 0;
  if (model.empty()) user_error("explain needs a model file");
  if (format != "text" && format != "json" && format != "dot" && format != "buffers" && format != "ptx" && format != "opencl") {
    user_error("unknown format '{}' (expected text, json, dot, buffers, ptx or opencl)", format);
  }
  const Target target = parse_target(target_name);
  if (target.kind == TargetKind::Reference) user_error("explain shows compiled targets: cpu, cuda, cuda-smNN or opencl");
  if (format == "ptx" && target.kind != TargetKind::Cuda) user_error("--format ptx needs --target cuda or cuda-smNN");
  if (format == "opencl" && target.kind != TargetKind::OpenCL) user_error("--format opencl needs --target opencl");
  auto module = import_model_file(model, import_options_from(global, 0, /*quiet=*/true));
  PipelineOptions pipeline;
  pipeline.dump_dir = global.dump_dir;
  pipeline_for(target, parse_entry_layouts(global.entry_layouts)).run(*module, pipeline);
  KernelPlan plan = plan_kernels(*module->entry());
  for (Kernel& k : plan.kernels) k.excess_precision = global.allow_excess_precision;
  const Graph& g = *module->entry();
  const PlanSchedules schedules = default_schedules(plan, target, resolve_schedules_dir(global.schedules, model).string());
  if (format == "json") {
    fmt::print("{}\n", explain_json(g, plan, &schedules));
  } else if (format == "dot") {
    fmt::print("{}", explain_dot(g, plan));
  } else if (format == "buffers") {
    fmt::print("{}", explain_buffers(g, plan));
  } else if (format == "ptx") {
    fmt::print("{}", ptx_listing(plan, schedules));
  } else if (format == "opencl") {
    fmt::print("{}", opencl_listing(plan, schedules));
  } else {
    fmt::print("{}\n", explain_text(g, plan, &schedules));
  }
  return 0;
}

}  // namespace kiln::cli
