#include "backends/gpu/gpu_backend.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "schedule/gpu_rules.h"

namespace kiln::gpu {

KernelSchedule schedule_for(const Kernel& kernel, const ScheduleStore* schedules, const std::string& target_name, const GpuLimits& limits,
                            std::string* origin) {
  if (schedules) {
    if (auto stored = schedules->find(kernel, target_name)) {
      if (origin) *origin = stored->description();
      if (!stored->default_kept) return stored->schedule;
    }
  }
  std::vector<std::string> rules;
  KernelSchedule schedule = default_gpu_schedule(kernel, limits, &rules);
  if (origin && origin->empty()) *origin = fmt::format("default rule ({})", fmt::join(rules, ", "));
  return schedule;
}

KernelSchedule GpuBackend::schedule_for(const Kernel& kernel, std::string* origin) const {
  return gpu::schedule_for(kernel, options_.schedules.get(), store_key(), limits(), origin);
}

DeviceStepFn GpuBackend::compile_kernel(const Kernel& kernel, const std::vector<int>& inputs, const std::vector<int>& outputs,
                                        KernelSchedule* used) const {
  std::string origin;
  KernelSchedule schedule = schedule_for(kernel, &origin);
  if (options_.log_compiles && is_stored_schedule(origin)) fmt::print(stderr, "schedule kernel={} {}\n", kernel.name, origin);
  try {
    DeviceStepFn step = compile_kernel(kernel, schedule, inputs, outputs);
    if (used) *used = schedule;
    return step;
  } catch (const std::exception& e) {
    if (!is_stored_schedule(origin)) throw;
    warn_stored_schedule_unusable(kernel, origin, e);
    schedule = default_gpu_schedule(kernel, limits());
    if (used) *used = schedule;
    return compile_kernel(kernel, schedule, inputs, outputs);
  }
}

}  // namespace kiln::gpu
