// The AVX512_BF16 kernels of skinny_bf16_gemm.h: vdpbf16ps multiplies two
// bf16 pairs per f32 lane and adds both products to the lane, so one
// instruction does the work of two FMAs and two widenings. A decoder's skinny
// GEMMs are then bound by reading B, not by the FMA units (an 11-row product
// needs 11 multiply-adds per weight: about the FMA peak at copy speed).
//
// vdpbf16ps reads denormal inputs as zero and flushes denormal results,
// harmless above the bound of bf16_flush_bound.h. kiln keeps IEEE denormals
// (as the widening kernels and the reference do): A is checked before
// (pairs_apply), and each kernel watches every element of B it loads and
// reports one below the bound, whose slice the caller computes again with
// the widening kernels.
// Internal to skinny_bf16_gemm.cc and its tests.
#pragma once

#include <cstdint>
#include <vector>

#include "support/aligned_vector.h"

namespace kiln::cpu::skinny {

// A's rows packed for the pair kernels: by_k[j2 * m + r] holds A[r][2j2] in
// its low half and A[r][2j2 + 1] in its high half (0 past k); by_rows[r *
// k_even + j] is A row by row, k padded to a multiple of 32 with zeros.
struct PairedA {
  int64_t m = 0, k = 0, k_even = 0;
  AlignedVector<uint32_t> by_k;
  AlignedVector<uint16_t> by_rows;  // each row starts a cache line: k_even * 2 bytes apart
};

// Whether this CPU has AVX512_BF16 (and the AVX-512 the kernels also use).
bool cpu_has_pairs();

// Whether the pair kernels may run on A: the CPU has them and no nonzero of A
// is below 2^-51 in magnitude.
bool pairs_apply(const std::vector<uint16_t>& a);

// A (row-major bf16, m x k) packed for the kernels below: by_k for B
// row-major, by_rows for B column-major (the other stays empty).
PairedA pair_rows(const std::vector<uint16_t>& a_row_major, int64_t m, int64_t k, bool b_row_major);

// out[r * ldo + q] = sum_j A[r][j] * B[j][q] for q in [0, width) and j in
// [k0, k1) (k0 even: all of k, or a band of a product whose k is split), B
// row-major (b[j * ldb + q]). False when B held a nonzero below 2^-51: out
// is then not the product, and the caller computes it again.
bool pairs_row_major(const PairedA& a, int64_t k0, int64_t k1, const uint16_t* b, int64_t ldb, int64_t width, float* out, int64_t ldo);

// The same for B column-major (b[q * ldb + j]).
bool pairs_column_major(const PairedA& a, const uint16_t* b, int64_t ldb, int64_t width, float* out, int64_t ldo);

}  // namespace kiln::cpu::skinny
