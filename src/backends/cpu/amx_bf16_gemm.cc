#include "backends/cpu/amx_bf16_gemm.h"

#include <cpuid.h>
#include <immintrin.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "backends/cpu/bf16_flush_bound.h"

namespace kiln::cpu {

namespace {

// Linux's request for a dynamically enabled state component, and AMX's
// tile data component (asm/prctl.h, the XSAVE feature number).
constexpr int kArchReqXcompPerm = 0x1023;
constexpr int kXfeatureXtileData = 18;

bool cpu_has_amx_bf16() {
  unsigned eax = 0, ebx = 0, ecx = 0, edx = 0;
  if (!__get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx)) return false;
  const bool amx_bf16 = (edx >> 22) & 1, amx_tile = (edx >> 24) & 1;
  return amx_bf16 && amx_tile && __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
         __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512bf16");
}

constexpr int64_t kTileRows = 16;  // rows of every tile
constexpr int64_t kTileK = 32;     // bf16 along k in a row of an A tile (64 bytes)
constexpr int64_t kBlockRows = 32;  // C rows per step: two A tiles
constexpr int64_t kPanel = 32;      // C columns per panel of B: two B tiles
constexpr int64_t kPrefetchRows = 16;  // rows of B ahead of the packing
constexpr int64_t kStripPanels = 4;     // panels packed in one pass over B's rows
constexpr int64_t kKBlock = 2048;       // k per block: 32 rows of A's block are 128 KiB
constexpr int64_t kPartialBytes = int64_t{16} << 20;  // the most f32 sums kept between k blocks
// Up to this many rows of C the tile kernel beats oneDNN's: B is streamed
// once and each panel serves few rows. One thread, k = 2048, against oneDNN
// 2.6's kernel on plain weights: oneDNN's time over this kernel's is 1.55 at
// 64 rows, 1.33 at 256, 1.06 at 512; at 1,024 rows (BERT-base's MLP) 0.95
// and at 1,576 (ViT-B/16's) 0.82, where oneDNN's blocking, which keeps a
// block of A in cache while B passes, wins.
constexpr int64_t kMostRows = 512;

int64_t round_up(int64_t x, int64_t to) { return (x + to - 1) / to * to; }
int64_t smaller(int64_t x, int64_t y) { return x < y ? x : y; }
int64_t larger(int64_t x, int64_t y) { return x < y ? y : x; }

template <typename T>
T* aligned_scratch(std::vector<T>& v, size_t count) {
  // 64 bytes of slack: tiles and vectors load from a 64-byte boundary.
  if (v.size() < count + 64 / sizeof(T)) v.resize(count + 64 / sizeof(T));
  auto address = reinterpret_cast<uintptr_t>(v.data());
  return reinterpret_cast<T*>((address + 63) / 64 * 64);
}

// The kernels, compiled for AMX and AVX-512 whatever the build's baseline and
// run only where amx_bf16_available(). No header below this line (an inline
// function of a header compiled here would carry these instructions to its
// callers).
#pragma GCC push_options
#pragma GCC target("amx-tile,amx-bf16,avx512f,avx512bw,avx512vl,avx512bf16")

struct alignas(64) TileConfig {
  uint8_t palette = 1;
  uint8_t start_row = 0;
  uint8_t reserved[14] = {};
  uint16_t bytes_per_row[16] = {};
  uint8_t rows[16] = {};
};

// Tiles 0-3: C (f32, 16 x 16); 4-5: A (16 rows of 32 bf16); 6-7: B (16 pairs
// of k for 16 columns). Every row is 64 bytes.
void configure_tiles() {
  TileConfig config;
  for (int t = 0; t < 8; ++t) {
    config.bytes_per_row[t] = 64;
    config.rows[t] = kTileRows;
  }
  _tile_loadconfig(&config);
}

// Columns [k0, k0 + kc) of A (one batch item) as `mp` rows (padded with
// zero rows) of kc bf16 (padded with zeros past k), `stride` apart. Whether
// they hold a nonzero below 2^-51.
bool pack_a(const GemmShape& s, const uint16_t* a, int64_t mp, int64_t k0, int64_t kc, int64_t stride, uint16_t* out) {
  uint16_t smallest = 0xffff;
  const int64_t in_k = smaller(kc, s.k - k0);
  for (int64_t r = 0; r < mp; ++r) {
    uint16_t* row = out + r * stride;
    const int64_t real = r < s.m ? in_k : 0;
    if (real > 0) {
      const uint16_t* from = a + r * s.a.leading_dim + k0;
      const uint16_t line = smallest_magnitude_minus_one(from, real);
      if (line < smallest) smallest = line;
      std::memcpy(row, from, static_cast<size_t>(real) * 2);
    }
    std::memset(row + real, 0, static_cast<size_t>(kc - real) * 2);
  }
  return smallest < kSmallestFlushSafeMagnitude - 1;
}

// The unsigned min over 16-bit lanes of (magnitude - 1), as
// smallest_magnitude_minus_one keeps it (zeros wrap to 0xffff).
__m512i fold_smallest(__m512i smallest, __m512i bits) {
  const __m512i magnitude = _mm512_and_si512(bits, _mm512_set1_epi16(0x7fff));
  return _mm512_min_epu16(smallest, _mm512_sub_epi16(magnitude, _mm512_set1_epi16(1)));
}

bool holds_tiny(__m512i smallest) {
  const __mmask32 below = _mm512_cmplt_epu16_mask(smallest, _mm512_set1_epi16(static_cast<int16_t>(kSmallestFlushSafeMagnitude - 1)));
  return below != 0;
}

// A 16 x 16 transpose of 32-bit elements: r[j][i] becomes r[i][j]. Within
// each 128-bit lane by unpacking pairs of rows, then 4 x 4 lanes across rows.
void transpose_16x16(__m512i r[16]) {
  __m512i t[16];
  for (int p = 0; p < 8; ++p) {
    t[2 * p] = _mm512_unpacklo_epi32(r[2 * p], r[2 * p + 1]);
    t[2 * p + 1] = _mm512_unpackhi_epi32(r[2 * p], r[2 * p + 1]);
  }
  __m512i u[16];  // u[4g + c], lane L: r[4g .. 4g + 3][4L + c]
  for (int g = 0; g < 4; ++g) {
    u[4 * g] = _mm512_unpacklo_epi64(t[4 * g], t[4 * g + 2]);
    u[4 * g + 1] = _mm512_unpackhi_epi64(t[4 * g], t[4 * g + 2]);
    u[4 * g + 2] = _mm512_unpacklo_epi64(t[4 * g + 1], t[4 * g + 3]);
    u[4 * g + 3] = _mm512_unpackhi_epi64(t[4 * g + 1], t[4 * g + 3]);
  }
  for (int c = 0; c < 4; ++c) {
    const __m512i v0 = _mm512_shuffle_i32x4(u[c], u[4 + c], 0x44), v1 = _mm512_shuffle_i32x4(u[c], u[4 + c], 0xee);
    const __m512i v2 = _mm512_shuffle_i32x4(u[8 + c], u[12 + c], 0x44), v3 = _mm512_shuffle_i32x4(u[8 + c], u[12 + c], 0xee);
    r[c] = _mm512_shuffle_i32x4(v0, v2, 0x88);
    r[4 + c] = _mm512_shuffle_i32x4(v0, v2, 0xdd);
    r[8 + c] = _mm512_shuffle_i32x4(v1, v3, 0x88);
    r[12 + c] = _mm512_shuffle_i32x4(v1, v3, 0xdd);
  }
}

// Columns [n0, n0 + 32) of a column-major B (weights [out, in] read
// transposed; attention's keys) as one panel (pack_b_strip). Each column's
// pairs are consecutive 32-bit words: 32 k of 16 columns are loaded as 16
// rows of 16 words and transposed into 16 rows of the panel. Whether they
// hold a nonzero below 2^-51.
bool pack_column_major_panel(const GemmShape& s, const uint16_t* b, int64_t n0, int64_t k_first, int64_t kc, uint16_t* out) {
  __m512i smallest = _mm512_set1_epi16(-1);
  const int64_t cols = smaller(kPanel, s.n - n0);
  for (int64_t k0 = 0; k0 < kc; k0 += 32) {
    const int64_t ks = smaller(32, s.k - k_first - k0);
    const __mmask32 k_mask = ks <= 0 ? 0 : ks == 32 ? ~__mmask32{0} : (__mmask32{1} << ks) - 1;
    for (int64_t half = 0; half < 2; ++half) {
      __m512i r[16];
      for (int64_t j = 0; j < 16; ++j) {
        const int64_t n = half * 16 + j;
        r[j] = n < cols ? _mm512_maskz_loadu_epi16(k_mask, b + (n0 + n) * s.b.leading_dim + k_first + k0) : _mm512_setzero_si512();
        smallest = fold_smallest(smallest, r[j]);
      }
      transpose_16x16(r);
      for (int64_t i = 0; i < 16; ++i) _mm512_store_si512(out + (k0 / 2 + i) * 64 + half * 32, r[i]);
    }
  }
  return holds_tiny(smallest);
}

// Rows [k_first, k_first + kp) and columns [n0, n0 + 32 * panels) of B as
// `panels` panels of kp / 2 rows of 32 pairs each (64 bf16, 128 bytes; panel
// p at out + p * kp * 32): row i of a panel holds B[k_first + 2i][n],
// B[k_first + 2i + 1][n] for each of its columns n; zeros past k and n. Whether those columns hold a nonzero below 2^-51 (the guard,
// looked at while B passes through anyway).
bool pack_b_strip(const GemmShape& s, const uint16_t* b, int64_t n0, int64_t panels, int64_t k_first, int64_t kp, uint16_t* out) {
  __m512i smallest = _mm512_set1_epi16(-1);
  auto mask_of = [&](int64_t p) {
    const int64_t cols = smaller(kPanel, s.n - n0 - p * kPanel);
    return cols == 32 ? ~__mmask32{0} : (__mmask32{1} << cols) - 1;
  };
  if (s.b.row_major) {
    // Two rows of B interleaved: element j of the output is row 2i's j/2
    // (even j) or row 2i+1's (odd j), for the panel's first and second 16.
    // Each row of the strip is one run of up to 256 bytes, in a different
    // page of B from the last: no hardware prefetcher follows that, so the
    // rows 16 ahead are asked for.
    alignas(64) uint16_t low[32], high[32];
    for (int j = 0; j < 32; ++j) {
      low[j] = static_cast<uint16_t>((j & 1 ? 32 : 0) + j / 2);
      high[j] = static_cast<uint16_t>((j & 1 ? 32 : 0) + 16 + j / 2);
    }
    const __m512i low_index = _mm512_load_si512(low), high_index = _mm512_load_si512(high);
    __mmask32 masks[kStripPanels];
    for (int64_t p = 0; p < panels; ++p) masks[p] = mask_of(p);
    for (int64_t i = 0; i < kp / 2; ++i) {
      const int64_t k0 = k_first + 2 * i, k1 = k0 + 1;
      const uint16_t* row0 = b + k0 * s.b.leading_dim + n0;
      const uint16_t* row1 = row0 + s.b.leading_dim;
      if (k1 + kPrefetchRows < s.k) {
        for (int64_t p = 0; p < panels; ++p) {
          _mm_prefetch(reinterpret_cast<const char*>(row0 + kPrefetchRows * s.b.leading_dim + p * kPanel), _MM_HINT_T0);
          _mm_prefetch(reinterpret_cast<const char*>(row1 + kPrefetchRows * s.b.leading_dim + p * kPanel), _MM_HINT_T0);
        }
      }
      for (int64_t p = 0; p < panels; ++p) {
        const __m512i r0 = k0 < s.k ? _mm512_maskz_loadu_epi16(masks[p], row0 + p * kPanel) : _mm512_setzero_si512();
        const __m512i r1 = k1 < s.k ? _mm512_maskz_loadu_epi16(masks[p], row1 + p * kPanel) : _mm512_setzero_si512();
        smallest = fold_smallest(fold_smallest(smallest, r0), r1);
        uint16_t* to = out + p * kp * 32 + i * 64;
        _mm512_store_si512(to, _mm512_permutex2var_epi16(r0, low_index, r1));
        _mm512_store_si512(to + 32, _mm512_permutex2var_epi16(r0, high_index, r1));
      }
    }
    return holds_tiny(smallest);
  }
  for (int64_t p = 0; p < panels; ++p) {
    if (pack_column_major_panel(s, b, n0 + p * kPanel, k_first, kp, out + p * kp * 32)) return true;
  }
  return false;
}

// C rows [m0, m0 + rows) and columns [n0, n0 + cols) from the f32 block
// (32 x 32, row stride 32), rounded to bf16.
void write_c(const GemmShape& s, const float* block, int64_t m0, int64_t rows, int64_t n0, int64_t cols, uint16_t* c) {
  const __mmask32 mask = cols == 32 ? ~__mmask32{0} : (__mmask32{1} << cols) - 1;
  for (int64_t r = 0; r < rows; ++r) {
    const float* from = block + r * kPanel;
    // Both halves rounded to nearest even at once: the first 16 from the
    // second operand.
    const __m512i both = reinterpret_cast<__m512i>(_mm512_cvtne2ps_pbh(_mm512_load_ps(from + 16), _mm512_load_ps(from)));
    if (s.c.row_major) {
      _mm512_mask_storeu_epi16(c + (m0 + r) * s.c.leading_dim + n0, mask, both);
    } else {
      alignas(64) uint16_t bits[32];
      _mm512_store_si512(bits, both);
      for (int64_t q = 0; q < cols; ++q) c[(n0 + q) * s.c.leading_dim + m0 + r] = bits[q];
    }
  }
}

// Where a panel's sums go between k blocks: f32 rows `columns` apart (a
// chunk's columns rounded up to the panel), null when k is one block.
struct Partials {
  float* sums = nullptr;
  int64_t columns = 0;       // of a row of sums
  int64_t first_column = 0;  // of C, at sums' column 0
};

// C's columns [n0, n0 + 32) from packed A (`a_row` bf16 apart, mp rows) and
// one packed panel of B over one k block of kc: 32 rows at a time in tiles
// 0-3, resumed from `partials` unless `first`, left there unless `last`, and
// through the f32 `block` (32 x 32) to C when `last`.
void multiply_panel(const GemmShape& s, const uint16_t* ap, int64_t a_row, int64_t mp, int64_t kc, const uint16_t* panel, int64_t n0,
                    bool first, bool last, const Partials& partials, float* block, uint16_t* c) {
  const int64_t a_stride = a_row * 2, k_tiles = kc / kTileK, p_stride = partials.columns * 4;
  for (int64_t m0 = 0; m0 < mp; m0 += kBlockRows) {
    float* sums = partials.sums ? partials.sums + m0 * partials.columns + (n0 - partials.first_column) : nullptr;
    if (first) {
      _tile_zero(0);
      _tile_zero(1);
      _tile_zero(2);
      _tile_zero(3);
    } else {
      _tile_loadd(0, sums, p_stride);
      _tile_loadd(1, sums + 16, p_stride);
      _tile_loadd(2, sums + kTileRows * partials.columns, p_stride);
      _tile_loadd(3, sums + kTileRows * partials.columns + 16, p_stride);
    }
    const uint16_t* a0 = ap + m0 * a_row;
    const uint16_t* a1 = a0 + kTileRows * a_row;
    for (int64_t t = 0; t < k_tiles; ++t) {
      const uint16_t* pairs = panel + t * kTileRows * 64;
      _tile_loadd(4, a0 + t * kTileK, a_stride);
      _tile_loadd(5, a1 + t * kTileK, a_stride);
      _tile_loadd(6, pairs, 128);
      _tile_loadd(7, pairs + 32, 128);
      _tile_dpbf16ps(0, 4, 6);
      _tile_dpbf16ps(1, 4, 7);
      _tile_dpbf16ps(2, 5, 6);
      _tile_dpbf16ps(3, 5, 7);
    }
    if (!last) {
      _tile_stored(0, sums, p_stride);
      _tile_stored(1, sums + 16, p_stride);
      _tile_stored(2, sums + kTileRows * partials.columns, p_stride);
      _tile_stored(3, sums + kTileRows * partials.columns + 16, p_stride);
      continue;
    }
    _tile_stored(0, block, kPanel * 4);
    _tile_stored(1, block + 16, kPanel * 4);
    _tile_stored(2, block + kTileRows * kPanel, kPanel * 4);
    _tile_stored(3, block + kTileRows * kPanel + 16, kPanel * 4);
    write_c(s, block, m0, smaller(kBlockRows, s.m - m0), n0, smaller(kPanel, s.n - n0), c);
  }
}

// A worker's buffers, kept between calls; the sums between k blocks only
// while they are small.
struct Scratch {
  std::vector<uint16_t> a, strip;
  std::vector<float> block, partials;
};

// One batch item, a chunk of columns at a time and in each, k block by k
// block (so that A's block stays in the L2 cache while B passes: a
// [128,8192] A is 2 MiB), A packed and then B strip by strip. The f32 sums
// carry over between k blocks in the tiles' own order, so the bits are those
// of one pass over k; a chunk's columns are as many as keep those sums
// within kPartialBytes. Stops at the first nonzero below 2^-51 and says so.
bool gemm_item(const GemmShape& s, const uint16_t* a, const uint16_t* b, uint16_t* c, Scratch& scratch) {
  const int64_t mp = round_up(s.m, kBlockRows), kp = round_up(s.k, kTileK), kb = smaller(kp, kKBlock);
  const int64_t strip_width = kPanel * kStripPanels;
  const int64_t chunk =
      kp > kb ? smaller(round_up(s.n, kPanel), larger(strip_width, (kPartialBytes / 4 / mp) / strip_width * strip_width)) : s.n;
  // A's rows one cache line more than the k block apart: at a multiple of 4
  // KiB the 16 rows of a tile would share one set of the L1 cache.
  const int64_t a_row = kb + 32;
  uint16_t* ap = aligned_scratch(scratch.a, static_cast<size_t>(mp * a_row));
  uint16_t* strip = aligned_scratch(scratch.strip, static_cast<size_t>(kb * strip_width));
  float* block = aligned_scratch(scratch.block, static_cast<size_t>(kBlockRows * kPanel));
  Partials partials;
  if (kp > kb) {
    partials.columns = round_up(chunk, kPanel);
    partials.sums = aligned_scratch(scratch.partials, static_cast<size_t>(mp * partials.columns));
  }
  // A column-major B's panels are packed one at a time, between the tiles'
  // work: its loads run down 32 columns that the hardware prefetchers
  // follow, and they overlap the previous panel's products (1.15x faster on
  // a prefill's [128,2048] x [8192,2048]^T than strips of four).
  const int64_t strip_panels = s.b.row_major ? kStripPanels : 1;
  for (int64_t c0 = 0; c0 < s.n; c0 += chunk) {
    const int64_t c1 = smaller(s.n, c0 + chunk);
    partials.first_column = c0;
    for (int64_t k0 = 0; k0 < kp; k0 += kb) {
      const int64_t kc = smaller(kb, kp - k0);
      if (pack_a(s, a, mp, k0, kc, a_row, ap)) return true;
      for (int64_t strip0 = c0; strip0 < c1; strip0 += kPanel * strip_panels) {
        const int64_t panels = smaller(strip_panels, (c1 - strip0 + kPanel - 1) / kPanel);
        if (pack_b_strip(s, b, strip0, panels, k0, kc, strip)) return true;
        for (int64_t p = 0; p < panels; ++p) {
          multiply_panel(s, ap, a_row, mp, kc, strip + p * kc * 32, strip0 + p * kPanel, k0 == 0, k0 + kc == kp, partials, block, c);
        }
      }
    }
  }
  return false;
}

// The tiles configured for this thread's kernel, and released however it
// ends: the tile state back to its initial one, for oneDNN's kernels.
struct ConfiguredTiles {
  ConfiguredTiles() { configure_tiles(); }
  ~ConfiguredTiles() { _tile_release(); }
  ConfiguredTiles(const ConfiguredTiles&) = delete;
  ConfiguredTiles& operator=(const ConfiguredTiles&) = delete;
};

bool gemm_on_tiles(const GemmShape& s, const uint16_t* a, const uint16_t* b, uint16_t* c) {
  thread_local Scratch scratch;
  bool tiny = false;
  {
    const ConfiguredTiles tiles;
    for (int64_t i = 0; i < s.batch && !tiny; ++i) {
      tiny = gemm_item(s, a + i * s.a.batch_stride, b + i * s.b.batch_stride, c + i * s.c.batch_stride, scratch);
    }
  }
  // Sums between k blocks can take 16 MiB: not kept past the call when big.
  if (scratch.partials.capacity() * sizeof(float) > (size_t{4} << 20)) std::vector<float>().swap(scratch.partials);
  return tiny;
}

#pragma GCC pop_options

}  // namespace

bool amx_bf16_available() {
  static const bool available = [] {
    const char* setting = std::getenv("KILN_AMX");
    if (setting && std::string(setting) == "0") return false;
    return cpu_has_amx_bf16() && syscall(SYS_arch_prctl, kArchReqXcompPerm, kXfeatureXtileData) == 0;
  }();
  return available;
}

bool amx_bf16_gemm_applies(const GemmShape& block) {
  return block.a.row_major && block.m <= kMostRows && block.m > 0 && block.n > 0 && block.k > 0;
}

bool amx_bf16_gemm(const GemmShape& s, const uint16_t* a, const uint16_t* b, uint16_t* c) { return gemm_on_tiles(s, a, b, c); }

}  // namespace kiln::cpu
