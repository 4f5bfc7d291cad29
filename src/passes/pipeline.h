// The pass pipeline: one explicit, ordered list (default_pipeline) and the runner
// that owns the bookkeeping: verify after every pass that changed something,
// dump the module as NN-passname.hlo when --dump-dir is given, time each pass,
// skip passes disabled by name.
#pragma once

#include <memory>
#include <set>
#include <string>
#include <vector>

#include "passes/assign_layouts.h"
#include "passes/convolution_as_gemm.h"
#include "passes/fft_as_dft.h"
#include "passes/pass.h"
#include "passes/widen_narrow_dots.h"

namespace kiln {

struct PipelineOptions {
  std::string dump_dir;             // empty: no dumps
  std::set<std::string> disabled;   // pass names to skip
  bool verify = true;               // run the verifier after each change
};

struct PassRecord {
  std::string name;
  bool changed = false;
  double ms = 0;
};

class PassPipeline {
 public:
  void add(std::unique_ptr<Pass> pass) { passes_.push_back(std::move(pass)); }
  const std::vector<std::unique_ptr<Pass>>& passes() const { return passes_; }
  // Runs every pass, in order, on every graph of `module` (entry and called).
  std::vector<PassRecord> run(Module& module, const PipelineOptions& options = {}) const;

 private:
  std::vector<std::unique_ptr<Pass>> passes_;
};

// The canonicalization pipeline, in order. Read this function to know what
// happens to a graph before it is planned. `entry_layouts` decides whether the
// outputs' layouts may follow their inputs (see assign_layouts.h).
// `native` names the narrow GEMM types the target runs natively (see
// widen_narrow_dots.h; driver/targets.h says which for a target), `native_fft`
// the float types whose FFTs it runs as a library call (fft_as_dft.h),
// `native_conv` whether it runs direct convolutions as one (convolution_as_gemm.h).
PassPipeline default_pipeline(EntryLayouts entry_layouts = EntryLayouts::Auto, NativeGemmTypes native = {}, NativeFftTypes native_fft = {},
                              NativeConvolutions native_conv = {});

// Writes `module` as DIR/NN-name.hlo.
void dump_module(const Module& module, const std::string& dir, int number, const std::string& name);

}  // namespace kiln
