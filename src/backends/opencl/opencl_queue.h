// The in-process queue: the context of the process's Halide runtime, which
// kiln's buffers and CLBlast share (backend-internal).
#pragma once

#include "backends/opencl/opencl_context.h"
#include "cache/disk_cache.h"

namespace kiln::opencl {

// Loads the Halide runtime (from `disk` when given) and takes its context,
// created on chosen_device(); once per process.
const Queue& queue(DiskCache* disk = nullptr);

}  // namespace kiln::opencl
