#include "support/temporary_directory.h"

#include <stdlib.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>

#include "support/error.h"
#include "support/termination_cleanup.h"

namespace kiln {

std::filesystem::path temporary_parent() {
  const char* dir = std::getenv("TMPDIR");
  return dir && *dir ? std::filesystem::path(dir) : std::filesystem::path("/tmp");
}

TemporaryDirectory::TemporaryDirectory(const std::filesystem::path& parent, const std::string& prefix) {
  std::string pattern = (parent / (prefix + "-XXXXXX")).string();
  if (!mkdtemp(pattern.data())) user_error("cannot create a directory in {}: {}", parent.string(), std::strerror(errno));
  path_ = pattern;
  list_for_removal_on_termination(path_);
}

TemporaryDirectory::~TemporaryDirectory() {
  std::error_code ec;
  std::filesystem::remove_all(path_, ec);
  unlist_for_removal_on_termination(path_);
}

}  // namespace kiln
