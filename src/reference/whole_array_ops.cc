// The commonest elementwise ops on whole arrays, without eval_binary's
// dispatch and the 64-bit encoding per element: nanoGPT's attention is tens
// of millions of elements an op, and MobileNetV2's train step compares,
// selects and clamps 2.9 billion elements (its ReLU6 and their gradients).
// The values are the scalar rules' (scalar_ops.h):
// - f32 +, -, * and / compute in double and round once to f32, which for two
//   f32 values is the IEEE f32 result (double's 53 bits are more than
//   2 * 24 + 2); f64 ones compute in double. Of two NaN operands, the
//   payload that comes out is whichever the compiler's operand order picks,
//   here as there (HLO leaves it unspecified).
// - maximum, minimum and clamp return one of their operands (float_max,
//   float_min); comparisons are IEEE's (a total-order comparison is left to
//   compare_scalar).
// - select and bitwise logic move stored elements: a narrow integer is
//   stored as its 32-bit extension, and and, or and xor of extensions are the
//   extension of the result.
#include <bit>

#include "reference/element_blocks.h"
#include "reference/ops.h"

namespace kiln::reference {

namespace {

// A float dtype's elements as stored (ref_array.h): f32 in 4 bytes, f64 in
// 8. parity's unrounded run widens every float of the model to f64, so f64
// arrays are as common in the reference as f32 ones.
template <typename Stored, typename Float>
struct Floats {
  using Bits = Stored;
  static double value(Stored b) { return std::bit_cast<Float>(b); }
  static Stored stored(double v) { return std::bit_cast<Stored>(static_cast<Float>(v)); }
};
using F32 = Floats<uint32_t, float>;
using F64 = Floats<uint64_t, double>;

// Element k of an operand that may be a scalar broadcast over the output.
template <typename Element>
struct Operand {
  const Element* data;
  bool scalar;
  Operand(const RefArray& a) : data(static_cast<const Element*>(a.stored())), scalar(a.size() == 1) {}
  Element operator[](int64_t k) const { return data[scalar ? 0 : k]; }
};

template <typename Out, typename F>
void for_each_output(RefArray& out, int threads, F&& element) {
  Out* r = static_cast<Out*>(out.stored());
  for_each_element_block(out.size(), 1, threads, [&](int64_t begin, int64_t end) {
    for (int64_t k = begin; k < end; ++k) r[k] = element(k);
  });
}

template <typename T, typename Op>
void apply(const RefArray& a, const RefArray& b, RefArray& out, int threads, Op op) {
  const Operand<typename T::Bits> x(a), y(b);
  for_each_output<typename T::Bits>(out, threads, [&](int64_t k) { return T::stored(op(T::value(x[k]), T::value(y[k]))); });
}

template <typename T>
bool arithmetic(OpCode op, const RefArray& a, const RefArray& b, RefArray& out, int threads) {
  switch (op) {
    case OpCode::Add: apply<T>(a, b, out, threads, [](double u, double v) { return u + v; }); return true;
    case OpCode::Subtract: apply<T>(a, b, out, threads, [](double u, double v) { return u - v; }); return true;
    case OpCode::Multiply: apply<T>(a, b, out, threads, [](double u, double v) { return u * v; }); return true;
    case OpCode::Divide: apply<T>(a, b, out, threads, [](double u, double v) { return u / v; }); return true;
    case OpCode::Maximum: apply<T>(a, b, out, threads, float_max); return true;
    case OpCode::Minimum: apply<T>(a, b, out, threads, float_min); return true;
    default: return false;
  }
}

template <typename T>
bool compare(ComparisonDirection direction, const RefArray& a, const RefArray& b, RefArray& out, int threads) {
  const Operand<typename T::Bits> x(a), y(b);
  auto each = [&](auto holds) {
    for_each_output<uint32_t>(out, threads, [&](int64_t k) { return static_cast<uint32_t>(holds(T::value(x[k]), T::value(y[k]))); });
  };
  switch (direction) {
    case ComparisonDirection::EQ: each([](double u, double v) { return u == v; }); return true;
    case ComparisonDirection::NE: each([](double u, double v) { return u != v; }); return true;  // true for NaN
    case ComparisonDirection::LT: each([](double u, double v) { return u < v; }); return true;
    case ComparisonDirection::LE: each([](double u, double v) { return u <= v; }); return true;
    case ComparisonDirection::GT: each([](double u, double v) { return u > v; }); return true;
    case ComparisonDirection::GE: each([](double u, double v) { return u >= v; }); return true;
  }
  return false;
}

template <typename T>
void clamp(const RefArray& lo, const RefArray& x, const RefArray& hi, RefArray& out, int threads) {
  const Operand<typename T::Bits> l(lo), v(x), h(hi);
  for_each_output<typename T::Bits>(out, threads, [&](int64_t k) {
    return T::stored(float_min(float_max(T::value(v[k]), T::value(l[k])), T::value(h[k])));
  });
}

// Every operand and the output of one dtype, f32 or f64.
bool all_of_dtype(const std::vector<RefArray>& in, const RefArray& out, DType dtype) {
  if (out.dtype() != dtype) return false;
  for (const RefArray& a : in) {
    if (a.dtype() != dtype) return false;
  }
  return true;
}

template <typename Element>
void select_stored(const RefArray& pred, const RefArray& on_true, const RefArray& on_false, RefArray& out, int threads) {
  const Operand<uint32_t> p(pred);
  const Operand<Element> t(on_true), f(on_false);
  for_each_output<Element>(out, threads, [&](int64_t k) { return p[k] != 0 ? t[k] : f[k]; });
}

template <typename Element>
bool bitwise_stored(OpCode op, const RefArray& a, const RefArray& b, RefArray& out, int threads) {
  const Operand<Element> x(a), y(b);
  switch (op) {
    case OpCode::And: for_each_output<Element>(out, threads, [&](int64_t k) { return static_cast<Element>(x[k] & y[k]); }); return true;
    case OpCode::Or: for_each_output<Element>(out, threads, [&](int64_t k) { return static_cast<Element>(x[k] | y[k]); }); return true;
    case OpCode::Xor: for_each_output<Element>(out, threads, [&](int64_t k) { return static_cast<Element>(x[k] ^ y[k]); }); return true;
    default: return false;
  }
}

}  // namespace

bool eval_f32_arithmetic(OpCode op, const RefArray& a, const RefArray& b, RefArray& out, int threads) {
  return a.dtype() == DType::F32 && b.dtype() == DType::F32 && out.dtype() == DType::F32 && arithmetic<F32>(op, a, b, out, threads);
}

bool eval_whole_array(const Node& node, const std::vector<RefArray>& in, RefArray& out, int threads) {
  const OpCode op = node.op();
  switch (op) {
    case OpCode::Compare: {
      if (node.attrs().comparison_type == ComparisonType::TotalOrder || in[0].dtype() != in[1].dtype()) return false;
      const ComparisonDirection direction = node.attrs().direction;
      if (in[0].dtype() == DType::F32) return compare<F32>(direction, in[0], in[1], out, threads);
      if (in[0].dtype() == DType::F64) return compare<F64>(direction, in[0], in[1], out, threads);
      return false;
    }
    case OpCode::Clamp:
      if (all_of_dtype(in, out, DType::F32)) {
        clamp<F32>(in[0], in[1], in[2], out, threads);
        return true;
      }
      if (all_of_dtype(in, out, DType::F64)) {
        clamp<F64>(in[0], in[1], in[2], out, threads);
        return true;
      }
      return false;
    case OpCode::Select:
      if (in[1].dtype() != out.dtype() || in[2].dtype() != out.dtype()) return false;
      if (out.bytes_per_element() == 8) {
        select_stored<uint64_t>(in[0], in[1], in[2], out, threads);
      } else {
        select_stored<uint32_t>(in[0], in[1], in[2], out, threads);
      }
      return true;
    case OpCode::And: case OpCode::Or: case OpCode::Xor:
      if (is_float(out.dtype()) || !all_of_dtype(in, out, out.dtype())) return false;
      return out.bytes_per_element() == 8 ? bitwise_stored<uint64_t>(op, in[0], in[1], out, threads)
                                          : bitwise_stored<uint32_t>(op, in[0], in[1], out, threads);
    default:
      if (in.size() != 2) return false;
      if (all_of_dtype(in, out, DType::F32)) return arithmetic<F32>(op, in[0], in[1], out, threads);
      if (all_of_dtype(in, out, DType::F64)) return arithmetic<F64>(op, in[0], in[1], out, threads);
      return false;
  }
}

}  // namespace kiln::reference
