// OpenCL kernels: lowered with the GPU rules fitted to the device's limits,
// compiled once by Halide for its OpenCL target (host code plus OpenCL C in
// one shared object, kept in the disk cache like CPU kernels), launched on
// device buffers through Halide's OpenCL runtime, whose context and queue
// kiln's buffers share.
#include <HalideRuntimeOpenCL.h>
#include <dlfcn.h>

#include <cctype>

#include "backends/cpu/cpu_target.h"
#include "backends/gpu/halide_device_kernel.h"
#include "backends/opencl/clblast_library.h"
#include "backends/opencl/emulated_half_floats.h"
#include "backends/opencl/opencl_c_builtins.h"
#include "backends/opencl/opencl_backend.h"
#include "backends/opencl/opencl_lowering.h"
#include "backends/opencl/opencl_queue.h"
#include "support/error.h"

namespace kiln::opencl {

namespace {

// The Halide runtime's OpenCL entry points (its one runtime per process,
// loaded with global symbols by the CPU backend's loader).
gpu::HalideDeviceApi device_api() {
  static const gpu::HalideDeviceApi api = [] {
    gpu::HalideDeviceApi a;
    a.wrap = reinterpret_cast<decltype(a.wrap)>(dlsym(RTLD_DEFAULT, "halide_opencl_wrap_cl_mem"));
    a.detach = reinterpret_cast<decltype(a.detach)>(dlsym(RTLD_DEFAULT, "halide_opencl_detach_cl_mem"));
    KILN_CHECK(a.wrap && a.detach, "the Halide runtime has no OpenCL module (halide_opencl_wrap_cl_mem)");
    return a;
  }();
  return api;
}

class OpenclBackend : public gpu::GpuBackend {
 public:
  explicit OpenclBackend(gpu::GpuBackendOptions options) : GpuBackend(std::move(options)) {}

  std::string target_name() const override { return kTargetName; }
  // A schedule tuned on PoCL (work-groups of 4096) may not fit a GPU.
  std::string store_key() const override {
    std::string key = std::string(kTargetName) + "-";
    for (char c : chosen_device().name) {
      const bool keep = std::isalnum(static_cast<unsigned char>(c));
      if (keep) key += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      else if (key.back() != '-') key += '-';
    }
    while (key.back() == '-') key.pop_back();
    return key;
  }
  std::shared_ptr<Device> open_device() const override { return opencl::open_device(options().disk_cache.get()); }

  DeviceStepFn compile_kernel(const Kernel& kernel, const KernelSchedule& schedule, const std::vector<int>& inputs,
                              const std::vector<int>& outputs) const override {
    open_device();  // fails first, and clearly, where there is no device
    return gpu::device_step(find_or_compile(kernel, schedule), device_api(), inputs, outputs);
  }
  void load_kernel(const Kernel& kernel, const KernelSchedule& schedule) const override { find_or_compile(kernel, schedule); }

  std::string gemm_library() const override { return "clblast"; }
  bool gemm_supports(DType dtype) const override { return clblast_gemm_type(dtype); }
  DeviceStepFn gemm_step(const GemmShape& shape, DType dtype, int lhs, int rhs, int out) const override {
    KILN_CHECK(clblast_gemm_type(dtype), "CLBlast gemm of {}", dtype_name(dtype));
    require_clblast();  // a missing CLBlast is said at compile time, not at the first run
    return [shape, dtype, lhs, rhs, out](std::vector<DeviceBuffer>& slots) {
      auto span = [&](int slot) { return ClSpan{reinterpret_cast<cl_mem>(slots[static_cast<size_t>(slot)].address()), 0}; };
      clblast_gemm(queue(), shape, dtype, span(lhs), span(rhs), span(out));
    };
  }

 private:
  std::shared_ptr<cpu::CompiledKernel> find_or_compile(const Kernel& kernel, const KernelSchedule& schedule) const {
    return gpu::find_or_compile(kernel, schedule, Halide::Target(halide_target()), options(), {},
                             [](lower::LoweredKernel& l) { add_opencl_lowering_passes(l, !chosen_device().halves); });
  }
};

}  // namespace

void add_opencl_lowering_passes(lower::LoweredKernel& lowered, bool emulate_f16) {
  // Run last, in this order (the pipeline deletes them): bf16 math (and f16
  // math where the device has no cl_khr_fp16) becomes
  // f32 math (round_f16 as round_f32), whose names the next pass mends.
  lowered.pipeline.add_custom_lowering_pass(new EmulatedHalfFloats(/*f16=*/emulate_f16));
  lowered.pipeline.add_custom_lowering_pass(new OpenclCBuiltins);
}

std::string halide_target() {
  Halide::Target t = cpu::jit_target().without_feature(Halide::Target::JIT).with_feature(Halide::Target::OpenCL);
  if (chosen_device().doubles) t = t.with_feature(Halide::Target::CLDoubles);
  if (chosen_device().halves) t = t.with_feature(Halide::Target::CLHalf);
  return t.to_string();
}

std::unique_ptr<gpu::GpuBackend> make_backend(gpu::GpuBackendOptions options) {
  return std::make_unique<OpenclBackend>(std::move(options));
}

}  // namespace kiln::opencl
