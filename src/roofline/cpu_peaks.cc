#include "roofline/cpu_peaks.h"

#include <dnnl.h>
#include <dnnl.hpp>
#include <omp.h>
#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "backends/cpu/cpu_backend.h"
#include "support/machine.h"

namespace kiln::roofline {

namespace {

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// OpenBLAS's and OpenMP's threads spin for a while after their last call
// (about 2^28 cycles for OpenBLAS): what runs next, the next peak or kiln's
// own runs, would share the cores with them.
void let_library_threads_sleep() { std::this_thread::sleep_for(std::chrono::milliseconds(250)); }

// oneDNN's sgemm of 1536^3, the library kiln's f32 GEMMs call
// (backends/cpu/blas_gemm.cc), on `threads` OpenMP threads.
double gemm_gflops(int threads) {
  constexpr int n = 1536;
  std::vector<float> a(static_cast<size_t>(n) * n, 0.5f), b(a.size(), 0.25f), c(a.size());
  const int kiln_threads = omp_get_max_threads();
  omp_set_num_threads(threads);
  double best = 1e30;
  for (int r = 0; r < 6; ++r) {
    const auto start = std::chrono::steady_clock::now();
    dnnl_sgemm('N', 'N', n, n, n, 1.0f, a.data(), n, b.data(), n, 0.0f, c.data(), n);
    if (r > 0) best = std::min(best, seconds_since(start));
  }
  omp_set_num_threads(kiln_threads);
  return 2.0 * n * n * static_cast<double>(n) / best / 1e9;
}

// oneDNN's bf16 matmul of 1536³ where kiln runs bf16 GEMMs natively (the roof
// of those GEMMs, backends/cpu/onednn_bf16_gemm.h), else 0.
double bf16_gemm_gflops(int threads) {
  if (!cpu::gemm_is_native(DType::BF16)) return 0;
  try {
    constexpr int64_t n = 1536;
    dnnl::engine engine(dnnl::engine::kind::cpu, 0);
    dnnl::stream stream(engine);
    const dnnl::memory::desc d({n, n}, dnnl::memory::data_type::bf16, dnnl::memory::format_tag::ab);
    dnnl::matmul mm(dnnl::matmul::primitive_desc(dnnl::matmul::desc(d, d, d), engine));
    std::vector<uint16_t> a(static_cast<size_t>(n * n), 0x3f00), c(a.size());  // 0.5
    dnnl::memory am(d, engine, a.data()), cm(d, engine, c.data());
    const int kiln_threads = omp_get_max_threads();
    omp_set_num_threads(threads);
    double best = 1e30;
    for (int r = 0; r < 6; ++r) {
      const auto start = std::chrono::steady_clock::now();
      mm.execute(stream, {{DNNL_ARG_SRC, am}, {DNNL_ARG_WEIGHTS, am}, {DNNL_ARG_DST, cm}});
      stream.wait();
      if (r > 0) best = std::min(best, seconds_since(start));
    }
    omp_set_num_threads(kiln_threads);
    return 2.0 * n * n * static_cast<double>(n) / best / 1e9;
  } catch (const dnnl::error&) {
    return 0;
  }
}

// A loop, not memcpy: glibc's memcpy switches to streaming stores on big
// copies, and kiln's kernels store plainly. GCC would turn the loop back into
// memcpy without the attribute.
__attribute__((optimize("no-tree-loop-distribute-patterns"))) void copy_floats(const float* __restrict in, float* __restrict out,
                                                                                size_t n) {
  for (size_t i = 0; i < n; ++i) out[i] = in[i];
}

double copy_gbps(int threads) {
  constexpr size_t n = (size_t{128} << 20) / sizeof(float);
  std::unique_ptr<float[]> in(new float[n]), out(new float[n]);
  auto chunk = [&](int t, auto&& f) {
    const size_t begin = n * static_cast<size_t>(t) / static_cast<size_t>(threads), end = n * static_cast<size_t>(t + 1) / static_cast<size_t>(threads);
    f(begin, end);
  };
  auto run = [&](auto&& f) {
    std::vector<std::thread> pool;
    for (int t = 0; t < threads; ++t) pool.emplace_back([&, t] { chunk(t, f); });
    for (auto& th : pool) th.join();
  };
  run([&](size_t b, size_t e) {  // first touch by the threads that copy (pages land near them)
    for (size_t i = b; i < e; ++i) in[i] = static_cast<float>(i & 1023), out[i] = 0;
  });
  double best = 1e30;
  for (int r = 0; r < 9; ++r) {
    const auto start = std::chrono::steady_clock::now();
    run([&](size_t b, size_t e) { copy_floats(in.get() + b, out.get() + b, e - b); });
    if (r > 0) best = std::min(best, seconds_since(start));
  }
  return 2.0 * static_cast<double>(n * sizeof(float)) / best / 1e9;
}

}  // namespace

MachinePeaks cpu_peaks(int threads, const std::filesystem::path& cache_dir) {
  if (threads <= 0) threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  const std::string key = fmt::format("cpu {} threads={} v3", cpu_model(), threads);  // v3: the f32 roof is oneDNN sgemm
  return cached_peaks(cache_dir, key, [threads] {
    MachinePeaks p;
    p.threads = threads;
    p.gflops = gemm_gflops(threads);
    let_library_threads_sleep();
    p.bf16_gflops = bf16_gemm_gflops(threads);
    let_library_threads_sleep();
    p.copy_gbps = copy_gbps(threads);
    let_library_threads_sleep();
    return p;
  });
}

}  // namespace kiln::roofline
