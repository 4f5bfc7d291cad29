// fft (XLA's Fft, StableHLO's fft): the importers' entry, one fft-pairs op
// (ir/attributes.h FftOptions) that targets with an FFT library run as one
// (the cpu target's f32, backends/cpu/fft_step.h; the reference in double);
// and its expansion as products with DFT matrices for the others
// (passes/fft_as_dft.h): each transformed dim is one dot against a constant
// cos and a constant sin matrix, O(n^2) per dim, exact to rounding and a GEMM
// on every target. Complex values are (re, im) pairs of real arrays, as
// everywhere in kiln (complex_ops.h).
#pragma once

#include "expand/complex_ops.h"
#include "ir/builder.h"

namespace kiln {

// The transform of the last `lengths.size()` dims. `x.im` is empty exactly
// for Rfft (a real operand); the result's `im` is empty for Irfft (a real result). An
// Rfft keeps n / 2 + 1 of the innermost dim's n; an Irfft reads those and
// gives `lengths.back()` values. Throws UserError for lengths that do not fit.
ComplexValue fft(GraphBuilder& b, FftType type, const ComplexValue& x, const Dims& lengths);

// The same transform as products with DFT matrices.
ComplexValue fft_as_dft_products(GraphBuilder& b, FftType type, const ComplexValue& x, const Dims& lengths);

}  // namespace kiln
