#include "collectives/mpi_communicator.h"

#include <mpi.h>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <chrono>
#include <climits>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <optional>
#include <set>
#include <thread>
#include <vector>

#include "collectives/element_reduction.h"
#include "collectives/spmd_launch.h"
#include "support/error.h"

namespace kiln {

bool launched_by_mpirun() { return std::getenv("OMPI_COMM_WORLD_SIZE") != nullptr; }

namespace {

void check(int rc, const std::string& what, const char* call) {
  if (rc == MPI_SUCCESS) return;
  char text[MPI_MAX_ERROR_STRING];
  int length = 0;
  MPI_Error_string(rc, text, &length);
  user_error("{}: {} failed: {}", what, call, std::string(text, static_cast<size_t>(length)));
}

int count_of(size_t n, const std::string& what) {
  if (n > static_cast<size_t>(INT_MAX)) user_error("{}: {} elements or bytes in one MPI call, more than MPI's int count holds", what, n);
  return static_cast<int>(n);
}

// MPI's type for an element type whose arithmetic MPI does as HLO does;
// nullopt for the rest (reduced here instead).
std::optional<MPI_Datatype> mpi_type(DType dtype) {
  switch (dtype) {
    case DType::F32: return MPI_FLOAT;
    case DType::F64: return MPI_DOUBLE;
    case DType::S8: return MPI_INT8_T;
    case DType::S16: return MPI_INT16_T;
    case DType::S32: return MPI_INT32_T;
    case DType::S64: return MPI_INT64_T;
    case DType::U8: return MPI_UINT8_T;
    case DType::U16: return MPI_UINT16_T;
    case DType::U32: return MPI_UINT32_T;
    case DType::U64: return MPI_UINT64_T;
    default: return std::nullopt;
  }
}

// MPI's max and min do not give NaN for a NaN operand (HLO's do), and signed
// integer sums in MPI overflow in C's undefined way: floats take MPI only
// for sums and products, integers for everything but sums and products of
// signed types (those wrap here).
std::optional<MPI_Op> mpi_op(DType dtype, ReductionKind kind) {
  const bool float_type = dtype == DType::F32 || dtype == DType::F64;
  switch (kind) {
    case ReductionKind::Sum: return float_type || is_unsigned_int(dtype) ? std::optional<MPI_Op>(MPI_SUM) : std::nullopt;
    case ReductionKind::Product: return float_type || is_unsigned_int(dtype) ? std::optional<MPI_Op>(MPI_PROD) : std::nullopt;
    case ReductionKind::Max: return float_type ? std::nullopt : std::optional<MPI_Op>(MPI_MAX);
    case ReductionKind::Min: return float_type ? std::nullopt : std::optional<MPI_Op>(MPI_MIN);
    case ReductionKind::And: return float_type ? std::nullopt : std::optional<MPI_Op>(MPI_BAND);
    case ReductionKind::Or: return float_type ? std::nullopt : std::optional<MPI_Op>(MPI_BOR);
    case ReductionKind::Xor: return float_type ? std::nullopt : std::optional<MPI_Op>(MPI_BXOR);
  }
  return std::nullopt;
}

}  // namespace

// A thread that ends this rank when a call it watches outlives the timeout.
// A blocking MPI call cannot be interrupted, and under MPI_THREAD_SERIALIZED
// no second thread may call MPI_Abort: the rank says what waited and exits,
// and mpirun ends the rest of the job.
class MpiCommunicator::Deadline {
 public:
  Deadline(int64_t rank, double seconds) : rank_(rank), seconds_(seconds) { watcher_ = std::thread([this] { watch(); }); }
  ~Deadline() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      stop_ = true;
    }
    changed_.notify_all();
    watcher_.join();
  }
  // Watches a call until disarm(). The watcher is woken only when it sleeps
  // unarmed: a later deadline than the one it sleeps towards (they only grow)
  // it finds when it wakes, so a call costs a lock, not a context switch.
  void arm(const std::string& what, const char* call, const Dims& ranks) {
    bool wake = false;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      what_ = &what;
      call_ = call;
      ranks_ = &ranks;
      due_ = std::chrono::steady_clock::now() + std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(seconds_));
      armed_ = true;
      wake = idle_;
    }
    if (wake) changed_.notify_all();
  }
  void disarm() {
    std::lock_guard<std::mutex> lock(mutex_);
    armed_ = false;
  }

 private:
  void watch() {
    std::unique_lock<std::mutex> lock(mutex_);
    while (!stop_) {
      if (!armed_) {
        idle_ = true;
        changed_.wait(lock);
        idle_ = false;
        continue;
      }
      changed_.wait_until(lock, due_);
      if (armed_ && !stop_ && std::chrono::steady_clock::now() >= due_) {
        // The caller is blocked inside the call: what_ and ranks_ still live.
        const std::string why = fmt::format("{}: waited {:g} s inside {} for ranks {{{}}}: one of them is stuck or gone "
                                            "(KILN_COLLECTIVE_TIMEOUT_S sets the wait)",
                                            *what_, seconds_, call_, fmt::join(*ranks_, ","));
        std::fprintf(stderr, "kiln: error: device %lld (rank %lld): %s\n", static_cast<long long>(rank_), static_cast<long long>(rank_), why.c_str());
        std::fflush(stderr);
        std::_Exit(2);
      }
    }
  }

  const int64_t rank_;
  const double seconds_;
  std::mutex mutex_;
  std::condition_variable changed_;
  bool armed_ = false, idle_ = false, stop_ = false;
  const std::string* what_ = nullptr;
  const char* call_ = "";
  const Dims* ranks_ = nullptr;
  std::chrono::steady_clock::time_point due_;
  std::thread watcher_;  // last: starts once the rest is made
};

int MpiCommunicator::watched(const std::string& what, const char* call_name, const Dims& ranks, const std::function<int()>& call) {
  deadline_->arm(what, call_name, ranks);
  const int rc = call();
  deadline_->disarm();
  return rc;
}

struct MpiCommunicator::Group {
  MPI_Comm comm = MPI_COMM_WORLD;
  bool owned = false;
  int size = 1, rank = 0;
  ~Group() {
    if (owned) MPI_Comm_free(&comm);
  }
};

MpiCommunicator::MpiCommunicator() {
  int initialized = 0;
  MPI_Initialized(&initialized);
  if (!initialized) {
    int provided = 0;
    MPI_Init_thread(nullptr, nullptr, MPI_THREAD_SERIALIZED, &provided);
  }
  MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
  int rank = 0, size = 1;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  rank_ = rank;
  size_ = size;
  deadline_ = std::make_unique<Deadline>(rank_, collective_timeout_seconds());
}

MpiCommunicator::~MpiCommunicator() {
  int finalized = 0;
  MPI_Finalized(&finalized);
  // Finalize waits for every rank: one stuck after the last collective would
  // hold this one for ever.
  if (!finalized) watched("the end of the run", "MPI_Finalize", every_rank(), [] { return MPI_Finalize(); });
  deadline_.reset();
}

Dims MpiCommunicator::every_rank() const {
  Dims ranks(static_cast<size_t>(size_));
  for (int64_t r = 0; r < size_; ++r) ranks[static_cast<size_t>(r)] = r;
  return ranks;
}

void MpiCommunicator::abort_job(int exit_code) {
  MPI_Abort(MPI_COMM_WORLD, exit_code);
  std::_Exit(exit_code);
}

std::unique_ptr<MpiCommunicator::Group> MpiCommunicator::group_of(const std::string& what, const Dims& group) {
  auto g = std::make_unique<Group>();
  const int64_t position = position_in_group(group, rank_, what);
  bool whole_world = static_cast<int64_t>(group.size()) == size_;
  for (size_t i = 0; whole_world && i < group.size(); ++i) whole_world = group[i] == static_cast<int64_t>(i);
  if (!whole_world) {  // groups are disjoint: each is named by its first member, ordered by position
    check(watched(what, "MPI_Comm_split", group,
                  [&] { return MPI_Comm_split(MPI_COMM_WORLD, static_cast<int>(group.front()), static_cast<int>(position), &g->comm); }),
          what, "MPI_Comm_split");
    g->owned = true;
  }
  MPI_Comm_size(g->comm, &g->size);
  MPI_Comm_rank(g->comm, &g->rank);
  return g;
}

void MpiCommunicator::all_gather(const std::string& what, const Dims& group, const void* in, size_t bytes, void* out) {
  const auto g = group_of(what, group);
  const int n = count_of(bytes, what);
  check(watched(what, "MPI_Allgather", group, [&] { return MPI_Allgather(in, n, MPI_BYTE, out, n, MPI_BYTE, g->comm); }), what,
        "MPI_Allgather");
}

void MpiCommunicator::all_reduce(const std::string& what, const Dims& group, DType dtype, ReductionKind kind, const void* in, void* out,
                                 int64_t count) {
  const std::optional<MPI_Datatype> type = mpi_type(dtype);
  const std::optional<MPI_Op> op = type ? mpi_op(dtype, kind) : std::nullopt;
  if (type && op) {
    const auto g = group_of(what, group);
    const int n = count_of(static_cast<size_t>(count), what);
    check(watched(what, "MPI_Allreduce", group, [&] { return MPI_Allreduce(in, out, n, *type, *op, g->comm); }), what, "MPI_Allreduce");
    return;
  }
  // Gathered, then reduced in group order as the in-process engine does.
  const size_t bytes = static_cast<size_t>(count) * dtype_bytes(dtype);
  std::vector<uint8_t> all(bytes * group.size());
  all_gather(what, group, in, bytes, all.data());
  if (!bytes) return;
  std::memcpy(out, all.data(), bytes);
  for (size_t k = 1; k < group.size(); ++k) reduce_elements(dtype, kind, out, all.data() + k * bytes, count);
}

void MpiCommunicator::reduce_scatter(const std::string& what, const Dims& group, DType dtype, ReductionKind kind, const void* in,
                                     void* out, int64_t count) {
  const std::optional<MPI_Datatype> type = mpi_type(dtype);
  const std::optional<MPI_Op> op = type ? mpi_op(dtype, kind) : std::nullopt;
  if (type && op) {
    const auto g = group_of(what, group);
    const int n = count_of(static_cast<size_t>(count), what);
    check(watched(what, "MPI_Reduce_scatter_block", group, [&] { return MPI_Reduce_scatter_block(in, out, n, *type, *op, g->comm); }), what,
          "MPI_Reduce_scatter_block");
    return;
  }
  const size_t block = static_cast<size_t>(count) * dtype_bytes(dtype), n = group.size();
  std::vector<uint8_t> all(block * n * n);
  all_gather(what, group, in, block * n, all.data());
  if (!block) return;
  const size_t mine = static_cast<size_t>(position_in_group(group, rank_, what));
  std::memcpy(out, all.data() + mine * block, block);
  for (size_t k = 1; k < n; ++k) reduce_elements(dtype, kind, out, all.data() + (k * n + mine) * block, count);
}

void MpiCommunicator::all_to_all(const std::string& what, const Dims& group, const void* in, void* out, size_t bytes) {
  const auto g = group_of(what, group);
  const int n = count_of(bytes, what);
  check(watched(what, "MPI_Alltoall", group, [&] { return MPI_Alltoall(in, n, MPI_BYTE, out, n, MPI_BYTE, g->comm); }), what, "MPI_Alltoall");
}

void MpiCommunicator::permute(const std::string& what, const std::vector<std::pair<int64_t, int64_t>>& pairs, const void* in, void* out,
                              size_t bytes) {
  const int n = count_of(bytes, what);
  const int tag = static_cast<int>(permutes_++ % 32768);
  std::vector<MPI_Request> requests;
  std::set<int64_t> partners;  // the ranks this one sends to or receives from
  for (const auto& [source, target] : pairs) {
    if (target == rank_) partners.insert(source);
    if (source == rank_) partners.insert(target);
    if (target == rank_) {
      requests.emplace_back();
      check(MPI_Irecv(out, n, MPI_BYTE, static_cast<int>(source), tag, MPI_COMM_WORLD, &requests.back()), what, "MPI_Irecv");
    }
    if (source == rank_) {
      requests.emplace_back();
      check(MPI_Isend(in, n, MPI_BYTE, static_cast<int>(target), tag, MPI_COMM_WORLD, &requests.back()), what, "MPI_Isend");
    }
  }
  if (!requests.empty()) {
    const Dims partner_ranks(partners.begin(), partners.end());
    check(watched(what, "MPI_Waitall", partner_ranks,
                  [&] { return MPI_Waitall(static_cast<int>(requests.size()), requests.data(), MPI_STATUSES_IGNORE); }),
          what, "MPI_Waitall");
  }
}

// The members split MPI_COMM_WORLD into their groups, which every rank must
// call: this one, in no group, asks for none.
void MpiCommunicator::sit_out(const std::string& what) {
  MPI_Comm none = MPI_COMM_NULL;
  check(watched(what, "MPI_Comm_split", every_rank(), [&] { return MPI_Comm_split(MPI_COMM_WORLD, MPI_UNDEFINED, 0, &none); }), what,
        "MPI_Comm_split");
}

void MpiCommunicator::broadcast(const std::string& what, const Dims& group, const void* in, void* out, size_t bytes) {
  const auto g = group_of(what, group);
  if (g->rank == 0 && bytes) std::memcpy(out, in, bytes);
  const int n = count_of(bytes, what);
  check(watched(what, "MPI_Bcast", group, [&] { return MPI_Bcast(out, n, MPI_BYTE, 0, g->comm); }), what, "MPI_Bcast");
}

}  // namespace kiln
