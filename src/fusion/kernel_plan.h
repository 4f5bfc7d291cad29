// The kernel plan: how a graph is split into kernels. Plain data that can be
// printed and tested without Halide; lowering and the runtime consume it.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "ir/graph.h"

namespace kiln {

enum class KernelKind { Pointwise, Reduction, Transpose, Gemm, Convolution, DataMovement, Gather, Library, Loop };

std::string_view kernel_kind_name(KernelKind kind);  // as `kiln explain` prints it

struct Kernel {
  std::string name;           // the name of its last (anchor) node
  KernelKind kind = KernelKind::Pointwise;
  std::vector<Node*> nodes;   // in topological order; the anchor is last
  std::vector<Value> inputs;  // values read from outside the kernel, in first-use order
  std::vector<Value> outputs; // values the kernel writes
  std::string reason;         // why the kernel ends at its anchor, in a user's words
  // GEMM through BLAS, sort, while and conditional run as library steps, not as
  // Halide pipelines.
  bool is_library_step() const;
};

struct KernelPlan {
  std::vector<Kernel> kernels;  // in execution order
  std::string to_string() const;
};

// Which dots run as one BLAS call on their operands' memory (see gemm_shape.h).
bool is_blas_dot(const Node& node);

// The first planner: every node that is not a parameter or constant lands in one
// kernel. A pure producer (elementwise, data movement, gather) joins the kernel of
// its only consumer; anything used twice, a graph output, a reduction, a dot, a
// convolution, a scatter and every library step ends a kernel.
KernelPlan plan_kernels(const Graph& graph);

}  // namespace kiln
