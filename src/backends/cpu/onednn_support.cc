#include "backends/cpu/onednn_support.h"

#include <omp.h>

#include <cstdlib>
#include <memory>
#include <new>

namespace kiln::cpu {

dnnl::engine& cpu_engine() {
  static dnnl::engine engine(dnnl::engine::kind::cpu, 0);
  return engine;
}

OpenMpThreads::OpenMpThreads(int threads) : saved_(omp_get_max_threads()) { omp_set_num_threads(threads); }
OpenMpThreads::~OpenMpThreads() { omp_set_num_threads(saved_); }

void* thread_scratchpad(size_t bytes) {
  thread_local std::unique_ptr<void, decltype(&std::free)> buffer(nullptr, &std::free);
  thread_local size_t size = 0;
  if (bytes > size) {
    const size_t rounded = (bytes + 63) / 64 * 64;
    buffer.reset(std::aligned_alloc(64, rounded));
    if (!buffer) throw std::bad_alloc();
    size = rounded;
  }
  return buffer.get();
}

}  // namespace kiln::cpu
