#include "driver/tune_target.h"

#include "backends/cpu/cpu_backend.h"
#include "driver/targets.h"
#include "driver/tune.h"
#include "support/error.h"

namespace kiln {

// tune_cpu.cc and tune_cuda.cc.
std::unique_ptr<TuneTarget> make_cpu_tune_target(const TuneOptions& options);
std::unique_ptr<TuneTarget> make_gpu_tune_target(const TuneOptions& options);

std::vector<HostBuffer> seeded_inputs(const Kernel& kernel) {
  std::vector<HostBuffer> inputs;
  uint64_t seed = 17;
  for (const Value& v : kernel.inputs) inputs.push_back(to_host_buffer(random_literal(v.type(), seed++), v.type()));
  return inputs;
}

std::unique_ptr<TuneTarget> make_tune_target(const TuneOptions& options) {
  if (options.target.gpu()) return make_gpu_tune_target(options);
  if (options.target.kind == TargetKind::Cpu) return make_cpu_tune_target(options);
  user_error("kiln tune searches schedules for compiled targets, not {}", options.target.name);
}

std::string tune_store_key(const Target& target) {
  if (target.gpu()) return gpu_backend(target)->store_key();
  if (target.kind == TargetKind::Cpu) return cpu::host_target();
  user_error("kiln tune searches schedules for compiled targets, not {}", target.name);
}

}  // namespace kiln
