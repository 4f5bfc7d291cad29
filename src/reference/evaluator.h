// The reference evaluator: runs the graph IR directly, one element at a time, in
// double precision for floats (each result rounded to its dtype) and exactly for
// integers. Plain on purpose: it is the oracle every test compares with. Its
// one concession to speed is that big ops split their output elements over
// the cores (element_blocks.h), which cannot change an answer.
#pragma once

#include <atomic>
#include <functional>

#include <vector>

#include "ir/graph.h"
#include "ir/literal.h"

namespace kiln {

struct EvaluateOptions {
  // A while loop that runs longer than this is reported as a UserError.
  int64_t max_while_iterations = int64_t{1} << 30;
  // Float sums (dot, convolution, reduce by add) round every step to the type
  // they accumulate in (f32 for narrower floats), as compiled targets do,
  // instead of summing in double and rounding once: how far such arithmetic
  // may move a result (kiln parity's noise estimate).
  bool sums_round_each_step = false;
  // With sums_round_each_step: each sum accumulates last term first.
  bool sums_reversed = false;
  // Nonzero: every transcendental function's result (exp, log, tanh, sin,
  // power, ...) is moved off its correctly rounded value by about two units
  // in f32's last place (f64's for f64), up or down as this seed and the
  // element decide. Compiled targets approximate these functions within a
  // few ulps (the cpu target's vectorized f32 tanh within 4); kiln parity's
  // noise runs take that as part of the model's own noise.
  uint64_t function_error_seed = 0;
  // Threads an op may split its output elements over (0: every core). The
  // answer is the same bit for bit for any count: each element is computed
  // by one thread, its sums in the usual order.
  int threads = 0;
  // Called with each node of the evaluated graph (not of the graphs it calls)
  // and its values, in evaluation order (kiln run --dump-values).
  std::function<void(const Node& node, const std::vector<Literal>& values)> on_node;
  // Set from another thread to stop the run: Cancelled is thrown before the
  // next op (support/cancellation.h).
  const std::atomic<bool>* cancel = nullptr;
};

// Runs `graph` on `arguments` (one per parameter, in order, logical row-major).
// Throws UserError when an argument's shape or dtype does not match its parameter.
std::vector<Literal> evaluate(const Graph& graph, const std::vector<Literal>& arguments,
                              const EvaluateOptions& options = {});
// The same, taking the arguments: each is freed once the evaluator holds it
// (the unrounded run's f64 copies of nanoGPT's inputs are gigabytes).
std::vector<Literal> evaluate(const Graph& graph, std::vector<Literal>&& arguments, const EvaluateOptions& options = {});

// A graph of a module for several devices (`mesh`), every device at once in
// this process (collectives/spmd_launch.h): `arguments` and the result hold
// each device's in turn, device 0's first. One device: evaluate().
std::vector<Literal> evaluate_on_devices(const Graph& graph, const DeviceMesh& mesh, std::vector<Literal> arguments,
                                         const EvaluateOptions& options = {});

// Evaluates one node on its operand values (logical row-major). Backends use it
// for ops they run as library steps without a compiled form (sort comparators).
std::vector<Literal> evaluate_node(const Node& node, const std::vector<Literal>& operands,
                                   const EvaluateOptions& options = {});

}  // namespace kiln
