// Two kinds of errors, as in Halide: a UserError says the input is wrong (what and
// where); an InternalError says kiln broke an invariant. The CLI maps them to exit
// codes 2 and 1.
#pragma once

#include <fmt/format.h>

#include <stdexcept>
#include <string>

namespace kiln {

// A message's words past 256 characters, cut to their ends: input can hold
// a 10 MB identifier, and the message should name it, not repeat it.
inline std::string with_long_words_cut(const std::string& message) {
  constexpr size_t kMaxWord = 256, kKept = 40;
  std::string out;
  size_t i = 0;
  while (i < message.size()) {
    size_t end = i;
    while (end < message.size() && message[end] != ' ' && message[end] != '\n') ++end;
    if (end - i > kMaxWord) {
      // std::to_string, not fmt: the AOT runtime uses fmt's headers only.
      out += message.substr(i, kKept) + "...[" + std::to_string(end - i - 2 * kKept) + " characters]..." + message.substr(end - kKept, kKept);
    } else {
      out.append(message, i, end - i);
    }
    if (end < message.size()) out += message[end];
    i = end + 1;
  }
  return out;
}

class UserError : public std::runtime_error {
 public:
  explicit UserError(const std::string& message) : std::runtime_error(with_long_words_cut(message)) {}
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
