// compile(graph, options) -> executable: the stages in order, in one function.
#pragma once

#include <memory>

#include "ir/graph.h"
#include "runtime/executable.h"

namespace kiln {

enum class Target { Cpu, Reference };

struct CompileOptions {
  bool log_compiles = false;
  int threads = 0;
};

// Plans kernels, lowers and compiles each for the CPU, and assembles the steps.
std::unique_ptr<Executable> compile_for_cpu(const Graph& graph, const CompileOptions& options = {});

}  // namespace kiln
