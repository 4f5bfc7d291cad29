// Each pass: HLO text in, printed IR checked, on a case where it fires and one
// where it must not; then the rewritten graph against the reference on random
// inputs.
#include <gtest/gtest.h>

#include <filesystem>

#include "fusion/gemm_shape.h"
#include "ir/printer.h"
#include "passes/algebraic_simplifier.h"
#include "passes/canonicalize_dot.h"
#include "passes/constant_folding.h"
#include "passes/convolution_as_gemm.h"
#include "passes/convolution_layouts.h"
#include "passes/cse.h"
#include "passes/dce.h"
#include "passes/gemm_operand_layouts.h"
#include "passes/pipeline.h"
#include "passes/sliced_dots.h"
#include "passes/widen_narrow_convolutions.h"
#include "passes/widen_narrow_dots.h"
#include "reference/evaluator.h"
#include "test_util.h"

namespace kiln {
namespace {

// Runs `pass` on the entry of `hlo`; returns the printed entry. Checks that the
// rewritten graph computes what the original did.
std::string run_pass(Pass&& pass, const std::string& hlo, bool expect_change) {
  const auto original = testing::parse(hlo);
  auto module = testing::parse(hlo);
  bool changed = false;
  for (const auto& g : module->graphs()) changed |= pass.run(*g);
  EXPECT_EQ(changed, expect_change) << pass.name();
  const std::string printed = print_graph(*module->entry(), true);
  std::vector<Literal> args;
  for (size_t i = 0; i < original->entry()->parameters().size(); ++i) {
    args.push_back(random_literal(original->entry()->parameters()[i]->type(), 11 + i));
  }
  const auto want = evaluate(*original->entry(), args);
  const auto got = evaluate(*module->entry(), args);
  EXPECT_EQ(got.size(), want.size());
  for (size_t i = 0; i < got.size() && i < want.size(); ++i) {
    EXPECT_TRUE(testing::close_to_reference(got[i], want[i], 1e-5)) << printed;
  }
  // The printed result reads back.
  EXPECT_NO_THROW(testing::parse(print_module(*module))) << printed;
  return printed;
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

const char* kF1 = R"(
ENTRY f1 {
  w = f32[6,8] parameter(0)
  a = f32[2,3,8] parameter(1)
  d = f32[6,2,3] dot(w, a), lhs_contracting_dims={1}, rhs_contracting_dims={2}
  ROOT t = f32[2,3,6] transpose(d), dimensions={1,2,0}
})";

TEST(CanonicalizeDot, ATransposedDotResultBecomesTheSwappedDot) {
  const std::string ir = run_pass(CanonicalizeDot(), kF1, true);
  EXPECT_TRUE(contains(ir, "ROOT %t = f32[2,3,6]{2,1,0} dot(%a, %w), lhs_contracting_dims={2}, rhs_contracting_dims={1}")) << ir;
  EXPECT_FALSE(contains(ir, "transpose")) << ir;
}

TEST(CanonicalizeDot, OperandTransposesFoldIntoDimensionNumbers) {
  const std::string ir = run_pass(CanonicalizeDot(), R"(
ENTRY e {
  x = f32[4,5,3] parameter(0)
  y = f32[4,5,7] parameter(1)
  xt = f32[4,3,5] transpose(x), dimensions={0,2,1}
  ROOT d = f32[4,3,7] dot(xt, y), lhs_batch_dims={0}, rhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_contracting_dims={1}
})", true);
  EXPECT_TRUE(contains(ir, "dot(%x, %y), lhs_batch_dims={0}, rhs_batch_dims={0}, lhs_contracting_dims={1}, rhs_contracting_dims={1}")) << ir;
  EXPECT_FALSE(contains(ir, "transpose")) << ir;
}

TEST(CanonicalizeDot, LeavesTransposesThatWouldReorderTheOutput) {
  // The transpose swaps x's two free dims: folding it would change the output order.
  const std::string ir = run_pass(CanonicalizeDot(), R"(
ENTRY e {
  x = f32[3,4,5] parameter(0)
  y = f32[5,2] parameter(1)
  xt = f32[4,3,5] transpose(x), dimensions={1,0,2}
  ROOT d = f32[4,3,2] dot(xt, y), lhs_contracting_dims={2}, rhs_contracting_dims={0}
})", false);
  EXPECT_TRUE(contains(ir, "transpose")) << ir;
}

TEST(CanonicalizeDot, ABatchedDotAgainstBroadcastWeightsIsOneGemmAgainstTheWeights) {
  // torch's linear layer through torchax: x[2,3,5] times the weights w[5,4]
  // broadcast to [2,5,4]. One dot of x's six rows against w; the broadcast
  // (a copy of w per batch item) is gone.
  const std::string ir = run_pass(CanonicalizeDot(), R"(
ENTRY e {
  x = f32[2,3,5] parameter(0)
  w = f32[5,4] parameter(1)
  wb = f32[2,5,4] broadcast(w), dimensions={1,2}
  ROOT d = f32[2,3,4] dot(x, wb), lhs_batch_dims={0}, rhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_contracting_dims={1}
})", true);
  EXPECT_TRUE(contains(ir, "ROOT %d = f32[2,3,4]{2,1,0} dot(%x, %w), lhs_contracting_dims={2}, rhs_contracting_dims={0}")) << ir;
  EXPECT_FALSE(contains(ir, "broadcast")) << ir;
}

TEST(CanonicalizeDot, KeepsBatchedDotsWhoseRhsVariesOrWhoseBatchIsNotFirst) {
  // The broadcast makes a free dim, not the batch dim: the rhs differs per batch item.
  run_pass(CanonicalizeDot(), R"(
ENTRY e {
  x = f32[2,3,5] parameter(0)
  w = f32[2,5] parameter(1)
  wb = f32[2,5,4] broadcast(w), dimensions={0,1}
  ROOT d = f32[2,3,4] dot(x, wb), lhs_batch_dims={0}, rhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_contracting_dims={1}
})", false);
  // x's batch dim is not its first: without it the output would start with x's dim 0.
  run_pass(CanonicalizeDot(), R"(
ENTRY e {
  x = f32[3,2,5] parameter(0)
  w = f32[5,4] parameter(1)
  wb = f32[2,5,4] broadcast(w), dimensions={1,2}
  ROOT d = f32[2,3,4] dot(x, wb), lhs_batch_dims={1}, rhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_contracting_dims={1}
})", false);
}

TEST(CanonicalizeDot, KeepsADotWhoseResultIsAlsoUsedDirectly) {
  run_pass(CanonicalizeDot(), R"(
ENTRY e {
  w = f32[6,8] parameter(0)
  a = f32[3,8] parameter(1)
  d = f32[6,3] dot(w, a), lhs_contracting_dims={1}, rhs_contracting_dims={1}
  t = f32[3,6] transpose(d), dimensions={1,0}
  ROOT o = (f32[6,3], f32[3,6]) tuple(d, t)
})", false);
}

// The last token's logits of a language model: all 8 rows against the
// vocabulary, a unit batch dim added, the last row kept.
TEST(SlicedDots, TheLastRowOfLogitsIsOneRowAgainstTheTable) {
  const std::string out = run_pass(SlicedDots(), R"(
ENTRY e {
  h = f32[8,16] parameter(0)
  table = f32[24,16] parameter(1)
  t = f32[16,24] transpose(table), dimensions={1,0}
  logits = f32[8,24] dot(h, t), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  batched = f32[1,8,24] reshape(logits)
  last = f32[1,1,24] slice(batched), slice={[0:1], [7:8], [0:24]}
  ROOT o = f32[1,24] reshape(last)
})", true);
  EXPECT_TRUE(contains(out, "f32[1,16]{1,0} slice(%h), slice={[7:8], [0:16]}")) << out;
  EXPECT_TRUE(contains(out, "%logits = f32[1,24]{1,0} dot(")) << out;
  EXPECT_FALSE(contains(out, "f32[8,24]")) << out;
}

// Batch dims narrow both operands; strided and offset ranges of the free dims
// move to the operand they come from; contracting dims stay whole.
TEST(SlicedDots, BatchAndFreeRangesMoveToTheOperandsTheyComeFrom) {
  const std::string out = run_pass(SlicedDots(), R"(
ENTRY e {
  a = f32[4,6,5] parameter(0)
  b = f32[4,5,7] parameter(1)
  d = f32[4,6,7] dot(a, b), lhs_batch_dims={0}, rhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_contracting_dims={1}
  ROOT s = f32[2,2,3] slice(d), slice={[1:3], [1:6:3], [2:7:2]}
})", true);
  EXPECT_TRUE(contains(out, "f32[2,2,5]{2,1,0} slice(%a), slice={[1:3], [1:6:3], [0:5]}")) << out;
  EXPECT_TRUE(contains(out, "f32[2,5,3]{2,1,0} slice(%b), slice={[1:3], [0:5], [2:7:2]}")) << out;
}

// Batch dims listed out of order, a free dim after a contracting one: each
// range goes to the operand dim it came from.
TEST(SlicedDots, UnsortedBatchDimsAndFreeDimsAmongContractingOnes) {
  const std::string out = run_pass(SlicedDots(), R"(
ENTRY e {
  a = f32[3,5,4,6] parameter(0)
  b = f32[4,3,5,7] parameter(1)
  d = f32[4,3,6,7] dot(a, b), lhs_batch_dims={2,0}, rhs_batch_dims={0,1}, lhs_contracting_dims={1}, rhs_contracting_dims={2}
  ROOT s = f32[2,3,3,3] slice(d), slice={[1:3], [0:3], [2:5], [0:7:3]}
})", true);
  EXPECT_TRUE(contains(out, "f32[3,5,2,3]{3,2,1,0} slice(%a), slice={[0:3], [0:5], [1:3], [2:5]}")) << out;
  EXPECT_TRUE(contains(out, "f32[2,3,5,3]{3,2,1,0} slice(%b), slice={[1:3], [0:3], [0:5], [0:7:3]}")) << out;
}

// The dot's own unit dim dropped by the reshape; and a slice in another
// layout, which a bitcast then reads as memory: the dot that takes its place
// keeps that layout.
TEST(SlicedDots, UnitDimsOfTheDotAndTheSlicesLayoutAreKept) {
  run_pass(SlicedDots(), R"(
ENTRY e {
  x = f32[1,8,16] parameter(0)
  w = f32[16,24] parameter(1)
  d = f32[1,8,24] dot(x, w), lhs_contracting_dims={2}, rhs_contracting_dims={0}
  r = f32[8,24] reshape(d)
  ROOT s = f32[1,24] slice(r), slice={[7:8], [0:24]}
})", true);
  const std::string out = run_pass(SlicedDots(), R"(
ENTRY e {
  x = f32[8,16] parameter(0)
  w = f32[16,24] parameter(1)
  d = f32[8,24] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  s = f32[2,24]{0,1} slice(d), slice={[0:2], [0:24]}
  ROOT b = f32[24,2]{1,0} bitcast(s)
})", true);
  EXPECT_TRUE(contains(out, "%s = f32[2,24]{0,1} dot(")) << out;
}

TEST(SlicedDots, KeepsDotsReadWholeOrThroughAReshapeThatMovesElementsOrMostlyKept) {
  run_pass(SlicedDots(), R"(
ENTRY e {
  x = f32[8,16] parameter(0)
  w = f32[16,24] parameter(1)
  d = f32[8,24] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  s = f32[1,24] slice(d), slice={[7:8], [0:24]}
  ROOT o = (f32[8,24], f32[1,24]) tuple(d, s)
})", false);
  run_pass(SlicedDots(), R"(
ENTRY e {
  x = f32[8,16] parameter(0)
  w = f32[16,24] parameter(1)
  d = f32[8,24] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  r = f32[4,48] reshape(d)
  ROOT s = f32[1,48] slice(r), slice={[3:4], [0:48]}
})", false);
  // Keeping more than half: the operand copies would cost more than they save.
  run_pass(SlicedDots(), R"(
ENTRY e {
  x = f32[8,16] parameter(0)
  w = f32[16,24] parameter(1)
  d = f32[8,24] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  ROOT s = f32[8,20] slice(d), slice={[0:8], [2:22]}
})", false);
}

TEST(AlgebraicSimplifier, IdentitiesAndChains) {
  const std::string ir = run_pass(AlgebraicSimplifier(), R"(
ENTRY e {
  x = f32[2,3,4] parameter(0)
  t1 = f32[3,4,2] transpose(x), dimensions={1,2,0}
  t2 = f32[4,2,3] transpose(t1), dimensions={1,2,0}
  one = f32[] constant(1)
  ones = f32[4,2,3] broadcast(one), dimensions={}
  m = f32[4,2,3] multiply(t2, ones)
  c = f32[4,2,3] convert(m)
  r1 = f32[8,3] reshape(c)
  ROOT r2 = f32[24] reshape(r1)
})", true);
  EXPECT_TRUE(contains(ir, "%t2 = f32[4,2,3]{2,1,0} transpose(%x), dimensions={2,0,1}")) << ir;
  EXPECT_TRUE(contains(ir, "ROOT %r2 = f32[24]{0} bitcast(%t2)")) << ir;
  EXPECT_FALSE(contains(ir, "multiply")) << ir;
  EXPECT_FALSE(contains(ir, "convert")) << ir;
}

TEST(AlgebraicSimplifier, SlicesConcatenatedBackInOrderAreTheOperand) {
  // Complex pairs unpacked and packed again around a library call.
  const std::string whole = run_pass(AlgebraicSimplifier(), R"(
ENTRY e {
  x = f32[4,2] parameter(0)
  re = f32[4,1] slice(x), slice={[0:4], [0:1]}
  im = f32[4,1] slice(x), slice={[0:4], [1:2]}
  ROOT c = f32[4,2] concatenate(re, im), dimensions={1}
})", true);
  EXPECT_FALSE(contains(whole, "concatenate")) << whole;
  // Swapped, or with a gap: a different array.
  for (const char* parts : {"x = f32[4,2] parameter(0)\n  re = f32[4,1] slice(x), slice={[0:4], [1:2]}\n  im = f32[4,1] slice(x), slice={[0:4], [0:1]}",
                            "x = f32[4,3] parameter(0)\n  re = f32[4,1] slice(x), slice={[0:4], [0:1]}\n  im = f32[4,1] slice(x), slice={[0:4], [2:3]}"}) {
    const std::string kept = run_pass(AlgebraicSimplifier(), std::string("\nENTRY e {\n  ") + parts +
                                                                  "\n  ROOT c = f32[4,2] concatenate(re, im), dimensions={1}\n}", false);
    EXPECT_TRUE(contains(kept, "concatenate")) << kept;
  }
}

TEST(AlgebraicSimplifier, KeepsWhatIsNotExact) {
  // x + (+0) turns -0 into +0; a reshape into a column-major layout moves data.
  const std::string ir = run_pass(AlgebraicSimplifier(), R"(
ENTRY e {
  x = f32[2,3] parameter(0)
  z = f32[] constant(0)
  zs = f32[2,3] broadcast(z), dimensions={}
  a = f32[2,3] add(x, zs)
  ROOT r = f32[3,2]{0,1} reshape(a)
})", false);
  EXPECT_TRUE(contains(ir, "add(%x, %zs)")) << ir;
  EXPECT_TRUE(contains(ir, "reshape(%a)")) << ir;
}

TEST(AlgebraicSimplifier, AddingNegativeZeroIsTheIdentity) {
  const std::string ir = run_pass(AlgebraicSimplifier(), R"(
ENTRY e {
  x = f32[2,3] parameter(0)
  z = f32[] constant(-0)
  zs = f32[2,3] broadcast(z), dimensions={}
  a = f32[2,3] add(x, zs)
  ROOT n = f32[2,3] negate(a)
})", true);
  EXPECT_TRUE(contains(ir, "negate(%x)")) << ir;
}

TEST(Cse, MergesEqualComputationsKeepingTheFirstName) {
  const std::string ir = run_pass(Cse(), R"(
ENTRY e {
  x = f32[4] parameter(0)
  c1 = f32[] constant(2)
  c2 = f32[] constant(2)
  b1 = f32[4] broadcast(c1), dimensions={}
  b2 = f32[4] broadcast(c2), dimensions={}
  e1 = f32[4] exponential(x)
  e2 = f32[4] exponential(x)
  m1 = f32[4] multiply(e1, b1)
  m2 = f32[4] multiply(e2, b2)
  ROOT s = f32[4] add(m1, m2)
})", true);
  EXPECT_TRUE(contains(ir, "add(%m1, %m1)")) << ir;
  EXPECT_FALSE(contains(ir, "%e2")) << ir;
  EXPECT_FALSE(contains(ir, "%c2")) << ir;
}

TEST(Cse, KeepsDifferentConstants) {
  run_pass(Cse(), R"(
ENTRY e {
  x = f32[4] parameter(0)
  c1 = f32[4] constant({1, 2, 3, 4})
  c2 = f32[4] constant({1, 2, 3, 5})
  a = f32[4] add(x, c1)
  b = f32[4] add(x, c2)
  ROOT s = f32[4] multiply(a, b)
})", false);
}

TEST(ConstantFolding, FoldsSmallConstantSubgraphsButNotBroadcasts) {
  const std::string ir = run_pass(ConstantFolding(), R"(
ENTRY e {
  x = f32[3] parameter(0)
  a = f32[3] constant({1, 2, 3})
  b = f32[3] exponential(a)
  two = f32[] constant(2)
  big = f32[3] broadcast(two), dimensions={}
  s = f32[3] add(b, big)
  ROOT y = f32[3] multiply(x, s)
})", true);
  EXPECT_TRUE(contains(ir, "%b = f32[3]{0} constant(")) << ir;
  EXPECT_TRUE(contains(ir, "broadcast(%two)")) << ir;  // s reads a broadcast: not folded
}

// An elementwise op on splats (broadcasts of scalar constants) is a splat of
// its result, computed once, whatever the size: expm1 of a broadcast 2 reached
// an OpenCL kernel of constants, which PoCL folded to 2.
TEST(ConstantFolding, AnElementwiseOpOnSplatsIsASplatOfItsResult) {
  const std::string ir = run_pass(ConstantFolding(), R"(
ENTRY e {
  x = f16[1000,6] parameter(0)
  two = f16[] constant(2)
  b = f16[1000,6] broadcast(two), dimensions={}
  e = f16[1000,6] exponential-minus-one(b)
  z = f32[] constant(-0)
  zb = f32[1000,6] broadcast(z), dimensions={}
  r = f32[1000,6] remainder(zb, zb)
  rc = f16[1000,6] convert(r)
  y = f16[1000,6] multiply(x, e)
  w = f16[1000,6] multiply(x, rc)
  ROOT t = (f16[1000,6], f16[1000,6]) tuple(y, w)
})", true);
  EXPECT_TRUE(contains(ir, "%e.splat = f16[] constant(6.39")) << ir;  // expm1(2) = 6.389, in f16
  EXPECT_TRUE(contains(ir, "%e = f16[1000,6]{1,0} broadcast(%e.splat)")) << ir;
  EXPECT_TRUE(contains(ir, "%rc.splat = f16[] constant(nan)") || contains(ir, "%rc.splat = f16[] constant(-nan)")) << ir;  // fmod(-0, 0), converted
  EXPECT_TRUE(contains(ir, "multiply(%x, %e)") && contains(ir, "multiply(%x, %rc)")) << ir;
}

TEST(ConstantFolding, FoldsBigWeightsThatOnlyChangeLayoutOrType) {
  const std::string ir = run_pass(ConstantFolding(), R"(
ENTRY e {
  x = f32[64,4096] parameter(0)
  w = bf16[4096,64] constant({...})
  wt = bf16[64,4096] transpose(w), dimensions={1,0}
  wf = f32[64,4096] convert(wt)
  ROOT y = f32[64,4096] multiply(x, wf)
})", true);
  EXPECT_TRUE(contains(ir, "%wf = f32[64,4096]{1,0} constant(")) << ir;
}

TEST(ConvolutionAsGemm, APointwiseConvolutionIsADotOnTheInputInPlace) {
  const std::string ir = run_pass(ConvolutionAsGemm(), R"(
ENTRY e {
  x = f32[1,5,6,8] parameter(0)
  k = f32[1,1,8,7] parameter(1)
  ROOT c = f32[1,5,6,7] convolution(x, k), window={size=1x1}, dim_labels=b01f_01io->b01f
})", true);
  EXPECT_TRUE(contains(ir, "%c = f32[1,5,6,7]{3,2,1,0} dot(%x, %c.kernel_matrix)")) << ir;
  EXPECT_FALSE(contains(ir, "convolution(")) << ir;
}

TEST(ConvolutionAsGemm, AWindowedConvolutionReadsAnIm2colOfStridedSlices) {
  const std::string ir = run_pass(ConvolutionAsGemm(), R"(
ENTRY e {
  x = f32[2,8,5,6] parameter(0)
  k = f32[4,8,3,3] parameter(1)
  ROOT c = f32[2,4,3,3] convolution(x, k), window={size=3x3 stride=2x2 pad=1_1x1_1}, dim_labels=bf01_oi01->bf01
})", true);
  EXPECT_TRUE(contains(ir, "%c.im2col = f32[2,72,3,3]")) << ir;
  EXPECT_TRUE(contains(ir, "%c.windows = f32[2,9,8,3,3]")) << ir;
  EXPECT_TRUE(contains(ir, "%c.window8 = f32[2,8,3,3]")) << ir;
  EXPECT_TRUE(contains(ir, "%c = f32[2,4,3,3]{3,2,1,0} transpose(%c.gemm), dimensions={0,3,1,2}")) << ir;
}

// A weight gradient (the activations convolved with the output gradient): a
// 10x10 window for a 3x3 result is 100 window positions but 9 output
// positions, so the parts are the 9 windows the output positions read.
TEST(ConvolutionAsGemm, AWindowLargerThanTheOutputTakesOnePartPerOutputPosition) {
  const std::string ir = run_pass(ConvolutionAsGemm(), R"(
ENTRY e {
  x = f32[8,10,10,4] parameter(0)
  dy = f32[8,10,10,5] parameter(1)
  ROOT w = f32[3,3,4,5] convolution(x, dy), window={size=10x10 pad=1_1x1_1}, dim_labels=f01b_i01o->01bf
})", true);
  EXPECT_TRUE(contains(ir, "%w.at_output8 = f32[8,10,10,4]")) << ir;
  EXPECT_FALSE(contains(ir, "%w.at_output9 ")) << ir;
  EXPECT_TRUE(contains(ir, "%w.cols = f32[4,9,800]")) << ir;
  EXPECT_TRUE(contains(ir, "%w.gemm = f32[4,9,5]")) << ir;
  EXPECT_FALSE(contains(ir, "im2col")) << ir;
}

// A ViT's patch embedding: 16x16 windows at stride 16 tile the image, so
// im2col is a reshape and one transpose, not 196 slices concatenated.
TEST(ConvolutionAsGemm, NonOverlappingPatchesAreOneTransposeNotOneSlicePerPosition) {
  const std::string ir = run_pass(ConvolutionAsGemm(), R"(
ENTRY e {
  x = f32[8,224,224,3] parameter(0)
  k = f32[16,16,3,768] parameter(1)
  ROOT c = f32[8,14,14,768] convolution(x, k), window={size=16x16 stride=16x16}, dim_labels=b01f_01io->b01f
})", true);
  EXPECT_TRUE(contains(ir, "%c.tiles = f32[8,14,16,14,16,3]")) << ir;
  EXPECT_TRUE(contains(ir, "%c.patches = f32[8,14,14,16,16,3]")) << ir;
  EXPECT_TRUE(contains(ir, "%c.cols = f32[8,196,768]")) << ir;
  EXPECT_FALSE(contains(ir, "concatenate(")) << ir;
  EXPECT_FALSE(contains(ir, "slice(")) << ir;
}

TEST(ConvolutionAsGemm, LeavesGroupedAndBaseDilatedConvolutions) {
  run_pass(ConvolutionAsGemm(), R"(
ENTRY e {
  x = f32[1,6,6,4] parameter(0)
  k = f32[3,3,1,4] parameter(1)
  dw = f32[1,4,4,4] convolution(x, k), window={size=3x3}, dim_labels=b01f_01io->b01f, feature_group_count=4
  k2 = f32[2,2,4,4] parameter(2)
  t = f32[1,10,10,4] convolution(x, k2), window={size=2x2 lhs_dilate=2x2}, dim_labels=b01f_01io->b01f
  ROOT o = (f32[1,4,4,4], f32[1,10,10,4]) tuple(dw, t)
})", false);
}

// On a target with a convolution library, a direct convolution stays one
// (fusion/direct_convolution.h); the rest are rewritten as before.
TEST(ConvolutionAsGemm, LeavesDirectConvolutionsToATargetThatRunsThem) {
  const std::string ir = run_pass(ConvolutionAsGemm(NativeConvolutions{.f32 = true}), R"(
ENTRY e {
  x = f32[4,4,8,8] parameter(0)
  k = f32[4,4,3,3] parameter(1)
  direct = f32[4,4,8,8] convolution(x, k), window={size=3x3 pad=1_1x1_1}, dim_labels=bf01_oi01->bf01
  kw = f32[4,4,12,12] parameter(2)
  wide = f32[4,4,1,1] convolution(x, kw), window={size=12x12 pad=2_2x2_2 stride=12x12}, dim_labels=bf01_oi01->bf01
  ROOT o = (f32[4,4,8,8], f32[4,4,1,1]) tuple(direct, wide)
})", true);
  EXPECT_TRUE(contains(ir, "direct = f32[4,4,8,8]{3,2,1,0} convolution(")) << ir;
  EXPECT_FALSE(contains(ir, "wide = f32[4,4,1,1]{3,2,1,0} convolution(")) << ir;  // a window past kMaxDirectWindow: a GEMM
}

// A network exported NCHW: its library convolutions write channels-last, and
// assign_layouts carries that through the epilogue and the max-pool into the
// next convolution, so no value between them is in NCHW.
TEST(ConvolutionLayouts, ChannelsLastFromTheFirstConvolutionToTheLast) {
  const std::string hlo = R"(
ENTRY e {
  x = f32[4,4,16,16] parameter(0)
  k = f32[4,4,3,3] parameter(1)
  c1 = f32[4,4,16,16] convolution(x, k), window={size=3x3 pad=1_1x1_1}, dim_labels=bf01_oi01->bf01
  zero = f32[] constant(0)
  zeros = f32[4,4,16,16] broadcast(zero), dimensions={}
  r = f32[4,4,16,16] maximum(c1, zeros)
  ninf = f32[] constant(-inf)
  pool = f32[4,4,8,8] reduce-window(r, ninf), window={size=1x1x2x2 stride=1x1x2x2}, to_apply=max_f32
  k2 = f32[5,4,3,3] parameter(2)
  ROOT c2 = f32[4,5,8,8] convolution(pool, k2), window={size=3x3 pad=1_1x1_1}, dim_labels=bf01_oi01->bf01
}
max_f32 {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT m = f32[] maximum(a, b)
})";
  auto module = testing::parse(hlo);
  ConvolutionLayouts conv_layouts(EntryLayouts::Auto);
  AssignLayouts assign(EntryLayouts::Auto);
  conv_layouts.begin_module(*module);
  assign.begin_module(*module);
  EXPECT_TRUE(conv_layouts.run(*module->entry()));
  assign.run(*module->entry());
  const std::string ir = print_graph(*module->entry(), true);
  for (const char* value : {"c1 = f32[4,4,16,16]{1,3,2,0}", "r = f32[4,4,16,16]{1,3,2,0}", "pool = f32[4,4,8,8]{1,3,2,0}", "c2 = f32[4,5,8,8]{1,3,2,0}"}) {
    EXPECT_TRUE(contains(ir, value)) << value << " in\n" << ir;
  }
}

// Attention's q.k^T as GPT-2 writes it: [B,T,H,D] operands with batch dims B
// and H, which no strided batch covers in row-major order. The producers write
// [B,H,T,D] order instead (free: they are kernels), and the dot is one GEMM.
TEST(GemmOperandLayouts, ProducersWriteTheOrderAGemmReads) {
  const std::string ir = run_pass(GemmOperandLayouts(EntryLayouts::Auto), R"(
ENTRY e {
  a = f32[2,5,3,4] parameter(0)
  b = f32[2,5,3,4] parameter(1)
  q = f32[2,5,3,4] negate(a)
  k = f32[2,5,3,4] exponential(b)
  ROOT s = f32[2,3,5,5] dot(q, k), lhs_batch_dims={0,2}, lhs_contracting_dims={3}, rhs_batch_dims={0,2}, rhs_contracting_dims={3}
})", true);
  EXPECT_TRUE(contains(ir, "%q = f32[2,5,3,4]{3,1,2,0} negate(%a)")) << ir;
  EXPECT_TRUE(contains(ir, "%k = f32[2,5,3,4]{3,1,2,0} exponential(%b)")) << ir;
  EXPECT_FALSE(contains(ir, "gemm_order")) << ir;
  const auto m = testing::parse(ir);
  EXPECT_TRUE(gemm_shape(*m->entry()->outputs()[0].node).has_value()) << ir;
}

// Parameters keep their layouts, and a producer another GEMM reads as it is
// keeps its own: the dot reads a copy in GEMM order, the one transpose it needs.
TEST(GemmOperandLayouts, ACopyWhereTheProducerMayNotChange) {
  const std::string ir = run_pass(GemmOperandLayouts(EntryLayouts::Auto), R"(
ENTRY e {
  a = f32[2,5,3,4] parameter(0)
  w = f32[4,7] parameter(1)
  t = f32[2,5,3,4] negate(a)
  d1 = f32[2,5,3,7] dot(t, w), lhs_contracting_dims={3}, rhs_contracting_dims={0}
  d2 = f32[2,3,5,5] dot(t, a), lhs_batch_dims={0,2}, lhs_contracting_dims={3}, rhs_batch_dims={0,2}, rhs_contracting_dims={3}
  ROOT o = (f32[2,5,3,7], f32[2,3,5,5]) tuple(d1, d2)
})", true);
  EXPECT_TRUE(contains(ir, "%t = f32[2,5,3,4]{3,2,1,0} negate(%a)")) << ir;
  EXPECT_TRUE(contains(ir, "%t.gemm_order = f32[2,5,3,4]{3,1,2,0} copy(%t)")) << ir;
  EXPECT_TRUE(contains(ir, "%a.gemm_order = f32[2,5,3,4]{3,1,2,0} copy(%a)")) << ir;
  const auto m = testing::parse(ir);
  for (const Value& v : m->entry()->outputs()) EXPECT_TRUE(gemm_shape(*v.node).has_value()) << v.node->name() << "\n" << ir;
}

TEST(WidenNarrowDots, ABf16DotIsAnF32DotBetweenConverts) {
  const std::string ir = run_pass(WidenNarrowDots(), R"(
ENTRY e {
  a = bf16[4,8] parameter(0)
  b = bf16[8,3] parameter(1)
  ROOT d = bf16[4,3] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})", true);
  EXPECT_TRUE(contains(ir, "%d.f32 = f32[4,3]{1,0} dot(%d.lhs_f32, %d.rhs_f32)")) << ir;
  EXPECT_TRUE(contains(ir, "%d = bf16[4,3]{1,0} convert(%d.f32)")) << ir;
}

// Where native bf16 GEMMs lag f32 ones (NativeGemmTypes::bf16_compute_bound
// false), a dot with at least 32 rows and 32 columns is widened; a dot of a
// few rows (decoding) keeps reading bf16.
TEST(WidenNarrowDots, OnlyComputeBoundBf16DotsWidenWhereBf16GemmsLag) {
  const std::string ir = run_pass(WidenNarrowDots(NativeGemmTypes{.bf16 = true, .f16 = false, .bf16_compute_bound = [] { return false; }}), R"(
ENTRY e {
  a = bf16[128,16] parameter(0)
  b = bf16[16,128] parameter(1)
  c = bf16[11,16] parameter(2)
  big = bf16[128,128] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  few = bf16[11,128] dot(c, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  ROOT o = (bf16[128,128], bf16[11,128]) tuple(big, few)
})", true);
  EXPECT_TRUE(contains(ir, "%big.f32 = f32[128,128]{1,0} dot(%big.lhs_f32, %big.rhs_f32)")) << ir;
  EXPECT_TRUE(contains(ir, "%few = bf16[11,128]{1,0} dot(%c, %b)")) << ir;
  run_pass(WidenNarrowDots(NativeGemmTypes{.bf16 = true}), R"(
ENTRY e {
  a = bf16[128,16] parameter(0)
  b = bf16[16,128] parameter(1)
  ROOT big = bf16[128,128] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})", false);
}

// Where the target's GEMMs lack bf16 but its convolution library runs f32
// convolutions directly, a bf16 convolution the library runs is one in f32
// between converts; one it does not run (a depthwise one) stays, and so does
// every one where bf16 GEMMs are native or there is no library.
TEST(WidenNarrowConvolutions, ABf16ConvolutionTheLibraryRunsIsAnF32OneBetweenConverts) {
  const char* hlo = R"(
ENTRY e {
  x = bf16[2,16,16,8] parameter(0)
  k = bf16[3,3,8,16] parameter(1)
  kd = bf16[3,3,1,8] parameter(2)
  c = bf16[2,16,16,16] convolution(x, k), window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f
  dw = bf16[2,16,16,8] convolution(x, kd), window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f, feature_group_count=8
  ROOT o = (bf16[2,16,16,16], bf16[2,16,16,8]) tuple(c, dw)
})";
  const std::string ir = run_pass(WidenNarrowConvolutions(NativeGemmTypes{}, NativeConvolutions{.f32 = true}), hlo, true);
  EXPECT_TRUE(contains(ir, "%c.f32 = f32[2,16,16,16]{3,2,1,0} convolution(%c.lhs_f32, %c.rhs_f32)")) << ir;
  EXPECT_TRUE(contains(ir, "%c = bf16[2,16,16,16]{3,2,1,0} convert(%c.f32)")) << ir;
  EXPECT_TRUE(contains(ir, "%dw = bf16[2,16,16,8]{3,2,1,0} convolution(%x, %kd)")) << ir;
  EXPECT_FALSE(contains(ir, "%dw.f32")) << ir;
  run_pass(WidenNarrowConvolutions(NativeGemmTypes{.bf16 = true}, NativeConvolutions{.f32 = true}), hlo, false);
  run_pass(WidenNarrowConvolutions(NativeGemmTypes{}, NativeConvolutions{}), hlo, false);
}

TEST(Dce, RemovesUnusedNodesButKeepsParameters) {
  const std::string ir = run_pass(Dce(), R"(
ENTRY e {
  x = f32[3] parameter(0)
  unused_param = f32[3] parameter(1)
  dead = f32[3] exponential(x)
  ROOT y = f32[3] negate(x)
})", true);
  EXPECT_FALSE(contains(ir, "%dead")) << ir;
  EXPECT_TRUE(contains(ir, "%unused_param")) << ir;
}

TEST(Pipeline, DumpsOnlyPassesThatChangedSomethingWithStableNames) {
  const auto dir = std::filesystem::temp_directory_path() / ("kiln_dump_" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  auto module = testing::parse(kF1);
  PipelineOptions options;
  options.dump_dir = dir.string();
  default_pipeline().run(*module, options);
  std::vector<std::string> files;
  for (const auto& e : std::filesystem::directory_iterator(dir)) files.push_back(e.path().filename().string());
  std::sort(files.begin(), files.end());
  // canonicalize_dot drops the dot it replaced itself, so dce changes nothing.
  EXPECT_EQ(files, (std::vector<std::string>{"00-import.hlo", "01-canonicalize_dot.hlo"}));
  const std::string dump = testing::read_file((dir / "01-canonicalize_dot.hlo").string());
  EXPECT_TRUE(contains(dump, "%t = f32[2,3,6]{2,1,0} dot(%a, %w)")) << dump;
  EXPECT_NO_THROW(testing::parse(dump));
  std::filesystem::remove_all(dir);
}

TEST(Pipeline, PassesCanBeDisabledByName) {
  auto module = testing::parse(kF1);
  PipelineOptions options;
  options.disabled = {"canonicalize_dot"};
  default_pipeline().run(*module, options);
  EXPECT_TRUE(contains(print_graph(*module->entry(), true), "transpose"));
}

}  // namespace
}  // namespace kiln
