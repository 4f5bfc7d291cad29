// The CPU dot-ordering case (issue #4): f1 = transpose(dot(w, a)) and
// f2 = dot(a, w), compiled by kiln, against a direct cblas_sgemm of the same
// product, at full size, with 1 and 2 threads. The three run interleaved, so
// machine noise hits them alike; medians of --repeat runs after --warmup runs.
// kiln runs OpenBLAS single-threaded on its own pool (backends/cpu/gemm_blocks.h);
// the direct call gets OpenBLAS's threads, which are left to fall asleep
// before kiln runs.
//
//   kiln_bench_dot_order [--repeat N] [--warmup N]
#include <cblas.h>
#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

#include "backends/cpu/cpu_backend.h"
#include "driver/compile.h"
#include "importer/import.h"
#include "support/median.h"

namespace {

using kiln::median;

constexpr int64_t kM = 32 * 100, kN = 600, kK = 821;

const char* kF1 = R"(
HloModule f1
ENTRY f1 {
  w = f32[600,821] parameter(0)
  a = f32[32,100,821] parameter(1)
  d = f32[600,32,100] dot(w, a), lhs_contracting_dims={1}, rhs_contracting_dims={2}
  ROOT t = f32[32,100,600] transpose(d), dimensions={1,2,0}
})";

const char* kF2 = R"(
HloModule f2
ENTRY f2 {
  w = f32[600,821] parameter(0)
  a = f32[32,100,821] parameter(1)
  ROOT d = f32[32,100,600] dot(a, w), lhs_contracting_dims={2}, rhs_contracting_dims={1}
})";

template <typename F>
double time_ms(F&& f) {
  const auto start = std::chrono::steady_clock::now();
  f();
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

int main(int argc, char** argv) {
  int repeat = 15, warmup = 3;
  for (int i = 1; i + 1 < argc; i += 2) {
    if (std::string(argv[i]) == "--repeat") repeat = std::stoi(argv[i + 1]);
    if (std::string(argv[i]) == "--warmup") warmup = std::stoi(argv[i + 1]);
  }
  kiln::ImportOptions quiet;
  quiet.warn = [](const std::string&) {};
  auto m1 = kiln::import_hlo_text(kF1, "f1.hlo", quiet);
  auto m2 = kiln::import_hlo_text(kF2, "f2.hlo", quiet);
  const auto f1 = kiln::compile_module_for_cpu(*m1);
  const auto f2 = kiln::compile_module_for_cpu(*m2);
  fmt::print("f1 compiles to {} step(s): {} ({}); f2 to {} step(s): {} ({})\n", f1->steps().size(), f1->steps()[0].name,
             f1->steps()[0].kind, f2->steps().size(), f2->steps()[0].name, f2->steps()[0].kind);

  const kiln::TensorType wt(kiln::DType::F32, {600, 821}), at(kiln::DType::F32, {32, 100, 821});
  const std::vector<kiln::HostBuffer> inputs{kiln::to_host_buffer(kiln::random_literal(wt, 1), wt),
                                             kiln::to_host_buffer(kiln::random_literal(at, 2), at)};
  std::vector<float> direct(static_cast<size_t>(kM * kN));
  const float* w = reinterpret_cast<const float*>(inputs[0].bytes());
  const float* a = reinterpret_cast<const float*>(inputs[1].bytes());
  auto sgemm = [&] {
    cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, kM, kN, kK, 1.0f, a, kK, w, kK, 0.0f, direct.data(), kN);
  };

  // The three must agree before their times mean anything.
  sgemm();
  const auto o1 = f1->run(inputs), o2 = f2->run(inputs);
  double worst = 0;
  for (int64_t i = 0; i < kM * kN; ++i) {
    const float d = direct[static_cast<size_t>(i)];
    const double e1 = std::fabs(reinterpret_cast<const float*>(o1[0].bytes())[i] - d);
    const double e2 = std::fabs(reinterpret_cast<const float*>(o2[0].bytes())[i] - d);
    worst = std::max({worst, e1, e2});
  }
  fmt::print("max |f1 - sgemm|, |f2 - sgemm| = {:.3g}\n\n", worst);

  fmt::print("| threads | f1 median ms | f2 median ms | sgemm median ms | f1/f2 | f1/sgemm | f2/sgemm |\n");
  fmt::print("|---|---|---|---|---|---|---|\n");
  for (int threads : {1, 2}) {
    kiln::cpu::set_threads(threads);  // kiln's pool; OpenBLAS runs single-threaded inside it
    std::vector<double> t1, t2, ts;
    for (int r = 0; r < warmup + repeat; ++r) {
      openblas_set_num_threads(threads);  // the direct call with OpenBLAS's own threads
      const double as = time_ms(sgemm);
      // OpenBLAS's threads spin for about 2^28 cycles after a call; kiln's
      // pool would share the cores with them. Let them go to sleep first.
      std::this_thread::sleep_for(std::chrono::milliseconds(250));
      openblas_set_num_threads(1);
      const double a1 = time_ms([&] { f1->run(inputs); });
      const double a2 = time_ms([&] { f2->run(inputs); });
      if (r >= warmup) {
        t1.push_back(a1);
        t2.push_back(a2);
        ts.push_back(as);
      }
    }
    const double m1t = median(t1), m2t = median(t2), mst = median(ts);
    fmt::print("| {} | {:.2f} | {:.2f} | {:.2f} | {:.3f} | {:.3f} | {:.3f} |\n", threads, m1t, m2t, mst, m1t / m2t, m1t / mst,
               m2t / mst);
  }
  fmt::print("\n({} timed runs each after {} warm-up runs, interleaved; M={} N={} K={})\n", repeat, warmup, kM, kN, kK);
  return 0;
}
