#include <fmt/format.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "backends/cuda/cuda_backend.h"
#include "support/subprocess.h"
#include "support/temporary_directory.h"

namespace kiln::cuda {


std::optional<std::string> ptxas_report(const std::string& ptx, const CudaTarget& target) {
  TemporaryDirectory dir(temporary_parent(), "kiln-ptx");
  const auto file = dir.path() / "kernel.ptx";
  std::ofstream(file) << ptx;
  std::string printed, problem = "no ptxas";
  // run_program searches PATH; the toolkit's usual home is the fallback.
  for (const std::string& ptxas : {tool_from_environment("KILN_PTXAS", "ptxas"), std::string("/usr/local/cuda/bin/ptxas")}) {
    problem = run_program({ptxas, fmt::format("-arch=sm_{}", target.capability), "-v", file.string(), "-o", (dir.path() / "kernel.cubin").string()},
                          &printed);
    if (problem.rfind("cannot run", 0) != 0) break;
  }
  if (problem.rfind("cannot run", 0) == 0) return std::nullopt;
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
