// The CUDA device's roofs, measured (backends/cuda: cuBLAS sgemm and bf16
// GemmEx on 8192^3, a device-to-device copy of 512 MiB) and cached like the
// CPU's (machine_peaks.h), keyed by the device's name. A kiln without the CUDA
// backend, or a machine without a device, gets the usual one-line error.
#pragma once

#include <filesystem>

#include "roofline/machine_peaks.h"

namespace kiln::roofline {

MachinePeaks cuda_peaks(const std::filesystem::path& cache_dir);

}  // namespace kiln::roofline
