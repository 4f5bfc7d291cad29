// What compiling for a GPU target asks of its backend (CUDA, OpenCL): the
// device, a kernel compiled with a GPU schedule as a device step, and a GEMM
// through the target's BLAS. The compiler, `kiln tune` and explain see GPU
// targets only through this (driver/targets.cc makes the one for a target),
// so a GPU target is files of its own plus one case there. Halide-free.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "cache/disk_cache.h"
#include "cache/schedule_store.h"
#include "fusion/gemm_shape.h"
#include "fusion/kernel_plan.h"
#include "runtime/device.h"
#include "runtime/executable.h"
#include "schedule/gpu_limits.h"
#include "schedule/kernel_schedule.h"

namespace kiln::gpu {

struct GpuBackendOptions {
  bool log_compiles = false;
  std::shared_ptr<DiskCache> disk_cache;           // kernels' shared objects, cached like CPU kernels
  std::shared_ptr<const ScheduleStore> schedules;  // tuned schedules; null: the default rules only
  GpuLimits limits;  // the device's, as the Target read them (Target::gpu_limits); the rules fit these
};

// The schedule `kernel` compiles with on the GPU target `target_name`: the
// stored one in `schedules` when there is one, else the GPU rules fitted to
// `limits`; `origin` says which, in explain's words ("default rule
// (row-fused)"). What GpuBackend::schedule_for and CUDA libraries use.
KernelSchedule schedule_for(const Kernel& kernel, const ScheduleStore* schedules, const std::string& target_name, const GpuLimits& limits,
                            std::string* origin = nullptr);

class GpuBackend {
 public:
  virtual ~GpuBackend() = default;
  // The target's name ("cuda-sm86", "opencl"), and the directory of the
  // schedule store its tuned schedules live in: the name, or where one name
  // covers devices of other limits (OpenCL), the name and the device
  // ("opencl-pthread-skylake-avx512-intel-r-xeon-r-processor").
  virtual std::string target_name() const = 0;
  virtual std::string store_key() const { return target_name(); }
  // What a block (work-group) may hold on the device (GpuBackendOptions::limits).
  const GpuLimits& limits() const { return options_.limits; }
  // Whether a schedule's register caps (`regs=`) reach the device compiler
  // (CUDA's PTX does; OpenCL has no such knob): `kiln tune` tries them only there.
  virtual bool honours_register_caps() const { return false; }
  // The device, opened once per process; UserError saying what is missing.
  virtual std::shared_ptr<Device> open_device() const = 0;
  // `kernel` lowered with `schedule`, compiled once (this process, the disk
  // cache) and loaded; the step reads `inputs` and writes `outputs` in
  // device memory. Opens the device first, so a missing one fails clearly.
  virtual DeviceStepFn compile_kernel(const Kernel& kernel, const KernelSchedule& schedule, const std::vector<int>& inputs,
                                      const std::vector<int>& outputs) const = 0;
  // What compile_kernel does before it needs a device (tests of the code a
  // target emits run without one).
  virtual void load_kernel(const Kernel& kernel, const KernelSchedule& schedule) const = 0;
  // One strided, batched GEMM on the slots' memory through the target's BLAS
  // (said to be missing at compile time, not at the first run).
  virtual std::string gemm_library() const = 0;  // "cublas", "clblast": the launch log's word
  virtual bool gemm_supports(DType dtype) const = 0;
  virtual DeviceStepFn gemm_step(const GemmShape& shape, DType dtype, int lhs, int rhs, int out) const = 0;

  const GpuBackendOptions& options() const { return options_; }

  // The schedule `kernel` compiles with: the stored one for this target when
  // there is one, else the GPU rules fitted to limits(); `origin` says which,
  // in explain's words.
  KernelSchedule schedule_for(const Kernel& kernel, std::string* origin = nullptr) const;
  // compile_kernel with schedule_for's schedule (in `used`); a stored one that
  // does not compile is one warning, and the default rule.
  DeviceStepFn compile_kernel(const Kernel& kernel, const std::vector<int>& inputs, const std::vector<int>& outputs,
                              KernelSchedule* used = nullptr) const;

 protected:
  explicit GpuBackend(GpuBackendOptions options) : options_(std::move(options)) {}

 private:
  GpuBackendOptions options_;
};

}  // namespace kiln::gpu
