#include "parity/exact_distance.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include <fmt/format.h>

#include "support/error.h"

namespace kiln {

namespace {

// f32's smallest normal number, 2^-126.
constexpr double kSmallestNormalF32 = 0x1p-126;

}  // namespace

double distance_floor(double exact, DType dtype) { return std::max(half_ulp(exact, dtype), kSmallestNormalF32); }

ExactDistance exact_distance(const Literal& x, const Literal& exact, const std::vector<NoiseGroup>* groups, NoiseGroup group) {
  KILN_CHECK(x.num_elements() == exact.num_elements(), "distance of {} from {}", x.type().to_string(false), exact.type().to_string(false));
  std::vector<double> d;
  d.reserve(static_cast<size_t>(x.num_elements()));
  for (int64_t i = 0; i < x.num_elements(); ++i) {
    if (groups && (*groups)[static_cast<size_t>(i)] != group) continue;
    const double e = exact.get_double(i);
    const double gap = std::fabs(x.get_double(i) - e);
    if (std::isfinite(gap)) d.push_back(std::max(gap, distance_floor(e, x.dtype())));
  }
  ExactDistance at{};
  at.elements = static_cast<int64_t>(d.size());
  if (d.empty()) return at;
  for (size_t q = 0; q < at.at.size(); ++q) {
    // The nearest rank: the smallest element with at least that fraction of
    // the elements at or below it.
    // (Less a hair, so that 0.99999 of 100,000 is rank 99,999 and not, by
    // the product's rounding, the largest.)
    const auto rank = static_cast<size_t>(std::ceil(kExactDistanceQuantiles[q] * static_cast<double>(d.size()) - 1e-6));
    const auto nth = d.begin() + static_cast<std::ptrdiff_t>(std::clamp<size_t>(rank, 1, d.size()) - 1);
    std::nth_element(d.begin(), nth, d.end());
    at.at[q] = *nth;
    at.above[q] = d.end() - nth - 1;
  }
  return at;
}

std::string quantile_name(double q) {
  if (q == 0.5) return "the median";
  if (q == 1.0) return "max";
  return fmt::format("{:g}%", q * 100);
}

ExactDistance farthest(const ExactDistance& a, const ExactDistance& b) {
  ExactDistance r = a;
  for (size_t q = 0; q < r.at.size(); ++q) r.at[q] = std::max(a.at[q], b.at[q]);
  r.elements = std::max(a.elements, b.elements);
  return r;
}

double exact_distance_allowance(int64_t above) { return above < kFewElements ? 4 : 2; }

bool as_close_to_exact(const ExactDistance& got, const ExactDistance& reference) {
  for (size_t q = 0; q < got.at.size(); ++q) {
    if (!(got.at[q] <= exact_distance_allowance(got.above[q]) * reference.at[q])) return false;
  }
  return true;
}

}  // namespace kiln
