// A target as one value: parsed once from its command-line name at the edge
// (parse_target, driver/targets.h) and passed down, so no layer below parses
// a name again. It knows its kind, the limits its GPU schedules must fit and
// the GEMM types it multiplies natively.
#pragma once

#include <string>

#include "passes/convolution_as_gemm.h"
#include "passes/fft_as_dft.h"
#include "passes/widen_narrow_dots.h"
#include "schedule/gpu_limits.h"

namespace kiln {

enum class TargetKind { Cpu, Cuda, OpenCL, Reference };

// The cpu target's native GEMM types (driver/targets.cc): a Target made
// without parsing is the cpu, whole.
NativeGemmTypes host_native_gemms();

struct Target {
  TargetKind kind = TargetKind::Cpu;
  std::string name = "cpu";  // as kiln prints it: "cpu", "cuda-sm86", "opencl", "reference"
  int cuda_capability = 0;   // cuda-smNN: NN
  GpuLimits gpu_limits;      // GPU targets: what one block may hold
  // Whether kernels may hold f64 values: not on an OpenCL device without
  // cl_khr_fp64 (compiling says so in one line rather than failing to build).
  bool doubles = true;
  // The narrow GEMM types it multiplies natively (the pipeline widens the
  // rest to f32): bf16 on CPUs whose oneDNN has an AVX512_BF16 kernel, bf16 and
  // f16 on CUDA (cuBLAS GemmEx); none on OpenCL (CLBlast has no bf16) and the
  // reference (it evaluates the graph as imported).
  NativeGemmTypes native_gemms = host_native_gemms();
  // The float types whose FFTs it runs as a library call: f32 and f64 on the
  // cpu (kissfft, DoubleFft); none elsewhere yet, where FFTs are DFT products
  // (fft_as_dft.h).
  NativeFftTypes native_fft = {.f32 = true, .f64 = true};
  // Whether it runs direct f32 convolutions as one library call: the cpu,
  // through oneDNN (backends/cpu/onednn_convolution.h); elsewhere they are
  // im2col GEMMs (convolution_as_gemm.h).
  NativeConvolutions native_convolutions = {.f32 = true};

  bool gpu() const { return kind == TargetKind::Cuda || kind == TargetKind::OpenCL; }
  bool compiled() const { return kind != TargetKind::Reference; }
};

}  // namespace kiln
