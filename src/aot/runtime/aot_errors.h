// The runtime's last error on this thread (aot_runtime.h's kiln_aot_error),
// and the guard that turns a C++ exception into an error code at the C ABI.
#pragma once

#include <exception>
#include <string>

#include "support/error.h"

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

// Runs `body`; a UserError worded for kiln's command line ("--target cuda
// needs ...") is reworded for a library's user ("this library needs ...").
template <typename Body>
auto worded_for_library(const std::string& flag, Body&& body) -> decltype(body()) {
  try {
    return body();
  } catch (const UserError& e) {
    const std::string what = e.what();
    throw UserError(what.rfind(flag, 0) == 0 ? "this library" + what.substr(flag.size()) : what);
  }
}

}  // namespace kiln::aot
