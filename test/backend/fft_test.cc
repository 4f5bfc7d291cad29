// fft as DFT-matrix products (importer/fft.h): the reference and the cpu
// target against values numpy.fft computes independently, round trips of
// every type on random inputs, and lengths that do not fit as user errors.
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
