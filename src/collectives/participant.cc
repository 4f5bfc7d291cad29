#include "collectives/participant.h"

#include "support/error.h"

namespace kiln {

namespace {
thread_local const Participant* current = nullptr;
}  // namespace

ParticipantScope::ParticipantScope(const Participant& participant) : outer_(current), participant_(participant) {
  current = &participant_;
}

ParticipantScope::~ParticipantScope() { current = outer_; }

const Participant& current_participant(const std::string& what) {
  if (!current || !current->communicator) {
    user_error("{} runs on several devices, but this run is of one device: run the module on all of its devices "
               "(kiln run/parity --devices N, or under mpirun)", what);
  }
  return *current;
}

int64_t current_device_or_zero() { return current && current->communicator ? current->device : 0; }

}  // namespace kiln
