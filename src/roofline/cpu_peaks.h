// The CPU's roofs, measured: OpenBLAS sgemm on 1536³ (the best of 5 runs),
// oneDNN's bf16 matmul of the same size where it runs natively, and a 2 x 128
// MiB copy with plain stores split across the threads (the best of 8).
// About one second; cached (machine_peaks.h), keyed by CPU model and threads.
#pragma once

#include <filesystem>

#include "roofline/machine_peaks.h"

namespace kiln::roofline {

MachinePeaks cpu_peaks(int threads, const std::filesystem::path& cache_dir);

}  // namespace kiln::roofline
