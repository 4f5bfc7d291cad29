#include "lower/stage_loops.h"

#include <fmt/format.h>

#include <set>

#include "support/error.h"

namespace kiln::lower {

namespace {

// Halide names may not hold '.' or '+', which the schedule text uses for split
// parts and fused loops.
std::string halide_loop_name(const std::string& loop) {
  std::string s = loop;
  for (char& c : s) {
    if (c == '.') c = '_';
    if (c == '+') c = 'x';
  }
  return s;
}

}  // namespace

StageLoops::StageLoops(Halide::Func func, int stage, const LoopSchedule& line)
    : func_(func), stage_index_(stage), stage_(stage == 0 ? Halide::Stage(func) : func.update(stage - 1)), line_(line) {
  const std::vector<Halide::Var> args = func.args();
  for (size_t d = 0; d < args.size(); ++d) loops_.emplace(fmt::format("d{}", d), args[d]);
  if (stage > 0) {
    const std::vector<Halide::RVar> rvars = func.rvars(stage - 1);
    for (size_t r = 0; r < rvars.size(); ++r) loops_.emplace(fmt::format("r{}", r), rvars[r]);
  }
}

Halide::VarOrRVar StageLoops::loop(const std::string& name) const {
  auto it = loops_.find(name);
  if (it == loops_.end()) {
    user_error("schedule line %{}{} names loop {}, which that stage does not have", line_.value, stage_suffix(line_.stage), name);
  }
  return it->second;
}

std::optional<Halide::Func> StageLoops::split_and_order() {
  for (const Fuse& f : line_.fuses) {
    const Halide::VarOrRVar inner = loop(f.inner), outer = loop(f.outer);
    if (inner.is_rvar || outer.is_rvar) user_error("schedule line %{}{} fuses {}: only pure loops fuse", line_.value, stage_suffix(line_.stage), f.name());
    const Halide::Var fused(halide_loop_name(f.name()));
    stage_.fuse(inner, outer, fused);
    loops_.erase(f.inner);
    loops_.erase(f.outer);
    loops_.emplace(f.name(), fused);
  }
  // Reduction loops are split (and rfactored) before the pure loops, so the
  // partial results keep the stage's pure dims whole: the rfactor line names
  // them as they are.
  for (const Split& s : line_.splits) {
    if (s.loop[0] == 'r') split(s);
  }
  std::optional<Halide::Func> partials = rfactor();
  std::set<std::string> done;
  for (const Split& s : line_.splits) {
    if (s.loop[0] == 'r' || done.count(s.loop)) continue;
    if (const Split* inner = split_of(s.loop + ".i"); inner && s.factor % inner->factor == 0 && !loops_.at(s.loop).is_rvar) {
      split_inner_first(s, *inner);
      done.insert(inner->loop);
    } else {
      split(s);
    }
  }
  order();
  return partials;
}

const Split* StageLoops::split_of(const std::string& loop) const {
  for (const Split& s : line_.splits) {
    if (s.loop == loop) return &s;
  }
  return nullptr;
}

// `X:C` then `X.i:V`, V dividing C, as Halide splits `X` by V and then the
// vectors by C/V: the same loops X.o, X.i.o, X.i.i. Split the other way round,
// Halide 14 drops X's tail guard inside the vectorized X.i.i of an update of
// a Func it allocates (a bf16 column sum over 80 columns in chunks of 64
// wrote its 64-column tail into a buffer of 80).
void StageLoops::split_inner_first(const Split& outer, const Split& inner) {
  const Halide::VarOrRVar x = loop(outer.loop);
  if (loops_.count(outer.loop + ".o") || loops_.count(inner.loop + ".o")) {
    user_error("schedule line %{}{} splits {} twice", line_.value, stage_suffix(line_.stage), outer.loop);
  }
  const Halide::Var vectors(halide_loop_name(outer.loop + ".v")), o(halide_loop_name(outer.loop + ".o")),
      io(halide_loop_name(inner.loop + ".o")), ii(halide_loop_name(inner.loop + ".i"));
  stage_.split(x, vectors, ii, static_cast<int>(inner.factor), Halide::TailStrategy::GuardWithIf);
  stage_.split(vectors, o, io, static_cast<int>(outer.factor / inner.factor), Halide::TailStrategy::GuardWithIf);
  loops_.erase(outer.loop);
  loops_.emplace(outer.loop + ".o", o);
  loops_.emplace(inner.loop + ".o", io);
  loops_.emplace(inner.loop + ".i", ii);
}

void StageLoops::split(const Split& s) {
  const Halide::VarOrRVar old = loop(s.loop);
  const std::string outer = s.loop + ".o", inner = s.loop + ".i";
  if (loops_.count(outer)) user_error("schedule line %{}{} splits {} twice", line_.value, stage_suffix(line_.stage), s.loop);
  Halide::VarOrRVar o = old.is_rvar ? Halide::VarOrRVar(Halide::RVar(halide_loop_name(outer)))
                                    : Halide::VarOrRVar(Halide::Var(halide_loop_name(outer)));
  Halide::VarOrRVar i = old.is_rvar ? Halide::VarOrRVar(Halide::RVar(halide_loop_name(inner)))
                                    : Halide::VarOrRVar(Halide::Var(halide_loop_name(inner)));
  stage_.split(old, o, i, static_cast<int>(s.factor), Halide::TailStrategy::GuardWithIf);
  loops_.erase(s.loop);
  loops_.emplace(outer, o);
  loops_.emplace(inner, i);
}

void StageLoops::order() {
  if (line_.order.size() > 1) {
    std::vector<Halide::VarOrRVar> order;
    for (const std::string& name : line_.order) order.push_back(loop(name));
    stage_.reorder(order);
  }
}

Halide::LoopLevel StageLoops::level(const std::string& name) const {
  return stage_index_ == 0 ? Halide::LoopLevel(func_, loop(name)) : Halide::LoopLevel(func_, loop(name), stage_index_);
}

std::optional<Halide::Func> StageLoops::rfactor() {
  if (line_.rfactor.empty()) return std::nullopt;
  const Halide::VarOrRVar r = loop(line_.rfactor);
  if (!r.is_rvar) user_error("schedule line %{}{}: rfactor names {}, which is not a reduction loop", line_.value, stage_suffix(line_.stage), line_.rfactor);
  std::optional<Halide::Func> partials;
  try {
    partials = stage_.rfactor(r.rvar, Halide::Var(fmt::format("d{}", func_.dimensions())));
  } catch (const Halide::CompileError&) {
    return std::nullopt;  // not provably associative (NaN-propagating max, say)
  }
  partials->compute_root();
  stage_ = func_.update(stage_index_ - 1);
  for (auto it = loops_.begin(); it != loops_.end();) it = it->second.is_rvar ? loops_.erase(it) : std::next(it);
  return partials;
}

void schedule_partials(Halide::Func partials, const LoopSchedule& line,
                       const std::function<void(Halide::Stage&, const StageLoops&)>& map) {
  // The line may order the update's remaining reduction loops (a column sum's
  // rows outside its vector of columns); the pure stage has none of them.
  LoopSchedule pure = line;
  std::erase_if(pure.order, [](const std::string& loop) { return !loop.empty() && loop[0] == 'r'; });
  for (int s = 0; s < 2; ++s) {
    StageLoops p(partials, s, s == 0 ? pure : line);
    p.split_and_order();
    map(p.stage(), p);
  }
}

const LoopSchedule* line_for(const KernelSchedule& schedule, const LoopNest& nest, StageKind stage) {
  return schedule.find(nest.node->name(), stage);
}

Halide::LoopLevel compute_at_level(const LoweredKernel& lowered, const LoopSchedule& line) {
  const ComputeAt& at = *line.at;
  const LoopNest* consumer = nullptr;
  for (const LoopNest& nest : lowered.loop_nests) {
    if (nest.node->name() == at.value) consumer = &nest;
  }
  if (!consumer || at.value == line.value) {
    user_error("schedule line %{}: at=%{}@{} names no other loop nest of this kernel", line.value, at.value, at.loop);
  }
  // An unsplit dim is the Func's own variable; split and fused parts are
  // named as StageLoops names them.
  const std::vector<Halide::Var> args = consumer->func.args();
  for (size_t d = 0; d < args.size(); ++d) {
    if (at.loop == fmt::format("d{}", d)) return Halide::LoopLevel(consumer->func, args[d]);
  }
  return Halide::LoopLevel(consumer->func, Halide::Var(halide_loop_name(at.loop)));
}

Halide::ImageParam line_input(const LoweredKernel& lowered, const LoopSchedule& line, int input, std::string_view directive) {
  if (input < 0 || static_cast<size_t>(input) >= lowered.inputs.size()) {
    user_error("schedule line %{}{} {} in{}, but the kernel has {} input(s)", line.value, stage_suffix(line.stage), directive, input,
               lowered.inputs.size());
  }
  return lowered.inputs[static_cast<size_t>(input)];
}

Halide::ImageParam staged_input(const LoweredKernel& lowered, const LoopSchedule& line, const Staging& staging) {
  const Halide::ImageParam p = line_input(lowered, line, staging.input, "stages");
  for (const auto& [dim, factor] : staging.tile) {
    if (dim >= p.dimensions()) {
      user_error("schedule line %{}{} tiles dim {} of in{}, which has rank {}", line.value, stage_suffix(line.stage), dim, staging.input,
                 p.dimensions());
    }
  }
  return p;
}

}  // namespace kiln::lower
