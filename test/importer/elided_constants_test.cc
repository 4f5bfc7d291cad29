// Elided constants (`{...}`) get values by their role: weights by fan-in,
// biases small, scales near one (importer/elided_constants.h).
#include <gtest/gtest.h>

#include <cmath>

#include "importer/import.h"
#include "support/error.h"

namespace kiln {
namespace {

// A conv kernel through a reshape (fan-in 3*3*16 = 144), a dot weight (fan-in
// 64), a broadcast bias, a scale, and a comparison threshold.
constexpr const char* kModel = R"(
ENTRY e {
  x = f32[1,8,8,16] parameter(0)
  k0 = f32[3,3,16,32] constant({...})
  k = f32[3,3,16,32] reshape(k0)
  c = f32[1,8,8,32] convolution(x, k), window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f
  b = f32[32] constant({...})
  bb = f32[1,8,8,32] broadcast(b), dimensions={3}
  y = f32[1,8,8,32] add(c, bb)
  s = f32[32] constant({...})
  sb = f32[1,8,8,32] broadcast(s), dimensions={3}
  z = f32[1,8,8,32] multiply(y, sb)
  r = f32[64,32] reshape(z)
  w = f32[32,2000] constant({...})
  d = f32[64,2000] dot(r, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  t = f32[64,2000] constant({...})
  ROOT q = pred[64,2000] compare(d, t), direction=GT
}
)";

struct Stats {
  double mean = 0, stddev = 0, min = 1e300, max = -1e300;
};

Stats stats_of(const Module& m, const char* name) {
  const Literal& l = *m.entry()->find(name)->attrs().literal;
  Stats s;
  double sum = 0, sq = 0;
  for (int64_t i = 0; i < l.num_elements(); ++i) {
    const double v = l.get_double(i);
    sum += v;
    sq += v * v;
    s.min = std::min(s.min, v);
    s.max = std::max(s.max, v);
  }
  const double n = static_cast<double>(l.num_elements());
  s.mean = sum / n;
  s.stddev = std::sqrt(sq / n - s.mean * s.mean);
  return s;
}

std::unique_ptr<Module> import_with(ElidedConstants mode, uint64_t seed = 5) {
  ImportOptions o;
  o.elided_constants = mode;
  o.elided_constant_seed = seed;
  o.warn = [](const std::string&) {};
  return import_hlo_text(kModel, "elided.hlo", o);
}

TEST(ElidedConstants, ScaledByRole) {
  const auto m = import_with(ElidedConstants::Scaled);
  EXPECT_NEAR(stats_of(*m, "k0").stddev, std::sqrt(2.0 / 144), 0.01);  // conv weight, seen through a reshape
  EXPECT_NEAR(stats_of(*m, "w").stddev, std::sqrt(2.0 / 32), 0.01);    // dot weight: K = 32
  EXPECT_NEAR(stats_of(*m, "b").stddev, 0.1, 0.04);                     // bias
  const Stats s = stats_of(*m, "s");
  EXPECT_GE(s.min, 0.5);                                                // scale
  EXPECT_LT(s.max, 1.5);
  EXPECT_NEAR(stats_of(*m, "t").stddev, 1.0, 0.02);                     // anything else
}

TEST(ElidedConstants, NormalAndZeros) {
  const auto n = import_with(ElidedConstants::Normal);
  EXPECT_NEAR(stats_of(*n, "k0").stddev, 1.0, 0.05);
  EXPECT_NEAR(stats_of(*n, "s").stddev, 1.0, 0.4);
  const auto z = import_with(ElidedConstants::Zeros);
  EXPECT_EQ(stats_of(*z, "k0").max, 0.0);
  EXPECT_EQ(stats_of(*z, "k0").min, 0.0);
}

TEST(ElidedConstants, SeededAndIndependentOfOtherConstants) {
  const auto a = import_with(ElidedConstants::Scaled, 5);
  const auto b = import_with(ElidedConstants::Scaled, 5);
  const auto c = import_with(ElidedConstants::Scaled, 6);
  EXPECT_EQ(*a->entry()->find("w")->attrs().literal, *b->entry()->find("w")->attrs().literal);
  EXPECT_NE(*a->entry()->find("w")->attrs().literal, *c->entry()->find("w")->attrs().literal);
  // Names seed the values: w and t have the same shape, not the same values.
  EXPECT_NE(a->entry()->find("w")->attrs().literal->get_double(0), a->entry()->find("t")->attrs().literal->get_double(0));
}

TEST(ElidedConstants, ModeNamesParse) {
  EXPECT_EQ(parse_elided_constants("zeros"), ElidedConstants::Zeros);
  EXPECT_THROW(parse_elided_constants("ones"), UserError);
}

}  // namespace
}  // namespace kiln
