// An output's rounding noise per element, estimated from a few samples of it
// (|a rounded run - the unrounded run| each): what `kiln parity` allows an
// element to differ by, K times over (docs/parity.md).
#pragma once

#include <vector>

#include "ir/literal.h"

namespace kiln {

// The RMS of `v` without its largest 0.1%: one element that took another
// branch (a flipped compare, a different argmax) must not raise every other
// element's floor. 0 for an empty or all-zero `v`.
double trimmed_rms(std::vector<double> v);

// Each element's noise: the largest of its samples, floored at the output's
// trimmed RMS noise and at the trimmed RMS of each fiber through it (the
// elements beside it along any one axis).
std::vector<double> floored_noise(const std::vector<const std::vector<double>*>& samples, const Dims& dims);

}  // namespace kiln
