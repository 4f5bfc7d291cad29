// fft (XLA's Fft, StableHLO's fft) as products with DFT matrices: each
// transformed dim is one dot against a constant cos and a constant sin matrix
// (O(n^2) per dim: exact to rounding and a GEMM on every target, slow for long
// transforms, where a true FFT belongs). Complex values are (re, im) pairs of
// real arrays, as everywhere in kiln (complex_ops.h).
#pragma once

#include <optional>
#include <string_view>

#include "expand/complex_ops.h"
#include "ir/builder.h"

namespace kiln {

enum class FftType { Fft, Ifft, Rfft, Irfft };
// FFT, IFFT, RFFT, IRFFT as HLO and StableHLO spell them; nullopt for anything else.
const char* fft_type_name(FftType type);
std::optional<FftType> parse_fft_type(std::string_view text);

// The transform of the last `lengths.size()` dims. `x.im` is empty exactly
// for Rfft (a real operand); the result's `im` is empty for Irfft (a real result). An
// Rfft keeps n / 2 + 1 of the innermost dim's n; an Irfft reads those and
// gives `lengths.back()` values. Throws UserError for lengths that do not fit.
ComplexValue fft(GraphBuilder& b, FftType type, const ComplexValue& x, const Dims& lengths);

}  // namespace kiln
