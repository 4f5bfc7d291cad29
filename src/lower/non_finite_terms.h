// Whether a reduction's term is, once Halide inlines and simplifies it, a NaN
// or an infinity: the one case where a reducer's reassociable combination
// (LLVM's fast-math flags, see ieee in scalar_lowering.h) is wrong. Under the
// no-NaNs and no-infs flags LLVM makes `acc + NaN` poison, and a sum of
// clamp(NaN, x, NaN) came out as garbage. Such a combination is computed as
// IEEE 754 says instead; it costs nothing, since its term is a constant.
#pragma once

#include <Halide.h>

namespace kiln::lower {

// Inlines the pure, single-valued Funcs `term` calls (as the default schedule
// does), treats everything else (inputs, reductions) as unknown, simplifies,
// and says whether a non-finite float constant is left. A term that grows past
// a few thousand nodes is taken as not constant.
bool folds_to_non_finite_constant(const Halide::Expr& term);

}  // namespace kiln::lower
