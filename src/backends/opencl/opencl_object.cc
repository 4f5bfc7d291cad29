// Kernels and the Halide runtime as object files for OpenCL libraries (`kiln
// compile --target opencl`): x86 host code with the kernel's OpenCL C inside,
// which the library's OpenCL runtime has the device's driver build on the
// first run, as in process. A library runs wherever it is linked, not on the
// device kiln sees here: its host code is for any x86-64, its kernels fit
// every OpenCL GPU (library_limits) and keep 16-bit floats as bits with f32
// arithmetic (no cl_khr_fp16 needed); cl_khr_fp64 only where a kernel holds
// f64.
#include <Halide.h>

#include "backends/cpu/halide_object.h"
#include "backends/opencl/emulated_half_floats.h"
#include "backends/opencl/opencl_backend.h"
#include "backends/opencl/opencl_lowering.h"
#include "cache/kernel_fingerprint.h"
#include "lower/gpu_schedule.h"

namespace kiln::opencl {

namespace {

bool holds_doubles(const Kernel& kernel) {
  for (const Value& v : kernel.inputs) {
    if (v.type().dtype == DType::F64) return true;
  }
  for (const Node* n : kernel.nodes) {
    for (const TensorType& t : n->result_types()) {
      if (t.dtype == DType::F64) return true;
    }
  }
  return false;
}

Halide::Target library_target(const Kernel* kernel) {
  Halide::Target t = Halide::Target("x86-64-linux").with_feature(Halide::Target::OpenCL);
  if (kernel && holds_doubles(*kernel)) t = t.with_feature(Halide::Target::CLDoubles);
  return t;
}

}  // namespace

GpuLimits library_limits() {
  // What OpenCL GPUs of every vendor give a work-group (NVIDIA 1024, AMD
  // 256 by default, Intel 256 to 1024) and the local memory OpenCL
  // guarantees.
  GpuLimits limits;
  limits.max_threads_per_block = 256;
  limits.shared_memory_per_block = 32 << 10;
  limits.sub_group_width = 1;
  return limits;
}

uint64_t library_kernel_fingerprint(const Kernel& kernel, const KernelSchedule& schedule) {
  return kernel_fingerprint(kernel, schedule, library_target(&kernel).to_string());
}

void compile_library_kernel(const Kernel& kernel, const KernelSchedule& schedule, const std::filesystem::path& object,
                            const std::string& function) {
  cpu::with_halide_errors(kernel.name, [&] {
    lower::LoweredKernel lowered = lower::lower_kernel(kernel);
    lower::apply_gpu_schedule(lowered, schedule);
    add_opencl_lowering_passes(lowered, /*emulate_f16=*/true);
    cpu::compile_kernel_object(lowered, function, library_target(&kernel), object);
  });
}

void compile_library_runtime(const std::filesystem::path& object) { cpu::compile_runtime_object(library_target(nullptr), object); }

}  // namespace kiln::opencl
