// kiln tune: a measured search over schedules, kernel by kernel. For each
// Halide kernel of the planned model on the target (driver/tune_target.h): the
// default rule's schedule and its neighbours (CPU: schedule/cpu_search.h and
// what Halide's autoschedulers make of the kernel, lower/autoschedule.h; GPU:
// schedule/gpu_search.h) are compiled, run on seeded random
// inputs and checked against the default's outputs (a wrong candidate is
// rejected and reported, never stored), then timed interleaved with the
// default, round by round; the best, when at least 3% faster by the median of
// the per-round ratios, is kept in the schedules directory
// (cache/schedule_store.h). Then the kernels given a faster schedule are timed
// again inside the model, the model run with the store and with the default
// rules alternately: an entry slower there than the default rule is replaced
// by the default rule. A kernel with an entry already is not measured again,
// so an interrupted tune resumes where it stopped.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "cache/disk_cache.h"
#include "driver/target.h"
#include "ir/graph.h"
#include "passes/assign_layouts.h"
#include "schedule/kernel_schedule.h"

namespace kiln {

struct TuneOptions {
  Target target;                     // parsed once at the edge (driver/targets.h)
  std::string schedules_dir;         // where entries are kept (required)
  std::vector<std::string> kernels;  // by name; empty: every kernel
  double budget_s = 0;               // stop starting kernels after this long (0: no limit)
  int repeat = 15;                   // timed rounds per candidate
  int threads = 0;                   // 0: all cores
  EntryLayouts entry_layouts = EntryLayouts::Auto;
  bool allow_excess_precision = false;  // CompileOptions::allow_excess_precision: kernels of other code, tuned apart
  CacheSettings cache;
  std::string model_name;            // recorded in each entry
  // Halide's autoschedulers tried as candidates too (kAutoschedulers; each
  // runs once per kernel, Adams2019 taking a few seconds). Empty: none.
  std::vector<std::string> autoschedulers{std::begin(kAutoschedulers), std::end(kAutoschedulers)};
  std::function<void(const std::string&)> report;  // one line per kernel
  // Where the tune is, before each kernel and after the last (a progress bar).
  std::function<void(const struct TuneProgress&)> progress;
};

struct TuneProgress {
  int done = 0, total = 0;      // kernels finished, of those this tune looks at
  std::string current;          // the kernel now measured; empty after the last
  double best_speedup = 1;      // the largest tuned/default gain stored so far
  double elapsed_s = 0;
  double left_s = -1;           // an estimate (the budget's rest, or the mean per kernel so far); -1: unknown
};

struct TuneSummary {
  int kernels = 0;        // Halide kernels in the plan (or of those named)
  int tuned = 0;          // a faster schedule was stored
  int kept_default = 0;   // nothing beat the default by 3%
  int already_tuned = 0;  // an entry was there: nothing measured
  int rejected = 0;       // candidates that did not compile or gave other results
  int out_of_budget = 0;  // not started
  double best_speedup = 1;  // the largest gain stored
};

TuneSummary tune_module(Module& module, const TuneOptions& options);

// The progress bar's line: "[#####...............] 5/20 kernels  fusion.3  best 1.42x  ~1m20s left".
std::string progress_line(const TuneProgress& progress);

// The kernels a tune of `module` would measure: Halide kernels without an
// entry in the store, one per structure (kernels of one structure share an
// entry). For --emit-jobs: one job each.
std::vector<std::string> kernels_to_tune(Module& module, const TuneOptions& options);

}  // namespace kiln
