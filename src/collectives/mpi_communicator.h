// Devices as the ranks of an Open MPI job (`mpirun -np N build/bin/kiln run
// MODEL ...`): rank r runs device r, on one machine or several, and each
// collective is the MPI call that does it (MPI_Allreduce, MPI_Allgather,
// MPI_Reduce_scatter_block, MPI_Alltoall, MPI_Bcast, and paired sends for
// collective-permute), so kiln adds nothing to what the engine moves. mpi.h
// stays in the .cc: nothing above needs Open MPI's headers.
//
// Reductions are MPI's, in its order: with two ranks the same bits as the
// in-process engine (two operands commute exactly); with more, the same
// values within rounding. Element types MPI has no type for (bf16, f16, the
// 8-bit floats, sub-byte integers) are gathered and reduced in group order
// here, as the in-process engine does.
//
// A rank that stops answering (stuck, or stopped) would leave the others
// blocked inside MPI for ever: each call runs under a deadline
// (collective_timeout_seconds(), KILN_COLLECTIVE_TIMEOUT_S), and a rank
// still inside one past it says which collective and call waited, on which
// ranks, and exits 2 (mpirun then ends the job), as a device in one process
// does.
#pragma once

#include <functional>
#include <memory>
#include <string>

#include "collectives/communicator.h"

namespace kiln {

// Whether this process was started by mpirun (Open MPI's environment).
bool launched_by_mpirun();

class MpiCommunicator : public Communicator {
 public:
  // Initializes MPI (once per process) and joins the job.
  MpiCommunicator();
  ~MpiCommunicator() override;

  int64_t device() const override { return rank_; }
  int64_t device_count() const override { return size_; }
  std::string engine() const override { return "mpi"; }

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

  // Ends every rank of the job with `exit_code` (a rank that failed: the
  // others would wait for it at their next collective).
  [[noreturn]] void abort_job(int exit_code);

 private:
  struct Group;
  class Deadline;
  // Runs `call` (an MPI call named `call_name`, made for collective `what`
  // among the world ranks `ranks`) under the deadline; its MPI return code.
  int watched(const std::string& what, const char* call_name, const Dims& ranks, const std::function<int()>& call);
  Dims every_rank() const;
  // The communicator of `group` (MPI_COMM_WORLD when it is every rank in
  // order); every rank calls this at the same collective.
  std::unique_ptr<Group> group_of(const std::string& what, const Dims& group);

  int64_t rank_ = 0, size_ = 1;
  int64_t permutes_ = 0;  // tags for collective-permute's messages
  std::unique_ptr<Deadline> deadline_;
};

}  // namespace kiln
