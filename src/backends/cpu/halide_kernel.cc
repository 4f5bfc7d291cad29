// CPU kernels: the CPU schedule applied, compiled once (compiled_kernel.h), and
// launched on host buffers.
#include <Halide.h>
#include <fmt/format.h>

#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <set>

#include "backends/cpu/compiled_kernel.h"
#include "backends/cpu/cpu_backend.h"
#include "backends/cpu/cpu_target.h"
#include "backends/cpu/kernel_loader.h"
#include "backends/cpu/shared_object.h"
#include "cache/kernel_fingerprint.h"
#include "fusion/flat_kernel.h"
#include "lower/cpu_schedule.h"
#include "lower/kernel_lowering.h"
#include "support/error.h"
#include "support/parallel_for.h"
#include "support/warning.h"

namespace kiln::cpu {

namespace {

// A Halide::Buffer over `b`'s memory (it copies the view's shape).
Halide::Buffer<> wrap(HostBuffer& b, const Dims& as) { return Halide::Buffer<>(HalideBufferView(b, as).buffer); }

// How a kernel sees its buffers: each as its own shape, or (a flat kernel)
// as the dims FlatKernel gives.
struct BufferViews {
  std::vector<Dims> inputs, outputs;  // empty: every buffer its own shape
  const Dims& input(size_t i) const { return i < inputs.size() ? inputs[i] : own(); }
  const Dims& output(size_t i) const { return i < outputs.size() ? outputs[i] : own(); }
  static const Dims& own() {
    static const Dims none;
    return none;
  }
};

void run(CompiledKernel& k, std::vector<HostBuffer>& slots, const std::vector<int>& input_slots, const std::vector<int>& output_slots,
         const BufferViews& as) {
  if (k.entry) {
    std::vector<HalideBufferView> views;
    views.reserve(input_slots.size() + output_slots.size());
    for (size_t i = 0; i < input_slots.size(); ++i) views.emplace_back(slots[static_cast<size_t>(input_slots[i])], as.input(i));
    for (size_t i = 0; i < output_slots.size(); ++i) views.emplace_back(slots[static_cast<size_t>(output_slots[i])], as.output(i));
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
    inputs.push_back(wrap(slots[static_cast<size_t>(input_slots[i])], as.input(i)));
    params.set(k.jit->inputs[i], inputs.back());
  }
  std::vector<Halide::Buffer<>> outputs;
  for (size_t i = 0; i < output_slots.size(); ++i) outputs.push_back(wrap(slots[static_cast<size_t>(output_slots[i])], as.output(i)));
  try {
    k.jit->pipeline.realize(Halide::Realization(outputs), k.jit_target, params);
  } catch (const Halide::RuntimeError& e) {
    internal_error("kernel {} failed at run time: {}", k.name, e.what());
  }
}

// A flat kernel's buffers take their extents and row stride from the launch;
// the innermost dimension keeps its stride of 1, every dimension its min of 0.
void allow_any_extent(lower::LoweredKernel& lowered) {
  auto free_extent = [](Halide::Internal::Parameter p) {
    for (int d = 0; d < p.dimensions(); ++d) {
      p.set_extent_constraint(d, Halide::Expr());
      if (d + 1 < p.dimensions()) p.set_stride_constraint(d, Halide::Expr());
    }
  };
  for (Halide::ImageParam& in : lowered.inputs) free_extent(in.parameter());
  for (Halide::Func& out : lowered.outputs) {
    for (Halide::OutputImageParam b : out.output_buffers()) free_extent(b.parameter());
  }
}

bool streams_stores(const KernelSchedule& schedule) {
  for (const LoopSchedule& l : schedule.loops) {
    if (l.streaming_stores) return true;
  }
  return false;
}

// Halide indexes buffers with 32-bit extents and strides, and without its
// assertions (in_process_kernel_target) nothing would stop one past them: a
// clear error instead. Buffers of 2 GB or more take 64-bit addressing.
Halide::Target target_for_sizes(const Kernel& kernel, Halide::Target target) {
  bool large = false;
  auto check = [&](const Value& v) {
    const TensorType& t = v.type();
    for (int64_t s : physical_strides(t)) {
      if (s > std::numeric_limits<int32_t>::max()) user_error("unsupported: kernel {} reads or writes {}, past 2^31 elements", kernel.name, t.to_string());
    }
    for (int64_t d : t.dims) {
      if (d > std::numeric_limits<int32_t>::max()) user_error("unsupported: kernel {} reads or writes {}, past 2^31 elements", kernel.name, t.to_string());
    }
    large = large || t.byte_size() > std::numeric_limits<int32_t>::max();
  };
  for (const Value& v : kernel.inputs) check(v);
  for (const Value& v : kernel.outputs) check(v);
  return large ? target.with_feature(Halide::Target::LargeBuffers) : target;
}

// A kernel ready for find_or_compile (alone or together with others), and
// its step once compiled.
struct PreparedKernel {
  KernelToCompile compile;
  std::shared_ptr<const FlatKernel> flat;  // owns compile.kernel for a flat kernel
  std::function<StepFn(std::shared_ptr<CompiledKernel>)> step;
};

// One compile for every size (fusion/flat_kernel.h): the flat kernel, with
// the default rule's schedule for its placeholder size, in the memory and
// disk caches under one fingerprint.
PreparedKernel prepared_flat(const Kernel& original, FlatKernel flat, const std::vector<int>& input_slots,
                             const std::vector<int>& output_slots) {
  auto owned = std::make_shared<const FlatKernel>(std::move(flat));
  const KernelSchedule schedule = default_schedule(owned->kernel);
  PreparedKernel p;
  KernelBuild& build = p.compile.build;
  build.target = target_for_sizes(original, in_process_kernel_target());
  build.fingerprint = kernel_fingerprint(owned->kernel, schedule, build.target.to_string() + " any-size");
  build.lower = [owned, schedule, target = build.target] {
    lower::LoweredKernel lowered = lower::lower_for_cpu(owned->kernel, schedule, target);
    allow_any_extent(lowered);
    return lowered;
  };
  p.compile.kernel = &owned->kernel;
  const BufferViews views{owned->input_views, owned->output_views};
  std::vector<int> ins, outs;  // in the flat kernel's order
  for (size_t i : owned->input_of) ins.push_back(input_slots.at(i));
  for (size_t i : owned->output_of) outs.push_back(output_slots.at(i));
  p.step = [ins, outs, views](std::shared_ptr<CompiledKernel> c) -> StepFn {
    return [c, ins, outs, views](std::vector<HostBuffer>& slots) { run(*c, slots, ins, outs, views); };
  };
  p.flat = std::move(owned);
  return p;
}

// `kernel` with `schedule`, at its own sizes.
PreparedKernel prepared_with(const Kernel& kernel, const KernelSchedule& schedule, const std::vector<int>& input_slots,
                             const std::vector<int>& output_slots) {
  PreparedKernel p;
  KernelBuild& build = p.compile.build;
  build.target = target_for_sizes(kernel, in_process_kernel_target());
  build.fingerprint = kernel_fingerprint(kernel, schedule, build.target.to_string());
  build.lower = [&kernel, schedule, target = build.target] { return lower::lower_for_cpu(kernel, schedule, target); };
  p.compile.kernel = &kernel;
  p.step = [input_slots, output_slots](std::shared_ptr<CompiledKernel> c) -> StepFn {
    return [c, input_slots, output_slots](std::vector<HostBuffer>& slots) { run(*c, slots, input_slots, output_slots, BufferViews{}); };
  };
  return p;
}

// The step of `p`, compiled now (or found compiled).
StepFn compiled_step(const PreparedKernel& p, const CpuOptions& options, bool log_compiles) {
  return p.step(find_or_compile(*p.compile.kernel, p.compile.build, options.disk_cache.get(), log_compiles));
}

// The flat kernel `kernel` compiles as, if it does: only by the default rule,
// and not where that rule streams its stores (the flat kernel's placeholder
// size would not).
std::optional<FlatKernel> compiled_as_flat(const Kernel& kernel, const KernelSchedule& schedule, const std::string& origin) {
  if (is_stored_schedule(origin) || schedule.autoscheduler || streams_stores(schedule)) return std::nullopt;
  return as_flat_kernel(kernel);
}

}  // namespace

KernelSchedule schedule_for(const Kernel& kernel, const ScheduleStore* schedules, std::string* origin) {
  std::string own_origin;
  KernelSchedule schedule = schedule_for_target(kernel, "host", schedules, &own_origin);
  if (std::optional<FlatKernel> flat = compiled_as_flat(kernel, schedule, own_origin)) {
    schedule = default_schedule(flat->kernel);
    own_origin += flat->kernel.outputs[0].type().rank() == 2 ? ", for any size (flat kernel of rows)" : ", for any size (flat kernel)";
  }
  if (origin) *origin = own_origin;
  return schedule;
}

StepFn compile_kernel(const Kernel& kernel, const std::vector<int>& input_slots, const std::vector<int>& output_slots,
                      const CpuOptions& options) {
  std::string origin;
  KernelSchedule schedule;
  if (options.autoscheduler.empty()) {
    schedule = schedule_for_target(kernel, "host", options.schedules.get(), &origin);
  } else {
    schedule.autoscheduler = autoscheduler_choice(options.autoscheduler, options.threads);
  }
  if (options.log_compiles && is_stored_schedule(origin)) fmt::print(stderr, "schedule kernel={} {}\n", kernel.name, origin);
  if (std::optional<FlatKernel> flat = compiled_as_flat(kernel, schedule, origin)) {
    return compiled_step(prepared_flat(kernel, std::move(*flat), input_slots, output_slots), options, options.log_compiles);
  }
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
  return compiled_step(prepared_with(kernel, schedule, input_slots, output_slots), options, options.log_compiles);
}

namespace {

// At most this many kernels share an object: the per-module part of a
// compile is spread thin by then, and each kernel's disk-cache entry is a copy
// of its whole object (the entry's checksum is seeded with its key).
constexpr size_t kKernelsPerObject = 8;


// `kernel` prepared with the default rule (as a flat kernel where it is
// one); nullopt where a stored schedule or an autoscheduler decides it
// (compile_kernel's fallbacks apply there).
std::optional<PreparedKernel> prepare_default_rule(const Kernel& kernel, const std::vector<int>& input_slots,
                                                   const std::vector<int>& output_slots, const CpuOptions& options) {
  if (!options.autoscheduler.empty()) return std::nullopt;
  std::string origin;
  const KernelSchedule schedule = schedule_for_target(kernel, "host", options.schedules.get(), &origin);
  if (is_stored_schedule(origin)) return std::nullopt;
  if (std::optional<FlatKernel> flat = compiled_as_flat(kernel, schedule, origin)) {
    return prepared_flat(kernel, std::move(*flat), input_slots, output_slots);
  }
  return prepared_with(kernel, schedule, input_slots, output_slots);
}

}  // namespace

std::vector<StepFn> compile_kernels(const std::vector<KernelSteps>& kernels, const CpuOptions& options) {
  std::vector<StepFn> steps(kernels.size());
  std::vector<std::optional<PreparedKernel>> prepared(kernels.size());
  for (size_t i = 0; i < kernels.size(); ++i) {
    prepared[i] = prepare_default_rule(*kernels[i].kernel, kernels[i].inputs, kernels[i].outputs, options);
  }
  // Work items: the distinct default-rule kernels in chunks of at most
  // kKernelsPerObject, at least one chunk per worker, taken by the workers in
  // turn; then every other kernel on its own.
  std::set<uint64_t> seen;
  std::vector<bool> repeat(kernels.size(), false);
  std::vector<size_t> distinct, alone;
  for (size_t i = 0; i < kernels.size(); ++i) {
    if (!prepared[i]) {
      alone.push_back(i);
    } else if (seen.insert(prepared[i]->compile.build.fingerprint).second) {
      distinct.push_back(i);
    } else {
      repeat[i] = true;
    }
  }
  const size_t workers = static_cast<size_t>(std::max(1, hardware_threads()));
  size_t chunks = std::max(workers, (distinct.size() + kKernelsPerObject - 1) / kKernelsPerObject);
  chunks = (chunks + workers - 1) / workers * workers;
  const size_t per_chunk = std::max<size_t>(1, (distinct.size() + chunks - 1) / chunks);
  std::vector<std::vector<size_t>> groups;
  for (size_t at = 0; at < distinct.size(); at += per_chunk) {
    groups.emplace_back(distinct.begin() + static_cast<std::ptrdiff_t>(at), distinct.begin() + static_cast<std::ptrdiff_t>(std::min(at + per_chunk, distinct.size())));
  }
  const size_t items = groups.size() + alone.size();
  parallel_for(items, static_cast<int>(workers), [&](size_t item) {
    if (item >= groups.size()) {
      const size_t i = alone[item - groups.size()];
      steps[i] = compile_kernel(*kernels[i].kernel, kernels[i].inputs, kernels[i].outputs, options);
      return;
    }
    std::vector<KernelToCompile> compile;
    for (size_t i : groups[item]) compile.push_back(prepared[i]->compile);
    find_or_compile_together(compile, options.disk_cache.get(), options.log_compiles);
  });
  // Every distinct kernel is compiled now: the repeats are memory hits (and
  // logged as such).
  for (size_t i = 0; i < kernels.size(); ++i) {
    if (!prepared[i]) continue;
    steps[i] = compiled_step(*prepared[i], options, options.log_compiles && repeat[i]);
  }
  return steps;
}

}  // namespace kiln::cpu
