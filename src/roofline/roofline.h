// The roofline of one run: each kernel's time against the time its arithmetic
// and its bytes need at the machine's peaks, whichever bound is larger.
#pragma once

#include <string>
#include <vector>

#include "roofline/machine_peaks.h"

namespace kiln::roofline {

struct KernelTime {
  std::string name, kind;
  double ms = 0;
  double flops = 0;
  double bytes = 0;
  bool bf16 = false;  // its arithmetic is a bf16 GEMM: the bf16 roof applies where there is one
};

struct KernelRoof {
  KernelTime kernel;
  double gflops = 0, gbps = 0;  // achieved
  bool compute_bound = false;   // the arithmetic takes longer at peak than the bytes
  double bound_ms = 0;          // the larger of the two at peak
  double fraction = 0;          // bound_ms / ms: 1 is at the roof
};

struct Roofline {
  std::vector<KernelRoof> kernels;  // slowest first
  double total_ms = 0, total_flops = 0, total_bytes = 0;
  // The whole model's bound: its FLOPs at the f32 GEMM peak plus its bytes at
  // the copy peak (as if nothing overlapped), and the run's fraction of it;
  // then the same with bf16 GEMMs at the bf16 peak.
  double model_bound_ms = 0, model_fraction = 0;
  double model_bound_native_ms = 0;
};

// `total_ms`: the run's measured time (kernels and what runs between them).
Roofline make_roofline(const std::vector<KernelTime>& kernels, double total_ms, const MachinePeaks& peaks);

}  // namespace kiln::roofline
