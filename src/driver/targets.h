// Targets by name, as the command line gives them: which backend, and the
// schedule each kernel of a plan runs with there. The one place that knows every
// backend (a third target adds a case here and a folder in src/backends).
#pragma once

#include <string>
#include <vector>

#include "explain/explain.h"
#include "fusion/kernel_plan.h"
#include "passes/pipeline.h"

namespace kiln {

enum class TargetKind { Cpu, Cuda, Reference };

struct TargetChoice {
  TargetKind kind = TargetKind::Cpu;
  std::string name;  // "cpu", "cuda-sm86", "reference"
};

// "cuda" or "cuda-..." (whether or not this build has the CUDA backend).
bool is_cuda_target_name(const std::string& name);

// "cpu", "reference", "cuda" or "cuda-smNN"; UserError otherwise, and for a CUDA
// target in a build without the CUDA backend.
TargetChoice parse_target(const std::string& name);

// The default schedule of each kernel of `plan` on `target` (empty for library
// steps and aliases).
// With `schedules_dir`, a kernel's stored tuned schedule for the target where there is
// one (cache/schedule_store.h), as compiling would use it.
PlanSchedules default_schedules(const KernelPlan& plan, const TargetChoice& target, const std::string& schedules_dir = "");

// The narrow GEMM types `target` multiplies natively: bf16 on CPUs whose oneDNN
// has an AVX512_BF16 kernel, bf16 and f16 on CUDA (cuBLAS GemmEx); none on the
// reference (it evaluates the graph as imported).
NativeGemmTypes native_gemm_types(const TargetChoice& target);

// The pass pipeline that compiling for `target` runs.
PassPipeline pipeline_for(const TargetChoice& target, EntryLayouts entry_layouts);

// Whether this build has the CUDA backend (configure found the toolkit).
bool cuda_backend_built();

}  // namespace kiln
