#include "lower/cpu_schedule.h"

#include <algorithm>
#include <cctype>
#include <optional>
#include <sstream>

#include <fmt/format.h>

#include "lower/autoschedule.h"
#include "lower/software_prefetch.h"
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

void schedule_stage(LoweredKernel& lowered, const KernelSchedule& schedule, const LoopNest& nest, int stage, const LoopSchedule& line,
                    std::vector<PrefetchSite>& sites) {
  StageLoops loops(nest.func, stage, line);
  if (std::optional<Halide::Func> partials = loops.split_and_order()) {
    // Partial results over the rfactor loop: both of its stages follow its line.
    if (const LoopSchedule* own = line_for(schedule, nest, StageKind::RFactor)) {
      schedule_partials(*partials, *own, [&](Halide::Stage& s, const StageLoops& p) { schedule_loops(s, p, *own); });
    }
  }
  schedule_loops(loops.stage(), loops, line);
  // Placed after Halide's lowering (lower/software_prefetch.h).
  for (const Prefetch& p : line.prefetches) {
    const Halide::ImageParam input = line_input(lowered, line, p.input, "prefetches");
    sites.push_back({fmt::format("{}.s{}.", nest.func.name(), stage), loops.loop(p.at).name(), input.name(), static_cast<int>(p.ahead)});
  }
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

// The extent of loop `loop` of `line` over a value of `dims` (`dK`, fused
// `dK+dJ`, split parts `.o` and `.i`), or -1 where it is not the value's
// (a reduction loop).
int64_t loop_extent(const std::string& loop, const LoopSchedule& line, const Dims& dims) {
  const size_t dot = loop.rfind('.');
  if (dot != std::string::npos) {
    const std::string parent = loop.substr(0, dot), part = loop.substr(dot + 1);
    const auto split = std::find_if(line.splits.begin(), line.splits.end(), [&](const Split& s) { return s.loop == parent; });
    const int64_t whole = loop_extent(parent, line, dims);
    if (split == line.splits.end() || whole < 0 || split->factor <= 0) return -1;
    return part == "i" ? split->factor : (whole + split->factor - 1) / split->factor;
  }
  int64_t extent = 1;
  std::stringstream parts(loop);
  for (std::string d; std::getline(parts, d, '+');) {
    if (d.size() < 2 || d[0] != 'd') return -1;
    const size_t k = std::stoul(d.substr(1));
    if (k >= dims.size()) return -1;
    extent *= dims[k];
  }
  return extent;
}

// The loop `line`'s vector lanes are split from (`lanes=X.i`: X), with the
// split of X (null where the line does not split X); nothing when the lanes
// loop is not an inner part.
struct LanesSplit {
  std::string parent;
  const Split* split = nullptr;
};
std::optional<LanesSplit> lanes_split(const LoopSchedule& line) {
  if (line.lanes.empty()) return std::nullopt;
  const std::string& lanes = line.lanes.front();
  const size_t dot = lanes.rfind('.');
  if (dot == std::string::npos || lanes.substr(dot + 1) != "i") return std::nullopt;
  LanesSplit l{lanes.substr(0, dot)};
  const auto it = std::find_if(line.splits.begin(), line.splits.end(), [&](const Split& s) { return s.loop == l.parent; });
  if (it != line.splits.end()) l.split = &*it;
  return l;
}

// Whether the vector lanes of `line` leave a tail of exactly one element:
// `split=X:F` with X's extent one more than a multiple of F.
bool lanes_leave_one_element(const LoopNest& nest, const LoopSchedule& line) {
  const std::optional<LanesSplit> l = lanes_split(line);
  if (!nest.node || !l || !l->split) return false;
  const int64_t extent = loop_extent(l->parent, line, nest.node->type(0).dims), factor = l->split->factor;
  return extent > factor && factor > 1 && extent % factor == 1;
}

// Whether the vector lanes of `line` run along an output dim over which the
// node's window is base-dilated (a transposed convolution, a reduce-window
// with base dilation) and may leave a tail: the lanes loop is, or is split
// from, or fuses such a dim, and its split does not provably divide it.
bool lanes_over_base_dilation_with_tail(const LoopNest& nest, const LoopSchedule& line) {
  if (line.lanes.empty() || !nest.node) return false;
  const Node& node = *nest.node;
  const Attrs& a = node.attrs();
  if (a.window.empty()) return false;
  auto base_dilated = [&](int64_t dim) {
    if (node.op() == OpCode::Convolution) {
      for (size_t s = 0; s < a.conv.output_spatial.size() && s < a.window.size(); ++s) {
        if (a.conv.output_spatial[s] == dim && a.window[s].base_dilation > 1) return true;
      }
      return false;
    }
    return static_cast<size_t>(dim) < a.window.size() && a.window[static_cast<size_t>(dim)].base_dilation > 1;
  };
  // Every dim the lanes loop's name mentions: `d3.i`, `d3.i.i`, `d1+d2.i`.
  const std::string& lanes = line.lanes.front();
  bool dilated = false;
  for (size_t at = lanes.find('d'); at != std::string::npos; at = lanes.find('d', at + 1)) {
    size_t end = at + 1;
    while (end < lanes.size() && std::isdigit(static_cast<unsigned char>(lanes[end]))) ++end;
    if (end > at + 1) dilated = dilated || base_dilated(std::stoll(lanes.substr(at + 1, end - at - 1)));
  }
  const std::optional<LanesSplit> l = lanes_split(line);
  if (!dilated || !l) return false;  // the whole loop: no split, no tail
  if (!l->split) return true;
  const int64_t extent = loop_extent(l->parent, line, node.type(0).dims);
  return extent < 0 || l->split->factor <= 0 || extent % l->split->factor != 0;
}

// Lanes Halide 14 gets wrong run as scalar loops:
// - the guarded tail of a vectorized update of a tuple-valued Func is
//   dropped (an 8-lane f64 pair reduce-window over 9 columns left the ninth
//   at its init value). Tuples of at most 64 bits are packed into one u64 by
//   kernel lowering instead; a tuple with no update (sibling outputs written
//   by one loop nest) keeps its lanes: scalar, a channels-last
//   scale-bias-relu ran 2.4x slower;
// - 64-bit integer lanes (u64 data, or a packed pair) whose split leaves a
//   tail of one element: that one-lane tail was dropped or written out of
//   bounds (a complex cumsum, a packed f32 pair reduce-window, over 9 columns
//   in AVX2's 8 lanes gave zeros, over 17 crashed; three u64 outputs of 5
//   columns in vectors of 4 around a row reduction never wrote column 4:
//   program_fuzz seed 4240);
// - lanes along a base-dilated window's dim that leave a tail: Halide splits
//   the dilated reads into even and odd lanes and stored the tail's whole
//   vector unguarded, past the accumulator (a convolution with lhs_dilation
//   2 over 17 columns in vectors of 8 smashed the stack: JAX's lax_test,
//   testConvWithGeneralPadding).
LoopSchedule with_lanes_halide_gets_right(const LoopNest& nest, const LoopSchedule& line) {
  LoopSchedule scalar = line;
  bool wide_integers = false;
  for (const Halide::Type& t : nest.func.output_types()) wide_integers = wide_integers || (t.is_int_or_uint() && t.bits() == 64);
  if ((nest.func.outputs() > 1 && nest.func.has_update_definition()) || (wide_integers && lanes_leave_one_element(nest, line)) ||
      lanes_over_base_dilation_with_tail(nest, line)) {
    scalar.lanes.clear();
  }
  return scalar;
}

// A Func the kernel fills but does not output (a reduction's order keys,
// sums or widened partials) is stored in its node's memory order, the order
// its loops run in. Halide's own storage order puts the first dim innermost:
// the loops over an attention's [8,12,197] row maxima then wrote and read
// their keys 96 elements apart, which LLVM unrolled into 2,731 instructions
// (a quarter of a second of compile for one kernel).
void store_in_memory_order(LoopNest& nest) {
  if (!nest.node) return;
  const TensorType& t = nest.node->type();
  const int rank = static_cast<int>(t.rank());
  if (rank < 2 || nest.func.dimensions() != rank || static_cast<int>(t.minor_to_major.size()) != rank) return;
  const std::vector<Halide::Var> args = nest.func.args();
  std::vector<Halide::Var> order;
  for (int64_t dim : t.minor_to_major) order.push_back(args[static_cast<size_t>(dim)]);
  nest.func.reorder_storage(order);
}

// A line that changes nothing of its stage's loops.
bool leaves_loops_as_they_are(const LoopSchedule& l) {
  return l.fuses.empty() && l.splits.empty() && l.order.empty() && l.lanes.empty() && l.parallel.empty() && l.unroll.empty() &&
         l.staged.empty() && l.prefetches.empty() && l.rfactor.empty();
}

}  // namespace

void apply_cpu_schedule(LoweredKernel& lowered, const KernelSchedule& schedule) {
  std::vector<PrefetchSite> sites;
  for (LoopNest& nest : lowered.loop_nests) {
    const LoopSchedule* pure_line = line_for(schedule, nest, StageKind::Pure);
    if (!pure_line) continue;
    const LoopSchedule pure_scalar = with_lanes_halide_gets_right(nest, *pure_line);
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
    if (!output) store_in_memory_order(nest);
    schedule_stage(lowered, schedule, nest, 0, *pure, sites);
    for (int u = 0; u < nest.func.num_update_definitions(); ++u) {
      if (nest.ordered_updates) {
        nest.func.update(u).unscheduled();  // data-dependent stores: serial, in order
        continue;
      }
      // An update without a line of its own follows the pure line's loops
      // (its reduction loops innermost), staging nothing again.
      const LoopSchedule* update = line_for(schedule, nest, StageKind::Update);
      if (update && leaves_loops_as_they_are(*update)) {
        // `%v.update` alone (a row sum's reduction loop, serial and
        // innermost): said so, or Halide warns on stderr that the stage was
        // forgotten, once per such reduction (seven in a Gemma prefill).
        nest.func.update(u).unscheduled();
        continue;
      }
      LoopSchedule fallback = *pure;
      fallback.staged.clear();
      fallback.prefetches.clear();
      schedule_stage(lowered, schedule, nest, u + 1, update ? with_lanes_halide_gets_right(nest, *update) : fallback, sites);
    }
  }
  // Values placed inside a loop nest (at=) rather than inlined.
  for (LoopNest& value : lowered.inlined) {
    const LoopSchedule* line = line_for(schedule, value, StageKind::Pure);
    if (!line || !line->at) continue;
    value.func.compute_at(compute_at_level(lowered, *line));
    schedule_stage(lowered, schedule, value, 0, *line, sites);
  }
  if (!sites.empty()) lowered.pipeline.add_custom_lowering_pass(new InjectSoftwarePrefetches(std::move(sites)));
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
