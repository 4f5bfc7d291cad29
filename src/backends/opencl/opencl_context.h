// The context and in-order queue that kiln's buffers, Halide's kernels and
// CLBlast share: created by Halide's OpenCL runtime on the device kiln chose
// (opencl_device_choice.h), which is told that device through its documented
// settings and finds OpenCL's functions in kiln's loader (opencl_api.h).
// Halide-free: the runtime's entry points are passed in, found with dlsym in
// process (opencl_device.cc) and linked directly in AOT libraries
// (aot/runtime/aot_opencl.cc).
#pragma once

#include <HalideRuntime.h>

#include <string>

#include "backends/opencl/opencl_api.h"

namespace kiln::opencl {

struct Queue {
  cl_context context = nullptr;
  cl_command_queue queue = nullptr;
  cl_device_id device = nullptr;
};

// The entry points of one Halide OpenCL runtime.
struct HalideOpenclRuntime {
  void (*set_platform_name)(const char*) = nullptr;
  void (*set_device_type)(const char*) = nullptr;
  void (*set_build_options)(const char*) = nullptr;
  void (*set_gpu_device)(int) = nullptr;
  halide_get_library_symbol_t (*set_custom_get_library_symbol)(halide_get_library_symbol_t) = nullptr;
  halide_load_library_t (*set_custom_load_library)(halide_load_library_t) = nullptr;
  const halide_device_interface_t* (*device_interface)() = nullptr;
  int (*device_malloc)(void*, halide_buffer_t*, const halide_device_interface_t*) = nullptr;
  int (*device_free)(void*, halide_buffer_t*) = nullptr;
  int (*acquire_context)(void*, cl_context*, cl_command_queue*, bool) = nullptr;
  int (*release_context)(void*) = nullptr;
  // The runtime's last error message, for when it cannot create a context.
  std::string (*last_error)() = nullptr;
};

// Has `runtime` create its context and queue on device_choice()'s device and
// returns them (kiln holds its own references); UserError when it cannot.
Queue create_queue(const HalideOpenclRuntime& runtime);

}  // namespace kiln::opencl
