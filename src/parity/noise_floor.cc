#include "parity/noise_floor.h"

#include <algorithm>
#include <cmath>
#include <cstddef>

namespace kiln {

double trimmed_rms(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  v.resize(v.size() - v.size() / 1000);
  const double scale = v.empty() ? 0 : v.back();
  if (!(scale > 0) || !std::isfinite(scale)) return 0;
  double sum = 0;
  for (double x : v) sum += (x / scale) * (x / scale);  // scaled: f64 noise must not overflow the squares
  return scale * std::sqrt(sum / static_cast<double>(v.size()));
}

double half_ulp(double x, DType dtype) {
  if (!is_float(dtype) || !std::isfinite(x)) return 0;
  const int mantissa = float_mantissa_bits(dtype);
  const int min_exponent = 2 - (1 << (float_exponent_bits(dtype) - 1));  // of the smallest normal
  int exponent = min_exponent + 1;
  if (x != 0) std::frexp(x, &exponent);  // |x| in [2^(exponent-1), 2^exponent)
  return std::ldexp(1.0, std::max(exponent - 1, min_exponent) - mantissa - 1);
}

namespace {

// Raises `noise` to the trimmed RMS of `sampled` over each fiber along `axis`,
// among the elements of the same group. The elements of one fiber share an
// operand slice of the op that last mixed them, and with it their
// sensitivity to rounding: a GEMM's row shares A's row and its column B's
// column; a weight gradient's output channel shares the output gradient's
// channel and its input channel the activation's; a layer norm's or a
// softmax's row shares its statistics. That sensitivity can be far above the
// output's typical one, and three samples of an element in such a fiber can
// all land near the exact answer by chance.
void raise_to_fiber_rms(std::vector<double>& noise, const std::vector<double>& sampled, const std::vector<NoiseGroup>& groups,
                        const Dims& dims, size_t axis) {
  const auto extent = static_cast<size_t>(dims[axis]);
  if (extent < 2) return;
  size_t inner = 1;
  for (size_t d = axis + 1; d < dims.size(); ++d) inner *= static_cast<size_t>(dims[d]);
  const size_t outer = sampled.size() / (extent * inner);
  std::vector<double> fiber;
  fiber.reserve(extent);
  for (const NoiseGroup group : {NoiseGroup::Ordinary, NoiseGroup::FromExtremes}) {
    for (size_t o = 0; o < outer; ++o) {
      for (size_t i = 0; i < inner; ++i) {
        const size_t start = o * extent * inner + i;
        fiber.clear();
        for (size_t k = 0; k < extent; ++k) {
          if (groups[start + k * inner] == group) fiber.push_back(sampled[start + k * inner]);
        }
        if (fiber.size() < 2) continue;
        const double floor = trimmed_rms(fiber);
        for (size_t k = 0; k < extent; ++k) {
          const size_t e = start + k * inner;
          if (groups[e] == group) noise[e] = std::max(noise[e], floor);
        }
      }
    }
  }
}

}  // namespace

std::vector<double> floored_noise(const std::vector<const std::vector<double>*>& samples, const Dims& dims, const std::vector<NoiseGroup>& given_groups,
                                  const std::vector<double>& least) {
  std::vector<double> sampled = *samples[0];
  for (size_t s = 1; s < samples.size(); ++s) {
    for (size_t e = 0; e < sampled.size(); ++e) sampled[e] = std::max(sampled[e], (*samples[s])[e]);
  }
  const std::vector<NoiseGroup> groups = given_groups.empty() ? std::vector<NoiseGroup>(sampled.size(), NoiseGroup::Ordinary) : given_groups;
  // One run samples the noise: an element's sample can be near 0 by chance
  // where another rounding order moves it as much as its neighbours. Each
  // group is floored by its own elements alone.
  std::vector<double> noise = sampled;
  for (const NoiseGroup group : {NoiseGroup::Ordinary, NoiseGroup::FromExtremes}) {
    std::vector<double> members;
    for (size_t e = 0; e < sampled.size(); ++e) {
      if (groups[e] == group) members.push_back(sampled[e]);
    }
    const double floor = trimmed_rms(std::move(members));
    for (size_t e = 0; e < noise.size(); ++e) {
      if (groups[e] == group) noise[e] = std::max(noise[e], floor);
    }
  }
  if (dims.size() >= 2) {
    for (size_t axis = 0; axis < dims.size(); ++axis) raise_to_fiber_rms(noise, sampled, groups, dims, axis);
  }
  for (size_t e = 0; e < noise.size(); ++e) {
    if (!least.empty()) noise[e] = std::max(noise[e], least[e]);
    if (groups[e] == NoiseGroup::Unmeasured) noise[e] = NAN;
  }
  return noise;
}

}  // namespace kiln
