#include "support/memory.h"

#include <unistd.h>

#include "support/error.h"

namespace kiln {

double physical_memory_bytes() {
  const long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGE_SIZE);
  return pages > 0 && page > 0 ? static_cast<double>(pages) * static_cast<double>(page) : 0;
}

void out_of_memory(double bytes, std::string_view what) {
  user_error("cannot allocate {:.3g} GB for {}: this machine has {:.3g} GB of memory", bytes / 1e9, what, physical_memory_bytes() / 1e9);
}

}  // namespace kiln
