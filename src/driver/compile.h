// compile(graph, options) -> executable: the stages in order, in one function.
#pragma once

#include <memory>
#include <set>
#include <string>

#include "cache/disk_cache.h"
#include "ir/graph.h"
#include "passes/assign_layouts.h"
#include "runtime/executable.h"

namespace kiln {

enum class Target { Cpu, Reference };

struct CompileOptions {
  bool log_compiles = false;
  int threads = 0;
  std::string dump_dir;                    // IR after each pass that changed it
  std::set<std::string> disabled_passes;   // by name, to bisect
  // auto: outputs take the layout that makes their kernel cheapest; as-declared:
  // outputs keep the layouts the module declares. Parameters always keep theirs.
  EntryLayouts entry_layouts = EntryLayouts::Auto;
  CacheSettings cache;  // the persistent compile cache (docs/cache.md)
};

// Plans kernels, lowers and compiles each for the CPU, and assembles the steps.
std::unique_ptr<Executable> compile_for_cpu(const Graph& graph, const CompileOptions& options = {});

// The whole compiler: the pass pipeline on `module` (which it rewrites), then
// compile_for_cpu on its entry.
std::unique_ptr<Executable> compile_module_for_cpu(Module& module, const CompileOptions& options = {});

}  // namespace kiln
