#include "backends/cpu/gemm_blocks.h"

#include <algorithm>

namespace kiln::cpu {

namespace {

// Fewer rows than this per worker, and a GEMM is cut by columns; fewer
// columns too, and it is not cut.
constexpr int64_t kMinRowsPerBlock = kSplitGranule;
constexpr int64_t kMinColumnsPerBlock = kSplitGranule;
// Rows, unless B is this many times A's size (n > 4m): each row block reads
// all of B. Rows win where B is a little bigger (SSD's 361x512x512 layers:
// 0.066 ms by rows, 0.175 by columns, oneDNN's AMX kernels); a 64x4096x4096
// GEMM read its 32 MiB B twice by rows and ran 1.5x slower.
constexpr int64_t kMaxColumnsPerRowForRowBlocks = 4;


}  // namespace

GemmSplit choose_gemm_split(const GemmShape& s, int threads) {
  const double multiply_adds = static_cast<double>(s.batch) * static_cast<double>(s.m) * static_cast<double>(s.n) *
                               static_cast<double>(s.k);
  if (threads <= 1 || multiply_adds < kParallelMultiplyAdds) return GemmSplit::kNone;
  if (s.batch >= threads) return GemmSplit::kBatch;
  const int64_t rows_per_block = s.m / threads, columns_per_block = s.n / threads;
  const bool rows = rows_per_block >= kMinRowsPerBlock, columns = columns_per_block >= kMinColumnsPerBlock;
  // Each row block reads all of B, each column block all of A: |B| / |A| = n / m.
  if (rows && (!columns || s.n <= kMaxColumnsPerRowForRowBlocks * s.m)) return GemmSplit::kRows;
  if (columns) return GemmSplit::kColumns;
  return GemmSplit::kNone;
}

int64_t split_units(const GemmShape& s, GemmSplit split) {
  switch (split) {
    case GemmSplit::kRows: return (s.m + kSplitGranule - 1) / kSplitGranule;
    case GemmSplit::kColumns: return (s.n + kSplitGranule - 1) / kSplitGranule;
    case GemmSplit::kBatch: return s.batch;
    case GemmSplit::kNone: return 1;
  }
  return 1;
}

GemmBlock gemm_block(const GemmShape& s, GemmSplit split, int64_t unit_begin, int64_t unit_end) {
  if (split == GemmSplit::kBatch) {
    GemmBlock b;
    b.shape = s;
    b.shape.batch = unit_end - unit_begin;
    b.a_offset = s.a.offset(unit_begin, 0, 0);
    b.b_offset = s.b.offset(unit_begin, 0, 0);
    b.c_offset = s.c.offset(unit_begin, 0, 0);
    return b;
  }
  const int64_t extent = split == GemmSplit::kRows ? s.m : s.n;
  const int64_t begin = std::min(extent, unit_begin * kSplitGranule), end = std::min(extent, unit_end * kSplitGranule);
  GemmBlock b;
  b.shape = s;
  if (split == GemmSplit::kRows) {
    b.shape.m = end - begin;
    b.a_offset = s.a.offset(0, begin, 0);
    b.c_offset = s.c.offset(0, begin, 0);
  } else if (split == GemmSplit::kColumns) {
    b.shape.n = end - begin;
    b.b_offset = s.b.offset(0, 0, begin);
    b.c_offset = s.c.offset(0, 0, begin);
  }
  return b;
}

}  // namespace kiln::cpu
