// Stopping a run from another thread: Ctrl-C in Python sets a flag, and the
// run checks it between kernels and between a loop's iterations, so it ends
// within a kernel's time instead of the whole run's.
#pragma once

#include <atomic>

#include "support/error.h"

namespace kiln {

// What a run that was stopped throws.
class Cancelled : public UserError {
 public:
  Cancelled() : UserError("the run was cancelled") {}
};

// While one is alive, throw_if_cancelled() on this thread throws Cancelled
// once `flag` is set (null: never). Scopes nest; the inner one decides.
class CancellationScope {
 public:
  explicit CancellationScope(const std::atomic<bool>* flag);
  ~CancellationScope();
  CancellationScope(const CancellationScope&) = delete;
  CancellationScope& operator=(const CancellationScope&) = delete;

 private:
  const std::atomic<bool>* outer_;
};

// The cancellation point: between kernels, loop iterations, reference ops.
void throw_if_cancelled();

}  // namespace kiln
