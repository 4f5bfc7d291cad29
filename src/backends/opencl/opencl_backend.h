// The OpenCL backend: kernels lowered with the same GPU rules as CUDA and
// compiled by Halide to OpenCL C (inside the kernel's shared object; the
// OpenCL driver builds it on first use), GEMMs through CLBlast. The ICD
// loader and CLBlast are opened at run time, never linked. PoCL runs it on
// the CPU, so every GPU schedule runs in CI (docs/backend-opencl.md).
// The interface is Halide-free.
#pragma once

#include <memory>
#include <string>

#include "backends/gpu/gpu_backend.h"
#include "runtime/device.h"
#include "schedule/gpu_limits.h"

namespace kiln::opencl {

// The device kiln runs on: $KILN_OPENCL_DEVICE (an index over every
// platform's devices, in platform order), else the first one there is.
struct DeviceInfo {
  std::string platform, name;
  int platform_index = 0;
  int index_in_platform = 0;  // among the platform's devices of every type
  GpuLimits limits;           // its work-group size, local memory and sub-group width
  bool doubles = false;       // cl_khr_fp64
  bool halves = false;        // cl_khr_fp16
};
// Found once; UserError saying what is missing (no ICD loader, no platform,
// no device, an index past the devices).
const DeviceInfo& chosen_device();

// "opencl" as the command line names it; the Halide target of its kernels
// (this machine's host code with the OpenCL feature, doubles where the device
// has them).
inline constexpr const char* kTargetName = "opencl";
std::string halide_target();

// The device as a runtime Device: its memory is OpenCL buffers (an address is
// a cl_mem), in the context and queue of Halide's OpenCL runtime, so kernels,
// copies and CLBlast run in order on one queue. Loads that runtime first
// (from `disk` when given).
std::shared_ptr<Device> open_device(DiskCache* disk = nullptr);

std::unique_ptr<gpu::GpuBackend> make_backend(gpu::GpuBackendOptions options);

// The OpenCL C of `kernel` under `schedule`, as the device gets it (kiln
// explain --format opencl).
std::string kernel_source(const Kernel& kernel, const KernelSchedule& schedule);

}  // namespace kiln::opencl
