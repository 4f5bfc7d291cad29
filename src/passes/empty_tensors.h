// empty_tensors: ops that touch zero-element arrays, rewritten so that no
// kernel reads an empty buffer (Halide's bounds checks reject a read of an
// empty input even where no output element needs it):
//  - any op with an empty result is an empty constant;
//  - dynamic-update-slice and scatter with empty updates are their operand;
//  - concatenate drops empty parts;
//  - pad of an empty operand, reduce over an empty input, and a dot or
//    convolution that contracts over an empty dim are broadcasts of the padding
//    value, the init values, or zero.
#pragma once

#include "passes/pass.h"

namespace kiln {

class EmptyTensors : public Pass {
 public:
  std::string_view name() const override { return "empty_tensors"; }
  bool run(Graph& graph) override;
};

}  // namespace kiln
