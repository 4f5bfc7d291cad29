#include "backends/cpu/halide_allocation.h"

#include <fmt/format.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "backends/cpu/shared_object.h"
#include "support/memory.h"

namespace kiln::cpu {

namespace {

using Malloc = void* (*)(void*, size_t);
using SetMalloc = Malloc (*)(Malloc);

Malloc runtime_malloc = nullptr;  // the runtime's own (aligned as its kernels expect)

// A C++ exception cannot cross the kernel's frames, and the kernel no longer
// checks the pointer: the message, then the exit code a UserError gets.
[[noreturn]] void exit_out_of_memory(size_t bytes) {
  fmt::print(stderr, "error: cannot allocate {:.3g} GB for a kernel's intermediate values: this machine has {:.3g} GB of memory\n",
             static_cast<double>(bytes) / 1e9, physical_memory_bytes() / 1e9);
  std::fflush(stderr);
  std::_Exit(2);
}

void* runtime_malloc_or_exit(void* user_context, size_t bytes) {
  void* p = runtime_malloc(user_context, bytes);
  if (!p) exit_out_of_memory(bytes);
  return p;
}

// Halide's JIT pipelines take no default to chain to: 128-byte alignment is
// what Halide's own allocator gives, and halide_free in the JIT runtime is
// replaced by the matching free below.
constexpr size_t kAlignment = 128;

void* jit_malloc_or_exit(Halide::JITUserContext*, size_t bytes) {
  if (bytes > SIZE_MAX - kAlignment) exit_out_of_memory(bytes);
  void* p = std::aligned_alloc(kAlignment, (bytes + kAlignment - 1) / kAlignment * kAlignment);
  if (!p) exit_out_of_memory(bytes);
  return p;
}

void jit_free(Halide::JITUserContext*, void* p) { std::free(p); }

}  // namespace

void allocate_intermediates_or_exit(const SharedObject& halide_runtime) {
  auto set_malloc = reinterpret_cast<SetMalloc>(halide_runtime.symbol("halide_set_custom_malloc"));
  const Malloc previous = set_malloc(&runtime_malloc_or_exit);
  if (previous != &runtime_malloc_or_exit) runtime_malloc = previous;
}

void allocate_intermediates_or_exit(Halide::Pipeline& jit_pipeline) {
  jit_pipeline.jit_handlers().custom_malloc = &jit_malloc_or_exit;
  jit_pipeline.jit_handlers().custom_free = &jit_free;
}

}  // namespace kiln::cpu
