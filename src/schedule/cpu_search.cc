#include "schedule/cpu_search.h"

#include <fmt/format.h>

#include <algorithm>

#include "schedule/loop_nests.h"

namespace kiln {

namespace {

// Loops of `line` that are plain dims (not split, not fused) and not already parallel.
std::vector<std::string> whole_dims(const LoopSchedule& line) {
  std::vector<std::string> dims;
  for (const std::string& l : line.order) {
    if (is_whole_dim_loop(l)) dims.push_back(l);
  }
  return dims;
}

}  // namespace

std::vector<Candidate> cpu_candidates(const KernelSchedule& default_schedule) {
  std::vector<Candidate> out;
  const auto computed_at = default_schedule.computed_at_loops();
  // Lines of loop nests of their own (not computed inside another's loop).
  auto each_pure_line = [&](const std::string& change, auto&& mutate) {
    KernelSchedule s = default_schedule;
    bool changed = false;
    for (LoopSchedule& l : s.loops) {
      if (l.stage == StageKind::Pure && !l.at) changed |= mutate(l);
    }
    if (changed && !(s == default_schedule)) out.push_back({change, s});
  };
  each_pure_line("no parallel loop", [](LoopSchedule& l) {
    if (l.parallel.empty()) return false;
    l.parallel.clear();
    return true;
  });
  each_pure_line("parallel one dim further in", [](LoopSchedule& l) {
    if (l.parallel.size() != 1) return false;
    const std::vector<std::string> dims = whole_dims(l);
    auto at = std::find(dims.begin(), dims.end(), l.parallel[0]);
    if (at == dims.end() || at == dims.begin()) return false;
    l.parallel[0] = *(at - 1);
    return true;
  });
  // A staged tile helps where the machine's caches make the strided reads
  // costly (a 2-core AMD EPYC) and hurts where they do not: on a 2-core Intel
  // Xeon the transpose read three times ran in 203 ms staged, 68 unstaged.
  each_pure_line("inputs not staged", [](LoopSchedule& l) {
    if (l.staged.empty()) return false;
    l.staged.clear();
    return true;
  });
  each_pure_line("vectors x2", [](LoopSchedule& l) {
    if (l.lanes.empty()) return false;
    for (Split& s : l.splits) {
      if (s.loop + ".i" == l.lanes[0]) {
        s.factor *= 2;
        return true;
      }
    }
    return false;
  });
  for (int64_t factor : {2, 4}) {
    each_pure_line(fmt::format("next dim out unrolled by {}", factor), [&, factor](LoopSchedule& l) {
      if (l.lanes.empty() || !l.unroll.empty() || l.order.size() < 3) return false;
      const std::vector<std::string> dims = whole_dims(l);
      if (dims.empty()) return false;
      const std::string next = dims.front();
      if (computed_at.count({l.value, next})) return false;
      if (std::find(l.parallel.begin(), l.parallel.end(), next) != l.parallel.end()) return false;
      l.splits.push_back({next, factor});
      auto at = std::find(l.order.begin(), l.order.end(), next);
      *at = next + ".o";
      l.order.insert(l.order.begin() + 1, next + ".i");
      l.unroll.push_back(next + ".i");
      return true;
    });
  }
  // The default interleaves the rows of streamed outputs (unrolled): once the
  // stores are plain, or on another machine, one row at a time may be better.
  each_pure_line("nothing unrolled", [](LoopSchedule& l) {
    if (l.unroll.empty()) return false;
    l.unroll.clear();
    return true;
  });
  // Streaming stores where the default writes plain ones, and the other way:
  // which wins depends on the output's size and on who reads it next.
  bool streaming = false;
  for (const LoopSchedule& l : default_schedule.loops) streaming |= l.streaming_stores;
  each_pure_line(streaming ? "plain stores" : "streaming stores", [](LoopSchedule& l) {
    l.streaming_stores = !l.streaming_stores;
    return true;
  });
  // A row-fused kernel with its row values computed whole before the outputs
  // (each reduction reads the input once more): faster where rows are too
  // long to stay in cache between the reductions and the outputs.
  if (!computed_at.empty()) {
    KernelSchedule whole = default_schedule;
    for (LoopSchedule& l : whole.loops) l.at.reset();
    out.push_back({"row values computed whole first", whole});
  }
  // Software prefetches (a costly row's next row): how far ahead pays
  // depends on the memory and on the row's arithmetic.
  auto each_prefetch = [&](const std::string& change, auto&& mutate) {
    KernelSchedule s = default_schedule;
    bool changed = false;
    for (LoopSchedule& l : s.loops) changed |= !l.prefetches.empty() && mutate(l);
    if (changed) out.push_back({change, s});
  };
  each_prefetch("no software prefetch", [](LoopSchedule& l) {
    l.prefetches.clear();
    return true;
  });
  each_prefetch("prefetch twice as far ahead", [](LoopSchedule& l) {
    for (Prefetch& p : l.prefetches) p.ahead *= 2;
    return true;
  });
  return out;
}

}  // namespace kiln
