// fft (expand/fft.h): the reference and the cpu target (kissfft for f32,
// DoubleFft for f64) against values numpy.fft computes independently, round
// trips of every type on random inputs, each path of the cpu's FFT against
// the reference, and lengths that do not fit as user errors.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include "cpu_reference_check.h"
#include "reference/evaluator.h"
#include "support/error.h"
#include "test_util.h"

namespace kiln {
namespace {

// (re, im) pairs, as kiln gives complex outputs.
Literal pairs(Dims dims, const std::vector<std::pair<double, double>>& values) {
  dims.push_back(2);
  std::vector<double> flat;
  for (const auto& [re, im] : values) flat.insert(flat.end(), {re, im});
  return testing::make(DType::F64, dims, flat);
}

TEST(Fft, MatchesNumpyOnHandPickedValues) {
  // numpy.fft.fft2([[1+2j, 3-1j, 0.5], [-2+1j, 4, 1-3j]])
  const std::string fft2 = R"(HloModule f
ENTRY e {
  x = c128[2,3] parameter(0)
  ROOT y = c128[2,3] fft(x), fft_type=FFT, fft_length={2,3}
})";
  const Literal x = pairs({2, 3}, {{1, 2}, {3, -1}, {0.5, 0}, {-2, 1}, {4, 0}, {1, -3}});
  const Literal want = pairs({2, 3}, {{7.5, -1}, {-3.517949192431, 0.236860279186}, {-6.982050807569, 9.763139720814},
                                      {1.5, 3}, {0.285898384862, 0.433012701892}, {7.214101615138, -0.433012701892}});
  const auto m = testing::parse(fft2);
  EXPECT_TRUE(testing::close_to_reference(evaluate(*m->entry(), {x})[0], want, 1e-11));
  testing::expect_cpu_matches_reference(fft2, {x}, 1e-12);
  // numpy.fft.rfft([1, 2, 3, 4, 0, -1])
  const std::string rfft = R"(HloModule r
ENTRY e {
  x = f64[6] parameter(0)
  ROOT y = c128[4] fft(x), fft_type=RFFT, fft_length={6}
})";
  const Literal r = testing::make(DType::F64, {6}, {1, 2, 3, 4, 0, -1});
  const Literal rwant = pairs({4}, {{9, 0}, {-4, -5.196152422706631}, {3, 0}, {-1, 0}});
  EXPECT_TRUE(testing::close_to_reference(evaluate(*testing::parse(rfft)->entry(), {r})[0], rwant, 1e-12));
}

TEST(Fft, InverseTransformsGiveTheInputBackOnEveryTarget) {
  for (const char* t : {"f32", "f64"}) {
    const std::string c = std::string(t) == "f32" ? "c64" : "c128";
    // Three dims, odd and even lengths; the real pair on the innermost dim.
    const std::string hlo = fmt::format(R"(HloModule round_trip
ENTRY e {{
  x = {0}[2,3,4,6] parameter(0)
  f = {1}[2,3,4,4] fft(x), fft_type=RFFT, fft_length={{3,4,6}}
  g = {1}[2,3,4,4] fft(f), fft_type=FFT, fft_length={{4,4}}
  h = {1}[2,3,4,4] fft(g), fft_type=IFFT, fft_length={{4,4}}
  ROOT back = {0}[2,3,4,6] fft(h), fft_type=IRFFT, fft_length={{3,4,6}}
}})", t, c);
    const auto m = testing::parse(hlo);
    const Literal x = random_literal(m->entry()->parameters()[0]->type(), 5);
    SCOPED_TRACE("seed 5");
    const double tolerance = std::string(t) == "f32" ? 1e-5 : 1e-12;  // each op rounds to the element type
    EXPECT_TRUE(testing::close_to_reference(evaluate(*m->entry(), {x})[0], x, tolerance)) << t;
    testing::expect_cpu_matches_reference(hlo, {x}, tolerance);
  }
}

// Each path of backends/cpu/fft_step.cc, in f32 and f64: one long power-of-two line (split
// four-step on a pool of 2 or more threads), columns read in blocks of 16
// (inner sizes under, at and over a block), odd and even lengths, real
// transforms of odd and even n, and a NaN, which spreads along every line it
// is on as it does in the reference.
TEST(Fft, EveryCpuFftPathMatchesTheReference) {
  struct Case {
    std::string in, out, type, lengths;
  };
  const std::vector<Case> cases = {
      {"c64[1,16384]", "c64[1,16384]", "FFT", "16384"},
      {"c64[16384]", "c64[16384]", "IFFT", "16384"},
      {"c64[3,5,12]", "c64[3,5,12]", "FFT", "5,12"},
      {"c64[2,40,18]", "c64[2,40,18]", "IFFT", "40,18"},
      {"c64[2,3,16,7]", "c64[2,3,16,7]", "FFT", "3,16,7"},
      {"f32[4,9]", "c64[4,5]", "RFFT", "9"},
      {"f32[3,6,10]", "c64[3,6,6]", "RFFT", "6,10"},
      {"c64[2,6,5]", "f32[2,6,8]", "IRFFT", "6,8"},
      {"c64[3,4]", "f32[3,7]", "IRFFT", "7"},
      // Many rows of even real transforms: kissfft's real plans hold scratch, one per thread.
      {"f32[96,256]", "c64[96,129]", "RFFT", "256"},
      {"c64[96,129]", "f32[96,256]", "IRFFT", "256"},
  };
  int seed = 11;
  // f32 through kissfft, f64 through DoubleFft (radix-2 and Bluestein).
  for (const bool wide : {false, true}) {
    for (const Case& c : cases) {
      auto widen = [&](std::string t) {
        if (!wide) return t;
        if (t.starts_with("c64")) return "c128" + t.substr(3);
        return "f64" + t.substr(3);
      };
      const std::string hlo = fmt::format("HloModule f\nENTRY e {{\n  x = {} parameter(0)\n  ROOT y = {} fft(x), fft_type={}, fft_length={{{}}}\n}}\n",
                                          widen(c.in), widen(c.out), c.type, c.lengths);
      const auto m = testing::parse(hlo);
      Literal x = random_literal(m->entry()->parameters()[0]->type(), ++seed);
      SCOPED_TRACE(fmt::format("seed {}", seed));
      const double tolerance = wide ? 1e-13 : 1e-5;
      testing::expect_cpu_matches_reference(hlo, {x}, tolerance);
      x.set_double(3, NAN);  // the fourth float: a real or imaginary part on the first line
      testing::expect_cpu_matches_reference(hlo, {x}, tolerance);
    }
  }
}

TEST(Fft, LengthsThatDoNotFitAreUserErrors) {
  EXPECT_THROW(testing::parse("HloModule f\nENTRY e {\n  x = c64[4] parameter(0)\n  ROOT y = c64[4] fft(x), fft_type=FFT, fft_length={8}\n}\n"),
               UserError);
  EXPECT_THROW(testing::parse("HloModule f\nENTRY e {\n  x = f32[4] parameter(0)\n  ROOT y = c64[3] fft(x), fft_type=FFT, fft_length={4}\n}\n"),
               UserError);
  EXPECT_THROW(testing::parse("HloModule f\nENTRY e {\n  x = c64[4] parameter(0)\n  ROOT y = c64[4] fft(x), fft_type=DCT, fft_length={4}\n}\n"),
               UserError);
}

}  // namespace
}  // namespace kiln
