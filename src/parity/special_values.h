// Inputs that hold the values compilers get wrong: random inputs with special
// values mixed in (kiln parity --special-values). Random inputs alone never
// hold them, which is how wrong NaN semantics went unnoticed.
#pragma once

#include <cstdint>

#include "ir/literal.h"

namespace kiln {

// Where the special values go.
enum class SpecialValueLayout {
  // At the crossings of a few rows and a few columns: about one index in
  // eight of the first dim of extent 2 or more, and one in eight of the last
  // (never all of them); one element in eight of a vector; none in a scalar.
  // A GEMM, a reduction or a softmax along either dim then leaves most of its
  // outputs finite, and those go on being checked: mixed into every row and
  // column, special values turned whole GEMM and row-reduction outputs into
  // NaN and hid the arithmetic (kiln parity --special-values).
  RowsAndColumns,
  // One element in eight anywhere, scalars included: the densest mix, for the
  // fuzzers, which compare by class and look for NaN handling alone.
  Scattered,
};

// Which special values go there.
enum class SpecialValueSet {
  All,
  // Without NaN and the infinities: the specials a sum or a product carries
  // through finite. A training step's weight gradients sum over every row of
  // its batch, so one NaN anywhere in it fills them with NaN and they check
  // nothing; parity's second input set checks them with these (signed zeros,
  // denormals and the smallest normal still reach them).
  Finite,
};

// Replaces the chosen elements of `literal` (seeded by `seed`) by:
//  - floats: NaN, +inf, -inf, +0, -0, the smallest and a mid-range denormal
//    (positive and negative), the smallest normal, and ±1 (SpecialValueSet::
//    Finite: all but the first three);
//  - signed integers: INT_MIN, -1, 0, INT_MAX, and the shift counts bits and
//    2*bits (past the width); unsigned: 0, max, bits, 2*bits;
//  - pred: unchanged (both values are already common).
// The largest finite floats are left out: a sum that reaches them overflows in
// the compiled f32 and not in the reference's double precision, a difference
// of precision rather than of semantics (docs/parity.md).
void mix_special_values(Literal& literal, uint64_t seed, SpecialValueLayout layout = SpecialValueLayout::RowsAndColumns,
                        SpecialValueSet set = SpecialValueSet::All);

// Whether a float input element is one whose descendants kiln parity compares
// apart from the ordinary elements: NaN, an infinity, or a magnitude no larger
// than the smallest normal (a denormal divides into a huge finite value whose
// rounding noise would loosen every other element's allowance).
bool is_extreme_float(double x, DType dtype);

// Makes every extreme element of `literal` (is_extreme_float) NaN, in place,
// and says whether there was any: the arguments of the run that marks their
// descendants (NaN propagates through arithmetic, sums and products alike).
bool mark_extremes_as_nan(Literal& literal);

}  // namespace kiln
