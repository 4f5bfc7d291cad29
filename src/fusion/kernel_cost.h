// What a kernel must do at the least: the arithmetic of its ops, and its
// inputs and outputs each read or written once. `kiln bench --roofline` holds
// a kernel's measured time against these at the machine's peaks; `explain`
// reports the same bytes.
#pragma once

#include <cstdint>

#include "fusion/kernel_plan.h"

namespace kiln {

struct KernelCost {
  double flops = 0;           // 2 per multiply-add of dots and convolutions, 1 per element of other arithmetic
  int64_t bytes_read = 0;     // every input once (of a gathered one, the elements fetched)
  int64_t bytes_written = 0;  // every output once
  DType gemm_dtype = DType::F32;  // a dot's or convolution's element type: which arithmetic roof applies
  int64_t bytes() const { return bytes_read + bytes_written; }
};

KernelCost kernel_cost(const Kernel& kernel);

// The arithmetic of one node, counted as kernel_cost counts it.
double node_flops(const Node& node);

}  // namespace kiln
