// What every OpenCL kernel's Halide pipeline gets before it compiles
// (backend-internal): the last lowering passes that mend Halide 14's OpenCL C
// (emulated_half_floats.h, opencl_c_builtins.h).
#pragma once

#include "lower/kernel_lowering.h"

namespace kiln::opencl {

void add_opencl_lowering_passes(lower::LoweredKernel& lowered);

}  // namespace kiln::opencl
