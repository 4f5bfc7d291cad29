#include "backends/gpu/halide_device_kernel.h"

#include "backends/cpu/kernel_loader.h"
#include "cache/kernel_fingerprint.h"
#include "lower/gpu_schedule.h"
#include "support/error.h"

namespace kiln::gpu {

namespace {

// A halide_buffer_t over device memory (no host side), wrapped for one call.
class DeviceView {
 public:
  DeviceView(const DeviceBuffer& b, const HalideDeviceApi& api) : host_(make_host(b)), view_(host_), api_(api) {
    view_.buffer.host = nullptr;
    const int rc = api_.wrap(nullptr, &view_.buffer, b.address());
    if (rc != 0) internal_error("the Halide runtime could not wrap device memory ({}): {}", rc, cpu::take_halide_error());
  }
  ~DeviceView() { api_.detach(nullptr, &view_.buffer); }
  DeviceView(const DeviceView&) = delete;
  DeviceView& operator=(const DeviceView&) = delete;
  halide_buffer_t* buffer() { return &view_.buffer; }

 private:
  static HostBuffer make_host(const DeviceBuffer& b) {
    HostBuffer h;
    h.type = b.type;
    return h;
  }
  HostBuffer host_;
  cpu::HalideBufferView view_;
  HalideDeviceApi api_;
};

}  // namespace

std::shared_ptr<cpu::CompiledKernel> find_or_compile(const Kernel& kernel, const KernelSchedule& schedule, const Halide::Target& target,
                                                     const GpuBackendOptions& options, cpu::ModuleEdit edit, PipelineEdit prepare) {
  cpu::KernelBuild build;
  build.target = target;
  build.fingerprint = kernel_fingerprint(kernel, schedule, build.target.to_string());
  build.jit_fallback = false;
  build.edit_module = std::move(edit);
  build.lower = [&] {
    lower::LoweredKernel lowered = lower::lower_kernel(kernel);
    lower::apply_gpu_schedule(lowered, schedule);
    if (prepare) prepare(lowered);
    return lowered;
  };
  return cpu::find_or_compile(kernel, build, options.disk_cache.get(), options.log_compiles);
}

DeviceStepFn device_step(std::shared_ptr<cpu::CompiledKernel> compiled, const HalideDeviceApi& api, const std::vector<int>& inputs,
                         const std::vector<int>& outputs) {
  return [compiled, api, inputs, outputs](std::vector<DeviceBuffer>& slots) {
    std::vector<std::unique_ptr<DeviceView>> views;
    for (int s : inputs) views.push_back(std::make_unique<DeviceView>(slots[static_cast<size_t>(s)], api));
    for (int s : outputs) views.push_back(std::make_unique<DeviceView>(slots[static_cast<size_t>(s)], api));
    std::vector<void*> args;
    for (auto& v : views) args.push_back(v->buffer());
    const int rc = compiled->entry(args.data());
    if (rc != 0) internal_error("GPU kernel {} failed at run time (Halide error {}): {}", compiled->name, rc, cpu::take_halide_error());
  };
}

}  // namespace kiln::gpu
