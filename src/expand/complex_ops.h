// Complex arithmetic as kiln ops on pairs of real arrays. kiln's graph IR has
// no complex element type: the StableHLO importer carries each complex value
// as its real and imaginary parts (f32 or f64 arrays of the same shape) and
// builds every complex op from these formulas, so every target computes
// complex programs with the real kernels it has.
#pragma once

#include <optional>
#include <string_view>

#include "ir/builder.h"

namespace kiln {

struct ComplexValue {
  Value re, im;
};

// stablehlo op names (without "stablehlo."), or nullopt for one it does not know.
std::optional<ComplexValue> complex_unary(GraphBuilder& b, std::string_view op, const ComplexValue& z);
std::optional<ComplexValue> complex_binary(GraphBuilder& b, std::string_view op, const ComplexValue& x, const ComplexValue& y);
// |z|, without overflow for parts up to the type's range.
Value complex_abs(GraphBuilder& b, const ComplexValue& z);
// compare EQ / NE of both parts.
Value complex_equal(GraphBuilder& b, const ComplexValue& x, const ComplexValue& y, bool not_equal);
// Where a program meets the outside (entry arguments and results), a complex
// array is one real array of (re, im) pairs along a last dim of 2: the memory
// of numpy's and XLA's complex64/complex128.
Value pack_complex_pairs(GraphBuilder& b, const ComplexValue& z);
ComplexValue unpack_complex_pairs(GraphBuilder& b, Value pairs);
// A constant pair broadcast to `like`'s shape.
ComplexValue complex_constant(GraphBuilder& b, const TensorType& like, double re, double im);

}  // namespace kiln
