// N devices as N threads of one process: the communicator tests use, and
// `kiln run/parity --devices N`. Members of a group meet at a rendezvous,
// each reads the others' buffers directly (no copies but the result's), and
// none leaves before all have read. Every device reduces in group order, so
// every engine that does (communicator.h) gives the same bits.
#pragma once

#include <condition_variable>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "collectives/communicator.h"

namespace kiln {

class InProcessWorld {
 public:
  // A device that waits longer than `timeout_seconds` for the rest of its
  // group ends the run with an error naming the collective and who is missing.
  InProcessWorld(int64_t devices, double timeout_seconds);

  int64_t devices() const { return devices_; }

  // `device`'s part in its next collective, with `members` (global ids, in
  // order; it is one of them): posts `in`, waits for every member, calls
  // `work` with every member's `in` (in member order), and returns once all
  // have finished their work.
  void meet(int64_t device, const Dims& members, const std::string& what, const void* in,
            const std::function<void(const std::vector<const void*>& inputs)>& work);

  // `device` is in none of its next collective's groups (a collective-broadcast
  // that leaves it out): it counts the collective, so that it meets its
  // groups at the ones after.
  void skip(int64_t device);

  // Ends every wait, now and later, with UserError(`why`): a device failed.
  void abort(const std::string& why);

 private:
  struct Meeting {
    std::vector<const void*> inputs;
    int64_t arrived = 0, finished = 0, left = 0;
  };
  // Until every member has posted its input; UserError on an abort, or past
  // the timeout naming the members still missing.
  void wait_for_arrivals(std::unique_lock<std::mutex>& lock, const std::string& what, int64_t device, const Dims& members,
                         const Meeting& meeting);

  const int64_t devices_;
  const double timeout_seconds_;
  std::mutex mutex_;
  std::condition_variable changed_;
  std::map<std::pair<int64_t, int64_t>, Meeting> meetings_;  // (the members' collective count, first member)
  std::vector<int64_t> entered_;                             // per device: collectives begun
  std::string aborted_;
};

class InProcessCommunicator : public Communicator {
 public:
  InProcessCommunicator(std::shared_ptr<InProcessWorld> world, int64_t device) : world_(std::move(world)), device_(device) {}

  int64_t device() const override { return device_; }
  int64_t device_count() const override { return world_->devices(); }
  std::string engine() const override { return "in-process"; }

  void all_gather(const std::string& what, const Dims& group, const void* in, size_t bytes, void* out) override;
  void all_reduce(const std::string& what, const Dims& group, DType dtype, ReductionKind kind, const void* in, void* out,
                  int64_t count) override;
  void reduce_scatter(const std::string& what, const Dims& group, DType dtype, ReductionKind kind, const void* in, void* out,
                      int64_t count) override;
  void all_to_all(const std::string& what, const Dims& group, const void* in, void* out, size_t bytes) override;
  void permute(const std::string& what, const std::vector<std::pair<int64_t, int64_t>>& pairs, const void* in, void* out,
               size_t bytes) override;
  void broadcast(const std::string& what, const Dims& group, const void* in, void* out, size_t bytes) override;
  void sit_out(const std::string& what) override;

 private:
  std::shared_ptr<InProcessWorld> world_;
  int64_t device_;
};

}  // namespace kiln
