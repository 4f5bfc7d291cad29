// HLO's elementwise semantics on single values, written once and plainly; the
// reference evaluator applies them element by element.
//
// A value is held in 64 bits: a float as the bits of a double (already rounded to
// its dtype), an integer as its two's-complement value sign- or zero-extended to
// 64 bits, pred as 0 or 1.
#pragma once

#include <cstdint>
#include <cstring>

#include "ir/attributes.h"
#include "ir/opcode.h"

namespace kiln::reference {

using Bits = uint64_t;

inline double as_double(Bits b) {
  double d;
  std::memcpy(&d, &b, sizeof d);
  return d;
}
inline Bits from_double(double d) {
  Bits b;
  std::memcpy(&b, &d, sizeof b);
  return b;
}

// Rounds a double to the precision of float dtype `d` (round-half-even).
double round_to_dtype(DType d, double v);
// Truncates `raw` to the width of integer dtype `d` and re-extends it.
Bits wrap_int(DType d, uint64_t raw);
// A float in `d` from a double (rounded); an integer or pred from its exact value.
Bits make_float(DType d, double v);

Bits eval_unary(OpCode op, DType in, DType out, Bits x, const Attrs& attrs);
// For compare, the result is a pred (0/1); otherwise of dtype `d`.
Bits eval_binary(OpCode op, DType d, Bits a, Bits b, const Attrs& attrs);
Bits eval_clamp(DType d, Bits lo, Bits x, Bits hi);
Bits convert_scalar(DType from, DType to, Bits x);
bool compare_scalar(DType d, ComparisonDirection dir, ComparisonType type, Bits a, Bits b);
// HLO's float maximum and minimum: NaN-propagating, -0 < +0.
double float_max(double a, double b);
double float_min(double a, double b);

// The value's encoding in dtype `d` (f16 bits, float bits, ...), zero-extended;
// and back. Used by bitcast-convert.
uint64_t encode_bits(DType d, Bits x);
Bits decode_bits(DType d, uint64_t raw);

}  // namespace kiln::reference
