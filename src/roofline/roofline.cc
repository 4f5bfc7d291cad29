#include "roofline/roofline.h"

#include <algorithm>

namespace kiln::roofline {

Roofline make_roofline(const std::vector<KernelTime>& kernels, double total_ms, const MachinePeaks& peaks) {
  Roofline r;
  r.total_ms = total_ms;
  for (const KernelTime& k : kernels) {
    KernelRoof roof;
    roof.kernel = k;
    const double seconds = k.ms / 1e3;
    roof.gflops = seconds > 0 ? k.flops / seconds / 1e9 : 0;
    roof.gbps = seconds > 0 ? k.bytes / seconds / 1e9 : 0;
    const double peak = k.bf16 && peaks.bf16_gflops > 0 ? peaks.bf16_gflops : peaks.gflops;
    const double compute_ms = k.flops / (peak * 1e9) * 1e3;
    r.model_bound_native_ms += compute_ms;
    const double memory_ms = k.bytes / (peaks.copy_gbps * 1e9) * 1e3;
    roof.compute_bound = compute_ms > memory_ms;
    roof.bound_ms = std::max(compute_ms, memory_ms);
    roof.fraction = k.ms > 0 ? roof.bound_ms / k.ms : 0;
    r.total_flops += k.flops;
    r.total_bytes += k.bytes;
    r.kernels.push_back(roof);
  }
  std::stable_sort(r.kernels.begin(), r.kernels.end(), [](const KernelRoof& a, const KernelRoof& b) { return a.kernel.ms > b.kernel.ms; });
  r.model_bound_ms = r.total_flops / (peaks.gflops * 1e9) * 1e3 + r.total_bytes / (peaks.copy_gbps * 1e9) * 1e3;
  r.model_bound_native_ms += r.total_bytes / (peaks.copy_gbps * 1e9) * 1e3;
  r.model_fraction = total_ms > 0 ? r.model_bound_ms / total_ms : 0;
  return r;
}

}  // namespace kiln::roofline
