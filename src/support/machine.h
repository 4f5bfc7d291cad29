// What machine this is, in words, for records that say where they were measured.
#pragma once

#include <string>

namespace kiln {

// The CPU's model name from /proc/cpuinfo ("AMD EPYC 9R14"), or "unknown CPU".
std::string cpu_model();

// The CPU's vendor from /proc/cpuinfo ("GenuineIntel", "AuthenticAMD"), or
// "unknown".
std::string cpu_vendor();

// Today's date as YYYY-MM-DD (local time).
std::string today();

}  // namespace kiln
