// Targets by name, as the command line gives them, parsed once into a Target
// (driver/target.h) that everything below takes: which backend, its device
// limits, its native GEMM types, and the schedule each kernel of a plan runs
// with there. The one place that knows every backend (a third target adds a
// case here and a folder in src/backends).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "backends/gpu/gpu_backend.h"
#include "driver/target.h"
#include "explain/explain.h"
#include "fusion/kernel_plan.h"
#include "passes/pipeline.h"

namespace kiln {

// "cpu", "reference", "cuda", "cuda-smNN" or "opencl"; UserError otherwise,
// for a CUDA target in a build without the CUDA backend, and for opencl where
// there is no OpenCL device (it reads the device's limits).
Target parse_target(const std::string& name);

// Every form of name parse_target takes ("cuda-smNN" stands for cuda-sm
// with an architecture number): help texts name each, a test holds them to it.
const std::vector<std::string>& target_name_forms();
// The names --target takes, for messages.
std::string target_names();

// The backend of a GPU target (`target.gpu()`).
std::unique_ptr<gpu::GpuBackend> gpu_backend(const Target& target, gpu::GpuBackendOptions options = {});

// The default schedule of each kernel of `plan` on `target` (empty for library
// steps and aliases).
// With `schedules_dir`, a kernel's stored tuned schedule for the target where there is
// one (cache/schedule_store.h), as compiling would use it.
PlanSchedules default_schedules(const KernelPlan& plan, const Target& target, const std::string& schedules_dir = "");

// The pass pipeline that compiling for `target` runs.
PassPipeline pipeline_for(const Target& target, EntryLayouts entry_layouts);

// Whether this build has the CUDA backend (configure found the toolkit).
bool cuda_backend_built();

}  // namespace kiln
