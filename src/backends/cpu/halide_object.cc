#include "backends/cpu/halide_object.h"

#include <Halide.h>

#include "backends/cpu/cpu_backend.h"
#include "backends/cpu/cpu_target.h"
#include "backends/cpu/f16c_conversions.h"
#include "backends/cpu/fma_exp.h"
#include "backends/cpu/object_output.h"
#include "backends/cpu/prefetch_into_l2.h"
#include "backends/cpu/streaming_stores.h"
#include "cache/kernel_fingerprint.h"
#include "lower/cpu_schedule.h"
#include "schedule/cpu_rules.h"
#include "support/error.h"

namespace kiln::cpu {

void compile_kernel_object(lower::LoweredKernel& lowered, const std::string& function, const Halide::Target& target,
                           const std::filesystem::path& object, const ModuleEdit& edit) {
  std::vector<Halide::Argument> args(lowered.inputs.begin(), lowered.inputs.end());
  const Halide::Target t = target.with_feature(Halide::Target::NoRuntime);
  const bool f16c = uses_f16c(t), fma_exp = uses_fma_exp(t), l2_prefetches = prefetches_into_l2(t);
  write_object(object, [&] {
    if (lowered.streaming_outputs.empty() && !edit && !f16c && !fma_exp && !l2_prefetches) {
      lowered.pipeline.compile_to_object(object.string(), args, function, t);
      return;
    }
    Halide::Module module = lowered.pipeline.compile_to_module(args, function, t);
    if (f16c) convert_f16_with_f16c(module);
    if (fma_exp) exp_with_fma(module);
    if (l2_prefetches) prefetch_into_l2(module);
    if (edit) edit(module, lowered);
    if (!lowered.streaming_outputs.empty()) {
      compile_with_streaming_stores(module, lowered.streaming_outputs, object);
      return;
    }
    module.compile({{Halide::OutputFileType::object, object.string()}});
  });
}

void compile_runtime_object(const Halide::Target& target, const std::filesystem::path& object) {
  write_object(object, [&] { Halide::compile_standalone_runtime(object.string(), target.without_feature(Halide::Target::NoRuntime)); });
}

KernelSchedule schedule_for_target(const Kernel& kernel, const std::string& target, const ScheduleStore* schedules,
                                   std::string* origin) {
  const Halide::Target t = target_named(target);
  if (schedules) {
    if (auto stored = schedules->find(kernel, t.with_feature(Halide::Target::JIT).to_string())) {
      if (origin) *origin = stored->description();
      if (!stored->default_kept) return stored->schedule;
    }
  }
  if (origin && origin->empty()) *origin = "default rule";
  return default_cpu_schedule(kernel, vector_bytes(t), kParallelMinElements, store_streams());
}

uint64_t kernel_fingerprint_for(const Kernel& kernel, const KernelSchedule& schedule, const std::string& target) {
  return kernel_fingerprint(kernel, schedule, target_named(target).to_string());
}

void compile_kernel_object_for(const Kernel& kernel, const KernelSchedule& schedule, const std::string& target,
                               const std::filesystem::path& object, const std::string& function) {
  const Halide::Target t = target_named(target);
  with_halide_errors(kernel.name, [&] {
    lower::LoweredKernel lowered = lower::lower_for_cpu(kernel, schedule, t);
    compile_kernel_object(lowered, function, t, object);
  });
}

void compile_runtime_object_for(const std::string& target, const std::filesystem::path& object) {
  compile_runtime_object(target_named(target), object);
}

}  // namespace kiln::cpu
