#include "importer/custom_call_targets.h"

#include <array>

namespace kiln {

CustomCallMeaning custom_call_meaning(std::string_view target) {
  // Sharding, shard/full shape conversions (the same shape on one device),
  // placement and memory-space moves: XLA's SPMD partitioner and Shardy read
  // them; on one device each passes its operand through.
  static constexpr std::array<std::string_view, 12> kIdentities = {
      "Sharding",           "SPMDFullToShardShape",      "SPMDShardToFullShape", "annotate_device_placement",
      "MoveToDevice",       "MoveToHost",                "LayoutConstraint",     "ShardBarrierFrom",
      "ShardBarrierTo",     "PinToDevice",               "PinToDeviceSram",      "AnnotateMemorySpace",
  };
  for (std::string_view t : kIdentities) {
    if (target == t) return CustomCallMeaning::Identity;
  }
  // Shardy's annotations (xla.sdy.FuncResultSharding, xla.sdy.GlobalToLocalShape,
  // xla.sdy.LocalToGlobalShape, ...) all pass their operands through.
  if (target.starts_with("xla.sdy.")) return CustomCallMeaning::Identity;
  if (target == "TopK") return CustomCallMeaning::TopK;
  return CustomCallMeaning::Unknown;
}

}  // namespace kiln
