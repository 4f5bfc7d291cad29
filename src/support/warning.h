// Warnings on stderr: `kiln: warning: ...`, each distinct text once per process
// (a cache directory that cannot be written is said once, not per kernel).
#pragma once

#include <string>

namespace kiln {

void warn_once(const std::string& message);

}  // namespace kiln
