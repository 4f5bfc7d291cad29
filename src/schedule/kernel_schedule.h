// How a kernel's loop nests run, as plain data kept apart from the lowering:
// printable, parseable (for schedules/ and `kiln tune`), and applied to the
// Halide pipeline by src/lower. One LoopSchedule per value that gets a loop nest
// of its own (outputs, reductions, dots, convolutions, scatters, tuples); the
// values in between are computed inline.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "fusion/kernel_plan.h"

namespace kiln {

struct LoopSchedule {
  std::string value;      // the node's name
  Dims loop_order;        // logical dims, innermost loop first
  int64_t vector_dim = -1;
  int vector_width = 1;
  int64_t parallel_dim = -1;
  bool operator==(const LoopSchedule&) const = default;
};

struct KernelSchedule {
  std::vector<LoopSchedule> loops;

  const LoopSchedule* find(std::string_view value) const;
  // "%x order=2,1,0 vectorize=2x16 parallel=0", one line per loop nest.
  std::string to_text() const;
  // Throws UserError on text that to_text would not write.
  static KernelSchedule from_text(std::string_view text);
  bool operator==(const KernelSchedule&) const = default;
};

// The simple CPU rule: loops in the value's memory order, the contiguous dim
// vectorized to `vector_bytes`, the outermost dim parallel when the value has at
// least `parallel_min_elements` elements.
KernelSchedule default_cpu_schedule(const Kernel& kernel, int vector_bytes, int64_t parallel_min_elements = 16384);

}  // namespace kiln
