#include "lower/gpu_schedule.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "lower/stage_loops.h"
#include "support/error.h"

namespace kiln::lower {

namespace {

using Halide::VarOrRVar;

class GpuScheduler {
 public:
  GpuScheduler(LoweredKernel& lowered, const KernelSchedule& schedule) : lowered_(lowered), schedule_(schedule) {}

  GpuScheduleSummary run() {
    for (LoopNest& nest : lowered_.loop_nests) {
      const LoopSchedule* pure = line_for(schedule_, nest, StageKind::Pure);
      if (pure && pure->at) {
        // Inside a consumer's loop (a block, when that loop is one): its own
        // lanes are that block's threads, and it launches nothing itself.
        const Halide::LoopLevel level = compute_at_level(lowered_, *pure);
        nest.func.compute_at(level);
        for (int s = 0; s <= nest.func.num_update_definitions(); ++s) {
          const LoopSchedule* line = s == 0 ? pure : line_for(schedule_, nest, StageKind::Update);
          if (line) inside_block(nest, s, *line, level);
        }
        continue;
      }
      caps_[nest.func.name()] = pure ? pure->max_registers : 0;  // every Func named: no entry takes another's cap
      if (pure) {
        stage(nest, 0, *pure);
      } else {
        single_thread(Halide::Stage(nest.func));
      }
      for (int u = 0; u < nest.func.num_update_definitions(); ++u) {
        if (nest.ordered_updates || !pure) {
          single_thread(nest.func.update(u));  // scatters: in order, as the reference
          continue;
        }
        const LoopSchedule* update = line_for(schedule_, nest, StageKind::Update);
        LoopSchedule fallback = *pure;
        fallback.staged.clear();
        stage(nest, u + 1, update ? *update : fallback);
      }
    }
    for (LoopNest& value : lowered_.inlined) {
      const LoopSchedule* line = line_for(schedule_, value, StageKind::Pure);
      if (!line || !line->at) continue;
      const Halide::LoopLevel level = compute_at_level(lowered_, *line);
      value.func.compute_at(level);
      inside_block(value, 0, *line, level);
    }
    // Every Func named (cap 0 where none), so that each entry finds its own.
    if (std::any_of(caps_.begin(), caps_.end(), [](const auto& c) { return c.second > 0; })) lowered_.register_caps = caps_;
    return summary_;
  }

 private:
  void single_thread(Halide::Stage s) {
    s.gpu_single_thread();
    ++summary_.device_kernels;
    ++summary_.single_thread;
  }

  // A stage computed inside a block (at `level`): its lanes are threads of
  // that block; its other loops run in each of them. An rfactor's partial
  // results are computed there too, each by a thread of the block (its own
  // line's lanes), and then combined by one thread: a block-level reduction.
  void inside_block(const LoopNest& nest, int index, const LoopSchedule& line, const Halide::LoopLevel& level) {
    StageLoops loops(nest.func, index, line);
    std::optional<Halide::Func> partials = loops.split_and_order();
    if (!line.rfactor.empty()) ++(partials ? summary_.rfactors_kept : summary_.rfactors_dropped);
    if (partials) {
      partials->compute_at(level);
      if (combine_by_a_warp(nest.func, index, partial_results(line), level)) ++summary_.warp_combines;
      if (const LoopSchedule* own = line_for(schedule_, nest, StageKind::RFactor)) {
        schedule_partials(*partials, *own, [](Halide::Stage& s, const StageLoops& p) {
          for (const std::string& l : p.line().unroll) s.unroll(p.loop(l));
          map_threads(s, p, p.line());
        });
      }
    }
    for (const std::string& l : line.unroll) loops.stage().unroll(loops.loop(l));
    map_threads(loops.stage(), loops, line);
  }

  // How many partial results an update's rfactor makes: the factor of the
  // split whose inner loop it names (0: another form).
  static int64_t partial_results(const LoopSchedule& line) {
    for (const Split& s : line.splits) {
      if (s.loop + ".i" == line.rfactor) return s.factor;
    }
    return 0;
  }

  // A block's partial results (one per thread) combined by a warp first,
  // then by one thread: lane i of 32 combines partials i, i + 32, ...
  // (consecutive lanes read consecutive words of shared memory: no bank
  // conflicts), and one thread the 32 lane results. One thread walking all
  // 256 partials took a third of a row-fused softmax's time on an H100. The
  // combine's order of operations is Halide's rfactor, as the first level's.
  static bool combine_by_a_warp(Halide::Func func, int index, int64_t partials, const Halide::LoopLevel& level) {
    constexpr int kWarp = 32;
    if (index == 0 || partials <= kWarp || partials % kWarp != 0) return false;
    Halide::Stage combine = func.update(index - 1);
    std::vector<std::string> rvars;  // the loop over the partials, as the stage's schedule names it
    for (const Halide::Internal::Dim& dim : combine.get_schedule().dims()) {
      if (dim.is_rvar()) rvars.push_back(dim.var.substr(dim.var.rfind('.') + 1));
    }
    if (rvars.size() != 1) return false;
    const Halide::RVar across("kiln_warp_o"), lane("kiln_warp_i");
    combine.split(Halide::RVar(rvars[0]), across, lane, kWarp);
    Halide::Func lanes;
    try {
      lanes = combine.rfactor(lane, Halide::Var("kiln_lane"));
    } catch (const Halide::CompileError&) {
      return false;  // left to one thread
    }
    lanes.compute_at(level);
    const Halide::Var l = lanes.args().back();
    lanes.gpu_threads(l);
    lanes.update(0).gpu_threads(l);
    return true;
  }

  // The line's lanes= loops as GPU threads x, y, z.
  static void map_threads(Halide::Stage& s, const StageLoops& loops, const LoopSchedule& line) {
    std::vector<VarOrRVar> threads;
    for (const std::string& l : line.lanes) threads.push_back(loops.loop(l));
    switch (threads.size()) {
      case 0: break;
      case 1: s.gpu_threads(threads[0]); break;
      case 2: s.gpu_threads(threads[0], threads[1]); break;
      default: s.gpu_threads(threads[0], threads[1], threads[2]); break;
    }
  }

  // Blocks and threads as the line says; one thread when it names neither.
  void map_loops(Halide::Stage& s, const StageLoops& loops, const LoopSchedule& line) {
    for (const std::string& l : line.unroll) s.unroll(loops.loop(l));
    if (line.parallel.empty() && line.lanes.empty()) {
      single_thread(s);
      return;
    }
    if (line.parallel.empty()) {
      user_error("schedule line %{}{}: a GPU stage with threads (lanes=) needs blocks (parallel=) too", line.value, stage_suffix(line.stage));
    }
    std::vector<VarOrRVar> blocks;
    for (const std::string& l : line.parallel) blocks.push_back(loops.loop(l));
    switch (blocks.size()) {
      case 1: s.gpu_blocks(blocks[0]); break;
      case 2: s.gpu_blocks(blocks[0], blocks[1]); break;
      default: s.gpu_blocks(blocks[0], blocks[1], blocks[2]); break;
    }
    map_threads(s, loops, line);
    ++summary_.device_kernels;
  }

  void stage(const LoopNest& nest, int index, const LoopSchedule& line) {
    StageLoops loops(nest.func, index, line);
    std::optional<Halide::Func> partials = loops.split_and_order();
    if (!line.rfactor.empty()) ++(partials ? summary_.rfactors_kept : summary_.rfactors_dropped);
    if (partials) {
      const LoopSchedule* pure = line_for(schedule_, nest, StageKind::Pure);
      caps_[partials->name()] = pure ? pure->max_registers : 0;  // the partials launch as part of the loop nest
      if (const LoopSchedule* own = line_for(schedule_, nest, StageKind::RFactor)) {
        schedule_partials(*partials, *own, [&](Halide::Stage& s, const StageLoops& p) { map_loops(s, p, *own); });
      } else {
        single_thread(Halide::Stage(*partials));
        single_thread(partials->update(0));
      }
    }
    map_loops(loops.stage(), loops, line);
    // A staged input is a tile in shared memory, loaded once per block by its
    // threads along the tile's dims (the first, the input's contiguous dim, is
    // threads x: coalesced loads), then read by the consumer's threads.
    for (const Staging& st : line.staged) {
      Halide::Func staged = staged_input(lowered_, line, st).in();
      staged.compute_at(loops.level(st.at)).store_in(Halide::MemoryType::GPUShared);
      const std::vector<Halide::Var> args = staged.args();
      std::vector<VarOrRVar> inner, outer;
      for (const auto& [dim, factor] : st.tile) {
        const Halide::Var v = args[static_cast<size_t>(dim)];
        Halide::Var o(v.name() + "_o"), i(v.name() + "_i");
        staged.split(v, o, i, static_cast<int>(factor), Halide::TailStrategy::GuardWithIf);
        inner.push_back(i);
        outer.push_back(o);
      }
      // Rows beyond the threads loop inside each thread.
      std::vector<VarOrRVar> order = outer;
      order.insert(order.end(), inner.begin(), inner.end());
      staged.reorder(order);
      switch (inner.size()) {
        case 1: staged.gpu_threads(inner[0]); break;
        case 2: staged.gpu_threads(inner[0], inner[1]); break;
        case 3: staged.gpu_threads(inner[0], inner[1], inner[2]); break;
        default: user_error("schedule line %{}: a staged tile has 1 to 3 dims on a GPU", line.value);
      }
    }
  }

  LoweredKernel& lowered_;
  const KernelSchedule& schedule_;
  GpuScheduleSummary summary_;
  std::map<std::string, int> caps_;  // each loop nest's Funcs and their register cap (regs=; 0: none)
};

}  // namespace

GpuScheduleSummary apply_gpu_schedule(LoweredKernel& lowered, const KernelSchedule& schedule) {
  if (schedule.autoscheduler) user_error("'autoscheduler {}' schedules CPU code only (Halide 14's autoschedulers)", schedule.autoscheduler->name);
  return GpuScheduler(lowered, schedule).run();
}

}  // namespace kiln::lower
