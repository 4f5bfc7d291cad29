#include "parity/special_values.h"

#include <cmath>
#include <limits>
#include <random>
#include <vector>

namespace kiln {

namespace {

std::vector<double> float_specials(DType d) {
  const int mantissa = float_mantissa_bits(d), exponent = float_exponent_bits(d);
  const int min_exponent = 2 - (1 << (exponent - 1));  // of the smallest normal
  const double smallest_normal = std::ldexp(1.0, min_exponent);
  const double smallest_denormal = std::ldexp(1.0, min_exponent - mantissa);
  const double mid_denormal = smallest_normal / 3;
  return {NAN, INFINITY, -INFINITY, 0.0, -0.0, smallest_denormal, -smallest_denormal, mid_denormal, -mid_denormal, smallest_normal, 1.0, -1.0};
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

}  // namespace

void mix_special_values(Literal& literal, uint64_t seed) {
  const DType d = literal.dtype();
  if (d == DType::Pred) return;
  std::mt19937_64 rng(seed ^ 0x5bd1e9955bd1e995ULL);
  std::bernoulli_distribution pick(kSpecialValueRate);
  if (is_float(d)) {
    const std::vector<double> specials = float_specials(d);
    for (int64_t i = 0; i < literal.num_elements(); ++i) {
      if (pick(rng)) literal.set_double(i, specials[rng() % specials.size()]);
    }
  } else {
    const std::vector<uint64_t> specials = integer_specials(d);
    for (int64_t i = 0; i < literal.num_elements(); ++i) {
      if (pick(rng)) literal.set_bits(i, specials[rng() % specials.size()]);
    }
  }
}

}  // namespace kiln
