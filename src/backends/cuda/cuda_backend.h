// The CUDA backend: kernels lowered with the GPU rules and compiled by Halide's
// LLVM NVPTX backend to PTX; the NVIDIA driver (libcuda.so.1) and cuBLAS are
// opened at run time, never linked, so one kiln binary runs CPU work anywhere.
// The interface is Halide-free (docs/backend-cuda.md).
#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "backends/cuda/cuda_device.h"
#include "backends/gpu/gpu_backend.h"
#include "cache/disk_cache.h"
#include "cache/schedule_store.h"
#include "fusion/gemm_shape.h"
#include "fusion/kernel_plan.h"
#include "runtime/executable.h"
#include "schedule/kernel_schedule.h"

namespace kiln::cuda {

// A CUDA target named as on the command line: "cuda" (the highest capability
// Halide 14 knows, sm_86; newer GPUs JIT-compile its PTX) or "cuda-smNN".
struct CudaTarget {
  int capability = 86;
  std::string name() const;           // "cuda-sm86"
  std::string halide_target() const;  // "x86-64-linux-...-cuda-cuda_capability_86" (this machine's host features)
  // For libraries built here and run on a GPU machine (kiln compile): the
  // host side for any x86-64 (SSE2), "x86-64-linux-cuda-cuda_capability_86";
  // it only launches kernels.
  std::string library_halide_target() const;
};
// UserError for a name that is not cuda or cuda-smNN with a capability Halide 14 has.
CudaTarget parse_cuda_target(const std::string& name);

// The PTX of one kernel under `schedule`, and how many device kernels (one
// `.entry` each) it launches.
struct KernelPtx {
  std::string ptx;
  int device_kernels = 0;
  int single_thread = 0;
  int rfactors_kept = 0, rfactors_dropped = 0;
  int warp_combines = 0;
};
KernelPtx kernel_ptx(const Kernel& kernel, const KernelSchedule& schedule, const CudaTarget& target);

struct CudaOptions {
  CudaTarget target;
  bool log_compiles = false;
  std::shared_ptr<DiskCache> disk_cache;  // PTX inside the kernels' shared objects, cached like CPU kernels
  std::shared_ptr<const ScheduleStore> schedules;  // tuned schedules (kiln tune --target cuda); null: default rules only
};

// The CUDA target as a GPU backend (backends/gpu/gpu_backend.h): what the
// compiler and `kiln tune` use.
std::unique_ptr<gpu::GpuBackend> make_backend(const CudaTarget& target, gpu::GpuBackendOptions options);

// The schedule `kernel` compiles with on `target`: the stored one when
// `schedules` holds one for it (keyed by the target's name, cuda-sm86), else
// the GPU default rule (schedule/gpu_rules.h); `origin` says which, in
// explain's words.
KernelSchedule schedule_for(const Kernel& kernel, const ScheduleStore* schedules, const CudaTarget& target, std::string* origin = nullptr);

// Lowers `kernel` with `schedule` for the GPU and compiles it once (this
// process, the disk cache); the step reads `input_slots` and writes
// `output_slots` in device memory. `launch` gets what --log-launches shows.
DeviceStepFn compile_kernel(const Kernel& kernel, const KernelSchedule& schedule, const std::vector<int>& input_slots,
                            const std::vector<int>& output_slots, const CudaOptions& options);

// What compile_kernel does before it needs a device: lowers, compiles (or
// finds) and loads the kernel's shared object, every symbol resolved, and binds
// the Halide runtime's CUDA module. Throws when any of that fails.
void load_kernel(const Kernel& kernel, const KernelSchedule& schedule, const CudaOptions& options);

// The device's roofs for `kiln bench --roofline` (device_peaks.cc): a
// device-to-device copy of 512 MiB (bytes read plus written, as STREAM
// counts) and cuBLAS on 8192^3 in f32 and in bf16 (GemmEx), the best of six
// runs each, waited for.
struct DevicePeaks {
  std::string device;
  double copy_gbps = 0, f32_gflops = 0, bf16_gflops = 0;
};
DevicePeaks measure_device_peaks();

// For `kiln compile --target cuda` (cuda_object.cc): the kernel's fingerprint
// with `schedule` on `target` (one fingerprint, one function in a library);
// the kernel as an object exporting `function` and `function_argv` (host code
// with its PTX inside, no Halide runtime of its own); the Halide runtime with
// its CUDA module, one per library.
uint64_t kernel_fingerprint_for(const Kernel& kernel, const KernelSchedule& schedule, const CudaTarget& target);
void compile_kernel_object(const Kernel& kernel, const KernelSchedule& schedule, const CudaTarget& target,
                           const std::filesystem::path& object, const std::string& function);
void compile_runtime_object(const CudaTarget& target, const std::filesystem::path& object);

// One strided, batched GEMM through cuBLAS (opened at run time: libcublas.so.13,
// .12, .11 or libcublas.so); UserError naming them when none loads.
DeviceStepFn gemm_step(const GemmShape& shape, DType dtype, int lhs_slot, int rhs_slot, int out_slot);

}  // namespace kiln::cuda

namespace kiln::cuda {

// ptxas's resource report for `ptx` (registers, spills, shared memory per
// `.entry`), when the toolkit's ptxas is at hand ($KILN_PTXAS, else ptxas on
// PATH or in /usr/local/cuda/bin); nullopt otherwise. The driver's JIT makes the same
// choices when it loads the PTX.
std::optional<std::string> ptxas_report(const std::string& ptx, const CudaTarget& target);

}  // namespace kiln::cuda
