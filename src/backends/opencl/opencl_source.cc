// A kernel's OpenCL C, for `kiln explain --format opencl`: lowered with its GPU
// schedule, 16-bit floats emulated where the device lacks them, and compiled
// by Halide into a module whose device code is a buffer of OpenCL C text.
#include <Halide.h>

#include "backends/opencl/opencl_backend.h"
#include "backends/opencl/opencl_lowering.h"
#include "lower/gpu_schedule.h"
#include "lower/kernel_lowering.h"
#include "support/error.h"

namespace kiln::opencl {

std::string kernel_source(const Kernel& kernel, const KernelSchedule& schedule) {
  try {
    lower::LoweredKernel lowered = lower::lower_kernel(kernel);
    lower::apply_gpu_schedule(lowered, schedule);
    add_opencl_lowering_passes(lowered, !chosen_device().halves);
    std::vector<Halide::Argument> args(lowered.inputs.begin(), lowered.inputs.end());
    const Halide::Module module = lowered.pipeline.compile_to_module(args, "kiln_kernel", Halide::Target(halide_target()));
    for (const Halide::Buffer<>& b : module.buffers()) {
      if (b.name().find("gpu_source_kernels") == std::string::npos) continue;
      std::string text(reinterpret_cast<const char*>(b.data()), b.size_in_bytes());
      while (!text.empty() && text.back() == '\0') text.pop_back();
      return text;
    }
    internal_error("kernel {} compiled for opencl holds no OpenCL C", kernel.name);
  } catch (const Halide::CompileError& e) {
    internal_error("Halide could not compile kernel {} for opencl: {}", kernel.name, e.what());
  } catch (const Halide::InternalError& e) {
    internal_error("Halide internal error on kernel {} for opencl: {}", kernel.name, e.what());
  }
}

}  // namespace kiln::opencl
