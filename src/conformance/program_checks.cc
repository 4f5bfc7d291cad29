#include "conformance/program_checks.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cmath>
#include <limits>

#include "support/error.h"

namespace kiln {

namespace {

constexpr uint64_t kInfiniteUlp = std::numeric_limits<uint64_t>::max();

uint64_t sign_bit(DType d) { return uint64_t{1} << (dtype_bits(d) - 1); }

// ULPDifference of StableHLO's check dialect.
uint64_t ulp_difference(const Literal& a, const Literal& b, int64_t i) {
  const DType d = a.dtype();
  const uint64_t x = a.get_bits(i), y = b.get_bits(i);
  if (x == y) return 0;
  const double fx = a.get_double(i), fy = b.get_double(i);
  if (std::isfinite(fx) && std::isfinite(fy)) {
    const uint64_t s = sign_bit(d);
    const uint64_t ax = x & ~s, ay = y & ~s;
    if ((x & s) != (y & s)) return ax + ay;
    return ax > ay ? ax - ay : ay - ax;
  }
  if (std::isnan(fx) && std::isnan(fy)) return 0;
  return kInfiniteUlp;
}

// areApproximatelyEqual of StableHLO's check dialect.
bool almost_equal(double f, double g, double tolerance) {
  if (f == g) return true;
  if (std::isnan(f) || std::isnan(g)) return std::isnan(f) == std::isnan(g);
  if (!std::isfinite(f) || !std::isfinite(g)) return false;
  return std::fabs(f - g) <= tolerance;
}

// |a - b| for ranking failures; a NaN on either side ranks as far as can be.
double how_far(double a, double b) {
  const double d = std::fabs(a - b);
  return std::isnan(d) ? std::numeric_limits<double>::infinity() : d;
}

std::string index_string(int64_t i, const Dims& dims) {
  std::vector<int64_t> index(dims.size());
  for (size_t d = dims.size(); d-- > 0;) {
    index[d] = dims[d] ? i % dims[d] : 0;
    i = dims[d] ? i / dims[d] : 0;
  }
  return fmt::format("[{}]", fmt::join(index, ", "));
}

}  // namespace

std::vector<CheckOutcome> evaluate_checks(const Module& module, const std::vector<Literal>& outputs) {
  std::vector<CheckOutcome> outcomes;
  for (const ProgramCheck& check : module.checks()) {
    KILN_CHECK(static_cast<size_t>(check.actual_output) < outputs.size() &&
                   static_cast<size_t>(check.expected_output) < outputs.size(),
               "check {} names outputs beyond the {} computed", check.location, outputs.size());
    const Literal& actual = outputs[static_cast<size_t>(check.actual_output)];
    const Literal& expected = outputs[static_cast<size_t>(check.expected_output)];
    CheckOutcome o;
    o.check = &check;
    const DType d = actual.dtype();
    const bool is_fp = is_float(d);
    // An element is one value, or a complex value's two parts.
    const int64_t width = check.complex_pairs ? 2 : 1;
    o.elements = actual.num_elements() / width;
    auto format = [&](const Literal& lit, int64_t e) {
      return width == 1 ? format_element(lit, e)
                        : fmt::format("({}, {})", format_element(lit, 2 * e), format_element(lit, 2 * e + 1));
    };
    double worst = -1;
    for (int64_t e = 0; e < o.elements; ++e) {
      bool ok = true;
      double badness = 0;
      std::string distance;
      for (int64_t i = e * width; i < (e + 1) * width; ++i) {
        if (check.kind == CheckKind::Eq || !is_fp) {
          const bool equal = is_fp ? actual.get_double(i) == expected.get_double(i) : actual.get_bits(i) == expected.get_bits(i);
          if (!equal) {
            ok = false;
            badness = std::max(badness, is_fp ? how_far(actual.get_double(i), expected.get_double(i)) : 1.0);
            distance = check.kind == CheckKind::Eq ? "not equal" : fmt::format("not equal ({} compares exactly)", dtype_name(d));
          }
        } else if (check.kind == CheckKind::AlmostEq) {
          const double a = actual.get_double(i), x = expected.get_double(i);
          if (!almost_equal(a, x, check.tolerance)) {
            ok = false;
            badness = std::max(badness, how_far(a, x));
            distance = fmt::format("|diff| {:.6g}, at most {:g} allowed", badness, check.tolerance);
          }
        } else {
          const uint64_t ulp = ulp_difference(actual, expected, i);
          const double as_number = ulp == kInfiniteUlp ? std::numeric_limits<double>::infinity() : static_cast<double>(ulp);
          if (as_number >= badness) {
            badness = as_number;
            distance = ulp == kInfiniteUlp ? std::string("infinitely many ULP") : fmt::format("{} ULP", ulp);
            distance += check.min_ulp > 0 ? fmt::format(", {}..{} allowed", check.min_ulp, check.max_ulp)
                                          : fmt::format(", at most {} allowed", check.max_ulp);
          }
        }
      }
      if (check.kind == CheckKind::Close && is_fp) {
        const uint64_t ulp = badness == std::numeric_limits<double>::infinity() ? kInfiniteUlp : static_cast<uint64_t>(badness);
        ok = ulp >= static_cast<uint64_t>(check.min_ulp) && ulp <= static_cast<uint64_t>(check.max_ulp);
      }
      if (ok) continue;
      o.passed = false;
      ++o.failing_elements;
      if (badness > worst) {
        worst = badness;
        o.worst_index = e;
        o.actual = format(actual, e);
        o.expected = format(expected, e);
        o.distance = distance;
      }
    }
    outcomes.push_back(std::move(o));
  }
  return outcomes;
}

std::string describe_failure(const CheckOutcome& o, const Dims& value_dims) {
  // Complex values are pairs along the last dim; the index is of the pair.
  const Dims dims = o.check->complex_pairs && !value_dims.empty() ? Dims(value_dims.begin(), value_dims.end() - 1) : value_dims;
  return fmt::format("{}: {} failed on {} of {} element(s); worst at {}: actual {}, expected {} ({})", o.check->location,
                     o.check->op, o.failing_elements, o.elements, index_string(o.worst_index, dims), o.actual, o.expected,
                     o.distance);
}

}  // namespace kiln
