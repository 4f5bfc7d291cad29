// Kernels compiled together (backends/cpu/compiled_kernel.h,
// find_or_compile_together): a graph's distinct kernels share one object per
// compile worker, each still computes what the reference does (special values
// included), a repeated kernel is a memory hit, and every kernel is in the
// disk cache under its own fingerprint.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <string>

#include "driver/compile.h"
#include "reference/evaluator.h"
#include "support/parallel_for.h"
#include "support/temporary_directory.h"
#include "test_util.h"

namespace kiln {
namespace {

// Five distinct kernels (two reductions, a transpose with a negate, a
// multiply and a convert), and the multiply again at another size: as a
// flat kernel (fusion/flat_kernel.h) the same one. The constant 2.75 keeps
// it apart from other tests' kernels when one process runs them all.
const std::string kSixKernels = R"(
max_f32 {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT m = f32[] maximum(a, b)
}
min_f32 {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT m = f32[] minimum(a, b)
}
ENTRY e {
  x = f32[64,300] parameter(0)
  y = f32[300,64] parameter(1)
  z = f32[32,33] parameter(2)
  w = f32[40,40] parameter(3)
  ninf = f32[] constant(-inf)
  inf = f32[] constant(inf)
  rmax = f32[64] reduce(x, ninf), dimensions={1}, to_apply=max_f32
  rmin = f32[64] reduce(y, inf), dimensions={0}, to_apply=min_f32
  t = f32[64,300] transpose(y), dimensions={1,0}
  nx = f32[64,300] negate(x)
  s = f32[64,300] add(t, nx)
  two = f32[] constant(2.75)
  twos = f32[32,33] broadcast(two), dimensions={}
  zz = f32[32,33] multiply(z, twos)
  two_w = f32[] constant(2.75)
  twos_w = f32[40,40] broadcast(two_w), dimensions={}
  ww = f32[40,40] multiply(w, twos_w)
  b = bf16[300,64] convert(y)
  ROOT out = (f32[64], f32[64], f32[64,300], f32[32,33], f32[40,40], bf16[300,64]) tuple(rmax, rmin, s, zz, ww, b)
})";

Literal with_special_values(const TensorType& type, uint64_t seed) {
  const Literal random = random_literal(type, seed);
  const double inf = std::numeric_limits<double>::infinity();
  const double specials[] = {std::nan(""), inf, -inf, 0.0, -0.0, 1e-40, -1e-40, 3.4e38};
  Literal values(type.dtype, type.dims);
  for (int64_t i = 0; i < values.num_elements(); ++i) {
    values.set_double(i, i % 11 == 0 ? specials[static_cast<size_t>(i / 11) % 8] : random.get_double(i) * 100);
  }
  return values;
}

size_t occurrences(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

struct Compiled {
  std::vector<Literal> outputs;
  std::string log;
};

// `cache` empty: no disk cache (--no-cache).
Compiled run(const std::string& hlo, const std::vector<Literal>& args, const std::filesystem::path& cache) {
  CompileOptions options;
  options.log_compiles = true;
  options.cache.enabled = !cache.empty();
  options.cache.dir = cache.string();
  ::testing::internal::CaptureStderr();
  const auto m = testing::parse(hlo);
  Compiled r;
  r.outputs = compile_module_for_cpu(*m, options)->run_literals(args);
  r.log = ::testing::internal::GetCapturedStderr();
  return r;
}

TEST(CompileTogether, DistinctKernelsShareAnObjectMatchTheReferenceAndAreCachedEach) {
  const uint64_t seed = 61;
  SCOPED_TRACE("seed " + std::to_string(seed));
  const auto m = testing::parse(kSixKernels);
  std::vector<Literal> args;
  for (const Node* p : m->entry()->parameters()) args.push_back(with_special_values(p->type(), seed + args.size()));
  const std::vector<Literal> want = evaluate(*m->entry(), args);
  const TemporaryDirectory dir(std::filesystem::temp_directory_path(), "kiln-together-test");
  const Compiled first = run(kSixKernels, args, dir.path());
  EXPECT_EQ(occurrences(first.log, "compile kernel="), 5u) << first.log;
  EXPECT_EQ(occurrences(first.log, "cache-hit kernel="), 1u) << first.log;  // the second multiply
  if (hardware_threads() < 5) {
    EXPECT_GE(occurrences(first.log, "compile-object kernels="), 1u) << first.log;
  }
  ASSERT_EQ(first.outputs.size(), want.size());
  for (size_t i = 0; i < want.size(); ++i) EXPECT_TRUE(testing::identical(first.outputs[i], want[i])) << "output " << i;
  // Each kernel is on disk under its own key (the next process's loads:
  // e2e/cache_test.cc, Cache.SecondProcessLoadsEveryKernelFromDisk).
  size_t entries = 0;
  for (const auto& e : std::filesystem::recursive_directory_iterator(dir.path())) {
    const std::string name = e.path().filename().string();
    if (name.rfind("kernel-", 0) == 0 && e.path().extension() == ".so") ++entries;
  }
  EXPECT_EQ(entries, 5u);
}

// Without a disk cache (--no-cache) the kernels still share objects, and
// compute the same. Like the test above it counts compiles; its constants,
// shapes and conversion differ from that test's, so that none of its kernels is in this
// process's memory already when both run in one process.
TEST(CompileTogether, WithoutADiskCacheKernelsStillShareObjects) {
  const uint64_t seed = 67;
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::string hlo = kSixKernels;
  for (size_t at = hlo.find("2.75"); at != std::string::npos; at = hlo.find("2.75")) hlo.replace(at, 4, "3.25");
  for (size_t at = hlo.find("300"); at != std::string::npos; at = hlo.find("300")) hlo.replace(at, 3, "310");
  for (size_t at = hlo.find("bf16"); at != std::string::npos; at = hlo.find("bf16")) hlo.replace(at, 4, "f16");  // a conversion's kernel takes any shape
  const auto m = testing::parse(hlo);
  std::vector<Literal> args;
  for (const Node* p : m->entry()->parameters()) args.push_back(with_special_values(p->type(), seed + args.size()));
  const std::vector<Literal> want = evaluate(*m->entry(), args);
  const Compiled got = run(hlo, args, {});
  EXPECT_EQ(occurrences(got.log, "compile kernel="), 5u) << got.log;
  if (hardware_threads() < 5) {
    EXPECT_GE(occurrences(got.log, "compile-object kernels="), 1u) << got.log;
  }
  ASSERT_EQ(got.outputs.size(), want.size());
  for (size_t i = 0; i < want.size(); ++i) EXPECT_TRUE(testing::identical(got.outputs[i], want[i])) << "output " << i;
}

}  // namespace
}  // namespace kiln
