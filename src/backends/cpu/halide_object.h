// Halide's ahead-of-time path: a lowered kernel or the Halide runtime as an
// object file. Kernels are compiled without a runtime of their own, so many of
// them share one (one thread pool, one allocator), in a process through the
// disk cache and in a static library built by `kiln compile`.
#pragma once

#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "lower/kernel_lowering.h"
#include "support/error.h"

namespace kiln::cpu {

// A change to the compiled module before its object is written (the CUDA
// backend's register caps, in the device code it holds).
using ModuleEdit = std::function<void(Halide::Module&, const lower::LoweredKernel&)>;

// Writes `lowered` as `object`, exporting `function` (and `function_argv`).
void compile_kernel_object(lower::LoweredKernel& lowered, const std::string& function, const Halide::Target& target,
                           const std::filesystem::path& object, const ModuleEdit& edit = {});

// Whether `lowered` can share an object with other kernels
// (compile_modules_object): not where its stores are made streaming, which
// edits the LLVM module by buffer names.
bool compiles_with_others(const lower::LoweredKernel& lowered);
// `lowered` as the Halide module compile_kernel_object would compile
// (exporting `function`), for compile_modules_object.
Halide::Module kernel_module(lower::LoweredKernel& lowered, const std::string& function, const Halide::Target& target);
// Writes kernel_modules of one target and one any_strict_float (Halide sets
// the LLVM module's floating-point options from it) as one object: one LLVM
// module, its runtime bitcode linked and its passes set up once instead of
// per kernel.
void compile_modules_object(const std::vector<Halide::Module>& modules, const std::filesystem::path& object);

// Runs `compile` (lowering and compiling `kernel`), turning Halide's compile
// errors into kiln internal errors that name the kernel.
template <typename Compile>
auto with_halide_errors(const std::string& kernel, Compile&& compile) -> decltype(compile()) {
  try {
    return compile();
  } catch (const Halide::CompileError& e) {
    internal_error("Halide could not compile kernel {}: {}", kernel, e.what());
  } catch (const Halide::InternalError& e) {
    internal_error("Halide internal error on kernel {}: {}", kernel, e.what());
  }
}

// Writes the Halide runtime for `target` as `object`.
void compile_runtime_object(const Halide::Target& target, const std::filesystem::path& object);

}  // namespace kiln::cpu
