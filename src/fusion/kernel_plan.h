// The kernel plan: how a graph is split into kernels. Plain data that can be
// printed and tested without Halide; lowering and the runtime consume it.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "ir/graph.h"

namespace kiln {

enum class KernelKind { Pointwise, Reduction, Transpose, Gemm, Convolution, DataMovement, Gather, Library, Loop, Collective };

std::string_view kernel_kind_name(KernelKind kind);  // as `kiln explain` prints it

struct Kernel {
  std::string name;           // the name of its last (anchor) node
  KernelKind kind = KernelKind::Pointwise;
  std::vector<Node*> nodes;   // in a canonical topological order (fusion/canonical_order.h)
  std::vector<Value> inputs;  // values read from outside the kernel, in first-use order
  std::vector<Value> outputs; // values the kernel writes
  // Per output: the graph returns it and no other kernel reads it.
  std::vector<bool> returned_unread;
  std::string reason;         // why the kernel ends at its anchor, in a user's words
  std::vector<std::string> decisions;  // fusion decisions that shaped it ("fused: siblings read %y")
  // f16/bf16 values read only by elementwise arithmetic inside the kernel stay
  // f32 (CompileOptions::allow_excess_precision).
  bool excess_precision = false;
  // GEMM through BLAS, sort, while and conditional run as library steps, not as
  // Halide pipelines.
  bool is_library_step() const;
  // A lone bitcast: its value is its operand's memory, retyped; no data moves.
  bool is_alias() const;
  // The node of this kernel named `name`, or null.
  const Node* find(std::string_view name) const;
};

struct KernelPlan {
  std::vector<Kernel> kernels;  // in execution order
  std::string to_string() const;
};

// Whether `node`'s value needs a loop nest of its own inside a kernel (an update
// definition or several results); such values are never inlined.
bool needs_own_loop_nest(const Node& node);

// A convolution whose every output element is a sum of at most
// kMaxUnrolledProducts products (a depthwise 3x3 has 9): computed as one
// unrolled expression, not a reduction loop, so it is a pure producer that its
// epilogue (bias, clamp, convert) reads inline: one memory-bound kernel.
constexpr int64_t kMaxUnrolledProducts = 32;

// A producer joins its consumer's kernel only while that kernel holds fewer
// than this many joined ops; past it, it starts a kernel of its own. Halide's
// compile time grows faster than linearly with the depth of the expression a
// kernel inlines (an elementwise chain of 400 ops took 75 s as one kernel),
// so a long chain becomes kernels of this size: linear in the chain, at the
// cost of one intermediate written and read per kernel boundary.
constexpr int64_t kMaxJoinedOps = 48;
bool is_unrolled_convolution(const Node& node);

// Which dots run as one BLAS call on their operands' memory (see gemm_shape.h).
bool is_blas_dot(const Node& node);

// The one-element constant every element of `v` equals, if `v` is one or a
// broadcast or reshape of one: kernels read such values as immediates, so the
// code generator can fold and specialize on them (XLA spells `pow(x, 3)` as a
// power by a broadcast). Null otherwise.
const Literal* splat_constant(const Value& v);

// The planner. Walking from the outputs back:
//  - library steps (BLAS GEMM, sort, while, conditional) are kernels of their own;
//  - cheap producers (broadcasts, iotas, cheap elementwise ops on them) are
//    duplicated into every kernel that reads them, never materialized;
//  - a pure producer (elementwise, data movement, gather) joins the kernel of its
//    users when they all sit in one Halide kernel that reads each of its
//    elements once (not a convolution, reduce-window or dot);
//  - when its users sit in several leaf kernels with one iteration space, those
//    merge into one kernel with several outputs (sibling fusion), and it joins;
//  - anything else (an output, a reduction, a value read by kernels that cannot
//    merge) ends a kernel, and the kernel records why.
KernelPlan plan_kernels(const Graph& graph);

}  // namespace kiln
