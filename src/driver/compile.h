// compile(graph, options) -> executable: the stages in order, in one function.
#pragma once

#include <memory>
#include <set>
#include <string>

#include "cache/disk_cache.h"
#include "driver/target.h"
#include "ir/graph.h"
#include "passes/assign_layouts.h"
#include "runtime/executable.h"

namespace kiln {

struct CompileOptions {
  // Which machine the kernels are for, parsed once at the edge (parse_target,
  // driver/targets.h).
  Target target;
  bool log_compiles = false;
  int threads = 0;
  std::string dump_dir;                    // IR after each pass that changed it
  std::set<std::string> disabled_passes;   // by name, to bisect
  // auto: outputs take the layout that makes their kernel cheapest; as-declared:
  // outputs keep the layouts the module declares. Parameters always keep theirs.
  EntryLayouts entry_layouts = EntryLayouts::Auto;
  CacheSettings cache;  // the persistent compile cache (docs/cache.md)
  // Tuned schedules (cache/schedule_store.h); empty: every kernel takes its
  // target's default rule.
  std::string schedules_dir;
  // Every CPU kernel left to this Halide autoscheduler (kAutoschedulers)
  // instead of stored schedules and kiln's rules; empty: not.
  std::string autoscheduler;
  // A while loop that runs more iterations than this is a UserError naming it
  // (0: no limit).
  int64_t max_while_iterations = 0;
  // XLA's xla_allow_excess_precision (on by default there): an f16/bf16 value
  // that only elementwise arithmetic inside its kernel reads stays f32, so a
  // chain such as a bf16 convolution, bias add and clamp rounds once, when
  // stored. Off (kiln's default): every op rounds its result as the HLO says,
  // and results match the reference evaluator bit for bit.
  bool allow_excess_precision = false;
  // Test-only: a bug planted in the kernel of this name, "[TARGET:]KERNEL[=BUG]"
  // (driver/planted_bug.h; by default its first output element + 1): how the
  // tests check that kiln parity catches bugs and --bisect names the kernel.
  std::string perturb_kernel;
};

// Plans kernels, lowers and compiles each for options.target, and assembles
// the steps (on a GPU target: device steps, with sort and the control flow of
// while and conditional on the host).
std::unique_ptr<Executable> compile_graph(const Graph& graph, const CompileOptions& options = {});

// The whole compiler: the pass pipeline on `module` (which it rewrites), then
// compile_graph on its entry.
std::unique_ptr<Executable> compile_module(Module& module, const CompileOptions& options = {});

// A module for several devices (module.mesh()): one executable per device,
// from one pass pipeline, their kernels compiled once (the process's kernel
// cache). Each holds its own buffers and library state, so the devices of
// an in-process run (collectives/spmd_launch.h) run them side by side.
std::vector<std::unique_ptr<Executable>> compile_module_for_devices(Module& module, const CompileOptions& options = {});

// The same with options.target the cpu.
std::unique_ptr<Executable> compile_for_cpu(const Graph& graph, CompileOptions options = {});
std::unique_ptr<Executable> compile_module_for_cpu(Module& module, CompileOptions options = {});

}  // namespace kiln
