// Excess precision (Kernel::excess_precision, XLA's xla_allow_excess_precision):
// which f16/bf16 values of a kernel are held in f32, their rounding skipped.
#pragma once

#include <set>

#include "fusion/kernel_plan.h"

namespace kiln {

// An f16/bf16 value is kept f32 when the kernel does not store it, it is the
// f32 result of elementwise arithmetic, a dot or a convolution rounded at the
// end, and only elementwise arithmetic of the kernel reads it (those ops
// compute in f32 from their operands widened, so what they read may as well
// be wider). Empty unless kernel.excess_precision.
std::set<const Node*> values_kept_wide(const Kernel& kernel);

// Elementwise float arithmetic, which kernels compute in f32 from operands
// widened: unary and binary ops, compares other than total order, clamp.
bool computes_in_f32_from(const Node& node);

}  // namespace kiln
