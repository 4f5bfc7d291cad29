// Reading schedule text of any version this kiln knows. Version 2 is
// KernelSchedule's own (kernel_schedule.h). Version 1 (kiln 0.1: no header,
// `%v order=2,1,0 vectorize=2x16 parallel=0`, one line per loop nest, with tiled
// transposes and streamed reductions implied by the lowering) is upgraded to
// version 2 through the CPU rules that used to be implied, so an old schedule
// runs exactly as it did.
#pragma once

#include <string_view>

#include "schedule/kernel_schedule.h"

namespace kiln {

// Whether `text` is version 1 schedule text (no header, numeric loop lists).
bool is_version1_schedule_text(std::string_view text);

// The schedule `text` says for `kernel`, in version 2; UserError for malformed
// text, an unknown version, or a value the kernel does not have.
KernelSchedule parse_schedule_text(std::string_view text, const Kernel& kernel);

}  // namespace kiln
