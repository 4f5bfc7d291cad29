// Non-temporal ("streaming") stores on the CPU, which Halide 14 cannot emit:
// a plain store first reads the line it writes (read for ownership), so a
// kernel writing a large output moves its bytes twice; a streaming store
// writes around the caches. A stores=streaming schedule line
// (schedule/kernel_schedule.h) asks for them; the kernel's object code is then
// made from Halide's LLVM module, with that output's vector stores marked
// `!nontemporal` and an sfence before each function returns, so that every
// store is visible before the thread reports its part done. JIT compiles
// (the no-linker fallback) keep plain stores.
#pragma once

#include <filesystem>
#include <set>
#include <string>

#include <Halide.h>

namespace kiln::cpu {

// Compiles `module` to an object file with the vector stores into `outputs`'
// buffers (Func names; tuple elements "name.K" included) non-temporal.
// Returns how many stores were marked.
int compile_with_streaming_stores(const Halide::Module& module, const std::set<std::string>& outputs,
                                  const std::filesystem::path& object);

}  // namespace kiln::cpu
