#include "ir/collectives.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "support/error.h"

namespace kiln {

const char* collective_group_mode_name(CollectiveGroupMode mode) {
  switch (mode) {
    case CollectiveGroupMode::CrossReplica: return "cross-replica";
    case CollectiveGroupMode::CrossPartition: return "cross-partition";
    case CollectiveGroupMode::CrossReplicaAndPartition: return "cross-replica-and-partition";
    case CollectiveGroupMode::FlattenedId: return "flattened-id";
  }
  return "?";
}

CollectiveGroupMode collective_group_mode(bool has_channel_id, std::optional<bool> use_global_device_ids) {
  if (!has_channel_id) {
    if (use_global_device_ids.value_or(false)) user_error("use_global_device_ids=true needs a channel_id");
    return CollectiveGroupMode::CrossReplica;
  }
  if (!use_global_device_ids.has_value()) return CollectiveGroupMode::CrossPartition;
  return *use_global_device_ids ? CollectiveGroupMode::FlattenedId : CollectiveGroupMode::CrossReplicaAndPartition;
}

namespace {

void check_id(int64_t id, int64_t count, const char* what) {
  if (id < 0 || id >= count) user_error("{} id {} is out of range: the module has {} {}s", what, id, count, what);
}

}  // namespace

std::vector<Dims> resolve_device_groups(const std::vector<Dims>& written, CollectiveGroupMode mode, const DeviceMesh& mesh,
                                        bool every_device) {
  const bool partition_ids = mode == CollectiveGroupMode::CrossPartition;
  const bool flattened = mode == CollectiveGroupMode::FlattenedId;
  std::vector<Dims> groups = written;
  if (groups.empty()) {
    const int64_t count = flattened ? mesh.devices() : partition_ids ? mesh.partitions : mesh.replicas;
    Dims all;
    for (int64_t i = 0; i < count; ++i) all.push_back(i);
    groups.push_back(all);
  }
  const char* what = flattened ? "device" : partition_ids ? "partition" : "replica";
  const int64_t id_count = flattened ? mesh.devices() : partition_ids ? mesh.partitions : mesh.replicas;
  for (const Dims& g : groups) {
    for (int64_t id : g) check_id(id, id_count, what);
  }
  auto device = [&](int64_t replica, int64_t partition) { return replica * mesh.partitions + partition; };
  std::vector<Dims> out;
  switch (mode) {
    case CollectiveGroupMode::CrossReplica:
      for (const Dims& g : groups) {
        for (int64_t p = 0; p < mesh.partitions; ++p) {
          Dims d;
          for (int64_t r : g) d.push_back(device(r, p));
          out.push_back(d);
        }
      }
      break;
    case CollectiveGroupMode::CrossPartition:
      for (const Dims& g : groups) {
        for (int64_t r = 0; r < mesh.replicas; ++r) {
          Dims d;
          for (int64_t p : g) d.push_back(device(r, p));
          out.push_back(d);
        }
      }
      break;
    case CollectiveGroupMode::CrossReplicaAndPartition:
      for (const Dims& g : groups) {
        Dims d;
        for (int64_t r : g) {
          for (int64_t p = 0; p < mesh.partitions; ++p) d.push_back(device(r, p));
        }
        out.push_back(d);
      }
      break;
    case CollectiveGroupMode::FlattenedId:
      out = groups;
      break;
  }
  std::vector<int> seen(static_cast<size_t>(mesh.devices()), 0);
  for (const Dims& g : out) {
    for (int64_t d : g) {
      if (seen[static_cast<size_t>(d)]++) user_error("device {} is in two replica groups ({} mode)", d, collective_group_mode_name(mode));
    }
  }
  for (size_t d = 0; every_device && d < seen.size(); ++d) {
    if (!seen[d]) user_error("device {} is in no replica group ({} mode, groups {})", d, collective_group_mode_name(mode), format_groups(written));
  }
  return out;
}

std::vector<std::pair<int64_t, int64_t>> resolve_device_pairs(const std::vector<std::pair<int64_t, int64_t>>& pairs,
                                                              bool has_channel_id, const DeviceMesh& mesh) {
  // Without a channel_id the ids are replicas, paired within each partition;
  // with one they are partitions, paired within each replica.
  const char* what = has_channel_id ? "partition" : "replica";
  const int64_t id_count = has_channel_id ? mesh.partitions : mesh.replicas;
  const int64_t copies = has_channel_id ? mesh.replicas : mesh.partitions;
  std::vector<std::pair<int64_t, int64_t>> out;
  for (int64_t c = 0; c < copies; ++c) {
    for (const auto& [s, t] : pairs) {
      check_id(s, id_count, what);
      check_id(t, id_count, what);
      auto device = [&](int64_t id) { return has_channel_id ? c * mesh.partitions + id : id * mesh.partitions + c; };
      out.emplace_back(device(s), device(t));
    }
  }
  std::vector<int> sends(static_cast<size_t>(mesh.devices()), 0), receives(sends.size(), 0);
  for (const auto& [s, t] : out) {
    if (sends[static_cast<size_t>(s)]++) user_error("collective-permute: device {} is a source twice", s);
    if (receives[static_cast<size_t>(t)]++) user_error("collective-permute: device {} is a target twice", t);
  }
  return out;
}

std::optional<GroupPosition> find_group(const CollectiveOptions& options, int64_t device) {
  for (const Dims& g : options.groups) {
    for (size_t i = 0; i < g.size(); ++i) {
      if (g[i] == device) return GroupPosition{&g, static_cast<int64_t>(i)};
    }
  }
  return std::nullopt;
}

int64_t uniform_group_size(const CollectiveOptions& options) {
  if (options.groups.empty()) return 1;
  const size_t n = options.groups[0].size();
  for (const Dims& g : options.groups) {
    if (g.size() != n) user_error("replica groups of different sizes ({} and {}): {}", n, g.size(), format_groups(options.groups));
  }
  return static_cast<int64_t>(n);
}

std::string format_groups(const std::vector<Dims>& groups) {
  std::string s = "{";
  for (size_t i = 0; i < groups.size(); ++i) s += fmt::format("{}{{{}}}", i ? "," : "", fmt::join(groups[i], ","));
  return s + "}";
}

}  // namespace kiln
