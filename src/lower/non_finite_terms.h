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

// Whether a term that reads inputs simplifies to a constant all the same:
// x - x, x * 0 and their kin, which IEEE 754 makes NaN for a NaN or an
// infinite x. Halide 14's loop trimming (TrimNoOps) proves an update that
// adds such a term a no-op by that algebra, strict_float or not, and drops
// the whole reduction loop: a row sum of clamp(p, v, v) - itself came out 0
// where v was infinite.
bool cancels_to_a_constant(const Halide::Expr& term);

// `term` through its bits: the same value (LLVM folds the two bitcasts away),
// but Halide 14 folds no reinterpret, so its simplifier cannot prove the term
// a constant.
Halide::Expr opaque_to_simplifier(const Halide::Expr& term);

}  // namespace kiln::lower
