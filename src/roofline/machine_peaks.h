// A machine's peaks, the two roofs of the roofline: arithmetic (GFLOP/s) and
// memory (GB/s). Measured once per machine, thread count and target, then
// read back from a small file beside the compile cache.
#pragma once

#include <filesystem>
#include <functional>
#include <optional>
#include <string>

namespace kiln::roofline {

struct MachinePeaks {
  double gflops = 0;       // f32 GEMM through the target's library (OpenBLAS sgemm on CPUs)
  double bf16_gflops = 0;  // bf16 GEMM where the target has one natively (oneDNN with AVX512_BF16), else 0
  double copy_gbps = 0;  // a copy with plain stores, bytes read plus bytes written (as STREAM counts)
  int threads = 0;
  std::string machine;   // what was measured: CPU model, threads
  bool from_cache = false;
};

// The peaks for `key` (machine and threads): from `dir`/peaks-<hash>.txt when
// a measurement is there, else `measure()`d and written there. `dir` empty or
// unwritable: measured, not kept.
MachinePeaks cached_peaks(const std::filesystem::path& dir, const std::string& key, const std::function<MachinePeaks()>& measure);

}  // namespace kiln::roofline
