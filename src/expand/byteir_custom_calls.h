// ByteIR's coarse-grained ops: custom calls whose target is "byteir.*", as
// ByteIR's PyTorch frontend writes them (their meaning is ByteIR's
// compiler/doc/byteir_mhlo_custom_call.md, and for nll_loss PyTorch's
// nll_loss_forward), expanded into kiln ops.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "ir/builder.h"

namespace kiln {

// The entries of a call's `byteir_attrs` dictionary kiln reads.
struct ByteirAttributes {
  Dims axis;                // layer_norm's axes, or softmax's one axis
  double epsilon = 0;       // layer_norm
  std::string approximate;  // gelu: "none"/"erf" or "tanh"
  int64_t reduction = 1;    // nll_loss: 0 none, 1 mean, 2 sum
  int64_t ignore_index = -100;
};

bool is_byteir_target(std::string_view target);

// `target` with its "byteir." prefix; `num_results` is what the call declares.
// Throws UserError for a target or an operand set it does not know.
std::vector<Value> expand_byteir_call(Module& module, GraphBuilder& b, std::string_view target,
                                      const std::vector<Value>& operands, const ByteirAttributes& attrs,
                                      size_t num_results);

}  // namespace kiln
