#include "backends/cpu/skinny_bf16_gemm.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <cstring>
#include <deque>
#include <mutex>
#include <utility>
#include <vector>

#include "backends/cpu/skinny_bf16_kernels.h"
#include "backends/cpu/skinny_bf16_pairs.h"
#include "runtime/thread_pool.h"
#include "support/aligned_vector.h"
#include "support/error.h"
#include "support/float_format.h"

namespace kiln::cpu {

namespace {

inline float widen(uint16_t bits) { return std::bit_cast<float>(static_cast<uint32_t>(bits) << 16); }

// The widening kernels for this CPU's widest vector ISA (skinny_bf16_kernels.h):
// AVX-512, else AVX2 with FMA, else none (the products stay on oneDNN).
const skinny::WideningKernels* widening_kernels() {
  static const skinny::WideningKernels* const kernels = [] {
    const skinny::WideningKernels* k = skinny::avx512_widening_kernels();
    return k ? k : skinny::avx2_widening_kernels();
  }();
  return kernels;
}

// How many elements of k a block of the column-major kernel takes: its rows
// of A (f32) within 24 KiB, half of this CPU generation's L1 data cache.
int64_t k_block(int64_t m, int64_t k, int64_t lanes) {
  constexpr int64_t kBytes = 24 << 10;
  const int64_t blocks = std::max<int64_t>(1, (m * k * 4 + kBytes - 1) / kBytes);
  return ((k + blocks - 1) / blocks + lanes - 1) / lanes * lanes;
}

}  // namespace

bool skinny_bf16_gemm_runs_here() { return widening_kernels() != nullptr; }

bool skinny_bf16_gemm_applies(const GemmShape& s) {
  return skinny_bf16_gemm_runs_here() && s.batch >= 1 && s.m >= 1 && s.m <= kMaxSkinnyRows && s.n * s.k >= 64 * 64;
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
    pairs = kernels == SkinnyKernels::kFastest && skinny::pairs_apply(rows_);  // the widening kernels alone otherwise
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

// The f32 sums over B's rows [k0, k1) of columns [begin, end) of one item,
// B row-major, into out (m rows, ldo apart): the pair kernels where A
// allows, the widening ones where it does not or where B held a tiny nonzero
// (counted in `widened_slices`).
void row_major_sums(const GemmShape& s, const skinny::WideningKernels& isa, const PackedA& a, const uint16_t* b, int64_t k0, int64_t k1,
                    int64_t begin, int64_t end, float* out, int64_t ldo, std::atomic<int64_t>& widened_slices) {
  const int64_t width = end - begin, ldb = s.b.leading_dim;
  const bool paired_done = a.pairs && skinny::pairs_row_major(a.paired, k0, k1, b + begin, ldb, width, out, ldo);
  if (a.pairs && !paired_done) ++widened_slices;
  if (!paired_done) isa.row_major(static_cast<int>(s.m))(a.wide() + k0 * s.m, k1 - k0, b + k0 * ldb + begin, ldb, 0, width, out, ldo);
}

// The f32 sums of columns [begin, end) of one item into out (m rows, ldo
// apart), over all of k.
void column_sums(const GemmShape& s, const skinny::WideningKernels& isa, const PackedA& a, const uint16_t* b, int64_t begin, int64_t end,
                 float* out, int64_t ldo, std::atomic<int64_t>& widened_slices) {
  if (s.b.row_major) {
    row_major_sums(s, isa, a, b, 0, s.k, begin, end, out, ldo, widened_slices);
    return;
  }
  const int m = static_cast<int>(s.m);
  const int64_t width = end - begin, ldb = s.b.leading_dim;
  const bool paired_done = a.pairs && skinny::pairs_column_major(a.paired, b + begin * ldb, ldb, width, out, ldo);
  if (a.pairs && !paired_done) ++widened_slices;
  if (!paired_done) {
    const int64_t kb = k_block(s.m, s.k, isa.lanes);
    for (int64_t j = 0; j < s.k; j += kb) {
      isa.column_major(m)(a.wide() + j, s.k, std::min(kb, s.k - j), b + begin * ldb + j, ldb, 0, width, out, ldo, j == 0);
    }
  }
}

// B row-major with rows narrower than this splits k, not the columns: two
// workers' column slices of a [8192,2048] down projection were 2 KiB of
// each 4 KiB row, half a page read and the next a page on, which the
// prefetchers do not follow (7.8 GB/s in a Llama-3.2-1B-sized decode step on
// a 2-core AVX-512 Xeon VM, where a [2048,8192] product read 25). Each part
// of k is a contiguous band of B's rows. How many bands depends on k alone
// (at most 512 rows each, at least 16 bands where each keeps 64 rows or more,
// so that a many-core host has work for its workers), so the sums (each
// band's, then the bands' in order) do not depend on how many workers there
// are. 24 [8192,2048] products (805 MB): 67.4 -> 36.3 ms; 96 [2048,2048]:
// 84.9 -> 42.3. Rows of 1 KiB ([2048,512], the k and v projections) gained
// nothing (new/old 0.83-1.17), so they keep the column slices.
constexpr int64_t kSplitKMinRowBytes = 2 << 10, kSplitKMaxRowBytes = 8 << 10;
constexpr int64_t kMaxBandRows = 512, kMinBandRows = 64, kMinBands = 16;

bool splits_k(const GemmShape& s) {
  const int64_t row_bytes = s.n * 2;
  return s.b.row_major && row_bytes >= kSplitKMinRowBytes && row_bytes < kSplitKMaxRowBytes && s.k >= 2 * kMaxBandRows;
}

// The rows of each band of k (even: a band starts on a pair of rows).
int64_t band_rows(int64_t k) {
  const int64_t for_min_bands = std::max(kMinBandRows, (k + kMinBands - 1) / kMinBands);
  return (std::min(kMaxBandRows, for_min_bands) + 1) / 2 * 2;
}

// Row r's sums of columns [begin, end) rounded to bf16 into C.
void round_into(const GemmShape& s, const skinny::WideningKernels& isa, const float* sums, int64_t r, int64_t begin, int64_t end, uint16_t* c) {
  if (s.c.row_major) {
    isa.round_to_bf16(sums, end - begin, c + s.c.offset(0, r, begin));
  } else {
    for (int64_t q = begin; q < end; ++q) c[s.c.offset(0, r, q)] = bf16_bits_from_double(sums[q - begin]);
  }
}

// Columns [begin, end) of one item, each result rounded to bf16 once.
void columns_of_item(const GemmShape& s, const skinny::WideningKernels& isa, const PackedA& a, const uint16_t* b, uint16_t* c, int64_t begin,
                     int64_t end, std::atomic<int64_t>& widened_slices) {
  const int64_t width = end - begin;
  // Reused across calls: a fresh buffer per slice was page faults and zeroing.
  thread_local AlignedVector<float> out;
  out.resize(static_cast<size_t>(s.m * width));  // [m][width]
  column_sums(s, isa, a, b, begin, end, out.data(), width, widened_slices);
  for (int64_t r = 0; r < s.m; ++r) round_into(s, isa, out.data() + r * width, r, begin, end, c);
}

// A's packing for item i of a batch (items of a split weight share one A).
const PackedA& packed_a(const std::deque<PackedA>& packed, const GemmShape& s, int64_t i) {
  return packed[s.a.batch_stride == 0 ? 0 : static_cast<size_t>(i)];
}

// Every item's k in bands (splits_k), each band's sums of every column into
// a part of its own, then per item the parts added in band order and each
// result rounded to bf16 once.
void products_in_bands_of_k(const GemmShape& s, const GemmShape& item, const skinny::WideningKernels& isa, const std::deque<PackedA>& packed,
                            const uint16_t* b, uint16_t* c, std::atomic<int64_t>& widened_slices) {
  const int64_t rows = band_rows(s.k), parts = (s.k + rows - 1) / rows, part_floats = s.m * s.n;
  AlignedVector<float> partial(static_cast<size_t>(s.batch * parts * part_floats));
  ThreadPool::shared().for_each_block(s.batch * parts, [&](int64_t first, int64_t last) {
    for (int64_t t = first; t < last; ++t) {
      const int64_t i = t / parts, k0 = t % parts * rows;
      row_major_sums(item, isa, packed_a(packed, s, i), b + s.b.offset(i, 0, 0), k0, std::min(s.k, k0 + rows), 0, s.n,
                     partial.data() + t * part_floats, s.n, widened_slices);
    }
  });
  std::vector<float> row(static_cast<size_t>(s.n));
  for (int64_t i = 0; i < s.batch; ++i) {
    const float* parts_of_item = partial.data() + i * parts * part_floats;
    for (int64_t r = 0; r < s.m; ++r) {
      std::copy_n(parts_of_item + r * s.n, s.n, row.begin());
      for (int64_t p = 1; p < parts; ++p) {
        const float* part = parts_of_item + p * part_floats + r * s.n;
        for (int64_t q = 0; q < s.n; ++q) row[static_cast<size_t>(q)] += part[q];
      }
      round_into(item, isa, row.data(), r, 0, s.n, c + s.c.offset(i, 0, 0));
    }
  }
}

// Every item's columns in slices of whole tiles (64 columns: the row-major
// kernel's two vectors, twice), one pool dispatch for them all, a few slices
// per worker so they even out; a slice never spans two items, and only an
// item's last has a tail for the scalar loop.
void products_in_column_slices(const GemmShape& s, const GemmShape& item, const skinny::WideningKernels& isa, const std::deque<PackedA>& packed,
                               const uint16_t* b, uint16_t* c, std::atomic<int64_t>& widened_slices) {
  constexpr int64_t kSliceUnit = 64, kColumnMajorChunk = 16 * kSliceUnit;
  ThreadPool& pool = ThreadPool::shared();
  const int64_t units = std::max<int64_t>(1, s.n / kSliceUnit), all_units = s.batch * units;
  const int64_t slices = std::min<int64_t>(all_units, pool.size() * 4);
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
        columns_of_item(item, isa, packed_a(packed, s, i), b + s.b.offset(i, 0, 0), c + s.c.offset(i, 0, 0), q, std::min(end, q + chunk),
                        widened_slices);
      }
      u = item_end;
    }
  });
}

}  // namespace

SkinnyRun skinny_bf16_gemm(const GemmShape& s, const uint16_t* a, const uint16_t* b, uint16_t* c, SkinnyKernels kernels) {
  const skinny::WideningKernels* chosen = kernels == SkinnyKernels::kAvx2Widening ? skinny::avx2_widening_kernels() : widening_kernels();
  // No KILN_CHECK (fmt::format): this file is in the AOT runtime, which uses
  // fmt's headers only and cannot call into libfmt.
  if (chosen == nullptr) throw InternalError("skinny bf16 GEMM on a CPU without its kernels");
  const skinny::WideningKernels& isa = *chosen;
  // A packed once per distinct item: a split weight's items share one A
  // (batch stride 0, fusion/gemm_shape.h).
  GemmShape item = s;
  item.batch = 1;
  std::deque<PackedA> packed;  // built in place: each holds a once_flag
  for (int64_t i = 0; i < (s.a.batch_stride == 0 ? 1 : s.batch); ++i) packed.emplace_back(item, a + s.a.offset(i, 0, 0), kernels);
  std::atomic<int64_t> widened_slices{0};
  if (splits_k(s)) {
    products_in_bands_of_k(s, item, isa, packed, b, c, widened_slices);
  } else {
    products_in_column_slices(s, item, isa, packed, b, c, widened_slices);
  }
  SkinnyRun run;
  run.pairs = std::all_of(packed.begin(), packed.end(), [](const PackedA& p) { return p.pairs; });
  run.widened_slices = widened_slices.load();
  return run;
}

}  // namespace kiln::cpu
