// The context and in-order queue of Halide's OpenCL runtime, which kiln's
// buffers and CLBlast share (backend-internal).
#pragma once

#include "backends/opencl/opencl_api.h"
#include "cache/disk_cache.h"

namespace kiln::opencl {

struct Queue {
  cl_context context = nullptr;
  cl_command_queue queue = nullptr;
  cl_device_id device = nullptr;
};

// Loads the Halide runtime (from `disk` when given) and takes its context,
// created on chosen_device(); once per process.
const Queue& queue(DiskCache* disk = nullptr);

}  // namespace kiln::opencl
