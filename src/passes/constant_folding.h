// constant_folding: a node whose operands are all constants becomes a constant,
// computed by the reference evaluator, when its result is small (at most 1024
// elements), or when it only rearranges or converts one constant without
// growing it (convert, reshape, bitcast, transpose, reverse, copy, slice; up to
// 64 MiB): weights reshaped and widened for a GEMM are folded once, not redone
// on every run, and memory stays bounded by the model's own weights. Broadcasts
// of constants stay broadcasts: they cost nothing fused, and folding them would
// put a large array in memory. An elementwise op on such splats (broadcasts of
// scalar constants) becomes a splat of its result, computed once.
#pragma once

#include "passes/pass.h"

namespace kiln {

class ConstantFolding : public Pass {
 public:
  static constexpr int64_t kMaxElements = 1024;
  static constexpr int64_t kMaxRearrangedBytes = int64_t{64} << 20;
  std::string_view name() const override { return "constant_folding"; }
  bool run(Graph& graph) override;
};

}  // namespace kiln
