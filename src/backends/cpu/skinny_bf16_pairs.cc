#include "backends/cpu/skinny_bf16_pairs.h"

#include <algorithm>
#include <immintrin.h>
#include <utility>
#include <vector>

#include "backends/cpu/bf16_flush_bound.h"
#include "backends/cpu/row_count_dispatch.h"

namespace kiln::cpu::skinny {

namespace {

// At most this many rows of A share one pass over B: their 2 x 14
// accumulators, two vectors of B and A's broadcast fill the 32 registers.
constexpr int kMaxGroupRows = 14;

// Columns of B per step of the column-major kernel and the k block in which
// A's rows stay in the L1 cache (32 KiB of it: a decoder's 11 x 1152 rows in
// one block; this CPU generation's L1 holds 32 to 48 KiB).
int64_t k_block(int64_t rows, int64_t k) {
  constexpr int64_t kBytes = 32 << 10, kStep = 32;
  const int64_t blocks = std::max<int64_t>(1, (rows * k * 2 + kBytes - 1) / kBytes);
  return ((k + blocks - 1) / blocks + kStep - 1) / kStep * kStep;
}

// The kernels, compiled for AVX512_BF16 whatever the build's baseline and run
// only where cpu_has_pairs(). No header below this line (an inline function
// of a header compiled here would carry these instructions to its callers).
// GCC 12's intrinsics start from _mm512_undefined_*(), which its own
// -Wmaybe-uninitialized then reports at every inlined use.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#pragma GCC push_options
#pragma GCC target("avx512f,avx512bw,avx512vl,avx512dq,avx512bf16,avx2,fma")

// The watch on B (bf16_flush_bound.h): 2|x| - 1 as an unsigned 16-bit
// number (0 wraps to 0xffff) is below 2 * kSmallestFlushSafeMagnitude - 1
// exactly for the nonzeros below the bound; the lanes keep the least seen.
inline __m512i watch(__m512i least, __m512i x) {
  return _mm512_min_epu16(least, _mm512_sub_epi16(_mm512_add_epi16(x, x), _mm512_set1_epi16(1)));
}

inline bool saw_tiny(__m512i least) { return _mm512_cmplt_epu16_mask(least, _mm512_set1_epi16(2 * kSmallestFlushSafeMagnitude - 1)) != 0; }

inline __m512 dot_pairs(__m512 acc, __m512i a, __m512i b) { return _mm512_dpbf16_ps(acc, reinterpret_cast<__m512bh>(a), reinterpret_cast<__m512bh>(b)); }

// The lanes' sum by halving (four shuffles and adds, not fifteen).
inline float lane_sum(__m512 v) {
  using Sixteen = float __attribute__((vector_size(16 * sizeof(float))));
  using Eight = float __attribute__((vector_size(8 * sizeof(float))));
  using Four = float __attribute__((vector_size(4 * sizeof(float))));
  const Sixteen x = reinterpret_cast<Sixteen>(v);
  const Eight e = __builtin_shufflevector(x, x, 0, 1, 2, 3, 4, 5, 6, 7) + __builtin_shufflevector(x, x, 8, 9, 10, 11, 12, 13, 14, 15);
  const Four f = __builtin_shufflevector(e, e, 0, 1, 2, 3) + __builtin_shufflevector(e, e, 4, 5, 6, 7);
  return (f[0] + f[2]) + (f[1] + f[3]);
}

inline __mmask32 first_lanes(int64_t n) { return n >= 32 ? ~__mmask32{0} : n <= 0 ? __mmask32{0} : (__mmask32{1} << n) - 1; }

// vpunpcklwd/vpunpckhwd interleave two rows of B within each 128-bit lane:
// lane i of `lo` holds column 8(i/4) + i%4, of `hi` column 8(i/4) + 4 + i%4.
// The stores put the 32 columns back in order.
inline void store_in_order(__m512 lo, __m512 hi, float* out, __mmask32 columns) {
  alignas(64) static const int32_t kFirst[16] = {0, 1, 2, 3, 16, 17, 18, 19, 4, 5, 6, 7, 20, 21, 22, 23};
  alignas(64) static const int32_t kSecond[16] = {8, 9, 10, 11, 24, 25, 26, 27, 12, 13, 14, 15, 28, 29, 30, 31};
  const __m512 first = _mm512_permutex2var_ps(lo, _mm512_load_si512(kFirst), hi);
  const __m512 second = _mm512_permutex2var_ps(lo, _mm512_load_si512(kSecond), hi);
  _mm512_mask_storeu_ps(out, static_cast<__mmask16>(columns), first);
  _mm512_mask_storeu_ps(out + 16, static_cast<__mmask16>(columns >> 16), second);
}

// How many pairs of B's rows a block of the row-major kernel takes: about
// 128 KiB of B, so that the block prefetched a pass ahead sits in the L2
// cache with room to spare; at least 8 pairs, at most 64. A block's sums
// are stored and loaded again once per block and tile, a quarter of the
// products' work at 8 pairs: single-threaded on one 1152 x 864 slice,
// 33 GB/s from the L3 cache and 28 from DRAM at 8 pairs, 48 and 36 at 64
// (and at 128, 46 and 32: the block no longer stays in L2).
int64_t block_pairs(int64_t width) {
  constexpr int64_t kBlockBytes = 128 << 10;
  return std::clamp<int64_t>(kBlockBytes / (4 * std::max<int64_t>(width, 32)), 8, 64);
}

// B row-major: two rows of B at a time, interleaved into pairs, times each
// row's pair of A broadcast, 32 columns a tile. ap[p * stride + r] is row r's
// pair p. k is cut into blocks of block_pairs(width) pairs, and a block
// passes over every tile of the slice before the next begins, the tiles'
// sums kept in `sums` between blocks (a slice's, tens of KiB): so each of
// the block's rows of B is read front to back, where one tile down all of k
// took one line from each row, a page apart, and DRAM opened a row for
// every line. The next block's lines are prefetched a pass ahead. On eight
// 11 x 1152 x 6912 products (127 MB of weights), blocks of 8 pairs took
// 3.9-4.2 ms against 4.8-5.0 tile by tile; without the prefetch, blocking
// was slower (6.9-8.0).
template <int M>
bool row_major_group(const uint32_t* ap, int64_t stride, int64_t k, const uint16_t* b, int64_t ldb, int64_t width, float* out,
                     int64_t ldo) {
  const int64_t kBlockPairs = block_pairs(width);
  const int64_t pairs = (k + 1) / 2, tiles = (width + 31) / 32;
  AlignedVector<float> sums(static_cast<size_t>(tiles * M * 2 * 16), 0.0f);  // [tile][row][lo, hi][16]
  __m512i least = _mm512_set1_epi16(-1);
  for (int64_t p0 = 0; p0 < pairs; p0 += kBlockPairs) {
    const int64_t p1 = std::min(pairs, p0 + kBlockPairs);
    // A tile of 32 columns loads without a mask: on this CPU generation a
    // masked 16-bit load costs as much as the 22 products beside it
    // (2.5x slower over a slice in L2).
    auto tile_from = [&]<bool kFullTile>(int64_t t) {
      const int64_t q = t * 32;
      const __mmask32 columns = first_lanes(width - q);
      float* tile = sums.data() + t * M * 32;
      __m512 lo[M], hi[M];
      #pragma GCC unroll 16
      for (int r = 0; r < M; ++r) lo[r] = _mm512_loadu_ps(tile + 32 * r), hi[r] = _mm512_loadu_ps(tile + 32 * r + 16);
      for (int64_t p = p0; p < p1; ++p) {
        const uint16_t* row0 = b + 2 * p * ldb + q;
        // This tile's lines of the next block: a whole pass over the slice
        // ahead, held in L2 until then.
        __builtin_prefetch(row0 + 2 * kBlockPairs * ldb, 0, 2);
        __builtin_prefetch(row0 + (2 * kBlockPairs + 1) * ldb, 0, 2);
        const __m512i x0 = kFullTile ? _mm512_loadu_si512(row0) : _mm512_maskz_loadu_epi16(columns, row0);
        const __m512i x1 = 2 * p + 1 >= k  ? _mm512_setzero_si512()  // an odd k's last pair
                           : kFullTile     ? _mm512_loadu_si512(row0 + ldb)
                                           : _mm512_maskz_loadu_epi16(columns, row0 + ldb);
        least = watch(watch(least, x0), x1);
        const __m512i bl = _mm512_unpacklo_epi16(x0, x1), bh = _mm512_unpackhi_epi16(x0, x1);
        #pragma GCC unroll 16
        for (int r = 0; r < M; ++r) {
          const __m512i a = _mm512_set1_epi32(static_cast<int32_t>(ap[p * stride + r]));
          lo[r] = dot_pairs(lo[r], a, bl);
          hi[r] = dot_pairs(hi[r], a, bh);
        }
      }
      #pragma GCC unroll 16
      for (int r = 0; r < M; ++r) _mm512_storeu_ps(tile + 32 * r, lo[r]), _mm512_storeu_ps(tile + 32 * r + 16, hi[r]);
    };
    int64_t t = 0;
    for (; (t + 1) * 32 <= width; ++t) tile_from.template operator()<true>(t);
    if (t < tiles) tile_from.template operator()<false>(t);
  }
  for (int64_t t = 0; t < tiles; ++t) {
    const float* tile = sums.data() + t * M * 32;
    #pragma GCC unroll 16
    for (int r = 0; r < M; ++r) {
      store_in_order(_mm512_loadu_ps(tile + 32 * r), _mm512_loadu_ps(tile + 32 * r + 16), out + r * ldo + t * 32, first_lanes(width - t * 32));
    }
  }
  return !saw_tiny(least);
}

// B column-major (k contiguous per column): its pairs are already adjacent.
// C columns at a time, each row a vector of 16 partial sums along k, summed
// across lanes at the end; `first` says whether this block of k starts the
// sums in `out` or adds to them. ar[r * lda + j] is row r of A from j = 0 of
// the block, zero-padded to a multiple of 32.
template <int M>
bool column_major_group(const uint16_t* ar, int64_t lda, int64_t kb, const uint16_t* b, int64_t ldb, int64_t width, float* out, int64_t ldo,
                        bool first) {
  constexpr int kAheadColumns = 4;
  // Returns the least watched value of its columns: a `least` shared by
  // reference would live in memory, a store and a load every step.
  auto columns_from = [&]<int C>(int64_t q) {
    __m512i least = _mm512_set1_epi16(-1);
    __m512 acc[M][C];
    #pragma GCC unroll 16
    for (int r = 0; r < M; ++r)
      #pragma GCC unroll 2
      for (int c = 0; c < C; ++c) acc[r][c] = _mm512_setzero_ps();
    // 32 k at a time; only the block's last, partial step loads B with a
    // mask (a masked 16-bit load costs as much as the step's products here).
    auto step = [&]<bool kFullStep>(int64_t j) {
      const __mmask32 lanes = first_lanes(kb - j);
      __m512i x[C];
      #pragma GCC unroll 2
      for (int c = 0; c < C; ++c) {
        const uint16_t* column = b + (q + c) * ldb + j;
        __builtin_prefetch(column + kAheadColumns * ldb);
        x[c] = kFullStep ? _mm512_loadu_si512(column) : _mm512_maskz_loadu_epi16(lanes, column);
        least = watch(least, x[c]);
      }
      #pragma GCC unroll 16
      for (int r = 0; r < M; ++r) {
        const __m512i a = _mm512_loadu_si512(ar + r * lda + j);
        #pragma GCC unroll 2
        for (int c = 0; c < C; ++c) acc[r][c] = dot_pairs(acc[r][c], a, x[c]);
      }
    };
    int64_t j = 0;
    for (; j + 32 <= kb; j += 32) step.template operator()<true>(j);
    if (j < kb) step.template operator()<false>(j);
    #pragma GCC unroll 16
    for (int r = 0; r < M; ++r)
      #pragma GCC unroll 2
      for (int c = 0; c < C; ++c) {
        const float s = lane_sum(acc[r][c]);
        float& o = out[r * ldo + q + c];
        o = first ? s : o + s;
      }
    return least;
  };
  __m512i least = _mm512_set1_epi16(-1);
  int64_t q = 0;
  for (; q + 2 <= width; q += 2) least = _mm512_min_epu16(least, columns_from.template operator()<2>(q));
  if (q < width) least = _mm512_min_epu16(least, columns_from.template operator()<1>(q));
  return !saw_tiny(least);
}

#pragma GCC pop_options
#pragma GCC diagnostic pop

using RowMajorGroup = bool (*)(const uint32_t*, int64_t, int64_t, const uint16_t*, int64_t, int64_t, float*, int64_t);
using ColumnMajorGroup = bool (*)(const uint16_t*, int64_t, int64_t, const uint16_t*, int64_t, int64_t, float*, int64_t, bool);

RowMajorGroup row_major_kernel(int m) {
  return kernel_for_rows<kMaxGroupRows>(m, [](auto rows) -> RowMajorGroup { return &row_major_group<decltype(rows)::value>; });
}

ColumnMajorGroup column_major_kernel(int m) {
  return kernel_for_rows<kMaxGroupRows>(m, [](auto rows) -> ColumnMajorGroup { return &column_major_group<decltype(rows)::value>; });
}

// A's rows in groups of at most kMaxGroupRows, as even as they come.
std::vector<std::pair<int64_t, int64_t>> row_groups(int64_t m) {
  const int64_t groups = (m + kMaxGroupRows - 1) / kMaxGroupRows;
  std::vector<std::pair<int64_t, int64_t>> g;
  for (int64_t i = 0, start = 0; i < groups; ++i) {
    const int64_t rows = (m - start) / (groups - i);
    g.emplace_back(start, rows);
    start += rows;
  }
  return g;
}

}  // namespace

bool cpu_has_pairs() {
  static const bool has = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vl") &&
                          __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512bf16");
  return has;
}

bool pairs_apply(const std::vector<uint16_t>& a) { return cpu_has_pairs() && !has_tiny_nonzero(a.data(), static_cast<int64_t>(a.size())); }

PairedA pair_rows(const std::vector<uint16_t>& a, int64_t m, int64_t k, bool b_row_major) {
  PairedA p;
  p.m = m, p.k = k, p.k_even = (k + 31) / 32 * 32;
  if (b_row_major) {
    p.by_k.resize(static_cast<size_t>((k + 1) / 2 * m));
    for (int64_t r = 0; r < m; ++r) {
      const uint16_t* row = a.data() + r * k;
      int64_t j = 0;
      for (; j + 1 < k; j += 2) p.by_k[static_cast<size_t>(j / 2 * m + r)] = row[j] | static_cast<uint32_t>(row[j + 1]) << 16;
      if (j < k) p.by_k[static_cast<size_t>(j / 2 * m + r)] = row[j];  // an odd k's last pair: 0 beside it
    }
  } else {
    p.by_rows.assign(static_cast<size_t>(m * p.k_even), 0);
    for (int64_t r = 0; r < m; ++r) std::copy_n(a.begin() + r * k, k, p.by_rows.begin() + r * p.k_even);
  }
  return p;
}

bool pairs_row_major(const PairedA& a, int64_t k0, int64_t k1, const uint16_t* b, int64_t ldb, int64_t width, float* out, int64_t ldo) {
  bool clean = true;
  for (const auto& [start, rows] : row_groups(a.m)) {
    const RowMajorGroup group = row_major_kernel(static_cast<int>(rows));
    // by_k holds pair p of row r at p * m + r: rows [k0, k1) are pairs from k0 / 2.
    clean = group(a.by_k.data() + k0 / 2 * a.m + start, a.m, k1 - k0, b + k0 * ldb, ldb, width, out + start * ldo, ldo) && clean;
  }
  return clean;
}

bool pairs_column_major(const PairedA& a, const uint16_t* b, int64_t ldb, int64_t width, float* out, int64_t ldo) {
  bool clean = true;
  const int64_t kb = k_block(std::min<int64_t>(a.m, kMaxGroupRows), a.k);
  for (const auto& [start, rows] : row_groups(a.m)) {
    const ColumnMajorGroup group = column_major_kernel(static_cast<int>(rows));
    for (int64_t j = 0; j < a.k; j += kb) {
      clean = group(a.by_rows.data() + start * a.k_even + j, a.k_even, std::min(kb, a.k - j), b + j, ldb, width, out + start * ldo, ldo, j == 0) &&
              clean;
    }
  }
  return clean;
}

}  // namespace kiln::cpu::skinny
