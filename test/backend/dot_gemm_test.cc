// Dots in their many spellings end as one BLAS GEMM step and no copy kernel
// (bitcast alias steps move no data), and match the reference.
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <gtest/gtest.h>

#include <cmath>
#include <optional>
#include <tuple>

#include "backends/cpu/cpu_backend.h"
#include "cpu_reference_check.h"
#include "driver/compile.h"
#include "fusion/kernel_plan.h"
#include "passes/pipeline.h"
#include "reference/evaluator.h"
#include "test_util.h"

namespace kiln {
namespace {

void expect_one_gemm(const std::string& hlo, double tolerance = 1e-5) {
  SCOPED_TRACE(hlo);
  const auto original = testing::parse(hlo);
  auto module = testing::parse(hlo);
  const auto exe = compile_module_for_cpu(*module);
  int gemms = 0;
  for (const Step& s : exe->steps()) {
    EXPECT_TRUE(s.kind == "gemm" || s.kind == "alias") << "step " << s.name << " is a " << s.kind << " kernel";
    gemms += s.kind == "gemm";
  }
  EXPECT_EQ(gemms, 1);
  // A dot in a Halide loop nest is a "gemm" kernel too: the one dot must be
  // the library call.
  auto planned = testing::parse(hlo);
  default_pipeline(EntryLayouts::Auto).run(*planned, PipelineOptions{});
  for (const Kernel& k : plan_kernels(*planned->entry()).kernels) {
    for (const Node* n : k.nodes) {
      if (n->op() == OpCode::Dot) {
        EXPECT_TRUE(k.is_library_step()) << "%" << n->name() << " runs in a loop nest";
      }
    }
  }
  std::vector<Literal> args;
  for (size_t i = 0; i < original->entry()->parameters().size(); ++i) {
    args.push_back(random_literal(original->entry()->parameters()[i]->type(), 40 + i));
  }
  const auto want = evaluate(*original->entry(), args);
  const auto got = exe->run_literals(args);
  EXPECT_TRUE(testing::close_to_reference(got[0], want[0], tolerance));
}

// A dot with no contracting dims is an outer product. Its loop nest (integer
// and 16-bit dots are not BLAS calls) added no term at all, and every integer
// outer product came out zero (StableHLO's dot_general_op_test_empty_dims).
TEST(DotGemm, OuterProductsWithoutContractingDimsAreComputedForEveryType) {
  for (const char* t : {"s64", "s32", "u8", "f16", "bf16", "f32"}) {
    const std::string hlo = fmt::format(R"(HloModule outer
ENTRY e {{
  a = {0}[2,3] parameter(0)
  b = {0}[4] parameter(1)
  ROOT d = {0}[2,3,4] dot(a, b), lhs_contracting_dims={{}}, rhs_contracting_dims={{}}
}})", t);
    const auto module = testing::parse(hlo);
    std::vector<Literal> args;
    for (size_t i = 0; i < module->entry()->parameters().size(); ++i) {
      args.push_back(random_literal(module->entry()->parameters()[i]->type(), 7 + i));
    }
    testing::expect_cpu_matches_reference(hlo, args);
  }
}

// The order a dot_general lists its contracting dims in, or its batch dims
// (both operands' lists permuted alike), does not decide whether it is a GEMM:
// Flax's attention einsums write BTNH,NHD->BTD as contracting dims {3,2} and
// {1,0} (issue 31; jax#19327 one level deeper). Every permutation is one GEMM
// step, matches the reference, and gives the same bits as the sorted lists.
TEST(DotGemm, EveryOrderOfContractingAndBatchDimListsIsOneGemm) {
  const std::vector<std::pair<Dims, Dims>> contracting_orders = {{{2, 3}, {0, 1}}, {{3, 2}, {1, 0}}};
  std::optional<Literal> first;
  std::vector<Literal> args = {random_literal(TensorType(DType::F32, {1, 11, 4, 16}), 3), random_literal(TensorType(DType::F32, {4, 16, 24}), 4)};
  for (const auto& [lc, rc] : contracting_orders) {
    const std::string hlo = fmt::format(R"(HloModule btnh
ENTRY e {{
  a = f32[1,11,4,16] parameter(0)
  w = f32[4,16,24] parameter(1)
  ROOT d = f32[1,11,24] dot(a, w), lhs_contracting_dims={{{}}}, rhs_contracting_dims={{{}}}
}})", fmt::join(lc, ","), fmt::join(rc, ","));
    expect_one_gemm(hlo);
    auto module = testing::parse(hlo);
    const Literal got = compile_module_for_cpu(*module)->run_literals(args)[0];
    if (!first) first = got;
    EXPECT_TRUE(testing::identical(got, *first)) << hlo;
  }
  // Two batch dims and two contracting dims, every order of each (the batch
  // order also orders the result's batch dims).
  for (const auto& [lb, rb, batch_sizes] : {std::tuple{"0,1", "0,1", "2,3"}, std::tuple{"1,0", "1,0", "3,2"}}) {
    for (const auto& [lc, rc] : {std::pair{"2,3", "2,3"}, std::pair{"3,2", "3,2"}}) {
      expect_one_gemm(fmt::format(R"(HloModule batched
ENTRY e {{
  a = f32[2,3,4,5,6] parameter(0)
  b = f32[2,3,4,5,7] parameter(1)
  ROOT d = f32[{},6,7] dot(a, b), lhs_batch_dims={{{}}}, rhs_batch_dims={{{}}}, lhs_contracting_dims={{{}}}, rhs_contracting_dims={{{}}}
}})", batch_sizes, lb, rb, lc, rc));
    }
  }
}

// f32 GEMMs go through oneDNN's sgemm (blas_gemm.cc): a denormal operand and
// product are kept (no flush to zero), an infinity stays one and a NaN
// propagates, exactly as the reference computes them (sums chosen exact).
TEST(DotGemm, F32GemmsKeepDenormalsInfinitiesAndNans) {
  const double denormal = 1e-40, inf = INFINITY, nan = NAN;
  const std::string hlo = R"(HloModule special
ENTRY e {
  a = f32[4,3] parameter(0)
  b = f32[3,2] parameter(1)
  ROOT d = f32[4,2] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})";
  expect_one_gemm(hlo);
  testing::expect_cpu_matches_reference(hlo, {testing::make(DType::F32, {4, 3}, {denormal, 0, 0, inf, 1, 0, nan, 1, 1, 1, -0.0, 2}),
                                              testing::make(DType::F32, {3, 2}, {1, 2, 0, 0, 0.5, 0})});
}

TEST(DotGemm, DotThenTransposeIsTheSwappedDot) {
  expect_one_gemm(R"(
ENTRY f1 {
  w = f32[6,8] parameter(0)
  a = f32[2,3,8] parameter(1)
  d = f32[6,2,3] dot(w, a), lhs_contracting_dims={1}, rhs_contracting_dims={2}
  ROOT t = f32[2,3,6] transpose(d), dimensions={1,2,0}
})");
}

TEST(DotGemm, BatchedWithBothOperandsTransposed_bkm_bnk_bmn) {
  expect_one_gemm(R"(
ENTRY e {
  x = f32[4,7,5] parameter(0)
  y = f32[4,6,7] parameter(1)
  ROOT d = f32[4,5,6] dot(x, y), lhs_batch_dims={0}, rhs_batch_dims={0}, lhs_contracting_dims={1}, rhs_contracting_dims={2}
})");
}

TEST(DotGemm, SeveralContractingDims) {
  expect_one_gemm(R"(
ENTRY e {
  x = f32[5,3,4] parameter(0)
  y = f32[3,4,6] parameter(1)
  ROOT d = f32[5,6] dot(x, y), lhs_contracting_dims={1,2}, rhs_contracting_dims={0,1}
})");
}

TEST(DotGemm, ExplicitOperandTransposesFoldAway) {
  expect_one_gemm(R"(
ENTRY e {
  x = f32[7,5] parameter(0)
  y = f32[6,7] parameter(1)
  xt = f32[5,7] transpose(x), dimensions={1,0}
  yt = f32[7,6] transpose(y), dimensions={1,0}
  ROOT d = f32[5,6] dot(xt, yt), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})");
}

TEST(DotGemm, BatchedResultTransposeSwapsOperands) {
  expect_one_gemm(R"(
ENTRY e {
  x = f32[3,5,7] parameter(0)
  y = f32[3,7,6] parameter(1)
  d = f32[3,5,6] dot(x, y), lhs_batch_dims={0}, rhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_contracting_dims={1}
  ROOT t = f32[3,6,5] transpose(d), dimensions={0,2,1}
})");
}

TEST(DotGemm, ColumnMajorOperandsUseFlags) {
  expect_one_gemm(R"(
ENTRY e {
  x = f32[5,7]{0,1} parameter(0)
  y = f32[7,6]{0,1} parameter(1)
  ROOT d = f32[5,6]{0,1} dot(x, y), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})");
}

TEST(DotGemm, AReshapeThatMergesContiguousDimsIsABitcastNotACopy) {
  expect_one_gemm(R"(
ENTRY e {
  a = f32[2,3,8] parameter(0)
  w = f32[8,4] parameter(1)
  r = f32[6,8] reshape(a)
  ROOT d = f32[6,4] dot(r, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})");
}

// A free dim of one operand on the far side of its contracting dim (Flax's
// query projection, x[T,1152] times wq[4,1152,256]) is the GEMM's batch, the
// other operand the same matrix for every item: one GEMM, no `gemm_order`
// copy of the weights, on either side, in f32 and in bf16 (the skinny
// kernels item by item where the rows are few, oneDNN's batch broadcast
// where they are not).
TEST(DotGemm, AFreeDimBeyondTheContractingDimIsTheBatchNotACopy) {
  expect_one_gemm(R"(
ENTRY e {
  x = f32[11,48] parameter(0)
  w = f32[4,48,40] parameter(1)
  ROOT q = f32[11,4,40] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={1}
})");
  expect_one_gemm(R"(
ENTRY e {
  w = f32[3,48,5] parameter(0)
  x = f32[48,20] parameter(1)
  ROOT q = f32[3,5,20] dot(w, x), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})");
  if (!cpu::gemm_is_native(DType::BF16)) GTEST_SKIP() << "[SKIP] this CPU has no native bf16 GEMM (AVX512_BF16 through oneDNN)";
  for (const char* rows : {"11", "40"}) {
    expect_one_gemm(fmt::format(R"(
ENTRY e {{
  x = bf16[{0},96] parameter(0)
  w = bf16[4,96,72] parameter(1)
  ROOT q = bf16[{0},4,72] dot(x, w), lhs_contracting_dims={{1}}, rhs_contracting_dims={{1}}
}})", rows), 1e-2);
  }
}

// A language model's last-token logits: the dot computes one row against the
// table (passes/sliced_dots.h), not all eight then a slice. Rows the slice
// drops hold NaN and inf, which must not reach the kept row; the kept row's
// own inf must (inf, -inf or NaN in every column, as the table decides).
TEST(DotGemm, TheLastRowOfLogitsIsAOneRowGemm) {
  const char* hlo = R"(
ENTRY e {
  h = f32[8,16] parameter(0)
  table = f32[24,16] parameter(1)
  t = f32[16,24] transpose(table), dimensions={1,0}
  logits = f32[8,24] dot(h, t), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  batched = f32[1,8,24] reshape(logits)
  last = f32[1,1,24] slice(batched), slice={[0:1], [7:8], [0:24]}
  ROOT o = f32[1,24] reshape(last)
})";
  auto planned = testing::parse(hlo);
  default_pipeline(EntryLayouts::Auto).run(*planned, PipelineOptions{});
  int dots = 0;
  for (const auto& n : planned->entry()->nodes()) {
    if (n->op() != OpCode::Dot) continue;
    ++dots;
    EXPECT_EQ(n->type().dims, (Dims{1, 24})) << "%" << n->name();
  }
  EXPECT_EQ(dots, 1);
  Literal h = testing::random_literal(DType::F32, {8, 16}, 71);
  Literal table = testing::random_literal(DType::F32, {24, 16}, 72);
  const double nan = std::nan(""), inf = INFINITY;
  h.set_double(0, nan);
  h.set_double(5 * 16 + 3, inf);
  h.set_double(7 * 16 + 2, inf);  // the kept row: +-inf down every column, NaN where the table's column has a 0
  table.set_double(4 * 16 + 2, 0.0);
  testing::expect_cpu_matches_reference(hlo, {h, table}, 1e-5);
}

// bf16 dots: one oneDNN GEMM on bf16 memory (batched, transposed operands)
// where the CPU multiplies bf16 natively; else an sgemm between converts.
TEST(DotGemm, Bf16BatchedWithATransposedOperand) {
  const char* hlo = R"(
ENTRY e {
  x = bf16[3,7,40] parameter(0)
  y = bf16[3,9,40] parameter(1)
  ROOT d = bf16[3,7,9] dot(x, y), lhs_batch_dims={0}, rhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_contracting_dims={2}
})";
  if (!cpu::gemm_is_native(DType::BF16)) GTEST_SKIP() << "[SKIP] this CPU has no native bf16 GEMM (AVX512_BF16 through oneDNN)";
  expect_one_gemm(hlo, 1e-2);
}

// Constant weights are packed into oneDNN's layout on the first run and kept:
// both runs match the reference.
TEST(DotGemm, Bf16ConstantWeightsArePackedOnceAndStayRight) {
  if (!cpu::gemm_is_native(DType::BF16)) GTEST_SKIP() << "[SKIP] this CPU has no native bf16 GEMM (AVX512_BF16 through oneDNN)";
  const char* hlo = R"(
ENTRY e {
  x = bf16[37,96] parameter(0)
  w = bf16[96,130] constant({...})
  ROOT d = bf16[37,130] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})";
  const auto original = testing::parse(hlo);
  auto module = testing::parse(hlo);
  const auto exe = compile_module_for_cpu(*module);
  for (uint64_t seed : {51u, 52u}) {
    const std::vector<Literal> args{random_literal(original->entry()->parameters()[0]->type(), seed)};
    const auto want = evaluate(*original->entry(), args);
    const auto got = exe->run_literals(args);
    EXPECT_TRUE(testing::close_to_reference(got[0], want[0], 1e-2)) << "seed " << seed;
  }
}

// Without native bf16 GEMMs but with the few-row kernels: a decode step's
// product against its weights stays bf16 (the weights streamed once, widened
// in registers); more rows, or too little work for those kernels, widen.
TEST(DotGemm, Bf16DotsOfAFewRowsStayBf16WhereTheFewRowKernelsRun) {
  auto module = testing::parse(R"(
ENTRY e {
  x = bf16[1,512] parameter(0)
  w = bf16[512,1024] parameter(1)
  many = bf16[17,512] parameter(2)
  small = bf16[4,40] parameter(3)
  y = bf16[40,9] parameter(4)
  decode = bf16[1,1024] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  prefill = bf16[17,1024] dot(many, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  tiny = bf16[4,9] dot(small, y), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  ROOT t = (bf16[1,1024], bf16[17,1024], bf16[4,9]) tuple(decode, prefill, tiny)
})");
  NativeGemmTypes native;
  native.bf16_few_rows = true;
  default_pipeline(EntryLayouts::Auto, native).run(*module);
  EXPECT_EQ(module->entry()->find("decode.f32"), nullptr);
  ASSERT_NE(module->entry()->find("decode"), nullptr);
  EXPECT_EQ(module->entry()->find("decode")->op(), OpCode::Dot);
  EXPECT_EQ(module->entry()->find("decode")->type().dtype, DType::BF16);
  EXPECT_NE(module->entry()->find("prefill.f32"), nullptr);
  EXPECT_NE(module->entry()->find("tiny.f32"), nullptr);
}

TEST(DotGemm, Bf16DotsWidenWhereTheTargetHasNoBf16Gemm) {
  auto module = testing::parse(R"(
ENTRY e {
  x = bf16[7,40] parameter(0)
  y = bf16[40,9] parameter(1)
  ROOT d = bf16[7,9] dot(x, y), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})");
  default_pipeline(EntryLayouts::Auto, NativeGemmTypes{}).run(*module);
  const Node* gemm = module->entry()->find("d.f32");
  ASSERT_NE(gemm, nullptr);
  EXPECT_EQ(gemm->type().dtype, DType::F32);
}

}  // namespace
}  // namespace kiln
