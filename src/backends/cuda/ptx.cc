// PTX for a kernel: lowered with its GPU schedule and compiled by Halide into a
// module whose device code is a buffer of PTX text.
#include <Halide.h>

#include "backends/cuda/cuda_backend.h"
#include "backends/cuda/register_caps.h"
#include "lower/gpu_schedule.h"
#include "lower/kernel_lowering.h"
#include "support/error.h"

namespace kiln::cuda {

KernelPtx kernel_ptx(const Kernel& kernel, const KernelSchedule& schedule, const CudaTarget& target) {
  try {
    lower::LoweredKernel lowered = lower::lower_kernel(kernel);
    const lower::GpuScheduleSummary summary = lower::apply_gpu_schedule(lowered, schedule);
    std::vector<Halide::Argument> args(lowered.inputs.begin(), lowered.inputs.end());
    Halide::Module module = lowered.pipeline.compile_to_module(args, "kiln_kernel", Halide::Target(target.halide_target()));
    if (!lowered.register_caps.empty()) cap_registers(module, lowered.register_caps);
    KernelPtx out;
    out.device_kernels = summary.device_kernels;
    out.single_thread = summary.single_thread;
    out.rfactors_kept = summary.rfactors_kept;
    out.rfactors_dropped = summary.rfactors_dropped;
    out.warp_combines = summary.warp_combines;
    for (const Halide::Buffer<>& b : module.buffers()) {
      if (b.name().find("gpu_source_kernels") == std::string::npos) continue;
      const char* text = reinterpret_cast<const char*>(b.data());
      out.ptx.assign(text, text + b.size_in_bytes());
      while (!out.ptx.empty() && out.ptx.back() == '\0') out.ptx.pop_back();
    }
    KILN_CHECK(!out.ptx.empty(), "kernel {} compiled for {} holds no PTX", kernel.name, target.name());
    return out;
  } catch (const Halide::CompileError& e) {
    internal_error("Halide could not compile kernel {} for {}: {}", kernel.name, target.name(), e.what());
  } catch (const Halide::InternalError& e) {
    internal_error("Halide internal error on kernel {} for {}: {}", kernel.name, target.name(), e.what());
  }
}

}  // namespace kiln::cuda
