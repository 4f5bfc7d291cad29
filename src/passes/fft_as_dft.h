// fft_as_dft: an fft-pairs op the target has no FFT library for becomes
// products with DFT matrices (expand/fft.h), O(n^2) per transformed dim but a
// GEMM on every target. The cpu target runs f32 and f64 transforms itself
// (backends/cpu/fft_step.h) and keeps those; GPU targets and AOT libraries
// keep none yet (cuFFT and clFFT would be their libraries).
#pragma once

#include "passes/pass.h"

namespace kiln {

// The float types whose FFTs the target runs as one library call.
struct NativeFftTypes {
  bool f32 = false;
  bool f64 = false;
};

class FftAsDft : public Pass {
 public:
  explicit FftAsDft(NativeFftTypes native = {}) : native_(native) {}
  std::string_view name() const override { return "fft_as_dft"; }
  bool run(Graph& graph) override;

 private:
  NativeFftTypes native_;
};

}  // namespace kiln
