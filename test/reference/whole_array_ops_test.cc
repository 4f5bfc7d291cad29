// The reference's whole-array elementwise ops (whole_array_ops.cc) give
// the scalar rules' bits (scalar_ops.h) for every pair of values (signed
// zeros, infinities, denormals), and NaN wherever they give NaN: of two NaN
// operands, which payload comes out is the compiler's choice of operand
// order in both, and HLO leaves it unspecified.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <random>

#include "reference/element_blocks.h"
#include "reference/evaluator.h"
#include "reference/ops.h"
#include "test_util.h"

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
  for (OpCode op : {OpCode::Add, OpCode::Subtract, OpCode::Multiply, OpCode::Divide, OpCode::Maximum, OpCode::Minimum}) {
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
  EXPECT_FALSE(reference::eval_f32_arithmetic(OpCode::Remainder, a, a, out, 1));
  RefArray bf16(TensorType(DType::BF16, {2}));
  RefArray bf16_out(TensorType(DType::BF16, {2}));
  EXPECT_FALSE(reference::eval_f32_arithmetic(OpCode::Add, bf16, bf16, bf16_out, 1));
}

// Comparison, clamp, select and bitwise logic through the evaluator (the
// whole-array paths) against the scalar rules, element by element: f32
// pairs from the special values above, integers of four widths with their
// extremes and -1.
TEST(ReferenceWholeArrays, CompareClampSelectAndLogicGiveTheScalarRulesValues) {
  const uint64_t seed = 20261201;
  const std::vector<uint32_t> pool = values(seed);
  std::vector<double> xs, ys;
  for (uint32_t x : pool) {
    for (uint32_t y : pool) {
      float u, v;
      std::memcpy(&u, &x, sizeof u);
      std::memcpy(&v, &y, sizeof v);
      xs.push_back(u);
      ys.push_back(v);
    }
  }
  // f64 too: parity's unrounded run widens every float to f64. Its pool adds
  // values f32 cannot hold.
  for (const DType dtype : {DType::F32, DType::F64}) {
    const std::string type = dtype == DType::F32 ? "f32" : "f64";
    SCOPED_TRACE(type);
    std::vector<double> as = xs, bs = ys;
    if (dtype == DType::F64) {
      for (double v : {1e300, -1e-310, 4.9e-324, 1.0 + 0x1p-52}) {
        for (double w : {3.0, -1e300, 1e-320}) {
          as.push_back(v);
          bs.push_back(w);
        }
      }
    }
    const int64_t n = static_cast<int64_t>(as.size());
    const std::string shape = type + "[" + std::to_string(n) + "]", pred = "pred[" + std::to_string(n) + "]";
    const auto module = testing::parse("ENTRY e {\n  a = " + shape + " parameter(0)\n  b = " + shape + " parameter(1)\n  lo = " + type +
                                       "[] parameter(2)\n  eq = " + pred + " compare(a, b), direction=EQ\n  ne = " + pred +
                                       " compare(a, b), direction=NE\n  lt = " + pred + " compare(a, b), direction=LT\n  le = " + pred +
                                       " compare(a, b), direction=LE\n  gt = " + pred + " compare(a, b), direction=GT\n  ge = " + pred +
                                       " compare(a, b), direction=GE\n  c = " + shape + " clamp(lo, a, b)\n  s = " + shape +
                                       " select(lt, b, a)\n  x = " + pred + " xor(eq, le)\n  ad = " + shape + " add(a, b)\n  dv = " + shape +
                                       " divide(a, b)\n  mn = " + shape + " minimum(a, b)\n  ROOT t = (" + pred + ", " + pred + ", " + pred + ", " + pred +
                                       ", " + pred + ", " + pred + ", " + shape + ", " + shape + ", " + pred + ", " + shape + ", " + shape + ", " + shape +
                                       ") tuple(eq, ne, lt, le, gt, ge, c, s, x, ad, dv, mn)\n}\n");
    const double lo = -0.0;  // the clamp's scalar bound: a signed zero
    const std::vector<Literal> out =
        evaluate(*module->entry(), {testing::make(dtype, {n}, as), testing::make(dtype, {n}, bs), testing::make(dtype, {}, {lo})});
    const ComparisonDirection directions[] = {ComparisonDirection::EQ, ComparisonDirection::NE, ComparisonDirection::LT,
                                              ComparisonDirection::LE, ComparisonDirection::GT, ComparisonDirection::GE};
    using reference::from_double;
    auto same = [](double got, reference::Bits want) {
      const double w = reference::as_double(want);
      return std::isnan(w) ? std::isnan(got) : from_double(got) == want;
    };
    for (int64_t k = 0; k < n; ++k) {
      const size_t i = static_cast<size_t>(k);
      const reference::Bits a = from_double(as[i]), b = from_double(bs[i]);
      for (size_t d = 0; d < 6; ++d) {
        ASSERT_EQ(out[d].get_bits(k), reference::compare_scalar(dtype, directions[d], ComparisonType::Default, a, b) ? 1u : 0u)
            << "compare " << d << " of " << as[i] << " and " << bs[i] << " (seed " << seed << ")";
      }
      ASSERT_TRUE(same(out[6].get_double(k), reference::eval_clamp(dtype, from_double(lo), a, b)))
          << "clamp(-0, " << as[i] << ", " << bs[i] << ") (seed " << seed << ")";
      ASSERT_TRUE(same(out[7].get_double(k), as[i] < bs[i] ? b : a)) << k;
      ASSERT_EQ(out[8].get_bits(k), (as[i] == bs[i]) != (as[i] <= bs[i]) ? 1u : 0u) << k;
      const OpCode ops[] = {OpCode::Add, OpCode::Divide, OpCode::Minimum};
      for (size_t o = 0; o < 3; ++o) {
        ASSERT_TRUE(same(out[9 + o].get_double(k), reference::eval_binary(ops[o], dtype, a, b, Attrs{})))
            << opcode_name(ops[o]) << " of " << as[i] << " and " << bs[i] << " (seed " << seed << ")";
      }
    }
  }

  // Bitwise logic and select of integers, stored 4 or 8 bytes wide.
  for (const char* type : {"s8", "u16", "s32", "s64", "u64"}) {
    SCOPED_TRACE(type);
    const std::string shape = std::string(type) + "[64]";
    const auto ints = testing::parse("ENTRY e {\n  a = " + shape + " parameter(0)\n  b = " + shape + " parameter(1)\n  p = pred[64] parameter(2)\n  x = " + shape +
                                     " and(a, b)\n  y = " + shape + " or(a, b)\n  z = " + shape + " xor(a, b)\n  s = " + shape +
                                     " select(p, a, b)\n  ROOT t = (" + shape + ", " + shape + ", " + shape + ", " + shape + ") tuple(x, y, z, s)\n}\n");
    const DType dtype = ints->entry()->parameters()[0]->type().dtype;
    std::mt19937_64 rng(seed);
    std::vector<int64_t> av, bv, pv;
    const int64_t extremes[] = {0, -1, 1, INT64_MIN, INT64_MAX, -128, 127, 255, 65535, INT32_MIN};
    for (int i = 0; i < 64; ++i) {
      av.push_back(i < 10 ? extremes[i] : static_cast<int64_t>(rng()));
      bv.push_back(i < 10 ? extremes[9 - i] : static_cast<int64_t>(rng()));
      pv.push_back(static_cast<int64_t>(rng() & 1));
    }
    Literal a = testing::make_int(dtype, {64}, av), b = testing::make_int(dtype, {64}, bv);  // wrapped to the width
    const std::vector<Literal> r = evaluate(*ints->entry(), {a, b, testing::make_int(DType::Pred, {64}, pv)});
    for (int64_t k = 0; k < 64; ++k) {
      const uint64_t x = a.get_bits(k), y = b.get_bits(k);
      ASSERT_EQ(r[0].get_bits(k), x & y) << k;
      ASSERT_EQ(r[1].get_bits(k), x | y) << k;
      ASSERT_EQ(r[2].get_bits(k), x ^ y) << k;
      ASSERT_EQ(r[3].get_bits(k), pv[static_cast<size_t>(k)] ? x : y) << k;
    }
  }
}

}  // namespace
}  // namespace kiln
