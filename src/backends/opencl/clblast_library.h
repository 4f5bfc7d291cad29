// CLBlast, opened at run time (libclblast.so.1, libclblast.so) like cuBLAS:
// strided, batched GEMMs on OpenCL buffers in kiln's queue (backend-internal).
#pragma once

#include "backends/opencl/opencl_context.h"
#include "fusion/gemm_shape.h"
#include "ir/dtype.h"

namespace kiln::opencl {

// The element types kiln asks CLBlast to multiply: f32 and f64 (bf16 and f16
// dots are widened before they reach a GEMM; the OpenCL target has no native
// narrow types).
bool clblast_gemm_type(DType dtype);
// UserError naming the libraries looked for when CLBlast cannot be loaded.
void require_clblast();
// Bytes of an OpenCL buffer from `offset` on.
struct ClSpan {
  cl_mem mem = nullptr;
  size_t offset = 0;  // bytes, a multiple of the element size
};
// C = A B, in order on `queue`.
void clblast_gemm(const Queue& queue, const GemmShape& shape, DType dtype, ClSpan a, ClSpan b, ClSpan c);

}  // namespace kiln::opencl
