// GPU kernels: lowered with their GPU schedule, compiled once for the CUDA
// target (host code plus PTX in one shared object, kept in the disk cache like
// CPU kernels), launched on device buffers through the Halide CUDA runtime,
// which runs in kiln's context.
#include <HalideRuntimeCuda.h>
#include <dlfcn.h>
#include <fmt/format.h>

#include <mutex>

#include "backends/cpu/compiled_kernel.h"
#include "backends/cpu/kernel_loader.h"
#include "backends/cpu/shared_object.h"
#include "backends/cuda/cuda_backend.h"
#include "backends/cuda/halide_cuda_setup.h"
#include "backends/cuda/cublas_library.h"
#include "backends/cuda/register_caps.h"
#include "backends/gpu/halide_device_kernel.h"
#include "schedule/gpu_rules.h"
#include "support/error.h"

namespace kiln::cuda {

namespace {

// The Halide runtime's CUDA entry points, from the process's one runtime
// (loaded with global symbols by the CPU backend's loader).
struct HalideCuda {
  const halide_device_interface_t* (*device_interface)();
  int (*wrap)(void*, halide_buffer_t*, uint64_t);
  int (*detach)(void*, halide_buffer_t*);
};

template <typename F>
void bind(F& f, const char* name) {
  f = reinterpret_cast<F>(dlsym(RTLD_DEFAULT, name));
  KILN_CHECK(f != nullptr, "the Halide runtime has no {} (was it built without CUDA?)", name);
}

// Once per process, after the runtime is loaded: its CUDA module set up to
// run in kiln's context (halide_cuda_setup.h).
const HalideCuda& halide_cuda() {
  static const HalideCuda h = [] {
    HalideCuda r{};
    bind(r.device_interface, "halide_cuda_device_interface");
    bind(r.wrap, "halide_cuda_wrap_device_ptr");
    bind(r.detach, "halide_cuda_detach_device_ptr");
    HalideCudaSetters setters{};
    bind(setters.set_acquire_context, "halide_set_cuda_acquire_context");
    bind(setters.set_release_context, "halide_set_cuda_release_context");
    bind(setters.reuse_device_allocations, "halide_reuse_device_allocations");
    use_kiln_context(setters);
    return r;
  }();
  return h;
}

std::shared_ptr<cpu::CompiledKernel> find_or_compile(const Kernel& kernel, const KernelSchedule& schedule, const CudaOptions& options) {
  gpu::GpuBackendOptions o;
  o.log_compiles = options.log_compiles;
  o.disk_cache = options.disk_cache;
  return gpu::find_or_compile(kernel, schedule, Halide::Target(options.target.halide_target()), o,
                              [](Halide::Module& module, const lower::LoweredKernel& lowered) {
                                if (!lowered.register_caps.empty()) cap_registers(module, lowered.register_caps);
                              });
}

gpu::HalideDeviceApi device_api() { return {halide_cuda().wrap, halide_cuda().detach}; }

}  // namespace

void load_kernel(const Kernel& kernel, const KernelSchedule& schedule, const CudaOptions& options) {
  find_or_compile(kernel, schedule, options);
  halide_cuda();
}

DeviceStepFn compile_kernel(const Kernel& kernel, const KernelSchedule& schedule, const std::vector<int>& input_slots,
                            const std::vector<int>& output_slots, const CudaOptions& options) {
  open_device();  // fails first, and clearly, where there is no GPU
  std::shared_ptr<cpu::CompiledKernel> compiled = find_or_compile(kernel, schedule, options);
  return gpu::device_step(std::move(compiled), device_api(), input_slots, output_slots);
}

KernelSchedule schedule_for(const Kernel& kernel, const ScheduleStore* schedules, const CudaTarget& target, std::string* origin) {
  return gpu::schedule_for(kernel, schedules, target.name(), GpuLimits{}, origin);
}

namespace {

// The CUDA target as the compiler and `kiln tune` see a GPU target.
class CudaBackend : public gpu::GpuBackend {
 public:
  CudaBackend(const CudaTarget& target, gpu::GpuBackendOptions options) : GpuBackend(std::move(options)) {
    cuda_.target = target;
    cuda_.log_compiles = this->options().log_compiles;
    cuda_.disk_cache = this->options().disk_cache;
    cuda_.schedules = this->options().schedules;
  }
  std::string target_name() const override { return cuda_.target.name(); }
  bool honours_register_caps() const override { return true; }
  std::shared_ptr<Device> open_device() const override { return cuda::open_device(); }
  DeviceStepFn compile_kernel(const Kernel& kernel, const KernelSchedule& schedule, const std::vector<int>& inputs,
                              const std::vector<int>& outputs) const override {
    return cuda::compile_kernel(kernel, schedule, inputs, outputs, cuda_);
  }
  void load_kernel(const Kernel& kernel, const KernelSchedule& schedule) const override { cuda::load_kernel(kernel, schedule, cuda_); }
  std::string gemm_library() const override { return "cublas"; }
  bool gemm_supports(DType dtype) const override { return cublas_gemm_type(dtype); }
  DeviceStepFn gemm_step(const GemmShape& shape, DType dtype, int lhs, int rhs, int out) const override {
    return cuda::gemm_step(shape, dtype, lhs, rhs, out);
  }

 private:
  CudaOptions cuda_;
};

}  // namespace

std::unique_ptr<gpu::GpuBackend> make_backend(const CudaTarget& target, gpu::GpuBackendOptions options) {
  return std::make_unique<CudaBackend>(target, std::move(options));
}

}  // namespace kiln::cuda
