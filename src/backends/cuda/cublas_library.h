// GEMMs through cuBLAS, opened at run time like the driver (libcublas.so.13,
// .12, .11 or libcublas.so, from the loader's path, then $CUDA_HOME/lib64,
// $CUDA_PATH/lib64 and /usr/local/cuda/lib64). Free of fmt and kiln's IR
// beyond the GEMM's shape: AOT libraries carry it (aot/runtime/aot_cuda.cc).
#pragma once

#include <cstdint>

#include "fusion/gemm_shape.h"
#include "ir/dtype.h"

namespace kiln::cuda {

// Whether cuBLAS multiplies `dtype` (f32, f64; bf16 and f16 through GemmEx
// with f32 accumulation).
bool cublas_gemm_type(DType dtype);

// Loads cuBLAS and checks it has what `dtype` needs: UserError naming the
// files tried when none loads, or the function it lacks.
void require_cublas(DType dtype);

// C = A B in device memory (the device's context current): one strided,
// batched call, transposes as flags, never copies; k = 0 writes zeros.
// InternalError with cuBLAS's status when the call fails.
void cublas_gemm(const GemmShape& shape, DType dtype, uint64_t a, uint64_t b, uint64_t c);

}  // namespace kiln::cuda
