#include "expand/random_numbers.h"

#include <xxhash.h>

#include <cmath>

#include "ir/array_math.h"
#include "support/error.h"

namespace kiln {

namespace {

constexpr uint64_t kGolden = 0x9E3779B97F4A7C15ull;

Value u64_constant(GraphBuilder& b, uint64_t bits, const Dims& dims) {
  Literal lit(DType::U64, {});
  lit.set_bits(0, bits);
  return b.broadcast(b.constant(std::move(lit), "rng_constant"), dims, {});
}

// splitmix64(seed + (i + 1) * golden) for every row-major index i.
Value random_bits(GraphBuilder& b, const Dims& dims, uint64_t seed) {
  int64_t n = 1;
  for (int64_t d : dims) n *= d;
  const Value index = b.reshape(b.iota(TensorType(DType::U64, {n}), 0), dims);
  const auto k = [&](uint64_t v) { return u64_constant(b, v, dims); };
  const auto shr = [&](Value x, uint64_t s) { return b.binary(OpCode::ShiftRightLogical, x, k(s)); };
  const auto xorv = [&](Value x, Value y) { return b.binary(OpCode::Xor, x, y); };
  Value z = b.add(b.mul(index, k(kGolden)), k(seed + kGolden));
  z = b.mul(xorv(z, shr(z, 30)), k(0xBF58476D1CE4E5B9ull));
  z = b.mul(xorv(z, shr(z, 27)), k(0x94D049BB133111EBull));
  return xorv(z, shr(z, 31));
}

// A uniform [0, 1) array in f64 (53 bits) or f32 (24 bits), exactly.
Value unit_uniform(GraphBuilder& b, const Dims& dims, uint64_t seed, DType working) {
  const int bits = working == DType::F64 ? 53 : 24;
  const Value top = b.binary(OpCode::ShiftRightLogical, random_bits(b, dims, seed), u64_constant(b, 64 - bits, dims));
  ArrayMath m(b, TensorType(working, dims));
  return m.mul(b.convert(top, working), m.k(std::ldexp(1.0, -bits)));
}

}  // namespace

Value random_numbers(GraphBuilder& b, RandomDistribution distribution, Value a, Value bound, const TensorType& result,
                     std::string_view op_name) {
  const DType dtype = result.dtype;
  for (const Value& v : {a, bound}) {
    if (v.type().rank() != 0 || v.type().dtype != dtype) {
      user_error("rng's bounds must be scalars of the result's type {}, got {}", dtype_name(dtype), v.type().to_string(false));
    }
  }
  const Dims& dims = result.dims;
  const uint64_t seed = XXH64(op_name.data(), op_name.size(), 0);
  if (distribution == RandomDistribution::Normal) {
    if (!is_float(dtype)) user_error("rng with the normal distribution needs a floating-point type, got {}", dtype_name(dtype));
    const DType working = dtype == DType::F64 ? DType::F64 : DType::F32;
    ArrayMath m(b, TensorType(working, dims));
    const Value u1 = m.sub(m.k(1), unit_uniform(b, dims, seed, working));  // (0, 1]: its log is finite
    const Value u2 = unit_uniform(b, dims, seed ^ kGolden, working);
    const Value radius = m.sqrt(m.mul(m.k(-2), m.log(u1)));
    const Value z = m.mul(radius, m.u(OpCode::Cos, m.mul(m.k(2 * M_PI), u2)));
    const Value mean = b.broadcast(b.convert(a, working), dims, {}), deviation = b.broadcast(b.convert(bound, working), dims, {});
    return b.convert(m.add(mean, m.mul(deviation, z)), dtype);
  }
  if (is_float(dtype)) {
    const DType working = dtype == DType::F64 ? DType::F64 : DType::F32;
    const Value u = b.convert(unit_uniform(b, dims, seed, working), dtype);
    ArrayMath m(b, TensorType(dtype, dims));
    const Value lo = b.broadcast(a, dims, {}), hi = b.broadcast(bound, dims, {});
    const Value x = m.add(lo, m.mul(m.sub(hi, lo), u));
    return m.select(m.cmp(x, hi, ComparisonDirection::GE), lo, x);  // [a, b), not [a, b]
  }
  if (!is_integer(dtype)) user_error("rng cannot make {} values", dtype_name(dtype));
  // a + bits mod (b - a), in wrapping 64-bit arithmetic, then truncated.
  const Value lo = b.broadcast(b.convert(a, DType::U64), dims, {});
  const Value range = b.sub(b.broadcast(b.convert(bound, DType::U64), dims, {}), lo);
  const Value offset = b.binary(OpCode::Remainder, random_bits(b, dims, seed), range);
  return b.convert(b.add(lo, offset), dtype);
}

}  // namespace kiln
