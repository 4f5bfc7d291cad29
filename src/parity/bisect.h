// kiln parity --bisect: the first kernel of the compiled plan whose outputs
// differ from the reference evaluator's, when every kernel is fed the same
// inputs (the reference's values of them). What no peer names: XLA compares
// only final outputs or single ops, PyTorch's minifier subgraphs against fp64.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "driver/compile.h"
#include "ir/graph.h"
#include "ir/literal.h"
#include "parity/compare.h"

namespace kiln {

struct BisectFinding {
  bool found = false;
  size_t step = 0;  // index in the executable's steps (= the plan's kernels)
  std::string kernel, kind;
  std::vector<std::string> ops;  // "%name (opcode)"
  std::string schedule;          // the kernel's schedule on the compiled target
  std::string output;            // the output value that differs
  TensorType output_type;
  OutputComparison comparison;
  size_t kernels_checked = 0;
  size_t kernels = 0;  // in the plan
};

// `graph` is a module's entry after the pass pipeline (so its kernels are the
// plan's); `arguments` its inputs. Compiles it for options.target (a host
// target) and runs each kernel alone on the reference's values of its inputs,
// comparing its outputs with the reference's by `tolerance_for` their dtype.
BisectFinding bisect_against_reference(const Graph& graph, const std::vector<Literal>& arguments, const CompileOptions& options,
                                       const std::function<Tolerance(DType)>& tolerance_for, int64_t max_while_iterations);

}  // namespace kiln
