// The Halide targets the CPU backend compiles for (backend-internal: Halide types).
#pragma once

#include <Halide.h>

#include <string>

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

// How many rows an output that streams its stores is written at a time
// (default_cpu_schedule): 4 on Intel, where one stream of streaming stores
// leaves memory idle; 1 elsewhere (AMD's Zen 3 runs interleaved streams
// slower). The host's vendor decides, for ahead-of-time libraries too.
int store_streams();

}  // namespace kiln::cpu
