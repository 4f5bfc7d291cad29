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
#include "backends/cuda/register_caps.h"
#include "cache/kernel_fingerprint.h"
#include "lower/gpu_schedule.h"
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

// A halide_buffer_t over device memory (no host side).
struct DeviceView {
  explicit DeviceView(const DeviceBuffer& b) : host(make_host(b)), view(host) {
    view.buffer.host = nullptr;
    const int rc = halide_cuda().wrap(nullptr, &view.buffer, b.address());
    if (rc != 0) internal_error("halide_cuda_wrap_device_ptr failed ({})", rc);
  }
  ~DeviceView() { halide_cuda().detach(nullptr, &view.buffer); }
  DeviceView(const DeviceView&) = delete;
  DeviceView& operator=(const DeviceView&) = delete;
  static HostBuffer make_host(const DeviceBuffer& b) {
    HostBuffer h;
    h.type = b.type;
    return h;
  }
  HostBuffer host;
  cpu::HalideBufferView view;
};

std::shared_ptr<cpu::CompiledKernel> find_or_compile(const Kernel& kernel, const KernelSchedule& schedule, const CudaOptions& options) {
  cpu::KernelBuild build;
  build.target = Halide::Target(options.target.halide_target());
  build.fingerprint = kernel_fingerprint(kernel, schedule, build.target.to_string());
  build.jit_fallback = false;
  build.edit_module = [](Halide::Module& module, const lower::LoweredKernel& lowered) {
    if (!lowered.register_caps.empty()) cap_registers(module, lowered.register_caps);
  };
  build.lower = [&] {
    lower::LoweredKernel lowered = lower::lower_kernel(kernel);
    lower::apply_gpu_schedule(lowered, schedule);
    return lowered;
  };
  return cpu::find_or_compile(kernel, build, options.disk_cache.get(), options.log_compiles);
}

}  // namespace

void load_kernel(const Kernel& kernel, const KernelSchedule& schedule, const CudaOptions& options) {
  find_or_compile(kernel, schedule, options);
  halide_cuda();
}

DeviceStepFn compile_kernel(const Kernel& kernel, const KernelSchedule& schedule, const std::vector<int>& input_slots,
                            const std::vector<int>& output_slots, const CudaOptions& options) {
  open_device();  // fails first, and clearly, where there is no GPU
  std::shared_ptr<cpu::CompiledKernel> compiled = find_or_compile(kernel, schedule, options);
  halide_cuda();
  return [compiled, input_slots, output_slots](std::vector<DeviceBuffer>& slots) {
    std::vector<std::unique_ptr<DeviceView>> views;
    for (int s : input_slots) views.push_back(std::make_unique<DeviceView>(slots[static_cast<size_t>(s)]));
    for (int s : output_slots) views.push_back(std::make_unique<DeviceView>(slots[static_cast<size_t>(s)]));
    std::vector<void*> args;
    for (auto& v : views) args.push_back(&v->view.buffer);
    const int rc = compiled->entry(args.data());
    if (rc != 0) internal_error("GPU kernel {} failed at run time (Halide error {}): {}", compiled->name, rc, cpu::take_halide_error());
  };
}

KernelSchedule schedule_for(const Kernel& kernel, const ScheduleStore* schedules, const CudaTarget& target, std::string* origin) {
  if (schedules) {
    if (auto stored = schedules->find(kernel, target.name())) {
      if (origin) *origin = stored->description();
      if (!stored->default_kept) return stored->schedule;
    }
  }
  if (origin && origin->empty()) *origin = "default rule";
  return default_gpu_schedule(kernel);
}

DeviceStepFn compile_kernel(const Kernel& kernel, const std::vector<int>& input_slots, const std::vector<int>& output_slots,
                            const CudaOptions& options, KernelSchedule* used) {
  std::string origin;
  KernelSchedule schedule = schedule_for(kernel, options.schedules.get(), options.target, &origin);
  if (options.log_compiles && is_stored_schedule(origin)) fmt::print(stderr, "schedule kernel={} {}\n", kernel.name, origin);
  try {
    DeviceStepFn step = compile_kernel(kernel, schedule, input_slots, output_slots, options);
    if (used) *used = schedule;
    return step;
  } catch (const std::exception& e) {
    if (!is_stored_schedule(origin)) throw;
    warn_stored_schedule_unusable(kernel, origin, e);
    schedule = default_gpu_schedule(kernel);
    if (used) *used = schedule;
    return compile_kernel(kernel, schedule, input_slots, output_slots, options);
  }
}

}  // namespace kiln::cuda
