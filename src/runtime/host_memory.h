// Raw host memory for tensors: 64-byte aligned, and for big tensors backed by
// transparent huge pages where the kernel offers them on request (Debian's
// default is `madvise`): streaming kernels over hundreds of MiB otherwise
// spend a measurable part of their time on TLB misses.
#pragma once

#include <cstddef>
#include <cstdint>

namespace kiln {

uint8_t* allocate_host_memory(size_t bytes);  // throws std::bad_alloc
void free_host_memory(uint8_t* p);

}  // namespace kiln
