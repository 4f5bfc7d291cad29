// skinny_bf16_gemm.h's widening kernels for AVX-512: 16 f32 lanes a
// register, 32 registers (11 rows of accumulators for two vectors of columns
// fit). Compiled for AVX-512 whatever the build's baseline, taken only where
// the CPU runs it.
#include <immintrin.h>

#include "backends/cpu/row_count_dispatch.h"
#include "backends/cpu/skinny_bf16_gemm.h"
#include "backends/cpu/skinny_bf16_kernels.h"
#include "support/float_format.h"

// GCC 12's intrinsics start from _mm512_undefined_*(), which its own
// -Wmaybe-uninitialized then reports at every inlined use.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#pragma GCC push_options
#pragma GCC target("avx512f,avx512bw,avx512vl,avx512dq,avx2,fma")

// No header of other code below this line (see skinny_bf16_widening.h).
#include "backends/cpu/skinny_bf16_widening.h"

namespace kiln::cpu::skinny {

namespace {

struct Avx512 {
  static constexpr int kLanes = 16;
  using Floats = float __attribute__((vector_size(kLanes * sizeof(float))));
  static constexpr int kStreamRowsUpTo = 0;  // not measured on an AVX-512 CPU yet: the register-tiled kernel as tuned there
  static constexpr int row_major_width(int m) { return m <= 12 ? 2 : 1; }
  // One vpmovzxwd from memory, then the bits shifted into place.
  static Floats widen(const uint16_t* p) {
    const __m512i w = _mm512_slli_epi32(_mm512_cvtepu16_epi32(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(p))), 16);
    return reinterpret_cast<Floats>(_mm512_castsi512_ps(w));
  }
};

// Results rounded to bf16 16 at a time: half to even by adding 0x7fff plus
// the bit that stays, a NaN made quiet with its payload kept, as
// bf16_bits_from_double does one at a time (a scalar loop cost a fifth of the
// product's time at 11 rows).
void round_to_bf16(const float* in, int64_t n, uint16_t* out) {
  int64_t i = 0;
  for (; i + 16 <= n; i += 16) {
    const __m512i x = _mm512_loadu_si512(in + i);
    const __m512i kept = _mm512_and_si512(_mm512_srli_epi32(x, 16), _mm512_set1_epi32(1));
    const __m512i rounded = _mm512_srli_epi32(_mm512_add_epi32(x, _mm512_add_epi32(_mm512_set1_epi32(0x7fff), kept)), 16);
    const __m512i quiet = _mm512_or_si512(_mm512_srli_epi32(x, 16), _mm512_set1_epi32(0x40));
    const __mmask16 nan = _mm512_cmp_ps_mask(_mm512_castsi512_ps(x), _mm512_castsi512_ps(x), _CMP_UNORD_Q);
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(out + i), _mm512_cvtepi32_epi16(_mm512_mask_blend_epi32(nan, rounded, quiet)));
  }
  for (; i < n; ++i) out[i] = bf16_bits_from_double(in[i]);
}

RowMajorBlock row_major(int m) {
  return kernel_for_rows<kMaxSkinnyRows>(m, [](auto rows) -> RowMajorBlock {
    return &skinny_widening::rows_times_row_major<Avx512, decltype(rows)::value>;
  });
}

ColumnMajorBlock column_major(int m) {
  return kernel_for_rows<kMaxSkinnyRows>(m, [](auto rows) -> ColumnMajorBlock {
    return &skinny_widening::rows_times_column_major<Avx512, decltype(rows)::value>;
  });
}

}  // namespace

}  // namespace kiln::cpu::skinny

#pragma GCC pop_options
#pragma GCC diagnostic pop

namespace kiln::cpu::skinny {

const WideningKernels* avx512_widening_kernels() {
  static const WideningKernels kernels{"avx512", 16, &row_major, &column_major, &round_to_bf16};
  static const bool supported = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
                                __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512dq");
  return supported ? &kernels : nullptr;
}

}  // namespace kiln::cpu::skinny
