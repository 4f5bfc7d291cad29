#include "backends/cpu/sgemm_library.h"

#include <cblas.h>
#include <dnnl.h>

#include <string>

namespace kiln::cpu {

// Debian's OpenBLAS 0.3.21 picks its kernels from a table of CPU models and
// ran CPUs it does not know (a Sapphire Rapids-class Xeon in a VM) with its
// Prescott (SSE3) kernels: 31 GFLOP/s a thread against oneDNN's 142-171 on
// ResNet-50's GEMM shapes. These are the cores it names for its own kernels.
bool openblas_knows_this_cpu() {
  static const bool knows = [] {
    const std::string core = openblas_get_corename();
    for (const char* known : {"Haswell", "Zen", "SkylakeX", "Cooperlake", "SapphireRapids"}) {
      if (core == known) return true;
    }
    return false;
  }();
  return knows;
}

bool onednn_has_avx2_rules() {
  static const bool avx2 = [] {
    const unsigned isa = static_cast<unsigned>(dnnl_get_effective_cpu_isa());
    return (isa & dnnl_cpu_isa_avx512_core) != dnnl_cpu_isa_avx512_core;
  }();
  return avx2;
}

// Without AVX-512, oneDNN's gemm driver takes its no-copy kernels for GEMMs
// of few rows or columns (1/m + 1/n >= 0.0038) whatever the leading
// dimensions. They read an untransposed B in place, row after row, and rows
// a multiple of 1 KiB apart (ldb % 256: what oneDNN itself calls a bad
// leading dimension on AVX-512, where it packs instead) all fall in the same
// cache sets. On a Zen 3 EPYC, [128,2048] x [2048,4096] with ldb 8192 ran at
// 38 GFLOP/s a thread, with ldb 8200 at 92, and on OpenBLAS (which packs B)
// at 87-89: the MLP products of a Llama-sized prefill. On a Zen 4 EPYC,
// with its AVX-512 rules, oneDNN ran the same call at 88 (ldb 8200: 105) and
// OpenBLAS at 89: no call to move there.
bool onednn_no_copy_on_aliased_rows(bool avx2_rules, bool b_transposed, int64_t m, int64_t n, int64_t ldb) {
  constexpr int64_t kAliasedRows = 256;  // floats: 1 KiB
  constexpr double kNoCopyThreshold = 0.0038;
  if (!avx2_rules || b_transposed || m <= 0 || n <= 0) return false;
  return ldb % kAliasedRows == 0 && 1.0 / static_cast<double>(m) + 1.0 / static_cast<double>(n) >= kNoCopyThreshold;
}

SgemmLibrary sgemm_library(bool b_transposed, int64_t m, int64_t n, int64_t ldb) {
  if (onednn_no_copy_on_aliased_rows(onednn_has_avx2_rules(), b_transposed, m, n, ldb) && openblas_knows_this_cpu()) {
    return SgemmLibrary::kOpenBlas;
  }
  return SgemmLibrary::kOneDnn;
}

}  // namespace kiln::cpu
