// The reference's whole-array f32 arithmetic (f32_arithmetic.cc) gives
// eval_binary's bits for every pair of values (signed zeros, infinities,
// denormals), and NaN wherever it gives NaN: of two NaN operands, which
// payload comes out is the compiler's choice of operand order in both, and
// HLO leaves it unspecified.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <random>

#include "reference/element_blocks.h"
#include "reference/ops.h"

namespace kiln {
namespace {

using reference::Bits;
using reference::RefArray;

uint32_t f32_bits(float f) {
  uint32_t b;
  std::memcpy(&b, &f, sizeof b);
  return b;
}

std::vector<uint32_t> values(uint64_t seed) {
  const float inf = std::numeric_limits<float>::infinity();
  std::vector<uint32_t> v;
  for (float f : {0.0f, -0.0f, 1.0f, -1.0f, inf, -inf, 1e-45f, -1e-45f, 1e-40f, 1.17549435e-38f, 3.4028235e38f, -3.4028235e38f, 1.0f / 3}) {
    v.push_back(f32_bits(f));
  }
  for (uint32_t nan : {0x7fc00000u, 0xffc00000u, 0x7fc12345u, 0x7f800001u, 0xff812345u}) v.push_back(nan);  // quiet and signalling
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> mantissa(-2, 2);
  std::uniform_int_distribution<int> exponent(-150, 128);
  for (int i = 0; i < 60; ++i) v.push_back(f32_bits(static_cast<float>(std::ldexp(mantissa(rng), exponent(rng)))));
  return v;
}

RefArray f32_array(const std::vector<uint32_t>& bits) {
  RefArray a(TensorType(DType::F32, {static_cast<int64_t>(bits.size())}), RefArray::Unwritten{});
  std::memcpy(a.f32_bits(), bits.data(), bits.size() * sizeof(uint32_t));
  return a;
}

TEST(ReferenceF32Arithmetic, EveryPairGivesEvalBinarysBits) {
  const uint64_t seed = 20261130;
  const std::vector<uint32_t> pool = values(seed);
  // Every pair, repeated past the size the reference splits over threads.
  std::vector<uint32_t> xs, ys;
  while (xs.size() <= 2 * static_cast<size_t>(reference::kStepsWorthAThread)) {
    for (uint32_t x : pool) {
      for (uint32_t y : pool) {
        xs.push_back(x);
        ys.push_back(y);
      }
    }
  }
  const RefArray a = f32_array(xs), b = f32_array(ys), scalar = f32_array({ys[7]});
  for (OpCode op : {OpCode::Add, OpCode::Subtract, OpCode::Multiply, OpCode::Divide}) {
    for (const RefArray* rhs : {&b, &scalar}) {
      RefArray out(a.type, RefArray::Unwritten{});
      ASSERT_TRUE(reference::eval_f32_arithmetic(op, a, *rhs, out, 2));
      for (int64_t k = 0; k < out.size(); ++k) {
        const Bits want = reference::eval_binary(op, DType::F32, a.get(k), rhs->get(rhs->size() == 1 ? 0 : k), Attrs{});
        if (std::isnan(reference::as_double(want)) && std::isnan(reference::as_double(out.get(k)))) continue;
        ASSERT_EQ(out.get(k), want) << opcode_name(op) << " of f32 bits " << std::hex << xs[static_cast<size_t>(k)] << " and "
                                    << f32_bits(static_cast<float>(reference::as_double(rhs->get(rhs->size() == 1 ? 0 : k))))
                                    << " (seed " << std::dec << seed << ")";
      }
    }
  }
}

TEST(ReferenceF32Arithmetic, LeavesOtherOpsAndDtypesToEvalBinary) {
  const RefArray a = f32_array({f32_bits(1.5f), f32_bits(-2.0f)});
  RefArray out(a.type, RefArray::Unwritten{});
  EXPECT_FALSE(reference::eval_f32_arithmetic(OpCode::Power, a, a, out, 1));
  EXPECT_FALSE(reference::eval_f32_arithmetic(OpCode::Maximum, a, a, out, 1));
  RefArray bf16(TensorType(DType::BF16, {2}));
  RefArray bf16_out(TensorType(DType::BF16, {2}));
  EXPECT_FALSE(reference::eval_f32_arithmetic(OpCode::Add, bf16, bf16, bf16_out, 1));
}

}  // namespace
}  // namespace kiln
