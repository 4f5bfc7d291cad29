// bf16 GEMM blocks on AMX tiles, kiln's own kernel: bf16 operands, f32
// accumulation, each result rounded to bf16 once (nearest even).
//
// Debian's oneDNN 2.6 takes its AMX kernel only for weights packed ahead into
// its blocked layout; weights in their plain layout (a model's parameters,
// handed in every call) run on its AVX512_BF16 kernel at about 300 GFLOP/s
// a core here, where torch's oneDNN 3.13 reaches 670 on the same products
// (the Llama- and Gemma-configured prefills, docs/performance.md). This
// kernel packs B as it goes, one panel of 32 columns at a time into the
// pairs layout TDPBF16PS reads (VNNI: each 32-bit word two consecutive k of
// one column; a row-major B's rows interleaved four panels at a time, a
// column-major B's words transposed 16 x 16), so that packing costs one pass
// over B per GEMM block. Only for GEMMs of a few hundred rows, where B is
// streamed for few rows (amx_bf16_gemm_applies):
//   - A (row-major) is copied once per block into rows padded to 32 and a k
//     padded to 32 with zeros; tiles load it in place;
//   - per panel, C is 32 x 32 at a time in four f32 tiles (2 of A's row
//     tiles times 2 of the panel's column tiles), over the whole k;
//   - the tiles are stored to a 4 KiB buffer and rounded to bf16 on the way
//     to C.
// Like oneDNN's bf16 kernels, TDPBF16PS reads denormal inputs as zero and
// flushes denormal results: the kernel looks at A and B against
// bf16_flush_bound.h's bound as it packs them (the guard in oneDNN's path
// read all of B a second time: a quarter of the kernel's time on a prefill's
// [128,2048] x [2048,8192]) and says when it met a value below it; the
// caller then runs the whole GEMM on the exact path (onednn_bf16_gemm.h).
// Each element's sum runs over k in the same order whatever block holds it,
// so the bits do not depend on the pool's size.
//
// Shared by in-process steps and ahead-of-time libraries (aot/runtime).
#pragma once

#include <cstdint>

#include "fusion/gemm_shape.h"

namespace kiln::cpu {

// Whether this CPU has AMX's bf16 tiles and Linux lets this process use them
// (tile data is granted on request, arch_prctl, since Linux 5.16): asked once
// per process. KILN_AMX=0 says no, to time oneDNN's kernel beside it.
bool amx_bf16_available();

// Whether amx_bf16_gemm takes a GEMM of this shape (asked of the whole GEMM,
// so that every block of it takes the same kernel): A row-major, at most 512
// rows of C (beyond, oneDNN's kernel is faster: amx_bf16_gemm.cc), any B and C.
bool amx_bf16_gemm_applies(const GemmShape& block);

// C = A x B of one block on the calling thread, bf16 bits in and out. Only
// where amx_bf16_available() and amx_bf16_gemm_applies(). True, with C
// unfinished, when A or B holds a nonzero below 2^-51.
bool amx_bf16_gemm(const GemmShape& s, const uint16_t* a, const uint16_t* b, uint16_t* c);

}  // namespace kiln::cpu
