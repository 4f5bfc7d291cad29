// The widening kernels of skinny_bf16_gemm.h for one vector ISA, as function
// pointers: the AVX-512 ones (16 lanes, 32 registers) and the AVX2 ones
// (8 lanes, 16 registers: CPUs without AVX-512, where oneDNN has no fast bf16
// GEMM at all). Each set is compiled in its own file for its ISA
// (skinny_bf16_avx512.cc, skinny_bf16_avx2.cc) from skinny_bf16_widening.h.
#pragma once

#include <cstdint>

namespace kiln::cpu::skinny {

// C sums of columns [begin, end) for M rows, B row-major; A transposed ([k][m]).
using RowMajorBlock = void (*)(const float* at, int64_t k, const uint16_t* b, int64_t ldb, int64_t begin, int64_t end, float* out,
                               int64_t ldo);
// The same with B column-major and A row-major; adds into `out` unless `first_block`.
using ColumnMajorBlock = void (*)(const float* a, int64_t lda, int64_t k, const uint16_t* b, int64_t ldb, int64_t begin, int64_t end,
                                  float* out, int64_t ldo, bool first_block);

struct WideningKernels {
  const char* isa;
  int lanes;                           // f32 lanes a register: k blocks are whole vectors
  RowMajorBlock (*row_major)(int m);   // null past kMaxSkinnyRows
  ColumnMajorBlock (*column_major)(int m);
  // n f32 sums rounded to bf16 (half to even, a NaN made quiet with its payload kept).
  void (*round_to_bf16)(const float* in, int64_t n, uint16_t* out);
};

// Null where the CPU lacks the ISA (AVX-512 F/BW/VL/DQ; AVX2 with FMA).
const WideningKernels* avx512_widening_kernels();
const WideningKernels* avx2_widening_kernels();

}  // namespace kiln::cpu::skinny
