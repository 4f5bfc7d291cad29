// fft-pairs on the host for f32 and f64 (ir/attributes.h FftOptions): per
// line Debian's kissfft (BSD) for f32, kiln's DoubleFft (double_fft.h) for
// f64; the lines split over the thread pool, one plan per step made when the
// step is (twiddles and factors, never per call). A
// transformed dim that is not innermost is read a block of columns at a time
// into rows; a single long power-of-two line (a 1-D transform of one signal)
// is split four-step, n = n1 x n2, so both halves run on every thread.
// 16-bit floats are DFT products (passes/fft_as_dft.h).
#pragma once

#include <vector>

#include "ir/graph.h"
#include "runtime/executable.h"

namespace kiln::cpu {

StepFn fft_step(const Node& node, const std::vector<int>& in, const std::vector<int>& out);

}  // namespace kiln::cpu
