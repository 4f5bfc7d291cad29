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

namespace {

// Raises `noise` to the trimmed RMS of `sampled` over each fiber along `axis`.
// The elements of one fiber share an operand slice of the op that last mixed
// them, and with it their sensitivity to rounding: a GEMM's row shares A's
// row and its column B's column; a weight gradient's output channel shares
// the output gradient's channel and its input channel the activation's; a
// layer norm's or a softmax's row shares its statistics. That sensitivity can
// be far above the output's typical one, and three samples of an element in
// such a fiber can all land near the exact answer by chance.
void raise_to_fiber_rms(std::vector<double>& noise, const std::vector<double>& sampled, const Dims& dims, size_t axis) {
  const auto extent = static_cast<size_t>(dims[axis]);
  if (extent < 2) return;
  size_t inner = 1;
  for (size_t d = axis + 1; d < dims.size(); ++d) inner *= static_cast<size_t>(dims[d]);
  const size_t outer = sampled.size() / (extent * inner);
  std::vector<double> fiber(extent);
  for (size_t o = 0; o < outer; ++o) {
    for (size_t i = 0; i < inner; ++i) {
      const size_t start = o * extent * inner + i;
      for (size_t k = 0; k < extent; ++k) fiber[k] = sampled[start + k * inner];
      const double floor = trimmed_rms(fiber);
      for (size_t k = 0; k < extent; ++k) noise[start + k * inner] = std::max(noise[start + k * inner], floor);
    }
  }
}

}  // namespace

std::vector<double> floored_noise(const std::vector<const std::vector<double>*>& samples, const Dims& dims) {
  std::vector<double> sampled = *samples[0];
  for (size_t s = 1; s < samples.size(); ++s) {
    for (size_t e = 0; e < sampled.size(); ++e) sampled[e] = std::max(sampled[e], (*samples[s])[e]);
  }
  // One run samples the noise: an element's sample can be near 0 by chance
  // where another rounding order moves it as much as its neighbours.
  std::vector<double> noise = sampled;
  const double floor = trimmed_rms(sampled);
  for (double& e : noise) e = std::max(e, floor);
  if (dims.size() >= 2) {
    for (size_t axis = 0; axis < dims.size(); ++axis) raise_to_fiber_rms(noise, sampled, dims, axis);
  }
  return noise;
}

}  // namespace kiln
