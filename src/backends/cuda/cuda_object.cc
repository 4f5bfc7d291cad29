// Kernels and the Halide runtime as object files for CUDA libraries (`kiln
// compile --target cuda`): x86 host code with the kernel's PTX inside, which
// the Halide CUDA runtime loads on the first run, as in process. The host code
// is for any x86-64 (library_halide_target): the library runs on the GPU
// machine, not here.
#include <Halide.h>

#include "backends/cpu/halide_object.h"
#include "backends/cuda/cuda_backend.h"
#include "backends/cuda/register_caps.h"
#include "cache/kernel_fingerprint.h"
#include "lower/gpu_schedule.h"

namespace kiln::cuda {

uint64_t kernel_fingerprint_for(const Kernel& kernel, const KernelSchedule& schedule, const CudaTarget& target) {
  return kernel_fingerprint(kernel, schedule, Halide::Target(target.library_halide_target()).to_string());
}

void compile_kernel_object(const Kernel& kernel, const KernelSchedule& schedule, const CudaTarget& target,
                           const std::filesystem::path& object, const std::string& function) {
  cpu::with_halide_errors(kernel.name, [&] {
    lower::LoweredKernel lowered = lower::lower_kernel(kernel);
    lower::apply_gpu_schedule(lowered, schedule);
    cpu::compile_kernel_object(lowered, function, Halide::Target(target.library_halide_target()), object,
                               [](Halide::Module& module, const lower::LoweredKernel& l) {
                                 if (!l.register_caps.empty()) cap_registers(module, l.register_caps);
                               });
  });
}

void compile_runtime_object(const CudaTarget& target, const std::filesystem::path& object) {
  cpu::compile_runtime_object(Halide::Target(target.library_halide_target()), object);
}

}  // namespace kiln::cuda
