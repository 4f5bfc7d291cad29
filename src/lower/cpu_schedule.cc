#include "lower/cpu_schedule.h"

#include <algorithm>
#include <sstream>

#include "lower/autoschedule.h"
#include "lower/stage_loops.h"

namespace kiln::lower {

namespace {

void schedule_loops(Halide::Stage& s, const StageLoops& loops, const LoopSchedule& line) {
  for (size_t i = 0; i < line.lanes.size(); ++i) {
    if (i == 0) {
      s.vectorize(loops.loop(line.lanes[i]));
    } else {
      s.unroll(loops.loop(line.lanes[i]));
    }
  }
  for (const std::string& l : line.unroll) s.unroll(loops.loop(l));
  for (const std::string& l : line.parallel) s.parallel(loops.loop(l));
}

void schedule_stage(LoweredKernel& lowered, const KernelSchedule& schedule, const LoopNest& nest, int stage, const LoopSchedule& line) {
  StageLoops loops(nest.func, stage, line);
  if (std::optional<Halide::Func> partials = loops.split_and_order()) {
    // Partial results over the rfactor loop: both of its stages follow its line.
    if (const LoopSchedule* own = line_for(schedule, nest, StageKind::RFactor)) {
      schedule_partials(*partials, *own, [&](Halide::Stage& s, const StageLoops& p) { schedule_loops(s, p, *own); });
    }
  }
  schedule_loops(loops.stage(), loops, line);
  // A staged input is a tile buffer filled once per iteration of `at`: its
  // contiguous loads are vectors that LLVM can transpose in registers.
  for (const Staging& st : line.staged) {
    // The tile holds what the arithmetic reads: f32 for a widened narrow input.
    Halide::ImageParam input = staged_input(lowered, line, st);
    auto widened = lowered.widened_inputs.find(st.input);
    Halide::Func staged = widened != lowered.widened_inputs.end() ? widened->second : input.in();
    staged.compute_at(loops.level(st.at));
    const std::vector<Halide::Var> args = staged.args();
    if (widened != lowered.widened_inputs.end()) {
      // Tile dims first (the vector dim innermost) in its loops and its
      // storage: vector stores and loads of the tile are then contiguous.
      std::vector<Halide::Var> order;
      for (const auto& [dim, factor] : st.tile) order.push_back(args[static_cast<size_t>(dim)]);
      for (const Halide::Var& v : args) {
        if (std::find_if(order.begin(), order.end(), [&](const Halide::Var& o) { return o.same_as(v); }) == order.end()) order.push_back(v);
      }
      staged.reorder_storage(order);
      staged.reorder(std::vector<Halide::VarOrRVar>(order.begin(), order.end()));
    }
    for (size_t i = 0; i < st.tile.size(); ++i) {
      const Halide::Var dim = args[static_cast<size_t>(st.tile[i].first)];
      const int factor = static_cast<int>(st.tile[i].second);
      if (i == 0) {
        staged.vectorize(dim, factor, Halide::TailStrategy::GuardWithIf);
      } else {
        staged.unroll(dim, factor, Halide::TailStrategy::GuardWithIf);
      }
    }
  }
}

// Halide 14 drops the guarded tail of a vectorized update of a tuple-valued
// Func (an 8-lane f64 pair reduce-window over 9 columns left the ninth at its
// init value), so the lanes of such Funcs run as scalar loops. Tuples of at
// most 64 bits never get here: kernel lowering packs them into one integer.
// A tuple with no update (sibling outputs written by one loop nest) keeps its
// lanes: scalar, a channels-last scale-bias-relu ran 2.4x slower. But where
// values are computed inside its loops (`at=`, a row's sums) and a split
// leaves a tail, Halide 14 drops that guarded tail too (u64 outputs of 5
// columns in vectors of 4 around a row reduction wrote columns 0-3 twice and
// never column 4: program_fuzz seed 4240), so those run scalar.
bool splits_leave_a_tail(const LoopNest& nest, const LoopSchedule& line) {
  if (!nest.node) return true;
  const Dims& dims = nest.node->type(0).dims;
  for (const Split& s : line.splits) {
    if (s.loop.find('.') != std::string::npos) continue;  // a split part: its parent's split decides
    int64_t extent = 1;  // of `dK`, or of fused `dK+dJ`
    std::stringstream parts(s.loop);
    for (std::string part; std::getline(parts, part, '+');) {
      if (part.size() < 2 || part[0] != 'd') return true;  // a reduction loop: not this stage's dims
      const size_t d = std::stoul(part.substr(1));
      if (d >= dims.size()) return true;
      extent *= dims[d];
    }
    if (s.factor <= 0 || extent % s.factor != 0) return true;
  }
  return false;
}

LoopSchedule without_lanes_for_tuples(const KernelSchedule& schedule, const LoopNest& nest, const LoopSchedule& line) {
  LoopSchedule scalar = line;
  if (nest.func.outputs() < 2) return scalar;
  bool hosts_values = false;
  for (const auto& [value, loop] : schedule.computed_at_loops()) hosts_values = hosts_values || (nest.node && value == nest.node->name());
  if (nest.func.has_update_definition() || (hosts_values && splits_leave_a_tail(nest, line))) scalar.lanes.clear();
  return scalar;
}

}  // namespace

void apply_cpu_schedule(LoweredKernel& lowered, const KernelSchedule& schedule) {
  for (LoopNest& nest : lowered.loop_nests) {
    const LoopSchedule* pure_line = line_for(schedule, nest, StageKind::Pure);
    if (!pure_line) continue;
    const LoopSchedule pure_scalar = without_lanes_for_tuples(schedule, nest, *pure_line);
    const LoopSchedule* pure = &pure_scalar;
    if (pure->at) nest.func.compute_at(compute_at_level(lowered, *pure));
    // Streaming stores for outputs written once (an accumulator's stores
    // would bypass the caches on every update).
    const bool output = std::any_of(lowered.outputs.begin(), lowered.outputs.end(), [&](const Halide::Func& f) { return f.name() == nest.func.name(); });
    if (pure->streaming_stores && output && !nest.func.has_update_definition()) {
      lowered.streaming_outputs.insert(nest.func.name());
      // Host buffers are 64-byte aligned (runtime/host_buffer.h; an AOT
      // library copies an unaligned one): said to Halide, its whole-vector
      // stores carry that alignment, which a non-temporal vector store needs
      // (unaligned, LLVM splits it into eight 8-byte movnti).
      for (Halide::OutputImageParam out : nest.func.output_buffers()) out.set_host_alignment(64);
    }
    schedule_stage(lowered, schedule, nest, 0, *pure);
    for (int u = 0; u < nest.func.num_update_definitions(); ++u) {
      if (nest.ordered_updates) {
        nest.func.update(u).unscheduled();  // data-dependent stores: serial, in order
        continue;
      }
      // An update without a line of its own follows the pure line's loops
      // (its reduction loops innermost), staging nothing again.
      const LoopSchedule* update = line_for(schedule, nest, StageKind::Update);
      LoopSchedule fallback = *pure;
      fallback.staged.clear();
      schedule_stage(lowered, schedule, nest, u + 1, update ? without_lanes_for_tuples(schedule, nest, *update) : fallback);
    }
  }
  // Values placed inside a loop nest (at=) rather than inlined.
  for (LoopNest& value : lowered.inlined) {
    const LoopSchedule* line = line_for(schedule, value, StageKind::Pure);
    if (!line || !line->at) continue;
    value.func.compute_at(compute_at_level(lowered, *line));
    schedule_stage(lowered, schedule, value, 0, *line);
  }
}

LoweredKernel lower_for_cpu(const Kernel& kernel, const KernelSchedule& schedule, const Halide::Target& target) {
  if (schedule.autoscheduler) {
    LoweredKernel lowered = lower_kernel(kernel, /*loop_nests_at_root=*/false);
    apply_autoscheduler(lowered, kernel, *schedule.autoscheduler, target);
    return lowered;
  }
  LoweredKernel lowered = lower_kernel(kernel);
  apply_cpu_schedule(lowered, schedule);
  return lowered;
}

}  // namespace kiln::lower
