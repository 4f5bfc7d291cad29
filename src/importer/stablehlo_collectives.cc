// StableHLO's collectives (all_reduce, all_gather, reduce_scatter,
// all_to_all, collective_permute, collective_broadcast, partition_id,
// replica_id). In a module for one device each group is that device alone:
// they pass their operands through (a permute with no pair 0 -> 0 gives
// zeros), as the HLO importer does. In a module for several
// (mhlo.num_replicas x mhlo.num_partitions) each is a kiln node, its groups
// resolved into device ids by XLA's modes (ir/collectives.h).
#include "importer/stablehlo_importer_class.h"

#include <fmt/format.h>

#include <map>

#include "importer/dense_literal.h"
#include "ir/builder.h"
#include "support/error.h"

namespace kiln::stablehlo_import {

namespace {

// A [groups, size] (or [pairs, 2]) integer matrix; -1 pads ragged groups.
std::vector<Dims> int_rows(const Literal& lit) {
  std::vector<Dims> rows;
  if (lit.dims().size() != 2) return rows;
  for (int64_t r = 0; r < lit.dims()[0]; ++r) {
    Dims row;
    for (int64_t c = 0; c < lit.dims()[1]; ++c) {
      const int64_t v = lit.get_int(r * lit.dims()[1] + c);
      if (v >= 0) row.push_back(v);
    }
    rows.push_back(row);
  }
  return rows;
}

}  // namespace

std::vector<Value> StablehloImporter::import_collective(const MlirOperation& op, Scope& scope, std::vector<Value> operands) {
  const std::string s = short_name(op.name);
  if (op.attribute("has_dynamic_root")) fail(op.offset, fmt::format("unsupported: {} with has_dynamic_root (a root chosen at run time)", op.name));
  const DeviceMesh mesh = module_->mesh();
  auto matrix = [&](std::string_view key) {
    const MlirAttribute* a = op.attribute(key);
    if (!a) return std::vector<Dims>{};
    if (a->kind != MlirAttribute::Kind::DenseElements || !a->type || a->type->tensor.rank() != 2) {
      fail(a->offset, fmt::format("{} of {} is a dense 2-d integer tensor", key, op.name));
    }
    return int_rows(parse_dense_literal(src_, a->dense, a->type->tensor));
  };
  const std::vector<Dims> pairs_written = matrix("source_target_pairs");
  if (mesh.devices() == 1) {
    GraphBuilder b(scope.graph);
    if (s == "partition_id" || s == "replica_id") return {b.scalar(DType::U32, 0)};
    if (s == "collective_permute") {
      bool to_itself = false;
      for (const Dims& p : pairs_written) to_itself = to_itself || (p.size() == 2 && p[0] == 0 && p[1] == 0);
      if (!to_itself) {
        for (Value& v : operands) v = b.broadcast(b.scalar(v.type().dtype, 0), v.type().dims, {});
      }
    }
    return operands;
  }
  static const std::map<std::string, OpCode> kOps = {
      {"all_reduce", OpCode::AllReduce}, {"all_gather", OpCode::AllGather}, {"reduce_scatter", OpCode::ReduceScatter},
      {"all_to_all", OpCode::AllToAll}, {"collective_permute", OpCode::CollectivePermute},
      {"collective_broadcast", OpCode::CollectiveBroadcast}, {"partition_id", OpCode::PartitionId}, {"replica_id", OpCode::ReplicaId}};
  const OpCode code = kOps.at(s);
  Attrs a;
  CollectiveOptions& c = a.collective;
  // channel_handle<handle = N, type = T>: a handle above 0 is a channel.
  bool has_channel = false;
  if (const MlirAttribute* h = op.attribute("channel_handle")) {
    const MlirAttribute* handle = h->field("handle");
    c.channel_id = handle ? as_int(*handle, "channel_handle's handle") : 0;
    has_channel = c.channel_id > 0;
  }
  const bool global_ids = op.attribute("use_global_device_ids") != nullptr;
  std::vector<Graph*> called;
  try {
    if (code == OpCode::CollectivePermute) {
      std::vector<std::pair<int64_t, int64_t>> pairs;
      for (const Dims& p : pairs_written) {
        if (p.size() != 2) fail(op.offset, "source_target_pairs rows are [source, target]");
        pairs.emplace_back(p[0], p[1]);
      }
      c.pairs = resolve_device_pairs(pairs, has_channel, mesh);
      Dims all;
      for (int64_t d = 0; d < mesh.devices(); ++d) all.push_back(d);
      c.groups = {all};
    } else if (code != OpCode::PartitionId && code != OpCode::ReplicaId) {
      const bool takes_global_ids = code == OpCode::AllReduce || code == OpCode::AllGather || code == OpCode::ReduceScatter;
      const std::optional<bool> global = takes_global_ids ? std::optional<bool>(global_ids) : std::nullopt;
      c.groups = resolve_device_groups(matrix("replica_groups"), collective_group_mode(has_channel, global), mesh,
                                       /*every_device=*/code != OpCode::CollectiveBroadcast);
    }
  } catch (const UserError& e) {
    fail(op.offset, fmt::format("in {}: {}", op.name, e.what()));
  }
  if (code == OpCode::AllGather) a.dimensions = {as_int(required(op, "all_gather_dim"), "all_gather_dim")};
  if (code == OpCode::ReduceScatter) a.dimensions = {as_int(required(op, "scatter_dimension"), "scatter_dimension")};
  if (code == OpCode::AllToAll) {
    c.split_dimension = as_int(required(op, "split_dimension"), "split_dimension");
    c.concat_dimension = as_int(required(op, "concat_dimension"), "concat_dimension");
  }
  if (code == OpCode::AllReduce || code == OpCode::ReduceScatter) called = {single_region_graph(op, scope, "reducer")};
  return emit(op, scope, code, std::move(operands), std::move(a), std::move(called));
}

}  // namespace kiln::stablehlo_import
