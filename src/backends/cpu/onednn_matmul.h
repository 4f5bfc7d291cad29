// bf16 GEMMs through oneDNN's matmul (Debian's libdnnl, 2.6): bf16 operands,
// f32 accumulation, the result rounded to bf16 once. On CPUs with AVX512_BF16
// it runs at twice OpenBLAS's f32 rate (SSD-MobileNet's 19x19x512->512 layer:
// 438 against 219 GFLOP/s here); OpenBLAS 0.3.21 as Debian builds it has no
// sbgemm. oneDNN runs single-threaded, one primitive per block of the GEMM
// (gemm_blocks.h) on kiln's thread pool; later runs only bind pointers.
// Shared by in-process steps and ahead-of-time libraries (aot/runtime), so it
// depends on neither kiln's IR nor its error reporting: failures are
// std::runtime_error.
#pragma once

#include <memory>

#include "fusion/gemm_shape.h"

namespace kiln::cpu {

// The 16-bit float types oneDNN multiplies with f32 accumulation.
enum class MatmulElement { kBf16, kF16 };

// Whether oneDNN multiplies `element` with an optimized kernel on this CPU
// (not its reference loops).
bool onednn_multiplies_natively(MatmulElement element);

class OneDnnMatmul {
 public:
  // Makes the blocks for the thread pool's size now (a later resize makes the
  // others on first use). With `constant_rhs` the weights are reordered into
  // the layout oneDNN's kernel wants on the first run and kept: inference
  // GEMMs otherwise repack them every run, which dominates GEMMs of a few rows
  // (SSD's heads). Throws std::runtime_error when oneDNN has no kernel.
  OneDnnMatmul(const GemmShape& shape, MatmulElement element, bool constant_rhs);
  ~OneDnnMatmul();
  OneDnnMatmul(const OneDnnMatmul&) = delete;
  OneDnnMatmul& operator=(const OneDnnMatmul&) = delete;

  // C = A x B on ThreadPool::shared(). With constant_rhs, `b` must be the
  // same weights on every run.
  void run(const void* a, const void* b, void* c);

 private:
  struct State;
  std::unique_ptr<State> state_;
};

}  // namespace kiln::cpu
