// Runs `body(i)` for i in [0, n) on up to `workers` threads (the calling thread
// is one of them). The first exception any call throws is rethrown here once
// every call has finished or been skipped.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <exception>
#include <mutex>
#include <system_error>
#include <thread>
#include <vector>

namespace kiln {

// The number of threads worth running CPU-bound work on: every core.
inline int hardware_threads() { return std::max(1u, std::thread::hardware_concurrency()); }

template <typename Body>
void parallel_for(size_t n, int workers, Body&& body) {
  std::atomic<size_t> next{0};
  std::atomic<bool> failed{false};
  std::exception_ptr first;
  std::mutex m;
  auto work = [&] {
    for (size_t i = next++; i < n && !failed; i = next++) {
      try {
        body(i);
      } catch (...) {
        std::lock_guard<std::mutex> lock(m);
        if (!first) first = std::current_exception();
        failed = true;
      }
    }
  };
  std::vector<std::thread> threads;
  const size_t extra = std::min<size_t>(n, static_cast<size_t>(std::max(1, workers))) - (n > 0 ? 1 : 0);
  // A thread the system will not start (short of memory, say) leaves its
  // share to the others: the calling thread always works until `next` runs out.
  for (size_t t = 0; t < extra; ++t) {
    try {
      threads.emplace_back(work);
    } catch (const std::system_error&) {
      break;
    }
  }
  work();
  for (std::thread& t : threads) t.join();
  if (first) std::rethrow_exception(first);
}

}  // namespace kiln
