// bf16 GEMMs through oneDNN's matmul (Debian's libdnnl, 2.6): bf16 operands,
// f32 accumulation, the result rounded to bf16 once. On CPUs with AVX512_BF16
// it runs at twice OpenBLAS's f32 rate (SSD-MobileNet's 19x19x512->512 layer:
// 438 against 219 GFLOP/s here); OpenBLAS 0.3.21 as Debian builds it has no
// sbgemm. oneDNN runs single-threaded, one primitive per block of the GEMM
// (gemm_blocks.h) on kiln's thread pool, made once.
//
// oneDNN's bf16 kernels (VDPBF16PS, AMX) read denormal inputs as zero and
// flush denormal results, where HLO keeps them: inf times a denormal is NaN
// there and inf in the reference. Each block of a run looks at its share of
// the operands (a vectorized min over A, and over B unless B is constant
// weights, which are looked at once) before its oneDNN call; when any share
// holds a nonzero of magnitude below 2^-51 (denormals included), the whole
// GEMM is run again on the exact path:
// widened to f32, OpenBLAS, rounded to bf16 once. At or above it, every
// nonzero product (>= 2^-102) and every partial sum of them (a multiple of
// 2^-116) is a normal f32, so the kernel's flushes never fire. One decision
// per GEMM, so its bits do not depend on the pool's size.
//
// A GEMM of a few rows (skinny_bf16_gemm_applies) runs on skinny_bf16_gemm.h
// instead: memory-bound, where oneDNN's kernels here are compute-bound. One
// of up to 512 rows whose weights are handed in each call runs on kiln's own
// AMX kernel where the CPU has one (amx_bf16_gemm.h), which does its own
// looking at the operands as it packs them.
//
// Shared by in-process steps and ahead-of-time libraries (aot/runtime), so it
// depends on neither kiln's IR nor its error reporting: failures are
// std::runtime_error.
#pragma once

#include <cstdint>
#include <memory>

#include "fusion/gemm_shape.h"

namespace kiln::cpu {

// Whether oneDNN multiplies bf16 with an optimized kernel on this CPU (not
// its reference loops).
bool onednn_multiplies_bf16_natively();
// Whether that kernel multiplies at least 0.9x as fast as oneDNN's f32 GEMM:
// a 256^3 product of each on one thread, best of 5, measured once per
// process. Not on every CPU: this AVX-512 Xeon ran bf16 at 87 GFLOP/s a
// thread and f32 at 178, where a bf16 GEMM that is compute-bound is faster
// widened to f32.
bool onednn_bf16_keeps_up_with_f32();

class OneDnnBf16Gemm {
 public:
  // Makes the blocks for the thread pool's size now (a later resize makes the
  // others on first use). With `constant_rhs` the weights are reordered into
  // the layout oneDNN's kernel wants on the first run and kept: inference
  // GEMMs otherwise repack them every run, which dominates GEMMs of a few rows
  // (SSD's heads). Throws std::runtime_error when oneDNN has no kernel.
  OneDnnBf16Gemm(const GemmShape& shape, bool constant_rhs);
  ~OneDnnBf16Gemm();
  OneDnnBf16Gemm(const OneDnnBf16Gemm&) = delete;
  OneDnnBf16Gemm& operator=(const OneDnnBf16Gemm&) = delete;

  // C = A x B on ThreadPool::shared(), bf16 bits in and out. With
  // constant_rhs, `b` must be the same weights on every run.
  void run(const void* a, const void* b, void* c);

  // Blocks that have run on the exact path, over all runs (for tests).
  int64_t exact_blocks() const;
  // Over all runs: how many there were, and how many took the exact path.
  int64_t runs() const;
  int64_t exact_runs() const;

 private:
  struct State;
  std::unique_ptr<State> state_;
};

}  // namespace kiln::cpu
