// Which device this thread is running as, and how it reaches the others:
// set for the length of one device's run (spmd_launch.h, an MPI rank's
// main), read by every collective step and the reference evaluator, like
// support/cancellation.h's flag. Nested runs (a loop body) see the same.
#pragma once

#include <string>

#include "collectives/communicator.h"
#include "ir/collectives.h"

namespace kiln {

struct Participant {
  int64_t device = 0;
  DeviceMesh mesh;
  Communicator* communicator = nullptr;
};

class ParticipantScope {
 public:
  explicit ParticipantScope(const Participant& participant);
  ~ParticipantScope();
  ParticipantScope(const ParticipantScope&) = delete;
  ParticipantScope& operator=(const ParticipantScope&) = delete;

 private:
  const Participant* outer_;
  Participant participant_;
};

// This thread's participant; UserError naming `what` when the run is not one
// of several devices (a module for N devices run as if it were for one).
const Participant& current_participant(const std::string& what);

// This thread's device: 0 when the run is not one of several devices.
int64_t current_device_or_zero();

}  // namespace kiln
