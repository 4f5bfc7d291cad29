// The part of applying a schedule line that both targets share: naming a
// stage's loops as the schedule text does (d0.., r0.., split parts .o/.i),
// applying the line's splits and loop order, and finding the loop nests and
// inputs a schedule refers to. What the loops then become (vector lanes or GPU
// threads, worker threads or GPU blocks) is each target's own file.
#pragma once

#include <Halide.h>

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>

#include "lower/kernel_lowering.h"
#include "schedule/kernel_schedule.h"

namespace kiln::lower {

class StageLoops {
 public:
  // The stage `stage` of `func` (0: pure, 1: its update), loops named as in
  // `line` (whose value names the error messages).
  StageLoops(Halide::Func func, int stage, const LoopSchedule& line);

  Halide::Stage& stage() { return stage_; }
  const LoopSchedule& line() const { return line_; }
  // The loop called `name`; UserError when the stage has no such loop.
  Halide::VarOrRVar loop(const std::string& name) const;
  // The line's splits (tails guarded by ifs), then its rfactor, then its loop
  // order; null when there is no rfactor (see rfactor()).
  std::optional<Halide::Func> split_and_order();
  // The consumer loop level `name` (for staging inputs inside it).
  Halide::LoopLevel level(const std::string& name) const;
  // The line's rfactor, after its splits: the iterations of reduction loop
  // `rfactor` become the last pure dim of an intermediate Func of partial
  // results (computed at root), which this stage then combines; from then on
  // only this stage's pure loops have names. Null when the line has no rfactor
  // or Halide cannot prove the reducer associative (the stage then stays one
  // serial reduction per output element).
  std::optional<Halide::Func> rfactor();
  void order();

 private:
  void split(const Split& s);
  const Split* split_of(const std::string& loop) const;
  void split_inner_first(const Split& outer, const Split& inner);

  Halide::Func func_;
  int stage_index_;
  Halide::Stage stage_;
  const LoopSchedule& line_;
  std::map<std::string, Halide::VarOrRVar> loops_;
};

// An rfactor's partial results follow their own line in both of their stages
// (pure, then update): its splits and order applied, then `map` makes the
// target's loops of each.
void schedule_partials(Halide::Func partials, const LoopSchedule& line,
                       const std::function<void(Halide::Stage&, const StageLoops&)>& map);

// The schedule line for `nest`'s stage, or null when the schedule has none.
const LoopSchedule* line_for(const KernelSchedule& schedule, const LoopNest& nest, StageKind stage);

// The consumer loop a line's `at=%value@loop` names: loop `loop` of the pure
// stage of %value's own Func (its last loop nest: an output after the
// accumulators that feed it), named as that value's line names its loops.
Halide::LoopLevel compute_at_level(const LoweredKernel& lowered, const LoopSchedule& line);

// Kernel input `input` of a line's `directive` (stages, prefetches), checked.
Halide::ImageParam line_input(const LoweredKernel& lowered, const LoopSchedule& line, int input, std::string_view directive);
// The kernel input a staging directive names, checked.
Halide::ImageParam staged_input(const LoweredKernel& lowered, const LoopSchedule& line, const Staging& staging);

}  // namespace kiln::lower
