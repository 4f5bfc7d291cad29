// Every device of an SPMD program at once, in this process: one thread per
// device, each running as that device (participant.h) over one in-process
// world. What tests, `kiln run/parity --devices N` and the reference use.
#pragma once

#include <functional>
#include <vector>

#include "ir/collectives.h"
#include "ir/literal.h"

namespace kiln {

// The longest a device waits at a collective for the rest of its group
// (KILN_COLLECTIVE_TIMEOUT_S, else 300 s) before the run fails naming it.
double collective_timeout_seconds();

// Runs `device_run(d)` for every device d of `mesh`, each on its own thread.
// When one fails, the others' waits end and the first failure is rethrown
// (a UserError as itself).
void run_devices_in_process(const DeviceMesh& mesh, const std::function<void(int64_t device)>& device_run);

// A run of every device on literals, flattened device after device: the
// arguments hold each device's arguments in turn (as many per device), and
// so do the outputs. How kiln run and kiln parity treat a module for N
// devices as one program with N times the inputs and outputs.
using DeviceRun = std::function<std::vector<Literal>(int64_t device, std::vector<Literal> arguments)>;
std::vector<Literal> run_devices_on_literals(const DeviceMesh& mesh, std::vector<Literal> arguments, const DeviceRun& run_device);

}  // namespace kiln
