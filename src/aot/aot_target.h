// What `kiln compile` does per target: how a kernel compiles (schedule,
// fingerprint, object), which Halide runtime the library carries, which GEMM
// types stay native, which library steps it can hold, and the generated C's
// platform (c_platform.h). One implementation per target: aot_target_cpu.cc,
// aot_target_cuda.cc, aot_target_opencl.cc.
#pragma once

#include <filesystem>
#include <memory>
#include <string>

#include "aot/c_platform.h"
#include "cache/schedule_store.h"
#include "fusion/kernel_plan.h"
#include "passes/widen_narrow_dots.h"
#include "schedule/kernel_schedule.h"

namespace kiln::aot {

class AotTarget {
 public:
  virtual ~AotTarget() = default;
  // The resolved target, as the header names it.
  virtual std::string name() const = 0;
  virtual NativeGemmTypes native_gemm_types() const = 0;
  // UserError for a library step (a GEMM, while, conditional, sort) this
  // target's libraries cannot hold.
  virtual void check_library_step(const Node& step) const = 0;
  // The schedule `kernel` compiles with: a tuned one from `schedules` for this
  // target, else the default rule; `origin` says which, as explain does.
  virtual KernelSchedule schedule_for(const Kernel& kernel, const ScheduleStore* schedules, std::string* origin) const = 0;
  virtual uint64_t fingerprint(const Kernel& kernel, const KernelSchedule& schedule) const = 0;
  // `kernel` as an object exporting `function` and `function_argv`.
  virtual void compile_kernel(const Kernel& kernel, const KernelSchedule& schedule, const std::filesystem::path& object,
                              const std::string& function) const = 0;
  // The Halide runtime its kernels share.
  virtual void compile_runtime(const std::filesystem::path& object) const = 0;
  virtual const CPlatform& platform() const = 0;
};

// "host" or a Halide x86 target string; UserError for an unknown one.
std::unique_ptr<AotTarget> cpu_aot_target(const std::string& target);
// "cuda" or "cuda-smNN"; UserError for an unknown one, and in a kiln built
// without the CUDA backend.
std::unique_ptr<AotTarget> cuda_aot_target(const std::string& target);
// "opencl": kernels for any OpenCL device, chosen when the library runs.
std::unique_ptr<AotTarget> opencl_aot_target();

}  // namespace kiln::aot
