#include "roofline/machine_peaks.h"

#include <fmt/format.h>
#include <xxhash.h>

#include <fstream>
#include <sstream>
#include <system_error>

#include "support/atomic_file.h"
#include "support/error.h"

namespace kiln::roofline {

namespace {

std::optional<MachinePeaks> read_peaks(const std::filesystem::path& path, const std::string& key) {
  std::ifstream in(path);
  if (!in) return std::nullopt;
  MachinePeaks p;
  std::string line, stored_key;
  while (std::getline(in, line)) {
    std::istringstream words(line);
    std::string field;
    words >> field;
    if (field == "key") std::getline(words >> std::ws, stored_key);
    else if (field == "gflops") words >> p.gflops;
    else if (field == "copy_gbps") words >> p.copy_gbps;
    else if (field == "bf16_gflops") words >> p.bf16_gflops;
    else if (field == "threads") words >> p.threads;
  }
  if (stored_key != key || p.gflops <= 0 || p.copy_gbps <= 0) return std::nullopt;  // another machine, or damaged
  p.machine = key;
  p.from_cache = true;
  return p;
}

}  // namespace

MachinePeaks cached_peaks(const std::filesystem::path& dir, const std::string& key, const std::function<MachinePeaks()>& measure) {
  const std::filesystem::path path = dir.empty() ? dir : dir / fmt::format("peaks-{:016x}.txt", XXH3_64bits(key.data(), key.size()));
  if (!dir.empty()) {
    if (auto p = read_peaks(path, key)) return *p;
  }
  MachinePeaks p = measure();
  p.machine = key;
  if (!dir.empty()) {
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    try {  // a cache: a failed write is measured again next time
      write_file_atomically(path, fmt::format("key {}\ngflops {}\nbf16_gflops {}\ncopy_gbps {}\nthreads {}\n", key, p.gflops, p.bf16_gflops,
                                              p.copy_gbps, p.threads));
    } catch (const UserError&) {
    }
  }
  return p;
}

}  // namespace kiln::roofline
