// The reference's array memory (ref_array.h: allocate_array_block): blocks
// of 1 MiB and more are kept when freed, up to 1 GiB in all, and handed to
// the next array of the same size. A model's arrays come in few sizes
// (nanoGPT's attention, 100 MB each, dozens of times a layer), and a block
// the kernel has already mapped costs no page faults and no zeroing.
#include <cstdlib>
#include <map>
#include <mutex>
#include <new>

#include "reference/ref_array.h"

namespace kiln::reference {

namespace {

constexpr size_t kSmallestRecycled = size_t{1} << 20;
constexpr size_t kMostKept = size_t{1} << 30;

class RecycledBlocks {
 public:
  void* take(size_t bytes) {
    std::lock_guard<std::mutex> lock(mutex_);
    auto it = free_.find(bytes);
    if (it == free_.end()) return nullptr;
    void* p = it->second;
    free_.erase(it);
    kept_ -= bytes;
    return p;
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
  std::multimap<size_t, void*> free_;
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
