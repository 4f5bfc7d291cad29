// schedules/: tuned schedules kept as text a person can read, diff and edit.
// One file per (kernel structure, target): DIR/<target>/<structure>.schedule,
// metadata lines (`key value`) and then the schedule in version 2 text with its
// loop nests named by node position (n0, n1, ...):
//
//   # kiln tuned schedule
//   kernel Relu6.184 (ssd_mobilenet_tf.hlo)
//   machine AMD EPYC 9R14
//   date 2026-11-23
//   default_ms 0.5381
//   tuned_ms 0.3120
//   kiln-schedule 2
//   %n6 split=d3:16,d2:4 order=d3.i,d2.i,d3.o,d2.o,d1,d0 lanes=d3.i parallel=d1 unroll=d2.i
//
// `run`, `bench` and `parity` (--schedules DIR, else $KILN_SCHEDULES) compile
// a kernel with its stored schedule when there is one; a file that does not
// read is a warning naming it and its line, and the default rule runs.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include "fusion/kernel_plan.h"
#include "schedule/kernel_schedule.h"

namespace kiln {

struct StoredSchedule {
  std::filesystem::path path;
  KernelSchedule schedule;  // named after the kernel's own nodes
  std::string kernel, machine, date;  // as recorded
  double default_ms = 0, tuned_ms = 0;
  // Tuning found nothing better than the default rule: the kernel keeps
  // taking the rule (as it is now), and a later tune does not measure it again.
  bool default_kept = false;
  // "tuned (1.7x over default, PATH)" for explain and --log-compiles.
  std::string description() const;
};

class ScheduleStore {
 public:
  explicit ScheduleStore(std::filesystem::path dir) : dir_(std::move(dir)) {}
  const std::filesystem::path& dir() const { return dir_; }

  // The stored schedule for `kernel` on `target`, if any. A file that cannot
  // be read, parsed or applied to the kernel: a warning (once per file) with
  // the path and line, and nullopt.
  std::optional<StoredSchedule> find(const Kernel& kernel, const std::string& target) const;

  // Keeps `entry` for `kernel` on `target` (its schedule named after the
  // kernel's nodes); returns the file. UserError naming the path on failure.
  std::filesystem::path write(const Kernel& kernel, const std::string& target, const StoredSchedule& entry) const;

  std::filesystem::path path_for(const Kernel& kernel, const std::string& target) const;

  // Folds the entries of another store (a batch job's) into this one, later
  // results replacing earlier ones; returns how many. UserError naming the
  // path when one cannot be read or written.
  int merge_from(const std::filesystem::path& other) const;

 private:
  std::filesystem::path dir_;
};

// Whether `origin` (as a backend's schedule lookup gives it: "default rule" or
// StoredSchedule::description()) names a stored tuned schedule.
bool is_stored_schedule(const std::string& origin);
// A stored schedule that does not apply to `kernel` or that Halide rejects:
// one warning naming the entry and the error's first line (the caller then
// takes the default rule).
void warn_stored_schedule_unusable(const Kernel& kernel, const std::string& origin, const std::exception& error);

// Where tuned schedules are read and written: --schedules DIR, else
// $KILN_SCHEDULES, else the source tree's schedules/ for a model inside the
// source tree (the bundled models, tuned and reviewed in git), else the
// user's own ($XDG_DATA_HOME/kiln/schedules or ~/.local/share/kiln/schedules;
// created when a tune first writes there); empty when none can be named.
std::filesystem::path resolve_schedules_dir(const std::string& flag, const std::string& model = "");

}  // namespace kiln
