// What kiln reads of the CompileOptionsProto JAX passes with each program
// (serialized protobuf, xla/pjrt/compile_options.proto): how many replicas
// and partitions, and which device runs each. Read from the wire format by
// hand, so the plugin needs no protobuf library:
//   CompileOptionsProto.executable_build_options = 3
//     ExecutableBuildOptionsProto.num_replicas = 4, num_partitions = 5, device_assignment = 9
//       DeviceAssignmentProto.replica_count = 1, computation_count = 2,
//         computation_devices = 3 (one per partition) { replica_device_ids = 1 (one per replica) }
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

namespace kiln::pjrt {

struct CompileOptionsRead {
  int64_t num_replicas = 1, num_partitions = 1;
  // The device of replica r, partition p at r * num_partitions + p; empty
  // when the options give no assignment.
  std::vector<int64_t> device_assignment;
};

// UserError for bytes that are not a well-formed message.
CompileOptionsRead read_compile_options(std::string_view bytes);

}  // namespace kiln::pjrt
