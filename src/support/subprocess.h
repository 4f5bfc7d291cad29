// Running a tool (the C compiler, the archiver) and waiting for it.
#pragma once

#include <string>
#include <vector>

namespace kiln {

// Runs args[0] (searched on PATH) with `args`; its output goes to a temporary
// file. Returns an empty string on success, else what went wrong with the
// tool's output.
std::string run_program(const std::vector<std::string>& args, std::string* output = nullptr);
// With `output`: what the tool printed (stdout and stderr), also on success.

// $NAME if set and not empty, else `fallback` (KILN_CC -> cc, KILN_AR -> ar).
std::string tool_from_environment(const char* name, const char* fallback);

}  // namespace kiln
