// The runtime's last error on this thread (aot_runtime.h's kiln_aot_error),
// and the guard that turns a C++ exception into an error code at the C ABI.
#pragma once

#include <exception>
#include <string>

namespace kiln::aot {

void set_runtime_error(const std::string& what);

// Runs `body`; 0, or 1 with the exception's message kept for kiln_aot_error().
template <typename Body>
int guarded(const char* what, Body&& body) noexcept {
  try {
    body();
    return 0;
  } catch (const std::exception& e) {
    set_runtime_error(std::string(what) + ": " + e.what());
  } catch (...) {
    set_runtime_error(std::string(what) + ": unknown exception");
  }
  return 1;
}

}  // namespace kiln::aot
