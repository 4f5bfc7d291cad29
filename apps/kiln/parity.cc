// kiln parity MODEL.hlo --targets A,B: the model on two targets with the same
// inputs, every output compared element by element (tolerances by dtype);
// --bisect names the first kernel whose outputs differ when each kernel is fed
// the reference's values. Exit 0 within tolerance, 3 when not (docs/parity.md).
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "cli.h"
#include "driver/compile.h"
#include "driver/targets.h"
#include "importer/import.h"
#include "passes/pipeline.h"
#include "parity/bias.h"
#include "parity/bisect.h"
#include "parity/bundle.h"
#include "parity/compare.h"
#include "parity/exact_distance.h"
#include "collectives/spmd_launch.h"
#include "parity/held_outputs.h"
#include "parity/noise_floor.h"
#include "parity/special_values.h"
#include "reference/evaluator.h"
#include "reference/unrounded.h"
#include "support/error.h"
#include "support/temporary_directory.h"

namespace kiln::cli {

namespace {

constexpr int kExitMismatch = 3;

struct ParitySettings {
  // --rtol/--atol as given (the other one 0): then they alone decide, with no
  // allowance for the model's noise added (docs/parity.md).
  std::optional<double> rtol, atol;
  bool explicit_tolerance() const { return rtol || atol; }
  int64_t max_while_iterations = 1000000;
  int threads = 0;  // the reference's too (--threads)
  int64_t devices = 1;  // a module for several: every device's outputs, device 0's first
  Tolerance tolerance(DType d) const {
    Tolerance t = default_tolerance(d);
    if (!is_float(d) || !explicit_tolerance()) return t;  // integers and pred: exact, always
    return {rtol.value_or(0), atol.value_or(0)};
  }
};

std::vector<Literal> run_on(const Target& target, const std::string& model, const ImportOptions& import_options,
                            std::vector<Literal> arguments, const GlobalOptions& global, const ParitySettings& settings) {
  auto module = import_model_file(model, import_options);
  const DeviceMesh mesh = module->mesh();
  if (target.kind == TargetKind::Reference) {
    EvaluateOptions options;
    options.max_while_iterations = settings.max_while_iterations;
    options.threads = settings.threads;
    return evaluate_on_devices(*module->entry(), mesh, std::move(arguments), options);
  }
  CompileOptions options = compile_options_from(global, model);
  options.target = target;
  options.max_while_iterations = settings.max_while_iterations;
  RunOptions run;
  run.log_launches = global.log_launches;
  if (mesh.devices() > 1) {  // every device at once, in this process, each on an executable of its own
    const auto executables = compile_module_for_devices(*module, options);
    return run_devices_on_literals(mesh, std::move(arguments), [&](int64_t d, std::vector<Literal> mine) {
      return executables[static_cast<size_t>(d)]->run_literals(mine, run);
    });
  }
  return compile_module(*module, options)->run_literals(arguments, run);
}

nlohmann::json comparison_json(const OutputComparison& c, const TensorType& type, const Tolerance& t) {
  nlohmann::json j = {{"type", type.to_string(false)}, {"elements", c.elements}, {"mismatches", c.mismatches},
                      {"nan_mismatches", c.nan_mismatches}, {"inf_mismatches", c.inf_mismatches}, {"max_abs_error", c.max_abs_error},
                      {"max_rel_error", c.max_rel_error}, {"rtol", t.rtol}, {"atol", t.atol}, {"passed", c.passed()},
                      {"one_value", c.one_value}};
  if (c.noise_aware) {
    j["noise"] = {{"max", c.max_noise}, {"factor", c.noise_factor}, {"max_error_over_noise", c.max_error_over_noise},
                  {"max_error_over_nonzero_noise", c.max_error_over_nonzero_noise},
                  {"fixed_tolerance_elements", c.fixed_tolerance_elements}, {"from_extremes", c.from_extremes},
                  {"mismatches_from_extremes", c.mismatches_from_extremes}};
  }
  if (c.bias.measured) {
    j["bias"] = {{"elements", c.bias.elements}, {"signed", c.bias.toward_zero ? "toward zero" : "plainly"}, {"mean_over_noise", c.bias.mean},
                 {"z", c.bias.z}, {"reference_mean_over_noise", c.bias.reference_mean}, {"biased", c.bias.biased}};
  }
  if (c.first_special_index >= 0) {
    j["first_special_mismatch"] = {{"index", index_text(type.dims, c.first_special_index)}, {"expected", fmt::format("{}", c.first_special_expected)},
                                   {"got", fmt::format("{}", c.first_special_got)}};
  }
  if (c.unsettled_specials > 0) {
    j["noise"]["unsettled_specials"] = c.unsettled_specials;
    j["noise"]["specials_as_unsettled"] = c.specials_as_unsettled;
  }
  if (c.exact_measured) {
    j["noise"]["exact_distance"] = {{"quantiles", kExactDistanceQuantiles}, {"got", c.got_from_exact.at}, {"reference", c.reference_from_exact.at}};
    if (c.from_extremes > 0) {
      j["noise"]["exact_distance_from_extremes"] = {{"got", c.extremes_got_from_exact.at}, {"reference", c.extremes_reference_from_exact.at}};
    }
  }
  if (c.worst_index >= 0) {
    j["worst"] = {{"index", index_text(type.dims, c.worst_index)}, {"expected", fmt::format("{}", c.worst_expected)},
                  {"got", fmt::format("{}", c.worst_got)}};
  }
  return j;
}

// "own f32 noise 2.1e-05: max error = 1.1x that", the question noise-aware
// parity answers (docs/parity.md): the largest of each element's error over
// its own noise.
std::string noise_text(const OutputComparison& c, DType precision) {
  if (!c.noise_aware) return "";
  std::string s = c.max_noise == 0 ? fmt::format("; own {} noise 0", dtype_name(precision))
                                   : fmt::format("; own {} noise up to {:.3g}: max error = {:.2g}x an element's own", dtype_name(precision),
                                                 c.max_noise, c.max_error_over_noise);
  if (c.from_extremes > 0) s += fmt::format("; {} elements computed from extreme inputs, compared among themselves", c.from_extremes);
  if (c.fixed_tolerance_elements > 0) {
    s += fmt::format("; {} elements at the fixed tolerance (no noise estimate: their exact answer is not finite)", c.fixed_tolerance_elements);
  }
  return s;
}

std::string allowance_text(const OutputComparison& c, const Tolerance& t) {
  if (c.noise_aware) return fmt::format("within {:.2g}x each element's own noise", c.noise_factor);
  return fmt::format("rtol {:g}, atol {:g}", t.rtol, t.atol);
}

// "the median, 99%, ... and max": the quantiles the exact distance is taken at.
std::string quantile_names() {
  std::vector<std::string> names;
  for (double q : kExactDistanceQuantiles) names.push_back(quantile_name(q));
  const std::string last = names.back();
  names.pop_back();
  return fmt::format("{} and {}", fmt::join(names, ", "), last);
}

std::string comparison_text(const OutputComparison& c, const TensorType& type, const Tolerance& t, const std::string& a,
                            const std::string& b, DType precision) {
  // The errors are over elements both sides hold finite; NaN and infinity
  // mismatches are counted apart and named first (max_abs=0 alone read as no error).
  std::string s = fmt::format("{}", c.passed() ? "ok" : "MISMATCH");
  const int64_t specials = c.nan_mismatches + c.inf_mismatches;
  if (specials > 0) {
    s += fmt::format(" {}/{} NaN or infinity against another value ({} NaN on one side, {} infinity); first at {}: {}={} {}={};", specials,
                     c.elements, c.nan_mismatches, c.inf_mismatches, index_text(type.dims, c.first_special_index), a, c.first_special_expected,
                     b, c.first_special_got);
  }
  s += fmt::format(" max_abs={:.3g} max_rel={:.3g}{} ({})", c.max_abs_error, c.max_rel_error, specials > 0 ? " over finite elements" : "",
                   allowance_text(c, t));
  s += noise_text(c, precision);
  if (c.unsettled_specials > 0) {
    s += is_float(type.dtype) ? fmt::format("; the reference's own runs disagree on whether {} elements are NaN or infinite (ill-conditioned at "
                                            "these inputs), {} of {}'s NaN/infinity differences among them",
                                            c.unsettled_specials, c.specials_as_unsettled, b)
                              : fmt::format("; the reference's own runs disagree on {} elements (a comparison of values a rounding apart "
                                            "decides them), {} of {}'s differences among them",
                                            c.unsettled_specials, c.specials_as_unsettled, b);
  }
  const int64_t finite_mismatches = c.mismatches - specials;
  if (finite_mismatches > 0 && c.exact_measured) {
    s += fmt::format("; {}/{} past their noise, |x - exact| at {}:", finite_mismatches, c.elements, quantile_names());
    // A group with no element has nothing to say (nanoGPT's outputs are all
    // computed from extreme inputs under --special-values).
    std::vector<std::string> groups;
    if (c.got_from_exact.elements > 0) {
      groups.push_back(fmt::format(" {} {:.2g}, the reference's own rounding {:.2g}", b, fmt::join(c.got_from_exact.at, " "),
                                   fmt::join(c.reference_from_exact.at, " ")));
    }
    if (c.extremes_got_from_exact.elements > 0 && c.mismatches_from_extremes > 0) {
      groups.push_back(fmt::format(" among the {} computed from extreme inputs, {} {:.2g}, the reference's own rounding {:.2g}",
                                   c.extremes_got_from_exact.elements, b, fmt::join(c.extremes_got_from_exact.at, " "),
                                   fmt::join(c.extremes_reference_from_exact.at, " ")));
    }
    s += fmt::format("{} ({})", fmt::join(groups, ";"),
                     c.as_close_to_exact_as_reference() ? "as close: rounding explains it" : "farther than rounding explains");
  }
  if (c.bias.biased) {
    s += fmt::format("; its errors lean one way: their mean ({}) is {:.2g}x each element's noise, {:.1f} standard errors from 0, where the "
                     "reference's own runs lean {:.2g}x",
                     c.bias.toward_zero ? "signed toward zero" : "signed", c.bias.mean, c.bias.z, c.bias.reference_mean);
  }
  if (c.one_value) {
    const std::string value = std::isnan(c.the_value)       ? std::string("NaN")
                              : type.dtype == DType::F64 ? fmt::format("{}", c.the_value)
                                                         : fmt::format("{:.7g}", c.the_value);
    s += fmt::format("; every element is {} on the {} side: this output checks nothing of what computed it", value, a);
  }
  if (finite_mismatches > 0 && !c.passed()) {
    s += fmt::format("; {}/{} out of tolerance; worst at {}: {}={} {}={} (allowed {:.3g}, off by {:.3g})", finite_mismatches, c.elements,
                     index_text(type.dims, c.worst_index), a, c.worst_expected, b, c.worst_got, c.worst_allowed,
                     std::fabs(c.worst_expected - c.worst_got));
  }
  return s;
}

// Every output of `got` against `expected`: the text lines, the JSON, and
// whether all are within tolerance.
struct Comparison {
  bool passed = true;
  int64_t one_value_outputs = 0;  // OutputComparison::one_value
  std::vector<bool> one_value, none_finite;  // per output: OutputComparison's
  std::string text;
  nlohmann::json outputs = nlohmann::json::array();
};
std::vector<TensorType> entry_output_types(const Graph& entry) {
  std::vector<TensorType> types;
  for (const Value& v : entry.outputs()) types.push_back(v.type());
  return types;
}

// The reference's three other runs that measure the model's rounding noise
// (model_noise), held while the outputs are compared one by one; with
// extreme inputs, a fourth that marks what they reach.
struct NoiseRuns {
  HeldOutputs unrounded, stepwise, reversed;
  std::optional<HeldOutputs> extremes;
};

// One output's rounding noise per element, its group, its exact answer (the
// unrounded model's), and the reference's own rounding variants.
struct OutputNoise {
  std::vector<double> per_element;
  std::vector<NoiseGroup> groups;
  std::vector<bool> unsettled_specials;  // compare.h
  Literal exact, stepwise, reversed;
  ExactDistance reference_from_exact{}, extremes_reference_from_exact{};
};

// Output i's noise: how far the model's own dtype moves it, the largest over
// the reference rounded per op (`rounded`, the expected output), per sum step
// and last term first, each against the unrounded run; at least half an ulp
// of `stored` (the type it was last rounded to). Elements that extreme
// inputs reach, and those with no finite exact answer, are grouped apart.
OutputNoise output_noise(const Literal& rounded, NoiseRuns& runs, size_t i, DType stored) {
  OutputNoise noise;
  noise.exact = runs.unrounded.take(i);
  noise.stepwise = runs.stepwise.take(i);
  noise.reversed = runs.reversed.take(i);
  const std::optional<Literal> marked = runs.extremes ? std::optional<Literal>(runs.extremes->take(i)) : std::nullopt;
  const std::vector<double> d1 = rounding_noise(rounded, noise.exact), d2 = rounding_noise(noise.stepwise, noise.exact),
                            d3 = rounding_noise(noise.reversed, noise.exact);
  const auto n = static_cast<size_t>(rounded.num_elements());
  noise.groups.assign(n, NoiseGroup::Ordinary);
  std::vector<double> least(n, 0.0);
  if (is_float(rounded.dtype())) {
    for (size_t e = 0; e < n; ++e) {
      const auto at = static_cast<int64_t>(e);
      const double x = noise.exact.get_double(at);
      least[e] = half_ulp(x, stored);
      const bool finite = std::isfinite(x) && std::isfinite(rounded.get_double(at)) && std::isfinite(noise.stepwise.get_double(at)) &&
                          std::isfinite(noise.reversed.get_double(at));
      if (!finite) {
        noise.groups[e] = NoiseGroup::Unmeasured;
      } else if (marked && std::isnan(marked->get_double(at))) {
        noise.groups[e] = NoiseGroup::FromExtremes;
      }
    }
  }
  noise.per_element = floored_noise({&d1, &d2, &d3}, rounded.dims(), noise.groups, least);
  noise.unsettled_specials = unsettled_specials({&rounded, &noise.stepwise, &noise.reversed});
  auto reference_distance = [&](NoiseGroup group) {
    return farthest(farthest(exact_distance(rounded, noise.exact, &noise.groups, group), exact_distance(noise.stepwise, noise.exact, &noise.groups, group)),
                    exact_distance(noise.reversed, noise.exact, &noise.groups, group));
  };
  noise.reference_from_exact = reference_distance(NoiseGroup::Ordinary);
  noise.extremes_reference_from_exact = reference_distance(NoiseGroup::FromExtremes);
  return noise;
}

// What each output is compared by: the type whose fixed tolerance it gets
// (computed_precision) and the type it was last rounded to (stored_precision).
struct OutputPrecision {
  DType computed, stored;
};
std::vector<OutputPrecision> output_precisions(const Graph& entry) {
  std::vector<OutputPrecision> p;
  for (const Value& v : entry.outputs()) p.push_back({computed_precision(v), stored_precision(v)});
  return p;
}

// `precisions[i]`: output i's (output_precisions); empty: each output's own
// type. `noise`: the runs that give each element's rounding noise (null:
// fixed tolerances). `only`: the outputs compared (empty: all). Takes each
// compared output of each run, one output at a time.
Comparison compare_all(HeldOutputs& expected, HeldOutputs& got, const ParitySettings& settings, const std::string& a,
                       const std::string& b, const std::vector<OutputPrecision>& precisions = {}, NoiseRuns* noise = nullptr,
                       const std::vector<bool>& only = {}) {
  KILN_CHECK(expected.size() == got.size(), "{} gave {} outputs, {} gave {}", a, expected.size(), b, got.size());
  Comparison r;
  r.one_value.assign(expected.size(), false);
  r.none_finite.assign(expected.size(), false);
  for (size_t i = 0; i < expected.size(); ++i) {
    if (!only.empty() && !only[i]) continue;
    const Literal e = expected.take(i), g = got.take(i);
    const OutputPrecision precision = i < precisions.size() ? precisions[i] : OutputPrecision{e.dtype(), e.dtype()};
    const Tolerance t = settings.tolerance(precision.computed);
    const bool measured = noise && i < noise->unrounded.size();
    const OutputNoise n = measured ? output_noise(e, *noise, i, precision.stored) : OutputNoise{};
    NoiseAllowance allowance;
    if (measured) {
      allowance.per_element = &n.per_element;
      allowance.groups = &n.groups;
      allowance.unsettled = &n.unsettled_specials;
    }
    OutputComparison c = compare_output(e, g, t, allowance);
    if (c.noise_aware && is_float(g.dtype()) && measured) {
      c.exact_measured = true;
      c.got_from_exact = exact_distance(g, n.exact, &n.groups);
      c.reference_from_exact = n.reference_from_exact;
      c.extremes_got_from_exact = exact_distance(g, n.exact, &n.groups, NoiseGroup::FromExtremes);
      c.extremes_reference_from_exact = n.extremes_reference_from_exact;
      c.bias = bias_test(g, {&e, &n.stepwise, &n.reversed}, n.exact, n.per_element, n.groups);
    }
    r.passed = r.passed && c.passed();
    r.one_value_outputs += c.one_value ? 1 : 0;
    r.one_value[i] = c.one_value;
    r.none_finite[i] = c.none_finite;
    r.outputs.push_back(comparison_json(c, e.type(), t));
    r.outputs.back()["index"] = i;
    const size_t per_device = expected.size() / static_cast<size_t>(settings.devices);
    const std::string label = settings.devices > 1 ? fmt::format("device{} out{}", i / per_device, i % per_device) : fmt::format("out{}", i);
    r.text += fmt::format("  {} {}: {}\n", label, e.type().to_string(false), comparison_text(c, e.type(), t, a, b, precision.computed));
  }
  return r;
}

// The reference's runs that measure each output's rounding noise: the model
// all in f64 (its exact answer), and in its own dtypes rounded per step of
// every sum as well (as compiled targets accumulate), first term first and
// last term first (a compiled target's blocked sums take some other order).
// Null (fixed tolerances) where the model has no unrounded form; `note` then
// says why. `arguments` makes each run's inputs (`may_hold_extremes`: they
// may hold NaN, infinities or denormals); `hold` keeps each run's outputs
// (in memory or on disk).
template <typename Hold>
std::optional<NoiseRuns> model_noise(const Module& module, const std::function<std::vector<Literal>()>& arguments, bool may_hold_extremes,
                                     const ParitySettings& settings,
                                     Hold&& hold, std::string& note) {
  const UnroundedModule u = unrounded_module(module);
  if (!u.module) {
    note = fmt::format("noise: not measured ({}): fixed tolerances\n", u.why_not);
    return std::nullopt;
  }
  EvaluateOptions options;
  options.max_while_iterations = settings.max_while_iterations;
  options.threads = settings.threads;
  // Only a run's own failure (a loop whose trip count the rounding decides,
  // say) means no noise figure; an input or output file that cannot be read
  // or written stays the user's error.
  auto run = [&](const Graph& graph, std::vector<Literal> args) -> std::optional<std::vector<Literal>> {
    try {
      return evaluate_on_devices(graph, module.mesh(), std::move(args), options);
    } catch (const UserError& e) {
      note = fmt::format("noise: not measured (the unrounded model: {}): fixed tolerances\n", e.what());
      return std::nullopt;
    }
  };
  NoiseRuns runs;
  std::optional<std::vector<Literal>> outputs = run(*u.module->entry(), widened_arguments(arguments()));
  if (!outputs) return std::nullopt;
  runs.unrounded = hold(std::move(*outputs), "unrounded");
  // The two runs that sample a compiled target's arithmetic also take its
  // transcendental functions' few ulps, each run its own way.
  options.sums_round_each_step = true;
  options.function_error_seed = 1;
  if (!(outputs = run(*module.entry(), arguments()))) return std::nullopt;
  runs.stepwise = hold(std::move(*outputs), "stepwise");
  options.sums_reversed = true;
  options.function_error_seed = 2;
  if (!(outputs = run(*module.entry(), arguments()))) return std::nullopt;
  runs.reversed = hold(std::move(*outputs), "reversed");
  // Inputs with NaN, infinities or denormals (--special-values): the
  // unrounded model once more with each of those made NaN, which marks every
  // element they reach (NaN goes through sums and products alike).
  // Random inputs hold none unless special values are mixed in: only then,
  // or for inputs from files, are the arguments made once more and scanned
  // (nanoGPT's backward takes 6.5 GB of them).
  std::vector<Literal> marked;
  bool any_extreme = false;
  if (may_hold_extremes) {
    marked = arguments();
    for (Literal& argument : marked) any_extreme = mark_extremes_as_nan(argument) || any_extreme;
  }
  if (any_extreme) {
    options.sums_round_each_step = options.sums_reversed = false;
    options.function_error_seed = 0;
    if (!(outputs = run(*u.module->entry(), widened_arguments(std::move(marked))))) return std::nullopt;
    runs.extremes = hold(std::move(*outputs), "extremes");
  }
  return runs;
}

// What one comparison of two targets needs besides its inputs.
struct ParityRun {
  const Module& module;
  const std::string& model;
  const Target &a, &b;
  const ImportOptions& import_options;
  const GlobalOptions& global;
  const ParitySettings& settings;
  bool noise_aware = false;
  std::string hold_outputs;  // --hold-outputs
};

// Targets a and b (and, noise-aware, the reference's noise runs) on one
// input set, every output of `only` (empty: all) compared; `text` says where
// the outputs waited and why noise was not measured, if it was not.
struct Pass {
  Comparison comparison;
  std::string text;
  bool held_on_disk = false;
};
Pass compare_on(const ParityRun& run, const std::function<std::vector<Literal>()>& arguments, bool may_hold_extremes,
                const std::vector<bool>& only = {}) {
  const Graph& entry = *run.module.entry();
  const int64_t devices = run.settings.devices;
  std::vector<TensorType> output_types;
  std::vector<OutputPrecision> precisions;
  for (int64_t d = 0; d < devices; ++d) {
    for (const TensorType& t : entry_output_types(entry)) output_types.push_back(t);
    for (const OutputPrecision& p : output_precisions(entry)) precisions.push_back(p);
  }
  // Every run's outputs are held until they are compared, one output at a
  // time; on disk when together they would crowd the memory the runs need.
  const bool noise_aware = run.noise_aware;
  const uint64_t held_bytes =
      literal_bytes(output_types) * (noise_aware ? 4 : 2) + (noise_aware ? f64_bytes(output_types) * (may_hold_extremes ? 2 : 1) : 0);
  Pass pass;
  std::optional<TemporaryDirectory> scratch;
  if (run.hold_outputs == "disk" || (run.hold_outputs == "auto" && crowds_memory(held_bytes))) {
    scratch.emplace(temporary_parent(), "kiln-parity");
    pass.held_on_disk = true;
    pass.text += fmt::format("outputs: held on disk in {} until compared ({:.3g} GB across the runs{})\n", scratch->path().string(),
                             static_cast<double>(held_bytes) / 1e9, run.hold_outputs == "auto" ? ", more than a quarter of this machine's memory" : "");
  }
  auto hold = [&](std::vector<Literal> outputs, const std::string& name) {
    return scratch ? HeldOutputs(std::move(outputs), scratch->path(), name) : HeldOutputs(std::move(outputs));
  };
  HeldOutputs expected = hold(run_on(run.a, run.model, run.import_options, arguments(), run.global, run.settings), "expected");
  HeldOutputs got = hold(run_on(run.b, run.model, run.import_options, arguments(), run.global, run.settings), "got");
  std::string noise_note;
  std::optional<NoiseRuns> noise;
  if (noise_aware) noise = model_noise(run.module, arguments, may_hold_extremes, run.settings, hold, noise_note);
  pass.comparison = compare_all(expected, got, run.settings, run.a.name, run.b.name, precisions, noise ? &*noise : nullptr, only);
  pass.text += noise_note;
  return pass;
}

// With --special-values, the outputs the first input set left with no
// finite element (a weight gradient sums over a batch one of whose rows
// holds NaN) compared again on a second, whose special values are finite
// (SpecialValueSet::Finite): the same run otherwise, its verdict folded into
// `c` and its lines appended to `text`.
void compare_again_on_finite_specials(const ParityRun& run, const ModelInputs& inputs, const std::function<std::vector<Literal>()>& arguments,
                                      Comparison& c, std::string& text, nlohmann::json& fields) {
  const std::vector<bool> again = c.none_finite;
  const auto outputs = std::count(again.begin(), again.end(), true);
  if (outputs == 0) return;
  Pass second = compare_on(run, arguments, /*may_hold_extremes=*/true, again);
  int64_t rechecked_one_value = 0;
  for (size_t i = 0; i < again.size(); ++i) rechecked_one_value += again[i] && c.one_value[i] ? 1 : 0;
  c.one_value_outputs += second.comparison.one_value_outputs - rechecked_one_value;
  c.passed = c.passed && second.comparison.passed;
  text += fmt::format("{} of {} outputs had no finite element: again on a second input set, {}\n{}{}", outputs, again.size(),
                      describe_inputs(inputs), second.comparison.text, second.text);
  fields["finite_special_values"] = {{"inputs", describe_inputs(inputs)}, {"outputs", second.comparison.outputs},
                                     {"passed", second.comparison.passed}, {"one_value_outputs", second.comparison.one_value_outputs},
                                     {"outputs_held_on_disk", second.held_on_disk}};
}

// Prints text (heading, comparison, more) or JSON (`json_fields` plus the
// comparison) and returns the exit code.
int finish(const Comparison& c, const std::string& heading, const std::string& more, nlohmann::json json_fields, bool json) {
  if (json) {
    json_fields["outputs"] = c.outputs;
    json_fields["passed"] = c.passed;
    json_fields["one_value_outputs"] = c.one_value_outputs;
    fmt::print("{}\n", json_fields.dump(2));
  } else {
    fmt::print("{}{}{}{}", heading, c.text, more, c.passed ? "parity: every output within tolerance\n" : "parity: outputs differ\n");
    if (c.one_value_outputs > 0) {
      fmt::print("parity: {} of {} outputs hold one value in every element on the expected side (NaN included), and check nothing of what "
                 "computed them: compare what comes before them (a classifier's logits before its softmax), or inputs that keep the "
                 "model's values in range (--random-values scaled)\n",
                 c.one_value_outputs, c.outputs.size());
    }
  }
  return c.passed ? 0 : kExitMismatch;
}

// Tolerances given on the command line win over the bundle's.
int check_bundle(const std::string& dir, ParitySettings settings, const po::variables_map& vm, bool json) {
  BundleCheck check = read_bundle_results(dir);
  if (!vm.count("rtol") && check.rtol) settings.rtol = check.rtol;
  if (!vm.count("atol") && check.atol) settings.atol = check.atol;
  ImportOptions quiet;
  quiet.warn = [](const std::string&) {};
  const auto module = import_model_file((std::filesystem::path(dir) / "model.hlo").string(), quiet);
  HeldOutputs expected(std::move(check.expected)), got(std::move(check.got));
  const Comparison c = compare_all(expected, got, settings, check.expected_from, check.target, output_precisions(*module->entry()));
  return finish(c, fmt::format("kiln parity --check {}: {} (expected) vs {} (the bundle's results), model {}\n", dir, check.expected_from,
                               check.target, check.model),
                "", {{"bundle", dir}, {"targets", {check.expected_from, check.target}}}, json);
}

}  // namespace

int parity_command(const std::vector<std::string>& args) {
  std::string model, targets = "reference,cpu", bundle_dir, check_dir, bundle_target = "cpu";
  ModelInputs inputs;
  std::string random_values = "uniform", hold_outputs = "auto";
  bool json = false, bisect = false, strict = false;
  int64_t seed_flag = 0, devices_flag = 0;
  double rtol = -1, atol = -1;
  ParitySettings settings;
  GlobalOptions global;
  po::options_description desc("kiln parity MODEL.hlo [options]");
  desc.add_options()
      ("help", "show this help")
      ("model", po::value(&model), "HLO text file")
      ("devices", po::value(&devices_flag), kDevicesHelp)
      ("targets", po::value(&targets), "A,B: two of reference, cpu, opencl, cuda, cuda-smNN (default reference,cpu); A is the expected side")
      ("input", po::value(&inputs.files), ".npy input, one per parameter in order (repeat the flag)")
      ("random-inputs", po::bool_switch(&inputs.random), "seeded random inputs instead of files")
      ("set-input", po::value(&inputs.set), kSetInputHelp)
      ("random-values", po::value(&random_values), kRandomValuesHelp)
      ("seed", po::value(&seed_flag), "seed for --random-inputs and elided constants (default 0)")
      ("special-values", po::bool_switch(&inputs.special_values), "mix NaN, infinities, signed zeros, denormals and integer extremes into a few rows "
                                                                  "and columns of the random inputs (the rest stays ordinary and is checked as usual; outputs left with no finite "
                                                                  "element are checked again on a second input set, with finite special values only)")
      ("rtol", po::value(&rtol), "relative tolerance for float outputs: given, --rtol and --atol are the whole rule (the other one 0; an "
                                 "element fails only past both), with no noise allowance")
      ("atol", po::value(&atol), "absolute tolerance for float outputs (as --rtol)")
      ("bisect", po::bool_switch(&bisect), "when outputs differ: the first kernel whose outputs differ on the same inputs")
      ("max-while-iterations", po::value(&settings.max_while_iterations), "a while loop past this many iterations is an error (default 1000000; 0: no limit)")
      ("bundle", po::value(&bundle_dir), "write DIR: the model compiled ahead of time for --target, the inputs, the first target's outputs and run.sh")
      ("target", po::value(&bundle_target), "with --bundle: cpu (default), a Halide x86 target string, or cuda / cuda-smNN (a CUDA library, for a GPU machine)")
      ("check", po::value(&check_dir), "compare what a bundle's run.sh wrote in DIR with its expected outputs")
      ("strict", po::bool_switch(&strict), "fixed tolerances by the type each output is computed in (f32 1e-4, f16 1e-2, bf16 3e-2, f64 "
                                           "1e-10); by default each element may differ by K times its own rounding noise and no more "
                                           "(docs/parity.md)")
      ("hold-outputs", po::value(&hold_outputs), "where each run's outputs wait to be compared: memory, disk (files under "
                                                  "$TMPDIR, removed after), or auto (default: disk when together they would take over "
                                                  "a quarter of this machine's memory)")
      ("json", po::bool_switch(&json), "print JSON instead of text");
  add_global_options(desc, global);
  const po::variables_map vm = parse(args, desc, "model", 1);
  if (printed_help(vm, desc)) return 0;
  const uint64_t seed = checked_seed(seed_flag);
  settings.threads = checked_threads(global.threads);
  if (vm.count("rtol")) {
    if (!(rtol >= 0)) user_error("--rtol must be >= 0");
    settings.rtol = rtol;
  }
  if (vm.count("atol")) {
    if (!(atol >= 0)) user_error("--atol must be >= 0");
    settings.atol = atol;
  }
  // After the tolerances: --check honours --rtol and --atol (they were read
  // after it, and a check with --rtol 0 --atol 0 passed on the defaults).
  if (!check_dir.empty()) return check_bundle(check_dir, settings, vm, json);
  if (model.empty()) user_error("parity needs a model file");
  if (hold_outputs != "auto" && hold_outputs != "memory" && hold_outputs != "disk") {
    user_error("--hold-outputs takes memory, disk or auto (got '{}')", hold_outputs);
  }
  if (settings.max_while_iterations < 0) user_error("--max-while-iterations must be >= 0");
  if (inputs.special_values && !inputs.random) user_error("--special-values mixes into --random-inputs; give --random-inputs too");
  std::vector<std::string> names;
  std::stringstream list(targets);
  for (std::string t; std::getline(list, t, ',');) names.push_back(t);
  if (names.size() != 2) user_error("--targets takes two targets, A,B (got '{}')", targets);
  const Target a = parse_target(names[0]), b = parse_target(names[1]);
  if (a.name == b.name) user_error("--targets names {} twice", a.name);

  ImportOptions import_options = import_options_from(global, seed, /*quiet=*/true);
  import_options.input_shapes = input_file_shapes(inputs);  // a shape-polymorphic program's argument shapes
  const auto module = import_model_file(model, import_options);
  inputs.seed = seed;
  inputs.scaled = parse_random_values(random_values);
  const int64_t devices = checked_devices(model, module->mesh(), devices_flag);
  settings.devices = devices;
  check_model_inputs(model, *module->entry(), devices > 1 ? device_inputs(inputs, 0, *module) : inputs);
  if (devices > 1 && !bundle_dir.empty()) user_error("--bundle: not yet for a module for {} devices", devices);
  if (devices > 1 && bisect) user_error("--bisect: not yet for a module for {} devices", devices);
  // Each run gets its own inputs, made again (they are seeded, or read from
  // files) and moved in: nanoGPT's backward takes 6.5 GB of them, and one
  // copy held beside every run took its parity past this machine's 23 GB.
  // Inputs from files are read once and copied: a pipe reads only once.
  const bool from_files = reads_files(inputs);
  // A module for several devices: every device's arguments, device 0's first.
  const std::vector<Literal> read_once = from_files ? device_arguments(*module, inputs) : std::vector<Literal>{};
  const auto arguments = [&] { return from_files ? read_once : device_arguments(*module, inputs); };
  if (!bundle_dir.empty()) {
    BundleSpec spec;
    spec.model = model;
    spec.dir = bundle_dir;
    spec.target = bundle_target == "cpu" ? "host" : bundle_target;
    spec.expected_from = a.name;
    spec.arguments = arguments();
    spec.expected = run_on(a, model, import_options, arguments(), global, settings);
    spec.elided_constant_seed = seed;
    spec.elided_constants = import_options.elided_constants;
    spec.inputs_description = describe_inputs(inputs);
    spec.rtol = settings.rtol;
    spec.atol = settings.atol;
    spec.cache = compile_options_from(global).cache;
    write_bundle(spec);
    fmt::print("kiln parity {}: bundle for {} in {} (expected outputs from {}); run {}/run.sh there, then kiln parity --check {}\n", model,
               bundle_target, bundle_dir, a.name, bundle_dir, bundle_dir);
    return 0;
  }
  ParityRun run{*module, model, a, b, import_options, global, settings};
  run.noise_aware = !strict && a.kind == TargetKind::Reference && !settings.explicit_tolerance();
  run.hold_outputs = hold_outputs;
  Pass first = compare_on(run, arguments, inputs.special_values || from_files);
  Comparison c = std::move(first.comparison);
  std::string text = first.text;
  nlohmann::json fields = {{"model", model}, {"targets", {a.name, b.name}}, {"special_values", inputs.special_values}};
  // Set inputs from files are read again for the second input set (the
  // random ones are made again); --bisect takes the inputs that failed.
  ModelInputs finite = inputs;
  finite.special_value_set = SpecialValueSet::Finite;
  const auto finite_arguments = [&] { return device_arguments(*module, finite); };
  const bool first_passed = c.passed;
  if (inputs.special_values) compare_again_on_finite_specials(run, finite, finite_arguments, c, text, fields);
  const std::string heading = fmt::format("kiln parity {}: {} (expected) vs {}, inputs {}\n", model, a.name, b.name,
                                          describe_inputs(inputs));
  nlohmann::json bisect_json;
  if (bisect && !c.passed) {
    // Each compiled target against the reference, kernel by kernel: with two
    // compiled targets (cpu,opencl), the reference says which one parts ways.
    std::vector<Target> compiled;
    for (const Target* t : {&a, &b}) {
      if (t->compiled()) compiled.push_back(*t);
    }
    for (const Target& target : compiled) {
      auto m = import_model_file(model, import_options);
      CompileOptions options = compile_options_from(global, model);
      options.target = target;
      pipeline_for(target, options.entry_layouts).run(*m, PipelineOptions{});
      const BisectFinding f = bisect_against_reference(*m->entry(), first_passed ? finite_arguments() : arguments(), options, [&](DType d) { return settings.tolerance(d); },
                                                       settings.max_while_iterations);
      const std::string on = compiled.size() > 1 ? fmt::format(" on {}", target.name) : "";
      nlohmann::json found;
      if (f.found) {
        const Tolerance t = settings.tolerance(f.output_type.dtype);
        text += fmt::format("\nbisect{}: kernel {} %{} [{}] is the first whose outputs differ on the reference's inputs "
                            "(kernels 0..{} of {} checked; the earlier ones match)\n", on, f.step, f.kernel, f.kind, f.step, f.kernels);
        text += fmt::format("  ops: {}\n  output %{} {}: {}\n  schedule on {}:\n", fmt::join(f.ops, ", "), f.output,
                            f.output_type.to_string(false), comparison_text(f.comparison, f.output_type, t, "reference", target.name, f.output_type.dtype), target.name);
        std::istringstream lines(f.schedule);
        for (std::string line; std::getline(lines, line);) text += "    " + line + "\n";
        text += "  on the reference: evaluated op by op in double precision\n";
        found = {{"found", true}, {"step", f.step}, {"kernel", f.kernel}, {"kind", f.kind}, {"ops", f.ops}, {"output", f.output},
                 {"schedule", f.schedule}, {"comparison", comparison_json(f.comparison, f.output_type, t)}};
      } else {
        text += fmt::format("\nbisect{}: every one of the {} kernels matches on the reference's inputs: the difference builds up across "
                            "kernels within tolerance each\n", on, f.kernels_checked);
        found = {{"found", false}, {"kernels_checked", f.kernels_checked}};
      }
      if (compiled.size() > 1) {
        bisect_json[target.name] = found;
      } else {
        bisect_json = found;
      }
    }
  }
  if (inputs.random) fields["seed"] = seed;
  fields["outputs_held_on_disk"] = first.held_on_disk;
  if (!inputs.set.empty()) fields["set_inputs"] = inputs.set;
  if (!bisect_json.is_null()) fields["bisect"] = bisect_json;
  return finish(c, heading, text, fields, json);
}

}  // namespace kiln::cli
