// How far an output lies from the exact answer (the model run with every
// float in f64, reference/unrounded.h): |x - exact| over its elements at a
// few quantiles. `kiln parity` asks it of a noise-dominated output, where
// three samples cannot pin every element's noise down: is the target as close
// to the exact answer as the reference's own rounding is (docs/parity.md)?
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "ir/literal.h"
#include "parity/noise_floor.h"

namespace kiln {

// The median, the 99th to 99.999th percentiles and the largest: the bulk, the
// tail, and a few elements gone wrong. The finest tail quantiles matter on
// big outputs: a tile of a layer norm's row sums misplaced moves 1,553 of its
// 3.1 million elements by up to 22 times their noise, far fewer than lie
// above the 99.9th percentile, and its largest within the four times the
// largest few may get; the 99.99th (314 above) and 99.999th (31 above) lie
// among the moved elements. On a small output they are its largest.
inline constexpr std::array<double, 6> kExactDistanceQuantiles = {0.5, 0.99, 0.999, 0.9999, 0.99999, 1.0};

// A quantile as the text names it: "the median", "99.9%", "max".
std::string quantile_name(double q);

struct ExactDistance {
  std::array<double, kExactDistanceQuantiles.size()> at{};      // |x - exact| at each quantile
  std::array<int64_t, kExactDistanceQuantiles.size()> above{};  // how many elements rank above it
  int64_t elements = 0;                                         // how many it is taken over (0: every `at` is 0)
};

// The smallest distance an element counts as: half an ulp of the exact answer
// in the output's type (closer is rounding, which no run can beat), and at
// least f32's smallest normal number. Below that lies a subnormal flushed to
// +0: the cpu target's exp (backends/cpu/fma_exp.h), XLA:CPU and GPU kernels
// flush subnormal results. Without the floor, nanoGPT's attention softmax,
// where more than half the probabilities are subnormal, lay at 9.5e-43 from
// the exact answer at the median on cpu and 2.3e-45 for the reference, and
// failed by 400x on a difference no f32 value of normal size can show.
double distance_floor(double exact, DType dtype);

// max(|x - exact|, distance_floor) at each of kExactDistanceQuantiles, over the elements where both
// are finite (a NaN or an infinity on one side is counted apart) and, with
// `groups`, that belong to `group`. Each group is measured apart, as its
// floors are (noise_floor.h): a 1e30 computed from the smallest normal
// number would otherwise set every quantile of the ordinary elements.
ExactDistance exact_distance(const Literal& x, const Literal& exact, const std::vector<NoiseGroup>* groups = nullptr,
                             NoiseGroup group = NoiseGroup::Ordinary);

// Quantile by quantile, the larger of the two (of one output).
ExactDistance farthest(const ExactDistance& a, const ExactDistance& b);

// How much farther from the exact answer than the reference's own rounding
// variants a target may be at a quantile: each quantile of one run is one
// draw. Twice, where many elements rank above the quantile; four times for
// the largest few (fewer than kFewElements above), one draw each from a tail
// that rounding makes heavy: on ByteIR's ResNet-18 train step the largest of
// a [512] output's errors is 9 to 88 times its median, and the largest of
// two of the reference's own runs differ by up to 2.3 times (docs/parity.md).
inline constexpr int64_t kFewElements = 10;
double exact_distance_allowance(int64_t above);

// `got` no farther from the exact answer than the allowance times
// `reference`, at every quantile.
bool as_close_to_exact(const ExactDistance& got, const ExactDistance& reference);

}  // namespace kiln
