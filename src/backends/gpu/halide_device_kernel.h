// A Halide kernel on a GPU, shared by the GPU backends: compiled once for its
// Halide target (host code plus device code in one shared object, kept in the
// disk cache like CPU kernels) and run on kiln's device buffers, which the
// target's Halide runtime module wraps for the call and lets go after.
#pragma once

#include <HalideRuntime.h>

#include <functional>
#include <memory>
#include <vector>

#include "backends/cpu/compiled_kernel.h"
#include "backends/gpu/gpu_backend.h"

namespace kiln::gpu {

// How one Halide runtime module (CUDA, OpenCL) takes kiln's device memory.
struct HalideDeviceApi {
  int (*wrap)(void* user_context, halide_buffer_t* buffer, uint64_t device_memory) = nullptr;
  int (*detach)(void* user_context, halide_buffer_t* buffer) = nullptr;
};

// `kernel` lowered with `schedule` for `target` (a Halide target with a GPU
// feature), found or compiled; `prepare` changes the scheduled pipeline
// before it compiles (OpenCL adds a lowering pass), `edit` the module before
// its object is written (CUDA caps registers).
using PipelineEdit = std::function<void(lower::LoweredKernel&)>;
std::shared_ptr<cpu::CompiledKernel> find_or_compile(const Kernel& kernel, const KernelSchedule& schedule, const Halide::Target& target,
                                                     const GpuBackendOptions& options, cpu::ModuleEdit edit = {}, PipelineEdit prepare = {});

// The step that calls `compiled` on the slots' device memory.
DeviceStepFn device_step(std::shared_ptr<cpu::CompiledKernel> compiled, const HalideDeviceApi& api, const std::vector<int>& inputs,
                         const std::vector<int>& outputs);

}  // namespace kiln::gpu
