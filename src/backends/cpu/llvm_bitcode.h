// LLVM IR text as bitcode, for code of kiln's own that a kernel's module
// links in (Halide::ExternalCode::bitcode_wrapper) and LLVM inlines: the F16C
// conversions, the L2 prefetch.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace kiln::cpu {

// The data layout kiln's IR text names: x86-64 ELF's, Halide's own for such
// targets (a module of another layout links with a warning).
inline constexpr const char* kX86_64ElfDataLayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128";

// `ir` parsed and written as bitcode; an IR that does not parse is kiln's
// own bug, reported with `what` it is.
std::vector<uint8_t> bitcode_from_ir(const std::string& ir, const std::string& what);

}  // namespace kiln::cpu
