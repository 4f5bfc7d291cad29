// The reference's array memory (ref_array.h: allocate_array_block): blocks
// of 1 MiB and more are kept when freed, up to 1 GiB in all, and the latest
// kept block of a size is the next array of that size. A model's arrays come
// in few sizes (nanoGPT's attention, 100 MB each, dozens of times a layer),
// and a block the kernel has already mapped costs no page faults and no
// zeroing. An allocation that finds no block of its size first frees every
// kept one, so arrays never take more memory than they would without them:
// kept and live arrays together change only at such an allocation, to what
// the run would hold then anyway. Other memory (a run's output literals)
// may meet up to the 1 GiB kept: nanoGPT's backward parity peaked at 17.9
// GB where it had at 17.3.
#include <cstdlib>
#include <cstring>
#include <iterator>
#include <map>
#include <mutex>
#include <new>
#include <vector>

#include "reference/ref_array.h"

namespace kiln::reference {

namespace {

constexpr size_t kSmallestRecycled = size_t{1} << 20;
constexpr size_t kMostKept = size_t{1} << 30;

class RecycledBlocks {
 public:
  // A kept block of `bytes` (the latest freed), or null after freeing every
  // kept block.
  void* take(size_t bytes) {
    std::vector<void*> released;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      const auto [first, last] = free_.equal_range(bytes);
      if (first != last) {
        const auto latest = std::prev(last);
        void* p = latest->second;
        free_.erase(latest);
        kept_ -= bytes;
        // Zeroed, as the kernel's fresh pages were: an op that leaves an
        // element of an Unwritten result unwritten reads what it read before
        // recycling (nanoGPT's forward at seed 0 failed parity on 2 outputs
        // with recycled blocks, not yet traced).
        std::memset(p, 0, bytes);
        return p;
      }
      for (auto& [size, p] : free_) released.push_back(p);
      free_.clear();
      kept_ = 0;
    }
    for (void* p : released) std::free(p);
    return nullptr;
  }
  bool keep(void* p, size_t bytes) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (kept_ + bytes > kMostKept) return false;
    free_.emplace(bytes, p);
    kept_ += bytes;
    return true;
  }

 private:
  std::mutex mutex_;
  std::multimap<size_t, void*> free_;  // equal sizes in the order freed
  size_t kept_ = 0;
};

// Never destroyed: an array freed by a static destructor at exit still finds it.
RecycledBlocks& recycled() {
  static RecycledBlocks* blocks = new RecycledBlocks;
  return *blocks;
}

}  // namespace

void* allocate_array_block(size_t bytes) {
  if (bytes >= kSmallestRecycled) {
    if (void* p = recycled().take(bytes)) return p;
  }
  void* p = std::malloc(bytes == 0 ? 1 : bytes);
  if (!p) throw std::bad_alloc();
  return p;
}

void release_array_block(void* p, size_t bytes) noexcept {
  if (!p) return;
  if (bytes >= kSmallestRecycled && recycled().keep(p, bytes)) return;
  std::free(p);
}

}  // namespace kiln::reference
