#include "parity/bias.h"

#include <algorithm>
#include <cmath>

#include "support/error.h"

namespace kiln {

namespace {

struct Moments {
  double sum = 0, sum_squares = 0;
  int64_t n = 0;
  void add(double x) {
    sum += x;
    sum_squares += x * x;
    ++n;
  }
  double mean() const { return n ? sum / static_cast<double>(n) : 0; }
  // The mean over its standard error.
  double z() const {
    if (n < 2) return 0;
    const double m = mean(), variance = std::max(0.0, sum_squares / static_cast<double>(n) - m * m);
    const double standard_error = std::sqrt(variance / static_cast<double>(n - 1));
    return standard_error > 0 ? m / standard_error : (m != 0 ? INFINITY : 0);
  }
};

// The mean error of each slice of an output along one axis (all elements
// with the same index there): where rounding moves a whole slice one way (a
// softmax's row divided by one rounded sum), the slices, not the elements,
// are the independent draws.
class SliceMeans {
 public:
  SliceMeans(const Dims& dims, size_t axis) : slices_(static_cast<size_t>(dims[axis])), slice_(dims[axis]) {
    for (size_t d = axis + 1; d < dims.size(); ++d) inner_ *= dims[d];
  }
  void add(int64_t element, double x) { slices_[static_cast<size_t>(element / inner_ % slice_)].add(x); }
  // The mean of the slice means over their standard error; NaN with fewer
  // than two slices holding an element.
  double z() const {
    Moments means;
    for (const Moments& s : slices_) {
      if (s.n) means.add(s.mean());
    }
    return means.n >= 2 ? means.z() : NAN;
  }

 private:
  std::vector<Moments> slices_;
  int64_t slice_ = 1, inner_ = 1;
};

// The z of `elements`, or of the slice means along an axis where that is
// nearer 0: a bias leans every slice alike, rounding shared by a slice does
// not.
double least_z(const Moments& elements, const std::vector<SliceMeans>& slices) {
  double z = elements.z();
  for (const SliceMeans& s : slices) {
    const double slice_z = s.z();
    if (std::fabs(slice_z) < std::fabs(z)) z = slice_z;  // false for NaN
  }
  return z;
}

}  // namespace

BiasTest bias_test(const Literal& got, const std::vector<const Literal*>& reference_runs, const Literal& exact,
                   const std::vector<double>& noise, const std::vector<NoiseGroup>& groups) {
  BiasTest t;
  if (!is_float(got.dtype())) return t;
  const auto n = static_cast<size_t>(got.num_elements());
  KILN_CHECK(exact.num_elements() == got.num_elements() && noise.size() == n && (groups.empty() || groups.size() == n),
             "bias test over {} elements", n);
  // [0]: plainly signed, [1]: toward zero; per run, the target first.
  const size_t runs = reference_runs.size() + 1;
  std::vector<Moments> plain(runs), toward(runs);
  // The target's errors by slice, along each axis of at least kBiasMinSlices
  // indices (in a rank-1 output a slice is an element).
  std::vector<SliceMeans> plain_slices, toward_slices;
  const Dims& dims = got.dims();
  for (size_t axis = 0; dims.size() >= 2 && axis < dims.size(); ++axis) {
    if (dims[axis] < kBiasMinSlices) continue;
    plain_slices.emplace_back(dims, axis);
    toward_slices.emplace_back(dims, axis);
  }
  for (size_t i = 0; i < n; ++i) {
    if (!groups.empty() && groups[i] != NoiseGroup::Ordinary) continue;
    const double x = exact.get_double(static_cast<int64_t>(i)), scale = noise[i];
    if (!std::isfinite(x) || !(scale > 0) || !std::isfinite(scale)) continue;
    bool finite = std::isfinite(got.get_double(static_cast<int64_t>(i)));
    for (const Literal* r : reference_runs) finite = finite && std::isfinite(r->get_double(static_cast<int64_t>(i)));
    if (!finite) continue;
    // Toward zero only where the exact answer stands out of the noise: the
    // sign of one the noise dwarfs is nothing an f32 computation can know.
    const bool has_a_side = std::fabs(x) > scale;
    for (size_t r = 0; r < runs; ++r) {
      const Literal& run = r == 0 ? got : *reference_runs[r - 1];
      const double u = (run.get_double(static_cast<int64_t>(i)) - x) / scale, u_toward = x > 0 ? u : -u;
      plain[r].add(u);
      if (has_a_side) toward[r].add(u_toward);
      if (r != 0) continue;
      for (SliceMeans& s : plain_slices) s.add(static_cast<int64_t>(i), u);
      if (!has_a_side) continue;
      for (SliceMeans& s : toward_slices) s.add(static_cast<int64_t>(i), u_toward);
    }
  }
  t.measured = plain[0].n >= kBiasMinElements;
  t.elements = plain[0].n;
  if (!t.measured) return t;
  double strongest = -1;
  for (const bool is_toward : {false, true}) {
    const std::vector<Moments>& m = is_toward ? toward : plain;
    if (m[0].n < kBiasMinElements) continue;
    double reference_mean = 0;
    for (size_t r = 1; r < runs; ++r) reference_mean = std::max(reference_mean, std::fabs(m[r].mean()));
    const double mean = m[0].mean(), z = least_z(m[0], is_toward ? toward_slices : plain_slices);
    const bool biased = std::fabs(z) > kBiasMinZ && std::fabs(mean) > kBiasMinMean && std::fabs(mean) > kBiasOverReference * reference_mean;
    // Report the biased signing, else the one farthest from zero.
    const double strength = (biased ? 1e300 : 0) + std::fabs(z);
    if (strength > strongest) {
      strongest = strength;
      t.toward_zero = is_toward;
      t.mean = mean;
      t.z = z;
      t.reference_mean = reference_mean;
      t.biased = biased;
    }
  }
  return t;
}

}  // namespace kiln
