#include "parity/compare.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cmath>
#include <set>
#include <vector>

#include "support/error.h"

namespace kiln {

Tolerance default_tolerance(DType dtype) {
  switch (dtype) {
    case DType::F64: return {1e-10, 1e-10};
    case DType::F32: return {1e-4, 1e-4};
    case DType::F16: return {1e-2, 1e-2};
    case DType::BF16: return {3e-2, 3e-2};
    default:
      if (is_f8(dtype)) {  // one unit in the last place: 0.125 with 3 mantissa bits
        const double ulp = std::ldexp(1.0, -float_mantissa_bits(dtype));
        return {ulp, ulp};
      }
      return {0, 0};
  }
}

DType computed_precision(const Value& output) {
  DType loosest = output.type().dtype;
  std::vector<const Node*> stack{output.node};
  std::set<const Node*> seen{output.node};
  while (!stack.empty()) {
    const Node* n = stack.back();
    stack.pop_back();
    for (const TensorType& t : n->result_types()) {
      if (is_float(t.dtype) && is_float(loosest) && default_tolerance(t.dtype).rtol > default_tolerance(loosest).rtol) loosest = t.dtype;
    }
    for (const Value& v : n->operands()) {
      if (seen.insert(v.node).second) stack.push_back(v.node);
    }
  }
  return loosest;
}

std::vector<double> rounding_noise(const Literal& rounded, const Literal& unrounded) {
  KILN_CHECK(rounded.num_elements() == unrounded.num_elements(), "noise of {} from {}", rounded.type().to_string(false),
             unrounded.type().to_string(false));
  std::vector<double> noise(static_cast<size_t>(rounded.num_elements()), 0.0);
  if (!is_float(rounded.dtype())) return noise;
  for (int64_t i = 0; i < rounded.num_elements(); ++i) {
    const double r = rounded.get_double(i), u = unrounded.get_double(i);
    const double d = std::fabs(r - u);
    if (std::isfinite(d)) noise[static_cast<size_t>(i)] = d;  // 0 where either side is not finite, or the gap overflows
  }
  return noise;
}

// kiln's rounding and the reference's are two independent samples of an
// element's noise; their difference, over many elements, reaches the largest
// of that many draws: about sqrt(2) * sqrt(2 ln N) of one sample's scale. A
// fixed factor would call some elements of every large enough output wrong by
// chance alone; 4 stays the least.
double noise_factor(int64_t elements) {
  return std::max(4.0, 2.0 * std::sqrt(std::log(static_cast<double>(std::max<int64_t>(elements, 1)))));
}

namespace {

// 0 finite, 1 NaN, 2 +infinity, 3 -infinity.
int special_class(double x) { return std::isnan(x) ? 1 : std::isinf(x) ? (x > 0 ? 2 : 3) : 0; }

}  // namespace

std::vector<bool> unsettled_specials(const std::vector<const Literal*>& runs) {
  if (runs.empty() || !is_float(runs[0]->dtype())) return {};
  for (const Literal* run : runs) KILN_CHECK(run->num_elements() == runs[0]->num_elements(), "unsettled_specials of runs with different sizes");
  std::vector<bool> unsettled(static_cast<size_t>(runs[0]->num_elements()), false);
  for (int64_t i = 0; i < runs[0]->num_elements(); ++i) {
    const int first = special_class(runs[0]->get_double(i));
    for (size_t r = 1; r < runs.size(); ++r) {
      if (special_class(runs[r]->get_double(i)) != first) unsettled[static_cast<size_t>(i)] = true;
    }
  }
  return unsettled;
}

OutputComparison compare_output(const Literal& expected, const Literal& got, const Tolerance& tolerance,
                                const std::vector<double>* noise, const std::vector<bool>* unsettled) {
  KILN_CHECK(expected.dtype() == got.dtype() && expected.dims() == got.dims(), "comparing {} with {}", expected.type().to_string(false),
             got.type().to_string(false));
  KILN_CHECK(!noise || static_cast<int64_t>(noise->size()) == expected.num_elements(), "noise for {} elements", expected.num_elements());
  if (unsettled && unsettled->empty()) unsettled = nullptr;
  KILN_CHECK(!unsettled || static_cast<int64_t>(unsettled->size()) == expected.num_elements(), "unsettled specials for {} elements",
             expected.num_elements());
  OutputComparison c;
  if (unsettled) c.unsettled_specials = std::count(unsettled->begin(), unsettled->end(), true);
  auto settled = [&](int64_t i) { return !unsettled || !(*unsettled)[static_cast<size_t>(i)]; };
  c.elements = expected.num_elements();
  c.noise_aware = noise != nullptr && is_float(expected.dtype());
  if (c.noise_aware) c.noise_factor = noise_factor(c.elements);
  double worst = -1;
  const bool exact = !is_float(expected.dtype());
  for (int64_t i = 0; i < c.elements; ++i) {
    double badness = 0;  // how far past the tolerance; infinite for NaN/Inf mismatches
    if (exact) {
      if (expected.get_bits(i) != got.get_bits(i)) {
        // The difference as a double: exact enough to report, and no
        // overflow for s64 or u64 values far apart.
        const double e = expected.get_double(i), g = got.get_double(i), abs_error = std::fabs(e - g);
        c.max_abs_error = std::max(c.max_abs_error, abs_error);
        c.max_rel_error = std::max(c.max_rel_error, e == 0 ? INFINITY : abs_error / std::fabs(e));
        badness = abs_error + 1;
      }
    } else {
      const double e = expected.get_double(i), g = got.get_double(i);
      if (special_class(e) != special_class(g) && !settled(i)) {
        ++c.specials_as_unsettled;
      } else if (std::isnan(e) || std::isnan(g)) {
        if (std::isnan(e) != std::isnan(g)) {
          ++c.nan_mismatches;
          badness = INFINITY;
        }
      } else if (std::isinf(e) || std::isinf(g)) {
        if (e != g) {
          ++c.inf_mismatches;
          badness = INFINITY;
        }
      } else {
        const double abs_error = std::fabs(e - g), rel_error = e == 0 ? (g == 0 ? 0 : INFINITY) : abs_error / std::fabs(e);
        c.max_abs_error = std::max(c.max_abs_error, abs_error);
        c.max_rel_error = std::max(c.max_rel_error, rel_error);
        const double allowed_by_noise = c.noise_aware ? c.noise_factor * (*noise)[static_cast<size_t>(i)] : 0.0;
        if (c.noise_aware) c.max_noise = std::max(c.max_noise, (*noise)[static_cast<size_t>(i)]);
        if (abs_error > tolerance.atol && rel_error > tolerance.rtol && abs_error > allowed_by_noise) {
          badness = abs_error / std::max({tolerance.atol, allowed_by_noise, 1e-300});
        }
      }
    }
    if (badness > 0) {
      ++c.mismatches;
      if (badness > worst) {
        worst = badness;
        c.worst_index = i;
        c.worst_expected = expected.get_double(i);
        c.worst_got = got.get_double(i);
      }
    }
  }
  return c;
}

std::string index_text(const Dims& dims, int64_t index) {
  Dims at(dims.size(), 0);
  for (size_t d = dims.size(); d-- > 0;) {
    const int64_t extent = std::max<int64_t>(dims[d], 1);
    at[d] = index % extent;
    index /= extent;
  }
  return fmt::format("[{}]", fmt::join(at, ","));
}

}  // namespace kiln
