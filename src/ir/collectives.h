// The devices of an SPMD program and who meets whom in its collectives.
// A module compiled for replica_count x num_partitions devices runs the same
// graph on every device; device d is replica d / num_partitions, partition
// d % num_partitions (XLA's default device assignment). A collective's
// replica_groups name replicas, partitions or flattened ids depending on its
// channel_id and use_global_device_ids (XLA's four group modes); the importer
// resolves them here, once, into groups of global device ids.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "ir/attributes.h"

namespace kiln {

struct DeviceMesh {
  int64_t replicas = 1, partitions = 1;
  int64_t devices() const { return replicas * partitions; }
  int64_t replica_of(int64_t device) const { return device / partitions; }
  int64_t partition_of(int64_t device) const { return device % partitions; }
  bool operator==(const DeviceMesh&) const = default;
};

// What the ids in replica_groups mean (XLA's CollectiveOpGroupMode):
//   no channel_id                        CrossReplica: replica ids, one group per partition
//   channel_id, no use_global_device_ids CrossPartition: partition ids, one group per replica
//     (ops that have no such attribute: all-to-all, collective-permute, collective-broadcast)
//   channel_id, use_global_device_ids=false CrossReplicaAndPartition: replica ids, every partition of each
//   channel_id, use_global_device_ids=true  FlattenedId: global device ids
enum class CollectiveGroupMode { CrossReplica, CrossPartition, CrossReplicaAndPartition, FlattenedId };
const char* collective_group_mode_name(CollectiveGroupMode mode);

// The mode of an op: `use_global_device_ids` is nullopt for ops that do not
// take the attribute. Throws UserError for use_global_device_ids without a
// channel_id.
CollectiveGroupMode collective_group_mode(bool has_channel_id, std::optional<bool> use_global_device_ids);

// `groups` as written (empty: one group of every replica, or partition) into
// groups of global device ids. Throws UserError, saying which id, when an id
// is out of range, a device is in two groups, or (with `every_device`) groups
// leave a device out. collective-broadcast's groups may: a device in none
// gets zeros (StableHLO's spec).
std::vector<Dims> resolve_device_groups(const std::vector<Dims>& groups, CollectiveGroupMode mode, const DeviceMesh& mesh,
                                        bool every_device = true);

// collective-permute's pairs as written (replica ids without a channel_id,
// partition ids with one) into pairs of global device ids. Throws UserError
// for an id out of range or a device that sends, or receives, twice.
std::vector<std::pair<int64_t, int64_t>> resolve_device_pairs(const std::vector<std::pair<int64_t, int64_t>>& pairs,
                                                              bool has_channel_id, const DeviceMesh& mesh);

// The group holding `device` and its position there; nullopt when none does.
struct GroupPosition {
  const Dims* group = nullptr;
  int64_t index = 0;
};
std::optional<GroupPosition> find_group(const CollectiveOptions& options, int64_t device);

// Every group the same size (all-gather, reduce-scatter and all-to-all change
// shapes by it); 1 when there are no groups.
int64_t uniform_group_size(const CollectiveOptions& options);

// "{{0,1},{2,3}}", as HLO writes replica groups.
std::string format_groups(const std::vector<Dims>& groups);

}  // namespace kiln
