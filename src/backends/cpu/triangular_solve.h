// triangular-solve on the host: OpenBLAS's trsm per batch for f32 and f64;
// 16-bit floats widened to f32 and rounded once at the end. A library step on
// every target (a CUDA target copies its operands to the host and back).
#pragma once

#include <vector>

#include "ir/graph.h"
#include "runtime/executable.h"

namespace kiln::cpu {

StepFn triangular_solve_step(const Node& node, const std::vector<int>& in, const std::vector<int>& out);

}  // namespace kiln::cpu
