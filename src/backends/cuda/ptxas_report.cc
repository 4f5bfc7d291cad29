#include <fmt/format.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "backends/cuda/cuda_backend.h"
#include "support/subprocess.h"
#include "support/temporary_directory.h"

namespace kiln::cuda {

namespace {

std::optional<std::string> find_ptxas() {
  const std::string configured = tool_from_environment("KILN_PTXAS", "");
  if (!configured.empty()) return configured;
  if (const char* path = std::getenv("PATH")) {
    std::stringstream dirs(path);
    std::string dir;
    while (std::getline(dirs, dir, ':')) {
      if (!dir.empty() && std::filesystem::exists(std::filesystem::path(dir) / "ptxas")) return (std::filesystem::path(dir) / "ptxas").string();
    }
  }
  if (std::filesystem::exists("/usr/local/cuda/bin/ptxas")) return "/usr/local/cuda/bin/ptxas";
  return std::nullopt;
}

}  // namespace

std::optional<std::string> ptxas_report(const std::string& ptx, const CudaTarget& target) {
  const auto ptxas = find_ptxas();
  if (!ptxas) return std::nullopt;
  TemporaryDirectory dir(std::filesystem::temp_directory_path(), "kiln-ptx");
  const auto file = dir.path() / "kernel.ptx";
  std::ofstream(file) << ptx;
  std::string printed;
  const std::string problem = run_program({*ptxas, fmt::format("-arch=sm_{}", target.capability), "-v", file.string(), "-o",
                                           (dir.path() / "kernel.cubin").string()}, &printed);
  if (!problem.empty()) return "ptxas failed: " + problem;
  std::string report;
  std::istringstream lines(printed);
  std::string line;
  while (std::getline(lines, line)) {
    if (line.find("Compiling entry") != std::string::npos || line.find("Used") != std::string::npos ||
        line.find("spill") != std::string::npos) {
      const size_t colon = line.rfind("ptxas info", 0) == 0 ? line.find(':') : std::string::npos;
      report += (colon == std::string::npos ? line : line.substr(colon + 2)) + "\n";
    }
  }
  return report;
}

}  // namespace kiln::cuda
