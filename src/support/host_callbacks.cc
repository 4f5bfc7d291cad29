#include "support/host_callbacks.h"

#include <fmt/format.h>

#include <atomic>
#include <string>

#include "support/error.h"

namespace kiln {

namespace {

std::atomic<HostCallbackHandler> handler{nullptr};

}  // namespace

void set_host_callback_handler(HostCallbackHandler h) { handler.store(h); }

void call_host(uint64_t id, int64_t device, const std::vector<const void*>& operands, const std::vector<void*>& results) {
  const HostCallbackHandler h = handler.load();
  if (!h) {
    throw UserError(fmt::format("host callback {} has no function to call: a program's host callbacks (jax.debug.print, pure_callback) "
                                "run only in the JAX process that lowered it, through kiln's PJRT plugin",
                                id));
  }
  char error[1024] = {0};
  if (h(id, device, operands.size(), operands.data(), results.size(), results.data(), error, sizeof(error)) != 0) {
    error[sizeof(error) - 1] = '\0';
    throw UserError(fmt::format("host callback {} failed: {}", id, error[0] ? error : "(no message)"));
  }
}

}  // namespace kiln
