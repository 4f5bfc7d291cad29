// kiln tune on the CPU: the CPU rules and search space (schedule/cpu_search.h)
// plus Halide's autoschedulers, kernels run on host buffers.
#include <fmt/format.h>

#include <cstring>

#include "backends/cpu/cpu_backend.h"
#include "driver/tune.h"
#include "driver/tune_target.h"
#include "runtime/host_buffer.h"
#include "schedule/cpu_search.h"
#include "support/machine.h"

namespace kiln {

namespace {

class CpuKernelBench : public KernelBench {
 public:
  CpuKernelBench(const Kernel& kernel, const cpu::CpuOptions& cpu) : kernel_(kernel), cpu_(cpu), slots_(seeded_inputs(kernel)) {
    for (size_t i = 0; i < slots_.size(); ++i) in_slots_.push_back(static_cast<int>(i));
    for (const Value& v : kernel.outputs) {
      out_slots_.push_back(static_cast<int>(slots_.size()));
      slots_.emplace_back(v.type());
    }
  }

  std::function<void()> compile(const KernelSchedule& schedule) override {
    StepFn step = cpu::compile_kernel_with(kernel_, schedule, in_slots_, out_slots_, cpu_);
    return [this, step] { step(slots_); };
  }

  void poison_outputs() override {
    for (int s : out_slots_) {
      HostBuffer& b = slots_[static_cast<size_t>(s)];
      std::memset(b.bytes(), 0xFF, b.byte_size());
    }
  }

  std::vector<Literal> outputs() override {
    std::vector<Literal> out;
    for (int s : out_slots_) out.push_back(to_literal(slots_[static_cast<size_t>(s)]));
    return out;
  }

 private:
  const Kernel& kernel_;
  const cpu::CpuOptions& cpu_;
  std::vector<HostBuffer> slots_;
  std::vector<int> in_slots_, out_slots_;
};

class CpuTuneTarget : public TuneTarget {
 public:
  explicit CpuTuneTarget(const TuneOptions& options) : options_(options) {
    cpu::set_threads(options.threads);
    cpu_.threads = options.threads;
    cpu_.disk_cache = DiskCache::open(options.cache);
  }

  std::string name() const override { return "cpu"; }
  std::string store_key() const override { return cpu::host_target(); }
  std::string machine() const override { return cpu_model(); }
  KernelSchedule default_schedule(const Kernel& kernel) const override { return cpu::default_schedule(kernel); }

  std::vector<Candidate> candidates(const Kernel&, const KernelSchedule& default_schedule) const override {
    std::vector<Candidate> out = cpu_candidates(default_schedule);
    for (const std::string& name : options_.autoschedulers) {
      Candidate c{"autoscheduler " + name, {}};
      c.schedule.autoscheduler = autoscheduler_choice(name, cpu_.threads);
      out.push_back(std::move(c));
    }
    return out;
  }

  std::unique_ptr<KernelBench> bench(const Kernel& kernel) const override { return std::make_unique<CpuKernelBench>(kernel, cpu_); }

 private:
  const TuneOptions& options_;
  cpu::CpuOptions cpu_;
};

}  // namespace

std::unique_ptr<TuneTarget> make_cpu_tune_target(const TuneOptions& options) { return std::make_unique<CpuTuneTarget>(options); }

}  // namespace kiln
