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
  std::vector<StageLaunch> out, inside;
  for (const LoopSchedule& line : schedule.loops) {
    const Node* node = kernel.find(line.value);
    if (!node) continue;
    const bool output = std::any_of(kernel.outputs.begin(), kernel.outputs.end(), [&](const Value& v) { return v.node == node; });
    if (output && outputs_written_by(kernel, line.value).empty()) continue;  // written by the first output's loop nest: no launch of its own
    StageLaunch launch;
    launch.stage = fmt::format("%{}{}", line.value, stage_suffix(line.stage));
    auto extents = loop_extents(*node, line, schedule);
    auto extent = [&](const std::string& loop) { return extents.count(loop) ? extents[loop] : 1; };
    const LoopSchedule* pure = schedule.find(line.value);
    if (pure && pure->at) {
      // Inside the consumer's blocks: its threads, and what it keeps there
      // (its value per block, in shared memory; the update shares the pure
      // stage's storage) over the loops that are not the consumer's blocks.
      const LoopSchedule* consumer = schedule.find(pure->at->value);
      launch.inside = "%" + pure->at->value;
      for (size_t i = 0; i < line.lanes.size() && i < 3; ++i) launch.block[i] = extent(line.lanes[i]);
      // Reductions accumulate in 32 bits or more (f32 for bf16 and f16, order
      // keys for float max and min); rows are stored as they are.
      const int bytes = std::max(node->op() == OpCode::Reduce ? 4 : 1, dtype_bits(node->type().dtype) / 8);
      int64_t elements = 1;
      if (line.stage == StageKind::RFactor) {  // a partial result per thread
        for (const std::string& l : line.lanes) elements *= extent(l);
      } else {
        for (const std::string& l : line.order) {
          if (!consumer || std::find(consumer->parallel.begin(), consumer->parallel.end(), l) == consumer->parallel.end()) elements *= extent(l);
        }
      }
      if (line.stage != StageKind::Update) launch.shared_bytes = elements * bytes;
      inside.push_back(launch);
      continue;
    }
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
  // Each stage computed inside a launch follows it; the launch takes the most
  // threads any of them uses and the shared memory of all.
  std::vector<StageLaunch> ordered;
  for (StageLaunch& l : out) {
    const std::string value = l.stage.substr(0, l.stage.find('.'));
    std::vector<StageLaunch> within;
    for (const StageLaunch& in : inside) {
      if (in.inside != value) continue;
      within.push_back(in);
      if (in.block[0] * in.block[1] * in.block[2] > l.block[0] * l.block[1] * l.block[2]) l.block = in.block;
      l.shared_bytes += in.shared_bytes;
    }
    ordered.push_back(l);
    ordered.insert(ordered.end(), within.begin(), within.end());
  }
  return ordered;
}

}  // namespace kiln
