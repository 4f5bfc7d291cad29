#include "backends/cpu/halide_object.h"

#include <Halide.h>

#include <set>

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

namespace {

// The target kernels' objects are compiled for: no runtime of their own.
Halide::Target object_target(const Halide::Target& target) { return target.with_feature(Halide::Target::NoRuntime); }

// The module edits x86-64 host code gets: F16C conversions, the FMA exp, L2
// prefetches; then the caller's.
Halide::Module edited_module(lower::LoweredKernel& lowered, const std::string& function, const Halide::Target& t,
                             const ModuleEdit& edit) {
  std::vector<Halide::Argument> args(lowered.inputs.begin(), lowered.inputs.end());
  Halide::Module module = lowered.pipeline.compile_to_module(args, function, t);
  if (uses_f16c(t)) convert_f16_with_f16c(module);
  if (uses_fma_exp(t)) exp_with_fma(module);
  if (prefetches_into_l2(t)) prefetch_into_l2(module);
  if (edit) edit(module, lowered);
  return module;
}

}  // namespace

void compile_kernel_object(lower::LoweredKernel& lowered, const std::string& function, const Halide::Target& target,
                           const std::filesystem::path& object, const ModuleEdit& edit) {
  const Halide::Target t = object_target(target);
  write_object(object, [&] {
    if (lowered.streaming_outputs.empty() && !edit && !uses_f16c(t) && !uses_fma_exp(t) && !prefetches_into_l2(t)) {
      std::vector<Halide::Argument> args(lowered.inputs.begin(), lowered.inputs.end());
      lowered.pipeline.compile_to_object(object.string(), args, function, t);
      return;
    }
    Halide::Module module = edited_module(lowered, function, t, edit);
    if (!lowered.streaming_outputs.empty()) {
      compile_with_streaming_stores(module, lowered.streaming_outputs, object);
      return;
    }
    module.compile({{Halide::OutputFileType::object, object.string()}});
  });
}

bool compiles_with_others(const lower::LoweredKernel& lowered) { return lowered.streaming_outputs.empty(); }

Halide::Module kernel_module(lower::LoweredKernel& lowered, const std::string& function, const Halide::Target& target) {
  return edited_module(lowered, function, object_target(target), {});
}

void compile_modules_object(const std::vector<Halide::Module>& modules, const std::filesystem::path& object) {
  write_object(object, [&] {
    // Halide's link_modules keeps functions and buffers only: the linked-in
    // bitcode (once per name) and the strict-float flag are carried over here.
    Halide::Module linked = Halide::link_modules(modules.front().name() + "_with_others", modules);
    std::set<std::string> external;
    bool strict = false;
    for (const Halide::Module& m : modules) {
      strict = strict || m.any_strict_float();
      for (const Halide::ExternalCode& code : m.external_code()) {
        if (external.insert(code.name()).second) linked.append(code);
      }
    }
    linked.set_any_strict_float(strict);
    linked.compile({{Halide::OutputFileType::object, object.string()}});
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
  return default_cpu_schedule(kernel, vector_bytes(t), kParallelMinElements, streaming_store_habits(vector_bytes(t)));
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
