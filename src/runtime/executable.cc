#include "runtime/executable.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <chrono>
#include <set>

#include "support/error.h"

namespace kiln {

void Executable::finalize() {
  // A slot dies after the last step that reads it, unless it is an output,
  // a parameter or a constant.
  std::set<int> keep(output_slots_.begin(), output_slots_.end());
  for (const auto& [slot, buffer] : constants_) keep.insert(slot);
  keep.insert(parameter_slots_.begin(), parameter_slots_.end());
  std::vector<int> last_use(slot_types_.size(), -1);
  for (size_t i = 0; i < steps_.size(); ++i) {
    for (int s : steps_[i].inputs) last_use[static_cast<size_t>(s)] = static_cast<int>(i);
  }
  release_after_.assign(steps_.size(), {});
  for (size_t s = 0; s < last_use.size(); ++s) {
    if (last_use[s] >= 0 && !keep.count(static_cast<int>(s))) release_after_[static_cast<size_t>(last_use[s])].push_back(static_cast<int>(s));
  }
}

std::vector<TensorType> Executable::parameter_types() const {
  std::vector<TensorType> types;
  for (int s : parameter_slots_) types.push_back(slot_type(s));
  return types;
}

std::vector<HostBuffer> Executable::run(std::vector<HostBuffer> arguments, const RunOptions& options) const {
  KILN_CHECK(arguments.size() == parameter_slots_.size(), "{} arguments for {} parameters", arguments.size(),
             parameter_slots_.size());
  std::vector<HostBuffer> slots(slot_types_.size());
  for (size_t i = 0; i < arguments.size(); ++i) slots[static_cast<size_t>(parameter_slots_[i])] = std::move(arguments[i]);
  for (const auto& [slot, buffer] : constants_) slots[static_cast<size_t>(slot)] = buffer;
  // Memory comes from the pool: a dead intermediate's returns to it when its
  // slot lets go, and outputs the caller drops return to it between runs.
  auto allocate = [&](int s) {
    HostBuffer b;
    b.type = slot_type(s);
    b.data = pool_->allocate(HostBuffer::capacity_for(b.type));
    return b;
  };
  for (size_t i = 0; i < steps_.size(); ++i) {
    const Step& step = steps_[i];
    for (int s : step.outputs) {
      if (step.allocates_outputs && !slots[static_cast<size_t>(s)].data) slots[static_cast<size_t>(s)] = allocate(s);
    }
    const auto start = std::chrono::steady_clock::now();
    step.run(slots);
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    if (options.on_step) options.on_step(i, ms);
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
      fmt::print(stderr, "launch kernel={} kind={} in=[{}] out=[{}] bytes={} ms={:.3f}\n", step.name, step.kind,
                 fmt::join(ins, ", "), fmt::join(outs, ", "), bytes, ms);
    }
    for (int s : release_after_[i]) slots[static_cast<size_t>(s)] = HostBuffer();
  }
  std::vector<HostBuffer> out;
  for (int s : output_slots_) out.push_back(slots[static_cast<size_t>(s)]);
  return out;
}

std::vector<Literal> Executable::run_literals(const std::vector<Literal>& arguments, const RunOptions& options) const {
  if (arguments.size() != parameter_slots_.size()) {
    user_error("the model takes {} argument(s), got {}", parameter_slots_.size(), arguments.size());
  }
  std::vector<HostBuffer> buffers;
  for (size_t i = 0; i < arguments.size(); ++i) {
    const TensorType& want = slot_type(parameter_slots_[i]);
    if (!arguments[i].type().same_logical(want)) {
      user_error("argument {} is {}, but the parameter is {}", i, arguments[i].type().to_string(false), want.to_string(false));
    }
    buffers.push_back(to_host_buffer(arguments[i], want));
  }
  std::vector<Literal> out;
  for (const HostBuffer& b : run(std::move(buffers), options)) out.push_back(to_literal(b));
  return out;
}

}  // namespace kiln
