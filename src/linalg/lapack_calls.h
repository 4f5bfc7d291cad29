// The LAPACK routines behind JAX's CPU custom calls (ir/attributes.h,
// LapackOptions), run through Debian's LAPACK (OpenBLAS's): the reference
// evaluator calls the double-precision routines (d, z) on widened copies, the
// cpu target the ones of each operand's own precision (s, c for f32; 16-bit
// floats in f32). Matrices are row-major here and column-major in LAPACK:
// each is transposed on the way in and out, as JAX's column-major operand
// layouts ask.
#pragma once

#include <vector>

#include "ir/attributes.h"
#include "ir/literal.h"

namespace kiln {

// Logical row-major operands -> results of the types lapack_result_types gives.
std::vector<Literal> run_lapack(const LapackOptions& options, const std::vector<Literal>& operands, bool in_double);

}  // namespace kiln
