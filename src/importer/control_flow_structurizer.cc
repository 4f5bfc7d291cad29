#include "importer/control_flow_structurizer.h"

#include <functional>
#include <unordered_map>
#include <unordered_set>

#include "support/error.h"

namespace kiln {

namespace {

// One place in the loop's state: a value (`%x` or `%x#1`) and its type.
struct Slot {
  MlirValueUse value;
  MlirType type;
  bool is_group_member = false;  // of a `%x:2 = ...` result group
};

bool same_use(const MlirValueUse& a, const MlirValueUse& b) { return a.name == b.name && a.index == b.index; }

bool is_return(const std::string& name) { return name == "func.return" || name == "return"; }

// The names an operation reads, its nested regions' included.
void collect_uses(const MlirOperation& op, std::unordered_set<std::string>& used) {
  for (const auto& u : op.operands) used.insert(u.name);
  for (const auto& s : op.successors) {
    for (const auto& u : s.operands) used.insert(u.name);
  }
  for (const auto& r : op.regions) {
    for (const auto& inner : r.operations) collect_uses(inner, used);
    for (const auto& b : r.later_blocks) {
      for (const auto& inner : b.operations) collect_uses(inner, used);
    }
  }
}

class ControlFlowStructurizer {
 public:
  ControlFlowStructurizer(MlirFunction& f, const SourceText& src) : f_(f), src_(src), blocks_(f.body.later_blocks) {}

  void run() {
    for (size_t i = 0; i < blocks_.size(); ++i) {
      if (!block_index_.emplace(blocks_[i].label, static_cast<int64_t>(i)).second) {
        fail(blocks_[i].offset, fmt::format("block ^{} is defined twice", blocks_[i].label));
      }
      if (blocks_[i].operations.empty()) fail(blocks_[i].offset, fmt::format("block ^{} is empty (it needs a terminator)", blocks_[i].label));
    }
    if (f_.body.operations.empty()) fail(f_.body.offset, "the entry block is empty (it needs a terminator)");
    collect_slots();

    MlirRegion body;
    body.offset = f_.body.offset;
    body.arguments = std::move(f_.body.arguments);
    std::vector<MlirOperation> entry = std::move(f_.body.operations);
    const MlirOperation entry_terminator = std::move(entry.back());
    entry.pop_back();
    body.operations = std::move(entry);
    // Places the entry block's branch does not set start as zeros, never read.
    std::vector<MlirValueUse> zeros;
    for (const Slot& s : slots_) zeros.push_back(splat(body.operations, s.type, 0, entry_terminator.offset));
    const std::vector<MlirValueUse> initial =
        next_state(entry_terminator, body.operations, [&](size_t k) { return zeros[k]; });
    body.operations.push_back(state_loop(initial, entry_terminator.offset));
    MlirOperation ret = make_op("func.return", f_.body.offset);
    for (size_t r = 0; r < f_.result_types.size(); ++r) {
      ret.operands.push_back({kStateName, static_cast<int64_t>(1 + result_slot_base_ + r), f_.body.offset});
    }
    body.operations.push_back(std::move(ret));
    f_.body = std::move(body);
  }

 private:
  static constexpr const char* kStateName = "kiln.cfg.state";

  [[noreturn]] void fail(size_t offset, std::string_view message) const {
    throw UserError(fmt::format("{}: {}", src_.location(offset), message));
  }

  static MlirType scalar_type(DType dtype, size_t offset) {
    MlirType t;
    t.tensor = TensorType(dtype, {});
    t.offset = offset;
    return t;
  }

  MlirOperation make_op(std::string name, size_t offset) const {
    MlirOperation op;
    op.name = std::move(name);
    op.offset = offset;
    op.has_signature = true;
    return op;
  }

  MlirValueUse fresh(size_t offset) { return {fmt::format("kiln.cfg.v{}", next_name_++), 0, offset}; }

  MlirValueUse define(std::vector<MlirOperation>& out, MlirOperation op, const MlirType& type) {
    const MlirValueUse v = fresh(op.offset);
    op.results.push_back({v.name, 1});
    op.result_types = {type};
    out.push_back(std::move(op));
    return v;
  }

  // `value` everywhere in an array of `type` (kiln.splat: the importer's own op).
  MlirValueUse splat(std::vector<MlirOperation>& out, const MlirType& type, int64_t value, size_t offset) {
    MlirOperation op = make_op("kiln.splat", offset);
    MlirAttribute a;
    a.kind = MlirAttribute::Kind::Integer;
    a.integer = value;
    a.offset = offset;
    op.attributes.emplace_back("value", std::move(a));
    return define(out, std::move(op), type);
  }

  void add_slot(std::string name, int64_t index, size_t offset, const MlirType& type, bool is_group_member) {
    Slot s;
    s.value.name = std::move(name);
    s.value.index = index;
    s.value.offset = offset;
    s.type = type;
    s.is_group_member = is_group_member;
    slots_.push_back(std::move(s));
  }

  // Every later block's arguments, the values a later block defines and another
  // reads, and the function's results.
  void collect_slots() {
    for (const MlirBlock& b : blocks_) {
      for (const auto& arg : b.arguments) add_slot(arg.name, 0, arg.offset, arg.type, false);
    }
    std::vector<std::unordered_set<std::string>> used(blocks_.size());
    for (size_t i = 0; i < blocks_.size(); ++i) {
      for (const auto& op : blocks_[i].operations) collect_uses(op, used[i]);
    }
    for (size_t i = 0; i < blocks_.size(); ++i) {
      for (const MlirOperation& op : blocks_[i].operations) {
        size_t next = 0;
        for (const MlirResultGroup& g : op.results) {
          bool elsewhere = false;
          for (size_t j = 0; j < blocks_.size() && !elsewhere; ++j) elsewhere = j != i && used[j].count(g.name);
          if (elsewhere) {
            if (op.result_types.size() != static_cast<size_t>(op.num_results())) {
              fail(op.offset, fmt::format("%{} is used in another block, so kiln needs its type: write {}'s result types", g.name, op.name));
            }
            for (int64_t k = 0; k < g.count; ++k) {
              add_slot(g.name, k, op.offset, op.result_types[next + static_cast<size_t>(k)], g.count > 1);
            }
          }
          next += static_cast<size_t>(g.count);
        }
      }
    }
    result_slot_base_ = slots_.size();
    for (size_t r = 0; r < f_.result_types.size(); ++r) {
      add_slot(fmt::format("kiln.cfg.result{}", r), 0, f_.offset, f_.result_types[r], false);
    }
  }

  std::vector<MlirType> state_types(size_t offset) const {
    std::vector<MlirType> types{scalar_type(DType::S32, offset)};
    for (const Slot& s : slots_) types.push_back(s.type);
    return types;
  }

  int64_t exit_index() const { return static_cast<int64_t>(blocks_.size()); }

  // The state after jumping to `target`: its index, its arguments from the
  // branch's operands, every other place as it is now.
  std::vector<MlirValueUse> state_at(const MlirSuccessor& target, std::vector<MlirOperation>& out,
                                     const std::function<MlirValueUse(size_t)>& current) {
    auto it = block_index_.find(target.label);
    if (it == block_index_.end()) fail(target.offset, fmt::format("branch to unknown block ^{}", target.label));
    const MlirBlock& block = blocks_[static_cast<size_t>(it->second)];
    if (target.operands.size() != block.arguments.size()) {
      fail(target.offset, fmt::format("block ^{} takes {} argument(s), the branch passes {}", block.label,
                                      block.arguments.size(), target.operands.size()));
    }
    std::vector<MlirValueUse> state{splat(out, scalar_type(DType::S32, target.offset), it->second, target.offset)};
    for (size_t k = 0; k < slots_.size(); ++k) {
      MlirValueUse v = current(k);
      for (size_t a = 0; a < block.arguments.size(); ++a) {
        if (block.arguments[a].name == slots_[k].value.name && !slots_[k].is_group_member) v = target.operands[a];
      }
      state.push_back(v);
    }
    return state;
  }

  // The state a block's terminator leaves, built from ops appended to `out`.
  std::vector<MlirValueUse> next_state(const MlirOperation& term, std::vector<MlirOperation>& out,
                                       const std::function<MlirValueUse(size_t)>& current) {
    if (term.name == "cf.br") {
      if (term.successors.size() != 1) fail(term.offset, "cf.br takes one target block");
      return state_at(term.successors[0], out, current);
    }
    if (term.name == "cf.cond_br") {
      if (term.successors.size() != 2 || term.operands.size() != 1) fail(term.offset, "cf.cond_br takes a condition and two target blocks");
      const std::vector<MlirValueUse> taken = state_at(term.successors[0], out, current);
      const std::vector<MlirValueUse> not_taken = state_at(term.successors[1], out, current);
      const std::vector<MlirType> types = state_types(term.offset);
      std::vector<MlirValueUse> state;
      for (size_t k = 0; k < taken.size(); ++k) {
        if (same_use(taken[k], not_taken[k])) {
          state.push_back(taken[k]);
          continue;
        }
        MlirOperation select = make_op("stablehlo.select", term.offset);
        select.operands = {term.operands[0], taken[k], not_taken[k]};
        state.push_back(define(out, std::move(select), types[k]));
      }
      return state;
    }
    if (is_return(term.name)) {
      if (term.operands.size() != f_.result_types.size()) {
        fail(term.offset, fmt::format("@{} returns {} value(s), this return gives {}", f_.name, f_.result_types.size(), term.operands.size()));
      }
      std::vector<MlirValueUse> state{splat(out, scalar_type(DType::S32, term.offset), exit_index(), term.offset)};
      for (size_t k = 0; k < slots_.size(); ++k) {
        state.push_back(k >= result_slot_base_ ? term.operands[k - result_slot_base_] : current(k));
      }
      return state;
    }
    fail(term.offset, fmt::format("a block must end with cf.br, cf.cond_br or return, not {}", term.name));
  }

  // How a loop body names place k: the value's own name, so a block's
  // operations read it unchanged (a member of a result group is bound from its
  // place by one optimization_barrier per group).
  std::string place_name(size_t k) const {
    return slots_[k].is_group_member ? fmt::format("kiln.cfg.place{}", k) : slots_[k].value.name;
  }

  std::vector<MlirBlockArgument> state_arguments(const std::string& id_name, bool named_places, size_t offset) const {
    std::vector<MlirBlockArgument> args{{id_name, scalar_type(DType::S32, offset), offset}};
    for (size_t k = 0; k < slots_.size(); ++k) {
      args.push_back({named_places ? place_name(k) : fmt::format("kiln.cfg.unread{}", k), slots_[k].type, offset});
    }
    return args;
  }

  MlirOperation state_loop(const std::vector<MlirValueUse>& initial, size_t offset) {
    const std::vector<MlirType> types = state_types(offset);
    MlirOperation loop = make_op("stablehlo.while", offset);
    loop.results.push_back({kStateName, static_cast<int64_t>(types.size())});
    loop.operands = initial;
    loop.result_types = types;
    loop.operand_types = types;

    MlirRegion cond;
    cond.offset = offset;
    cond.arguments = state_arguments("kiln.cfg.block", false, offset);
    const MlirValueUse exit = splat(cond.operations, scalar_type(DType::S32, offset), exit_index(), offset);
    MlirOperation running = make_op("stablehlo.compare", offset);
    MlirAttribute ne;
    ne.kind = MlirAttribute::Kind::Enum;
    ne.text = "NE";
    ne.offset = offset;
    running.attributes.emplace_back("comparison_direction", std::move(ne));
    running.operands = {{"kiln.cfg.block", 0, offset}, exit};
    const MlirValueUse is_running = define(cond.operations, std::move(running), scalar_type(DType::Pred, offset));
    MlirOperation cond_return = make_op("stablehlo.return", offset);
    cond_return.operands = {is_running};
    cond.operations.push_back(std::move(cond_return));

    MlirRegion body;
    body.offset = offset;
    body.arguments = state_arguments("kiln.cfg.block", true, offset);
    bind_result_groups(body.operations, offset);
    MlirOperation step = make_op("stablehlo.case", offset);
    step.results.push_back({"kiln.cfg.next", static_cast<int64_t>(types.size())});
    step.operands = {{"kiln.cfg.block", 0, offset}};
    step.result_types = types;
    for (MlirBlock& block : blocks_) step.regions.push_back(branch_of(block));
    body.operations.push_back(std::move(step));
    MlirOperation body_return = make_op("stablehlo.return", offset);
    for (size_t k = 0; k < types.size(); ++k) body_return.operands.push_back({"kiln.cfg.next", static_cast<int64_t>(k), offset});
    body.operations.push_back(std::move(body_return));

    loop.regions.push_back(std::move(cond));
    loop.regions.push_back(std::move(body));
    return loop;
  }

  // `%x:2 = optimization_barrier %place3, %place4` for each result group with
  // places, so `%x#1` reads as it did in its block.
  void bind_result_groups(std::vector<MlirOperation>& out, size_t offset) const {
    for (size_t k = 0; k < slots_.size();) {
      if (!slots_[k].is_group_member) {
        ++k;
        continue;
      }
      MlirOperation bind = make_op("stablehlo.optimization_barrier", offset);
      const std::string& group = slots_[k].value.name;
      int64_t count = 0;
      for (; k < slots_.size() && slots_[k].is_group_member && slots_[k].value.name == group; ++k, ++count) {
        bind.operands.push_back({place_name(k), 0, offset});
        bind.result_types.push_back(slots_[k].type);
      }
      bind.results.push_back({group, count});
      out.push_back(std::move(bind));
    }
  }

  // One case branch: the block's operations, then the state its terminator leaves.
  MlirRegion branch_of(MlirBlock& block) {
    MlirRegion r;
    r.offset = block.offset;
    const MlirOperation term = std::move(block.operations.back());
    block.operations.pop_back();
    r.operations = std::move(block.operations);
    const std::vector<MlirValueUse> state = next_state(term, r.operations, [&](size_t k) { return slots_[k].value; });
    MlirOperation ret = make_op("stablehlo.return", term.offset);
    ret.operands = state;
    r.operations.push_back(std::move(ret));
    return r;
  }

  MlirFunction& f_;
  const SourceText& src_;
  std::vector<MlirBlock>& blocks_;
  std::unordered_map<std::string, int64_t> block_index_;
  std::vector<Slot> slots_;
  size_t result_slot_base_ = 0;
  int64_t next_name_ = 0;
};

}  // namespace

void structure_control_flow(MlirFunction& f, const SourceText& source) {
  if (f.body.later_blocks.empty()) return;
  ControlFlowStructurizer(f, source).run();
}

}  // namespace kiln
