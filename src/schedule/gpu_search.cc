#include "schedule/gpu_search.h"

#include <fmt/format.h>

#include <algorithm>
#include <set>

#include "schedule/gpu_rules.h"

namespace kiln {

namespace {

constexpr int64_t kWarp = 32;

bool contains(const std::vector<std::string>& loops, const std::string& loop) {
  return std::find(loops.begin(), loops.end(), loop) != loops.end();
}

// The split whose inner loop is a line's only thread loop (pointwise lines
// over a long contiguous dim: `split=d1:256 ... lanes=d1.i`).
Split* thread_split(LoopSchedule& l) {
  if (l.lanes.size() != 1) return nullptr;
  for (Split& s : l.splits) {
    if (s.loop + ".i" == l.lanes[0]) return &s;
  }
  return nullptr;
}

// A staged transpose's rows split (`di.i:8`, threads y): the split of an
// inner loop whose inner part is a thread loop.
Split* tile_rows_split(LoopSchedule& l) {
  if (l.staged.empty()) return nullptr;
  for (Split& s : l.splits) {
    if (s.loop.ends_with(".i") && contains(l.lanes, s.loop + ".i")) return &s;
  }
  return nullptr;
}

}  // namespace

std::vector<Candidate> gpu_candidates(const KernelSchedule& default_schedule, const GpuLimits& limits, bool register_caps) {
  std::vector<Candidate> out;
  const auto computed_at = default_schedule.computed_at_loops();
  // One change to every line of `stage` that launches (not computed inside
  // another's block).
  auto each_line = [&](StageKind stage, const std::string& change, auto&& mutate) {
    KernelSchedule s = default_schedule;
    bool changed = false;
    for (LoopSchedule& l : s.loops) {
      if (l.stage == stage && !l.at) changed |= mutate(l);
    }
    if (changed && !(s == default_schedule)) out.push_back({change, s});
  };
  for (const auto& [name, scale] : {std::pair{"threads per block /2", 0.5}, std::pair{"threads per block x2", 2.0}}) {
    each_line(StageKind::Pure, name, [scale, &limits](LoopSchedule& l) {
      Split* s = thread_split(l);
      if (!s) return false;
      const auto factor = static_cast<int64_t>(static_cast<double>(s->factor) * scale);
      if (factor < kWarp || factor > limits.max_threads_per_block) return false;
      s->factor = factor;
      return true;
    });
  }
  for (int64_t per_thread : {2, 4}) {
    each_line(StageKind::Pure, fmt::format("{} elements per thread", per_thread), [&](LoopSchedule& l) {
      if (!l.staged.empty() || (!l.parallel.empty() && computed_at.count({l.value, l.parallel[0]}))) return false;
      return elements_per_thread_along_blocks(l, per_thread);
    });
  }
  for (int64_t rows : {4, 16}) {
    each_line(StageKind::Pure, fmt::format("transpose tile loaded {} rows at a time", rows), [rows](LoopSchedule& l) {
      Split* s = tile_rows_split(l);
      if (!s || s->factor == rows) return false;
      for (Staging& st : l.staged) {
        for (auto& [dim, factor] : st.tile) {
          if (factor == s->factor) factor = rows;  // the threads that load the tile: the same rows
        }
      }
      s->factor = rows;
      return true;
    });
  }
  each_line(StageKind::Pure, "transpose not staged in shared memory", [](LoopSchedule& l) {
    if (l.staged.empty()) return false;
    l.staged.clear();
    return true;
  });
  for (int64_t partials : {64, 128}) {
    each_line(StageKind::Update, fmt::format("{} partial results per row", partials), [partials](LoopSchedule& l) {
      if (l.rfactor.empty()) return false;
      for (Split& s : l.splits) {
        if (s.loop + ".i" == l.rfactor && s.factor != partials) {
          s.factor = partials;
          return true;
        }
      }
      return false;
    });
  }
  if (!register_caps) return out;
  for (int regs : {32, 64, 128}) {
    each_line(StageKind::Pure, fmt::format("registers capped at {}", regs), [regs](LoopSchedule& l) {
      if (l.lanes.empty() && l.parallel.empty()) return false;  // one thread: nothing to gain
      l.max_registers = regs;
      return true;
    });
  }
  return out;
}

}  // namespace kiln
