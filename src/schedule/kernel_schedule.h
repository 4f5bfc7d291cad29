// How a kernel's loop nests run, as plain data kept apart from the lowering:
// printable, parseable (for schedules/ and `kiln tune`), and applied to the
// Halide pipeline by one file per target (src/lower/cpu_schedule.cc,
// src/lower/gpu_schedule.cc). One language for both targets: the same text
// lowers to a CPU and to a GPU, with outer tiles as CPU threads or GPU blocks and
// inner tiles as vector lanes or GPU threads (docs/schedules.md).
//
// A kernel has a loop nest per value that needs one (outputs, reductions, dots,
// convolutions, scatters, tuples); values in between are computed inline. A
// value's loop nest has stages: its pure definition (`%v`), its update (the
// reduction loops, `%v.update`) and, when the update is split across threads by
// rfactor, the intermediate of partial results (`%v.rfactor`).
//
// Loops are named by what they iterate: `d2` is the value's logical dim 2, `r0`
// the update's reduction dim 0; splitting loop L by F makes `L.o` (outer) and
// `L.i` (inner, F iterations), and either may be split again.
#pragma once

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "fusion/kernel_plan.h"

namespace kiln {

// The version `to_text` writes. Version 1 (no header line: `order=`,
// `vectorize=DIMxWIDTH`, `parallel=DIM`) is read and upgraded (schedule_v1.h).
inline constexpr int kScheduleTextVersion = 2;

// The register caps `regs=` accepts: PTX's `.maxnreg` (sm_50 and later lay
// registers out per warp in units that make fewer than 16 pointless; 255 is
// the most a thread can have).
inline constexpr int kMinRegisterCap = 16, kMaxRegisterCap = 255;
// Bounds on schedule text, checked where it is read: Halide keeps a vector's
// lanes in 16 bits (65536 lanes divided by zero, 1,000,000 wrapped to 16,960
// and took 78 s to compile), and a split factor is an int32 loop extent. 1024
// lanes covers a GPU block's threads; a CPU vector is at most 64.
inline constexpr int64_t kMaxSplitFactor = int64_t{1} << 24;
inline constexpr int64_t kMaxLanesOrUnroll = 1024;

enum class StageKind { Pure, Update, RFactor };

// Two loops made one, `inner` varying fastest; the fused loop is named
// "inner+outer" (d3+d2), and can be split like any loop. A row too short for a
// vector (3 channels) fused with the next dim out is one long vectorizable row
// where the two are contiguous in memory.
struct Fuse {
  std::string inner, outer;
  std::string name() const { return inner + "+" + outer; }
  bool operator==(const Fuse&) const = default;
};

struct Split {
  std::string loop;  // the loop split: `d1`, `r0`, `d1.i`
  int64_t factor = 1;
  bool operator==(const Split&) const = default;
};

// An input read through a tile buffer: per iteration of loop `at` of the
// consumer, the part of input `input` that iteration reads is copied once
// (CPU: a tile buffer in registers or L1; GPU: shared memory) and then read from
// there. `tile` names the staged input's own dims with a factor each: on the CPU
// the first is vectorized by its factor and the rest unrolled by theirs; on the
// GPU they are split by their factors and the inner parts are the threads that
// load the tile (x, y, z).
struct Staging {
  int input = 0;  // index into Kernel::inputs
  std::string at;
  std::vector<std::pair<int64_t, int64_t>> tile;  // (input dim, factor)
  bool operator==(const Staging&) const = default;
};

// A software prefetch: each iteration of loop `at` of the line's stage
// fetches into the caches the part of input `input` that the iteration
// `ahead` iterations later reads, past the end of the loop too (prefetches
// never fault). With `ahead` one row's worth of iterations, a loop along a
// row fetches the next row while the arithmetic runs: the hardware
// prefetchers stop at each 4 KiB page and leave memory idle through a costly
// row's exponentials. CPU only; the GPU ignores it.
struct Prefetch {
  int input = 0;  // index into Kernel::inputs
  std::string at;
  int64_t ahead = 1;
  bool operator==(const Prefetch&) const = default;
};

// Where a loop nest is computed. By default at root: whole, before the loop
// nests that read it. `at=%y@d0` computes, inside each iteration of loop d0 of
// value %y's loop nest, the part of it that iteration reads: a row's reduction
// inside the loop over rows (softmax's row max, then its row sum, then its
// outputs, while the row is in cache). CPU and GPU alike (Halide's compute_at).
struct ComputeAt {
  std::string value;  // the consumer's node name
  std::string loop;   // a loop of the consumer's pure stage, as its line names it
  bool operator==(const ComputeAt&) const = default;
};

struct LoopSchedule {
  std::string value;  // the node's name
  StageKind stage = StageKind::Pure;
  std::vector<Fuse> fuses;            // applied first, in order
  std::vector<Split> splits;          // applied in order
  std::vector<std::string> order;     // innermost first; loops not named keep their place outside
  std::vector<std::string> lanes;     // inner tiles: CPU vector lanes (first) and unrolled; GPU threads x, y, z
  std::vector<std::string> parallel;  // outer tiles: CPU worker threads; GPU blocks x, y, z
  std::vector<std::string> unroll;
  std::vector<Staging> staged;
  std::vector<Prefetch> prefetches;
  std::string rfactor;                // Update only: partial results over this loop, combined afterwards
  std::optional<ComputeAt> at;        // Pure only: computed inside a consumer's loop, not at root
  // Pure only, `stores=streaming`: on the CPU the value's stores bypass the
  // caches (non-temporal), saving the read for ownership of every line a plain
  // store makes; for large outputs no kernel reads back soon. The GPU ignores it.
  bool streaming_stores = false;
  // Pure only, `regs=N`: on the GPU each device kernel of this loop nest uses
  // at most N registers per thread (PTX `.maxnreg`; without it the driver may
  // use up to 255): fewer registers, more resident warps, perhaps spills. The
  // CPU ignores it.
  int max_registers = 0;
  bool operator==(const LoopSchedule&) const = default;
};

// A kernel left to one of Halide's autoschedulers (Halide 14: CPU only), with
// the parameters it ran with. Their loop nests are not kiln's language, so the
// text keeps the choice, `autoscheduler Adams2019 parallelism=2`, and each
// compile runs the autoscheduler again (deterministic for one kernel, target
// and parameters; the compile cache keeps what it made).
struct AutoschedulerChoice {
  std::string name;  // one of kAutoschedulers
  int parallelism = 1;
  // Adams2019's beam width (0: its default, 32, over 5 passes). kiln tune uses
  // 1, a greedy single pass: the default took minutes and 15 GB on one
  // channels-last kernel.
  int beam = 0;
  bool operator==(const AutoschedulerChoice&) const = default;
};
inline constexpr std::string_view kAutoschedulers[] = {"Adams2019", "Mullapudi2016", "Li2018"};
bool is_autoscheduler(std::string_view name);
// The parameters kiln runs autoscheduler `name` with on `threads` threads (0:
// all cores): Adams2019 greedily (beam 1).
AutoschedulerChoice autoscheduler_choice(const std::string& name, int threads);

struct KernelSchedule {
  std::vector<LoopSchedule> loops;        // empty when an autoscheduler decides
  std::optional<AutoschedulerChoice> autoscheduler;

  const LoopSchedule* find(std::string_view value, StageKind stage = StageKind::Pure) const;
  // The loops other lines are computed inside (`at=%value@loop`), as (value,
  // loop): a change to the schedule must keep them where they are.
  std::set<std::pair<std::string, std::string>> computed_at_loops() const;
  // "kiln-schedule 2" and then one line per stage:
  //   %y split=d2:16,d1:16 order=d2.i,d1.i,d2.o,d1.o,d0 lanes=d2.i,d1.i parallel=d0 stage=in0@d2.o[2:16,0:16]
  //   %p fuse=d3+d2 split=d3+d2:16 order=d3+d2.i,d3+d2.o,d1,d0 lanes=d3+d2.i parallel=d1
  //   %s.update split=d1:64 order=d1.i,r0,d1.o,d0 lanes=d1.i parallel=d1.o
  //   %m at=%y@d0
  //   %z split=d0:262144,d0.i:16 order=d0.i.i,d0.i.o,d0.o lanes=d0.i.i parallel=d0.o stores=streaming
  //   %g split=d1:256 order=d1.i,d1.o,d0 lanes=d1.i parallel=d1.o,d0 regs=64
  // or, for an autoscheduler's choice, one line `autoscheduler NAME parallelism=N [beam=B]`.
  std::string to_text() const;
  // Version 2 text (the header line is optional). UserError on text to_text
  // would not write, on a version 1 text (use parse_schedule_text, which needs
  // the kernel to upgrade it) and on an unknown version.
  static KernelSchedule from_text(std::string_view text);
  bool operator==(const KernelSchedule&) const = default;
};

std::string_view stage_suffix(StageKind stage);  // "", ".update", ".rfactor"

}  // namespace kiln
