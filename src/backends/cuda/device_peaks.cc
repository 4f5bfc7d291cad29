#include <algorithm>
#include <chrono>
#include <cstring>
#include <memory>
#include <vector>

#include "backends/cuda/cuda_backend.h"
#include "runtime/device.h"

namespace kiln::cuda {

namespace {

// The best of six runs of `run`, each waited for, in seconds (after one
// untimed run: module loads, cuBLAS's first-call setup).
template <typename Run>
double best_seconds(Device& device, Run run) {
  run();
  device.synchronize();
  double best = 1e30;
  for (int r = 0; r < 6; ++r) {
    const auto start = std::chrono::steady_clock::now();
    run();
    device.synchronize();
    best = std::min(best, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  }
  return best;
}

}  // namespace

DevicePeaks measure_device_peaks() {
  const std::shared_ptr<Device> device = open_device();
  // Filled with values in [-1, 1) (f32, or bf16 as the top half of one): a
  // GEMM of zeros draws less power and runs faster than one of real data.
  auto allocate = [&](size_t bytes, DType dtype) {
    std::shared_ptr<uint8_t> memory(reinterpret_cast<uint8_t*>(device->allocate(bytes)),
                                    [device](uint8_t* p) { device->release(reinterpret_cast<uint64_t>(p)); });
    std::vector<uint8_t> host(bytes);
    uint32_t state = 12345;
    const size_t element = dtype == DType::BF16 ? 2 : 4;
    for (size_t i = 0; i + element <= bytes; i += element) {
      state = state * 1664525u + 1013904223u;
      const float v = static_cast<float>(state >> 8) / static_cast<float>(1u << 23) - 1.0f;
      uint32_t bits;
      std::memcpy(&bits, &v, sizeof bits);
      if (element == 2) bits >>= 16;
      std::memcpy(&host[i], &bits, element);
    }
    device->copy_to_device(reinterpret_cast<uint64_t>(memory.get()), host.data(), bytes);
    return memory;
  };
  DevicePeaks peaks;
  peaks.device = device->name();
  {
    constexpr size_t kCopyBytes = size_t{512} << 20;
    const auto from = allocate(kCopyBytes, DType::F32), to = allocate(kCopyBytes, DType::F32);
    const double s = best_seconds(*device, [&] {
      device->copy_on_device(reinterpret_cast<uint64_t>(to.get()), reinterpret_cast<uint64_t>(from.get()), kCopyBytes);
    });
    peaks.copy_gbps = 2.0 * kCopyBytes / s / 1e9;
  }
  constexpr int64_t n = 8192;
  GemmShape shape;
  shape.m = shape.n = shape.k = n;
  shape.a = shape.b = shape.c = {n * n, true, n};
  for (const DType dtype : {DType::F32, DType::BF16}) {
    std::vector<DeviceBuffer> slots(3);
    for (DeviceBuffer& b : slots) {
      b.type = TensorType(dtype, {n, n});
      b.memory = allocate(b.byte_size(), dtype);
    }
    const DeviceStepFn gemm = gemm_step(shape, dtype, 0, 1, 2);
    const double s = best_seconds(*device, [&] { gemm(slots); });
    (dtype == DType::F32 ? peaks.f32_gflops : peaks.bf16_gflops) = 2.0 * n * n * n / s / 1e9;
  }
  return peaks;
}

}  // namespace kiln::cuda
