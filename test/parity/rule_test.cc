// The parts of parity's rule, each against hand-made values: where special
// values go, the floors that elements computed from them do not raise, half
// an ulp, the bias test, the precision an output was computed in, and the
// test-only bugs planted in a kernel's output.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "driver/planted_bug.h"
#include "parity/bias.h"
#include "parity/compare.h"
#include "parity/noise_floor.h"
#include "parity/special_values.h"
#include "runtime/host_buffer.h"
#include "support/error.h"
#include "test_util.h"

namespace kiln {
namespace {

bool special(const Literal& l, int64_t i) {
  const double x = l.get_double(i);
  return !std::isfinite(x) || x == 0 || std::fabs(x) == 1 || std::fabs(x) < 1.2e-38;
}

// Special values sit at the crossings of a few rows and columns: some rows
// and some columns hold none, so a GEMM or a row reduction keeps finite rows.
TEST(SpecialValues, GoIntoAFewRowsAndColumnsAndLeaveTheRestOrdinary) {
  for (uint64_t seed = 0; seed < 20; ++seed) {
    Literal l = testing::random_literal(DType::F32, {32, 24}, seed, 0.5, 2.0);  // no ±1, 0 or tiny values of its own
    mix_special_values(l, seed);
    int rows_with = 0, columns_with = 0, specials = 0;
    for (int64_t r = 0; r < 32; ++r) {
      bool any = false;
      for (int64_t c = 0; c < 24; ++c) any = any || special(l, r * 24 + c);
      rows_with += any;
    }
    for (int64_t c = 0; c < 24; ++c) {
      bool any = false;
      for (int64_t r = 0; r < 32; ++r) any = any || special(l, r * 24 + c);
      columns_with += any;
    }
    for (int64_t i = 0; i < l.num_elements(); ++i) specials += special(l, i);
    EXPECT_GE(rows_with, 1) << "seed " << seed;
    EXPECT_LT(rows_with, 32 / 2) << "seed " << seed;
    EXPECT_GE(columns_with, 1) << "seed " << seed;
    EXPECT_LT(columns_with, 24 / 2) << "seed " << seed;
    EXPECT_GT(specials, 0) << "seed " << seed;
  }
  // A scalar keeps its value (it would reach every element); Scattered mixes
  // into any element, scalars included, as the fuzzers want.
  Literal s = testing::scalar(DType::F32, 0.75);
  mix_special_values(s, 1);
  EXPECT_EQ(s.get_double(0), 0.75);
  int changed = 0;
  for (uint64_t seed = 0; seed < 64; ++seed) {
    Literal t = testing::scalar(DType::F32, 0.75);
    mix_special_values(t, seed, SpecialValueLayout::Scattered);
    changed += t.get_double(0) != 0.75;
  }
  EXPECT_GT(changed, 0);
}

TEST(SpecialValues, ExtremesAreNonFiniteOrNoLargerThanTheSmallestNormal) {
  EXPECT_TRUE(is_extreme_float(NAN, DType::F32));
  EXPECT_TRUE(is_extreme_float(-INFINITY, DType::F32));
  EXPECT_TRUE(is_extreme_float(std::ldexp(1.0, -126), DType::F32));
  EXPECT_TRUE(is_extreme_float(-std::ldexp(1.0, -140), DType::F32));
  EXPECT_FALSE(is_extreme_float(std::ldexp(1.0, -125), DType::F32));
  EXPECT_FALSE(is_extreme_float(0.0, DType::F32));
  EXPECT_FALSE(is_extreme_float(-1.0, DType::F32));
  EXPECT_TRUE(is_extreme_float(std::ldexp(1.0, -14), DType::F16));
  Literal marked = testing::make(DType::F32, {4}, {1, INFINITY, 1e-40, -2});
  EXPECT_TRUE(mark_extremes_as_nan(marked));
  EXPECT_EQ(marked.get_double(0), 1);
  EXPECT_TRUE(std::isnan(marked.get_double(1)));
  EXPECT_TRUE(std::isnan(marked.get_double(2)));
  EXPECT_EQ(marked.get_double(3), -2);
  Literal ordinary = testing::make(DType::F32, {2}, {1, -0.5});
  EXPECT_FALSE(mark_extremes_as_nan(ordinary));
}

TEST(NoiseFloor, HalfAnUlpOfTheStoredType) {
  EXPECT_EQ(half_ulp(1.0, DType::F32), std::ldexp(1.0, -24));
  EXPECT_EQ(half_ulp(-1.5, DType::F32), std::ldexp(1.0, -24));
  EXPECT_EQ(half_ulp(2.0, DType::F32), std::ldexp(1.0, -23));
  EXPECT_EQ(half_ulp(1.0, DType::BF16), std::ldexp(1.0, -8));
  EXPECT_EQ(half_ulp(0.0, DType::F32), std::ldexp(1.0, -150));  // half the smallest denormal
  EXPECT_EQ(half_ulp(1e-40, DType::F32), std::ldexp(1.0, -150));
  EXPECT_EQ(half_ulp(1.0, DType::F64), std::ldexp(1.0, -53));
}

// A huge element computed from a denormal (x / 1e-38) must not raise the
// floor of the ordinary elements beside it: they are floored among
// themselves, it among its own group. Unmeasured elements get NaN.
TEST(NoiseFloor, ElementsFromExtremeInputsAreFlooredAmongThemselves) {
  const std::vector<double> sample = {1e-7, 2e-7, 1e23, 1e-7,  //
                                      1e-7, 1e-7, 2e-7, 1e-7};
  const std::vector<NoiseGroup> groups = {NoiseGroup::Ordinary, NoiseGroup::Ordinary, NoiseGroup::FromExtremes, NoiseGroup::Ordinary,
                                          NoiseGroup::Ordinary, NoiseGroup::Ordinary, NoiseGroup::Ordinary, NoiseGroup::Unmeasured};
  const std::vector<double> noise = floored_noise({&sample}, Dims{2, 4}, groups);
  for (size_t e : {0, 1, 3, 4, 5, 6}) EXPECT_LT(noise[e], 3e-7) << e;
  EXPECT_EQ(noise[2], 1e23);
  EXPECT_TRUE(std::isnan(noise[7]));
  // Without groups the one huge element lifts its row and column (and with
  // fewer than 1,000 elements, the whole output).
  const std::vector<double> ungrouped = floored_noise({&sample}, Dims{2, 4});
  EXPECT_GT(ungrouped[0], 1e22);
  // `least` raises each element to at least its own value.
  const std::vector<double> least(8, 5e-7);
  EXPECT_EQ(floored_noise({&sample}, Dims{2, 4}, groups, least)[0], 5e-7);
}

// Errors of one ulp toward zero on every other element lean one way; the
// same errors with random signs do not, nor do errors that the reference's
// own runs share (one rounding of a sum broadcast over the output).
TEST(Bias, ErrorsThatLeanOneWayAreBiasedAndOthersAreNot) {
  const int64_t n = 4096;
  Literal exact(DType::F64, {n}), reference(DType::F32, {n}), toward(DType::F32, {n}), scattered(DType::F32, {n}), shared(DType::F32, {n}),
      shared_reference(DType::F32, {n});
  std::vector<double> noise(static_cast<size_t>(n));
  const Literal draws = testing::random_literal(DType::F64, {n}, 7, -1, 1);
  for (int64_t i = 0; i < n; ++i) {
    const double x = (i % 2 ? 1 : -1) * (1 + 0.5 * draws.get_double(i));  // both signs
    exact.set_double(i, x);
    const auto r = static_cast<float>(x);
    reference.set_double(i, r);
    const float ulp = std::nextafter(std::fabs(r), INFINITY) - std::fabs(r);
    noise[static_cast<size_t>(i)] = ulp / 2;
    toward.set_double(i, (i / 2) % 2 ? std::nextafter(r, 0.0f) : r);
    scattered.set_double(i, (i / 2) % 2 ? r + (draws.get_double(i) > 0 ? ulp : -ulp) : r);
    shared.set_double(i, r + 3 * ulp);  // the whole output moved by one draw...
    shared_reference.set_double(i, r + 2 * ulp);  // ...as the reference's own stepwise run is
  }
  const std::vector<NoiseGroup> groups;
  const BiasTest biased = bias_test(toward, {&reference, &reference, &reference}, exact, noise, groups);
  EXPECT_TRUE(biased.measured);
  EXPECT_TRUE(biased.biased) << biased.mean << " " << biased.z;
  EXPECT_TRUE(biased.toward_zero);
  EXPECT_LT(biased.mean, -0.5);
  EXPECT_FALSE(bias_test(scattered, {&reference, &reference, &reference}, exact, noise, groups).biased);
  EXPECT_FALSE(bias_test(reference, {&reference, &reference, &reference}, exact, noise, groups).biased);
  EXPECT_FALSE(bias_test(shared, {&reference, &shared_reference, &reference}, exact, noise, groups).biased);
  // Exact answers the noise dwarfs (a sum that cancels to 2e-5 where f32
  // sums stray by 2e-3) have no side toward zero: errors that all lean away
  // from them are no bias (their plain mean is 0, the signs alternating).
  Literal tiny_exact(DType::F64, {n}), tiny_reference(DType::F32, {n}), tiny_away(DType::F32, {n});
  for (int64_t i = 0; i < n; ++i) {
    const double x = (i % 2 ? 1 : -1) * 0.01 * (1 + 0.5 * draws.get_double(i));
    tiny_exact.set_double(i, x);
    tiny_reference.set_double(i, static_cast<float>(x));
    tiny_away.set_double(i, static_cast<float>(x + (x > 0 ? 0.5 : -0.5)));
  }
  const std::vector<double> wide(static_cast<size_t>(n), 1.0);
  EXPECT_FALSE(bias_test(tiny_away, {&tiny_reference, &tiny_reference, &tiny_reference}, tiny_exact, wide, groups).biased);
  // Too few elements say nothing.
  Literal few(DType::F32, {8});
  EXPECT_FALSE(bias_test(few, {&few}, few, std::vector<double>(8, 1.0), groups).measured);
}

// A softmax's row is divided by one rounded sum, so rounding moves the whole
// row one way: over a few rows the elements' mean can stand many standard
// errors from 0 (softmax.hlo at seed 3 on the cpu: -8, 4 rows of 16) with no
// bias at all. The rows are then the independent draws, and their means
// scatter; a real bias leans every row alike.
TEST(Bias, RowsMovedByTheirOwnRoundingAreNoBiasButRowsAllLeaningAreOne) {
  const int64_t rows = 8, cols = 64;
  const double row_offsets[rows] = {0.9, -0.5, 0.7, 0.1, 0.8, -0.3, 0.6, 0.2};  // in noise units; mean 0.31
  Literal exact(DType::F64, {rows, cols}), reference(DType::F64, {rows, cols}), moved_rows(DType::F64, {rows, cols}),
      leaning(DType::F64, {rows, cols});
  const Literal draws = testing::random_literal(DType::F64, {rows, cols}, 11, -1, 1);
  for (int64_t i = 0; i < rows * cols; ++i) {
    const double x = 1 + 0.5 * draws.get_double(i), jitter = 0.05 * draws.get_double((i * 7 + 3) % (rows * cols));
    exact.set_double(i, x);
    reference.set_double(i, x + jitter);
    moved_rows.set_double(i, x + row_offsets[i / cols] + jitter);
    leaning.set_double(i, x - 0.3 + jitter);
  }
  const std::vector<double> noise(static_cast<size_t>(rows * cols), 1.0);
  const std::vector<NoiseGroup> groups;
  const std::vector<const Literal*> runs = {&reference, &reference, &reference};
  const BiasTest rows_moved = bias_test(moved_rows, runs, exact, noise, groups);
  EXPECT_GT(rows_moved.mean, 0.3);
  EXPECT_FALSE(rows_moved.biased) << rows_moved.z;
  EXPECT_LT(std::fabs(rows_moved.z), 3);  // the rows' z, not the elements' (about 14)
  const BiasTest lean = bias_test(leaning, runs, exact, noise, groups);
  EXPECT_TRUE(lean.biased) << lean.mean << " " << lean.z;
}

std::unique_ptr<Module> bf16_bias_model(bool computed_in_bf16) {
  return testing::parse(std::string(R"(HloModule m
ENTRY e {
  x = f32[4,8] parameter(0)
  w = f32[8,4] parameter(1)
  b = bf16[4] parameter(2)
  d = f32[4,4] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
)") + (computed_in_bf16 ? "  b2 = bf16[4] multiply(b, b)\n  bf = f32[4] convert(b2)\n" : "  bf = f32[4] convert(b)\n") + R"(  bb = f32[4,4] broadcast(bf), dimensions={1}
  ROOT o = f32[4,4] add(d, bb)
})");
}

// A bf16 parameter widened into an f32 model rounds nothing: the model is
// f32. A bf16 value computed on the way is bf16's error (for the fixed
// tolerance), though the output was last rounded to f32.
TEST(Precision, AnOutputIsComputedInTheTypesItsOpsRoundTo) {
  const auto widened = bf16_bias_model(false);
  EXPECT_EQ(computed_precision(widened->entry()->outputs()[0]), DType::F32);
  EXPECT_EQ(stored_precision(widened->entry()->outputs()[0]), DType::F32);
  const auto computed = bf16_bias_model(true);
  EXPECT_EQ(computed_precision(computed->entry()->outputs()[0]), DType::BF16);
  EXPECT_EQ(stored_precision(computed->entry()->outputs()[0]), DType::F32);
  const auto converted = testing::parse(R"(HloModule m
ENTRY e {
  x = bf16[4] parameter(0)
  y = bf16[4] exponential(x)
  ROOT z = f32[4] convert(y)
})");
  EXPECT_EQ(stored_precision(converted->entry()->outputs()[0]), DType::BF16);
}

TEST(PlantedBug, ParsesTargetKernelAndBug) {
  const auto plain = parse_planted_bug("y");
  ASSERT_TRUE(plain);
  EXPECT_EQ(plain->kernel, "y");
  EXPECT_EQ(plain->kind, BugKind::PlusOne);
  EXPECT_TRUE(plain->target.empty());
  const auto scaled = parse_planted_bug("opencl:dx=scale:1e-5");
  ASSERT_TRUE(scaled);
  EXPECT_EQ(scaled->target, "opencl");
  EXPECT_EQ(scaled->kernel, "dx");
  EXPECT_EQ(scaled->kind, BugKind::Scale);
  EXPECT_DOUBLE_EQ(scaled->epsilon, 1e-5);
  EXPECT_TRUE(parse_planted_bug("s=drop_last")->in_graph());
  EXPECT_FALSE(parse_planted_bug(""));
  EXPECT_THROW(parse_planted_bug("y=sideways"), UserError);
  EXPECT_THROW(parse_planted_bug("y=scale:x"), UserError);
}

Literal planted(const std::string& spec, const Literal& l) {
  HostBuffer b = to_host_buffer(l, l.type());
  plant_in_output(*parse_planted_bug(spec), b);
  return to_literal(b);
}

TEST(PlantedBug, ChangesAKernelsOutputAsNamed) {
  const Literal l = testing::make(DType::F32, {2, 4}, {1, 2, 3, 4, 5, 6, 7, 1.00390625});
  EXPECT_EQ(planted("k", l).get_double(0), 2);
  EXPECT_EQ(planted("k=scale:0.5", l).get_double(3), 6);
  const Literal swapped = planted("k=swap_tiles", l);
  EXPECT_EQ(swapped.get_double(0), 3);
  EXPECT_EQ(swapped.get_double(2), 1);
  EXPECT_EQ(swapped.get_double(4), 7);  // [5, 6, 7, 1.0039] became [7, 1.0039, 5, 6]
  EXPECT_EQ(planted("k=bf16", l).get_double(7), 1.0);  // 1 + 2^-8 rounds to even
  const Literal toward = planted("k=toward_zero", l);
  int moved = 0;
  for (int64_t i = 0; i < l.num_elements(); ++i) {
    const double was = l.get_double(i), now = toward.get_double(i);
    if (now != was) {
      ++moved;
      EXPECT_EQ(now, std::nextafter(static_cast<float>(was), 0.0f)) << i;
    }
  }
  EXPECT_GT(moved, 0);
  EXPECT_LT(moved, 8);
}

}  // namespace
}  // namespace kiln
