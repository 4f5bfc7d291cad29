// An executable: the ordered steps that run a graph (kernel calls, library
// calls, loops) over a table of buffers. Backends make the steps; this file knows
// nothing of Halide. A step runs on the host or on a device: each slot's value
// lives on the host, on the device or both, and is copied (once, logged) only
// when a step on the other side reads it; parameters start on the host and
// outputs end there.
#pragma once

#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "runtime/buffer_pool.h"
#include "runtime/device.h"
#include "runtime/host_buffer.h"

namespace kiln {

// Reads and writes buffers of the executable's table by slot number.
using StepFn = std::function<void(std::vector<HostBuffer>& slots)>;
using DeviceStepFn = std::function<void(std::vector<DeviceBuffer>& slots)>;

// A value where a run has it: on the host, on the device, or both (each side
// set only where it holds the value).
struct PlacedBuffer {
  HostBuffer host;
  DeviceBuffer device;
  bool on_host() const { return host.data != nullptr; }
  bool on_device() const { return static_cast<bool>(device); }
};
// Control flow (while, conditional): takes its inputs where they are and
// returns its results where they were made, so that a loop whose body runs
// on the device keeps its state there.
using ControlStepFn = std::function<std::vector<PlacedBuffer>(std::vector<PlacedBuffer> inputs)>;

struct Step {
  std::string name;  // the kernel's name
  std::string kind;  // pointwise, gemm, loop, ...
  std::vector<int> inputs, outputs;  // slots
  StepFn run;                  // a host step
  DeviceStepFn run_on_device;  // a device step (then `run` is empty)
  ControlStepFn run_control;   // a control-flow step (then both are empty; it places its outputs)
  bool allocates_outputs = true;  // false: the step points its outputs at existing memory
  std::string launch;          // what --log-launches adds (a device step's grid and block)
  double flops = 0;            // its kernel's arithmetic and memory traffic (fusion/kernel_cost.h),
  int64_t bytes = 0;           // for the roofline of `kiln bench --roofline`
  DType gemm_dtype = DType::F32;  // the element type of its dot or convolution
  // A library step that can run more than one way: after runs, which way
  // they went where it was not the usual one ("" otherwise), for `kiln bench`
  // and the launch log (a bf16 GEMM that met a tiny value ran exactly in f32).
  std::function<std::string()> path;
  bool on_device() const { return static_cast<bool>(run_on_device); }
};

struct RunOptions {
  bool log_launches = false;  // one line per step on stderr, with shapes and time
  // Called after each step with its index and wall time (benchmarks).
  std::function<void(size_t step, double ms)> on_step;
  // Called after each step with every value it wrote, on the host (copied
  // from the device where a device step made it): `kiln run --dump-values`,
  // to find the first kernel where two targets part ways.
  std::function<void(size_t step, int slot, const HostBuffer& value)> on_value;
  // Set from another thread to stop the run: it throws Cancelled before the
  // next step or loop iteration (support/cancellation.h; Ctrl-C in Python).
  const std::atomic<bool>* cancel = nullptr;
};

class Executable {
 public:
  // Slots 0..num_parameters-1 hold the parameters; constants are preloaded.
  explicit Executable(std::vector<TensorType> slot_types)
      : slot_types_(std::move(slot_types)), pool_(std::make_shared<BufferPool>()) {}

  void set_parameter_slots(std::vector<int> slots) { parameter_slots_ = std::move(slots); }
  // The value each slot holds ("x", "sorted#1"), for tools that look inside.
  void set_slot_names(std::vector<std::string> names) { slot_names_ = std::move(names); }
  const std::string& slot_name(int slot) const { return slot_names_.at(static_cast<size_t>(slot)); }
  void set_output_slots(std::vector<int> slots) { output_slots_ = std::move(slots); }
  void set_constant(int slot, HostBuffer buffer) { constants_.emplace_back(slot, std::move(buffer)); }
  // The device that device steps run on (required when there are any).
  void set_device(std::shared_ptr<Device> device);
  void add_step(Step step) { steps_.push_back(std::move(step)); }
  // Call after the last add_step: computes when each slot can be released.
  void finalize();

  const std::vector<Step>& steps() const { return steps_; }
  const TensorType& slot_type(int slot) const { return slot_types_.at(static_cast<size_t>(slot)); }
  size_t num_slots() const { return slot_types_.size(); }

  // Runs on buffers in physical layout; returns the outputs in order.
  std::vector<HostBuffer> run(std::vector<HostBuffer> arguments, const RunOptions& options = {}) const;
  // The same with arguments and results wherever they are (a loop body's
  // state between iterations): nothing is copied but what a step needs.
  std::vector<PlacedBuffer> run_placed(std::vector<PlacedBuffer> arguments, const RunOptions& options = {}) const;
  // The first `bytes` bytes of `value` (a pred, a branch index) on the host:
  // copied from the device when only the device has it.
  void read_on_host(const PlacedBuffer& value, void* to, size_t bytes) const;
  // Runs on logical row-major literals (checked against the parameters).
  std::vector<Literal> run_literals(const std::vector<Literal>& arguments, const RunOptions& options = {}) const;
  // The same with argument i made by `argument(i)` just before its buffer and
  // released right after: a model's parameters are held once, and at most
  // one of them twice, while it runs.
  std::vector<Literal> run_literals(size_t count, const std::function<Literal(size_t)>& argument, const RunOptions& options = {}) const;

  std::vector<TensorType> parameter_types() const;

  // Runs step `i` alone on `slots` (its inputs filled by the caller, on the
  // host; its outputs allocated here and, for a device step, copied back):
  // kiln parity --bisect feeds each kernel the reference's inputs.
  void run_step(size_t i, std::vector<HostBuffer>& slots) const;

 private:
  // Argument i's buffer, checked against the parameter.
  HostBuffer argument_buffer(size_t i, const Literal& argument) const;
  std::vector<Literal> run_buffers(std::vector<HostBuffer> buffers, const RunOptions& options) const;
  std::vector<PlacedBuffer> run_steps(std::vector<PlacedBuffer> arguments, const RunOptions& options, bool outputs_on_host) const;

  std::vector<TensorType> slot_types_;
  std::vector<std::string> slot_names_;
  std::vector<int> parameter_slots_, output_slots_;
  std::vector<std::pair<int, HostBuffer>> constants_;
  std::vector<Step> steps_;
  std::vector<std::vector<int>> release_after_;  // per step: slots no longer needed
  std::shared_ptr<BufferPool> pool_;              // memory recycled within and across runs
  std::shared_ptr<Device> device_;
  std::shared_ptr<BufferPool> device_pool_;       // device memory, recycled the same way
  mutable std::mutex device_constants_mutex_;
  mutable std::vector<std::pair<int, DeviceBuffer>> device_constants_;  // copied once, kept across runs
};

}  // namespace kiln
