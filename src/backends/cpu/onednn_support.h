// What every oneDNN call of the cpu target shares: one engine, one OpenMP
// thread per call (kiln's thread pool cuts the work, not oneDNN), and scratch
// memory of each thread's own.
#pragma once

#include <dnnl.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>

namespace kiln::cpu {

dnnl::engine& cpu_engine();

// A rows x cols matrix as oneDNN describes it: row-major with its rows
// `leading_dim` elements apart, or column-major with its columns so.
dnnl::memory::desc strided_matrix(int64_t rows, int64_t cols, int64_t leading_dim, bool row_major,
                                  dnnl::memory::data_type type);

// oneDNN's OpenMP threads while this lives; the caller's own setting comes
// back after.
class OpenMpThreads {
 public:
  explicit OpenMpThreads(int threads);
  ~OpenMpThreads();
  OpenMpThreads(const OpenMpThreads&) = delete;
  OpenMpThreads& operator=(const OpenMpThreads&) = delete;

 private:
  int saved_;
};

// oneDNN runs each block on the calling thread: one OpenMP thread (the pool
// supplies the others), also while a primitive is made, since oneDNN picks
// its blocking for the threads it has.
class OneOpenMpThread : public OpenMpThreads {
 public:
  OneOpenMpThread() : OpenMpThreads(1) {}
};

// A buffer on a cache line that only grows: kept between a thread's calls
// (scratchpads, channels-last copies, packed weights), so a steady run
// allocates nothing.
class GrowingBuffer {
 public:
  // At least `bytes`, its contents undefined; valid until the next call.
  void* at_least(size_t bytes);
  float* floats(size_t bytes) { return static_cast<float*>(at_least(bytes)); }

 private:
  struct Free {
    void operator()(void* p) const { std::free(p); }
  };
  std::unique_ptr<void, Free> data_;
  size_t size_ = 0;
};

// oneDNN's own scratchpad may not be shared by primitives running side by
// side, nor move between threads, unless the library was built for it; each
// thread hands its primitives scratch memory of its own (at least `bytes`,
// valid until the thread's next call).
void* thread_scratchpad(size_t bytes);

}  // namespace kiln::cpu
