// Kernels as shared objects: built (object, then `ld -shared`) into the disk
// cache or a private directory, and the one Halide runtime they all link
// against, loaded once per process with its symbols global.
#pragma once

#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <Halide.h>

#include "cache/disk_cache.h"

namespace kiln::cpu {

// Builds `key` (the object written by `compile_object`, linked with
// `libraries`): the disk cache entry's path when there is a cache, else a
// file in a private directory removed at exit. nullopt when linking failed
// (said once on stderr; from then on linker_works() is false).
std::optional<std::filesystem::path> build_shared_object(DiskCache* disk, const std::string& key,
                                                         const std::function<void(const std::filesystem::path&)>& compile_object,
                                                         const std::vector<std::string>& libraries = {});

// Loads the Halide runtime for the in-process target (from the disk cache, the
// build's prebuilt one unless `prebuilt` is false, or built); false when it
// cannot be built. Idempotent.
bool load_runtime(DiskCache* disk, bool prebuilt = true);

// Halide run-time errors of loaded kernels: recorded per thread instead of
// aborting; a kernel that returned an error code takes its message.
void record_halide_error(void* user_context, const char* message);
std::string take_halide_error();

bool linker_works();

// The target of that runtime: the host's, with the OpenCL module, and the
// CUDA module in builds that have the CUDA backend (GPU kernels link against
// the same runtime).
Halide::Target runtime_target();

}  // namespace kiln::cpu
