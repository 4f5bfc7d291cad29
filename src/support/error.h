// Two kinds of errors, as in Halide: a UserError says the input is wrong (what and
// where); an InternalError says kiln broke an invariant. The CLI maps them to exit
// codes 2 and 1.
#pragma once

#include <fmt/format.h>

#include <stdexcept>
#include <string>

namespace kiln {

class UserError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class InternalError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

template <typename... Args>
[[noreturn]] void user_error(fmt::format_string<Args...> format, Args&&... args) {
  throw UserError(fmt::format(format, std::forward<Args>(args)...));
}

template <typename... Args>
[[noreturn]] void internal_error(fmt::format_string<Args...> format, Args&&... args) {
  throw InternalError(fmt::format(format, std::forward<Args>(args)...));
}

}  // namespace kiln

// Checks an invariant of kiln itself (never of user input).
#define KILN_CHECK(cond, ...)                                                         \
  do {                                                                                \
    if (!(cond)) {                                                                    \
      ::kiln::internal_error("{}:{}: check failed: {}: {}", __FILE__, __LINE__, #cond, \
                             fmt::format(__VA_ARGS__));                               \
    }                                                                                 \
  } while (0)
