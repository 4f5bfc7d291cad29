// What the default rules of every target ask of a kernel before they write its
// schedule: which values get a loop nest, the names of their loops, and whether
// an output is a transposed read of a kernel input (a transpose in memory).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "fusion/kernel_plan.h"

namespace kiln {

// The nodes of `kernel` that get a loop nest (and so schedule lines): its
// outputs and every node that needs a loop nest of its own, in kernel order.
std::vector<const Node*> loop_nest_nodes(const Kernel& kernel);

// Whether the kernel's outputs are written by one loop nest (a tuple: two or
// more outputs of one shape, each a single-result node). Their loops then
// follow the first output's line; the others' lines are not used.
bool outputs_share_one_loop_nest(const Kernel& kernel);
// The kernel outputs (indices into Kernel::outputs) that the loop nest of
// `value` writes: every output for the first output's value when they share
// one loop nest, none for the others'; otherwise the output `value` is.
std::vector<size_t> outputs_written_by(const Kernel& kernel, const std::string& value);

// The reductions computed per row inside `kernel` (the planner's row fusion,
// softmax and layernorm: reduces that are not among its outputs); empty when
// the kernel is not row-fused.
std::vector<const Node*> row_fused_reductions(const Kernel& kernel);
// The costly elementwise values of a row-fused kernel (softmax's exponentials)
// shaped like its first output and read by two or more of its nodes: each is
// worth computing once per row into a row buffer, not once per reader.
std::vector<const Node*> costly_rows_read_twice(const Kernel& kernel);

// Loop names of the schedule language: "d<dim>" and "r<dim>".
std::string dim_loop(int64_t dim);
std::string reduction_loop(int64_t dim);
// Whether `loop` walks a whole dim: "d<dim>", neither split nor fused.
bool is_whole_dim_loop(const std::string& loop);
// The same names, short, for rule files that write many schedules
// (`using loop_names::d;`).
namespace loop_names {
inline std::string d(int64_t dim) { return dim_loop(dim); }
inline std::string r(int64_t dim) { return reduction_loop(dim); }
}  // namespace loop_names

// The outermost dim in memory order with more than one element, the one to run
// in parallel (batch 1 models put an extent-1 dim outermost: a parallel loop
// over it runs on one thread); the outermost dim when every extent is 1.
int64_t outermost_parallel_dim(const TensorType& t);

// An output that reads a kernel input through a transpose which moves the
// input's contiguous dim: tiles over `out_minor` (the output's contiguous dim)
// and `in_minor_out` (the output dim the input's contiguous dim becomes) make
// both the loads and the stores dense.
struct TransposedRead {
  int input = 0;              // index into Kernel::inputs
  int64_t in_minor = 0;       // the input's contiguous dim
  int64_t in_minor_out = 0;   // the output dim it becomes
  int64_t out_minor = 0;      // the output's contiguous dim
  int64_t out_minor_in = 0;   // the input dim that becomes it
};
// For the kernel's first output `node`; nullopt when there is no such read or
// the transpose keeps the contiguous dim in place.
std::optional<TransposedRead> transposed_read(const Kernel& kernel, const Node& node);

}  // namespace kiln
