// The Halide targets the CPU backend compiles for (backend-internal: Halide types).
#pragma once

#include <Halide.h>

#include <string>

#include "schedule/cpu_rules.h"

namespace kiln::cpu {

// The host, as Halide detects it, minus what this CPU cannot run (see .cc);
// HL_JIT_TARGET overrides. In-process kernels are compiled for it.
Halide::Target jit_target();

// What in-process kernels are compiled for: jit_target without Halide's
// assertions and bounds queries. kiln checks every buffer's shape before a
// kernel runs and never asks a kernel for its bounds, and the code for both
// was most of a small kernel's compile time (the Flax ResNet-50's cold
// compile: 5.3 s with both, 2.8 s without the assertions, and 0.5 s less
// again without the queries).
// Ahead-of-time libraries keep them: their callers pass their own buffers.
// Failed allocations: halide_allocation.h.
Halide::Target in_process_kernel_target();

// "host" (jit_target without the JIT feature) or a Halide target string;
// UserError for an unknown one.
Halide::Target target_named(const std::string& target);

// Bytes in one vector register: 64 with AVX-512, 32 with AVX2, else 16.
int vector_bytes(const Halide::Target& target);

// How the host's memory takes streaming stores (default_cpu_schedule), by
// its vendor, for ahead-of-time libraries too. Intel: 4 rows at a time,
// where one stream of streaming stores leaves memory idle, and transposes
// walking the input's rows. Elsewhere (AMD): one row at a time (Zen 3 runs
// interleaved streams slower), and transposes walk the output's rows where a
// vector is a whole line (Zen 4 with AVX-512, whose scattered whole-line
// stores wait on memory); with AVX2's half-line vectors they walk the
// input's rows in tile rows of up to four lines, as measured on Zen 3.
StreamingStoreHabits streaming_store_habits(int vector_bytes);

}  // namespace kiln::cpu
