// The x86 assembly of a one-kernel module's kernel, after an edit of its
// Halide module (the F16C and FMA-exp rewrites' tests read their
// instructions from it).
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>

#include "backends/cpu/cpu_target.h"
#include "fusion/kernel_plan.h"
#include "lower/cpu_schedule.h"
#include "schedule/cpu_rules.h"
#include "support/temporary_directory.h"
#include "test_util.h"

namespace kiln::testing {

// `hlo` must plan to one kernel; it is lowered with the default rule for the
// host and `edit` changes its module before the assembly is written.
inline std::string kernel_assembly(const std::string& hlo, const std::function<void(Halide::Module&)>& edit) {
  const auto m = parse(hlo);
  const KernelPlan plan = plan_kernels(*m->entry());
  EXPECT_EQ(plan.kernels.size(), 1u);
  const Halide::Target target = cpu::jit_target().without_feature(Halide::Target::JIT).with_feature(Halide::Target::NoRuntime);
  lower::LoweredKernel lowered = lower::lower_for_cpu(plan.kernels.at(0), default_cpu_schedule(plan.kernels.at(0), 32), target);
  std::vector<Halide::Argument> args(lowered.inputs.begin(), lowered.inputs.end());
  Halide::Module module = lowered.pipeline.compile_to_module(args, "k", target);
  edit(module);
  const TemporaryDirectory dir(std::filesystem::temp_directory_path(), "kiln-kernel-assembly");
  module.compile({{Halide::OutputFileType::assembly, (dir.path() / "k.s").string()}});
  std::ifstream in(dir.path() / "k.s");
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace kiln::testing
