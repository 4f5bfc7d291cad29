// A kernel's fingerprint: a hash (xxHash) of its canonical form — ops, dtypes,
// shapes, layouts, attributes, immediate constants, called computations, schedule,
// target and versions — independent of instruction and computation names. Two
// kernels with one fingerprint compute the same function of their inputs (taken
// by position), so they can share one compiled pipeline.
#pragma once

#include <cstdint>
#include <string>

#include "fusion/kernel_plan.h"
#include "schedule/kernel_schedule.h"

namespace kiln {

// The text that is hashed (for tests and for debugging a cache miss).
std::string canonical_kernel_text(const Kernel& kernel, const KernelSchedule& schedule, const std::string& target);
uint64_t kernel_fingerprint(const Kernel& kernel, const KernelSchedule& schedule, const std::string& target);

}  // namespace kiln
