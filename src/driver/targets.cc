#include "driver/targets.h"

#include "backends/cpu/cpu_backend.h"
#include "backends/opencl/opencl_backend.h"
#include "support/error.h"
#ifdef KILN_HAVE_CUDA
#include "backends/cuda/cuda_backend.h"
#endif

namespace kiln {

PassPipeline pipeline_for(const Target& target, EntryLayouts entry_layouts) {
  return default_pipeline(entry_layouts, target.native_gemms, target.native_fft, target.native_convolutions);
}

bool cuda_backend_built() {
#ifdef KILN_HAVE_CUDA
  return true;
#else
  return false;
#endif
}

const std::vector<std::string>& target_name_forms() {
  static const std::vector<std::string> forms{"cpu", "cuda", "cuda-smNN", "opencl", "reference"};
  return forms;
}

std::string target_names() {
  const auto& forms = target_name_forms();
  std::string names;
  for (size_t i = 0; i < forms.size(); ++i) names += (i == 0 ? "" : i + 1 == forms.size() ? " or " : ", ") + forms[i];
  return names;
}

NativeGemmTypes host_native_gemms() {
  NativeGemmTypes native;
  native.bf16 = cpu::gemm_is_native(DType::BF16);
  native.bf16_few_rows = cpu::few_row_bf16_gemm_is_native();
  native.bf16_compute_bound = cpu::bf16_gemm_keeps_up_with_f32;  // measured on first use
  return native;
}

Target parse_target(const std::string& name) {
  Target t;
  t.name = name;
  if (name == "cpu") return t;
  t.native_gemms = {};
  t.native_fft = {};
  t.native_convolutions = {};
  if (name == "reference") {
    t.kind = TargetKind::Reference;
    return t;
  }
  if (name == "cuda" || name.rfind("cuda-", 0) == 0) {
#ifdef KILN_HAVE_CUDA
    const cuda::CudaTarget cuda = cuda::parse_cuda_target(name);
    t.kind = TargetKind::Cuda;
    t.name = cuda.name();
    t.cuda_capability = cuda.capability;
    t.native_gemms.bf16 = t.native_gemms.f16 = true;  // cuBLAS GemmEx, f32 accumulation
    return t;
#else
    user_error("target '{}': this kiln was built without the CUDA backend (no CUDA toolkit at configure time); "
               "install one at /usr/local/cuda and rebuild, or use --target cpu", name);
#endif
  }
  if (name == opencl::kTargetName) {
    t.kind = TargetKind::OpenCL;
    t.gpu_limits = opencl::chosen_device().limits;
    t.doubles = opencl::chosen_device().doubles;
    return t;
  }
  user_error("unknown target '{}' (expected {})", name, target_names());
}

std::unique_ptr<gpu::GpuBackend> gpu_backend(const Target& target, gpu::GpuBackendOptions options) {
  options.limits = target.gpu_limits;  // read once, when the target was parsed
  switch (target.kind) {
#ifdef KILN_HAVE_CUDA
    case TargetKind::Cuda: return cuda::make_backend(cuda::CudaTarget{target.cuda_capability}, std::move(options));  // parsed already
#endif
    case TargetKind::OpenCL: return opencl::make_backend(std::move(options));
    default: internal_error("target {} is not a GPU target of this build", target.name);
  }
}

PlanSchedules default_schedules(const KernelPlan& plan, const Target& target, const std::string& schedules_dir) {
  PlanSchedules out;
  const std::shared_ptr<const ScheduleStore> store = schedules_dir.empty() ? nullptr : std::make_shared<const ScheduleStore>(schedules_dir);
  out.target = target.name;
  out.gpu = target.gpu();
  std::unique_ptr<gpu::GpuBackend> backend;
  if (out.gpu) {
    gpu::GpuBackendOptions o;
    o.schedules = store;
    backend = gpu_backend(target, o);
  }
  for (const Kernel& k : plan.kernels) {
    out.origins.emplace_back("default rule");
    if (k.is_library_step() || k.is_alias() || target.kind == TargetKind::Reference) {
      out.kernels.emplace_back();
      continue;
    }
    if (backend) {
      out.origins.back().clear();
      out.kernels.push_back(backend->schedule_for(k, &out.origins.back()));
      continue;
    }
    out.kernels.push_back(cpu::schedule_for(k, store.get(), &out.origins.back()));
  }
  return out;
}

}  // namespace kiln
