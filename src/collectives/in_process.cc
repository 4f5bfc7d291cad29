#include "collectives/in_process.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <chrono>
#include <cstring>

#include "collectives/element_reduction.h"
#include "support/error.h"

namespace kiln {

InProcessWorld::InProcessWorld(int64_t devices, double timeout_seconds)
    : devices_(devices), timeout_seconds_(timeout_seconds), entered_(static_cast<size_t>(devices), 0) {}

void InProcessWorld::skip(int64_t device) {
  std::lock_guard<std::mutex> lock(mutex_);
  ++entered_[static_cast<size_t>(device)];
}

void InProcessWorld::abort(const std::string& why) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (aborted_.empty()) aborted_ = why;
  changed_.notify_all();
}

void InProcessWorld::wait_for_arrivals(std::unique_lock<std::mutex>& lock, const std::string& what, int64_t device, const Dims& members,
                                       const Meeting& meeting) {
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(timeout_seconds_);
  const auto all_here = [&] { return meeting.arrived == static_cast<int64_t>(members.size()); };
  while (!all_here()) {
    if (!aborted_.empty()) user_error("{}", aborted_);
    if (changed_.wait_until(lock, deadline) == std::cv_status::timeout && !all_here()) {
      Dims missing;
      for (size_t i = 0; i < members.size(); ++i) {
        if (!meeting.inputs[i]) missing.push_back(members[i]);
      }
      const std::string why = fmt::format("{}: device {} waited {:g} s for device{} {} of its group {{{}}}", what, device, timeout_seconds_,
                                          missing.size() == 1 ? "" : "s", fmt::join(missing, ", "), fmt::join(members, ","));
      if (aborted_.empty()) aborted_ = why;
      changed_.notify_all();
      user_error("{}", why);
    }
  }
  if (!aborted_.empty()) user_error("{}", aborted_);
}

void InProcessWorld::meet(int64_t device, const Dims& members, const std::string& what, const void* in,
                          const std::function<void(const std::vector<const void*>& inputs)>& work) {
  const int64_t position = position_in_group(members, device, what);
  const size_t n = members.size();
  std::unique_lock<std::mutex> lock(mutex_);
  if (!aborted_.empty()) user_error("{}", aborted_);
  // Every device runs the same collectives in the same order, so a group's
  // members meet at the collective each counts as its k-th.
  const auto key = std::make_pair(entered_[static_cast<size_t>(device)]++, members.front());
  Meeting& m = meetings_[key];
  if (m.inputs.empty()) m.inputs.assign(n, nullptr);
  // A zero-byte buffer may have no address: any non-null pointer marks the arrival.
  m.inputs[static_cast<size_t>(position)] = in ? in : static_cast<const void*>(&m);
  ++m.arrived;
  changed_.notify_all();
  wait_for_arrivals(lock, what, device, members, m);
  const std::vector<const void*> inputs = m.inputs;
  lock.unlock();
  std::string failure;
  try {
    work(inputs);
  } catch (const std::exception& e) {
    failure = e.what();
  }
  lock.lock();
  ++m.finished;
  if (!failure.empty() && aborted_.empty()) aborted_ = failure;
  changed_.notify_all();
  // Every member stays until all have read its input, abort or not: the
  // work is a bounded copy or reduction, and leaving early would free a
  // buffer another member is still reading.
  changed_.wait(lock, [&] { return m.finished == static_cast<int64_t>(n); });
  const bool last = ++m.left == static_cast<int64_t>(n);
  if (last) meetings_.erase(key);
  if (!failure.empty()) user_error("{}", failure);
}

void InProcessCommunicator::all_gather(const std::string& what, const Dims& group, const void* in, size_t bytes, void* out) {
  world_->meet(device_, group, what, in, [&](const std::vector<const void*>& inputs) {
    for (size_t k = 0; k < inputs.size(); ++k) {
      if (bytes) std::memcpy(static_cast<uint8_t*>(out) + k * bytes, inputs[k], bytes);
    }
  });
}

void InProcessCommunicator::all_reduce(const std::string& what, const Dims& group, DType dtype, ReductionKind kind, const void* in,
                                       void* out, int64_t count) {
  const size_t bytes = static_cast<size_t>(count) * dtype_bytes(dtype);
  world_->meet(device_, group, what, in, [&](const std::vector<const void*>& inputs) {
    if (!bytes) return;
    std::memcpy(out, inputs[0], bytes);
    for (size_t k = 1; k < inputs.size(); ++k) reduce_elements(dtype, kind, out, inputs[k], count);
  });
}

void InProcessCommunicator::reduce_scatter(const std::string& what, const Dims& group, DType dtype, ReductionKind kind, const void* in,
                                           void* out, int64_t count) {
  const size_t bytes = static_cast<size_t>(count) * dtype_bytes(dtype);
  const size_t mine = static_cast<size_t>(position_in_group(group, device_, what));
  world_->meet(device_, group, what, in, [&](const std::vector<const void*>& inputs) {
    if (!bytes) return;
    std::memcpy(out, static_cast<const uint8_t*>(inputs[0]) + mine * bytes, bytes);
    for (size_t k = 1; k < inputs.size(); ++k) reduce_elements(dtype, kind, out, static_cast<const uint8_t*>(inputs[k]) + mine * bytes, count);
  });
}

void InProcessCommunicator::all_to_all(const std::string& what, const Dims& group, const void* in, void* out, size_t bytes) {
  const size_t mine = static_cast<size_t>(position_in_group(group, device_, what));
  world_->meet(device_, group, what, in, [&](const std::vector<const void*>& inputs) {
    for (size_t i = 0; i < inputs.size(); ++i) {
      if (bytes) std::memcpy(static_cast<uint8_t*>(out) + i * bytes, static_cast<const uint8_t*>(inputs[i]) + mine * bytes, bytes);
    }
  });
}

void InProcessCommunicator::permute(const std::string& what, const std::vector<std::pair<int64_t, int64_t>>& pairs, const void* in,
                                    void* out, size_t bytes) {
  Dims everyone;
  for (int64_t d = 0; d < world_->devices(); ++d) everyone.push_back(d);
  world_->meet(device_, everyone, what, in, [&](const std::vector<const void*>& inputs) {
    for (const auto& [source, target] : pairs) {
      if (target == device_ && bytes) std::memcpy(out, inputs[static_cast<size_t>(source)], bytes);
    }
  });
}

void InProcessCommunicator::broadcast(const std::string& what, const Dims& group, const void* in, void* out, size_t bytes) {
  world_->meet(device_, group, what, in, [&](const std::vector<const void*>& inputs) {
    if (bytes) std::memcpy(out, inputs[0], bytes);
  });
}

void InProcessCommunicator::sit_out(const std::string&) { world_->skip(device_); }

}  // namespace kiln
