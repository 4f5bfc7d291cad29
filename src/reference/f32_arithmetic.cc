// f32 arithmetic on whole arrays, the reference's commonest ops (nanoGPT's
// attention is tens of millions of elements an op), without eval_binary's
// dispatch per element. The values are eval_binary's: it computes in double
// and rounds once to f32, which for +, -, * and / of two f32 values is the
// IEEE f32 result (double's 53 bits are more than 2 * 24 + 2). Of two NaN
// operands, the payload that comes out is whichever the compiler's operand
// order picks, here as there (HLO leaves it unspecified).
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

template <typename Op>
void apply(const RefArray& a, const RefArray& b, RefArray& out, int threads, Op op) {
  const uint32_t* x = a.f32_bits();
  const uint32_t* y = b.f32_bits();
  uint32_t* r = out.f32_bits();
  const bool x_scalar = a.size() == 1, y_scalar = b.size() == 1;
  for_each_element_block(out.size(), 1, threads, [&](int64_t begin, int64_t end) {
    for (int64_t k = begin; k < end; ++k) {
      const double u = f32_of(x[x_scalar ? 0 : k]), v = f32_of(y[y_scalar ? 0 : k]);
      r[k] = bits_of(static_cast<float>(op(u, v)));
    }
  });
}

}  // namespace

bool eval_f32_arithmetic(OpCode op, const RefArray& a, const RefArray& b, RefArray& out, int threads) {
  if (out.dtype() != DType::F32 || a.dtype() != DType::F32 || b.dtype() != DType::F32) return false;
  switch (op) {
    case OpCode::Add: apply(a, b, out, threads, [](double u, double v) { return u + v; }); return true;
    case OpCode::Subtract: apply(a, b, out, threads, [](double u, double v) { return u - v; }); return true;
    case OpCode::Multiply: apply(a, b, out, threads, [](double u, double v) { return u * v; }); return true;
    case OpCode::Divide: apply(a, b, out, threads, [](double u, double v) { return u / v; }); return true;
    default: return false;
  }
}

}  // namespace kiln::reference
