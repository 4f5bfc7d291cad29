// Errors that all lean one way. Rounding f32 to bf16 toward zero instead of
// to nearest even moves each element by at most an ulp, within its noise, so
// no element fails; but every move is toward zero, and over an output the
// mean of the errors stands far outside its spread. kiln parity asks it of
// every noise-aware output (docs/parity.md).
#pragma once

#include <vector>

#include "ir/literal.h"
#include "parity/compare.h"
#include "parity/noise_floor.h"

namespace kiln {

// Fewer ordinary elements than this and the mean says nothing.
inline constexpr int64_t kBiasMinElements = 64;
// The standard error is also taken over the slice means along each axis of
// at least this many indices, and the z nearest 0 counts: rounding shared by
// a slice (a softmax row divided by one rounded sum) moves it as one draw,
// where a bias leans every slice alike. Fewer slices are too few draws for a
// z compared with kBiasMinZ; there the reference's runs bound the mean.
inline constexpr int64_t kBiasMinSlices = 4;
// A bias is this many standard errors from zero...
inline constexpr double kBiasMinZ = 6;
// ...at least this much of the elements' own noise on average...
inline constexpr double kBiasMinMean = 0.1;
// ...and this many times the largest mean of the reference's own runs: those
// share the output's structure (a sum broadcast along a row moves the whole
// row one way, in every run), so they say how far a mean strays by rounding.
inline constexpr double kBiasOverReference = 4;

// Over the ordinary elements of `groups` (finite in every run, noise above
// 0): each error from the exact answer over the element's noise, signed
// plainly and signed toward zero (negative when nearer 0 than the exact
// answer; only elements whose exact answer is larger than their noise: a
// beta gradient of MobileNetV2's train step, exactly 2e-5 where f32 sums
// stray by 2e-3, leaned "away from zero" by 7 standard errors on the cpu
// and 1.3 in the reference's own f32 run); the mean of each, for `got` and
// for each of `reference_runs`.
// Biased when, for either signing, `got`'s mean passes all three bounds above.
BiasTest bias_test(const Literal& got, const std::vector<const Literal*>& reference_runs, const Literal& exact,
                   const std::vector<double>& noise, const std::vector<NoiseGroup>& groups);

}  // namespace kiln
