// What every OpenCL kernel's Halide pipeline gets before it compiles
// (backend-internal): the last lowering passes that mend Halide 14's OpenCL C
// (emulated_half_floats.h, opencl_c_builtins.h).
#pragma once

#include "lower/kernel_lowering.h"

namespace kiln::opencl {

// `emulate_f16`: f16 as bits with f32 arithmetic, for devices without cl_khr_fp16 (bf16 always).
void add_opencl_lowering_passes(lower::LoweredKernel& lowered, bool emulate_f16);

}  // namespace kiln::opencl
