#include "backends/cpu/bf16_flush_bound.h"

namespace kiln::cpu {

// It reads every operand of every bf16 GEMM that may flush, just written by
// the kernel before: vectorized, one clone per vector width.
__attribute__((target_clones("arch=skylake-avx512", "avx2", "default"))) uint16_t smallest_magnitude_minus_one(const uint16_t* p, int64_t n) {
  uint16_t smallest = 0xffff;
  for (int64_t j = 0; j < n; ++j) {
    const uint16_t y = static_cast<uint16_t>((p[j] & 0x7fff) - 1);
    smallest = y < smallest ? y : smallest;
  }
  return smallest;
}

}  // namespace kiln::cpu
