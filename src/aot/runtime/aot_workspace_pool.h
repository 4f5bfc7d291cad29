// Device workspaces by size, taken by a run and given back after it (the
// CUDA and OpenCL parts of the AOT runtime keep one each).
#pragma once

#include <cstdint>
#include <map>
#include <mutex>

namespace kiln::aot {

class WorkspacePool {
 public:
  // A workspace of `bytes` given back earlier, or false.
  bool take(size_t bytes, uint64_t* address) {
    std::lock_guard<std::mutex> lock(mutex_);
    auto it = free_.find(bytes);
    if (it == free_.end()) return false;
    *address = it->second;
    free_.erase(it);
    return true;
  }
  void give(uint64_t address, size_t bytes) noexcept {
    try {
      std::lock_guard<std::mutex> lock(mutex_);
      free_.emplace(bytes, address);
    } catch (...) {  // no memory to remember it: it stays allocated
    }
  }

 private:
  std::mutex mutex_;
  std::multimap<size_t, uint64_t> free_;
};

}  // namespace kiln::aot
