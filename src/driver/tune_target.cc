#include "driver/tune_target.h"

#include "backends/cpu/cpu_backend.h"
#include "driver/targets.h"
#include "driver/tune.h"
#include "support/error.h"

namespace kiln {

// tune_cpu.cc and tune_cuda.cc.
std::unique_ptr<TuneTarget> make_cpu_tune_target(const TuneOptions& options);
std::unique_ptr<TuneTarget> make_cuda_tune_target(const TuneOptions& options, const std::string& target);

std::vector<HostBuffer> seeded_inputs(const Kernel& kernel) {
  std::vector<HostBuffer> inputs;
  uint64_t seed = 17;
  for (const Value& v : kernel.inputs) inputs.push_back(to_host_buffer(random_literal(v.type(), seed++), v.type()));
  return inputs;
}

std::unique_ptr<TuneTarget> make_tune_target(const TuneOptions& options) {
  const TargetChoice target = parse_target(options.target);
  switch (target.kind) {
    case TargetKind::Cpu: return make_cpu_tune_target(options);
    case TargetKind::Cuda: return make_cuda_tune_target(options, target.name);
    default: user_error("kiln tune searches schedules for cpu and cuda targets, not {}", target.name);
  }
}

std::string tune_store_key(const std::string& target_name) {
  const TargetChoice target = parse_target(target_name);
  switch (target.kind) {
    case TargetKind::Cpu: return cpu::host_target();
    case TargetKind::Cuda: return target.name;
    default: user_error("kiln tune searches schedules for cpu and cuda targets, not {}", target.name);
  }
}

}  // namespace kiln
