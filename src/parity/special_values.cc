#include "parity/special_values.h"

#include <cmath>
#include <limits>
#include <random>
#include <vector>

namespace kiln {

namespace {

double smallest_normal(DType d) { return std::ldexp(1.0, 2 - (1 << (float_exponent_bits(d) - 1))); }

std::vector<double> float_specials(DType d, SpecialValueSet set) {
  const double normal = smallest_normal(d);
  const double smallest_denormal = std::ldexp(normal, -float_mantissa_bits(d));
  const double mid_denormal = normal / 3;
  std::vector<double> finite{0.0, -0.0, smallest_denormal, -smallest_denormal, mid_denormal, -mid_denormal, normal, 1.0, -1.0};
  if (set == SpecialValueSet::Finite) return finite;
  finite.insert(finite.begin(), {NAN, INFINITY, -INFINITY});
  return finite;
}

std::vector<uint64_t> integer_specials(DType d) {
  const int bits = dtype_bits(d);
  const uint64_t mask = bits == 64 ? ~uint64_t{0} : (uint64_t{1} << bits) - 1;
  std::vector<uint64_t> v{0, static_cast<uint64_t>(bits), static_cast<uint64_t>(2 * bits)};
  if (is_signed_int(d)) {
    v.push_back(uint64_t{1} << (bits - 1));         // INT_MIN
    v.push_back(mask);                               // -1
    v.push_back((uint64_t{1} << (bits - 1)) - 1);    // INT_MAX
  } else {
    v.push_back(mask);  // the largest value
  }
  return v;
}

constexpr double kRate = 1.0 / 8;

// About one index in eight of [0, extent), at least one and never all.
std::vector<bool> some_indices(int64_t extent, std::mt19937_64& rng) {
  std::vector<bool> chosen(static_cast<size_t>(extent), false);
  std::bernoulli_distribution pick(kRate);
  int64_t count = 0;
  for (int64_t i = 0; i < extent; ++i) count += (chosen[static_cast<size_t>(i)] = pick(rng)) ? 1 : 0;
  if (count == 0) chosen[static_cast<size_t>(rng() % static_cast<uint64_t>(extent))] = true;
  if (count == extent) chosen[static_cast<size_t>(rng() % static_cast<uint64_t>(extent))] = false;
  return chosen;
}

// Which elements (row-major) get a special value.
std::vector<bool> special_positions(const Dims& dims, SpecialValueLayout layout, std::mt19937_64& rng) {
  int64_t elements = 1;
  for (int64_t d : dims) elements *= d;
  std::vector<bool> at(static_cast<size_t>(elements), false);
  if (layout == SpecialValueLayout::Scattered) {
    std::bernoulli_distribution pick(kRate);
    for (size_t i = 0; i < at.size(); ++i) at[i] = pick(rng);
    return at;
  }
  std::vector<size_t> wide;  // dims of extent 2 or more
  for (size_t d = 0; d < dims.size(); ++d) {
    if (dims[d] >= 2) wide.push_back(d);
  }
  if (wide.empty()) return at;  // a scalar, or one element: it would reach everything
  const size_t row_dim = wide.front(), column_dim = wide.back();
  const std::vector<bool> rows = some_indices(dims[row_dim], rng);
  const std::vector<bool> columns = row_dim == column_dim ? rows : some_indices(dims[column_dim], rng);
  std::vector<int64_t> strides(dims.size(), 1);
  for (size_t d = dims.size(); d-- > 1;) strides[d - 1] = strides[d] * dims[d];
  for (int64_t i = 0; i < elements; ++i) {
    const auto row = static_cast<size_t>((i / strides[row_dim]) % dims[row_dim]);
    const auto column = static_cast<size_t>((i / strides[column_dim]) % dims[column_dim]);
    at[static_cast<size_t>(i)] = rows[row] && columns[column];
  }
  return at;
}

}  // namespace

void mix_special_values(Literal& literal, uint64_t seed, SpecialValueLayout layout, SpecialValueSet set) {
  const DType d = literal.dtype();
  if (d == DType::Pred) return;
  std::mt19937_64 rng(seed ^ 0x5bd1e9955bd1e995ULL);
  const std::vector<bool> at = special_positions(literal.dims(), layout, rng);
  if (is_float(d)) {
    const std::vector<double> specials = float_specials(d, set);
    for (int64_t i = 0; i < literal.num_elements(); ++i) {
      if (at[static_cast<size_t>(i)]) literal.set_double(i, specials[rng() % specials.size()]);
    }
  } else {
    const std::vector<uint64_t> specials = integer_specials(d);
    for (int64_t i = 0; i < literal.num_elements(); ++i) {
      if (at[static_cast<size_t>(i)]) literal.set_bits(i, specials[rng() % specials.size()]);
    }
  }
}

bool is_extreme_float(double x, DType dtype) { return !std::isfinite(x) || (x != 0 && std::fabs(x) <= smallest_normal(dtype)); }

bool mark_extremes_as_nan(Literal& literal) {
  if (!is_float(literal.dtype())) return false;
  bool any = false;
  for (int64_t i = 0; i < literal.num_elements(); ++i) {
    const double x = literal.get_double(i);
    if (!is_extreme_float(x, literal.dtype())) continue;
    any = true;
    if (!std::isnan(x)) literal.set_double(i, NAN);  // a NaN stays as it is, payload and all
  }
  return any;
}

}  // namespace kiln
