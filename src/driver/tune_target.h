// What `kiln tune` needs of a target, so that one tuner (driver/tune.h)
// searches the CPU and the GPU alike: the target's default rule and search
// space, its key in the schedule store, the machine it measures on, and a
// kernel compiled under a schedule and run on the same seeded inputs each time
// (host buffers on the CPU; device buffers on the GPU, timed with the device
// synchronized).
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "driver/target.h"
#include "fusion/kernel_plan.h"
#include "ir/literal.h"
#include "runtime/host_buffer.h"
#include "schedule/candidate.h"

namespace kiln {

struct TuneOptions;

// The seeded random inputs a bench runs `kernel` on, the same on every target.
std::vector<HostBuffer> seeded_inputs(const Kernel& kernel);

// One kernel with its inputs in place, ready to run under any schedule.
class KernelBench {
 public:
  virtual ~KernelBench() = default;
  // The kernel compiled under `schedule`, as a function that runs it once on
  // the bench's inputs (asynchronously on a GPU). Throws when the schedule
  // does not apply to the kernel.
  virtual std::function<void()> compile(const KernelSchedule& schedule) = 0;
  // Waits for the runs started so far (the GPU's queue; nothing on the CPU).
  virtual void synchronize() {}
  // The outputs of the last run, on the host.
  virtual std::vector<Literal> outputs() = 0;
  // Fills the outputs with 0xFF bytes (NaN, -1), so that a candidate that
  // leaves part of an output unwritten does not pass on the default's values.
  virtual void poison_outputs() = 0;
};

class TuneTarget {
 public:
  virtual ~TuneTarget() = default;
  virtual std::string name() const = 0;       // as --target names it: "cpu", "cuda-sm86"
  virtual std::string store_key() const = 0;  // the schedule store's target directory
  virtual std::string machine() const = 0;    // the CPU model or GPU name, recorded per entry
  virtual KernelSchedule default_schedule(const Kernel& kernel) const = 0;
  virtual std::vector<Candidate> candidates(const Kernel& kernel, const KernelSchedule& default_schedule) const = 0;
  virtual std::unique_ptr<KernelBench> bench(const Kernel& kernel) const = 0;
};

// The tune target `options.target` names. UserError for one kiln cannot tune
// (the reference target, CUDA in a build without it) and, for CUDA, where no
// GPU is at hand (naming the driver library looked for).
std::unique_ptr<TuneTarget> make_tune_target(const TuneOptions& options);

// The store key make_tune_target(...)->store_key() gives, without opening a
// device (for --emit-jobs on a machine without the GPU the jobs will run on).
std::string tune_store_key(const Target& target);

}  // namespace kiln
