// Elementwise arithmetic on arrays of one type, written through a
// GraphBuilder, with constants broadcast to that type: the vocabulary in which
// the importers' expansions (chlo ops, complex arithmetic) write their
// formulas, so each formula reads as the math it is.
#pragma once

#include <cstddef>

#include "ir/builder.h"

namespace kiln {

class ArrayMath {
 public:
  ArrayMath(GraphBuilder& b, TensorType type) : b_(b), type_(std::move(type)) {}
  const TensorType& type() const { return type_; }
  GraphBuilder& builder() { return b_; }

  Value k(double v) {
    Value s = b_.scalar(type_.dtype, v);
    return type_.rank() == 0 ? s : b_.broadcast(s, type_.dims, {});
  }
  Value add(Value a, Value c) { return b_.binary(OpCode::Add, a, c); }
  Value sub(Value a, Value c) { return b_.binary(OpCode::Subtract, a, c); }
  Value mul(Value a, Value c) { return b_.binary(OpCode::Multiply, a, c); }
  Value div(Value a, Value c) { return b_.binary(OpCode::Divide, a, c); }
  Value max(Value a, Value c) { return b_.binary(OpCode::Maximum, a, c); }
  Value atan2(Value a, Value c) { return b_.binary(OpCode::Atan2, a, c); }
  Value logical_and(Value a, Value c) { return b_.binary(OpCode::And, a, c); }
  Value logical_or(Value a, Value c) { return b_.binary(OpCode::Or, a, c); }
  Value logical_not(Value a) { return b_.unary(OpCode::Not, a); }
  Value u(OpCode op, Value a) { return b_.unary(op, a); }
  Value neg(Value a) { return u(OpCode::Negate, a); }
  Value abs(Value a) { return u(OpCode::Abs, a); }
  Value exp(Value a) { return u(OpCode::Exp, a); }
  Value log(Value a) { return u(OpCode::Log, a); }
  Value log1p(Value a) { return u(OpCode::Log1p, a); }
  Value sqrt(Value a) { return u(OpCode::Sqrt, a); }
  Value cmp(Value a, Value c, ComparisonDirection d) { return b_.compare(a, c, d); }
  Value lt(Value a, Value c) { return cmp(a, c, ComparisonDirection::LT); }
  Value eq(Value a, Value c) { return cmp(a, c, ComparisonDirection::EQ); }
  Value select(Value p, Value a, Value c) { return b_.select(p, a, c); }
  Value clamp(Value lo, Value x, Value hi) { return b_.clamp(lo, x, hi); }
  // Horner's rule, the highest-degree coefficient first.
  template <typename T, size_t N>
  Value poly(Value x, const T (&c)[N]) {
    Value p = k(static_cast<double>(c[0]));
    for (size_t i = 1; i < N; ++i) p = add(mul(p, x), k(static_cast<double>(c[i])));
    return p;
  }

 private:
  GraphBuilder& b_;
  TensorType type_;
};

}  // namespace kiln
