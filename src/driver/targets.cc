#include "driver/targets.h"

#include "backends/cpu/cpu_backend.h"
#include "support/error.h"
#ifdef KILN_HAVE_CUDA
#include "backends/cuda/cuda_backend.h"
#include "schedule/gpu_rules.h"
#endif

namespace kiln {

NativeGemmTypes native_gemm_types(const TargetChoice& target) {
  NativeGemmTypes native;
  if (target.kind == TargetKind::Cpu) {
    native.bf16 = cpu::gemm_is_native(DType::BF16);
    native.bf16_compute_bound = cpu::bf16_gemm_keeps_up_with_f32;  // measured on first use
  }
  if (target.kind == TargetKind::Cuda) native.bf16 = native.f16 = true;  // cuBLAS GemmEx, f32 accumulation
  return native;
}

PassPipeline pipeline_for(const TargetChoice& target, EntryLayouts entry_layouts) {
  return default_pipeline(entry_layouts, native_gemm_types(target));
}

bool cuda_backend_built() {
#ifdef KILN_HAVE_CUDA
  return true;
#else
  return false;
#endif
}

bool is_cuda_target_name(const std::string& name) { return name == "cuda" || name.rfind("cuda-", 0) == 0; }

TargetChoice parse_target(const std::string& name) {
  if (name == "cpu") return {TargetKind::Cpu, "cpu"};
  if (name == "reference") return {TargetKind::Reference, "reference"};
  if (is_cuda_target_name(name)) {
#ifdef KILN_HAVE_CUDA
    return {TargetKind::Cuda, cuda::parse_cuda_target(name).name()};
#else
    user_error("target '{}': this kiln was built without the CUDA backend (no CUDA toolkit at configure time); "
               "install one at /usr/local/cuda and rebuild, or use --target cpu", name);
#endif
  }
  user_error("unknown target '{}' (expected cpu, cuda, cuda-smNN or reference)", name);
}

PlanSchedules default_schedules(const KernelPlan& plan, const TargetChoice& target, const std::string& schedules_dir) {
  PlanSchedules out;
  const std::optional<ScheduleStore> store = schedules_dir.empty() ? std::nullopt : std::optional<ScheduleStore>(ScheduleStore(schedules_dir));
  out.target = target.name;
  out.gpu = target.kind == TargetKind::Cuda;
  for (const Kernel& k : plan.kernels) {
    out.origins.emplace_back("default rule");
    if (k.is_library_step() || k.is_alias() || target.kind == TargetKind::Reference) {
      out.kernels.emplace_back();
      continue;
    }
#ifdef KILN_HAVE_CUDA
    if (out.gpu) {
      out.kernels.push_back(cuda::schedule_for(k, store ? &*store : nullptr, cuda::parse_cuda_target(target.name), &out.origins.back()));
      continue;
    }
#endif
    out.kernels.push_back(cpu::schedule_for(k, store ? &*store : nullptr, &out.origins.back()));
  }
  return out;
}

}  // namespace kiln
