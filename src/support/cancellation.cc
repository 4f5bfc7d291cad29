#include "support/cancellation.h"

namespace kiln {

namespace {
thread_local const std::atomic<bool>* current = nullptr;
}

CancellationScope::CancellationScope(const std::atomic<bool>* flag) : outer_(current) {
  if (flag) current = flag;
}

CancellationScope::~CancellationScope() { current = outer_; }

void throw_if_cancelled() {
  if (current && current->load(std::memory_order_relaxed)) throw Cancelled();
}

}  // namespace kiln
