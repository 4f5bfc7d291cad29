// This machine's memory, and the one message for an allocation that does not
// fit: a model or input too big for the machine is bad input (exit 2), said
// with its size and what it was for, never an out-of-memory crash.
#pragma once

#include <string_view>

namespace kiln {

// Physical memory in bytes (0 where the system does not say).
double physical_memory_bytes();

// UserError: "cannot allocate 17.2 GB for WHAT: this machine has 24.6 GB of memory".
[[noreturn]] void out_of_memory(double bytes, std::string_view what);

}  // namespace kiln
