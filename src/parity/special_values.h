// Inputs that hold the values compilers get wrong: random inputs with special
// values mixed in at a fixed rate (kiln parity --special-values). Random inputs
// alone never hold them, which is how wrong NaN semantics went unnoticed.
#pragma once

#include <cstdint>

#include "ir/literal.h"

namespace kiln {

// One element in kSpecialValueRate is replaced, at seeded random positions.
inline constexpr double kSpecialValueRate = 1.0 / 8;

// Replaces that share of `literal`'s elements, chosen with `seed`, by:
//  - floats: NaN, +inf, -inf, +0, -0, the smallest and a mid-range denormal
//    (positive and negative), the smallest normal, and ±1;
//  - signed integers: INT_MIN, -1, 0, INT_MAX, and the shift counts bits and
//    2*bits (past the width); unsigned: 0, max, bits, 2*bits;
//  - pred: unchanged (both values are already common).
// The largest finite floats are left out: a sum that reaches them overflows in
// the compiled f32 and not in the reference's double precision, a difference
// of precision rather than of semantics (docs/parity.md).
void mix_special_values(Literal& literal, uint64_t seed);

}  // namespace kiln
