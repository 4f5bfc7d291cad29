// How the devices of an SPMD run exchange values: the one interface every
// engine implements (in_process.h: threads of one process; MPI next), and
// that the reference evaluator and every target's collective steps call.
//
// Each method is called by every device of its group (collective-permute:
// by every device), with the same arguments but its own buffers, in the
// same order on every device: the program is the same everywhere. Buffers
// are row-major and contiguous; the caller arranges blocks (block_layout.h).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "ir/dtype.h"
#include "ir/tensor_type.h"

namespace kiln {

// The reductions of all-reduce and reduce-scatter (their to_apply), each
// applied in group order: ((x0 op x1) op x2) ..., rounded to the element
// type at every step, so every engine gives the same bits.
enum class ReductionKind { Sum, Product, Max, Min, And, Or, Xor };
const char* reduction_kind_name(ReductionKind kind);

class Communicator {
 public:
  virtual ~Communicator() = default;
  virtual int64_t device() const = 0;        // this device's global id
  virtual int64_t device_count() const = 0;
  virtual std::string engine() const = 0;    // "in-process", "mpi"

  // `what` names the op in errors ("all-reduce %sum.3").
  // out: group.size() blocks of `bytes`, member k's `in` as block k.
  virtual void all_gather(const std::string& what, const Dims& group, const void* in, size_t bytes, void* out) = 0;
  // out: `count` elements, the reduction of every member's `in`.
  virtual void all_reduce(const std::string& what, const Dims& group, DType dtype, ReductionKind kind, const void* in, void* out,
                          int64_t count) = 0;
  // in: group.size() blocks of `count` elements; out: the reduction of every
  // member's block k, where k is this device's place in the group.
  virtual void reduce_scatter(const std::string& what, const Dims& group, DType dtype, ReductionKind kind, const void* in, void* out,
                              int64_t count) = 0;
  // in: group.size() blocks of `bytes`, block j for member j; out: the
  // blocks received, member i's as block i.
  virtual void all_to_all(const std::string& what, const Dims& group, const void* in, void* out, size_t bytes) = 0;
  // Every device calls it; `out` is written only where a pair targets this
  // device (the caller fills the rest with zeros).
  virtual void permute(const std::string& what, const std::vector<std::pair<int64_t, int64_t>>& pairs, const void* in, void* out,
                       size_t bytes) = 0;
  // out: the group's first member's `in`.
  virtual void broadcast(const std::string& what, const Dims& group, const void* in, void* out, size_t bytes) = 0;
  // This device is in none of a collective-broadcast's groups (its result is
  // zeros); an engine whose groups are made collectively takes part in that.
  virtual void sit_out(const std::string& what) { (void)what; }
};

// Where `device` stands in `group`; UserError when it is not there.
int64_t position_in_group(const Dims& group, int64_t device, const std::string& what);

}  // namespace kiln
