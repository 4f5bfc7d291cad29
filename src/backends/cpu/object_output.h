// Writing a compiled object (a kernel or a runtime) through Halide and LLVM.
// LLVM aborts the process on a failed write ("LLVM ERROR: IO failure on
// output stream: No space left on device", exit 134) and leaves a 0-byte
// file: kiln checks the room first, and installs a fatal-error handler that
// removes the object being written and exits 2 with the reason.
#pragma once

#include <filesystem>
#include <functional>

namespace kiln::cpu {

// Runs `write`, which writes `object`. UserError before it when the object's
// directory has less than kMinFreeBytesForObjects free.
void write_object(const std::filesystem::path& object, const std::function<void()>& write);

inline constexpr unsigned long long kMinFreeBytesForObjects = 16ull << 20;

}  // namespace kiln::cpu
