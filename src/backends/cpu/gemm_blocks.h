// A GEMM cut into blocks for the thread pool (runtime/thread_pool.h): the
// libraries run single-threaded, one block per thread, so their calls share
// kiln's workers instead of waking threads of their own.
//  - Batch items, a run of them per worker, when there are as many as workers.
//  - Rows of C (and A) when each worker gets a granule of them and B is not
//    much bigger than A: worker t then writes the t-th slice of rows, the
//    slice the next kernel's worker t reads.
//  - Else columns of C (and B): a GEMM of a few rows reads B once, a part of
//    it per worker, instead of all of it on each.
//  - Else, and below kParallelMultiplyAdds, one block on the calling thread.
#pragma once

#include <cstdint>

#include "fusion/gemm_shape.h"

namespace kiln::cpu {

enum class GemmSplit { kNone, kBatch, kRows, kColumns };

// Below this many multiply-adds a GEMM runs on the calling thread: a second
// worker would not pay for itself (GraphSAGE's 1x50x128 GEMMs).
constexpr double kParallelMultiplyAdds = 1 << 20;

GemmSplit choose_gemm_split(const GemmShape& shape, int threads);

// Blocks start at multiples of this many rows or columns: oneDNN's bf16 kernels
// run some odd sizes at half speed (181 of SSD's 361 rows took 0.196 ms, 180
// took 0.085), and whole vectors and cache lines suit every library.
constexpr int64_t kSplitGranule = 32;

// The number of units the split cuts: granules of rows or columns, batch
// items, 1 for kNone.
int64_t split_units(const GemmShape& shape, GemmSplit split);

// Units [begin, end) of the split: the block's shape, and where its first
// element of A, B and C lies (in elements) from the whole GEMM's.
struct GemmBlock {
  GemmShape shape;
  int64_t a_offset = 0, b_offset = 0, c_offset = 0;
};
GemmBlock gemm_block(const GemmShape& shape, GemmSplit split, int64_t begin, int64_t end);

}  // namespace kiln::cpu
