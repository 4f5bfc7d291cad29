// f32 <-> f16 conversions as the x86 F16C instructions (vcvtps2ph, vcvtph2ps).
// Halide 14 converts to and from float16 on x86 in integer arithmetic of its
// own, about twenty vector instructions each way, also where the CPU has
// F16C: a channels-last scale-bias-relu with an f16 output ran 8.0 ms, and
// 4.1 with an f32 output of twice the bytes. A kernel's module is edited
// before its object is written: each f32 -> f16 and f16 -> f32 cast becomes
// a call whose vector versions (4, 8 and 16 lanes) are LLVM's own fptrunc and
// fpext, linked into the module as bitcode and inlined, which LLVM lowers to
// F16C. Both are exact IEEE conversions (round to nearest even; kiln keeps
// its own NaN handling around them), as Halide's were.
#pragma once

#include <Halide.h>

namespace kiln::cpu {

// Whether `target` converts with F16C (64-bit x86 Linux with the feature,
// host code only).
bool uses_f16c(const Halide::Target& target);

// Rewrites the module's f32 <-> f16 casts and appends the bitcode they call.
// Returns how many casts it rewrote.
int convert_f16_with_f16c(Halide::Module& module);

}  // namespace kiln::cpu
