// A schedule `kiln tune` tries against a kernel's default rule: one change,
// said in words, expressed in the schedule language so that a winner is
// stored and read back as text. schedule/cpu_search.h and
// schedule/gpu_search.h make them.
#pragma once

#include <string>

#include "schedule/kernel_schedule.h"

namespace kiln {

struct Candidate {
  std::string change;  // what differs from the default, in words ("vectors x2")
  KernelSchedule schedule;
};

}  // namespace kiln
