// CLBlast, opened at run time (libclblast.so.1, libclblast.so) like cuBLAS:
// strided, batched GEMMs on OpenCL buffers in kiln's queue (backend-internal).
#pragma once

#include "fusion/gemm_shape.h"
#include "ir/dtype.h"

namespace kiln::opencl {

// The element types kiln asks CLBlast to multiply: f32 and f64 (bf16 and f16
// dots are widened before they reach a GEMM; the OpenCL target has no native
// narrow types).
bool clblast_gemm_type(DType dtype);
// UserError naming the libraries looked for when CLBlast cannot be loaded.
void require_clblast();
// C = A B on `a`, `b`, `c` (cl_mem handles), in order on kiln's queue.
void clblast_gemm(const GemmShape& shape, DType dtype, uint64_t a, uint64_t b, uint64_t c);

}  // namespace kiln::opencl
