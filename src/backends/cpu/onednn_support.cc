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

dnnl::memory::desc strided_matrix(int64_t rows, int64_t cols, int64_t leading_dim, bool row_major,
                                  dnnl::memory::data_type type) {
  return dnnl::memory::desc({rows, cols}, type, row_major ? dnnl::memory::dims{leading_dim, 1} : dnnl::memory::dims{1, leading_dim});
}

OpenMpThreads::OpenMpThreads(int threads) : saved_(omp_get_max_threads()) { omp_set_num_threads(threads); }
OpenMpThreads::~OpenMpThreads() { omp_set_num_threads(saved_); }

void* GrowingBuffer::at_least(size_t bytes) {
  if (bytes > size_) {
    const size_t rounded = (bytes + 63) / 64 * 64;
    data_.reset(std::aligned_alloc(64, rounded));
    if (!data_) throw std::bad_alloc();
    size_ = rounded;
  }
  return data_.get();
}

void* thread_scratchpad(size_t bytes) {
  thread_local GrowingBuffer buffer;
  return buffer.at_least(bytes);
}

}  // namespace kiln::cpu
