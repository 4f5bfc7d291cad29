// XLA's batch-norm-inference, batch-norm-training and batch-norm-grad
// (PyTorch/XLA exports them) as the arithmetic and reductions XLA's operation
// semantics define: statistics over every dimension but `feature_index`,
// biased variance (divided by N), epsilon added inside the square root.
#pragma once

#include <cstdint>
#include <vector>

#include "ir/builder.h"

namespace kiln {

struct BatchNormSpec {
  double epsilon = 0;
  int64_t feature_index = 0;
};

// scale * (x - mean) / sqrt(variance + epsilon) + offset.
Value batch_norm_inference(Module& module, GraphBuilder& b, Value x, Value scale, Value offset, Value mean,
                           Value variance, const BatchNormSpec& spec);
// {normalized x, batch mean, batch variance}.
std::vector<Value> batch_norm_training(Module& module, GraphBuilder& b, Value x, Value scale, Value offset,
                                       const BatchNormSpec& spec);
// {grad of x, grad of scale, grad of offset}.
std::vector<Value> batch_norm_grad(Module& module, GraphBuilder& b, Value x, Value scale, Value mean, Value variance,
                                   Value grad_output, const BatchNormSpec& spec);

}  // namespace kiln
