#include "collectives/run_collective.h"

#include <fmt/format.h>

#include <cstring>

#include "collectives/block_layout.h"
#include "collectives/participant.h"
#include "ir/reducer.h"
#include "support/error.h"

namespace kiln {

std::string collective_name(const Node& node) { return fmt::format("{} %{}", opcode_name(node.op()), node.name()); }

ReductionKind reduction_kind(const Node& node) {
  const std::optional<OpCode> op = node.called().empty() ? std::nullopt : simple_reducer_op(*node.called()[0]);
  if (op) {
    switch (*op) {
      case OpCode::Add: return ReductionKind::Sum;
      case OpCode::Multiply: return ReductionKind::Product;
      case OpCode::Maximum: return ReductionKind::Max;
      case OpCode::Minimum: return ReductionKind::Min;
      case OpCode::And: return ReductionKind::And;
      case OpCode::Or: return ReductionKind::Or;
      case OpCode::Xor: return ReductionKind::Xor;
      default: break;
    }
  }
  user_error("unsupported: {} reduces with %{}, which is not one add, multiply, maximum, minimum, and, or or xor of its parameters",
             collective_name(node), node.called().empty() ? std::string("?") : node.called()[0]->name());
}

GroupPosition group_of(const Node& node, int64_t device) {
  const std::optional<GroupPosition> place = find_group(node.attrs().collective, device);
  if (!place) user_error("{}: device {} is in none of its groups {}", collective_name(node), device, format_groups(node.attrs().collective.groups));
  return *place;
}

namespace {

// A device in none of a collective-broadcast's groups (its result is zeros)
// sits it out; whether this one does, having told its communicator.
bool sits_out(const Node& node, const Participant& me, const std::string& what) {
  if (node.op() != OpCode::CollectiveBroadcast || find_group(node.attrs().collective, me.device)) return false;
  me.communicator->sit_out(what);
  return true;
}

}  // namespace

int64_t collective_bytes(const Node& node) {
  int64_t bytes = 0;
  for (const Value& v : node.operands()) bytes += v.type().byte_size();
  return bytes;
}

std::vector<Literal> run_collective(const Node& node, const std::vector<Literal>& operands) {
  const std::string what = collective_name(node);
  const Participant& me = current_participant(what);
  Communicator& comm = *me.communicator;
  const CollectiveOptions& c = node.attrs().collective;
  std::vector<Literal> results;
  if (node.op() == OpCode::PartitionId || node.op() == OpCode::ReplicaId) {
    Literal id(DType::U32, {});
    id.set_bits(0, static_cast<uint64_t>(node.op() == OpCode::PartitionId ? me.mesh.partition_of(me.device) : me.mesh.replica_of(me.device)));
    results.push_back(std::move(id));
    return results;
  }
  if (sits_out(node, me, what)) {  // zeros
    for (int i = 0; i < node.num_results(); ++i) results.emplace_back(node.type(i).dtype, node.type(i).dims);
    return results;
  }
  const GroupPosition place = group_of(node, me.device);
  const Dims& group = *place.group;
  const int64_t n = static_cast<int64_t>(group.size());
  if (node.op() == OpCode::AllToAll && c.tuple_form) {
    // Operand j goes whole to member j; result i is member i's.
    const size_t bytes = operands.empty() ? 0 : operands[0].byte_size();
    std::vector<uint8_t> in(bytes * operands.size()), out(in.size());
    for (size_t j = 0; j < operands.size(); ++j) {
      if (bytes) std::memcpy(in.data() + j * bytes, operands[j].data(), bytes);
    }
    comm.all_to_all(what, group, in.data(), out.data(), bytes);
    for (int i = 0; i < node.num_results(); ++i) {
      Literal r(node.type(i).dtype, node.type(i).dims);
      if (bytes) std::memcpy(r.data(), out.data() + static_cast<size_t>(i) * bytes, bytes);
      results.push_back(std::move(r));
    }
    return results;
  }
  for (size_t k = 0; k < operands.size(); ++k) {
    const Literal& x = operands[k];
    const TensorType& t = node.type(static_cast<int>(k));
    Literal r(t.dtype, t.dims);
    const size_t esize = dtype_bytes(x.dtype());
    switch (node.op()) {
      case OpCode::AllReduce:
        comm.all_reduce(what, group, x.dtype(), reduction_kind(node), x.data(), r.data(), x.num_elements());
        break;
      case OpCode::ReduceScatter: {
        std::vector<uint8_t> packed(x.byte_size());
        pack_blocks(x.data(), x.dims(), esize, node.attrs().dimensions.at(0), n, packed.data());
        comm.reduce_scatter(what, group, x.dtype(), reduction_kind(node), packed.data(), r.data(), r.num_elements());
        break;
      }
      case OpCode::AllGather: {
        std::vector<uint8_t> gathered(r.byte_size());
        comm.all_gather(what, group, x.data(), x.byte_size(), gathered.data());
        concat_blocks(gathered.data(), x.dims(), esize, node.attrs().dimensions.at(0), n, r.data());
        break;
      }
      case OpCode::AllToAll: {
        std::vector<uint8_t> packed(x.byte_size()), received(x.byte_size());
        pack_blocks(x.data(), x.dims(), esize, c.split_dimension, n, packed.data());
        comm.all_to_all(what, group, packed.data(), received.data(), x.byte_size() / static_cast<size_t>(n));
        Dims block = x.dims();
        block[static_cast<size_t>(c.split_dimension)] /= n;
        concat_blocks(received.data(), block, esize, c.concat_dimension, n, r.data());
        break;
      }
      case OpCode::CollectivePermute:
        comm.permute(what, c.pairs, x.data(), r.data(), x.byte_size());  // r stays zero where nothing arrives
        break;
      case OpCode::CollectiveBroadcast:
        comm.broadcast(what, group, x.data(), r.data(), x.byte_size());
        break;
      default: internal_error("{} is not a collective", what);
    }
    results.push_back(std::move(r));
  }
  return results;
}

bool run_collective_in_place(const Node& node, const std::vector<const void*>& operands, const std::vector<void*>& results) {
  const OpCode op = node.op();
  auto blocks_contiguous = [&] {  // nothing but ones before the dimension
    const int64_t dim = node.attrs().dimensions.at(0);
    for (const Value& v : node.operands()) {
      for (int64_t i = 0; i < dim; ++i) {
        if (v.type().dims[static_cast<size_t>(i)] != 1) return false;
      }
    }
    return true;
  };
  const bool direct = op == OpCode::AllReduce || op == OpCode::CollectivePermute || op == OpCode::CollectiveBroadcast ||
                      ((op == OpCode::AllGather || op == OpCode::ReduceScatter) && blocks_contiguous());
  if (!direct) return false;
  const std::string what = collective_name(node);
  const Participant& me = current_participant(what);
  Communicator& comm = *me.communicator;
  const CollectiveOptions& c = node.attrs().collective;
  if (sits_out(node, me, what)) {  // zeros
    for (size_t k = 0; k < results.size(); ++k) {
      const size_t bytes = static_cast<size_t>(node.type(static_cast<int>(k)).byte_size());
      if (bytes) std::memset(results[k], 0, bytes);
    }
    return true;
  }
  const GroupPosition place = group_of(node, me.device);
  for (size_t k = 0; k < operands.size(); ++k) {
    const TensorType& in = node.operand(static_cast<int>(k)).type();
    const TensorType& out = node.type(static_cast<int>(k));
    const size_t bytes = static_cast<size_t>(in.byte_size());
    switch (op) {
      case OpCode::AllReduce: comm.all_reduce(what, *place.group, in.dtype, reduction_kind(node), operands[k], results[k], in.num_elements()); break;
      case OpCode::ReduceScatter:
        comm.reduce_scatter(what, *place.group, in.dtype, reduction_kind(node), operands[k], results[k], out.num_elements());
        break;
      case OpCode::AllGather: comm.all_gather(what, *place.group, operands[k], bytes, results[k]); break;
      case OpCode::CollectivePermute:
        if (bytes) std::memset(results[k], 0, bytes);  // where nothing arrives
        comm.permute(what, c.pairs, operands[k], results[k], bytes);
        break;
      case OpCode::CollectiveBroadcast: comm.broadcast(what, *place.group, operands[k], results[k], bytes); break;
      default: break;
    }
  }
  return true;
}

}  // namespace kiln
