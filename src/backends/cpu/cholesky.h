// cholesky on the host: LAPACK's potrf (OpenBLAS) per batch for f32 and f64;
// 16-bit floats in f32, rounded once. The other triangle is zero, and a
// matrix that is not positive definite gives NaN everywhere, as the
// reference evaluator does. A library step on every target.
#pragma once

#include <vector>

#include "ir/graph.h"
#include "runtime/executable.h"

namespace kiln::cpu {

StepFn cholesky_step(const Node& node, const std::vector<int>& in, const std::vector<int>& out);

}  // namespace kiln::cpu
