#include "backends/cpu/skinny_bf16_gemm.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <immintrin.h>
#include <utility>
#include <vector>

#include "runtime/thread_pool.h"
#include "support/float_format.h"

namespace kiln::cpu {

namespace {

constexpr int kLanes = 16;
using Floats = float __attribute__((vector_size(kLanes * sizeof(float))));

// AVX-512 (16 f32 lanes a register, 32 registers: 11 rows of accumulators
// for two vectors of columns fit) where the CPU has it, else the same code
// for the baseline ISA.
namespace avx512 {
#pragma GCC push_options
#pragma GCC target("avx512f,avx512bw,avx512vl,avx512dq,avx2,fma")
// One vpmovzxwd from memory, then the bits shifted into place.
inline Floats widen16(const uint16_t* p) {
  const __m512i w = _mm512_slli_epi32(_mm512_cvtepu16_epi32(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(p))), 16);
  return reinterpret_cast<Floats>(_mm512_castsi512_ps(w));
}
#include "backends/cpu/skinny_bf16_kernels.inc"
#pragma GCC pop_options
}  // namespace avx512

namespace baseline {
inline Floats widen16(const uint16_t* p) {
  using Halves = uint16_t __attribute__((vector_size(kLanes * sizeof(uint16_t))));
  using Words = uint32_t __attribute__((vector_size(kLanes * sizeof(uint32_t))));
  Halves h;
  std::memcpy(&h, p, sizeof h);
  const Words w = __builtin_convertvector(h, Words) << 16;
  Floats f;
  std::memcpy(&f, &w, sizeof f);
  return f;
}
#include "backends/cpu/skinny_bf16_kernels.inc"
}  // namespace baseline

using baseline::widen;

// Every extension the AVX-512 copy is compiled for.
const bool kAvx512 = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vl") &&
                     __builtin_cpu_supports("avx512dq");

using RowMajorBlock = void (*)(const float*, int64_t, const uint16_t*, int64_t, int64_t, int64_t, float*, int64_t);
using ColumnMajorBlock = void (*)(const float*, int64_t, int64_t, const uint16_t*, int64_t, int64_t, int64_t, float*, int64_t, bool);

template <int... Ms>
RowMajorBlock row_major_block(int m, std::integer_sequence<int, Ms...>) {
  RowMajorBlock found = nullptr;
  ((m == Ms + 1 ? (found = kAvx512 ? &avx512::rows_times_row_major<Ms + 1> : &baseline::rows_times_row_major<Ms + 1>, 0) : 0), ...);
  return found;
}

template <int... Ms>
ColumnMajorBlock column_major_block(int m, std::integer_sequence<int, Ms...>) {
  ColumnMajorBlock found = nullptr;
  ((m == Ms + 1 ? (found = kAvx512 ? &avx512::rows_times_column_major<Ms + 1> : &baseline::rows_times_column_major<Ms + 1>, 0) : 0), ...);
  return found;
}

// How many elements of k a block of the column-major kernel takes: its rows
// of A (f32) within 24 KiB, half of this CPU generation's L1 data cache.
int64_t k_block(int64_t m, int64_t k) {
  constexpr int64_t kBytes = 24 << 10;
  const int64_t blocks = std::max<int64_t>(1, (m * k * 4 + kBytes - 1) / kBytes);
  return ((k + blocks - 1) / blocks + kLanes - 1) / kLanes * kLanes;
}

}  // namespace

bool skinny_bf16_gemm_applies(const GemmShape& s) {
  return s.batch == 1 && s.m >= 1 && s.m <= kMaxSkinnyRows && s.n * s.k >= 64 * 64;
}

void skinny_bf16_gemm(const GemmShape& s, const uint16_t* a, const uint16_t* b, uint16_t* c) {
  const int m = static_cast<int>(s.m);
  // A widened once: row-major [m][k] for the column-major kernel,
  // transposed [k][m] for the row-major one.
  std::vector<float> wide_a(static_cast<size_t>(s.m * s.k));
  for (int64_t r = 0; r < s.m; ++r) {
    for (int64_t j = 0; j < s.k; ++j) {
      wide_a[static_cast<size_t>(s.b.row_major ? j * s.m + r : r * s.k + j)] = widen(a[s.a.offset(0, r, j)]);
    }
  }
  const auto rows = std::make_integer_sequence<int, kMaxSkinnyRows>{};
  const RowMajorBlock by_rows = s.b.row_major ? row_major_block(m, rows) : nullptr;
  const ColumnMajorBlock by_columns = s.b.row_major ? nullptr : column_major_block(m, rows);
  const int64_t kb = k_block(s.m, s.k);
  // Columns in slices of whole tiles (64 columns: the row-major kernel's
  // two vectors, twice), a few per worker so they even out; only the last
  // slice has a tail for the scalar loop.
  constexpr int64_t kSliceUnit = 64;
  ThreadPool& pool = ThreadPool::shared();
  const int64_t units = std::max<int64_t>(1, s.n / kSliceUnit);
  const int64_t slices = std::min<int64_t>(units, pool.size() * 4);
  pool.for_each_block(slices, [&](int64_t first, int64_t last) {
    const int64_t begin = ThreadPool::block_start(units, slices, first) * kSliceUnit;
    const int64_t end = last == slices ? s.n : ThreadPool::block_start(units, slices, last) * kSliceUnit;
    if (begin >= end) return;
    const int64_t width = end - begin;
    std::vector<float> out(static_cast<size_t>(s.m * width));  // [m][width]
    if (by_rows) {
      by_rows(wide_a.data(), s.k, b + begin, s.b.leading_dim, 0, width, out.data(), width);
    } else {
      for (int64_t j = 0; j < s.k; j += kb) {
        by_columns(wide_a.data() + j, s.k, std::min(kb, s.k - j), b + begin * s.b.leading_dim + j, s.b.leading_dim, 0, width, out.data(),
                   width, j == 0);
      }
    }
    for (int64_t r = 0; r < s.m; ++r) {
      for (int64_t q = begin; q < end; ++q) c[s.c.offset(0, r, q)] = bf16_bits_from_double(out[static_cast<size_t>(r * width + q - begin)]);
    }
  });
}

}  // namespace kiln::cpu
