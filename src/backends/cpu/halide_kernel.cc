// CPU kernels: the CPU schedule applied, compiled once (compiled_kernel.h), and
// launched on host buffers.
#include <Halide.h>
#include <fmt/format.h>

#include <memory>

#include "backends/cpu/compiled_kernel.h"
#include "backends/cpu/cpu_backend.h"
#include "backends/cpu/cpu_target.h"
#include "backends/cpu/kernel_loader.h"
#include "backends/cpu/shared_object.h"
#include "cache/kernel_fingerprint.h"
#include "lower/cpu_schedule.h"
#include "lower/kernel_lowering.h"
#include "support/error.h"
#include "support/warning.h"

namespace kiln::cpu {

namespace {

// A Halide::Buffer over `b`'s memory (it copies the view's shape).
Halide::Buffer<> wrap(HostBuffer& b) { return Halide::Buffer<>(HalideBufferView(b).buffer); }

void run(CompiledKernel& k, std::vector<HostBuffer>& slots, const std::vector<int>& input_slots, const std::vector<int>& output_slots) {
  if (k.entry) {
    std::vector<HalideBufferView> views;
    views.reserve(input_slots.size() + output_slots.size());
    for (int s : input_slots) views.emplace_back(slots[static_cast<size_t>(s)]);
    for (int s : output_slots) views.emplace_back(slots[static_cast<size_t>(s)]);
    std::vector<void*> args;
    for (HalideBufferView& v : views) args.push_back(&v.buffer);
    const int rc = k.entry(args.data());
    if (rc != 0) internal_error("kernel {} failed at run time (Halide error {}): {}", k.name, rc, take_halide_error());
    return;
  }
  Halide::ParamMap params;
  std::vector<Halide::Buffer<>> inputs;
  inputs.reserve(input_slots.size());
  for (size_t i = 0; i < input_slots.size(); ++i) {
    inputs.push_back(wrap(slots[static_cast<size_t>(input_slots[i])]));
    params.set(k.jit->inputs[i], inputs.back());
  }
  std::vector<Halide::Buffer<>> outputs;
  for (int s : output_slots) outputs.push_back(wrap(slots[static_cast<size_t>(s)]));
  try {
    k.jit->pipeline.realize(Halide::Realization(outputs), in_process_kernel_target(), params);
  } catch (const Halide::RuntimeError& e) {
    internal_error("kernel {} failed at run time: {}", k.name, e.what());
  }
}

}  // namespace

KernelSchedule schedule_for(const Kernel& kernel, const ScheduleStore* schedules, std::string* origin) {
  return schedule_for_target(kernel, "host", schedules, origin);
}

StepFn compile_kernel(const Kernel& kernel, const std::vector<int>& input_slots, const std::vector<int>& output_slots,
                      const CpuOptions& options) {
  std::string origin;
  KernelSchedule schedule;
  if (options.autoscheduler.empty()) {
    schedule = schedule_for(kernel, options.schedules.get(), &origin);
  } else {
    schedule.autoscheduler = autoscheduler_choice(options.autoscheduler, options.threads);
  }
  if (options.log_compiles && is_stored_schedule(origin)) fmt::print(stderr, "schedule kernel={} {}\n", kernel.name, origin);
  if (!is_stored_schedule(origin)) return compile_kernel_with(kernel, schedule, input_slots, output_slots, options);
  // A stored schedule is a file someone may have edited: one that does not
  // apply to the kernel (a loop a stage lacks) or that Halide rejects is a
  // warning naming it, and the kernel takes the default rule.
  try {
    return compile_kernel_with(kernel, schedule, input_slots, output_slots, options);
  } catch (const std::runtime_error& e) {  // UserError or InternalError
    warn_stored_schedule_unusable(kernel, origin, e);
    return compile_kernel_with(kernel, default_schedule(kernel), input_slots, output_slots, options);
  }
}

StepFn compile_kernel_with(const Kernel& kernel, const KernelSchedule& schedule, const std::vector<int>& input_slots,
                           const std::vector<int>& output_slots, const CpuOptions& options) {
  KernelBuild build;
  build.target = in_process_kernel_target();
  build.fingerprint = kernel_fingerprint(kernel, schedule, build.target.to_string());
  build.lower = [&] {
    return lower::lower_for_cpu(kernel, schedule, build.target);
  };
  std::shared_ptr<CompiledKernel> compiled = find_or_compile(kernel, build, options.disk_cache.get(), options.log_compiles);
  return [compiled, input_slots, output_slots](std::vector<HostBuffer>& slots) { run(*compiled, slots, input_slots, output_slots); };
}

}  // namespace kiln::cpu
