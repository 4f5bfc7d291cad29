// GEMMs cut into blocks for the thread pool (backends/cpu/gemm_blocks.h): the
// rule that picks rows, columns or no cut, the blocks' offsets, and GEMMs cut
// each way (remainders, transposed and column-major operands, batches, f64,
// bf16 with packed constant weights) against the reference, on three threads.
#include "backends/cpu/gemm_blocks.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <thread>

#include "backends/cpu/cpu_backend.h"
#include "driver/compile.h"
#include "reference/evaluator.h"
#include "test_util.h"

namespace kiln {
namespace {

using cpu::GemmSplit;

GemmShape row_major(int64_t m, int64_t n, int64_t k, int64_t batch = 1) {
  GemmShape s;
  s.batch = batch, s.m = m, s.n = n, s.k = k;
  s.a = {m * k, true, k};
  s.b = {k * n, true, n};
  s.c = {m * n, true, n};
  return s;
}

TEST(GemmBlocks, RowsWhenEachWorkerGetsAGranuleElseColumnsElseNoCut) {
  EXPECT_EQ(cpu::choose_gemm_split(row_major(100, 70, 200), 3), GemmSplit::kRows);
  EXPECT_EQ(cpu::choose_gemm_split(row_major(361, 512, 512), 2), GemmSplit::kRows);  // even where B is bigger
  EXPECT_EQ(cpu::choose_gemm_split(row_major(20, 300, 300), 3), GemmSplit::kColumns);
  EXPECT_EQ(cpu::choose_gemm_split(row_major(20, 40, 5000), 2), GemmSplit::kNone);  // neither side has a granule per worker
  EXPECT_EQ(cpu::choose_gemm_split(row_major(50, 128, 128), 2), GemmSplit::kNone);   // 819200 multiply-adds: one thread
  EXPECT_EQ(cpu::choose_gemm_split(row_major(1000, 1000, 1000), 1), GemmSplit::kNone);
  EXPECT_EQ(cpu::choose_gemm_split(row_major(16, 32, 64, 64), 2), GemmSplit::kBatch);
  EXPECT_EQ(cpu::choose_gemm_split(row_major(200, 200, 200, 2), 3), GemmSplit::kRows);  // fewer items than workers
}

TEST(GemmBlocks, BlocksStartAtGranulesAndTheLastTakesTheRemainder) {
  const GemmShape s = row_major(100, 70, 200);
  ASSERT_EQ(cpu::split_units(s, GemmSplit::kRows), 4);
  const cpu::GemmBlock middle = cpu::gemm_block(s, GemmSplit::kRows, 1, 2);
  EXPECT_EQ(middle.shape.m, 32);
  EXPECT_EQ(middle.a_offset, 32 * 200);
  EXPECT_EQ(middle.b_offset, 0);
  EXPECT_EQ(middle.c_offset, 32 * 70);
  EXPECT_EQ(cpu::gemm_block(s, GemmSplit::kRows, 2, 4).shape.m, 100 - 64);

  GemmShape t = row_major(20, 300, 300);
  t.b.row_major = false, t.b.leading_dim = 300;  // B stored n x k
  t.c.row_major = false, t.c.leading_dim = 20;   // C stored column by column
  ASSERT_EQ(cpu::split_units(t, GemmSplit::kColumns), 10);
  const cpu::GemmBlock last = cpu::gemm_block(t, GemmSplit::kColumns, 6, 10);
  EXPECT_EQ(last.shape.n, 300 - 192);
  EXPECT_EQ(last.a_offset, 0);
  EXPECT_EQ(last.b_offset, 192 * 300);
  EXPECT_EQ(last.c_offset, 192 * 20);

  const GemmShape batched = row_major(16, 32, 64, 64);
  ASSERT_EQ(cpu::split_units(batched, GemmSplit::kBatch), 64);
  const cpu::GemmBlock items = cpu::gemm_block(batched, GemmSplit::kBatch, 21, 43);
  EXPECT_EQ(items.shape.batch, 22);
  EXPECT_EQ(items.shape.m, 16);
  EXPECT_EQ(items.a_offset, 21 * 16 * 64);
  EXPECT_EQ(items.b_offset, 21 * 64 * 32);
  EXPECT_EQ(items.c_offset, 21 * 16 * 32);
}

void expect_matches_reference(const Executable& exe, const Module& original, double tolerance, uint64_t seed) {
  std::vector<Literal> args;
  for (size_t i = 0; i < original.entry()->parameters().size(); ++i) {
    args.push_back(random_literal(original.entry()->parameters()[i]->type(), seed + 10 * i));
  }
  const auto want = evaluate(*original.entry(), args);
  const auto got = exe.run_literals(args);
  EXPECT_TRUE(testing::close_to_reference(got[0], want[0], tolerance)) << "seed " << seed;
}

void expect_split_gemm_matches_reference(const std::string& hlo, double tolerance, int runs = 1) {
  SCOPED_TRACE(hlo);
  const auto original = testing::parse(hlo);
  auto module = testing::parse(hlo);
  CompileOptions options;
  options.threads = 3;  // uneven blocks, on any machine
  const auto exe = compile_module_for_cpu(*module, options);
  int gemms = 0;
  for (const Step& s : exe->steps()) gemms += s.kind == "gemm";
  EXPECT_EQ(gemms, 1);
  for (int run = 0; run < runs; ++run) expect_matches_reference(*exe, *original, tolerance, 70 + static_cast<uint64_t>(run));
}

TEST(GemmBlocks, F32CutByRowsWithARemainder) {
  expect_split_gemm_matches_reference(R"(
ENTRY e {
  x = f32[100,200] parameter(0)
  y = f32[200,70] parameter(1)
  ROOT d = f32[100,70] dot(x, y), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})", 1e-5);
}

TEST(GemmBlocks, F32CutByColumnsWithARemainder) {
  expect_split_gemm_matches_reference(R"(
ENTRY e {
  x = f32[20,300] parameter(0)
  y = f32[300,300] parameter(1)
  ROOT d = f32[20,300] dot(x, y), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})", 1e-5);
}

TEST(GemmBlocks, F32BatchedWithATransposedOperandCutByRows) {
  expect_split_gemm_matches_reference(R"(
ENTRY e {
  x = f32[2,130,64] parameter(0)
  y = f32[2,90,64] parameter(1)
  ROOT d = f32[2,130,90] dot(x, y), lhs_batch_dims={0}, rhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_contracting_dims={2}
})", 1e-5);
}

TEST(GemmBlocks, F32ColumnMajorResultCut) {
  expect_split_gemm_matches_reference(R"(
ENTRY e {
  x = f32[120,64] parameter(0)
  y = f32[64,150] parameter(1)
  d = f32[120,150] dot(x, y), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  ROOT t = f32[150,120] transpose(d), dimensions={1,0}
})", 1e-5);
}

TEST(GemmBlocks, F64CutByColumns) {
  expect_split_gemm_matches_reference(R"(
ENTRY e {
  x = f64[10,300] parameter(0)
  y = f64[300,400] parameter(1)
  ROOT d = f64[10,400] dot(x, y), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})", 1e-12);
}

// Constant weights are packed on the first run: one pack shared by the row
// blocks, one per column block; the second run reuses them.
TEST(GemmBlocks, Bf16ConstantWeightsCutByRowsAndByColumns) {
  if (!cpu::gemm_is_native(DType::BF16)) GTEST_SKIP() << "[SKIP] this CPU has no native bf16 GEMM (AVX512_BF16 through oneDNN)";
  expect_split_gemm_matches_reference(R"(
ENTRY e {
  x = bf16[100,128] parameter(0)
  w = bf16[128,96] constant({...})
  ROOT d = bf16[100,96] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})", 1e-2, 2);
  expect_split_gemm_matches_reference(R"(
ENTRY e {
  x = bf16[10,512] parameter(0)
  w = bf16[512,300] constant({...})
  ROOT d = bf16[10,300] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})", 1e-2, 2);
}

TEST(GemmBlocks, F32BatchItemsSplitAmongWorkers) {
  expect_split_gemm_matches_reference(R"(
ENTRY e {
  x = f32[64,16,64] parameter(0)
  y = f32[64,64,32] parameter(1)
  ROOT d = f32[64,16,32] dot(x, y), lhs_batch_dims={0}, rhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_contracting_dims={1}
})", 1e-5);
}

// NaN, infinities, signed zeros and denormals in A, in rows that land in
// different blocks (rows, columns, and bf16 through oneDNN): every output the
// reference has NaN is NaN, infinities come out with their sign, the rest
// within tolerance.
TEST(GemmBlocks, SpecialValuesCrossTheCutAsTheReferenceSays) {
  const double nan = std::numeric_limits<double>::quiet_NaN(), inf = std::numeric_limits<double>::infinity();
  struct Case {
    DType dtype;
    int64_t m, n, k;
  };
  for (const Case c : {Case{DType::F32, 100, 70, 200}, Case{DType::F32, 20, 300, 300}, Case{DType::BF16, 100, 96, 128}}) {
    if (c.dtype == DType::BF16 && !cpu::gemm_is_native(DType::BF16)) continue;
    const std::string t(dtype_name(c.dtype));
    const std::string hlo = fmt::format(R"(
ENTRY e {{
  x = {0}[{1},{3}] parameter(0)
  y = {0}[{3},{2}] parameter(1)
  ROOT d = {0}[{1},{2}] dot(x, y), lhs_contracting_dims={{1}}, rhs_contracting_dims={{0}}
}})", t, c.m, c.n, c.k);
    SCOPED_TRACE(hlo);
    std::vector<double> x(static_cast<size_t>(c.m * c.k)), y(static_cast<size_t>(c.k * c.n));
    for (size_t i = 0; i < x.size(); ++i) x[i] = std::sin(0.37 * static_cast<double>(i));
    for (size_t i = 0; i < y.size(); ++i) y[i] = 0.5 + 0.25 * std::cos(0.11 * static_cast<double>(i));  // positive: no 0 * inf
    auto at = [&](int64_t row, int64_t col) -> double& { return x[static_cast<size_t>(row * c.k + col)]; };
    at(1, 3) = nan;                      // block 0
    at(c.m - 1, 0) = -nan;               // the last block
    at(c.m / 2, 5) = inf;                // a middle block
    at(c.m / 2 + 1, 6) = -inf;
    for (int64_t col = 0; col < c.k; ++col) at(c.m - 2, col) = -0.0;    // a row of -0
    for (int64_t col = 0; col < c.k; ++col) at(c.m - 3, col) = 1e-40;   // denormal in f32 and bf16
    const std::vector<Literal> args{testing::make(c.dtype, {c.m, c.k}, x), testing::make(c.dtype, {c.k, c.n}, y)};
    auto module = testing::parse(hlo);
    CompileOptions options;
    options.threads = 3;
    const Literal got = compile_module_for_cpu(*module, options)->run_literals(args)[0];
    const Literal want = evaluate(*testing::parse(hlo)->entry(), args)[0];
    int nans = 0;
    for (int64_t i = 0; i < want.num_elements(); ++i) {
      if (std::isnan(want.get_double(i))) {
        ++nans;
        EXPECT_TRUE(std::isnan(got.get_double(i))) << "element " << i;
      }
    }
    EXPECT_EQ(nans, 2 * c.n) << "two NaN rows";
    EXPECT_TRUE(testing::close_to_reference(got, want, c.dtype == DType::BF16 ? 1e-2 : 1e-5));
  }
}

// The split follows the pool's size run by run (another compile may resize
// the one pool): an executable made for 2 threads runs right on 1 and on 3,
// its oneDNN blocks (kept per split) never mistaken for another split's.
TEST(GemmBlocks, ResizingThePoolBetweenRunsKeepsEveryGemmRight) {
  const char* f32 = R"(
ENTRY e {
  x = f32[80,512] parameter(0)
  y = f32[512,256] parameter(1)
  ROOT d = f32[80,256] dot(x, y), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})";
  const char* bf16 = R"(
ENTRY e {
  x = bf16[80,512] parameter(0)
  w = bf16[512,256] constant({...})
  ROOT d = bf16[80,256] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})";
  for (const char* hlo : {f32, bf16}) {
    SCOPED_TRACE(hlo);
    if (hlo == bf16 && !cpu::gemm_is_native(DType::BF16)) continue;
    const auto original = testing::parse(hlo);
    auto module = testing::parse(hlo);
    CompileOptions options;
    options.threads = 2;
    const auto exe = compile_module_for_cpu(*module, options);
    uint64_t seed = 90;
    for (int threads : {2, 1, 3, 2}) {
      cpu::set_threads(threads);
      expect_matches_reference(*exe, *original, hlo == bf16 ? 1e-2 : 1e-5, seed++);
    }
  }
  cpu::set_threads(0);
}

// Two host threads running one executable at once: one gets the pool, the
// other runs its blocks itself; oneDNN's scratch memory is per thread.
TEST(GemmBlocks, TwoCallersRunOneExecutableAtOnce) {
  if (!cpu::gemm_is_native(DType::BF16)) GTEST_SKIP() << "[SKIP] this CPU has no native bf16 GEMM (AVX512_BF16 through oneDNN)";
  const char* hlo = R"(
ENTRY e {
  x = bf16[96,256] parameter(0)
  w = bf16[256,128] constant({...})
  ROOT d = bf16[96,128] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})";
  const auto original = testing::parse(hlo);
  auto module = testing::parse(hlo);
  CompileOptions options;
  options.threads = 2;
  const auto exe = compile_module_for_cpu(*module, options);
  std::vector<std::thread> callers;
  for (uint64_t c = 0; c < 2; ++c) {
    callers.emplace_back([&, c] {
      for (uint64_t run = 0; run < 10; ++run) expect_matches_reference(*exe, *original, 1e-2, 200 + 20 * c + run);
    });
  }
  for (std::thread& t : callers) t.join();
}

}  // namespace
}  // namespace kiln
