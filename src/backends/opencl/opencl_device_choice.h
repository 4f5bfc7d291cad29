// Which OpenCL device kiln runs on, and what it can do: found once through
// the ICD loader (opencl_api.h), Halide-free, so that kiln's AOT runtime
// (libraries built by `kiln compile --target opencl`) chooses as kiln does.
#pragma once

#include <string>

#include "backends/opencl/opencl_api.h"
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

// What Halide's OpenCL runtime is told about the device and what kiln's
// buffers need of it (opencl_context.h).
struct DeviceChoice {
  DeviceInfo info;
  cl_device_id device = nullptr;
  cl_bitfield type = 0;    // the one type bit Halide is told (HL_OCL_DEVICE_TYPE)
  int index_in_type = 0;   // among the platform's devices of that type (HL_GPU_DEVICE)
  bool correctly_rounded_divide_sqrt = false;
  size_t base_address_alignment = 128;  // bytes a sub-buffer's origin is a multiple of
};

// Found once; UserError saying what is missing (no ICD loader, no platform,
// no device, an index past the devices), worded for kiln's command line
// ("--target opencl: ...").
const DeviceChoice& device_choice();
inline const DeviceInfo& chosen_device() { return device_choice().info; }

}  // namespace kiln::opencl
