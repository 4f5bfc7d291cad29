// Functions of the process that embeds kiln, called by a program: JAX's
// jax.debug.print, jax.pure_callback and io_callback through kiln's PJRT
// plugin (apps/pjrt/jax_plugins/kiln), as host-callback ops
// (ir/attributes.h HostCallbackOptions). The embedder sets one handler and
// tells callbacks apart by the id it wrote into the program; kiln hands it
// each operand and result as a row-major array of the types the program
// declares.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace kiln {

// Calls callback `id` for `device` (0 on one device): reads the operands,
// writes every result. Returns 0, or not 0 having written a message of at
// most `error_capacity` bytes (NUL-terminated) into `error`.
using HostCallbackHandler = int (*)(uint64_t id, int64_t device, size_t operands, const void* const* operand_data, size_t results,
                                    void* const* result_data, char* error, size_t error_capacity);

// The process's handler (nullptr: none).
void set_host_callback_handler(HostCallbackHandler handler);

// Calls the handler; UserError when none is set (a program that JAX wrote
// for its own process, run elsewhere) or the callback failed, with its message.
void call_host(uint64_t id, int64_t device, const std::vector<const void*>& operands, const std::vector<void*>& results);

}  // namespace kiln
