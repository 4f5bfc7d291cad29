// The Halide targets the CPU backend compiles for (backend-internal: Halide types).
#pragma once

#include <Halide.h>

#include <string>

namespace kiln::cpu {

// The host, as Halide detects it, minus what this CPU cannot run (see .cc);
// HL_JIT_TARGET overrides. In-process kernels are compiled for it.
Halide::Target jit_target();

// "host" (jit_target without the JIT feature) or a Halide target string;
// UserError for an unknown one.
Halide::Target target_named(const std::string& target);

// Bytes in one vector register: 64 with AVX-512, 32 with AVX2, else 16.
int vector_bytes(const Halide::Target& target);

}  // namespace kiln::cpu
