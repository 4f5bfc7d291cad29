// The reference evaluator's op implementations, grouped by file. Internal to
// src/reference.
#pragma once

#include <functional>
#include <vector>

#include "ir/graph.h"
#include "reference/ref_array.h"

namespace kiln::reference {

// Runs a called computation (reducer, comparator, combiner) on scalar values.
using ScalarCall = std::function<std::vector<Bits>(const Graph&, const std::vector<Bits>&)>;

// data_movement.cc
RefArray eval_iota(const Node& node);
RefArray eval_broadcast(const Node& node, const RefArray& x, int threads = 1);
RefArray eval_reshape(const Node& node, RefArray x);
RefArray eval_bitcast(const Node& node, const RefArray& x);
RefArray eval_bitcast_convert(const Node& node, const RefArray& x);
RefArray eval_transpose(const Node& node, const RefArray& x, int threads = 1);
RefArray eval_slice(const Node& node, const RefArray& x);
// `x` sliced at the starts in[1...] (in[0] is not read).
RefArray eval_dynamic_slice(const Node& node, const RefArray& x, const std::vector<RefArray>& in);
// `operand` (in[0], taken: updated in place), the update in[1], starts in[2...].
RefArray eval_dynamic_update_slice(const Node& node, RefArray operand, const std::vector<RefArray>& in);
RefArray eval_concatenate(const Node& node, const std::vector<RefArray>& in);
RefArray eval_pad(const Node& node, const RefArray& x, const RefArray& value);
RefArray eval_reverse(const Node& node, const RefArray& x);
RefArray eval_gather(const Node& node, const RefArray& operand, const RefArray& indices);

// How float sums (dot, convolution, reduce by add) accumulate: in double and
// rounded once (the reference's answer), or rounded every step as a compiled
// target's accumulator does, first to last or last to first (kiln parity's
// two samples of a sum's rounding noise).
struct SumRounding {
  bool each_step = false;
  bool reversed = false;
};

// whole_array_ops.cc: the commonest elementwise ops on whole arrays, with
// the values eval_unary, eval_binary and eval_clamp give but no dispatch per
// element: f32 and f64 arithmetic, maximum, minimum, comparison and clamp, select of
// any dtype, and bitwise and, or and xor of pred and integers (a scalar
// operand broadcast). False (nothing written) for any other op or dtype.
bool eval_whole_array(const Node& node, const std::vector<RefArray>& in, RefArray& out, int threads);
// The binary f32 part of it, for its test.
bool eval_f32_arithmetic(OpCode op, const RefArray& a, const RefArray& b, RefArray& out, int threads);

// reductions.cc
std::vector<RefArray> eval_reduce(const Node& node, const std::vector<RefArray>& in, const ScalarCall& call,
                                  SumRounding sums = {});
std::vector<RefArray> eval_reduce_window(const Node& node, const std::vector<RefArray>& in, const ScalarCall& call);
std::vector<RefArray> eval_scatter(const Node& node, const std::vector<RefArray>& in, const ScalarCall& call);
std::vector<RefArray> eval_sort(const Node& node, const std::vector<RefArray>& in, const ScalarCall& call);
RefArray eval_map(const Node& node, const std::vector<RefArray>& in, const ScalarCall& call);

// `threads`: how many threads an op may split its output elements over
// (element_blocks.h); the answer does not depend on it.

// contraction.cc
RefArray eval_dot(const Node& node, const RefArray& lhs, const RefArray& rhs, SumRounding sums = {}, int threads = 1);
RefArray eval_triangular_solve(const Node& node, const RefArray& a, const RefArray& b);
RefArray eval_cholesky(const Node& node, const RefArray& a);
RefArray eval_convolution(const Node& node, const RefArray& input, const RefArray& kernel, SumRounding sums = {},
                          int threads = 1);

// fourier.cc
RefArray eval_fft(const Node& node, const RefArray& x, SumRounding sums = {});

// collectives.cc: as this thread's device of a multi-device run.
// With sums.each_step, reductions round to the accumulator type at each
// member (in reverse member order with sums.reversed), as targets do.
std::vector<RefArray> eval_collective(const Node& node, const std::vector<RefArray>& in, SumRounding sums = {});

}  // namespace kiln::reference
