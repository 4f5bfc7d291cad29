#include "support/directories.h"

#include "support/error.h"

namespace kiln {

void create_user_directory(const std::filesystem::path& dir, std::string_view flag) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) user_error("cannot create {} {}: {}", flag, dir.string(), ec.message());
  if (!std::filesystem::is_directory(dir, ec)) user_error("cannot create {} {}: it exists and is not a directory", flag, dir.string());
}

}  // namespace kiln
