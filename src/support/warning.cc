#include "support/warning.h"

#include <fmt/format.h>

#include <mutex>
#include <set>

namespace kiln {

void warn_once(const std::string& message) {
  static std::mutex m;
  static std::set<std::string> said;
  std::lock_guard<std::mutex> lock(m);
  if (said.insert(message).second) fmt::print(stderr, "kiln: warning: {}\n", message);
}

}  // namespace kiln
