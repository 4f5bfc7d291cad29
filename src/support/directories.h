// Directories the user names (--output-dir, --dump-dir, -o): created when
// missing, and a UserError naming the flag, the path and why when that fails.
#pragma once

#include <filesystem>
#include <string_view>

namespace kiln {

void create_user_directory(const std::filesystem::path& dir, std::string_view flag);

}  // namespace kiln
