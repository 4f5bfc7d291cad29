// The reference evaluator's elementwise semantics against hand-computed values,
// with HLO's edge cases: integer wrap, division by zero, shifts past the width,
// NaN in max/min, pow of negative bases, f16/bf16 rounding, converts.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "test_util.h"

namespace kiln {
namespace {

using testing::identical;
using testing::make;
using testing::make_int;

std::string shape_of(const Literal& l) { return l.type().to_string(false); }

// Runs `op` (with `attrs`) on one or more operands of the same shape.
Literal apply(const std::string& op, DType out, const std::vector<Literal>& in, const std::string& attrs = "") {
  std::string body;
  std::string operands;
  for (size_t i = 0; i < in.size(); ++i) {
    body += fmt::format("  p{} = {} parameter({})\n", i, shape_of(in[i]), i);
    operands += fmt::format("{}p{}", i ? ", " : "", i);
  }
  const std::string hlo = fmt::format("HloModule t\nENTRY e {{\n{}  ROOT r = {} {}({}){}\n}}\n", body,
                                      TensorType(out, in.back().dims()).to_string(false), op, operands,
                                      attrs.empty() ? "" : ", " + attrs);
  return testing::run_reference(hlo, in)[0];
}

const double kNan = std::numeric_limits<double>::quiet_NaN();
const double kInf = std::numeric_limits<double>::infinity();

TEST(ReferenceUnary, Transcendentals) {
  const Literal x = make(DType::F64, {3}, {0.0, 1.0, -1.0});
  EXPECT_TRUE(identical(apply("exponential", DType::F64, {x}), make(DType::F64, {3}, {1.0, M_E, 1 / M_E})));
  EXPECT_TRUE(testing::all_close(apply("exponential-minus-one", DType::F64, {x}), {0.0, M_E - 1, 1 / M_E - 1}, 1e-15));
  EXPECT_TRUE(testing::all_close(apply("tanh", DType::F64, {x}), {0.0, 0.7615941559557649, -0.7615941559557649}, 1e-15));
  EXPECT_TRUE(testing::all_close(apply("logistic", DType::F64, {x}), {0.5, 0.7310585786300049, 0.2689414213699951}, 1e-15));
  EXPECT_TRUE(testing::all_close(apply("sine", DType::F64, {x}), {0.0, 0.8414709848078965, -0.8414709848078965}, 1e-15));
  EXPECT_TRUE(testing::all_close(apply("cosine", DType::F64, {x}), {1.0, 0.5403023058681398, 0.5403023058681398}, 1e-15));
  EXPECT_TRUE(testing::all_close(apply("tan", DType::F64, {x}), {0.0, 1.5574077246549023, -1.5574077246549023}, 1e-15));
  EXPECT_TRUE(testing::all_close(apply("erf", DType::F64, {x}), {0.0, 0.8427007929497149, -0.8427007929497149}, 1e-15));
  const Literal pos = make(DType::F64, {3}, {1.0, 4.0, 0.0});
  EXPECT_TRUE(testing::all_close(apply("log", DType::F64, {pos}), {0.0, std::log(4.0), -kInf}, 1e-15));
  EXPECT_TRUE(testing::all_close(apply("log-plus-one", DType::F64, {pos}), {std::log(2.0), std::log(5.0), 0.0}, 1e-15));
  EXPECT_TRUE(identical(apply("sqrt", DType::F64, {pos}), make(DType::F64, {3}, {1.0, 2.0, 0.0})));
  EXPECT_TRUE(identical(apply("rsqrt", DType::F64, {pos}), make(DType::F64, {3}, {1.0, 0.5, kInf})));
  EXPECT_TRUE(identical(apply("cbrt", DType::F64, {make(DType::F64, {2}, {-8.0, 27.0})}), make(DType::F64, {2}, {-2.0, 3.0})));
  EXPECT_TRUE(std::isnan(apply("log", DType::F64, {make(DType::F64, {1}, {-1.0})}).get_double(0)));
}

TEST(ReferenceUnary, F32ResultsAreRoundedToF32) {
  const Literal x = make(DType::F32, {1}, {1.0});
  EXPECT_EQ(apply("exponential", DType::F32, {x}).get_double(0), static_cast<double>(static_cast<float>(M_E)));
}

TEST(ReferenceUnary, RoundingOps) {
  const Literal x = make(DType::F32, {6}, {2.5, 3.5, -2.5, 0.5, -1.7, 1.2});
  EXPECT_TRUE(identical(apply("round-nearest-even", DType::F32, {x}), make(DType::F32, {6}, {2, 4, -2, 0, -2, 1})));
  EXPECT_TRUE(identical(apply("round-nearest-afz", DType::F32, {x}), make(DType::F32, {6}, {3, 4, -3, 1, -2, 1})));
  EXPECT_TRUE(identical(apply("floor", DType::F32, {x}), make(DType::F32, {6}, {2, 3, -3, 0, -2, 1})));
  EXPECT_TRUE(identical(apply("ceil", DType::F32, {x}), make(DType::F32, {6}, {3, 4, -2, 1, -1, 2})));
}

TEST(ReferenceUnary, SignAbsNegate) {
  const Literal f = make(DType::F32, {4}, {-3.0, -0.0, kNan, 2.0});
  const Literal s = apply("sign", DType::F32, {f});
  EXPECT_EQ(s.get_double(0), -1.0);
  EXPECT_TRUE(std::signbit(s.get_double(1)) && s.get_double(1) == 0.0);  // sign(-0) = -0
  EXPECT_TRUE(std::isnan(s.get_double(2)));
  EXPECT_EQ(s.get_double(3), 1.0);
  EXPECT_TRUE(identical(apply("sign", DType::S32, {make_int(DType::S32, {3}, {-5, 0, 7})}), make_int(DType::S32, {3}, {-1, 0, 1})));
  // abs and negate of INT_MIN wrap to INT_MIN.
  EXPECT_TRUE(identical(apply("abs", DType::S8, {make_int(DType::S8, {3}, {-128, -5, 5})}), make_int(DType::S8, {3}, {-128, 5, 5})));
  EXPECT_TRUE(identical(apply("negate", DType::S8, {make_int(DType::S8, {2}, {-128, 5})}), make_int(DType::S8, {2}, {-128, -5})));
  EXPECT_TRUE(identical(apply("negate", DType::U8, {make_int(DType::U8, {2}, {1, 0})}), make_int(DType::U8, {2}, {255, 0})));
}

TEST(ReferenceUnary, BitOps) {
  EXPECT_TRUE(identical(apply("not", DType::Pred, {make_int(DType::Pred, {2}, {0, 1})}), make_int(DType::Pred, {2}, {1, 0})));
  EXPECT_TRUE(identical(apply("not", DType::S32, {make_int(DType::S32, {2}, {0, 5})}), make_int(DType::S32, {2}, {-1, -6})));
  EXPECT_TRUE(identical(apply("popcnt", DType::S8, {make_int(DType::S8, {3}, {-1, 0, 6})}), make_int(DType::S8, {3}, {8, 0, 2})));
  EXPECT_TRUE(identical(apply("clz", DType::S32, {make_int(DType::S32, {4}, {1, 0, -1, 256})}), make_int(DType::S32, {4}, {31, 32, 0, 23})));
  EXPECT_TRUE(identical(apply("clz", DType::U16, {make_int(DType::U16, {1}, {1})}), make_int(DType::U16, {1}, {15})));
}

TEST(ReferenceUnary, CopyKeepsValuesAcrossLayouts) {
  const auto out = testing::run_reference(
      "ENTRY e {\n  x = f32[2,2]{1,0} parameter(0)\n  ROOT c = f32[2,2]{0,1} copy(x)\n}\n",
      {make(DType::F32, {2, 2}, {1, 2, 3, 4})});
  EXPECT_TRUE(identical(out[0], make(DType::F32, {2, 2}, {1, 2, 3, 4})));  // logical values; only the layout changes
}

TEST(ReferenceUnary, IsFinite) {
  EXPECT_TRUE(identical(apply("is-finite", DType::Pred, {make(DType::F32, {4}, {1.0, kInf, -kInf, kNan})}),
                        make_int(DType::Pred, {4}, {1, 0, 0, 0})));
}

TEST(ReferenceBinary, IntegerArithmeticWraps) {
  EXPECT_TRUE(identical(apply("add", DType::S8, {make_int(DType::S8, {1}, {127}), make_int(DType::S8, {1}, {1})}),
                        make_int(DType::S8, {1}, {-128})));
  EXPECT_TRUE(identical(apply("add", DType::U8, {make_int(DType::U8, {1}, {255}), make_int(DType::U8, {1}, {1})}),
                        make_int(DType::U8, {1}, {0})));
  EXPECT_TRUE(identical(apply("subtract", DType::U32, {make_int(DType::U32, {1}, {0}), make_int(DType::U32, {1}, {1})}),
                        make_int(DType::U32, {1}, {4294967295})));
  EXPECT_TRUE(identical(apply("multiply", DType::S32, {make_int(DType::S32, {1}, {65536}), make_int(DType::S32, {1}, {65536})}),
                        make_int(DType::S32, {1}, {0})));
  EXPECT_TRUE(identical(apply("multiply", DType::S64, {make_int(DType::S64, {1}, {INT64_MAX}), make_int(DType::S64, {1}, {2})}),
                        make_int(DType::S64, {1}, {-2})));
}

TEST(ReferenceBinary, IntegerDivisionEdgeCases) {
  const Literal a = make_int(DType::S32, {5}, {7, INT32_MIN, -7, -7, 7});
  const Literal b = make_int(DType::S32, {5}, {0, -1, 2, 0, -2});
  EXPECT_TRUE(identical(apply("divide", DType::S32, {a, b}), make_int(DType::S32, {5}, {-1, INT32_MIN, -3, -1, -3})));
  EXPECT_TRUE(identical(apply("remainder", DType::S32, {a, b}), make_int(DType::S32, {5}, {7, 0, -1, -7, 1})));
  const Literal ua = make_int(DType::U32, {2}, {7, 9});
  const Literal ub = make_int(DType::U32, {2}, {0, 4});
  EXPECT_TRUE(identical(apply("divide", DType::U32, {ua, ub}), make_int(DType::U32, {2}, {4294967295, 2})));
  EXPECT_TRUE(identical(apply("remainder", DType::U32, {ua, ub}), make_int(DType::U32, {2}, {7, 1})));
}

TEST(ReferenceBinary, FloatDivisionAndRemainder) {
  const Literal a = make(DType::F32, {4}, {1.0, -1.0, 0.0, 5.5});
  const Literal b = make(DType::F32, {4}, {0.0, 0.0, 0.0, 2.0});
  const Literal q = apply("divide", DType::F32, {a, b});
  EXPECT_EQ(q.get_double(0), kInf);
  EXPECT_EQ(q.get_double(1), -kInf);
  EXPECT_TRUE(std::isnan(q.get_double(2)));
  EXPECT_TRUE(identical(apply("remainder", DType::F32, {make(DType::F32, {2}, {5.5, -5.5}), make(DType::F32, {2}, {2.0, 2.0})}),
                        make(DType::F32, {2}, {1.5, -1.5})));
}

TEST(ReferenceBinary, ShiftsPastTheBitWidth) {
  const Literal x = make_int(DType::S32, {5}, {1, 1, -8, -8, -8});
  const Literal n = make_int(DType::S32, {5}, {31, 32, 40, -1, 1});
  EXPECT_TRUE(identical(apply("shift-left", DType::S32, {x, n}), make_int(DType::S32, {5}, {INT32_MIN, 0, 0, 0, -16})));
  EXPECT_TRUE(identical(apply("shift-right-arithmetic", DType::S32, {x, n}), make_int(DType::S32, {5}, {0, 0, -1, -1, -4})));
  EXPECT_TRUE(identical(apply("shift-right-logical", DType::S32, {x, n}), make_int(DType::S32, {5}, {0, 0, 0, 0, 0x7ffffffc})));
  EXPECT_TRUE(identical(apply("shift-right-logical", DType::S32, {make_int(DType::S32, {1}, {-8}), make_int(DType::S32, {1}, {28})}),
                        make_int(DType::S32, {1}, {15})));
  EXPECT_TRUE(identical(apply("shift-right-arithmetic", DType::U8, {make_int(DType::U8, {2}, {0x80, 0x80}), make_int(DType::U8, {2}, {1, 9})}),
                        make_int(DType::U8, {2}, {0xc0, 0xff})));
}

TEST(ReferenceBinary, MaxMinPropagateNan) {
  const Literal a = make(DType::F32, {3}, {kNan, 1.0, 2.0});
  const Literal b = make(DType::F32, {3}, {1.0, kNan, 3.0});
  const Literal mx = apply("maximum", DType::F32, {a, b});
  const Literal mn = apply("minimum", DType::F32, {a, b});
  EXPECT_TRUE(std::isnan(mx.get_double(0)) && std::isnan(mx.get_double(1)));
  EXPECT_TRUE(std::isnan(mn.get_double(0)) && std::isnan(mn.get_double(1)));
  EXPECT_EQ(mx.get_double(2), 3.0);
  EXPECT_EQ(mn.get_double(2), 2.0);
  EXPECT_TRUE(identical(apply("maximum", DType::U8, {make_int(DType::U8, {1}, {200}), make_int(DType::U8, {1}, {100})}),
                        make_int(DType::U8, {1}, {200})));
}

// IEEE 754-2019 maximum and minimum: -0 < +0 whichever operand comes first,
// so a max or min reduction has one answer in any order.
TEST(ReferenceBinary, MaxMinOrderSignedZeros) {
  const Literal a = make(DType::F32, {4}, {-0.0, 0.0, -0.0, 0.0});
  const Literal b = make(DType::F32, {4}, {0.0, -0.0, -0.0, 0.0});
  const Literal mx = apply("maximum", DType::F32, {a, b});
  const Literal mn = apply("minimum", DType::F32, {a, b});
  const bool max_signs[] = {false, false, true, false}, min_signs[] = {true, true, true, false};
  for (int i = 0; i < 4; ++i) {
    EXPECT_EQ(mx.get_double(i), 0.0);
    EXPECT_EQ(std::signbit(mx.get_double(i)), max_signs[i]) << "maximum, element " << i;
    EXPECT_EQ(std::signbit(mn.get_double(i)), min_signs[i]) << "minimum, element " << i;
  }
}

TEST(ReferenceBinary, PowerOfNegativeBases) {
  const Literal base = make(DType::F32, {5}, {-2.0, -2.0, -8.0, 0.0, kNan});
  const Literal exp = make(DType::F32, {5}, {3.0, 2.0, 1.0 / 3.0, 0.0, 0.0});
  const Literal p = apply("power", DType::F32, {base, exp});
  EXPECT_EQ(p.get_double(0), -8.0);
  EXPECT_EQ(p.get_double(1), 4.0);
  EXPECT_TRUE(std::isnan(p.get_double(2)));  // negative base, fractional exponent
  EXPECT_EQ(p.get_double(3), 1.0);
  EXPECT_EQ(p.get_double(4), 1.0);  // x^0 = 1 even for NaN
  EXPECT_TRUE(identical(apply("power", DType::S32, {make_int(DType::S32, {5}, {2, 1, -1, -3, 3}), make_int(DType::S32, {5}, {-1, -5, -1, 3, 0})}),
                        make_int(DType::S32, {5}, {0, 1, 0, -27, 1})));
}

TEST(ReferenceBinary, Atan2AndLogicalOps) {
  EXPECT_TRUE(testing::all_close(apply("atan2", DType::F64, {make(DType::F64, {2}, {1.0, -1.0}), make(DType::F64, {2}, {1.0, -1.0})}),
                                 {M_PI / 4, -3 * M_PI / 4}, 1e-15));
  const Literal a = make_int(DType::Pred, {4}, {0, 0, 1, 1});
  const Literal b = make_int(DType::Pred, {4}, {0, 1, 0, 1});
  EXPECT_TRUE(identical(apply("and", DType::Pred, {a, b}), make_int(DType::Pred, {4}, {0, 0, 0, 1})));
  EXPECT_TRUE(identical(apply("or", DType::Pred, {a, b}), make_int(DType::Pred, {4}, {0, 1, 1, 1})));
  EXPECT_TRUE(identical(apply("xor", DType::S32, {make_int(DType::S32, {1}, {0b1100}), make_int(DType::S32, {1}, {0b1010})}),
                        make_int(DType::S32, {1}, {0b0110})));
}

TEST(ReferenceCompare, FloatAndTotalOrder) {
  const Literal a = make(DType::F32, {4}, {kNan, -0.0, 1.0, kNan});
  const Literal b = make(DType::F32, {4}, {kNan, 0.0, 2.0, 1.0});
  EXPECT_TRUE(identical(apply("compare", DType::Pred, {a, b}, "direction=EQ"), make_int(DType::Pred, {4}, {0, 1, 0, 0})));
  EXPECT_TRUE(identical(apply("compare", DType::Pred, {a, b}, "direction=NE"), make_int(DType::Pred, {4}, {1, 0, 1, 1})));
  EXPECT_TRUE(identical(apply("compare", DType::Pred, {a, b}, "direction=LT, type=TOTALORDER"), make_int(DType::Pred, {4}, {0, 1, 1, 0})));
  EXPECT_TRUE(identical(apply("compare", DType::Pred, {a, b}, "direction=EQ, type=TOTALORDER"), make_int(DType::Pred, {4}, {1, 0, 0, 0})));
}

TEST(ReferenceCompare, SignedAndUnsigned) {
  const Literal a = make_int(DType::S32, {2}, {-1, 3});
  const Literal b = make_int(DType::S32, {2}, {1, 3});
  EXPECT_TRUE(identical(apply("compare", DType::Pred, {a, b}, "direction=LT"), make_int(DType::Pred, {2}, {1, 0})));
  EXPECT_TRUE(identical(apply("compare", DType::Pred, {a, b}, "direction=LT, type=UNSIGNED"), make_int(DType::Pred, {2}, {0, 0})));
  EXPECT_TRUE(identical(apply("compare", DType::Pred, {a, b}, "direction=GE"), make_int(DType::Pred, {2}, {0, 1})));
}

TEST(ReferenceTernary, SelectAndClamp) {
  const Literal p = make_int(DType::Pred, {3}, {1, 0, 1});
  const Literal t = make(DType::F32, {3}, {1, 2, 3});
  const Literal f = make(DType::F32, {3}, {-1, -2, -3});
  EXPECT_TRUE(identical(apply("select", DType::F32, {p, t, f}), make(DType::F32, {3}, {1, -2, 3})));
  const std::string hlo = R"(
ENTRY e {
  lo = f32[] parameter(0)
  x = f32[4] parameter(1)
  hi = f32[] parameter(2)
  ROOT c = f32[4] clamp(lo, x, hi)
})";
  const auto out = testing::run_reference(hlo, {testing::scalar(DType::F32, -1), make(DType::F32, {4}, {-5, 0.5, 7, kNan}), testing::scalar(DType::F32, 1)});
  EXPECT_TRUE(testing::all_close(out[0], {-1, 0.5, 1, kNan}, 0));
}

TEST(ReferenceConvert, NarrowFloatsRoundHalfToEven) {
  const Literal x = make(DType::F64, {5}, {1.0 + std::ldexp(1, -11), 1.0 + 3 * std::ldexp(1, -11), 65519.0, 65520.0, 1e-8});
  const Literal h = apply("convert", DType::F16, {x});
  EXPECT_EQ(h.get_double(0), 1.0);
  EXPECT_EQ(h.get_double(1), 1.0 + std::ldexp(1, -9));
  EXPECT_EQ(h.get_double(2), 65504.0);
  EXPECT_EQ(h.get_double(3), kInf);
  EXPECT_EQ(h.get_double(4), std::ldexp(1, -24) * std::nearbyint(1e-8 / std::ldexp(1, -24)));
  const Literal bf = apply("convert", DType::BF16, {make(DType::F32, {2}, {1.0 + std::ldexp(1, -8), 1.0 + 3 * std::ldexp(1, -8)})});
  EXPECT_EQ(bf.get_double(0), 1.0);
  EXPECT_EQ(bf.get_double(1), 1.0 + std::ldexp(1, -6));
}

TEST(ReferenceConvert, FloatToIntTruncatesAndSaturates) {
  const Literal x = make(DType::F32, {6}, {2.7, -2.7, 300.0, -300.0, kNan, kInf});
  EXPECT_TRUE(identical(apply("convert", DType::S8, {x}), make_int(DType::S8, {6}, {2, -2, 127, -128, 0, 127})));
  EXPECT_TRUE(identical(apply("convert", DType::U8, {x}), make_int(DType::U8, {6}, {2, 0, 255, 0, 0, 255})));
}

TEST(ReferenceConvert, IntegerConversionsWrapAndPredIsNonZero) {
  EXPECT_TRUE(identical(apply("convert", DType::S8, {make_int(DType::S32, {2}, {300, -129})}), make_int(DType::S8, {2}, {44, 127})));
  EXPECT_TRUE(identical(apply("convert", DType::Pred, {make(DType::F32, {3}, {0.0, -0.5, kNan})}), make_int(DType::Pred, {3}, {0, 1, 1})));
  EXPECT_TRUE(identical(apply("convert", DType::F32, {make_int(DType::S32, {1}, {16777217})}), make(DType::F32, {1}, {16777216.0})));
  EXPECT_TRUE(identical(apply("convert", DType::F16, {make_int(DType::S32, {1}, {70000})}), make(DType::F16, {1}, {kInf})));
}

TEST(ReferenceConvert, BitcastConvert) {
  EXPECT_TRUE(identical(apply("bitcast-convert", DType::S32, {make(DType::F32, {2}, {1.0, -0.0})}),
                        make_int(DType::S32, {2}, {0x3f800000, INT32_MIN})));
  const std::string hlo = R"(
ENTRY e {
  x = f32[2] parameter(0)
  ROOT b = u16[2,2] bitcast-convert(x)
})";
  const auto out = testing::run_reference(hlo, {make(DType::F32, {2}, {1.0, 2.0})});
  EXPECT_TRUE(identical(out[0], make_int(DType::U16, {2, 2}, {0, 0x3f80, 0, 0x4000})));  // little-endian halves
}

TEST(ReferenceUnary, ReducePrecisionFlushesBelowTheReducedNormalRange) {
  // To f16's range: 1e-6 is an f16 subnormal (XLA flushes it), 1e5 overflows.
  const Literal x = make(DType::F32, {4}, {1e-6, -1e-6, 1e5, 6.1035156e-05});
  const Literal r = apply("reduce-precision", DType::F32, {x}, "exponent_bits=5, mantissa_bits=10");
  EXPECT_EQ(r.get_double(0), 0.0);
  EXPECT_TRUE(std::signbit(r.get_double(1)) && r.get_double(1) == 0.0);
  EXPECT_EQ(r.get_double(2), INFINITY);
  EXPECT_EQ(r.get_double(3), std::ldexp(1, -14));  // the smallest f16 normal stays
  EXPECT_TRUE(std::isnan(apply("reduce-precision", DType::F32, {make(DType::F32, {1}, {kNan})}, "exponent_bits=5, mantissa_bits=10").get_double(0)));
}

TEST(ReferenceUnary, ReducePrecisionToBf16) {
  const Literal x = make(DType::F32, {2}, {1.0 + 3 * std::ldexp(1, -8), 1e39 / 1e38});
  const Literal r = apply("reduce-precision", DType::F32, {x}, "exponent_bits=8, mantissa_bits=7");
  EXPECT_EQ(r.get_double(0), 1.0 + std::ldexp(1, -6));
  EXPECT_EQ(r.get_double(1), 10.0);
}

TEST(ReferenceElementwise, EmptyArrays) {
  const Literal e = make(DType::F32, {0, 3}, {});
  const Literal r = apply("add", DType::F32, {e, e});
  EXPECT_EQ(r.num_elements(), 0);
  EXPECT_EQ(r.dims(), (Dims{0, 3}));
}

}  // namespace
}  // namespace kiln

namespace kiln {
namespace {

// Sub-byte integers (issue 16) against values worked out by hand in 4 and 2
// bits: wrap-around, division by zero and INT_MIN / -1, shifts past the
// width, logical and arithmetic shifts of the sign bit, popcount and clz of
// the value's bits, saturating float converts and wrapping integer ones.
TEST(ReferenceSubByte, FourAndTwoBitIntegersByHand) {
  auto s4 = [](std::vector<int64_t> v) { return make_int(DType::S4, {static_cast<int64_t>(v.size())}, v); };
  auto u4 = [](std::vector<int64_t> v) { return make_int(DType::U4, {static_cast<int64_t>(v.size())}, v); };
  EXPECT_TRUE(identical(apply("add", DType::S4, {s4({7, -8, 3}), s4({1, -1, 4})}), s4({-8, 7, 7})));
  EXPECT_TRUE(identical(apply("add", DType::U4, {u4({15, 8}), u4({1, 9})}), u4({0, 1})));
  EXPECT_TRUE(identical(apply("multiply", DType::S4, {s4({4, -3}), s4({2, 3})}), s4({-8, 7})));  // 8 and -9 wrap
  EXPECT_TRUE(identical(apply("divide", DType::S4, {s4({-8, 5, -7}), s4({-1, 0, 2})}), s4({-8, -1, -3})));
  EXPECT_TRUE(identical(apply("divide", DType::U4, {u4({3, 15}), u4({0, 4})}), u4({15, 3})));
  EXPECT_TRUE(identical(apply("remainder", DType::S4, {s4({-8, 5, -7}), s4({-1, 0, 2})}), s4({0, 5, -1})));
  EXPECT_TRUE(identical(apply("shift-left", DType::S4, {s4({1, 1, 3, 1}), s4({3, 4, 2, -1})}), s4({-8, 0, -4, 0})));
  EXPECT_TRUE(identical(apply("shift-right-logical", DType::S4, {s4({-8, -1, 7}), s4({1, 3, 4})}), s4({4, 1, 0})));
  EXPECT_TRUE(identical(apply("shift-right-arithmetic", DType::S4, {s4({-8, -1, -8, 7}), s4({1, 3, 4, 5})}), s4({-4, -1, -1, 0})));
  EXPECT_TRUE(identical(apply("shift-right-arithmetic", DType::U4, {u4({8, 15, 7}), u4({1, 2, 1})}), u4({12, 15, 3})));
  EXPECT_TRUE(identical(apply("popcnt", DType::S4, {s4({-1, -8, 5})}), s4({4, 1, 2})));
  EXPECT_TRUE(identical(apply("clz", DType::S4, {s4({1, 0, -1, 4})}), s4({3, 4, 0, 1})));
  EXPECT_TRUE(identical(apply("negate", DType::S4, {s4({-8, 3})}), s4({-8, -3})));
  EXPECT_TRUE(identical(apply("not", DType::U4, {u4({5, 0})}), u4({10, 15})));
  EXPECT_TRUE(identical(apply("compare", DType::Pred, {s4({-1, -1}), s4({1, 1})}, "direction=LT"),
                        make_int(DType::Pred, {2}, {1, 1})));
  EXPECT_TRUE(identical(apply("compare", DType::Pred, {s4({-1}), s4({1})}, "direction=LT, type=UNSIGNED"), make_int(DType::Pred, {1}, {0})));
  const Literal f = make(DType::F32, {6}, {100, -100, 3.9, -3.9, kNan, kInf});
  EXPECT_TRUE(identical(apply("convert", DType::S4, {f}), s4({7, -8, 3, -3, 0, 7})));
  EXPECT_TRUE(identical(apply("convert", DType::U4, {f}), u4({15, 0, 3, 0, 0, 15})));
  EXPECT_TRUE(identical(apply("convert", DType::S2, {f}), make_int(DType::S2, {6}, {1, -2, 1, -2, 0, 1})));
  EXPECT_TRUE(identical(apply("convert", DType::S4, {make_int(DType::S32, {3}, {9, -9, 16})}), s4({-7, 7, 0})));
  EXPECT_TRUE(identical(apply("convert", DType::S32, {s4({-8, 7})}), make_int(DType::S32, {2}, {-8, 7})));
  EXPECT_TRUE(identical(apply("bitcast-convert", DType::U4, {s4({-1, -8, 3})}), u4({15, 8, 3})));
  EXPECT_TRUE(identical(apply("bitcast-convert", DType::S4, {u4({15, 8, 3})}), s4({-1, -8, 3})));
  EXPECT_TRUE(identical(apply("add", DType::U2, {make_int(DType::U2, {2}, {3, 2}), make_int(DType::U2, {2}, {1, 3})}),
                        make_int(DType::U2, {2}, {0, 1})));
  // A literal holds each value in range: an s4 element set from 9 reads -7.
  EXPECT_EQ(s4({9}).get_int(0), -7);
}

}  // namespace
}  // namespace kiln
