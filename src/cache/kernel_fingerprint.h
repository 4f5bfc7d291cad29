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

// kiln's version, Halide's and a hash of the code generator's sources: what
// every compiled object in the cache depends on.
const char* codegen_version();

// The text that is hashed (for tests and for debugging a cache miss).
std::string canonical_kernel_text(const Kernel& kernel, const KernelSchedule& schedule, const std::string& target);
uint64_t kernel_fingerprint(const Kernel& kernel, const KernelSchedule& schedule, const std::string& target);

// The kernel's structure alone (no schedule, no code generator version), for
// `target`: what a tuned schedule is stored under (schedule_store.h). Kernels
// of one structure in different models share their tuned schedule.
uint64_t kernel_structure_fingerprint(const Kernel& kernel, const std::string& target);

// Schedule lines name loop nests by node; stored schedules name them by
// position in the kernel ("n3"), so that they hold for every kernel of one
// structure. These translate a schedule between the two.
KernelSchedule with_canonical_names(const Kernel& kernel, KernelSchedule schedule);
KernelSchedule with_kernel_names(const Kernel& kernel, KernelSchedule schedule);  // UserError on a name the kernel lacks

}  // namespace kiln
