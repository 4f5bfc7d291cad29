// The CPU search space of `kiln tune`: schedules near a kernel's default rule,
// each one change to the lines of its pure loop nests — no parallel loop, a
// parallel loop one dim further in, its inputs not staged, vectors twice as wide, the next dim out
// unrolled by 2 or 4 (never a loop that another line is computed at), nothing
// unrolled where the default unrolls (a streamed output's rows), stores
// streaming where they were plain (or plain where streaming), and for
// a row-fused kernel its row values computed whole first. All are expressed in the schedule language, so a winner
// is stored and read back as text.
#pragma once

#include <vector>

#include "schedule/candidate.h"

namespace kiln {

std::vector<Candidate> cpu_candidates(const KernelSchedule& default_schedule);

}  // namespace kiln
