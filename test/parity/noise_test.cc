// Noise-aware parity: the unrounded model (every float f64), the reference
// with sums rounded every step, the noise allowance in the comparison, and
// what `kiln parity` prints about it, each against hand-computed values.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <limits>

#include <nlohmann/json.hpp>

#include "cli_fixture.h"
#include "parity/compare.h"
#include "parity/exact_distance.h"
#include "parity/noise_floor.h"
#include "ir/literal_npy.h"
#include "support/npy.h"
#include "support/temporary_directory.h"
#include "reference/evaluator.h"
#include "reference/unrounded.h"
#include "test_util.h"

namespace kiln {
namespace {

TEST(Noise, TheUnroundedModelComputesInF64) {
  // In f16, 1 + 1e-4 rounds back to 1; unrounded it is 1 + the f16 constant.
  const auto m = testing::parse(R"(
ENTRY e {
  x = f16[2] parameter(0)
  c = f16[] constant(0.0001)
  b = f16[2] broadcast(c), dimensions={}
  ROOT y = f16[2] add(x, b)
})");
  const UnroundedModule u = unrounded_module(*m);
  ASSERT_NE(u.module, nullptr) << u.why_not;
  EXPECT_EQ(u.module->entry()->parameters()[0]->type().dtype, DType::F64);
  const Literal x = testing::make(DType::F16, {2}, {1, 2});
  const std::vector<Literal> rounded = evaluate(*m->entry(), {x});
  const std::vector<Literal> unrounded = evaluate(*u.module->entry(), widened_arguments({x}));
  ASSERT_EQ(unrounded[0].dtype(), DType::F64);
  EXPECT_TRUE(testing::all_close(rounded[0], {1, 2}, 0));
  const double c = 0.0001000165939331054688;  // 0.0001 in f16
  EXPECT_TRUE(testing::all_close(unrounded[0], {1 + c, 2 + c}, 1e-15));
  const std::vector<double> noise = rounding_noise(rounded[0], unrounded[0]);
  EXPECT_NEAR(noise[0], c, 1e-15);
}

TEST(Noise, AModelThatReadsFloatBitsHasNoUnroundedForm) {
  const auto m = testing::parse(R"(
ENTRY e {
  x = f32[2] parameter(0)
  ROOT y = s32[2] bitcast-convert(x)
})");
  const UnroundedModule u = unrounded_module(*m);
  EXPECT_EQ(u.module, nullptr);
  EXPECT_NE(u.why_not.find("%y (bitcast-convert)"), std::string::npos) << u.why_not;
}

TEST(Noise, SumsCanRoundEveryStep) {
  // 1 + 1000 * 1e-8: in double and rounded once 1.00001; f32 step by step, 1.
  std::vector<double> v(1001, 1e-8);
  v[0] = 1;
  const Literal x = testing::make(DType::F32, {1001}, v);
  const char* hlo = R"(
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY e {
  x = f32[1001] parameter(0)
  z = f32[] constant(0)
  ROOT r = f32[] reduce(x, z), dimensions={0}, to_apply=add
})";
  const auto m = testing::parse(hlo);
  EvaluateOptions stepwise;
  stepwise.sums_round_each_step = true;
  EXPECT_TRUE(testing::all_close(evaluate(*m->entry(), {x})[0], {1.00001}, 1e-7));
  EXPECT_TRUE(testing::all_close(evaluate(*m->entry(), {x}, stepwise)[0], {1}, 0));
  // The unrounded module widens the reducer it calls too.
  const UnroundedModule u = unrounded_module(*m);
  ASSERT_NE(u.module, nullptr) << u.why_not;
  const std::vector<Literal> wide = evaluate(*u.module->entry(), widened_arguments({x}));
  EXPECT_EQ(wide[0].dtype(), DType::F64);
  EXPECT_NEAR(wide[0].get_double(0), 1 + 1000 * static_cast<double>(1e-8f), 1e-15);
}

// Noise-aware, an element's allowance is its own noise alone: the fixed
// tolerance neither loosens it (element 2 is within 1e-4 yet 10x its noise)
// nor decides where the noise is measured; where it is not (NaN), it does.
TEST(Noise, AnElementMayDifferByFourTimesItsOwnNoiseAndNoMore) {
  const Literal expected = testing::make(DType::F32, {4}, {1, 1, 1, 1});
  const Literal got = testing::make(DType::F32, {4}, {1.0003, 1.0003, 1.00003, 1.00003});
  const Tolerance t{1e-4, 1e-4};
  EXPECT_EQ(compare_output(expected, got, t).mismatches, 2);
  const std::vector<double> noise = {1e-4, 5e-5, 3e-6, std::nan("")};  // 4e-4, 2e-4 and 1.2e-5 allowed; the fixed tolerance for the last
  NoiseAllowance allowance;
  allowance.per_element = &noise;
  const OutputComparison c = compare_output(expected, got, t, allowance);
  EXPECT_TRUE(c.noise_aware);
  EXPECT_EQ(c.mismatches, 2);  // elements 1 and 2
  EXPECT_EQ(c.worst_index, 2);  // 2.5x past its allowance, against 1.5x
  EXPECT_DOUBLE_EQ(c.max_noise, 1e-4);
  EXPECT_DOUBLE_EQ(c.noise_factor, 4);
  EXPECT_EQ(c.fixed_tolerance_elements, 1);
  EXPECT_NEAR(c.max_error_over_noise, 10, 0.02);  // 3e-5 in f32 over 3e-6
}

// The factor grows with the output as the largest of N draws does: 4 up to
// 54 elements, 2 sqrt(ln N) beyond (6.45 for 32,768, 7.63 for 2^21).
TEST(Noise, TheFactorGrowsWithTheOutputAsItsLargestDrawDoes) {
  EXPECT_DOUBLE_EQ(noise_factor(1), 4);
  EXPECT_DOUBLE_EQ(noise_factor(54), 4);
  EXPECT_NEAR(noise_factor(32768), 6.449, 1e-3);
  EXPECT_NEAR(noise_factor(int64_t{1} << 21), 7.630, 1e-3);
  // An element 5x its noise passes in an output of 32,768 and fails in one of 3.
  std::vector<double> big_noise(32768, 1e-4);
  Literal expected(DType::F32, {32768}), got(DType::F32, {32768});
  for (int64_t i = 0; i < 32768; ++i) {
    expected.set_double(i, 1);
    got.set_double(i, 1);
  }
  got.set_double(7, 1.0005);
  EXPECT_EQ(compare_output(expected, got, Tolerance{1e-4, 1e-4}, NoiseAllowance{&big_noise}).mismatches, 0);
  const std::vector<double> small_noise(3, 1e-4);
  EXPECT_EQ(compare_output(testing::make(DType::F32, {3}, {1, 1, 1}), testing::make(DType::F32, {3}, {1, 1.0005, 1}), Tolerance{1e-4, 1e-4},
                           NoiseAllowance{&small_noise}).mismatches, 1);
}

TEST(Noise, TheTrimmedRmsLeavesOutTheLargestTenthOfAPercent) {
  EXPECT_DOUBLE_EQ(trimmed_rms({3, 4}), std::sqrt(12.5));
  EXPECT_DOUBLE_EQ(trimmed_rms({0, 0}), 0);
  std::vector<double> v(1000, 2.0);
  v[17] = 1e6;  // one element that took another branch
  EXPECT_DOUBLE_EQ(trimmed_rms(v), 2.0);
}

// An element's noise is floored at the RMS of its fibers: in a [4,3] output
// whose column 1 is 100x as noisy as the rest, element [2,1] sampled 0 by
// chance gets its column's noise; an element of a quiet column keeps the
// output's floor (its own row holds one noisy element of three).
TEST(Noise, AnElementsNoiseIsFlooredAtEachFiberThroughIt) {
  std::vector<double> sample = {1, 100, 1,  //
                                1, 100, 1,  //
                                1, 0, 1,    //
                                1, 100, 1};
  const std::vector<double> noise = floored_noise({&sample}, Dims{4, 3});
  const double column_1 = std::sqrt(3 * 100.0 * 100 / 4);  // 86.6
  EXPECT_DOUBLE_EQ(noise[7], column_1);
  EXPECT_DOUBLE_EQ(noise[4], 100);
  const double row_2 = std::sqrt(2.0 / 3);                       // [1, 0, 1]
  const double output = std::sqrt((8 + 3 * 100.0 * 100) / 12);  // 50
  EXPECT_DOUBLE_EQ(noise[6], std::max({1.0, row_2, output}));
  // A rank-1 output has one fiber, the output itself.
  std::vector<double> flat = {0, 3, 4};
  EXPECT_DOUBLE_EQ(floored_noise({&flat}, Dims{3})[0], std::sqrt(25.0 / 3));
  // Samples: the largest per element.
  std::vector<double> other = {1, 1, 1, 1, 1, 1, 1, 200, 1, 1, 1, 1};
  EXPECT_DOUBLE_EQ(floored_noise({&sample, &other}, Dims{4, 3})[7], 200);
}

// |x - exact| at the median, 99% to 99.999% and the largest, by nearest
// rank, over the elements both sides hold finite.
TEST(Noise, TheDistanceFromTheExactAnswerIsTakenAtSixQuantiles) {
  const int64_t n = 100000;
  Literal exact(DType::F64, {n}), x(DType::F32, {n});
  for (int64_t i = 0; i < n; ++i) {
    exact.set_double(i, 1);
    x.set_double(i, 1 + static_cast<double>(i + 1) / 131072);  // gaps 1/2^17 ... n/2^17, exact in f32
  }
  const ExactDistance d = exact_distance(x, exact);
  EXPECT_EQ(d.at, (std::array<double, 6>{50000.0 / 131072, 99000.0 / 131072, 99900.0 / 131072, 99990.0 / 131072, 99999.0 / 131072,
                                         100000.0 / 131072}));
  EXPECT_EQ(d.above, (std::array<int64_t, 6>{50000, 1000, 100, 10, 1, 0}));
  x.set_double(n - 1, std::numeric_limits<double>::infinity());  // not a distance: counted as an infinity mismatch
  EXPECT_DOUBLE_EQ(exact_distance(x, exact).at[5], 99999.0 / 131072);
  ExactDistance a, b;
  a.at = {1, 5, 2, 9, 1, 1};
  b.at = {3, 4, 6, 8, 2, 0};
  EXPECT_EQ(farthest(a, b).at, (std::array<double, 6>{3, 5, 6, 9, 2, 1}));
  EXPECT_EQ(quantile_name(0.5), "the median");
  EXPECT_EQ(quantile_name(0.9999), "99.99%");
  EXPECT_EQ(quantile_name(1.0), "max");
}

// A softmax whose probabilities are mostly subnormal (nanoGPT's attention):
// a target that flushes them to +0 and the reference that rounds them are
// both at the floor, f32's smallest normal, and as close at the median; a
// gap under half an ulp counts as half an ulp; a target 3 ulps off on the
// normal elements is still farther there.
TEST(Noise, SubnormalsFlushedAndGapsUnderHalfAnUlpAreAtTheFloor) {
  const int64_t n = 1000;
  const uint64_t seed = 70;
  SCOPED_TRACE("seed " + std::to_string(seed));
  const Literal logits = testing::random_literal(DType::F64, {n}, seed, -200.0, 0.0);
  Literal exact(DType::F64, {n}), rounded(DType::F32, {n}), flushed(DType::F32, {n}), off(DType::F32, {n});
  for (int64_t i = 0; i < n; ++i) {
    const double e = std::exp(logits.get_double(i));
    exact.set_double(i, e);
    const float r = static_cast<float>(e);
    rounded.set_double(i, r);
    flushed.set_double(i, r < std::numeric_limits<float>::min() ? 0.0f : r);
    off.set_double(i, r < std::numeric_limits<float>::min() ? r : std::nextafter(std::nextafter(std::nextafter(r, 2.0f), 2.0f), 2.0f));
  }
  const ExactDistance reference = exact_distance(rounded, exact);
  const ExactDistance flush = exact_distance(flushed, exact);
  int64_t subnormal = 0;
  for (int64_t i = 0; i < n; ++i) subnormal += std::exp(logits.get_double(i)) < 0x1p-126;
  EXPECT_GT(subnormal, n / 2);
  EXPECT_EQ(flush.at[0], 0x1p-126) << "the median: a small logit's probability, flushed";
  EXPECT_EQ(reference.at[0], 0x1p-126) << "the median: a small logit's probability, rounded";
  EXPECT_TRUE(as_close_to_exact(flush, reference));
  EXPECT_FALSE(as_close_to_exact(exact_distance(off, exact), reference)) << "3 ulps off on every normal element";
  EXPECT_EQ(distance_floor(0.75, DType::F32), 0x1p-25);
  EXPECT_EQ(distance_floor(1e-40, DType::F32), 0x1p-126);
  EXPECT_EQ(distance_floor(1.0, DType::F16), 0x1p-11);
}

// A noise-dominated output with elements past K times their noise passes
// when it is as close to the exact answer as the reference's own rounding at
// every quantile (up to twice: each quantile is one draw; four times for the
// largest few elements, draws from a heavy tail), never with a NaN
// or infinity on one side only; where the distance was not measured, one
// element past K times its noise fails.
TEST(Noise, ElementsPastTheirNoiseAsCloseToTheExactAnswerAsTheReferencePass) {
  OutputComparison c;
  c.noise_aware = true;
  c.mismatches = 30;
  c.got_from_exact.at = {1e-4, 3e-3, 7e-3, 1e-2, 2e-2, 3e-2};
  c.got_from_exact.above = {1000000, 20000, 2000, 200, 20, 0};
  c.reference_from_exact.at = {0.9e-4, 2.6e-3, 7.4e-3, 1.1e-2, 1.8e-2, 3e-2};
  EXPECT_FALSE(c.passed());  // not measured
  c.exact_measured = true;
  EXPECT_TRUE(c.passed());
  c.got_from_exact.at[5] = 1.3e-1;  // an element gone wrong: the largest, past four times the reference's
  EXPECT_FALSE(c.passed());
  c.got_from_exact.at[5] = 1.1e-1;  // within four times: one draw of a heavy tail
  EXPECT_TRUE(c.passed());
  c.got_from_exact.at[4] = 4e-2;  // a few dozen elements moved (a misplaced tile): 20 above the 99.999th, twice at most
  EXPECT_FALSE(c.passed());
  c.got_from_exact.at[4] = 2e-2;
  c.got_from_exact.at[2] = 1.5e-2;  // 2,000 elements above the 99.9th percentile: twice at most
  EXPECT_FALSE(c.passed());
  c.got_from_exact.at[2] = 7e-3;
  c.got_from_exact.at[0] = 2.5e-4;  // the bulk farther
  EXPECT_FALSE(c.passed());
  c.got_from_exact.at[0] = 1e-4;
  c.nan_mismatches = 1;
  EXPECT_FALSE(c.passed());
  c.nan_mismatches = 0;
  c.inf_mismatches = 1;
  EXPECT_FALSE(c.passed());
  c.inf_mismatches = 0;
  c.reference_from_exact.at = {0, 0, 0, 0, 0, 0};  // an exact reference: only an exact target is as close
  EXPECT_FALSE(c.passed());
  EXPECT_EQ(exact_distance_allowance(9), 4);
  EXPECT_EQ(exact_distance_allowance(10), 2);
}

// Elements computed from extreme inputs are held to the exact answer apart
// from the ordinary ones: under --special-values a transformer's every
// element is one (nanoGPT's forward at seed 2 failed on 79 outputs, all of
// whose elements were), and a 1e30 among them must not set the ordinary
// elements' quantiles. Their distance is taken over their own group only.
TEST(Noise, ElementsFromExtremeInputsAreHeldToTheExactAnswerApart) {
  const int64_t n = 2000;
  Literal exact(DType::F64, {n}), x(DType::F32, {n});
  std::vector<NoiseGroup> groups(n, NoiseGroup::Ordinary);
  for (int64_t i = 0; i < n; ++i) {
    const bool extreme = i % 2 == 1;
    groups[static_cast<size_t>(i)] = extreme ? NoiseGroup::FromExtremes : NoiseGroup::Ordinary;
    exact.set_double(i, extreme ? 1e30 : 1.0);
    x.set_double(i, extreme ? 1e30 * (1 + 1e-6) : 1.0 + 1e-6);
  }
  const ExactDistance ordinary = exact_distance(x, exact, &groups);
  const ExactDistance extremes = exact_distance(x, exact, &groups, NoiseGroup::FromExtremes);
  EXPECT_EQ(ordinary.elements, n / 2);
  EXPECT_EQ(extremes.elements, n / 2);
  EXPECT_LT(ordinary.at[5], 1e-5) << "the 1e30 elements are not among the ordinary ones";
  EXPECT_GT(extremes.at[0], 1e23);

  OutputComparison c;
  c.noise_aware = true;
  c.exact_measured = true;
  c.elements = n;
  c.from_extremes = n;  // every element computed from extreme inputs: the ordinary group is empty
  c.mismatches = c.mismatches_from_extremes = 40;
  c.extremes_got_from_exact.at = {1e-4, 3e-3, 7e-3, 1e-2, 2e-2, 3e-2};
  c.extremes_got_from_exact.above = {1000, 20, 2, 0, 0, 0};
  c.extremes_reference_from_exact.at = {0.9e-4, 2.6e-3, 7.4e-3, 1.1e-2, 1.8e-2, 3e-2};
  EXPECT_TRUE(c.passed()) << "as close to the exact answer as the reference: rounding explains it";
  c.extremes_got_from_exact.at[1] = 6e-3;  // 20 elements above the 99th percentile, farther than twice
  EXPECT_FALSE(c.passed());
  c.extremes_got_from_exact.at[1] = 3e-3;
  c.extremes_got_from_exact.at[5] = 0.2;  // the largest past four times the reference's
  EXPECT_FALSE(c.passed());
  c.extremes_got_from_exact.at[5] = 3e-2;
  c.got_from_exact.at = {1e-3, 1e-3, 1e-3, 1e-3, 1e-3, 1e-3};  // the ordinary elements farther than their reference (0): fails too
  c.got_from_exact.elements = 10;
  EXPECT_FALSE(c.passed());
}

TEST(Noise, SpecialsTheReferencesOwnRunsDisagreeOnAreUnsettled) {
  const double nan = std::numeric_limits<double>::quiet_NaN(), inf = std::numeric_limits<double>::infinity();
  const Literal per_op = testing::make(DType::F32, {5}, {1, nan, inf, 2, -inf});
  const Literal stepwise = testing::make(DType::F32, {5}, {1.5, nan, 5, -inf, -inf});
  const Literal reversed = testing::make(DType::F32, {5}, {1, 3, inf, 2, -inf});
  EXPECT_EQ(unsettled_specials({&per_op, &stepwise, &reversed}), (std::vector<bool>{false, true, true, true, false}));
  EXPECT_TRUE(unsettled_specials({&per_op}) == std::vector<bool>(5, false));
  const Literal ints = testing::make_int(DType::S32, {2}, {1, 2});
  EXPECT_TRUE(unsettled_specials({&ints, &ints}) == std::vector<bool>(2, false));
  // An integer output (a top-k's indices) is unsettled where the runs' values differ.
  const Literal other_ints = testing::make_int(DType::S32, {2}, {1, 3});
  EXPECT_TRUE(unsettled_specials({&ints, &other_ints}) == std::vector<bool>({false, true}));
}

TEST(Noise, ANanOrInfinityDifferencePassesOnlyWhereTheReferencesOwnRunsDisagree) {
  const double nan = std::numeric_limits<double>::quiet_NaN(), inf = std::numeric_limits<double>::infinity();
  const Literal expected = testing::make(DType::F32, {5}, {nan, 1, inf, 2, 3});
  const Literal got = testing::make(DType::F32, {5}, {0, 1, 7, -inf, 30});
  const Tolerance t{1e-4, 1e-4};
  // Unsettled where the reference's runs disagree: elements 0 and 4.
  const std::vector<bool> unsettled = {true, false, false, false, true};
  const OutputComparison c = compare_output(expected, got, t, NoiseAllowance{nullptr, nullptr, &unsettled});
  EXPECT_EQ(c.unsettled_specials, 2);
  EXPECT_EQ(c.specials_as_unsettled, 1);  // element 0: NaN against 0
  EXPECT_EQ(c.nan_mismatches, 0);
  EXPECT_EQ(c.inf_mismatches, 2);  // elements 2 and 3, where the reference's runs agree
  EXPECT_EQ(c.mismatches, 3);      // those two, and element 4: 3 against 30 is a finite difference, unsettled or not
  EXPECT_FALSE(c.passed());
  const OutputComparison without = compare_output(expected, got, t);
  EXPECT_EQ(without.nan_mismatches, 1);
  EXPECT_EQ(without.mismatches, 4);
  const Literal close = testing::make(DType::F32, {5}, {0, 1, inf, 2, 3});
  EXPECT_TRUE(compare_output(expected, close, t, NoiseAllowance{nullptr, nullptr, &unsettled}).passed());
  EXPECT_FALSE(compare_output(expected, close, t).passed());
}

TEST(Noise, ParityPrintsTheModelsOwnNoiseUnlessStrict) {
  const std::string model = KILN_SOURCE_DIR "/test/models/mlp.hlo";
  const auto r = kiln("parity " + model + " --random-inputs --seed 3");
  ASSERT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find("(within 4x each element's own noise); own f32 noise up to"), std::string::npos) << r.output;
  const auto strict = kiln("parity " + model + " --random-inputs --seed 3 --strict");
  ASSERT_EQ(strict.exit_code, 0) << strict.output;
  EXPECT_EQ(strict.output.find("noise"), std::string::npos) << strict.output;
  const auto j = kiln("parity " + model + " --random-inputs --seed 3 --json");
  const auto out = nlohmann::json::parse(j.output);
  EXPECT_EQ(out["outputs"][0]["noise"]["factor"].get<double>(), 4.0);
  EXPECT_GT(out["outputs"][0]["noise"]["max"].get<double>(), 0.0);
  const auto& distance = out["outputs"][0]["noise"]["exact_distance"];
  ASSERT_EQ(distance["got"].size(), kExactDistanceQuantiles.size()) << j.output;
  EXPECT_EQ(distance["quantiles"].back().get<double>(), 1.0);
  EXPECT_GT(distance["reference"].back().get<double>(), 0.0);  // f32 rounding moves the MLP's outputs off the exact answer
}

// A sum that overflows f32 when its terms are added first to last, and not
// when added last to first: whether it (and 0 times it) is finite is
// rounding's choice, and parity says so.
TEST(Noise, ParityNamesOutputsWhoseNanOrInfinityRoundingDecides) {
  TemporaryDirectory dir(std::filesystem::temp_directory_path(), "kiln_noise_unsettled");
  const std::string model = (std::filesystem::path(dir.path()) / "overflow.hlo").string();
  std::ofstream(model) << R"(HloModule overflow
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY e {
  x = f32[3] parameter(0)
  z = f32[] constant(0)
  s = f32[] reduce(x, z), dimensions={0}, to_apply=add
  ROOT n = f32[] multiply(s, z)
})";
  const std::string x = (std::filesystem::path(dir.path()) / "x.npy").string();
  write_npy(x, npy_from_literal(testing::make(DType::F32, {3}, {3e38, 3e38, -3e38})));
  const auto j = kiln("parity " + model + " --input " + x + " --json");
  ASSERT_LE(j.exit_code, 3) << j.output;
  const auto out = nlohmann::json::parse(j.output);
  EXPECT_EQ(out["outputs"][0]["noise"]["unsettled_specials"].get<int64_t>(), 1) << j.output;
  EXPECT_EQ(out["outputs"][0]["passed"].get<bool>(), true) << j.output;  // 0 or NaN: either is what rounding gives
  const auto text = kiln("parity " + model + " --input " + x);
  EXPECT_NE(text.output.find("the reference's own runs disagree on whether 1 elements are NaN or infinite"), std::string::npos) << text.output;
}

}  // namespace
}  // namespace kiln
