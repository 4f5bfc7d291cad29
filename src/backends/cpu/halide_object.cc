#include "backends/cpu/halide_object.h"

#include <Halide.h>

namespace kiln::cpu {

void compile_kernel_object(lower::LoweredKernel& lowered, const std::string& function, const Halide::Target& target,
                           const std::filesystem::path& object) {
  std::vector<Halide::Argument> args(lowered.inputs.begin(), lowered.inputs.end());
  lowered.pipeline.compile_to_object(object.string(), args, function, target.with_feature(Halide::Target::NoRuntime));
}

void compile_runtime_object(const Halide::Target& target, const std::filesystem::path& object) {
  Halide::compile_standalone_runtime(object.string(), target.without_feature(Halide::Target::NoRuntime));
}

}  // namespace kiln::cpu
