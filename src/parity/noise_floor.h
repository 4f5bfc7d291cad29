// An output's rounding noise per element, estimated from a few samples of it
// (|a rounded run - the unrounded run| each): what `kiln parity` allows an
// element to differ by, K times over (docs/parity.md).
#pragma once

#include <cstdint>
#include <vector>

#include "ir/literal.h"

namespace kiln {

// Which elements share a floor. Descendants of extreme inputs (NaN,
// infinities, denormals: special_values.h) can be huge and finite, with a
// noise to match: among the ordinary elements they would raise every floor,
// and let every element of the output differ by 1e30.
enum class NoiseGroup : uint8_t {
  Ordinary,
  FromExtremes,  // finite, but computed from an extreme input
  Unmeasured,    // no noise estimate: the exact answer or a run is not finite
};

// The RMS of `v` without its largest 0.1%: one element that took another
// branch (a flipped compare, a different argmax) must not raise every other
// element's floor. 0 for an empty or all-zero `v`.
double trimmed_rms(std::vector<double> v);

// Half a unit in the last place of `dtype` at `x`'s magnitude: the noise of
// storing x in that type, which every element that was rounded to it has.
double half_ulp(double x, DType dtype);

// Each element's noise: the largest of its samples, raised to `least` (half
// an ulp of the type it was stored in), and floored at the trimmed RMS of
// the samples of its group over the output and over each fiber through it
// (the elements beside it along any one axis). Elements of the Unmeasured
// group get NaN. `groups` empty: all Ordinary.
std::vector<double> floored_noise(const std::vector<const std::vector<double>*>& samples, const Dims& dims,
                                  const std::vector<NoiseGroup>& groups = {}, const std::vector<double>& least = {});

}  // namespace kiln
