#include "runtime/host_memory.h"

#include <sys/mman.h>

#include <cstdlib>
#include <new>

#include "support/memory.h"

namespace kiln {

namespace {
constexpr size_t kHugePage = size_t{2} << 20;
}

uint8_t* allocate_host_memory(size_t bytes) {
  const bool huge = bytes >= kHugePage;
  const size_t alignment = huge ? kHugePage : 64;
  const size_t rounded = (bytes + alignment - 1) / alignment * alignment;  // aligned_alloc wants a multiple
  void* p = std::aligned_alloc(alignment, rounded == 0 ? alignment : rounded);
  if (!p) out_of_memory(static_cast<double>(bytes), "a buffer");
  if (huge) madvise(p, rounded, MADV_HUGEPAGE);  // advice only: failure changes nothing
  return static_cast<uint8_t*>(p);
}

void free_host_memory(uint8_t* p) { std::free(p); }

}  // namespace kiln
