#include "parity/compare.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cmath>
#include <optional>
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

namespace {

// A float convert that holds every value of its operand's type exactly.
bool widens_exactly(DType from, DType to) {
  return is_float(from) && is_float(to) && float_mantissa_bits(to) >= float_mantissa_bits(from) &&
         float_exponent_bits(to) >= float_exponent_bits(from);
}

// The operands whose values `v` holds unchanged (moved, chosen, negated or
// widened exactly), or nullopt where `v` is computed, and so rounded, in its
// own dtype.
std::optional<std::vector<Value>> values_passed_through(const Value& v) {
  const Node& n = *v.node;
  const std::vector<Value>& all = n.operands();
  switch (n.op()) {
    case OpCode::Parameter: case OpCode::Constant: case OpCode::Iota:
      return std::vector<Value>{};  // inputs: nothing rounded them
    case OpCode::Broadcast: case OpCode::Reshape: case OpCode::Transpose: case OpCode::Slice: case OpCode::Copy:
    case OpCode::Reverse: case OpCode::DynamicSlice: case OpCode::Gather: case OpCode::Abs: case OpCode::Negate:
      return std::vector<Value>{all.at(0)};
    case OpCode::Bitcast:
      if (all.at(0).type().dtype == v.type().dtype) return std::vector<Value>{all.at(0)};
      return std::nullopt;
    case OpCode::Convert:
      if (widens_exactly(all.at(0).type().dtype, v.type().dtype) || all.at(0).type().dtype == v.type().dtype) {
        return std::vector<Value>{all.at(0)};
      }
      return std::nullopt;
    case OpCode::DynamicUpdateSlice: return std::vector<Value>{all.at(0), all.at(1)};
    case OpCode::Pad: return std::vector<Value>{all.at(0), all.at(1)};
    case OpCode::Select: return std::vector<Value>{all.at(1), all.at(2)};
    case OpCode::Concatenate: case OpCode::Clamp: case OpCode::Maximum: case OpCode::Minimum: case OpCode::Sort:
      return all;
    default: return std::nullopt;
  }
}

}  // namespace

namespace {

// The loosest float dtype among the values computed on the way to `output`:
// every one upstream, or (`last_only`) only the last on each path, through
// what holds values unchanged. `output`'s own dtype where none is.
DType loosest_computed(const Value& output, bool last_only) {
  const DType own = output.type().dtype;
  if (!is_float(own)) return own;
  std::optional<DType> loosest;
  std::vector<Value> stack{output};
  std::set<std::pair<const Node*, int>> seen{{output.node, output.index}};
  auto visit = [&](const Value& operand) {
    if (seen.insert({operand.node, operand.index}).second) stack.push_back(operand);
  };
  while (!stack.empty()) {
    const Value v = stack.back();
    stack.pop_back();
    const DType d = v.type().dtype;
    const std::optional<std::vector<Value>> through = is_float(d) ? values_passed_through(v) : std::nullopt;
    if (!through && is_float(d) && (!loosest || default_tolerance(d).rtol > default_tolerance(*loosest).rtol)) loosest = d;
    if (through) {
      for (const Value& operand : *through) visit(operand);
    } else if (!last_only) {
      for (const Value& operand : v.node->operands()) visit(operand);
    }
  }
  return loosest.value_or(own);
}

}  // namespace

DType computed_precision(const Value& output) { return loosest_computed(output, /*last_only=*/false); }

DType stored_precision(const Value& output) { return loosest_computed(output, /*last_only=*/true); }

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
  if (runs.empty()) return {};
  for (const Literal* run : runs) KILN_CHECK(run->num_elements() == runs[0]->num_elements(), "unsettled_specials of runs with different sizes");
  std::vector<bool> unsettled(static_cast<size_t>(runs[0]->num_elements()), false);
  if (!is_float(runs[0]->dtype())) {
    for (int64_t i = 0; i < runs[0]->num_elements(); ++i) {
      for (size_t r = 1; r < runs.size(); ++r) {
        if (runs[r]->get_bits(i) != runs[0]->get_bits(i)) unsettled[static_cast<size_t>(i)] = true;
      }
    }
    return unsettled;
  }
  for (int64_t i = 0; i < runs[0]->num_elements(); ++i) {
    const int first = special_class(runs[0]->get_double(i));
    for (size_t r = 1; r < runs.size(); ++r) {
      if (special_class(runs[r]->get_double(i)) != first) unsettled[static_cast<size_t>(i)] = true;
    }
  }
  return unsettled;
}

OutputComparison compare_output(const Literal& expected, const Literal& got, const Tolerance& tolerance, const NoiseAllowance& allowance) {
  KILN_CHECK(expected.dtype() == got.dtype() && expected.dims() == got.dims(), "comparing {} with {}", expected.type().to_string(false),
             got.type().to_string(false));
  const std::vector<double>* noise = allowance.per_element;
  const std::vector<NoiseGroup>* groups = allowance.groups;
  const std::vector<bool>* unsettled = allowance.unsettled && !allowance.unsettled->empty() ? allowance.unsettled : nullptr;
  KILN_CHECK(!noise || static_cast<int64_t>(noise->size()) == expected.num_elements(), "noise for {} elements", expected.num_elements());
  KILN_CHECK(!groups || static_cast<int64_t>(groups->size()) == expected.num_elements(), "noise groups for {} elements", expected.num_elements());
  KILN_CHECK(!unsettled || static_cast<int64_t>(unsettled->size()) == expected.num_elements(), "unsettled specials for {} elements",
             expected.num_elements());
  OutputComparison c;
  if (unsettled) c.unsettled_specials = std::count(unsettled->begin(), unsettled->end(), true);
  if (groups) c.from_extremes = std::count(groups->begin(), groups->end(), NoiseGroup::FromExtremes);
  auto settled = [&](int64_t i) { return !unsettled || !(*unsettled)[static_cast<size_t>(i)]; };
  c.elements = expected.num_elements();
  if (is_float(expected.dtype()) && c.elements > 1) {
    c.the_value = expected.get_double(0);
    const bool nan = std::isnan(c.the_value);
    c.one_value = true;
    for (int64_t i = 1; i < c.elements && c.one_value; ++i) {
      const double v = expected.get_double(i);
      c.one_value = nan ? std::isnan(v) : v == c.the_value;
    }
  }
  if (is_float(expected.dtype()) && c.elements > 0) {
    c.none_finite = true;
    for (int64_t i = 0; i < c.elements && c.none_finite; ++i) c.none_finite = !std::isfinite(expected.get_double(i));
  }
  c.noise_aware = noise != nullptr && is_float(expected.dtype());
  if (c.noise_aware) c.noise_factor = noise_factor(c.elements);
  double worst = -1;
  const bool exact = !is_float(expected.dtype());
  for (int64_t i = 0; i < c.elements; ++i) {
    double badness = 0;  // how far past the allowance
    double allowed = 0;
    const double e = expected.get_double(i), g = got.get_double(i);
    if (exact) {
      if (expected.get_bits(i) != got.get_bits(i) && !settled(i)) {
        ++c.specials_as_unsettled;
      } else if (expected.get_bits(i) != got.get_bits(i)) {
        // The difference as a double: exact enough to report, and no
        // overflow for s64 or u64 values far apart.
        const double abs_error = std::fabs(e - g);
        c.max_abs_error = std::max(c.max_abs_error, abs_error);
        c.max_rel_error = std::max(c.max_rel_error, e == 0 ? INFINITY : abs_error / std::fabs(e));
        badness = abs_error + 1;
      }
    } else if (special_class(e) != 0 || special_class(g) != 0) {
      // NaN meets NaN and an infinity the same infinity, whatever the allowance.
      if (special_class(e) != special_class(g)) {
        if (!settled(i)) {
          ++c.specials_as_unsettled;
        } else {
          ++(std::isnan(e) || std::isnan(g) ? c.nan_mismatches : c.inf_mismatches);
          if (c.first_special_index < 0) {
            c.first_special_index = i;
            c.first_special_expected = e;
            c.first_special_got = g;
          }
          ++c.mismatches;  // named by first_special_*, not as the worst finite error
          if (groups && (*groups)[static_cast<size_t>(i)] == NoiseGroup::FromExtremes) ++c.mismatches_from_extremes;
        }
      }
    } else {
      const double abs_error = std::fabs(e - g), rel_error = e == 0 ? (g == 0 ? 0 : INFINITY) : abs_error / std::fabs(e);
      c.max_abs_error = std::max(c.max_abs_error, abs_error);
      c.max_rel_error = std::max(c.max_rel_error, rel_error);
      const double element_noise = c.noise_aware ? (*noise)[static_cast<size_t>(i)] : NAN;
      if (!std::isnan(element_noise)) {
        // The element's own noise alone: the fixed tolerances would let an
        // f32 GEMM 1e-5 off pass, 200 times the model's own noise.
        allowed = c.noise_factor * element_noise;
        c.max_noise = std::max(c.max_noise, element_noise);
        if (abs_error > 0) c.max_error_over_noise = std::max(c.max_error_over_noise, element_noise > 0 ? abs_error / element_noise : INFINITY);
        if (element_noise > 0) c.max_error_over_nonzero_noise = std::max(c.max_error_over_nonzero_noise, abs_error / element_noise);
        if (abs_error > allowed) badness = abs_error / std::max(allowed, 1e-300);
      } else {
        if (c.noise_aware) ++c.fixed_tolerance_elements;
        allowed = std::max(tolerance.atol, tolerance.rtol * std::fabs(e));
        if (abs_error > tolerance.atol && rel_error > tolerance.rtol) badness = abs_error / std::max(tolerance.atol, 1e-300);
      }
    }
    if (badness > 0) {
      ++c.mismatches;
      if (groups && (*groups)[static_cast<size_t>(i)] == NoiseGroup::FromExtremes) ++c.mismatches_from_extremes;
      if (badness > worst) {
        worst = badness;
        c.worst_index = i;
        c.worst_expected = e;
        c.worst_got = g;
        c.worst_allowed = allowed;
      }
    }
  }
  if (c.worst_index < 0 && c.first_special_index >= 0) {  // only NaN or infinity differs
    c.worst_index = c.first_special_index;
    c.worst_expected = c.first_special_expected;
    c.worst_got = c.first_special_got;
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
