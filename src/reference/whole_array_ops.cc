// The commonest elementwise ops on whole arrays, without eval_binary's
// dispatch and the 64-bit encoding per element: nanoGPT's attention is tens
// of millions of elements an op, and MobileNetV2's train step compares,
// selects and clamps 2.9 billion elements (its ReLU6 and their gradients).
// The values are the scalar rules' (scalar_ops.h):
// - f32 +, -, * and / compute in double and round once to f32, which for two
//   f32 values is the IEEE f32 result (double's 53 bits are more than
//   2 * 24 + 2). Of two NaN operands, the payload that comes out is whichever
//   the compiler's operand order picks, here as there (HLO leaves it
//   unspecified).
// - maximum, minimum and clamp return one of their operands (float_max,
//   float_min); comparisons are IEEE's (a total-order comparison is left to
//   compare_scalar).
// - select and bitwise logic move stored elements: a narrow integer is
//   stored as its 32-bit extension, and and, or and xor of extensions are the
//   extension of the result.
#include <cstring>

#include "reference/element_blocks.h"
#include "reference/ops.h"

namespace kiln::reference {

namespace {

float f32_of(uint32_t bits) {
  float f;
  std::memcpy(&f, &bits, sizeof f);
  return f;
}

uint32_t bits_of(float f) {
  uint32_t bits;
  std::memcpy(&bits, &f, sizeof bits);
  return bits;
}

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

template <typename Op>
void apply(const RefArray& a, const RefArray& b, RefArray& out, int threads, Op op) {
  const Operand<uint32_t> x(a), y(b);
  for_each_output<uint32_t>(out, threads, [&](int64_t k) {
    return bits_of(static_cast<float>(op(static_cast<double>(f32_of(x[k])), static_cast<double>(f32_of(y[k])))));
  });
}

bool eval_f32_compare(ComparisonDirection direction, const RefArray& a, const RefArray& b, RefArray& out, int threads) {
  const Operand<uint32_t> x(a), y(b);
  auto compare = [&](auto less_or_equal) {
    for_each_output<uint32_t>(out, threads, [&](int64_t k) { return static_cast<uint32_t>(less_or_equal(f32_of(x[k]), f32_of(y[k]))); });
  };
  switch (direction) {
    case ComparisonDirection::EQ: compare([](float u, float v) { return u == v; }); return true;
    case ComparisonDirection::NE: compare([](float u, float v) { return u != v; }); return true;  // true for NaN
    case ComparisonDirection::LT: compare([](float u, float v) { return u < v; }); return true;
    case ComparisonDirection::LE: compare([](float u, float v) { return u <= v; }); return true;
    case ComparisonDirection::GT: compare([](float u, float v) { return u > v; }); return true;
    case ComparisonDirection::GE: compare([](float u, float v) { return u >= v; }); return true;
  }
  return false;
}

void eval_f32_clamp(const RefArray& lo, const RefArray& x, const RefArray& hi, RefArray& out, int threads) {
  const Operand<uint32_t> l(lo), v(x), h(hi);
  for_each_output<uint32_t>(out, threads, [&](int64_t k) {
    const double clamped = float_min(float_max(f32_of(v[k]), f32_of(l[k])), f32_of(h[k]));
    return bits_of(static_cast<float>(clamped));
  });
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
  if (out.dtype() != DType::F32 || a.dtype() != DType::F32 || b.dtype() != DType::F32) return false;
  switch (op) {
    case OpCode::Add: apply(a, b, out, threads, [](double u, double v) { return u + v; }); return true;
    case OpCode::Subtract: apply(a, b, out, threads, [](double u, double v) { return u - v; }); return true;
    case OpCode::Multiply: apply(a, b, out, threads, [](double u, double v) { return u * v; }); return true;
    case OpCode::Divide: apply(a, b, out, threads, [](double u, double v) { return u / v; }); return true;
    case OpCode::Maximum: apply(a, b, out, threads, float_max); return true;
    case OpCode::Minimum: apply(a, b, out, threads, float_min); return true;
    default: return false;
  }
}

bool eval_whole_array(const Node& node, const std::vector<RefArray>& in, RefArray& out, int threads) {
  const OpCode op = node.op();
  const DType first = in.empty() ? out.dtype() : in[0].dtype();
  switch (op) {
    case OpCode::Compare:
      return first == DType::F32 && in[1].dtype() == DType::F32 && node.attrs().comparison_type != ComparisonType::TotalOrder &&
             eval_f32_compare(node.attrs().direction, in[0], in[1], out, threads);
    case OpCode::Clamp:
      if (out.dtype() != DType::F32 || first != DType::F32 || in[1].dtype() != DType::F32 || in[2].dtype() != DType::F32) return false;
      eval_f32_clamp(in[0], in[1], in[2], out, threads);
      return true;
    case OpCode::Select:
      if (in[1].dtype() != out.dtype() || in[2].dtype() != out.dtype()) return false;
      if (out.bytes_per_element() == 8) {
        select_stored<uint64_t>(in[0], in[1], in[2], out, threads);
      } else {
        select_stored<uint32_t>(in[0], in[1], in[2], out, threads);
      }
      return true;
    case OpCode::And: case OpCode::Or: case OpCode::Xor:
      if (is_float(out.dtype()) || first != out.dtype() || in[1].dtype() != out.dtype()) return false;
      return out.bytes_per_element() == 8 ? bitwise_stored<uint64_t>(op, in[0], in[1], out, threads)
                                          : bitwise_stored<uint32_t>(op, in[0], in[1], out, threads);
    default:
      return in.size() == 2 && eval_f32_arithmetic(op, in[0], in[1], out, threads);
  }
}

}  // namespace kiln::reference
