// `kiln compile`: a model as a static library with a C header (docs/aot.md).
//
// The library holds every kernel of the plan (Halide AOT objects without a
// runtime of their own), one Halide runtime, and the step sequence as
// generated C: each step a kernel call over halide_buffer_t views, a GEMM, or
// an alias; intermediates live in a caller-provided (or internally
// allocated) workspace laid out by a liveness-based plan. No kiln, Halide or
// LLVM is needed to link or run it. For a CUDA target the kernels carry their
// PTX, GEMMs go to cuBLAS and every buffer of the steps is device memory
// (aot_target.h says what each target decides).
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "cache/disk_cache.h"
#include "ir/graph.h"

namespace kiln::aot {

struct AotOptions {
  std::string target = "host";     // a Halide x86 target string, or cuda / cuda-smNN
  std::filesystem::path out_dir;   // created if missing
  std::string name;                // C identifier; the library is libNAME.a
  std::string source;              // where the model came from, for the header's comment
  bool verbose = false;            // print each kernel compiled
  // Tuned schedules (cache/schedule_store.h) a kernel takes when one matches;
  // empty: the default rules.
  std::string schedules_dir;
  // Kernel and runtime objects are kept in the compile cache (object_cache.h).
  CacheSettings cache;
};

struct AotResult {
  std::filesystem::path library, header, cmake_config, pkg_config, c_source;
  int kernels = 0;          // Halide kernel steps
  int distinct_kernels = 0; // compiled functions (identical kernels share one)
  int gemms = 0;            // GEMM steps (OpenBLAS or oneDNN; cuBLAS)
  uint64_t workspace_bytes = 0;
  std::string target;       // resolved target string
  std::vector<std::string> link_flags;  // after the library: -lopenblas ... -lm
};

// `text` as a C identifier: other characters become '_', and `prefix` goes
// in front of one that would start with a digit (or be empty).
std::string c_identifier(const std::string& text, const std::string& prefix);

// Runs the pass pipeline (entry layouts as declared: the C ABI exposes them)
// and writes the library. UserError for what an AOT library cannot hold yet
// and for a bad target or name.
AotResult compile_aot(Module& module, const AotOptions& options);

}  // namespace kiln::aot
