#include "backends/cpu/skinny_bf16_gemm.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <cstring>
#include <deque>
#include <immintrin.h>
#include <mutex>
#include <utility>
#include <vector>

#include "backends/cpu/row_count_dispatch.h"
#include "backends/cpu/skinny_bf16_pairs.h"
#include "runtime/thread_pool.h"
#include "support/aligned_vector.h"
#include "support/float_format.h"

namespace kiln::cpu {

namespace {

constexpr int kLanes = 16;
using Floats = float __attribute__((vector_size(kLanes * sizeof(float))));

inline float widen(uint16_t bits) { return std::bit_cast<float>(static_cast<uint32_t>(bits) << 16); }

// The kernels, compiled for AVX-512 (16 f32 lanes a register, 32 registers:
// 11 rows of accumulators for two vectors of columns fit) whatever the build's
// baseline; skinny_bf16_gemm_applies only where the CPU runs them (elsewhere
// bf16 GEMMs stay on oneDNN's path, and a CPU without AVX-512 has no native
// bf16 GEMM to begin with). No header below this line: an inline function of
// a header compiled here would carry AVX-512 code to every caller.
// GCC 12's intrinsics start from _mm512_undefined_*(), which its own
// -Wmaybe-uninitialized then reports at every inlined use.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#pragma GCC push_options
#pragma GCC target("avx512f,avx512bw,avx512vl,avx512dq,avx2,fma")

// One vpmovzxwd from memory, then the bits shifted into place.
inline Floats widen16(const uint16_t* p) {
  const __m512i w = _mm512_slli_epi32(_mm512_cvtepu16_epi32(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(p))), 16);
  return reinterpret_cast<Floats>(_mm512_castsi512_ps(w));
}

// The lanes' sum by halving (four shuffles and adds, not fifteen).
inline float lane_sum(Floats v) {
  using Eight = float __attribute__((vector_size(8 * sizeof(float))));
  using Four = float __attribute__((vector_size(4 * sizeof(float))));
  const Eight e = __builtin_shufflevector(v, v, 0, 1, 2, 3, 4, 5, 6, 7) + __builtin_shufflevector(v, v, 8, 9, 10, 11, 12, 13, 14, 15);
  const Four f = __builtin_shufflevector(e, e, 0, 1, 2, 3) + __builtin_shufflevector(e, e, 4, 5, 6, 7);
  return (f[0] + f[2]) + (f[1] + f[3]);
}

// B row-major (n contiguous): W vectors of columns at a time, every row's
// accumulators taking the widened vectors of B's row j times A[r][j]. A comes
// transposed, at[j * M + r], so a step's M broadcasts share a cache line.
// Rows M fixed at compile time and the loops over them unrolled keep the
// M x W accumulators in registers; B's
// rows lie a row's length apart, too far for the hardware to prefetch.
template <int M>
void rows_times_row_major(const float* at, int64_t k, const uint16_t* b, int64_t ldb, int64_t begin, int64_t end, float* out, int64_t ldo) {
  constexpr int W = M <= 12 ? 2 : 1;
  constexpr int64_t kAhead = 12;  // rows
  int64_t q = begin;
  for (; q + W * kLanes <= end; q += W * kLanes) {
    Floats acc[M][W];
    #pragma GCC unroll 16
    for (int r = 0; r < M; ++r)
      #pragma GCC unroll 16
      for (int w = 0; w < W; ++w) acc[r][w] = Floats{};
    for (int64_t j = 0; j < k; ++j) {
      __builtin_prefetch(b + (j + kAhead) * ldb + q);
      Floats v[W];
      #pragma GCC unroll 16
      for (int w = 0; w < W; ++w) v[w] = widen16(b + j * ldb + q + w * kLanes);
      #pragma GCC unroll 16
      for (int r = 0; r < M; ++r) {
        const float x = at[j * M + r];
        #pragma GCC unroll 16
        for (int w = 0; w < W; ++w) acc[r][w] += x * v[w];
      }
    }
    #pragma GCC unroll 16
    for (int r = 0; r < M; ++r)
      #pragma GCC unroll 16
      for (int w = 0; w < W; ++w) std::memcpy(out + r * ldo + q + w * kLanes, &acc[r][w], sizeof(Floats));
  }
  for (; q < end; ++q) {
    #pragma GCC unroll 16
    for (int r = 0; r < M; ++r) {
      float s = 0;
      for (int64_t j = 0; j < k; ++j) s += at[j * M + r] * widen(b[j * ldb + q]);
      out[r * ldo + q] = s;
    }
  }
}

// B column-major (k contiguous per column): two columns at a time, each row
// a vector of partial sums along k, summed across lanes at the end. k is cut
// into blocks whose rows of A (row-major, a[r * lda + j]) stay in the L1
// cache across every column; each block adds into `out`.
template <int M>
void rows_times_column_major(const float* a, int64_t lda, int64_t k, const uint16_t* b, int64_t ldb, int64_t begin, int64_t end,
                             float* out, int64_t ldo, bool first_block) {
  const int64_t whole = k / kLanes * kLanes;
  constexpr int64_t kAheadColumns = 4;
  auto store = [&](int r, int64_t q, float s) { out[r * ldo + q] = first_block ? s : out[r * ldo + q] + s; };
  int64_t q = begin;
  for (; q + 2 <= end; q += 2) {
    Floats acc0[M], acc1[M];
    #pragma GCC unroll 16
    for (int r = 0; r < M; ++r) acc0[r] = acc1[r] = Floats{};
    const uint16_t* b0 = b + q * ldb;
    const uint16_t* b1 = b0 + ldb;
    for (int64_t j = 0; j < whole; j += kLanes) {
      __builtin_prefetch(b0 + kAheadColumns * ldb + j);
      __builtin_prefetch(b1 + kAheadColumns * ldb + j);
      const Floats v0 = widen16(b0 + j), v1 = widen16(b1 + j);
      #pragma GCC unroll 16
      for (int r = 0; r < M; ++r) {
        Floats x;
        std::memcpy(&x, a + r * lda + j, sizeof x);
        acc0[r] += x * v0;
        acc1[r] += x * v1;
      }
    }
    #pragma GCC unroll 16
    for (int r = 0; r < M; ++r) {
      float s0 = lane_sum(acc0[r]), s1 = lane_sum(acc1[r]);
      for (int64_t j = whole; j < k; ++j) {
        s0 += a[r * lda + j] * widen(b0[j]);
        s1 += a[r * lda + j] * widen(b1[j]);
      }
      store(r, q, s0);
      store(r, q + 1, s1);
    }
  }
  for (; q < end; ++q) {
    #pragma GCC unroll 16
    for (int r = 0; r < M; ++r) {
      float s = 0;
      for (int64_t j = 0; j < k; ++j) s += a[r * lda + j] * widen(b[q * ldb + j]);
      store(r, q, s);
    }
  }
}

// Results rounded to bf16 16 at a time: half to even by adding 0x7fff plus
// the bit that stays, a NaN made quiet with its payload kept, as
// bf16_bits_from_double does one at a time (a scalar loop cost a fifth of the
// product's time at 11 rows).
void round_to_bf16(const float* in, int64_t n, uint16_t* out) {
  int64_t i = 0;
  for (; i + kLanes <= n; i += kLanes) {
    const __m512i x = _mm512_loadu_si512(in + i);
    const __m512i kept = _mm512_and_si512(_mm512_srli_epi32(x, 16), _mm512_set1_epi32(1));
    const __m512i rounded = _mm512_srli_epi32(_mm512_add_epi32(x, _mm512_add_epi32(_mm512_set1_epi32(0x7fff), kept)), 16);
    const __m512i quiet = _mm512_or_si512(_mm512_srli_epi32(x, 16), _mm512_set1_epi32(0x40));
    const __mmask16 nan = _mm512_cmp_ps_mask(_mm512_castsi512_ps(x), _mm512_castsi512_ps(x), _CMP_UNORD_Q);
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(out + i), _mm512_cvtepi32_epi16(_mm512_mask_blend_epi32(nan, rounded, quiet)));
  }
  for (; i < n; ++i) out[i] = bf16_bits_from_double(in[i]);
}

#pragma GCC pop_options
#pragma GCC diagnostic pop

// Every extension the kernels are compiled for.
const bool kAvx512 = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vl") &&
                     __builtin_cpu_supports("avx512dq");

using RowMajorBlock = void (*)(const float*, int64_t, const uint16_t*, int64_t, int64_t, int64_t, float*, int64_t);
using ColumnMajorBlock = void (*)(const float*, int64_t, int64_t, const uint16_t*, int64_t, int64_t, int64_t, float*, int64_t, bool);

RowMajorBlock row_major_block(int m) {
  return kernel_for_rows<kMaxSkinnyRows>(m, [](auto rows) -> RowMajorBlock { return &rows_times_row_major<decltype(rows)::value>; });
}

ColumnMajorBlock column_major_block(int m) {
  return kernel_for_rows<kMaxSkinnyRows>(m, [](auto rows) -> ColumnMajorBlock { return &rows_times_column_major<decltype(rows)::value>; });
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
  return kAvx512 && s.batch >= 1 && s.m >= 1 && s.m <= kMaxSkinnyRows && s.n * s.k >= 64 * 64;
}

namespace {

// One item's A: row-major bf16 as given, packed for the pair kernels where
// they apply, and widened for the others (row-major [m][k] for the
// column-major kernel, transposed [k][m] for the row-major one) only where a
// slice needs it: a decoder's 183 products a token packed 11 x 1152 to
// 11 x 6912 floats each that no kernel read.
class PackedA {
 public:
  PackedA(const GemmShape& s, const uint16_t* a, SkinnyKernels kernels)
      : m_(s.m), k_(s.k), b_row_major_(s.b.row_major), rows_(static_cast<size_t>(s.m * s.k)) {
    for (int64_t r = 0; r < s.m; ++r) {
      uint16_t* row = rows_.data() + r * s.k;
      if (s.a.row_major) {
        std::memcpy(row, a + s.a.offset(0, r, 0), static_cast<size_t>(s.k) * sizeof(uint16_t));
      } else {
        for (int64_t j = 0; j < s.k; ++j) row[j] = a[s.a.offset(0, r, j)];
      }
    }
    pairs = kernels == SkinnyKernels::kFastest && skinny::pairs_apply(rows_);
    if (pairs) paired = skinny::pair_rows(rows_, s.m, s.k, s.b.row_major);
  }
  const float* wide() const {
    std::call_once(wide_once_, [&] {
      wide_.resize(static_cast<size_t>(m_ * k_));
      for (int64_t r = 0; r < m_; ++r) {
        for (int64_t j = 0; j < k_; ++j) {
          wide_[static_cast<size_t>(b_row_major_ ? j * m_ + r : r * k_ + j)] = widen(rows_[static_cast<size_t>(r * k_ + j)]);
        }
      }
    });
    return wide_.data();
  }

  bool pairs = false;
  skinny::PairedA paired;

 private:
  int64_t m_, k_;
  bool b_row_major_;
  std::vector<uint16_t> rows_;
  mutable std::once_flag wide_once_;
  mutable AlignedVector<float> wide_;
};

// The f32 sums of columns [begin, end) of one item into out (m rows, ldo
// apart): the pair kernels where A allows, the widening ones where it does
// not or where B held a tiny nonzero (counted in `widened_slices`).
void column_sums(const GemmShape& s, const PackedA& a, const uint16_t* b, int64_t begin, int64_t end, float* out, int64_t ldo,
                 std::atomic<int64_t>& widened_slices) {
  const int m = static_cast<int>(s.m);
  const int64_t width = end - begin, ldb = s.b.leading_dim;
  if (s.b.row_major) {
    const bool paired_done = a.pairs && skinny::pairs_row_major(a.paired, b + begin, ldb, width, out, ldo);
    if (a.pairs && !paired_done) ++widened_slices;
    if (!paired_done) row_major_block(m)(a.wide(), s.k, b + begin, ldb, 0, width, out, ldo);
    return;
  }
  const bool paired_done = a.pairs && skinny::pairs_column_major(a.paired, b + begin * ldb, ldb, width, out, ldo);
  if (a.pairs && !paired_done) ++widened_slices;
  if (!paired_done) {
    const int64_t kb = k_block(s.m, s.k);
    for (int64_t j = 0; j < s.k; j += kb) {
      column_major_block(m)(a.wide() + j, s.k, std::min(kb, s.k - j), b + begin * ldb + j, ldb, 0, width, out, ldo, j == 0);
    }
  }
}

// Row r's sums of columns [begin, end) rounded to bf16 into C.
void round_into(const GemmShape& s, const float* sums, int64_t r, int64_t begin, int64_t end, uint16_t* c) {
  if (s.c.row_major) {
    round_to_bf16(sums, end - begin, c + s.c.offset(0, r, begin));
  } else {
    for (int64_t q = begin; q < end; ++q) c[s.c.offset(0, r, q)] = bf16_bits_from_double(sums[q - begin]);
  }
}

// Columns [begin, end) of one item, each result rounded to bf16 once.
void columns_of_item(const GemmShape& s, const PackedA& a, const uint16_t* b, uint16_t* c, int64_t begin, int64_t end,
                     std::atomic<int64_t>& widened_slices) {
  const int64_t width = end - begin;
  // Reused across calls: a fresh buffer per slice was page faults and zeroing.
  thread_local AlignedVector<float> out;
  out.resize(static_cast<size_t>(s.m * width));  // [m][width]
  column_sums(s, a, b, begin, end, out.data(), width, widened_slices);
  for (int64_t r = 0; r < s.m; ++r) round_into(s, out.data() + r * width, r, begin, end, c);
}

}  // namespace

SkinnyRun skinny_bf16_gemm(const GemmShape& s, const uint16_t* a, const uint16_t* b, uint16_t* c, SkinnyKernels kernels) {
  // A packed once per distinct item: a split weight's items share one A
  // (batch stride 0, fusion/gemm_shape.h).
  GemmShape item = s;
  item.batch = 1;
  std::deque<PackedA> packed;  // built in place: each holds a once_flag
  for (int64_t i = 0; i < (s.a.batch_stride == 0 ? 1 : s.batch); ++i) packed.emplace_back(item, a + s.a.offset(i, 0, 0), kernels);
  // Every item's columns in slices of whole tiles (64 columns: the
  // row-major kernel's two vectors, twice), one pool dispatch for them all, a
  // few slices per worker so they even out; a slice never spans two items,
  // and only an item's last has a tail for the scalar loop.
  constexpr int64_t kSliceUnit = 64, kColumnMajorChunk = 16 * kSliceUnit;
  ThreadPool& pool = ThreadPool::shared();
  const int64_t units = std::max<int64_t>(1, s.n / kSliceUnit), all_units = s.batch * units;
  const int64_t slices = std::min<int64_t>(all_units, pool.size() * 4);
  std::atomic<int64_t> widened_slices{0};
  // A worker takes its run of slices as one wider slice where they belong
  // to one item: fewer, longer runs along B's rows (slice by slice, with
  // stealing, was slower on the Gemma-shaped decoder: 48.9 against 44.4 ms
  // a forward while memory copied fast, 62 against 59 while slow).
  pool.for_each_block(slices, [&](int64_t first, int64_t last) {
    const int64_t u_end = last == slices ? all_units : ThreadPool::block_start(all_units, slices, last);
    for (int64_t u = ThreadPool::block_start(all_units, slices, first); u < u_end;) {
      const int64_t i = u / units, item_end = std::min(u_end, (i + 1) * units);
      const int64_t begin = (u - i * units) * kSliceUnit, end = item_end == (i + 1) * units ? s.n : (item_end - i * units) * kSliceUnit;
      // Column-major B a chunk of columns at a time, so that their sums stay
      // in the L2 cache until rounded (a row-major slice's kernel wants its
      // whole width: it reads each row of B front to back).
      const int64_t chunk = s.b.row_major ? std::max<int64_t>(1, end - begin) : kColumnMajorChunk;
      for (int64_t q = begin; q < end; q += chunk) {
        columns_of_item(item, packed[s.a.batch_stride == 0 ? 0 : static_cast<size_t>(i)], b + s.b.offset(i, 0, 0), c + s.c.offset(i, 0, 0), q,
                        std::min(end, q + chunk), widened_slices);
      }
      u = item_end;
    }
  });
  SkinnyRun run;
  run.pairs = std::all_of(packed.begin(), packed.end(), [](const PackedA& p) { return p.pairs; });
  run.widened_slices = widened_slices.load();
  return run;
}

}  // namespace kiln::cpu
