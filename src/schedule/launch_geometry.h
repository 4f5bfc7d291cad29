// What a GPU schedule launches, computed from the schedule and the kernel's
// static shapes (no compile needed): per stage, the grid and block sizes and the
// shared memory its staged tiles take. `kiln explain --target cuda` prints it.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "schedule/kernel_schedule.h"

namespace kiln {

struct StageLaunch {
  std::string stage;  // "%y", "%s.update", "%s.rfactor"
  std::array<int64_t, 3> grid{1, 1, 1};
  std::array<int64_t, 3> block{1, 1, 1};
  int64_t shared_bytes = 0;
  bool single_thread = false;  // neither blocks nor threads: one GPU thread
  // Computed inside another stage's blocks (at=): no launch of its own. `block`
  // is then its threads, and `shared_bytes` what it keeps in shared memory per
  // block; the stage that launches counts both (the most threads; the sum, an
  // upper bound: Halide reuses the shared memory of stages done).
  std::string inside;
};

// Stages that launch, in schedule order, each followed by those computed
// inside its blocks.
std::vector<StageLaunch> gpu_launches(const Kernel& kernel, const KernelSchedule& schedule);

}  // namespace kiln
