// skinny_bf16_gemm.h's widening kernels for AVX2 with FMA: 8 f32 lanes a
// register, 16 registers. On a CPU without AVX-512 oneDNN's bf16 GEMM is its
// reference code, so without these a decoder's products against its weights
// widened every weight to f32 in a kernel of its own and read it again: three
// passes over the weights where one will do (Llama-3.2-1B-sized decode step
// here: 489 ms, its weights readable in about 100).
#include <immintrin.h>

#include "backends/cpu/row_count_dispatch.h"
#include "backends/cpu/skinny_bf16_gemm.h"
#include "backends/cpu/skinny_bf16_kernels.h"
#include "support/float_format.h"

#pragma GCC push_options
#pragma GCC target("avx2,fma")

// No header of other code below this line (see skinny_bf16_widening.h).
#include "backends/cpu/skinny_bf16_widening.h"

namespace kiln::cpu::skinny {

namespace {

struct Avx2 {
  static constexpr int kLanes = 8;
  using Floats = float __attribute__((vector_size(kLanes * sizeof(float))));
  // M x W accumulators and W loaded vectors within 16 registers; one row
  // takes four vectors, so that four multiply-adds are in flight.
  static constexpr int kStreamRowsUpTo = 2;  // measured: see rows_streaming_row_major
  static constexpr int row_major_width(int m) { return m == 1 ? 4 : m <= 3 ? 3 : m <= 6 ? 2 : 1; }
  static Floats widen(const uint16_t* p) {
    const __m256i w = _mm256_slli_epi32(_mm256_cvtepu16_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p))), 16);
    return reinterpret_cast<Floats>(_mm256_castsi256_ps(w));
  }
};

// As the AVX-512 rounding, 8 at a time: half to even, a NaN made quiet with
// its payload kept.
void round_to_bf16(const float* in, int64_t n, uint16_t* out) {
  int64_t i = 0;
  for (; i + 8 <= n; i += 8) {
    const __m256i x = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(in + i));
    const __m256i kept = _mm256_and_si256(_mm256_srli_epi32(x, 16), _mm256_set1_epi32(1));
    const __m256i rounded = _mm256_srli_epi32(_mm256_add_epi32(x, _mm256_add_epi32(_mm256_set1_epi32(0x7fff), kept)), 16);
    const __m256i quiet = _mm256_or_si256(_mm256_srli_epi32(x, 16), _mm256_set1_epi32(0x40));
    const __m256i nan = _mm256_castps_si256(_mm256_cmp_ps(_mm256_castsi256_ps(x), _mm256_castsi256_ps(x), _CMP_UNORD_Q));
    const __m256i bits = _mm256_blendv_epi8(rounded, quiet, nan);  // 16-bit values in 32-bit lanes
    // Pack the eight 32-bit lanes' low halves (each below 2^16: packus keeps them) into 8 uint16.
    const __m128i packed = _mm_packus_epi32(_mm256_castsi256_si128(bits), _mm256_extracti128_si256(bits, 1));
    _mm_storeu_si128(reinterpret_cast<__m128i*>(out + i), packed);
  }
  for (; i < n; ++i) out[i] = bf16_bits_from_double(in[i]);
}

RowMajorBlock row_major(int m) {
  return kernel_for_rows<kMaxSkinnyRows>(m, [](auto rows) -> RowMajorBlock {
    return &skinny_widening::rows_times_row_major<Avx2, decltype(rows)::value>;
  });
}

ColumnMajorBlock column_major(int m) {
  return kernel_for_rows<kMaxSkinnyRows>(m, [](auto rows) -> ColumnMajorBlock {
    return &skinny_widening::rows_times_column_major<Avx2, decltype(rows)::value>;
  });
}

}  // namespace

}  // namespace kiln::cpu::skinny

#pragma GCC pop_options

namespace kiln::cpu::skinny {

const WideningKernels* avx2_widening_kernels() {
  static const WideningKernels kernels{"avx2", 8, &row_major, &column_major, &round_to_bf16};
  static const bool supported = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
  return supported ? &kernels : nullptr;
}

}  // namespace kiln::cpu::skinny
