// The OpenCL backend: kernels lowered with the same GPU rules as CUDA and
// compiled by Halide to OpenCL C (inside the kernel's shared object; the
// OpenCL driver builds it on first use), GEMMs through CLBlast. The ICD
// loader and CLBlast are opened at run time, never linked. PoCL runs it on
// the CPU, so every GPU schedule runs in CI (docs/backend-opencl.md).
// The interface is Halide-free.
#pragma once

#include <filesystem>
#include <memory>
#include <string>

#include "backends/gpu/gpu_backend.h"
#include "backends/opencl/opencl_device_choice.h"
#include "runtime/device.h"
#include "schedule/gpu_limits.h"

namespace kiln::opencl {

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

// Libraries (`kiln compile --target opencl`, opencl_object.cc): kernels for
// any OpenCL device, fitted to library_limits(), as object files exporting
// `function`; and the Halide runtime they share.
GpuLimits library_limits();
uint64_t library_kernel_fingerprint(const Kernel& kernel, const KernelSchedule& schedule);
void compile_library_kernel(const Kernel& kernel, const KernelSchedule& schedule, const std::filesystem::path& object,
                            const std::string& function);
void compile_library_runtime(const std::filesystem::path& object);

}  // namespace kiln::opencl
