// Build: g++ -O2 -std=c++20 apps/bench/f32_gemm_paths.cc -ldnnl -fopenmp -lpthread; run on a quiet machine.
// f2's GEMM (C[3200,600] = A[3200,821] x B[600,821]^T, f32) as kiln runs it: two workers, each a block of
// 1600 rows on one OpenMP thread, through dnnl_sgemm (kiln today) and through oneDNN's matmul primitive
// (brgemm), B as given and B packed once; interleaved rounds, median of 15 runs each.
#include <oneapi/dnnl/dnnl.hpp>
#include <oneapi/dnnl/dnnl.h>
#include <omp.h>
#include <algorithm>
#include <barrier>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <functional>
#include <thread>
#include <vector>
using namespace dnnl;
static double now() { return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count(); }
int main() {
  const int M = 3200, N = 600, K = 821, W = 2, MB = M / W;
  std::vector<float> a(size_t(M) * K), b(size_t(N) * K), c1(size_t(M) * N), c2(size_t(M) * N), c3(size_t(M) * N);
  for (size_t i = 0; i < a.size(); ++i) a[i] = float((i * 2654435761u) % 1000) / 1000.f - 0.5f;
  for (size_t i = 0; i < b.size(); ++i) b[i] = float((i * 40503u) % 997) / 997.f - 0.5f;
  engine eng(engine::kind::cpu, 0);
  const int variants = 3, rounds = 6, reps = 15;
  std::vector<std::vector<double>> times(variants, std::vector<double>(rounds));
  std::barrier sync(W);
  std::vector<std::thread> workers;
  std::vector<double> t0s(rounds * variants * reps), t1s(rounds * variants * reps);
  for (int w = 0; w < W; ++w) {
    workers.emplace_back([&, w] {
      omp_set_num_threads(1);
      stream s(eng);
      memory::desc ad({MB, K}, memory::data_type::f32, memory::format_tag::ab);
      memory::desc bd({K, N}, memory::data_type::f32, memory::format_tag::ba);
      memory::desc cd({MB, N}, memory::data_type::f32, memory::format_tag::ab);
      matmul::primitive_desc pd(matmul::desc(ad, bd, cd), eng);
      matmul mm(pd);
      memory::desc bany({K, N}, memory::data_type::f32, memory::format_tag::any);
      matmul::primitive_desc pdp(matmul::desc(ad, bany, cd), eng);
      matmul mmp(pdp);
      memory am(ad, eng, a.data() + size_t(w) * MB * K), bm(bd, eng, b.data());
      memory cm(cd, eng, c2.data() + size_t(w) * MB * N), cmp(cd, eng, c3.data() + size_t(w) * MB * N);
      memory bp(pdp.weights_desc(), eng);
      reorder(bm, bp).execute(s, bm, bp);
      s.wait();
      if (w == 0) printf("matmul: %s, packed B: %s\n", pd.impl_info_str(), pdp.impl_info_str());
      std::function<void()> f[variants] = {
          [&] { dnnl_sgemm('N', 'T', MB, N, K, 1.f, a.data() + size_t(w) * MB * K, K, b.data(), K, 0.f, c1.data() + size_t(w) * MB * N, N); },
          [&] { mm.execute(s, {{DNNL_ARG_SRC, am}, {DNNL_ARG_WEIGHTS, bm}, {DNNL_ARG_DST, cm}}); s.wait(); },
          [&] { mmp.execute(s, {{DNNL_ARG_SRC, am}, {DNNL_ARG_WEIGHTS, bp}, {DNNL_ARG_DST, cmp}}); s.wait(); }};
      for (int v = 0; v < variants; ++v) f[v]();
      int at = 0;
      for (int r = 0; r < rounds; ++r)
        for (int v = 0; v < variants; ++v)
          for (int k = 0; k < reps; ++k, ++at) {
            sync.arrive_and_wait();
            if (w == 0) t0s[at] = now();
            f[v]();
            sync.arrive_and_wait();
            if (w == 0) t1s[at] = now();
          }
    });
  }
  for (auto& t : workers) t.join();
  double d2 = 0, d3 = 0;
  for (size_t i = 0; i < c1.size(); ++i) { d2 = std::max(d2, (double)std::fabs(c1[i] - c2[i])); d3 = std::max(d3, (double)std::fabs(c1[i] - c3[i])); }
  printf("max |sgemm - matmul| %g, |sgemm - matmul packed| %g\n", d2, d3);
  const char* names[variants] = {"dnnl_sgemm", "matmul", "matmul packed B"};
  int at = 0;
  std::vector<std::vector<double>> ratio(variants);
  for (int r = 0; r < rounds; ++r) {
    double med[variants];
    for (int v = 0; v < variants; ++v) {
      std::vector<double> ts;
      for (int k = 0; k < reps; ++k, ++at) ts.push_back(t1s[at] - t0s[at]);
      std::sort(ts.begin(), ts.end());
      med[v] = ts[reps / 2] * 1e3;
    }
    printf("round %d:", r);
    for (int v = 0; v < variants; ++v) { printf(" %s %.2f ms", names[v], med[v]); ratio[v].push_back(med[v] / med[0]); }
    printf("\n");
  }
  for (int v = 1; v < variants; ++v) {
    std::sort(ratio[v].begin(), ratio[v].end());
    printf("%s / dnnl_sgemm: median %.2f (%.2f-%.2f)\n", names[v], (ratio[v][rounds / 2 - 1] + ratio[v][rounds / 2]) / 2, ratio[v].front(), ratio[v].back());
  }
}
