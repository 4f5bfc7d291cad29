#include "roofline/cuda_peaks.h"

#include <fmt/format.h>

#include "support/error.h"
#ifdef KILN_HAVE_CUDA
#include "backends/cuda/cuda_backend.h"
#endif

namespace kiln::roofline {

MachinePeaks cuda_peaks(const std::filesystem::path& cache_dir) {
#ifndef KILN_HAVE_CUDA
  (void)cache_dir;
  user_error("--roofline on a CUDA target: this kiln was built without the CUDA backend");
#else
  const std::string device = cuda::open_device()->name();  // no device: its one-line error, before measuring
  return cached_peaks(cache_dir, fmt::format("cuda {} v1", device), [] {
    const cuda::DevicePeaks d = cuda::measure_device_peaks();
    MachinePeaks p;
    p.gflops = d.f32_gflops;
    p.bf16_gflops = d.bf16_gflops;
    p.copy_gbps = d.copy_gbps;
    return p;
  });
#endif
}

}  // namespace kiln::roofline
