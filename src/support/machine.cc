#include "support/machine.h"

#include <ctime>
#include <fstream>

namespace kiln {

namespace {

// The value of the first /proc/cpuinfo line starting with `key`, or `otherwise`.
std::string cpuinfo_field(const std::string& key, const std::string& otherwise) {
  std::ifstream in("/proc/cpuinfo");
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind(key, 0) == 0 && line.find(':') != std::string::npos) return line.substr(line.find(':') + 2);
  }
  return otherwise;
}

}  // namespace

std::string cpu_model() { return cpuinfo_field("model name", "unknown CPU"); }

std::string cpu_vendor() { return cpuinfo_field("vendor_id", "unknown"); }

std::string today() {
  const std::time_t now = std::time(nullptr);
  std::tm local{};
  localtime_r(&now, &local);
  char text[16];
  std::strftime(text, sizeof text, "%Y-%m-%d", &local);
  return text;
}

}  // namespace kiln
