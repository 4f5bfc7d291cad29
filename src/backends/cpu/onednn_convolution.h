// f32 convolutions on oneDNN's direct primitive (fusion/direct_convolution.h):
// on AVX-512 its brgconv kernels read channels-last activations in place, with
// no im2col copy (ResNet-50's layers at 280-320 GFLOP/s on 2 cores, where the
// im2col GEMMs ran at 194; docs/backend-cpu.md).
//  - The work is cut over kiln's thread pool: by images when there are at
//    least as many as threads, else by output rows (each block reading the
//    input rows its windows cover, image after image). Each block has a
//    primitive of its own, made on first use. A cut by output channels would
//    leave each block a strided slice of the channels-last output, which
//    oneDNN runs on its reference loops (Keras's ResNet-50, one image: 7.4 s).
//  - Weights go into the primitive's blocked layout on every run, or once
//    when they are a constant.
//  - An input or output that is not channels-last goes through a
//    channels-last copy: oneDNN's kernels for other layouts are its im2col
//    GEMM path, at half the rate.
//  - Weights that are not all finite, in a padded convolution, run on a copy
//    of the input with its padding written out as zeros: HLO multiplies the
//    padding (0 times infinity is NaN) where oneDNN skips it.
#pragma once

#include <memory>
#include <string>

#include "fusion/direct_convolution.h"

namespace kiln::cpu {

class OneDnnConvolution {
 public:
  OneDnnConvolution(const DirectConvolutionShape& shape, bool constant_kernel);
  ~OneDnnConvolution();
  OneDnnConvolution(const OneDnnConvolution&) = delete;
  OneDnnConvolution& operator=(const OneDnnConvolution&) = delete;

  void run(const float* input, const float* kernel, float* output);
  // oneDNN's name for the kernel it runs ("brgconv:avx512_core"), for explain.
  std::string implementation() const;

 private:
  struct State;
  std::unique_ptr<State> state_;
};

}  // namespace kiln::cpu
