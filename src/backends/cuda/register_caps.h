// Register caps per device kernel (`regs=N` in the schedule language): PTX's
// `.maxnreg N` on the entries of the loop nests whose lines ask for one.
// Halide 14 has no such schedule directive (its CUDA runtime takes one cap for
// every module, HL_CUDA_JIT_MAX_REGISTERS), so the PTX it wrote is edited.
#pragma once

#include <map>
#include <string>

namespace Halide {
class Module;
}

namespace kiln::cuda {

// `ptx` with `.maxnreg N` added to each `.entry` whose Func has cap N in `caps`
// (Func name -> cap, 0: none; an entry belongs to the Func whose name is the
// longest that `_kernel_<name>_s<stage>` starts it with), and its comment lines
// dropped.
std::string with_register_caps(const std::string& ptx, const std::map<std::string, int>& caps);

// The same, in place, on the PTX buffer of a compiled module (its size kept:
// the comment lines dropped make room, the rest is padded with NULs).
void cap_registers(Halide::Module& module, const std::map<std::string, int>& caps);

}  // namespace kiln::cuda
