// The median of timings (0 for none): what every benchmark and kiln tune report.
#pragma once

#include <algorithm>
#include <vector>

namespace kiln {

inline double median(std::vector<double> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  const size_t n = v.size();
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

}  // namespace kiln
