// Which library runs an f32 GEMM call: oneDNN's sgemm, unless it would run
// the call on kernels that read B's rows from the same cache sets and
// OpenBLAS has kernels for this CPU (sgemm_library.cc says why each).
#pragma once

#include <cstdint>

namespace kiln::cpu {

enum class SgemmLibrary { kOneDnn, kOpenBlas };

// Whether oneDNN's sgemm, with the rules it uses on hosts without AVX-512
// (`avx2_rules`), runs the row-major call C[m,n] = A x B (B transposed when
// `b_transposed`, its rows `ldb` floats apart) on its no-copy kernels over
// rows a multiple of 1 KiB apart.
bool onednn_no_copy_on_aliased_rows(bool avx2_rules, bool b_transposed, int64_t m, int64_t n, int64_t ldb);

// Whether oneDNN runs its sgemm by the rules it has for hosts without
// AVX-512 (on such hosts, or capped by ONEDNN_MAX_CPU_ISA=AVX2).
bool onednn_has_avx2_rules();

// Whether Debian's OpenBLAS runs kernels written for this CPU.
bool openblas_knows_this_cpu();

// The library for that row-major call on this host.
SgemmLibrary sgemm_library(bool b_transposed, int64_t m, int64_t n, int64_t ldb);

}  // namespace kiln::cpu
