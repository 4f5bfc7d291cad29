#include "runtime/executable.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <chrono>
#include <cstring>
#include <set>

#include "support/cancellation.h"
#include "support/error.h"

namespace kiln {

namespace {

double ms_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

// Where each slot's value is valid during a run, and the copies that keep
// host and device steps fed.
class SlotTable {
 public:
  SlotTable(size_t n, Device* device, BufferPool* host_pool, BufferPool* device_pool, bool log)
      : host(n), device(n), on_host_(n, false), on_device_(n, false), device_(device), host_pool_(host_pool),
        device_pool_(device_pool), log_(log) {}

  void set_host(int s, HostBuffer b) {
    host[idx(s)] = std::move(b);
    on_host_[idx(s)] = true;
    on_device_[idx(s)] = false;
  }
  void set_device(int s, DeviceBuffer b) {
    device[idx(s)] = std::move(b);
    on_device_[idx(s)] = true;
  }
  // Slot `s` holds `b` on the sides it is set on.
  void set_placed(int s, PlacedBuffer b) {
    host[idx(s)] = std::move(b.host);
    device[idx(s)] = std::move(b.device);
    on_host_[idx(s)] = host[idx(s)].data != nullptr;
    on_device_[idx(s)] = static_cast<bool>(device[idx(s)]);
  }
  // Slot `s` on the sides that hold its value.
  PlacedBuffer placed(int s) const {
    PlacedBuffer b;
    if (on_host_[idx(s)]) b.host = host[idx(s)];
    if (on_device_[idx(s)]) b.device = device[idx(s)];
    return b;
  }
  // The step wrote slot `s` on its side: the other side's copy is stale.
  void written(int s, bool on_device) {
    on_device_[idx(s)] = on_device;
    on_host_[idx(s)] = !on_device;
  }
  void release(int s) {
    host[idx(s)] = HostBuffer();
    device[idx(s)] = DeviceBuffer();
    on_host_[idx(s)] = on_device_[idx(s)] = false;
  }

  HostBuffer allocate_host(const TensorType& t) {
    HostBuffer b;
    b.type = t;
    b.data = host_pool_->allocate(HostBuffer::capacity_for(t));
    return b;
  }
  DeviceBuffer allocate_device(const TensorType& t) {
    DeviceBuffer b;
    b.type = t;
    b.memory = device_pool_->allocate(HostBuffer::capacity_for(t));
    return b;
  }

  // Makes slot `s` valid on the host, copying it back from the device.
  void need_on_host(int s, const TensorType& t) {
    if (on_host_[idx(s)] || !on_device_[idx(s)]) return;
    const auto start = std::chrono::steady_clock::now();
    if (!host[idx(s)].data) host[idx(s)] = allocate_host(t);
    device_->copy_to_host(host[idx(s)].bytes(), device[idx(s)].address(), device[idx(s)].byte_size());
    on_host_[idx(s)] = true;
    if (log_) fmt::print(stderr, "copy to=host slot={} {} bytes={} ms={:.3f}\n", s, t.to_string(), t.byte_size(), ms_since(start));
  }
  // Makes slot `s` valid on the device, copying it there from the host.
  void need_on_device(int s, const TensorType& t) {
    if (on_device_[idx(s)] || !on_host_[idx(s)]) return;
    const auto start = std::chrono::steady_clock::now();
    if (!device[idx(s)]) device[idx(s)] = allocate_device(t);
    device_->copy_to_device(device[idx(s)].address(), host[idx(s)].bytes(), host[idx(s)].byte_size());
    on_device_[idx(s)] = true;
    if (log_) fmt::print(stderr, "copy to=device slot={} {} bytes={} ms={:.3f}\n", s, t.to_string(), t.byte_size(), ms_since(start));
  }

  std::vector<HostBuffer> host;
  std::vector<DeviceBuffer> device;

 private:
  static size_t idx(int s) { return static_cast<size_t>(s); }
  std::vector<bool> on_host_, on_device_;
  Device* device_;
  BufferPool* host_pool_;
  BufferPool* device_pool_;
  bool log_;
};

// A control-flow step: its inputs as they are placed, its outputs placed as
// it returns them.
void run_control_step(const Step& step, SlotTable& slots) {
  std::vector<PlacedBuffer> inputs;
  for (int s : step.inputs) inputs.push_back(slots.placed(s));
  std::vector<PlacedBuffer> outputs = step.run_control(std::move(inputs));
  KILN_CHECK(outputs.size() == step.outputs.size(), "step {} returned {} values for {} outputs", step.name, outputs.size(), step.outputs.size());
  for (size_t o = 0; o < outputs.size(); ++o) slots.set_placed(step.outputs[o], std::move(outputs[o]));
}

}  // namespace

void Executable::set_device(std::shared_ptr<Device> device) {
  std::lock_guard<std::mutex> lock(device_constants_mutex_);
  device_ = std::move(device);
  std::shared_ptr<Device> d = device_;
  device_pool_ = std::make_shared<BufferPool>(size_t{4} << 30, BufferPool::Source{
                                                  [d](size_t bytes) { return reinterpret_cast<uint8_t*>(d->allocate(bytes)); },
                                                  [d](uint8_t* p) { d->release(reinterpret_cast<uint64_t>(p)); }});
  device_constants_.clear();
}

void Executable::finalize() {
  // A slot dies after the last step that reads it, unless it is an output,
  // a parameter or a constant.
  std::set<int> keep(output_slots_.begin(), output_slots_.end());
  for (const auto& [slot, buffer] : constants_) keep.insert(slot);
  keep.insert(parameter_slots_.begin(), parameter_slots_.end());
  std::vector<int> last_use(slot_types_.size(), -1);
  for (size_t i = 0; i < steps_.size(); ++i) {
    KILN_CHECK(!steps_[i].on_device() || device_, "step {} runs on a device, but the executable has none", steps_[i].name);
    for (int s : steps_[i].inputs) last_use[static_cast<size_t>(s)] = static_cast<int>(i);
  }
  release_after_.assign(steps_.size(), {});
  for (size_t s = 0; s < last_use.size(); ++s) {
    if (last_use[s] >= 0 && !keep.count(static_cast<int>(s))) release_after_[static_cast<size_t>(last_use[s])].push_back(static_cast<int>(s));
  }
}

void Executable::run_step(size_t i, std::vector<HostBuffer>& slots) const {
  const Step& step = steps_.at(i);
  if (step.on_device()) {  // its inputs copied in, its outputs copied back
    KILN_CHECK(device_ != nullptr, "device step {} without a device", step.name);
    std::vector<DeviceBuffer> on_device(slots.size());
    auto allocate = [&](int s) {
      DeviceBuffer b;
      b.type = slot_type(s);
      b.memory = device_pool_->allocate(HostBuffer::capacity_for(b.type));
      return b;
    };
    for (int s : step.inputs) {
      DeviceBuffer& b = on_device[static_cast<size_t>(s)] = allocate(s);
      device_->copy_to_device(b.address(), slots[static_cast<size_t>(s)].bytes(), b.byte_size());
    }
    for (int s : step.outputs) {
      if (step.allocates_outputs) on_device[static_cast<size_t>(s)] = allocate(s);
    }
    step.run_on_device(on_device);
    device_->synchronize();
    for (int s : step.outputs) {
      HostBuffer b;
      b.type = slot_type(s);
      b.data = pool_->allocate(HostBuffer::capacity_for(b.type));
      device_->copy_to_host(b.bytes(), on_device[static_cast<size_t>(s)].address(), b.byte_size());
      slots[static_cast<size_t>(s)] = std::move(b);
    }
    return;
  }
  if (step.run_control) {  // its results brought to the host
    std::vector<PlacedBuffer> inputs;
    for (int s : step.inputs) inputs.push_back({slots[static_cast<size_t>(s)], {}});
    std::vector<PlacedBuffer> outputs = step.run_control(std::move(inputs));
    for (size_t o = 0; o < outputs.size(); ++o) {
      HostBuffer& to = slots[static_cast<size_t>(step.outputs[o])];
      if (outputs[o].on_host()) {
        to = std::move(outputs[o].host);
        continue;
      }
      to.type = slot_type(step.outputs[o]);
      to.data = pool_->allocate(HostBuffer::capacity_for(to.type));
      read_on_host(outputs[o], to.bytes(), to.byte_size());
    }
    return;
  }
  for (int s : step.outputs) {
    if (!step.allocates_outputs) continue;
    HostBuffer b;
    b.type = slot_type(s);
    b.data = pool_->allocate(HostBuffer::capacity_for(b.type));
    slots[static_cast<size_t>(s)] = std::move(b);
  }
  step.run(slots);
}

std::vector<TensorType> Executable::parameter_types() const {
  std::vector<TensorType> types;
  for (int s : parameter_slots_) types.push_back(slot_type(s));
  return types;
}

std::vector<HostBuffer> Executable::run(std::vector<HostBuffer> arguments, const RunOptions& options) const {
  std::vector<PlacedBuffer> placed(arguments.size());
  for (size_t i = 0; i < arguments.size(); ++i) placed[i].host = std::move(arguments[i]);
  std::vector<HostBuffer> out;
  for (PlacedBuffer& b : run_steps(std::move(placed), options, /*outputs_on_host=*/true)) out.push_back(std::move(b.host));
  return out;
}

std::vector<PlacedBuffer> Executable::run_placed(std::vector<PlacedBuffer> arguments, const RunOptions& options) const {
  return run_steps(std::move(arguments), options, /*outputs_on_host=*/false);
}

void Executable::read_on_host(const PlacedBuffer& value, void* to, size_t bytes) const {
  if (value.on_host()) {
    KILN_CHECK(bytes <= value.host.byte_size(), "reading {} bytes of a {}-byte value", bytes, value.host.byte_size());
    std::memcpy(to, value.host.bytes(), bytes);
    return;
  }
  KILN_CHECK(value.on_device() && device_, "a value on neither side");
  KILN_CHECK(bytes <= value.device.byte_size(), "reading {} bytes of a {}-byte value", bytes, value.device.byte_size());
  device_->copy_to_host(to, value.device.address(), bytes);
}

std::vector<PlacedBuffer> Executable::run_steps(std::vector<PlacedBuffer> arguments, const RunOptions& options, bool outputs_on_host) const {
  KILN_CHECK(arguments.size() == parameter_slots_.size(), "{} arguments for {} parameters", arguments.size(),
             parameter_slots_.size());
  SlotTable slots(slot_types_.size(), device_.get(), pool_.get(), device_pool_.get(), options.log_launches);
  for (size_t i = 0; i < arguments.size(); ++i) {
    KILN_CHECK(arguments[i].on_host() || arguments[i].on_device(), "argument {} is on neither side", i);
    KILN_CHECK(!arguments[i].on_device() || device_, "argument {} is on a device, but the executable has none", i);
    slots.set_placed(parameter_slots_[i], std::move(arguments[i]));
  }
  for (const auto& [slot, buffer] : constants_) slots.set_host(slot, buffer);
  {
    std::lock_guard<std::mutex> lock(device_constants_mutex_);
    for (const auto& [slot, buffer] : device_constants_) slots.set_device(slot, buffer);
  }
  const bool wait_for_device = options.log_launches || options.on_step;  // so a step's time is its own
  const CancellationScope cancellation(options.cancel);
  for (size_t i = 0; i < steps_.size(); ++i) {
    throw_if_cancelled();
    const Step& step = steps_[i];
    const bool control = static_cast<bool>(step.run_control), device = step.on_device();
    for (int s : step.inputs) {
      if (control) break;  // takes them where they are
      if (device) {
        slots.need_on_device(s, slot_type(s));
      } else {
        slots.need_on_host(s, slot_type(s));
      }
    }
    for (int s : step.outputs) {
      if (!step.allocates_outputs || control) continue;
      if (device && !slots.device[static_cast<size_t>(s)]) slots.device[static_cast<size_t>(s)] = slots.allocate_device(slot_type(s));
      if (!device && !slots.host[static_cast<size_t>(s)].data) slots.host[static_cast<size_t>(s)] = slots.allocate_host(slot_type(s));
    }
    const auto start = std::chrono::steady_clock::now();
    if (control) {
      run_control_step(step, slots);
      if (wait_for_device && device_) device_->synchronize();  // its branch's or body's kernels are its time
    } else if (device) {
      step.run_on_device(slots.device);
      if (wait_for_device) device_->synchronize();
    } else {
      step.run(slots.host);
    }
    const double ms = ms_since(start);
    for (int s : step.outputs) {
      if (!control) slots.written(s, device);
    }
    if (options.on_step) options.on_step(i, ms);
    if (options.on_value) {
      for (int s : step.outputs) {
        slots.need_on_host(s, slot_type(s));
        options.on_value(i, s, slots.host[static_cast<size_t>(s)]);
      }
    }
    if (options.log_launches) {
      std::vector<std::string> ins, outs;
      int64_t bytes = 0;
      for (int s : step.inputs) {
        ins.push_back(slot_type(s).to_string());
        bytes += slot_type(s).byte_size();
      }
      for (int s : step.outputs) {
        outs.push_back(slot_type(s).to_string());
        bytes += slot_type(s).byte_size();
      }
      fmt::print(stderr, "launch kernel={} kind={}{}{} in=[{}] out=[{}] bytes={} ms={:.3f}\n", step.name, step.kind,
                 device ? " on=device" : "", step.launch.empty() ? "" : " " + step.launch, fmt::join(ins, ", "), fmt::join(outs, ", "),
                 bytes, ms);
    }
    for (int s : release_after_[i]) slots.release(s);
  }
  // Constants copied to the device stay there for the next run.
  std::lock_guard<std::mutex> lock(device_constants_mutex_);
  if (device_ && device_constants_.empty()) {
    for (const auto& [slot, buffer] : constants_) {
      if (slots.device[static_cast<size_t>(slot)]) device_constants_.emplace_back(slot, slots.device[static_cast<size_t>(slot)]);
    }
  }
  std::vector<PlacedBuffer> out;
  for (int s : output_slots_) {
    if (outputs_on_host) slots.need_on_host(s, slot_type(s));
    out.push_back(slots.placed(s));
  }
  return out;
}

HostBuffer Executable::argument_buffer(size_t i, const Literal& argument) const {
  const TensorType& want = slot_type(parameter_slots_.at(i));
  if (!argument.type().same_logical(want)) {
    user_error("argument {} is {}, but the parameter is {}", i, argument.type().to_string(false), want.to_string(false));
  }
  return to_host_buffer(argument, want);
}

std::vector<Literal> Executable::run_buffers(std::vector<HostBuffer> buffers, const RunOptions& options) const {
  std::vector<Literal> out;
  for (const HostBuffer& b : run(std::move(buffers), options)) out.push_back(to_literal(b));
  return out;
}

std::vector<Literal> Executable::run_literals(const std::vector<Literal>& arguments, const RunOptions& options) const {
  if (arguments.size() != parameter_slots_.size()) {
    user_error("the model takes {} argument(s), got {}", parameter_slots_.size(), arguments.size());
  }
  std::vector<HostBuffer> buffers;
  for (size_t i = 0; i < arguments.size(); ++i) buffers.push_back(argument_buffer(i, arguments[i]));
  return run_buffers(std::move(buffers), options);
}

std::vector<Literal> Executable::run_literals(size_t count, const std::function<Literal(size_t)>& argument, const RunOptions& options) const {
  if (count != parameter_slots_.size()) user_error("the model takes {} argument(s), got {}", parameter_slots_.size(), count);
  std::vector<HostBuffer> buffers;
  for (size_t i = 0; i < count; ++i) buffers.push_back(argument_buffer(i, argument(i)));
  return run_buffers(std::move(buffers), options);
}

}  // namespace kiln
