#include "pjrt_compile_options.h"

#include <fmt/format.h>

#include "support/error.h"

namespace kiln::pjrt {

namespace {

// One protobuf message's fields, in order.
class WireReader {
 public:
  explicit WireReader(std::string_view bytes) : bytes_(bytes) {}
  bool done() const { return pos_ >= bytes_.size(); }

  uint64_t varint() {
    uint64_t v = 0;
    for (int shift = 0; shift < 64; shift += 7) {
      if (done()) throw UserError("kiln's PJRT plugin: the compile options end inside a number");
      const uint8_t byte = static_cast<uint8_t>(bytes_[pos_++]);
      v |= uint64_t{byte & 0x7fu} << shift;
      if (byte < 0x80) return v;
    }
    throw UserError("kiln's PJRT plugin: a number in the compile options is too long");
  }

  // The next field: its number and wire type; a length-delimited field's bytes in `payload`.
  bool next(uint32_t& field, uint32_t& type, uint64_t& value, std::string_view& payload) {
    if (done()) return false;
    const uint64_t key = varint();
    field = static_cast<uint32_t>(key >> 3);
    type = static_cast<uint32_t>(key & 7);
    switch (type) {
      case 0: value = varint(); break;
      case 1: skip(8); break;
      case 5: skip(4); break;
      case 2: {
        const uint64_t n = varint();
        if (n > bytes_.size() - pos_) throw UserError("kiln's PJRT plugin: a field of the compile options runs past their end");
        payload = bytes_.substr(pos_, n);
        pos_ += n;
        break;
      }
      default: throw UserError(fmt::format("kiln's PJRT plugin: wire type {} in the compile options", type));
    }
    return true;
  }

 private:
  void skip(size_t n) {
    if (n > bytes_.size() - pos_) throw UserError("kiln's PJRT plugin: the compile options end inside a field");
    pos_ += n;
  }
  std::string_view bytes_;
  size_t pos_ = 0;
};

// A repeated int64: packed (one length-delimited run of varints) or one value.
void append_ints(uint32_t type, uint64_t value, std::string_view payload, std::vector<int64_t>& out) {
  if (type == 0) {
    out.push_back(static_cast<int64_t>(value));
    return;
  }
  WireReader packed(payload);
  while (!packed.done()) out.push_back(static_cast<int64_t>(packed.varint()));
}

}  // namespace

CompileOptionsRead read_compile_options(std::string_view bytes) {
  CompileOptionsRead read;
  std::vector<std::vector<int64_t>> per_partition;  // computation_devices: replica ids of each partition
  int64_t replica_count = 0, computation_count = 0;
  uint32_t field = 0, type = 0;
  uint64_t value = 0;
  std::string_view payload;
  WireReader options(bytes);
  while (options.next(field, type, value, payload)) {
    if (field != 3 || type != 2) continue;
    WireReader build(payload);
    while (build.next(field, type, value, payload)) {
      if (field == 4 && type == 0) read.num_replicas = static_cast<int64_t>(value);
      if (field == 5 && type == 0) read.num_partitions = static_cast<int64_t>(value);
      if (field != 9 || type != 2) continue;
      WireReader assignment(payload);
      while (assignment.next(field, type, value, payload)) {
        if (field == 1 && type == 0) replica_count = static_cast<int64_t>(value);
        if (field == 2 && type == 0) computation_count = static_cast<int64_t>(value);
        if (field != 3 || type != 2) continue;
        std::vector<int64_t> ids;
        WireReader computation(payload);
        while (computation.next(field, type, value, payload)) {
          if (field != 1) continue;
          if (type != 0 && type != 2) throw UserError(fmt::format("kiln's PJRT plugin: a device id of wire type {} in the compile options", type));
          append_ints(type, value, payload, ids);
        }
        per_partition.push_back(std::move(ids));
      }
    }
  }
  if (read.num_replicas < 1) read.num_replicas = 1;
  if (read.num_partitions < 1) read.num_partitions = 1;
  if (per_partition.empty()) return read;
  if (static_cast<int64_t>(per_partition.size()) != computation_count) {
    throw UserError(fmt::format("kiln's PJRT plugin: the device assignment lists {} partitions and says {}", per_partition.size(), computation_count));
  }
  for (size_t p = 0; p < per_partition.size(); ++p) {  // before sizing anything by the counts the message claims
    if (static_cast<int64_t>(per_partition[p].size()) != replica_count) {
      throw UserError(fmt::format("kiln's PJRT plugin: partition {} of the device assignment has {} devices for {} replicas", p,
                                  per_partition[p].size(), replica_count));
    }
  }
  read.device_assignment.assign(static_cast<size_t>(replica_count * computation_count), -1);
  for (int64_t p = 0; p < computation_count; ++p) {
    const std::vector<int64_t>& ids = per_partition[static_cast<size_t>(p)];
    for (int64_t r = 0; r < replica_count; ++r) read.device_assignment[static_cast<size_t>(r * computation_count + p)] = ids[static_cast<size_t>(r)];
  }
  if (replica_count != read.num_replicas || computation_count != read.num_partitions) {
    throw UserError(fmt::format("kiln's PJRT plugin: the device assignment is {} replica(s) x {} partition(s), the options say {} x {}", replica_count,
                                computation_count, read.num_replicas, read.num_partitions));
  }
  return read;
}

}  // namespace kiln::pjrt
