// The C ABI's GEMM shape (aot_runtime.h) as kiln's GemmShape.
#pragma once

#include "aot/runtime/aot_runtime.h"
#include "fusion/gemm_shape.h"

namespace kiln::aot {

inline StridedMatrix strided_matrix(const kiln_aot_matrix& m) { return {m.batch_stride, m.row_major != 0, m.leading_dim}; }

inline GemmShape gemm_shape(const kiln_aot_gemm& g) {
  GemmShape s;
  s.batch = g.batch;
  s.m = g.m;
  s.n = g.n;
  s.k = g.k;
  s.a = strided_matrix(g.a);
  s.b = strided_matrix(g.b);
  s.c = strided_matrix(g.c);
  return s;
}

}  // namespace kiln::aot
