// bf16 GEMMs of the AOT runtime (aot_runtime.h): oneDNN on kiln's pool, as in
// process (backends/cpu/onednn_bf16_gemm.h). Each GEMM step's primitives are made
// on its first run and kept in the step's static pointer for the process.
#include <atomic>
#include <memory>

#include "aot/runtime/aot_errors.h"
#include "aot/runtime/aot_gemm_shape.h"
#include "aot/runtime/aot_runtime.h"
#include "backends/cpu/onednn_bf16_gemm.h"

extern "C" {

int kiln_aot_bf16_gemm(void** matmul, const kiln_aot_gemm* shape, int constant_rhs, const void* a, const void* b, void* c) {
  using kiln::cpu::OneDnnBf16Gemm;
  return kiln::aot::guarded("bf16 gemm (oneDNN)", [&] {
    std::atomic_ref<void*> slot(*matmul);
    auto* m = static_cast<OneDnnBf16Gemm*>(slot.load(std::memory_order_acquire));
    if (!m) {  // first run: concurrent first runs each make one, one is kept
      auto made = std::make_unique<OneDnnBf16Gemm>(kiln::aot::gemm_shape(*shape), constant_rhs != 0);
      void* none = nullptr;
      if (slot.compare_exchange_strong(none, made.get(), std::memory_order_acq_rel)) {
        m = made.release();
      } else {
        m = static_cast<OneDnnBf16Gemm*>(none);
      }
    }
    m->run(a, b, c);
  });
}

}  // extern "C"
