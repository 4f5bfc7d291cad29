// Comparing one output of two targets, element by element: what `kiln parity`
// reports and decides on.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "ir/graph.h"
#include "ir/literal.h"
#include "parity/exact_distance.h"
#include "parity/noise_floor.h"

namespace kiln {

// An element passes when its absolute error is within `atol` or its relative
// error (to the expected value) within `rtol` (XLA's ErrorSpec rule). NaN must
// meet NaN, and an infinity the same infinity. Integers and pred: exact.
struct Tolerance {
  double rtol = 0;
  double atol = 0;
};

// f64 1e-10, f32 1e-4, f16 1e-2, bf16 3e-2 (both rtol and atol): a few
// rounding steps of each type plus reordered sums (GEMMs, reductions).
Tolerance default_tolerance(DType dtype);

// The float type whose tolerance an output needs where its noise is not
// measured: the loosest among the values computed on the way to it. A model
// that computes in bf16 and converts its results to f32 carries bf16's error
// in its f32 outputs. Inputs and what holds values unchanged (data movement,
// exact widening, select, max and min) round nothing: a bf16 parameter
// widened into an f32 model leaves it an f32 model.
DType computed_precision(const Value& output);

// The loosest float type an output's elements were last rounded to: its own
// dtype, or that of the op before data movement and exact widening (a bf16
// result converted to f32 was stored in bf16). An element's noise is at least
// half a unit in the last place of that type.
DType stored_precision(const Value& output);

// The model's own rounding noise per element: |rounded - unrounded| between
// the reference run as usual (every op rounded to its dtype) and run all in
// f64 (reference/unrounded.h); 0 where either is not finite.
std::vector<double> rounding_noise(const Literal& rounded, const Literal& unrounded);

// Elements whose class (NaN, +infinity, -infinity or finite) differs between
// `runs`: the reference's own runs in the model's dtypes, rounded per op, per
// sum step, last term first. There the program itself does not settle
// whether a value overflows or turns NaN; rounding does (an exploding
// gradient whose last steps overflow in one run and not in another). The run
// all in f64 is not one of them: overflowing the dtype's range is the
// program's meaning, not its rounding. Of an integer or pred output: the
// elements whose value differs between the runs (a top-k's index where two
// logits are a rounding apart).
std::vector<bool> unsettled_specials(const std::vector<const Literal*>& runs);

// How many times its own rounding noise an element of an output of
// `elements` may differ by: 4, or the largest of that many draws of two
// independent roundings' difference, 2 sqrt(ln N) (6.4 for 32,768 elements),
// whichever is more (docs/parity.md: why).
double noise_factor(int64_t elements);

// A per-output test for errors that all lean one way (parity/bias.h).
struct BiasTest {
  bool measured = false;
  int64_t elements = 0;      // ordinary finite elements it is taken over
  bool toward_zero = false;  // the errors signed toward zero, not plainly
  double mean = 0;           // the target's mean error over its noise
  double z = 0;              // that mean over its standard error
  double reference_mean = 0; // the largest |mean| among the reference's own runs
  bool biased = false;
};

// What an output's elements may differ by, beside its dtype's tolerance.
struct NoiseAllowance {
  // Each element's rounding noise (noise_floor.h), NaN where it is not
  // measured (there the fixed tolerance decides). Null: fixed tolerances.
  const std::vector<double>* per_element = nullptr;
  // Each element's group (noise_floor.h), or null: all ordinary.
  const std::vector<NoiseGroup>* groups = nullptr;
  // unsettled_specials, or null: a NaN or infinity difference at an element
  // the reference's own runs disagree on passes.
  const std::vector<bool>* unsettled = nullptr;
};

struct OutputComparison {
  int64_t elements = 0;
  int64_t mismatches = 0;       // elements outside the tolerance (NaN/Inf mismatches included)
  int64_t nan_mismatches = 0;   // NaN on one side only
  int64_t inf_mismatches = 0;   // an infinity on one side that the other does not have
  // The first NaN or infinity on one side only (row-major), or -1.
  int64_t first_special_index = -1;
  double first_special_expected = 0, first_special_got = 0;
  // Where the reference's own runs disagree on NaN or infinity too
  // (unsettled_specials): how many such elements the output has, and how
  // many of its NaN or infinity differences fall on them (then neither a
  // mismatch nor counted above: rounding explains them).
  int64_t unsettled_specials = 0;
  int64_t specials_as_unsettled = 0;
  double max_abs_error = 0;     // over elements both sides hold finite
  double max_rel_error = 0;
  int64_t worst_index = -1;     // the worst finite mismatch (row-major), else the first NaN or infinity one, or -1
  double worst_expected = 0, worst_got = 0;
  double worst_allowed = 0;     // what the worst element was allowed to differ by
  bool noise_aware = false;     // compared with a noise allowance
  double max_noise = 0;         // the largest rounding noise of a measured element
  double noise_factor = 0;      // noise_factor(elements) when noise_aware
  double max_error_over_noise = 0;  // the largest |error| / noise of a measured element
  // The same over elements whose noise is above 0 (the one above is infinite
  // where an error meets a noise of 0: three noise runs rounded alike).
  double max_error_over_nonzero_noise = 0;
  // Noise-aware, yet compared at the fixed tolerance: finite elements whose
  // noise could not be measured (their exact answer is not finite).
  int64_t fixed_tolerance_elements = 0;
  // Elements computed from extreme inputs (NoiseGroup::FromExtremes), and
  // how many of the mismatches are among them.
  int64_t from_extremes = 0;
  int64_t mismatches_from_extremes = 0;
  // A noise-dominated output's distance from the exact answer
  // (parity/exact_distance.h), over its ordinary elements: `got`'s, and
  // quantile by quantile the farthest of the reference's own rounding
  // variants'; the same again over the elements computed from extreme inputs,
  // apart. Measured where the model has an unrounded form.
  bool exact_measured = false;
  ExactDistance got_from_exact{}, reference_from_exact{};
  ExactDistance extremes_got_from_exact{}, extremes_reference_from_exact{};
  BiasTest bias{};
  // A float output of more than one element that holds one value everywhere
  // on the expected side (NaN everywhere counts): a saturated softmax, a
  // classifier fed NaN. It passes whatever computed it, so parity says so.
  bool one_value = false;
  double the_value = 0;
  // A float output with no finite element on the expected side: special
  // values reached all of it (a weight gradient, summed over a batch one of
  // whose rows holds NaN), so kiln parity checks it on a second input set.
  bool none_finite = false;
  // Some elements past K times their noise, yet as close to the exact
  // answer as the reference's own rounding at every quantile, and no NaN or
  // infinity where the other side has none: three samples of each element's
  // noise cannot pin it down everywhere in a noise-dominated output, and the
  // question is whether the target is less accurate than rounding explains.
  // The elements computed from extreme inputs are held to that apart, where
  // some of them are past their noise (in a transformer every element is
  // one, since attention mixes each denormal weight into every token).
  bool as_close_to_exact_as_reference() const {
    return exact_measured && nan_mismatches == 0 && inf_mismatches == 0 && as_close_to_exact(got_from_exact, reference_from_exact) &&
           (mismatches_from_extremes == 0 || as_close_to_exact(extremes_got_from_exact, extremes_reference_from_exact));
  }
  bool passed() const { return (mismatches == 0 || as_close_to_exact_as_reference()) && !bias.biased; }
};

// `got` against `expected` (same type and shape; InternalError otherwise).
// Without `noise` (or its per_element), an element passes within the fixed
// `tolerance`; with it, within noise_factor(elements) times its noise, and
// the fixed tolerance only where the noise is not measured.
OutputComparison compare_output(const Literal& expected, const Literal& got, const Tolerance& tolerance, const NoiseAllowance& noise = {});

// The row-major index as coordinates: "[3,0,17]".
std::string index_text(const Dims& dims, int64_t index);

}  // namespace kiln
