// The three reported fusion cases (issue #5) at full size: achieved bandwidth
// (bytes that must move / median time) against a copy of the same bytes in the
// same run: kiln's own elementwise copy kernel (negate, all threads) and memcpy.
//
//   kiln_bench_fusion_cases [--repeat N] [--warmup N] [--threads N]
#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cstring>
#include <string>
#include <vector>

#include "driver/compile.h"
#include "importer/import.h"
#include "support/median.h"

namespace {

using kiln::median;

struct Case {
  const char* name;
  const char* hlo;
  double bytes;  // that must move: each input read once, each output written once
};

// Context for the transpose case: the same traffic (one read, three writes)
// with no transpose, so the table shows what the transpose itself costs.
const char* kThreeWritesNoTranspose = R"(
ENTRY main {
  x = f32[64,512,1024] parameter(0)
  two = f32[] constant(2)
  two_b = f32[64,512,1024] broadcast(two), dimensions={}
  one = f32[] constant(1)
  one_b = f32[64,512,1024] broadcast(one), dimensions={}
  a = f32[64,512,1024] multiply(x, two_b)
  b = f32[64,512,1024] add(x, one_b)
  c = f32[64,512,1024] exponential(x)
  ROOT out = (f32[64,512,1024], f32[64,512,1024], f32[64,512,1024]) tuple(a, b, c)
})";

const char* kTranspose = R"(
ENTRY main {
  x = f32[64,1024,512] parameter(0)
  y = f32[64,512,1024] transpose(x), dimensions={0,2,1}
  two = f32[] constant(2)
  two_b = f32[64,512,1024] broadcast(two), dimensions={}
  one = f32[] constant(1)
  one_b = f32[64,512,1024] broadcast(one), dimensions={}
  a = f32[64,512,1024] multiply(y, two_b)
  b = f32[64,512,1024] add(y, one_b)
  c = f32[64,512,1024] exponential(y)
  ROOT out = (f32[64,512,1024], f32[64,512,1024], f32[64,512,1024]) tuple(a, b, c)
})";

const char* kChannelsLast = R"(
ENTRY main {
  x = f32[32,1024,25,25]{1,3,2,0} parameter(0)
  s = f32[1,1024,1,1] parameter(1)
  b = f32[1,1024,1,1] parameter(2)
  s_r = f32[1024] reshape(s)
  b_r = f32[1024] reshape(b)
  s_b = f32[32,1024,25,25] broadcast(s_r), dimensions={1}
  b_b = f32[32,1024,25,25] broadcast(b_r), dimensions={1}
  xs = f32[32,1024,25,25] multiply(x, s_b)
  t1 = f32[32,1024,25,25] add(xs, b_b)
  zero = f32[] constant(0)
  zero_b = f32[32,1024,25,25] broadcast(zero), dimensions={}
  relu = f32[32,1024,25,25] maximum(t1, zero_b)
  out_f16 = f16[32,1024,25,25] convert(relu)
  mask = pred[32,1024,25,25] compare(t1, zero_b), direction=GT
  ROOT out = (f16[32,1024,25,25], pred[32,1024,25,25]) tuple(out_f16, mask)
})";

const char* kGelu = R"(
add_f32 {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY main {
  t4 = f32[16,512,4096] parameter(0)
  t5 = f32[16,512,4096] parameter(1)
  t6 = f32[16,512,4096] parameter(2)
  zero = f32[] constant(0)
  bias_grad = f32[4096] reduce(t4, zero), dimensions={0,1}, to_apply=add_f32
  c_sqrt = f32[] constant(0.7978845608)
  c_cube = f32[] constant(0.044715)
  c_3cube = f32[] constant(0.134145)
  half = f32[] constant(0.5)
  one = f32[] constant(1)
  three = f32[] constant(3)
  k = f32[16,512,4096] broadcast(c_sqrt), dimensions={}
  a = f32[16,512,4096] broadcast(c_cube), dimensions={}
  a3 = f32[16,512,4096] broadcast(c_3cube), dimensions={}
  h = f32[16,512,4096] broadcast(half), dimensions={}
  o = f32[16,512,4096] broadcast(one), dimensions={}
  p3 = f32[16,512,4096] broadcast(three), dimensions={}
  x3 = f32[16,512,4096] power(t5, p3)
  ax3 = f32[16,512,4096] multiply(a, x3)
  inner_sum = f32[16,512,4096] add(t5, ax3)
  inner = f32[16,512,4096] multiply(k, inner_sum)
  th = f32[16,512,4096] tanh(inner)
  th2 = f32[16,512,4096] multiply(th, th)
  sech2 = f32[16,512,4096] subtract(o, th2)
  x2 = f32[16,512,4096] multiply(t5, t5)
  a3x2 = f32[16,512,4096] multiply(a3, x2)
  dpoly = f32[16,512,4096] add(o, a3x2)
  dinner = f32[16,512,4096] multiply(k, dpoly)
  left = f32[16,512,4096] add(o, th)
  left_h = f32[16,512,4096] multiply(h, left)
  xs = f32[16,512,4096] multiply(t5, sech2)
  xsd = f32[16,512,4096] multiply(xs, dinner)
  right_h = f32[16,512,4096] multiply(h, xsd)
  dgelu = f32[16,512,4096] add(left_h, right_h)
  dx = f32[16,512,4096] multiply(t6, dgelu)
  ROOT out = (f32[4096], f32[16,512,4096]) tuple(bias_grad, dx)
})";

struct Compiled {
  std::unique_ptr<kiln::Module> module;
  std::unique_ptr<kiln::Executable> exe;
  std::vector<kiln::HostBuffer> inputs;
};

Compiled compile(const char* hlo, int threads) {
  kiln::ImportOptions quiet;
  quiet.warn = [](const std::string&) {};
  Compiled c;
  c.module = kiln::import_hlo_text(hlo, "case.hlo", quiet);
  for (size_t i = 0; i < c.module->entry()->parameters().size(); ++i) {
    const kiln::TensorType& t = c.module->entry()->parameters()[i]->type();
    c.inputs.push_back(kiln::to_host_buffer(kiln::random_literal(t, 100 + i), t));
  }
  kiln::CompileOptions options;
  options.threads = threads;
  c.exe = kiln::compile_module_for_cpu(*c.module, options);
  return c;
}

double time_ms(const Compiled& c) {
  const auto start = std::chrono::steady_clock::now();
  c.exe->run(c.inputs);
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

int main(int argc, char** argv) {
  int repeat = 11, warmup = 2, threads = 0;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string a = argv[i];
    if (a == "--repeat") repeat = std::stoi(argv[i + 1]);
    if (a == "--warmup") warmup = std::stoi(argv[i + 1]);
    if (a == "--threads") threads = std::stoi(argv[i + 1]);
  }
  const double MiB = 1024.0 * 1024.0;
  const std::vector<Case> cases = {
      {"transpose read three times", kTranspose, 4.0 * 64 * 1024 * 512 * 4},
      {"channels-last scale-bias-relu", kChannelsLast, 32.0 * 1024 * 625 * (4 + 2 + 1) + 2 * 1024 * 4},
      {"GELU backward + bias grad", kGelu, 4.0 * 16 * 512 * 4096 * 4 + 4096 * 4},
      {"(context) 1 read + 3 writes, no transpose", kThreeWritesNoTranspose, 4.0 * 64 * 1024 * 512 * 4},
  };
  // The copy reference: 256 MiB through kiln's elementwise kernel, and memcpy.
  const char* kCopy = "ENTRY c {\n  x = f32[64,1024,1024] parameter(0)\n  ROOT y = f32[64,1024,1024] negate(x)\n}\n";
  const Compiled copy = compile(kCopy, threads);
  std::vector<uint8_t> src(256 * 1024 * 1024, 1), dst(src.size());
  std::vector<double> copy_ms, memcpy_ms;
  std::vector<std::vector<double>> case_ms(cases.size());
  std::vector<Compiled> compiled;
  for (const Case& c : cases) {
    compiled.push_back(compile(c.hlo, threads));
    fmt::print("{}: {} kernel(s):", c.name, compiled.back().exe->steps().size());
    for (const auto& s : compiled.back().exe->steps()) fmt::print(" {} ({})", s.name, s.kind);
    fmt::print("\n");
  }
  for (int r = 0; r < warmup + repeat; ++r) {  // interleaved: noise hits all alike
    const double k = time_ms(copy);
    const auto start = std::chrono::steady_clock::now();
    std::memcpy(dst.data(), src.data(), src.size());
    const double m = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    std::vector<double> t;
    for (const Compiled& c : compiled) t.push_back(time_ms(c));
    if (r < warmup) continue;
    copy_ms.push_back(k);
    memcpy_ms.push_back(m);
    for (size_t i = 0; i < t.size(); ++i) case_ms[i].push_back(t[i]);
  }
  const double copy_gbs = 2 * 256 * MiB / (median(copy_ms) * 1e6);
  const double memcpy_gbs = 2 * 256 * MiB / (median(memcpy_ms) * 1e6);
  const double reference = std::max(copy_gbs, memcpy_gbs);
  fmt::print("\ncopy reference: kiln copy kernel {:.1f} GB/s, memcpy {:.1f} GB/s (256 MiB each way; ratio uses the faster)\n\n",
             copy_gbs, memcpy_gbs);
  fmt::print("| case | MiB moved | median ms | GB/s | / copy |\n|---|---|---|---|---|\n");
  for (size_t i = 0; i < cases.size(); ++i) {
    const double ms = median(case_ms[i]);
    const double gbs = cases[i].bytes / (ms * 1e6);
    fmt::print("| {} | {:.0f} | {:.2f} | {:.1f} | {:.2f} |\n", cases[i].name, cases[i].bytes / MiB, ms, gbs, gbs / reference);
  }
  fmt::print("\n({} timed runs each after {} warm-up runs, interleaved)\n", repeat, warmup);
  return 0;
}
