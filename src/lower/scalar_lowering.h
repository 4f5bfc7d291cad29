// HLO elementwise semantics as Halide expressions: the lowering counterpart of
// reference/scalar_ops. f16 and bf16 compute in f32 and round back per op, as the
// reference does; integer ops wrap; every edge case HLO defines is spelled out.
#pragma once

#include <Halide.h>

#include <vector>

#include "ir/graph.h"

namespace kiln::lower {

Halide::Type halide_type(DType dtype);

// `e` computed as IEEE 754 says, where it is a float: Halide's simplifier
// treats floats as reals (x - x -> 0, x * 0 -> 0, x / x -> 1, (x + y) - x ->
// y) and Halide gives LLVM no-NaNs and no-infs flags, under which an infinite
// constant is poison (x + inf left the output unwritten). strict_float turns
// both off for `e` and everything inlined into it. Elementwise definitions are
// marked; a reducer's combination is not: its order is unspecified (as in
// XLA), and LLVM vectorizes a row reduction only when it may reassociate (5x
// on a row sum). The cost: no FMA contraction inside marked expressions
// (1.36x on an f32 exp kernel, docs/performance.md). Each float op is marked
// on its own too: Halide's CSE lifts a shared subexpression (an f16 sum that
// rounding reads twice) out of a definition's mark.
Halide::Expr ieee(Halide::Expr e);

// Where a scalar op is computed, which decides how its floats are lowered.
enum class ScalarUse {
  // Elementwise: IEEE 754 arithmetic (see ieee), comparisons on integer keys.
  Elementwise,
  // A reducer's combination (reduce, reduce-window, scatter, a dot's sum):
  // comparisons on the floats, NaN tested on the bits. Halide 14 splits a
  // tuple update into one store per element and sees that one element reads
  // another only through a read outside any call; a key (a reinterpret of the
  // read) hid it, and an argmax over f64 came out as index 0.
  Reducer,
  // The same, its arithmetic reassociable (LLVM vectorizes a row sum only
  // then): the default for reducers whose terms are finite.
  ReassociableReducer,
};
Halide::Expr lower_unary(OpCode op, DType in, DType out, Halide::Expr x, const Attrs& attrs, ScalarUse use = ScalarUse::Elementwise);
Halide::Expr lower_binary(OpCode op, DType d, Halide::Expr a, Halide::Expr b, const Attrs& attrs, ScalarUse use = ScalarUse::Elementwise);
// A byte holding a sub-byte integer (s4, u4, s2, u2) brought into its range:
// sign-extended or masked (identity for other types); and its bits, zero-extended.
Halide::Expr in_range_of(DType d, Halide::Expr byte);
// A value of dtype `d` widened to f32 where kernels compute it so (f16, bf16,
// 8-bit floats; others as they are), and an f32 value rounded to `d`.
Halide::Expr widen_for_compute(Halide::Expr e, DType d);
Halide::Expr round_to_dtype(Halide::Expr e, DType d);
// clamp(lo, x, hi) of an f32 `x` rounded to bf16, for constant bounds (not
// NaN, hi not zero, lo not -0): one NaN test instead of three (relu6 with
// excess precision). Undefined where it does not apply.
Halide::Expr clamp_rounded_to_bf16(Halide::Expr lo, Halide::Expr x, Halide::Expr hi);
Halide::Expr sub_byte_bits(DType d, Halide::Expr x);
// An f32 or f64 value as a signed integer of its width whose order is IEEE
// 754's total order (-inf < ... < -0 < +0 < ... < +inf), with every NaN at the
// top (`nan_last`) or the bottom: integer max and min over keys are the
// NaN-propagating float max and min, and, unlike a select on floats, LLVM
// vectorizes them as reductions along a row. The key is its own inverse on
// the bits: float_from_order_key undoes it (a NaN comes back as a NaN).
Halide::Expr float_order_key(Halide::Expr x, bool nan_last);
Halide::Expr float_from_order_key(Halide::Expr key);

// A float sum (init plus terms) whose zero carries the sign IEEE gives it:
// -0 only when the init and every term are -0. Halide puts LLVM's
// no-signed-zeros flag on every float op, and a sum LLVM vectorizes along a
// row loses the sign of its zeros (a row of -0 summed from +0 came out -0,
// from -0 as +0). `sum` as computed; `all_terms_negative_zero` a bool over
// the terms, undefined when `init` cannot be -0 (a zero sum is then +0).
Halide::Expr sum_with_signed_zero(Halide::Expr sum, Halide::Expr init, Halide::Expr all_terms_negative_zero);
// Whether the float `init` may be -0: it is not a constant of another value.
bool may_be_negative_zero(const Halide::Expr& init);
// x's bits as a signed integer: -0 is the smallest, so a max over the terms'
// bits is -0's exactly when every term is -0.
Halide::Expr signed_bits(Halide::Expr x);
// select(pred, a, b); bf16 values are chosen as bits (LLVM 14 miscompiles a
// select between bf16 values carried in a tuple reduction: all zeros).
Halide::Expr lower_select(DType d, Halide::Expr pred, Halide::Expr a, Halide::Expr b);
Halide::Expr lower_clamp(DType d, Halide::Expr lo, Halide::Expr x, Halide::Expr hi);
Halide::Expr lower_convert(DType from, DType to, Halide::Expr x);
Halide::Expr lower_bitcast_convert_same_width(DType from, DType to, Halide::Expr x);
// A constant of dtype d.
Halide::Expr constant_expr(DType d, double value);
Halide::Expr constant_bits(DType d, uint64_t bits);  // integers and pred
Halide::Expr literal_element(const Literal& literal, int64_t i);

// Evaluates a scalar sub-computation (reducer, comparator, map function) on
// expressions: only elementwise ops, constants and parameters may appear.
std::vector<Halide::Expr> lower_scalar_graph(const Graph& graph, const std::vector<Halide::Expr>& args, ScalarUse use = ScalarUse::Elementwise);

}  // namespace kiln::lower
