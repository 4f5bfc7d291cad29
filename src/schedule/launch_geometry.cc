#include "schedule/launch_geometry.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "schedule/loop_nests.h"

namespace kiln {

namespace {

// Extents of a stage's loops after its splits (a split's inner part runs
// `factor` times, guarded; its outer part covers the rest).
std::map<std::string, int64_t> loop_extents(const Node& node, const LoopSchedule& line, const KernelSchedule& schedule) {
  std::map<std::string, int64_t> extents;
  const TensorType& t = node.type();
  for (int64_t d = 0; d < t.rank(); ++d) extents[fmt::format("d{}", d)] = t.dims[static_cast<size_t>(d)];
  if (node.op() == OpCode::Reduce) {
    const Dims& reduced = node.attrs().dimensions;
    for (size_t r = 0; r < reduced.size(); ++r) extents[fmt::format("r{}", r)] = node.operand(0).type().dims[static_cast<size_t>(reduced[r])];
  }
  if (line.stage == StageKind::RFactor) {  // its last dim runs over the update's rfactor loop
    if (const LoopSchedule* update = schedule.find(line.value, StageKind::Update)) {
      const auto update_extents = loop_extents(node, *update, schedule);
      auto it = update_extents.find(update->rfactor);
      extents[fmt::format("d{}", t.rank())] = it == update_extents.end() ? 1 : it->second;
    }
  }
  for (const Split& s : line.splits) {
    const int64_t e = extents.count(s.loop) ? extents[s.loop] : 1;
    extents[s.loop + ".o"] = (e + s.factor - 1) / s.factor;
    extents[s.loop + ".i"] = s.factor;
  }
  return extents;
}

}  // namespace

std::vector<StageLaunch> gpu_launches(const Kernel& kernel, const KernelSchedule& schedule) {
  std::vector<StageLaunch> out;
  for (const LoopSchedule& line : schedule.loops) {
    const Node* node = kernel.find(line.value);
    if (!node) continue;
    const bool output = std::any_of(kernel.outputs.begin(), kernel.outputs.end(), [&](const Value& v) { return v.node == node; });
    if (output && outputs_written_by(kernel, line.value).empty()) continue;  // written by the first output's loop nest: no launch of its own
    StageLaunch launch;
    launch.stage = fmt::format("%{}{}", line.value, stage_suffix(line.stage));
    auto extents = loop_extents(*node, line, schedule);
    auto extent = [&](const std::string& loop) { return extents.count(loop) ? extents[loop] : 1; };
    for (size_t i = 0; i < line.parallel.size() && i < 3; ++i) launch.grid[i] = extent(line.parallel[i]);
    for (size_t i = 0; i < line.lanes.size() && i < 3; ++i) launch.block[i] = extent(line.lanes[i]);
    launch.single_thread = line.parallel.empty() && line.lanes.empty();
    // A staged tile holds what the loops inside its `at` loop read: the product
    // of their extents, in the input's element size.
    for (const Staging& st : line.staged) {
      if (st.input < 0 || static_cast<size_t>(st.input) >= kernel.inputs.size()) continue;
      auto at = std::find(line.order.begin(), line.order.end(), st.at);
      int64_t elements = 1;
      for (auto it = line.order.begin(); it != at && it != line.order.end(); ++it) elements *= extent(*it);
      launch.shared_bytes += elements * std::max(1, dtype_bits(kernel.inputs[static_cast<size_t>(st.input)].type().dtype) / 8);
    }
    out.push_back(launch);
  }
  return out;
}

}  // namespace kiln
