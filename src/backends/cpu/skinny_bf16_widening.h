// The widening kernels of skinny_bf16_gemm.h, written once over a vector ISA:
// each bf16 element of B widened to f32 in registers and multiplied into
// every row of A at once. Included only by the per-ISA files
// (skinny_bf16_avx512.cc, skinny_bf16_avx2.cc), each inside its own
// `#pragma GCC target` and its own namespace, never by other code: an
// inline function compiled here for AVX-512 would carry AVX-512 code to
// every caller.
//
// `Isa` gives: kLanes (f32 lanes a register), `Floats` (a GCC vector of
// kLanes floats), `widen(const uint16_t*)` (kLanes bf16 to f32),
// `row_major_width(M)`: how many vectors of columns the row-major kernel
// keeps M rows of accumulators for, within the ISA's registers, and
// kStreamRowsUpTo: up to how many rows the row-major product streams B's
// rows instead (rows_streaming_row_major).
#pragma once

#include <bit>
#include <cstdint>
#include <cstring>

// Internal to each including file: its instances are compiled for its ISA
// alone, and the linker must not pick one file's copy for another's calls.
namespace kiln::cpu::skinny_widening {
namespace {

inline float widen(uint16_t bits) { return std::bit_cast<float>(static_cast<uint32_t>(bits) << 16); }

// The lanes' sum by halving.
template <typename Isa>
inline float lane_sum(typename Isa::Floats v) {
  float lanes[Isa::kLanes];
  std::memcpy(lanes, &v, sizeof lanes);
  for (int width = Isa::kLanes / 2; width >= 1; width /= 2)
    for (int i = 0; i < width; ++i) lanes[i] += lanes[i + width];
  return lanes[0];
}

// B row-major (n contiguous), for a few rows of A: B's rows streamed front
// to back, four at a time, each across the whole slice, into sums kept in
// `out` (a slice's few rows of f32 sums stay in the L1/L2 cache). The
// register-tiled kernel below reads 64 bytes of a row and jumps a row's length
// to the next: with one or two rows of A there is too little arithmetic to
// hide those jumps (a Llama-3.2-1B-shaped decode step's [1,2048] x
// [2048,8192] products ran at 11 GB/s that way on a 2-core AVX2 EPYC whose
// plain copy runs at 28; streamed, 29-40 for [2048,8192], 16-25 for the
// [8192,2048] down projection, whose slices' rows are 2 KB long). One row at
// a time, or four rows skewed a few vectors apart, load and store the sums
// four times as often: slower on all three shapes tried.
template <typename Isa, int M>
void rows_streaming_row_major(const float* at, int64_t k, const uint16_t* b, int64_t ldb, int64_t begin, int64_t end, float* out,
                              int64_t ldo) {
  using Floats = typename Isa::Floats;
  constexpr int kLanes = Isa::kLanes;
  const int64_t whole = begin + (end - begin) / kLanes * kLanes;
  for (int r = 0; r < M; ++r)
    for (int64_t q = begin; q < end; ++q) out[r * ldo + q] = 0;
  int64_t j = 0;
  for (; j + 4 <= k; j += 4) {
    const uint16_t* b0 = b + j * ldb;
    const uint16_t* b1 = b0 + ldb;
    const uint16_t* b2 = b1 + ldb;
    const uint16_t* b3 = b2 + ldb;
    float x[M][4];
    #pragma GCC unroll 16
    for (int r = 0; r < M; ++r)
      for (int i = 0; i < 4; ++i) x[r][i] = at[(j + i) * M + r];
    for (int64_t q = begin; q < whole; q += kLanes) {
      const Floats v0 = Isa::widen(b0 + q), v1 = Isa::widen(b1 + q), v2 = Isa::widen(b2 + q), v3 = Isa::widen(b3 + q);
      #pragma GCC unroll 16
      for (int r = 0; r < M; ++r) {
        Floats acc;
        std::memcpy(&acc, out + r * ldo + q, sizeof acc);
        acc += x[r][0] * v0;
        acc += x[r][1] * v1;
        acc += x[r][2] * v2;
        acc += x[r][3] * v3;
        std::memcpy(out + r * ldo + q, &acc, sizeof acc);
      }
    }
    for (int64_t q = whole; q < end; ++q)
      for (int r = 0; r < M; ++r)
        out[r * ldo + q] = (((out[r * ldo + q] + x[r][0] * widen(b0[q])) + x[r][1] * widen(b1[q])) + x[r][2] * widen(b2[q])) +
                           x[r][3] * widen(b3[q]);
  }
  for (; j < k; ++j) {
    const uint16_t* bj = b + j * ldb;
    for (int r = 0; r < M; ++r) {
      const float x = at[j * M + r];
      for (int64_t q = begin; q < end; ++q) out[r * ldo + q] += x * widen(bj[q]);
    }
  }
}

// B row-major (n contiguous): W vectors of columns at a time, every row's
// accumulators taking the widened vectors of B's row j times A[r][j]. A comes
// transposed, at[j * M + r], so a step's M broadcasts share a cache line.
// Rows M fixed at compile time and the loops over them unrolled keep the
// M x W accumulators in registers; B's rows lie a row's length apart, too
// far for the hardware to prefetch.
template <typename Isa, int M>
void rows_times_row_major(const float* at, int64_t k, const uint16_t* b, int64_t ldb, int64_t begin, int64_t end, float* out, int64_t ldo) {
  if constexpr (M <= Isa::kStreamRowsUpTo) {
    rows_streaming_row_major<Isa, M>(at, k, b, ldb, begin, end, out, ldo);
    return;
  }
  using Floats = typename Isa::Floats;
  constexpr int kLanes = Isa::kLanes;
  constexpr int W = Isa::row_major_width(M);
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
      for (int w = 0; w < W; ++w) v[w] = Isa::widen(b + j * ldb + q + w * kLanes);
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
template <typename Isa, int M>
void rows_times_column_major(const float* a, int64_t lda, int64_t k, const uint16_t* b, int64_t ldb, int64_t begin, int64_t end,
                             float* out, int64_t ldo, bool first_block) {
  using Floats = typename Isa::Floats;
  constexpr int kLanes = Isa::kLanes;
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
      const Floats v0 = Isa::widen(b0 + j), v1 = Isa::widen(b1 + j);
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
      float s0 = lane_sum<Isa>(acc0[r]), s1 = lane_sum<Isa>(acc1[r]);
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

}  // namespace
}  // namespace kiln::cpu::skinny_widening
