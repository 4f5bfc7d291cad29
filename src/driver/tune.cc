#include "driver/tune.h"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <map>
#include <set>

#include "cache/schedule_store.h"
#include "driver/compile.h"
#include "driver/targets.h"
#include "driver/tune_target.h"
#include "fusion/kernel_plan.h"
#include "support/error.h"
#include "support/machine.h"
#include "support/median.h"

namespace kiln {

namespace {

// The time of `runs` runs of `run`, per run (a GPU's queue drained at the end).
double ms_of(const std::function<void()>& run, KernelBench& bench, int runs) {
  bench.synchronize();
  const auto start = std::chrono::steady_clock::now();
  for (int i = 0; i < runs; ++i) run();
  bench.synchronize();
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count() / runs;
}

// Runs per timed sample: enough for a millisecond, so that a kernel of a
// microsecond is timed, not the clock (or a GPU's launch).
int runs_per_sample(const std::function<void()>& run, KernelBench& bench) {
  const double once = ms_of(run, bench, 1);
  return static_cast<int>(std::clamp(std::ceil(1.0 / std::max(once, 1e-6)), 1.0, 10000.0));
}

// Whether `got` holds the default schedule's values: integers exactly, floats
// within a few roundings (a schedule may reorder a reduction's sum).
bool same_values(const Literal& want, const Literal& got) {
  const DType d = want.dtype();
  if (!is_float(d)) return want == got;
  const double tolerance = d == DType::F64 ? 1e-12 : d == DType::F32 ? 1e-5 : 1e-2;
  for (int64_t i = 0; i < want.num_elements(); ++i) {
    const double a = want.get_double(i), b = got.get_double(i);
    if (std::isnan(a) || std::isnan(b)) {
      if (std::isnan(a) != std::isnan(b)) return false;
      continue;
    }
    if (a == b) continue;
    if (std::abs(a - b) > tolerance * std::max(1.0, std::abs(a))) return false;
  }
  return true;
}

std::string first_line(const std::string& text) { return text.substr(0, text.find('\n')); }

// A schedule is kept only when it takes at most this much of the default's
// time (at least 3% faster), alone and again in the model, so that noise does
// not keep one that is not faster.
constexpr double kKeepRatio = 0.97;

class KernelTuner {
 public:
  KernelTuner(const Kernel& kernel, const TuneOptions& options, const TuneTarget& target) : kernel_(kernel), options_(options), target_(target) {}

  // The kernel's line of the report; stores the winner.
  std::string run(const ScheduleStore& store, TuneSummary& summary) {
    const std::unique_ptr<KernelBench> bench = target_.bench(kernel_);
    const KernelSchedule default_schedule = target_.default_schedule(kernel_);
    const std::function<void()> base = bench->compile(default_schedule);
    base();
    const std::vector<Literal> want = bench->outputs();
    const int runs = runs_per_sample(base, *bench);
    std::vector<double> base_ms;
    for (int r = 0; r < options_.repeat; ++r) base_ms.push_back(ms_of(base, *bench, runs));
    double best_ratio = 1;
    const Candidate* best = nullptr;
    const std::vector<Candidate> candidates = target_.candidates(kernel_, default_schedule);
    int rejected = 0;
    for (const Candidate& c : candidates) {
      std::function<void()> step;
      try {
        step = bench->compile(c.schedule);
        bench->poison_outputs();
        step();
        bench->synchronize();  // a GPU launch that fails does so here, as this candidate's
      } catch (const std::exception& e) {
        ++rejected;  // the schedule does not apply to this kernel
        if (options_.report) options_.report(fmt::format("  {}: candidate '{}' does not apply: {}", kernel_.name, c.change, first_line(e.what())));
        continue;
      }
      const std::vector<Literal> got = bench->outputs();
      bool same = true;
      for (size_t i = 0; i < want.size(); ++i) same = same && same_values(want[i], got[i]);
      if (!same) {
        ++rejected;
        if (options_.report) options_.report(fmt::format("  {}: candidate '{}' rejected: its outputs differ from the default's", kernel_.name, c.change));
        continue;
      }
      std::vector<double> ratios;  // interleaved with the default, round by round
      for (int r = 0; r < options_.repeat; ++r) {
        const double d = ms_of(base, *bench, runs), t = ms_of(step, *bench, runs);
        ratios.push_back(t / std::max(d, 1e-9));
      }
      const double ratio = median(ratios);
      if (ratio < best_ratio) {
        best_ratio = ratio;
        best = &c;
      }
    }
    summary.rejected += rejected;
    const double default_ms = median(base_ms);
    const std::string counts = fmt::format("{} candidate(s), {} rejected", candidates.size(), rejected);
    StoredSchedule entry;
    entry.kernel = fmt::format("{} ({})", kernel_.name, options_.model_name);
    entry.machine = target_.machine();
    entry.date = today();
    entry.default_ms = default_ms;
    if (!best || best_ratio > kKeepRatio) {
      entry.schedule = default_schedule;
      entry.tuned_ms = default_ms;
      entry.default_kept = true;
      const auto path = store.write(kernel_, target_.store_key(), entry);
      ++summary.kept_default;
      return fmt::format("{}: default rule kept ({:.4f} ms; {}) -> {}", kernel_.name, default_ms, counts, path.string());
    }
    entry.schedule = best->schedule;
    entry.tuned_ms = default_ms * best_ratio;
    summary.best_speedup = std::max(summary.best_speedup, 1 / best_ratio);
    const auto path = store.write(kernel_, target_.store_key(), entry);
    ++summary.tuned;
    return fmt::format("{}: {:.2f}x over default with '{}' ({:.4f} -> {:.4f} ms; {}) -> {}", kernel_.name, 1 / best_ratio, best->change,
                       default_ms, entry.tuned_ms, counts, path.string());
  }

 private:
  const Kernel& kernel_;
  const TuneOptions& options_;
  const TuneTarget& target_;
};

// The tuned entries of this tune, timed inside the model: a kernel timed
// alone on warm inputs is not the kernel among the model's other kernels
// (tuned alone, SSD-MobileNet's 13 kernel-level wins made the model no
// faster). The model runs with the store and with the default rules,
// alternately, `repeat` rounds after a warm-up; an entry whose kernels take
// longer in the model than kKeepRatio of the default rule's (the median of the
// per-round ratios of their summed step times) is replaced by a default_kept
// entry, so a stored schedule is never slower than the default where it runs.
class InModelCheck {
 public:
  InModelCheck(const Graph& graph, const KernelPlan& plan, const ScheduleStore& store, const TuneOptions& options, const TuneTarget& target)
      : graph_(graph), plan_(plan), store_(store), options_(options), target_(target) {}

  // One line per checked entry; entries found slower are rewritten.
  std::vector<std::string> run(const std::vector<const Kernel*>& tuned, TuneSummary& summary) {
    std::vector<std::string> lines;
    if (tuned.empty()) return lines;
    CompileOptions with_store;
    with_store.target = options_.target;
    with_store.threads = options_.threads;
    with_store.cache = options_.cache;
    with_store.allow_excess_precision = options_.allow_excess_precision;
    with_store.entry_layouts = options_.entry_layouts;
    CompileOptions with_defaults = with_store;
    with_store.schedules_dir = store_.dir().string();
    const auto tuned_model = compile_graph(graph_, with_store), default_model = compile_graph(graph_, with_defaults);
    std::vector<Literal> args;
    uint64_t seed = 23;
    for (const Node* p : graph_.parameters()) args.push_back(random_literal(p->type(), seed++));
    // Each checked entry's steps (kernels of one structure share an entry).
    std::map<std::filesystem::path, std::vector<size_t>> steps_of;
    for (const Kernel* k : tuned) steps_of[store_.path_for(*k, target_.store_key())];
    const std::vector<Step>& model_steps = default_model->steps();
    for (const Kernel& k : plan_.kernels) {
      auto entry = steps_of.find(store_.path_for(k, target_.store_key()));
      if (entry == steps_of.end()) continue;
      for (size_t i = 0; i < model_steps.size(); ++i) {
        if (model_steps[i].name == k.name) entry->second.push_back(i);
      }
    }
    std::map<std::filesystem::path, std::vector<double>> ratios, default_ms;
    tuned_model->run_literals(args);
    default_model->run_literals(args);
    for (int r = 0; r < options_.repeat; ++r) {
      const std::vector<double> d = step_ms(*default_model, args), t = step_ms(*tuned_model, args);
      for (const auto& [path, steps] : steps_of) {
        if (steps.empty()) continue;
        double ds = 0, ts = 0;
        for (size_t i : steps) {
          ds += d.at(i);
          ts += t.at(i);
        }
        ratios[path].push_back(ts / std::max(ds, 1e-9));
        default_ms[path].push_back(ds);
      }
    }
    for (const Kernel* k : tuned) {
      const auto path = store_.path_for(*k, target_.store_key());
      if (!ratios.count(path)) continue;
      const double ratio = median(ratios.at(path));
      if (ratio <= kKeepRatio) {
        lines.push_back(fmt::format("{}: in the model too, {:.2f}x over default", k->name, 1 / ratio));
        continue;
      }
      std::optional<StoredSchedule> entry = store_.find(*k, target_.store_key());
      if (!entry) continue;
      entry->schedule = target_.default_schedule(*k);
      entry->default_kept = true;
      entry->default_ms = median(default_ms.at(path));
      entry->tuned_ms = entry->default_ms;
      store_.write(*k, target_.store_key(), *entry);
      --summary.tuned;
      ++summary.kept_default;
      lines.push_back(fmt::format("{}: in the model the tuned schedule took {:.2f}x the default's time ({:.2f} or less to keep it); default rule kept",
                                  k->name, ratio, kKeepRatio));
    }
    return lines;
  }

 private:
  static std::vector<double> step_ms(const Executable& model, const std::vector<Literal>& args) {
    std::vector<double> ms(model.steps().size());
    RunOptions timing;
    timing.on_step = [&](size_t step, double t) { ms.at(step) += t; };
    model.run_literals(args, timing);
    return ms;
  }

  const Graph& graph_;
  const KernelPlan& plan_;
  const ScheduleStore& store_;
  const TuneOptions& options_;
  const TuneTarget& target_;
};

}  // namespace

std::string progress_line(const TuneProgress& p) {
  constexpr int kWidth = 20;
  const int filled = p.total ? kWidth * std::min(p.done, p.total) / p.total : kWidth;
  const std::string bar = "[" + std::string(static_cast<size_t>(filled), '#') + std::string(static_cast<size_t>(kWidth - filled), '.') + "]";
  std::string s = fmt::format("{} {}/{} kernels", bar, p.done, p.total);
  if (!p.current.empty()) s += "  " + p.current;
  s += fmt::format("  best {:.2f}x", p.best_speedup);
  if (p.left_s >= 0 && !p.current.empty()) {
    const int secs = static_cast<int>(p.left_s + 0.5);
    s += secs >= 60 ? fmt::format("  ~{}m{:02}s left", secs / 60, secs % 60) : fmt::format("  ~{}s left", secs);
  }
  return s;
}

namespace {

void check_kernels_named(const KernelPlan& plan, const std::vector<std::string>& kernels) {
  for (const std::string& name : kernels) {
    bool found = false;
    for (const Kernel& k : plan.kernels) found |= k.name == name;
    if (!found) user_error("--kernels names {}, which is not a kernel of the model (kiln explain lists them)", name);
  }
}

}  // namespace

std::vector<std::string> kernels_to_tune(Module& module, const TuneOptions& options) {
  if (options.repeat < 1) user_error("--repeat must be >= 1, got {}", options.repeat);
  pipeline_for(options.target, options.entry_layouts).run(module);
  const std::string key = tune_store_key(options.target);
  KernelPlan plan = plan_kernels(*module.entry());
  for (Kernel& k : plan.kernels) k.excess_precision = options.allow_excess_precision;
  check_kernels_named(plan, options.kernels);
  const ScheduleStore store(options.schedules_dir);
  std::vector<std::string> names;
  std::set<std::filesystem::path> seen;
  for (const Kernel& k : plan.kernels) {
    if (k.is_library_step() || k.is_alias()) continue;
    if (!options.kernels.empty() && std::find(options.kernels.begin(), options.kernels.end(), k.name) == options.kernels.end()) continue;
    if (!seen.insert(store.path_for(k, key)).second) continue;
    if (!store.find(k, key)) names.push_back(k.name);
  }
  return names;
}

TuneSummary tune_module(Module& module, const TuneOptions& options) {
  if (options.schedules_dir.empty()) user_error("kiln tune needs a schedules directory: --schedules DIR, $KILN_SCHEDULES, or a HOME for ~/.local/share/kiln/schedules");
  if (options.repeat < 1) user_error("--repeat must be >= 1, got {}", options.repeat);
  const std::unique_ptr<TuneTarget> target = make_tune_target(options);
  pipeline_for(options.target, options.entry_layouts).run(module);
  KernelPlan plan = plan_kernels(*module.entry());
  for (Kernel& k : plan.kernels) k.excess_precision = options.allow_excess_precision;
  const ScheduleStore store(options.schedules_dir);
  check_kernels_named(plan, options.kernels);
  TuneSummary summary;
  const auto start = std::chrono::steady_clock::now();
  auto wanted = [&](const Kernel& k) {
    if (k.is_library_step() || k.is_alias()) return false;
    return options.kernels.empty() || std::find(options.kernels.begin(), options.kernels.end(), k.name) != options.kernels.end();
  };
  TuneProgress progress;
  for (const Kernel& k : plan.kernels) progress.total += wanted(k) ? 1 : 0;
  std::vector<const Kernel*> tuned;  // a faster schedule stored by this tune
  auto tell = [&](const std::string& current) {
    if (!options.progress) return;
    progress.current = current;
    progress.best_speedup = summary.best_speedup;
    progress.elapsed_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const int left = progress.total - progress.done;
    if (options.budget_s > 0) {
      progress.left_s = std::max(0.0, std::min(options.budget_s - progress.elapsed_s,
                                               progress.done ? progress.elapsed_s / progress.done * left : options.budget_s));
    } else {
      progress.left_s = progress.done ? progress.elapsed_s / progress.done * left : -1;
    }
    options.progress(progress);
  };
  for (const Kernel& k : plan.kernels) {
    if (!wanted(k)) continue;
    ++summary.kernels;
    tell(k.name);
    std::string line;
    const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (auto stored = store.find(k, target->store_key())) {
      ++summary.already_tuned;
      line = fmt::format("{}: already tuned, {}", k.name, stored->description());
    } else if (options.budget_s > 0 && elapsed > options.budget_s) {
      ++summary.out_of_budget;
      line = fmt::format("{}: not started (the {:.0f} s budget is spent)", k.name, options.budget_s);
    } else {
      const int tuned_before = summary.tuned;
      line = KernelTuner(k, options, *target).run(store, summary);
      if (summary.tuned > tuned_before) tuned.push_back(&k);
    }
    ++progress.done;
    if (options.report) options.report(line);
  }
  tell("");
  for (const std::string& line : InModelCheck(*module.entry(), plan, store, options, *target).run(tuned, summary)) {
    if (options.report) options.report(line);
  }
  return summary;
}

}  // namespace kiln
