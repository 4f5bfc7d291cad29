#include "expand/complex_ops.h"

#include <cmath>

#include "ir/array_math.h"

namespace kiln {

namespace {

using CD = ComparisonDirection;

using Real = ArrayMath;

// sinh and cosh from expm1 and exp, exact for small arguments.
Value sinh(Real& r, Value x) { return r.mul(r.k(0.5), r.sub(r.u(OpCode::Expm1, x), r.u(OpCode::Expm1, r.neg(x)))); }
Value cosh(Real& r, Value x) { return r.mul(r.k(0.5), r.add(r.exp(x), r.exp(r.neg(x)))); }

ComplexValue mul(Real& r, const ComplexValue& x, const ComplexValue& y) {
  return {r.sub(r.mul(x.re, y.re), r.mul(x.im, y.im)), r.add(r.mul(x.re, y.im), r.mul(x.im, y.re))};
}

ComplexValue div(Real& r, const ComplexValue& x, const ComplexValue& y) {
  Value d = r.add(r.mul(y.re, y.re), r.mul(y.im, y.im));
  return {r.div(r.add(r.mul(x.re, y.re), r.mul(x.im, y.im)), d), r.div(r.sub(r.mul(x.im, y.re), r.mul(x.re, y.im)), d)};
}

Value abs(Real& r, const ComplexValue& z) {
  // m * sqrt((re/m)^2 + (im/m)^2) with m = max(|re|, |im|), and 0 when m is;
  // +inf when either part is infinite, the other NaN included, as C's hypot
  // (inf / inf made it NaN: JAX's lax_test, |-inf + 2j|).
  Value ar = r.u(OpCode::Abs, z.re), ai = r.u(OpCode::Abs, z.im);
  Value m = r.max(ar, ai);
  Value safe = r.select(r.eq(m, r.k(0)), r.k(1), m);
  Value x = r.div(ar, safe), y = r.div(ai, safe);
  Value h = r.mul(safe, r.u(OpCode::Sqrt, r.add(r.mul(x, x), r.mul(y, y))));
  Value infinite = r.logical_or(r.eq(ar, r.k(INFINITY)), r.eq(ai, r.k(INFINITY)));
  return r.select(infinite, r.k(INFINITY), r.select(r.eq(m, r.k(0)), r.k(0), h));
}

ComplexValue exp(Real& r, const ComplexValue& z) {
  Value e = r.u(OpCode::Exp, z.re);
  return {r.mul(e, r.u(OpCode::Cos, z.im)), r.mul(e, r.u(OpCode::Sin, z.im))};
}

ComplexValue log(Real& r, const ComplexValue& z) { return {r.u(OpCode::Log, abs(r, z)), r.atan2(z.im, z.re)}; }

ComplexValue sqrt(Real& r, const ComplexValue& z) {
  // t = sqrt((|z| + |re|) / 2); re >= 0: (t, im / 2t); else (|im| / 2t, +-t).
  Value t = r.u(OpCode::Sqrt, r.mul(r.k(0.5), r.add(abs(r, z), r.u(OpCode::Abs, z.re))));
  Value zero = r.eq(t, r.k(0));
  Value two_t = r.select(zero, r.k(1), r.mul(r.k(2), t));
  Value non_negative = r.u(OpCode::Not, r.lt(z.re, r.k(0)));
  Value re = r.select(non_negative, t, r.div(r.u(OpCode::Abs, z.im), two_t));
  Value im = r.select(non_negative, r.div(z.im, two_t), r.select(r.lt(z.im, r.k(0)), r.u(OpCode::Negate, t), t));
  return {r.select(zero, r.k(0), re), r.select(zero, z.im, im)};
}

ComplexValue sin(Real& r, const ComplexValue& z) {
  return {r.mul(r.u(OpCode::Sin, z.re), cosh(r, z.im)), r.mul(r.u(OpCode::Cos, z.re), sinh(r, z.im))};
}

ComplexValue cos(Real& r, const ComplexValue& z) {
  return {r.mul(r.u(OpCode::Cos, z.re), cosh(r, z.im)), r.u(OpCode::Negate, r.mul(r.u(OpCode::Sin, z.re), sinh(r, z.im)))};
}

}  // namespace

Value complex_abs(GraphBuilder& b, const ComplexValue& z) {
  Real r(b, z.re.type());
  return abs(r, z);
}

Value complex_equal(GraphBuilder& b, const ComplexValue& x, const ComplexValue& y, bool not_equal) {
  Value eq = b.binary(OpCode::And, b.compare(x.re, y.re, CD::EQ), b.compare(x.im, y.im, CD::EQ));
  return not_equal ? b.unary(OpCode::Not, eq) : eq;
}

ComplexValue complex_constant(GraphBuilder& b, const TensorType& like, double re, double im) {
  Real r(b, like);
  return {r.k(re), r.k(im)};
}

std::optional<ComplexValue> complex_unary(GraphBuilder& b, std::string_view op, const ComplexValue& z) {
  Real r(b, z.re.type());
  if (op == "negate") return ComplexValue{r.u(OpCode::Negate, z.re), r.u(OpCode::Negate, z.im)};
  if (op == "exponential") return exp(r, z);
  if (op == "log") return log(r, z);
  if (op == "sqrt") return sqrt(r, z);
  // The principal cube root, exp(log(z) / 3), as StableHLO's interpreter computes it.
  if (op == "cbrt") return exp(r, mul(r, log(r, z), {r.k(1.0 / 3.0), r.k(0)}));
  if (op == "rsqrt") return div(r, {r.k(1), r.k(0)}, sqrt(r, z));
  if (op == "sine") return sin(r, z);
  if (op == "cosine") return cos(r, z);
  if (op == "tan") return div(r, sin(r, z), cos(r, z));
  if (op == "tanh") {
    // (sinh 2a + i sin 2b) / (cosh 2a + cos 2b)
    Value a2 = r.mul(r.k(2), z.re), b2 = r.mul(r.k(2), z.im);
    Value d = r.add(cosh(r, a2), r.u(OpCode::Cos, b2));
    return ComplexValue{r.div(sinh(r, a2), d), r.div(r.u(OpCode::Sin, b2), d)};
  }
  if (op == "exponential_minus_one") {
    // expm1(a) cos b + (cos b - 1), with cos b - 1 = -2 sin^2(b/2); e^a sin b
    Value s = r.u(OpCode::Sin, r.mul(r.k(0.5), z.im));
    Value cos_minus_one = r.mul(r.k(-2), r.mul(s, s));
    return ComplexValue{r.add(r.mul(r.u(OpCode::Expm1, z.re), r.u(OpCode::Cos, z.im)), cos_minus_one),
                        r.mul(r.u(OpCode::Exp, z.re), r.u(OpCode::Sin, z.im))};
  }
  if (op == "log_plus_one") {
    // log|1 + z| = log1p(a (2 + a) + b^2) / 2; arg(1 + z)
    Value t = r.add(r.mul(z.re, r.add(r.k(2), z.re)), r.mul(z.im, z.im));
    return ComplexValue{r.mul(r.k(0.5), r.u(OpCode::Log1p, t)), b.binary(OpCode::Atan2, z.im, r.add(r.k(1), z.re))};
  }
  if (op == "logistic") {
    const ComplexValue e = exp(r, {r.u(OpCode::Negate, z.re), r.u(OpCode::Negate, z.im)});
    return div(r, {r.k(1), r.k(0)}, {r.add(r.k(1), e.re), e.im});
  }
  if (op == "sign") {
    Value m = abs(r, z);
    Value zero = r.eq(m, r.k(0));
    Value safe = r.select(zero, r.k(1), m);
    return ComplexValue{r.select(zero, z.re, r.div(z.re, safe)), r.select(zero, z.im, r.div(z.im, safe))};
  }
  return std::nullopt;
}

std::optional<ComplexValue> complex_binary(GraphBuilder& b, std::string_view op, const ComplexValue& x, const ComplexValue& y) {
  Real r(b, x.re.type());
  if (op == "add") return ComplexValue{r.add(x.re, y.re), r.add(x.im, y.im)};
  if (op == "subtract") return ComplexValue{r.sub(x.re, y.re), r.sub(x.im, y.im)};
  if (op == "multiply") return mul(r, x, y);
  if (op == "divide") return div(r, x, y);
  if (op == "power") return exp(r, mul(r, y, log(r, x)));
  if (op == "atan2") {
    // StableHLO's interpreter: atan2(y, x) = -i log((x + i y) / sqrt(x^2 + y^2));
    // the op's lhs is y, its rhs x.
    const ComplexValue& yy = x;
    const ComplexValue& xx = y;
    const ComplexValue t{r.sub(xx.re, yy.im), r.add(xx.im, yy.re)};  // x + i y
    const ComplexValue x2 = mul(r, xx, xx), y2 = mul(r, yy, yy);
    const ComplexValue l = log(r, div(r, t, sqrt(r, {r.add(x2.re, y2.re), r.add(x2.im, y2.im)})));
    return ComplexValue{l.im, r.u(OpCode::Negate, l.re)};  // -i l
  }
  if (op == "maximum" || op == "minimum") {
    // Lexicographic on (re, im), as StableHLO orders complex numbers.
    Value x_greater = b.binary(OpCode::Or, r.lt(y.re, x.re), b.binary(OpCode::And, r.eq(x.re, y.re), r.lt(y.im, x.im)));
    Value pick_x = op == "maximum" ? x_greater : b.unary(OpCode::Not, x_greater);
    return ComplexValue{r.select(pick_x, x.re, y.re), r.select(pick_x, x.im, y.im)};
  }
  return std::nullopt;
}

Value pack_complex_pairs(GraphBuilder& b, const ComplexValue& z) {
  Dims one = z.re.type().dims;
  one.push_back(1);
  return b.concatenate({b.reshape(z.re, one), b.reshape(z.im, one)}, static_cast<int64_t>(one.size() - 1));
}

ComplexValue unpack_complex_pairs(GraphBuilder& b, Value pairs) {
  const TensorType& t = pairs.type();
  std::vector<SliceDim> ranges;
  for (int64_t d : t.dims) ranges.push_back({0, d, 1});
  const Dims dims(t.dims.begin(), t.dims.end() - 1);
  ranges.back() = {0, 1, 1};
  Value re = b.reshape(b.slice(pairs, ranges), dims);
  ranges.back() = {1, 2, 1};
  Value im = b.reshape(b.slice(pairs, ranges), dims);
  return {re, im};
}

}  // namespace kiln
