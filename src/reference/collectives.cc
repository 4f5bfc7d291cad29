// The collectives on the reference: every member's operands fetched through
// this device's communicator (collectives/participant.h), and reductions
// folded exactly, in double for floats (rounded once to the element type)
// and with wrapping for integers; data movement as every target does it.
#include <cstring>

#include "collectives/block_layout.h"
#include "collectives/participant.h"
#include "collectives/run_collective.h"
#include "ir/reducer.h"
#include "reference/ops.h"
#include "reference/scalar_ops.h"
#include "support/error.h"

namespace kiln::reference {

namespace {

// Every member's copy of `x`, in group order.
std::vector<Literal> gather_members(const std::string& what, Communicator& comm, const Dims& group, const Literal& x) {
  std::vector<uint8_t> all(x.byte_size() * group.size());
  comm.all_gather(what, group, x.data(), x.byte_size(), all.data());
  std::vector<Literal> members;
  for (size_t k = 0; k < group.size(); ++k) {
    Literal m(x.dtype(), x.dims());
    if (x.byte_size()) std::memcpy(m.data(), all.data() + k * x.byte_size(), x.byte_size());
    members.push_back(std::move(m));
  }
  return members;
}

// Element i's reduction over the members: exactly (floats in double,
// rounded once), or rounded to the accumulator type at each member as a
// target's sum is (parity's noise runs: SumRounding).
Literal fold(const Node& node, const std::vector<Literal>& members, SumRounding sums) {
  const Literal& first = members.front();
  const DType d = first.dtype();
  OpCode op = *simple_reducer_op(*node.called()[0]);
  if (d == DType::Pred) op = on_pred_operands(op);
  const Attrs none;
  const DType step_type = sums.each_step ? accumulator_dtype(d) : DType::F64;
  Literal out(d, first.dims());
  const size_t n = members.size();
  for (int64_t i = 0; i < first.num_elements(); ++i) {
    if (is_float(d)) {
      auto member = [&](size_t k) { return from_double(members[sums.reversed ? n - 1 - k : k].get_double(i)); };
      Bits acc = member(0);
      for (size_t k = 1; k < n; ++k) acc = eval_binary(op, step_type, acc, member(k), none);
      out.set_double(i, as_double(acc));
    } else {
      Bits acc = first.get_bits(i);
      for (size_t k = 1; k < members.size(); ++k) acc = eval_binary(op, d, acc, members[k].get_bits(i), none);
      out.set_bits(i, acc);
    }
  }
  return out;
}

}  // namespace

std::vector<RefArray> eval_collective(const Node& node, const std::vector<RefArray>& in, SumRounding sums) {
  std::vector<Literal> operands;
  for (const RefArray& a : in) operands.push_back(to_literal(a));
  std::vector<Literal> results;
  if (node.op() == OpCode::AllReduce || node.op() == OpCode::ReduceScatter) {
    const std::string what = collective_name(node);
    reduction_kind(node);  // a reducer kiln's communicators know, or a clear error
    const Participant& me = current_participant(what);
    const GroupPosition place = group_of(node, me.device);
    for (const Literal& x : operands) {
      Literal sum = fold(node, gather_members(what, *me.communicator, *place.group, x), sums);
      if (node.op() == OpCode::AllReduce) {
        results.push_back(std::move(sum));
        continue;
      }
      // reduce-scatter: this device's part along the dimension.
      const int64_t dim = node.attrs().dimensions.at(0), n = static_cast<int64_t>(place.group->size());
      std::vector<uint8_t> packed(sum.byte_size());
      pack_blocks(sum.data(), sum.dims(), dtype_bytes(sum.dtype()), dim, n, packed.data());
      Dims part = sum.dims();
      part[static_cast<size_t>(dim)] /= n;
      Literal mine(sum.dtype(), part);
      if (mine.byte_size()) std::memcpy(mine.data(), packed.data() + static_cast<size_t>(place.index) * mine.byte_size(), mine.byte_size());
      results.push_back(std::move(mine));
    }
  } else {
    results = run_collective(node, operands);
  }
  std::vector<RefArray> out;
  for (const Literal& l : results) out.push_back(from_literal(l, l.type()));
  return out;
}

}  // namespace kiln::reference
