// sliced_dots: a dot read only through one slice computes only what the slice
// keeps. slice(dot(l, r)) is dot(slice(l), slice(r)): the slice's ranges
// along the output's batch and free dims move to the operands' matching dims
// (contracting dims stay whole), so every kept element sums the very same
// products as before (a GEMM may order them otherwise, as its blocking
// does). Only where the slice keeps at most half of the dot's output. A
// language model's last-token logits are the case: HF models compute the
// logits of all 128 prompt tokens against the vocabulary ([128,2048] x
// [2048,128256], a fifth of a 1B prefill) and keep the last row.
// A reshape that only adds or drops unit dims may stand between the dot and
// the slice (the batch dim of [1,128,vocab]).
#pragma once

#include "passes/pass.h"

namespace kiln {

class SlicedDots : public Pass {
 public:
  std::string_view name() const override { return "sliced_dots"; }
  bool run(Graph& graph) override;
};

}  // namespace kiln
