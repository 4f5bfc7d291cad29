// The five wrong results issue 13 reported, each pinned with inputs that hold
// the special values that exposed it, compiled for the CPU and compared bit for
// bit (NaN equal to NaN) with the reference evaluator.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>

#include "cpu_reference_check.h"
#include "driver/compile.h"
#include "fusion/direct_convolution.h"
#include "fusion/kernel_plan.h"
#include "reference/evaluator.h"
#include "test_util.h"

namespace kiln {
namespace {

const double kNan = NAN, kInf = INFINITY;

using testing::replace_all;

using testing::expect_cpu_matches_reference;

// Scatter indices near the largest integers fit nowhere: the cpu target
// skips them as the reference does (start + window wrapped into a fit).
TEST(SpecialValues, ScatterSkipsIndicesNearTheLargestInteger) {
  const char* hlo = R"(
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY e {
  x = f32[4,2] parameter(0)
  ids = s64[4,1] parameter(1)
  upd = f32[4,2] parameter(2)
  ROOT s = f32[4,2] scatter(x, ids, upd), update_window_dims={1}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1, to_apply=add
})";
  expect_cpu_matches_reference(hlo, {testing::make(DType::F32, {4, 2}, {1, 2, 3, 4, 5, 6, 7, 8}),
                                     testing::make_int(DType::S64, {4, 1}, {INT64_MAX, INT64_MAX - 1, 3, INT64_MIN}),
                                     testing::make(DType::F32, {4, 2}, {10, 20, 30, 40, 50, 60, 70, 80})});
}

// A convolution's padding and base-dilation holes are zeros the window's dot
// product reads (StableHLO pads, then multiplies the whole window): 0 times an
// infinite weight is NaN there, on the reference (which skipped them and gave
// infinity: ResNet-18's forward, --special-values --seed 0) and on cpu.
TEST(SpecialValues, ConvolutionPaddingTimesAnInfiniteWeightIsNan) {
  const char* hlo = R"(
ENTRY e {
  x = f32[1,1,4,4] parameter(0)
  k = f32[1,1,3,3] parameter(1)
  ROOT c = f32[1,1,5,5] convolution(x, k), window={size=3x3 pad=1_1x1_1 lhs_dilate=1x1}, dim_labels=bf01_oi01->bf01
})";
  const char* dilated = R"(
ENTRY e {
  x = f32[1,1,4,4] parameter(0)
  k = f32[1,1,3,3] parameter(1)
  ROOT c = f32[1,1,5,5] convolution(x, k), window={size=3x3 pad=1_1x1_1 lhs_dilate=2x2}, dim_labels=bf01_oi01->bf01
})";
  std::vector<double> xs(16);
  for (int i = 0; i < 16; ++i) xs[static_cast<size_t>(i)] = 0.25 * (i + 1);
  const Literal x = testing::make(DType::F32, {1, 1, 4, 4}, xs);
  const Literal k = testing::make(DType::F32, {1, 1, 3, 3}, {1, 2, 3, 4, kInf, 6, 7, 8, 9});
  const std::vector<Literal> out = evaluate(*testing::parse(replace_all(hlo, "5,5", "4,4"))->entry(), {x, k});
  // The centre weight meets a padding zero nowhere in a 4x4 output with pad 1: all +inf.
  for (int64_t i = 0; i < 16; ++i) EXPECT_EQ(out[0].get_double(i), kInf) << i;
  expect_cpu_matches_reference(replace_all(hlo, "5,5", "4,4"), {x, k});
  // Base dilation 2: every other input place is a hole, a zero the centre weight meets.
  const std::vector<Literal> holes = evaluate(*testing::parse(replace_all(dilated, "5,5", "7,7"))->entry(), {x, k});
  EXPECT_TRUE(std::isnan(holes[0].get_double(1))) << holes[0].get_double(1);  // centre on a hole
  EXPECT_EQ(holes[0].get_double(0), kInf);
  expect_cpu_matches_reference(replace_all(dilated, "5,5", "7,7"), {x, k});
  // An infinite corner weight on the padding: NaN where the corner reads it.
  const Literal corner = testing::make(DType::F32, {1, 1, 3, 3}, {kInf, 2, 3, 4, 5, 6, 7, 8, 9});
  const std::vector<Literal> c = evaluate(*testing::parse(replace_all(hlo, "5,5", "4,4"))->entry(), {x, corner});
  EXPECT_TRUE(std::isnan(c[0].get_double(0)));   // the corner reads the padding at [0,0]
  EXPECT_EQ(c[0].get_double(5), kInf);           // and the input at [1,1]
  expect_cpu_matches_reference(replace_all(hlo, "5,5", "4,4"), {x, corner});
}

// The same on the cpu's direct convolutions (oneDNN, which skips the
// padding: fusion/direct_convolution.h): 4 input channels, so 36 products an
// element, too many to unroll, over 256 output positions. An infinite weight at the window's top edge or
// corner gives NaN where that place of the window lies on the padding (the
// first row of outputs), infinity elsewhere.
TEST(SpecialValues, DirectConvolutionPaddingTimesAnInfiniteWeightIsNan) {
  const char* hlo = R"(
ENTRY e {
  x = f32[1,16,16,4] parameter(0)
  k = f32[3,3,4,2] parameter(1)
  ROOT c = f32[1,16,16,2] convolution(x, k), window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f
})";
  ASSERT_TRUE(is_direct_convolution(*testing::parse(hlo)->entry()->outputs()[0].node));
  std::vector<double> xs(1024), ks(72);
  for (size_t i = 0; i < xs.size(); ++i) xs[i] = 0.125 * static_cast<double>(i % 9 + 1);
  for (size_t i = 0; i < ks.size(); ++i) ks[i] = 0.25 * static_cast<double>(i % 5) - 0.5;
  const Literal x = testing::make(DType::F32, {1, 16, 16, 4}, xs);
  for (const size_t position : {size_t{1}, size_t{0}}) {  // the top edge's middle, then the top-left corner
    SCOPED_TRACE(::testing::Message() << "infinite weight at window position " << position);
    std::vector<double> with_inf = ks;
    with_inf[position * 8] = kInf;  // input channel 0 into output channel 0
    const Literal k = testing::make(DType::F32, {3, 3, 4, 2}, with_inf);
    const std::vector<Literal> want = evaluate(*testing::parse(hlo)->entry(), {x, k});
    EXPECT_TRUE(std::isnan(want[0].get_double(0)));  // output [0,0,0,0]: that place reads the padding
    EXPECT_EQ(want[0].get_double(34), kInf);         // output [0,1,1,0]: it reads the input
    expect_cpu_matches_reference(hlo, {x, k});
  }
}

TEST(SpecialValues, CompareEqIsFalseForNanBesideTotalOrderAndPower) {
  expect_cpu_matches_reference(R"(
ENTRY e {
  a = f32[8] parameter(0)
  b = f32[8] parameter(1)
  eq = pred[8] compare(a, b), direction=EQ
  ne = pred[8] compare(a, b), direction=NE
  lt = pred[8] compare(a, b), direction=LT, type=TOTALORDER
  p = f32[8] power(a, b)
  ROOT t = (pred[8], pred[8], pred[8], f32[8]) tuple(eq, ne, lt, p)
})",
                               {testing::make(DType::F32, {8}, {kNan, 1, kNan, 5.5, kNan, 0, -0.0, 3}),
                                testing::make(DType::F32, {8}, {kNan, kNan, 1, 2, kNan, kNan, 0.0, -kInf})});
}

TEST(SpecialValues, MaxAndMinReductionsKeepANanAnywhereInTheRow) {
  const char* hlo = R"(
mx {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT m = f32[] maximum(a, b)
}
mn {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT m = f32[] minimum(a, b)
}
ENTRY e {
  x = f32[4,40] parameter(0)
  ninf = f32[] constant(-inf)
  inf = f32[] constant(inf)
  rows_max = f32[4] reduce(x, ninf), dimensions={1}, to_apply=mx
  rows_min = f32[4] reduce(x, inf), dimensions={1}, to_apply=mn
  cols_max = f32[40] reduce(x, ninf), dimensions={0}, to_apply=mx
  ROOT t = (f32[4], f32[4], f32[40]) tuple(rows_max, rows_min, cols_max)
})";
  std::vector<double> x(160);
  for (size_t i = 0; i < x.size(); ++i) x[i] = static_cast<double>(i % 13) - 6;
  x[2] = kNan;        // row 0, first vector
  x[40 + 39] = kNan;  // row 1, last element
  x[80 + 17] = kNan;  // row 2, middle
  expect_cpu_matches_reference(hlo, {testing::make(DType::F32, {4, 40}, x)});
  // Zeros of both signs, the +0 first, last, in the middle and absent: max
  // and min reductions order -0 < +0 (IEEE 754-2019) however the row is
  // split, so the cpu's vectorized reductions match the reference bit for bit.
  std::vector<double> zeros(160, -0.0);
  zeros[0] = 0.0;
  zeros[40 + 39] = 0.0;
  zeros[80 + 21] = 0.0;
  expect_cpu_matches_reference(hlo, {testing::make(DType::F32, {4, 40}, zeros)});
  const Literal row_max = evaluate(*testing::parse(hlo)->entry(), {testing::make(DType::F32, {4, 40}, zeros)})[0];
  for (int r = 0; r < 4; ++r) EXPECT_EQ(std::signbit(row_max.get_double(r)), r == 3) << "row " << r;
}

// Softmax as one row-fused kernel (the row max and row sum computed per row
// inside it, rows in parallel chunks): a NaN anywhere makes its row NaN, a
// +inf row is NaN (inf - inf), a row of -inf is NaN (-inf - -inf), a row of
// zeros of both signs is uniform, as the reference computes them.
TEST(SpecialValues, RowFusedSoftmaxKeepsNanInfinityAndZeros) {
  const std::string hlo = R"(
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
mx {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT m = f32[] maximum(a, b)
}
ENTRY e {
  x = f32[256,40] parameter(0)
  ninf = f32[] constant(-inf)
  zero = f32[] constant(0)
  row_max = f32[256] reduce(x, ninf), dimensions={1}, to_apply=mx
  max_b = f32[256,40] broadcast(row_max), dimensions={0}
  shifted = f32[256,40] subtract(x, max_b)
  e = f32[256,40] exponential(shifted)
  row_sum = f32[256] reduce(e, zero), dimensions={1}, to_apply=add
  sum_b = f32[256,40] broadcast(row_sum), dimensions={0}
  ROOT y = f32[256,40] divide(e, sum_b)
})";
  const auto m = testing::parse(hlo);
  ASSERT_EQ(plan_kernels(*m->entry()).kernels.size(), 1u);
  std::vector<double> x(256 * 40);
  for (size_t i = 0; i < x.size(); ++i) x[i] = static_cast<double>((i * 7919) % 23) / 4 - 3;
  x[3 * 40 + 5] = kNan;
  x[100 * 40 + 39] = kNan;
  x[7 * 40 + 11] = kInf;
  for (int j = 0; j < 40; ++j) x[static_cast<size_t>(9 * 40 + j)] = -kInf;
  for (int j = 0; j < 40; ++j) x[static_cast<size_t>(200 * 40 + j)] = j % 3 ? -0.0 : 0.0;
  x[255 * 40 + 20] = -kInf;  // one -inf in a finite row: exactly 0 there
  expect_cpu_matches_reference(hlo, {testing::make(DType::F32, {256, 40}, x)}, 1e-5);
  const Literal y = evaluate(*m->entry(), {testing::make(DType::F32, {256, 40}, x)})[0];
  EXPECT_TRUE(std::isnan(y.get_double(3 * 40)) && std::isnan(y.get_double(7 * 40)) && std::isnan(y.get_double(9 * 40)));
  EXPECT_EQ(y.get_double(200 * 40 + 1), static_cast<double>(1.0f / 40));
  EXPECT_EQ(y.get_double(255 * 40 + 20), 0.0);
}

// Column maxima (across rows) of f32 and f64 over a column count that the
// column rule's parallel chunks do not divide: the order-key accumulator
// takes the rule's nested split (chunks, then vectors), and split in that
// order Halide 14 dropped the chunks' tail guard and wrote past the buffer
// (f64 over 48 columns; StageLoops splits the vectors first). NaN and zeros
// of both signs among the values.
TEST(SpecialValues, ColumnReductionsOverPartialChunks) {
  for (const char* t : {"f32", "f64"}) {
    SCOPED_TRACE(t);
    const std::string hlo = replace_all(R"(
mx {
  a = T[] parameter(0)
  b = T[] parameter(1)
  ROOT m = T[] maximum(a, b)
}
ENTRY e {
  x = T[64,48] parameter(0)
  ninf = T[] constant(-inf)
  ROOT c = T[48] reduce(x, ninf), dimensions={0}, to_apply=mx
})", "T[", std::string(t) + "[");
    std::vector<double> x(64 * 48);
    for (size_t i = 0; i < x.size(); ++i) x[i] = std::sin(static_cast<double>(i)) * 3;
    for (size_t r = 0; r < 64; ++r) x[r * 48 + 40] = r % 2 ? 0.0 : -0.0;
    for (size_t r = 0; r < 64; ++r) x[r * 48 + 41] = -0.0;
    x[17 * 48 + 45] = kNan;
    expect_cpu_matches_reference(hlo, {testing::make(t == std::string("f32") ? DType::F32 : DType::F64, {64, 48}, x)});
  }
  // A bf16 column sum (an f32 accumulator Func) over 80 columns in chunks of
  // 64: the same split, which wrote the second chunk's 64 columns.
  std::vector<double> y(64 * 80);
  for (size_t i = 0; i < y.size(); ++i) y[i] = static_cast<double>(static_cast<int>(i * 37 % 19) - 9) / 8;
  expect_cpu_matches_reference(R"(
add {
  a = bf16[] parameter(0)
  b = bf16[] parameter(1)
  ROOT s = bf16[] add(a, b)
}
ENTRY e {
  x = bf16[64,80] parameter(0)
  z = bf16[] constant(0)
  ROOT c = bf16[80] reduce(x, z), dimensions={0}, to_apply=add
})",
                               {testing::make(DType::BF16, {64, 80}, y)});
}

// A sum of zeros is -0 only when every term is -0, the init included: a row
// of -0 summed from a +0 init is +0, from a -0 init -0, with one +0 in it +0.
// LLVM's no-signed-zeros flag (Halide sets it on every float op) got both
// wrong in a sum vectorized along a row; the cpu target signs a zero sum from
// bits. Rows along memory (short, and long enough to vectorize), columns,
// the whole array, a window sum; f32, bf16 (summed in f32) and f64.
TEST(SpecialValues, SumsOfNegativeZerosKeepTheInitsSign) {
  const std::string hlo = R"(
add {
  a = T[] parameter(0)
  b = T[] parameter(1)
  ROOT s = T[] add(a, b)
}
ENTRY e {
  x = T[$R,$C] parameter(0)
  pz = T[] constant(0)
  nz = T[] constant(-0)
  rows_p = T[$R] reduce(x, pz), dimensions={1}, to_apply=add
  rows_n = T[$R] reduce(x, nz), dimensions={1}, to_apply=add
  cols_p = T[$C] reduce(x, pz), dimensions={0}, to_apply=add
  cols_n = T[$C] reduce(x, nz), dimensions={0}, to_apply=add
  all_p = T[] reduce(x, pz), dimensions={0,1}, to_apply=add
  win_p = T[$H,$C] reduce-window(x, pz), window={size=2x1 stride=2x1}, to_apply=add
  ROOT t = (T[$R], T[$R], T[$C], T[$C], T[], T[$H,$C]) tuple(rows_p, rows_n, cols_p, cols_n, all_p, win_p)
})";
  for (const auto& [rows, cols] : {std::pair<int64_t, int64_t>{64, 48}, {16, 300}}) {
    std::vector<double> x(static_cast<size_t>(rows * cols), -0.0);
    for (int64_t c = 0; c < cols; ++c) x[static_cast<size_t>(5 * cols + c)] = c % 2 ? 1.5 : -1.5;  // a row summing to an exact +0
    x[static_cast<size_t>(9 * cols + 3)] = 0.0;                                                   // a row with one +0
    for (const char* t : {"f32", "bf16", "f64"}) {
      SCOPED_TRACE(::testing::Message() << t << "[" << rows << "," << cols << "]");
      std::string typed = replace_all(hlo, "T[", std::string(t) + "[");
      typed = replace_all(typed, "$R", std::to_string(rows));
      typed = replace_all(typed, "$C", std::to_string(cols));
      typed = replace_all(typed, "$H", std::to_string(rows / 2));
      const DType dtype = t == std::string("f32") ? DType::F32 : t == std::string("bf16") ? DType::BF16 : DType::F64;
      expect_cpu_matches_reference(typed, {testing::make(dtype, {rows, cols}, x)});
      const std::vector<Literal> want = evaluate(*testing::parse(typed)->entry(), {testing::make(dtype, {rows, cols}, x)});
      EXPECT_FALSE(std::signbit(want[0].get_double(0)));  // +0 init: +0
      EXPECT_TRUE(std::signbit(want[1].get_double(0)));   // -0 init, every term -0: -0
      EXPECT_FALSE(std::signbit(want[1].get_double(9)));  // one +0 among them: +0
    }
  }
}

TEST(SpecialValues, ClampOfNanIsNan) {
  expect_cpu_matches_reference(R"(
ENTRY e {
  lo = f32[8] parameter(0)
  x = f32[8] parameter(1)
  hi = f32[8] parameter(2)
  ROOT c = f32[8] clamp(lo, x, hi)
})",
                               {testing::make(DType::F32, {8}, std::vector<double>(8, -1)),
                                testing::make(DType::F32, {8}, {kNan, 0.5, 2, -3, kInf, -kInf, -0.0, kNan}),
                                testing::make(DType::F32, {8}, std::vector<double>(8, 1))});
}

TEST(SpecialValues, ConvertToF16KeepsNan) {
  expect_cpu_matches_reference(R"(
ENTRY e {
  x = f32[8] parameter(0)
  ROOT h = f16[8] convert(x)
})",
                               {testing::make(DType::F32, {8}, {kNan, -kNan, kInf, -kInf, 65520, 1e-8, -0.0, 70000})});
}

// A convolution with lhs_dilation (a transposed convolution, as
// lax.conv_with_general_padding writes one): the holes read zero, and
// 0 * inf is NaN. Halide split each vector into holes and values and folded
// the holes' products to 0; with 17 output columns in vectors of 8 it also
// stored the tail's whole vector past the accumulator, a segfault (found by
// JAX's lax_test under the PJRT plugin, testConvWithGeneralPadding7).
TEST(SpecialValues, ConvolutionWithLhsDilationKeepsHolesTimesInfinityNanAndItsTail) {
  const uint64_t seed = 61;
  const Literal x = random_literal(TensorType{DType::F32, {2, 3, 9, 10}}, seed);
  std::vector<double> w(3 * 3 * 4 * 5);
  const Literal random_w = random_literal(TensorType{DType::F32, {3, 3, 4, 5}}, seed + 1);
  for (size_t i = 0; i < w.size(); ++i) w[i] = i % 17 == 3 ? kInf : i % 23 == 5 ? kNan : random_w.get_double(static_cast<int64_t>(i));
  std::vector<double> xs(static_cast<size_t>(x.num_elements()));
  for (size_t i = 0; i < xs.size(); ++i) xs[i] = x.get_double(static_cast<int64_t>(i));
  SCOPED_TRACE("seed " + std::to_string(seed));
  expect_cpu_matches_reference(R"(
ENTRY e {
  x = f32[2,3,9,10] parameter(0)
  w = f32[3,3,4,5] parameter(1)
  ROOT c = f32[2,3,9,17] convolution(x, w), window={size=4x5 stride=2x1 pad=1_2x2_0 lhs_dilate=2x2}, dim_labels=bf01_oi01->bf01
})",
                               {testing::make(DType::F32, {2, 3, 9, 10}, xs), testing::make(DType::F32, {3, 3, 4, 5}, w)}, 1e-5);
}

// A reduce-window over a rank-0 operand (lax.reduce_window of a scalar,
// JAX's lax_test testReduceWindowScalar): its one window holds the element,
// combined once with the init; the cpu target returned the init alone.
TEST(SpecialValues, ReduceWindowOfAScalarCombinesTheInitWithIt) {
  const char* hlo = R"(
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY e {
  x = f32[] parameter(0)
  i = f32[] parameter(1)
  ROOT r = f32[] reduce-window(x, i), to_apply=add
})";
  for (const auto& [x, init] : std::vector<std::pair<double, double>>{{2.5, 0.25}, {kNan, 1}, {-kInf, kInf}, {-0.0, -0.0}, {1e-40, 1e-40}}) {
    expect_cpu_matches_reference(hlo, {testing::make(DType::F32, {}, {x}), testing::make(DType::F32, {}, {init})});
  }
}

TEST(SpecialValues, PowerByInfinityAndByTwo) {
  expect_cpu_matches_reference(R"(
ENTRY e {
  a = f32[8] parameter(0)
  b = f32[8] parameter(1)
  ROOT p = f32[8] power(a, b)
})",
                               {testing::make(DType::F32, {8}, {2.5, 5.5, 0.5, -2.5, 1, -1, 2.5, kNan}),
                                testing::make(DType::F32, {8}, {kInf, 2, kInf, -kInf, kInf, kInf, -kInf, 0})});
}

// Found by kiln parity --special-values --bisect on corpus module 004: once
// vectorized, Halide's exp polynomial turned NaN into 0.
TEST(SpecialValues, ExpOfNanIsNanInVectorizedLoops) {
  std::vector<double> x(8 * 64);
  for (size_t i = 0; i < x.size(); ++i) x[i] = i % 7 == 3 ? kNan : i % 11 == 5 ? kInf : i % 13 == 2 ? -kInf : std::sin(i);
  expect_cpu_matches_reference(R"(
ENTRY e {
  x = f32[8,64] parameter(0)
  ROOT e = f32[8,64] exponential(x)
})",
                               {testing::make(DType::F32, {8, 64}, x)}, 1e-6);  // exp is a polynomial: ulps apart
}

// Issue 14's bf16 paths with special values: relu6 whose max and min skip the
// rounding (their result is one of their operands: NaN, infinities, -0 and
// denormals must come out bit for bit), a depthwise convolution fused with its
// epilogue, a 1x1 convolution as a GEMM (oneDNN on CPUs with AVX512_BF16),
// and a reshape that splits the contiguous row without a division.
TEST(SpecialValues, Bf16ConvolutionsRelu6AndReshapesKeepNanInfinityAndZeros) {
  const double denormal = 1e-39;  // below bf16's smallest normal, 1.18e-38
  std::vector<double> x;
  const double specials[] = {kNan, -kNan, kInf, -kInf, -0.0, 0.0, denormal, -denormal, 3e38, -2.5, 7, 0.3};
  for (int i = 0; i < 4 * 4 * 16; ++i) x.push_back(i % 5 == 0 ? specials[(i / 5) % 12] : std::sin(i) * 4);
  const Literal input = testing::make(DType::BF16, {1, 4, 4, 16}, x);
  expect_cpu_matches_reference(R"(
ENTRY e {
  x = bf16[1,4,4,16] parameter(0)
  lo = bf16[] constant(0)
  hi = bf16[] constant(6)
  relu6 = bf16[1,4,4,16] clamp(lo, x, hi)
  mx = bf16[1,4,4,16] maximum(x, relu6)
  mn = bf16[1,4,4,16] minimum(x, relu6)
  rows = bf16[1,32,8] reshape(x)
  ROOT t = (bf16[1,4,4,16], bf16[1,4,4,16], bf16[1,4,4,16], bf16[1,32,8]) tuple(relu6, mx, mn, rows)
})",
                               {input});
  std::vector<double> w;
  for (int i = 0; i < 3 * 3 * 16; ++i) w.push_back(0.25 * std::cos(i));
  std::vector<double> w1;
  for (int i = 0; i < 16 * 8; ++i) w1.push_back(0.25 * std::sin(i + 1));
  expect_cpu_matches_reference(R"(
ENTRY e {
  x = bf16[1,4,4,16] parameter(0)
  k = bf16[3,3,1,16] parameter(1)
  dw = bf16[1,4,4,16] convolution(x, k), window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f, feature_group_count=16
  lo = bf16[] constant(0)
  hi = bf16[] constant(6)
  relu6 = bf16[1,4,4,16] clamp(lo, dw, hi)
  k1 = bf16[1,1,16,8] parameter(2)
  pw = bf16[1,4,4,8] convolution(x, k1), window={size=1x1}, dim_labels=b01f_01io->b01f
  ROOT t = (bf16[1,4,4,16], bf16[1,4,4,8]) tuple(relu6, pw)
})",
                               {input, testing::make(DType::BF16, {3, 3, 1, 16}, w), testing::make(DType::BF16, {1, 1, 16, 8}, w1)}, 1e-2);
}

// A bf16 clamp between constant bounds is one widening and one narrowing
// (scalar_lowering.cc clamp_bf16_between_constants); bounds that are negative,
// crossed (lo > hi) or -0 (the general path) give the reference's bits too.
TEST(SpecialValues, Bf16ClampsBetweenConstantBoundsKeepNanInfinityAndZeros) {
  const double denormal = 1e-39;
  const double specials[] = {kNan, -kNan, kInf, -kInf, -0.0, 0.0, denormal, -denormal, 3e38, -2.5, 7, 0.3, -1, 1, 2};
  std::vector<double> x;
  for (int i = 0; i < 4 * 32; ++i) x.push_back(i % 3 == 0 ? specials[(i / 3) % 15] : std::sin(i) * 3);
  expect_cpu_matches_reference(R"(
ENTRY e {
  x = bf16[4,32] parameter(0)
  m1 = bf16[] constant(-1)
  p1 = bf16[] constant(1)
  p2 = bf16[] constant(2)
  nz = bf16[] constant(-0)
  six = bf16[] constant(6)
  symmetric = bf16[4,32] clamp(m1, x, p1)
  crossed = bf16[4,32] clamp(p2, x, p1)
  negative_zero = bf16[4,32] clamp(nz, x, six)
  ROOT t = (bf16[4,32], bf16[4,32], bf16[4,32]) tuple(symmetric, crossed, negative_zero)
})",
                               {testing::make(DType::BF16, {4, 32}, x)});
}

// This session's CPU rules on special values: a depthwise 3x3 wide enough to
// stage its input window widened to f32 (cpu_rules.cc unroll_window_reuse),
// and row sums that run along memory (row_sums_along_memory) and a row max in
// parallel over rows. The sums' values are exact in any order (small
// integers, subnormal multiples), so reordering cannot hide a wrong NaN or
// infinity. Rows of only -0 are in SumsOfNegativeZerosKeepTheInitsSign.
TEST(SpecialValues, StagedDepthwiseAndRowReductionsKeepNanInfinityAndZeros) {
  const double denormal = 1e-39;
  const double specials[] = {kNan, -kNan, kInf, -kInf, -0.0, 0.0, denormal, -denormal, 3e38, -2.5, 7, 0.3};
  std::vector<double> x, w;
  for (int i = 0; i < 6 * 10 * 16; ++i) x.push_back(i % 7 == 0 ? specials[(i / 7) % 12] : std::sin(i) * 4);
  for (int i = 0; i < 3 * 3 * 16; ++i) w.push_back(0.25 * std::cos(i));
  expect_cpu_matches_reference(R"(
ENTRY e {
  x = bf16[1,6,10,16] parameter(0)
  k = bf16[3,3,1,16] parameter(1)
  dw = bf16[1,6,10,16] convolution(x, k), window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f, feature_group_count=16
  lo = bf16[] constant(0)
  hi = bf16[] constant(6)
  ROOT relu6 = bf16[1,6,10,16] clamp(lo, dw, hi)
})",
                               {testing::make(DType::BF16, {1, 6, 10, 16}, x), testing::make(DType::BF16, {3, 3, 1, 16}, w)}, 1e-2);
  std::vector<double> rows;
  const double row_specials[] = {kNan, kInf, -kInf, -0.0, denormal, -denormal};
  for (int r = 0; r < 8; ++r) {
    for (int c = 0; c < 300; ++c) {
      if (r < 6 && c == 37 * r + 5) {
        rows.push_back(row_specials[r]);
      } else if (r == 6) {
        rows.push_back(c == 0 ? 0.0 : -0.0);  // zeros of both signs: +0 in any order
      } else if (r == 7) {
        rows.push_back(c % 2 ? 1e-45 : -2e-45);  // subnormal multiples, exact in any order
      } else {
        rows.push_back((c * 7 + r) % 9 - 4);
      }
    }
  }
  const std::string reductions = R"(
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
max {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT m = f32[] maximum(a, b)
}
ENTRY e {
  x = f32[8,300] parameter(0)
  z = f32[] constant(0)
  ninf = f32[] constant(-inf)
  s = f32[8] reduce(x, z), dimensions={1}, to_apply=add
  m = f32[8] reduce(x, ninf), dimensions={1}, to_apply=max
  ROOT t = (f32[8], f32[8]) tuple(s, m)
})";
  expect_cpu_matches_reference(reductions, {testing::make(DType::F32, {8, 300}, rows)});
  // The same rows, large enough to take the parallel forms (>= 16384 elements).
  std::vector<double> many;
  for (int copy = 0; copy < 8; ++copy) many.insert(many.end(), rows.begin(), rows.end());
  std::string big = replace_all(reductions, "[8,300]", "[64,300]");
  big = replace_all(big, "f32[8]", "f32[64]");
  expect_cpu_matches_reference(big, {testing::make(DType::F32, {64, 300}, many)});
}

// Pred or/and along rows reduce as integer max/min (lower/kernel_lowering.cc)
// over rows in parallel, few outer rows (row_sums_along_memory): torch's
// softmax guard any(x != -inf) and all(x == x), with rows of only -inf, rows
// with one NaN or -inf, and ordinary rows.
TEST(SpecialValues, PredOrAndAlongRowsSeeOneSpecialElement) {
  const int64_t outer = 4, mid = 6, rows = 10, row = 197;
  std::vector<double> x;
  for (int64_t r = 0; r < outer * mid * rows; ++r) {
    for (int64_t c = 0; c < row; ++c) {
      double v = std::sin(static_cast<double>(r * row + c)) * 3;
      if (r % 5 == 1) v = -kInf;                          // a row of only -inf
      if (r % 5 == 2 && c == (r * 31) % row) v = kNan;    // one NaN
      if (r % 5 == 3 && c == (r * 17) % row) v = -kInf;   // one -inf
      x.push_back(v);
    }
  }
  expect_cpu_matches_reference(R"(
or {
  a = pred[] parameter(0)
  b = pred[] parameter(1)
  ROOT s = pred[] or(a, b)
}
and {
  a = pred[] parameter(0)
  b = pred[] parameter(1)
  ROOT s = pred[] and(a, b)
}
ENTRY e {
  x = f32[4,6,10,197] parameter(0)
  ninf = f32[] constant(-inf)
  inf = f32[4,6,10,197] broadcast(ninf), dimensions={}
  finite = pred[4,6,10,197] compare(x, inf), direction=NE
  ordered = pred[4,6,10,197] compare(x, x), direction=EQ
  no = pred[] constant(false)
  yes = pred[] constant(true)
  any = pred[4,6,10] reduce(finite, no), dimensions={3}, to_apply=or
  all = pred[4,6,10] reduce(ordered, yes), dimensions={3}, to_apply=and
  allfinite = pred[4,6,10] reduce(finite, yes), dimensions={3}, to_apply=and
  ROOT t = (pred[4,6,10], pred[4,6,10], pred[4,6,10]) tuple(any, all, allfinite)
})",
                               {testing::make(DType::F32, {outer, mid, rows, row}, x)});
}

// max(x, +0) against a constant zero is a compare on the bits (lower/
// scalar_lowering.cc relu): -NaN and +NaN stay, -0 becomes +0, on f32 and f64;
// the other orders and a -0 constant take the general rule.
TEST(SpecialValues, ReluAgainstConstantZeroKeepsNanAndTurnsMinusZeroPositive) {
  const std::vector<double> x = {kNan, -kNan, kInf, -kInf, -0.0, 0.0, 1e-40, -1e-40, 5e-310, -5e-310, 3.5, -2};
  for (const char* t : {"f32", "f64"}) {
    std::string hlo = R"(
ENTRY e {
  x = T[12] parameter(0)
  z = T[] constant(0)
  mz = T[] constant(-0)
  zb = T[12] broadcast(z), dimensions={}
  mzb = T[12] broadcast(mz), dimensions={}
  a = T[12] maximum(x, zb)
  b = T[12] maximum(zb, x)
  c = T[12] maximum(x, mzb)
  ROOT r = (T[12], T[12], T[12]) tuple(a, b, c)
})";
    expect_cpu_matches_reference(replace_all(hlo, "T[", std::string(t) + "["),
                                 {testing::make(std::string(t) == "f32" ? DType::F32 : DType::F64, {12}, x)});
  }
}

// 8-bit floats on the cpu target (issue 16), bit for bit against the
// reference: every one of the 256 bit patterns of each format widened, and
// f32 and f64 values rounded to them (ties to even at every binade, the
// largest finite values and past them, subnormals and below, NaN, infinities,
// signed zeros), integers and predicates converted, and arithmetic, max,
// compare (IEEE and total order), a reduction and a dot in the format.
TEST(SpecialValues, EightBitFloatsMatchTheReferenceBitForBit) {
  for (const char* t : {"f8e4m3fn", "f8e5m2", "f8e4m3", "f8e3m4", "f8e4m3fnuz", "f8e5m2fnuz", "f8e4m3b11fnuz", "f8e8m0fnu"}) {
    SCOPED_TRACE(t);
    std::vector<double> wide = {kNan, -kNan, kInf, -kInf, 0.0, -0.0, 448, 449, 463.9, 464, 465, 479, 480, 500, -464, 57344, 57345,
                                61439, 61440, 61441, 65536, 1e10, 0.001953125, 0.0009765625, 0.00097656251, 0.0029296875, 1.5258789e-05,
                                7.62939453125e-06, 7.6294e-06, 3.0517578125e-05, 1e-40, -1e-40, 1.0625, 1.0625000001, 1.1875, 1.125,
                                2.25, 2.75, 3.5, -3.25, 0.3, 100, 240, 248, 256, 272, 288, 304, 1e-7, -57344, 6e4, -0.0009765625,
                                5.877471754111438e-39, 7.346839692639297e-39, 1.1754943508222875e-38, 3e38};  // e8m0: 2^-127, 1.25 * 2^-127, 2^-126, past 2^127 * 1.5
    std::string hlo = R"(
add_T {
  a = T[] parameter(0)
  b = T[] parameter(1)
  ROOT s = T[] add(a, b)
}
ENTRY e {
  bits = u8[256] parameter(0)
  every = T[256] bitcast-convert(bits)
  as_f32 = f32[256] convert(every)
  x = f32[56] parameter(1)
  from_f32 = T[56] convert(x)
  x64 = f64[56] convert(x)
  from_f64 = T[56] convert(x64)
  xi = s32[56] convert(x)
  from_int = T[56] convert(xi)
  positive = pred[56] compare(x, x), direction=EQ
  from_pred = T[56] convert(positive)
  sum = T[56] add(from_f32, from_f64)
  product = T[56] multiply(from_f32, from_int)
  big = T[56] maximum(from_f32, from_int)
  less = pred[56] compare(from_f32, from_int), direction=LT
  total = pred[56] compare(from_f32, from_int), direction=LT, type=TOTALORDER
  zero = T[] constant(0)
  row = T[] reduce(from_int, zero), dimensions={0}, to_apply=add_T
  m = T[4,14] reshape(from_int)
  mt = T[14,4] reshape(from_f32)
  dot = T[4,4] dot(m, mt), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  ROOT r = (f32[256], T[56], T[56], T[56], T[56], T[56], T[56], T[56], pred[56], pred[56], T[], T[4,4])
           tuple(as_f32, from_f32, from_f64, from_int, from_pred, sum, product, big, less, total, row, dot)
})";
    hlo = replace_all(replace_all(hlo, "T[", std::string(t) + "["), "add_T", std::string("add_") + t);
    std::vector<int64_t> bits(256);
    for (int i = 0; i < 256; ++i) bits[static_cast<size_t>(i)] = i;
    expect_cpu_matches_reference(hlo, {testing::make_int(DType::U8, {256}, bits), testing::make(DType::F32, {56}, wide)});
  }
}

// Sub-byte integers on the cpu target (issue 16), bit for bit against the
// reference: every pair of values of each type through every integer binary
// op (shifts by every amount, comparisons of both signednesses), the unary
// ops, converts to and from f32 (NaN, infinities, out of range) and s32
// (wrapping), bitcasts between the signed and unsigned type, a reduction, a
// dot and an iota longer than the type's range.
TEST(SpecialValues, SubByteIntegersMatchTheReferenceBitForBit) {
  for (const char* t : {"s4", "u4", "s2", "u2"}) {
    SCOPED_TRACE(t);
    const DType d = *parse_dtype(t);
    const int bits = dtype_bits(d), n = 1 << bits, pairs = n * n;
    const std::string other = std::string(t[0] == 's' ? "u" : "s") + (t + 1);
    std::string hlo = R"(
add_T {
  a = T[] parameter(0)
  b = T[] parameter(1)
  ROOT s = T[] add(a, b)
}
ENTRY e {
  x = T[P] parameter(0)
  y = T[P] parameter(1)
  add = T[P] add(x, y)
  sub = T[P] subtract(x, y)
  mul = T[P] multiply(x, y)
  div = T[P] divide(x, y)
  rem = T[P] remainder(x, y)
  pow = T[P] power(x, y)
  max = T[P] maximum(x, y)
  and = T[P] and(x, y)
  xor = T[P] xor(x, y)
  shl = T[P] shift-left(x, y)
  shrl = T[P] shift-right-logical(x, y)
  shra = T[P] shift-right-arithmetic(x, y)
  lt = pred[P] compare(x, y), direction=LT
  ltu = pred[P] compare(x, y), direction=LT, type=UNSIGNED
  lts = pred[P] compare(x, y), direction=LT, type=SIGNED
  neg = T[P] negate(x)
  abs = T[P] abs(x)
  not = T[P] not(x)
  pop = T[P] popcnt(x)
  clz = T[P] clz(x)
  sign = T[P] sign(x)
  f = f32[12] parameter(2)
  from_f32 = T[12] convert(f)
  to_f32 = f32[P] convert(x)
  i = s32[12] parameter(3)
  from_s32 = T[12] convert(i)
  to_s32 = s32[P] convert(x)
  as_other = O[P] bitcast-convert(x)
  zero = T[] constant(0)
  sum = T[] reduce(x, zero), dimensions={0}, to_apply=add_T
  m = T[N,N] reshape(x)
  dot = T[N,N] dot(m, m), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  iota = T[20] iota(), iota_dimension=0
  ROOT r = (T[P], T[P], T[P], T[P], T[P], T[P], T[P], T[P], T[P], T[P], T[P], T[P], pred[P], pred[P], pred[P], T[P], T[P], T[P], T[P], T[P], T[P], T[12], f32[P], T[12], s32[P], O[P], T[], T[N,N], T[20])
           tuple(add, sub, mul, div, rem, pow, max, and, xor, shl, shrl, shra, lt, ltu, lts, neg, abs, not, pop, clz, sign, from_f32, to_f32, from_s32, to_s32, as_other, sum, dot, iota)
})";
    hlo = replace_all(replace_all(hlo, "T[", std::string(t) + "["), "O[", other + "[");
    hlo = replace_all(replace_all(replace_all(hlo, "add_T", std::string("add_") + t), "[P]", fmt::format("[{}]", pairs)), "[N,N]", fmt::format("[{},{}]", n, n));
    const int64_t lo = is_signed_int(d) ? -(n / 2) : 0;
    std::vector<int64_t> xs, ys;
    for (int a = 0; a < n; ++a) {
      for (int b = 0; b < n; ++b) {
        xs.push_back(lo + a);
        ys.push_back(lo + b);
      }
    }
    expect_cpu_matches_reference(hlo, {testing::make_int(d, {pairs}, xs), testing::make_int(d, {pairs}, ys),
                                       testing::make(DType::F32, {12}, {kNan, -kNan, kInf, -kInf, 0.0, -0.0, 1.9, -1.9, 7.5, -8.5, 100, 2.5}),
                                       testing::make_int(DType::S32, {12}, {0, 1, -1, 7, 8, -8, -9, 15, 16, 17, 255, -256})});
  }
}

// Found by StableHLO's conformance programs (issue 16): f16 results of sqrt,
// log and of converts from integers turned NaN into an infinity.
TEST(SpecialValues, F16ResultsKeepNan) {
  expect_cpu_matches_reference(R"(
ENTRY e {
  x = f16[8] parameter(0)
  s = f16[8] sqrt(x)
  l = f16[8] log(x)
  m = f16[8] maximum(x, x)
  i = s32[8] parameter(1)
  c = f16[8] convert(i)
  ROOT t = (f16[8], f16[8], f16[8], f16[8]) tuple(s, l, m, c)
})",
                               {testing::make(DType::F16, {8}, {-1, 4, kNan, -kInf, kInf, 2, -0.0, 0.5}),
                                testing::make_int(DType::S32, {8}, {1, -7, 65504, 70000, -70000, 0, 3, 2048})});
}

// An argmax reducer (JAX's: greater, or NaN, or equal with the lower index)
// over rows holding NaN and ties, in f32 and in bf16: Halide's simplifier
// assumes no NaN and folded its comparisons; and a bf16 tuple reduction lost
// its second element (Halide 14 stores a split tuple's first element before
// the second reads it).
TEST(SpecialValues, ArgmaxReducersWithNanAndTies) {
  // s32 indices pack the pair into one integer; s64 ones (JAX with x64) make a
  // Halide tuple, where a bf16 value is held widened so the split sees it.
  for (const std::string index : {"s32", "s64"}) {
  for (const char* type : {"f32", "bf16"}) {
    SCOPED_TRACE(std::string(type) + " with " + index + " indices");
    std::string hlo = R"(
red {
  a = T[] parameter(0)
  ai = s32[] parameter(1)
  b = T[] parameter(2)
  bi = s32[] parameter(3)
  gt = pred[] compare(a, b), direction=GT
  ne = pred[] compare(a, a), direction=NE
  o = pred[] or(gt, ne)
  eq = pred[] compare(a, b), direction=EQ
  lt = pred[] compare(ai, bi), direction=LT
  an = pred[] and(eq, lt)
  o2 = pred[] or(o, an)
  s1 = T[] select(o, a, b)
  s2 = s32[] select(o2, ai, bi)
  ROOT t = (T[], s32[]) tuple(s1, s2)
}
ENTRY e {
  p = T[4,5] parameter(0)
  i = s32[4,5] iota(), iota_dimension=1
  c = T[] constant(-inf)
  z = s32[] constant(0)
  ROOT r = (T[4], s32[4]) reduce(p, i, c, z), dimensions={1}, to_apply=red
})";
    hlo = replace_all(replace_all(hlo, "T[", std::string(type) + "["), "s32[", std::string(index) + "[");
    const DType d = std::string(type) == "f32" ? DType::F32 : DType::BF16;
    expect_cpu_matches_reference(hlo, {testing::make(d, {4, 5}, {2, kNan, 7, -2, kNan,   // NaN wins, the first one
                                                                 5, 1, 5, 5, -kInf,      // tie: the lowest index
                                                                 -kInf, -kInf, -kInf, -kInf, -kInf,
                                                                 -1, -0.5, 3, 3.5, 3.25})});
  }
  }
}

// A running maximum over (f64, f64) pairs, lexicographic as StableHLO orders
// complex numbers, 9 columns: Halide 14 dropped the vector tail of a tuple
// update (the ninth column kept its init value), so tuple Funcs run scalar.
TEST(SpecialValues, WideTupleReduceWindowKeepsItsTail) {
  std::vector<double> re, im;
  for (int i = 0; i < 72; ++i) {
    re.push_back(std::sin(i * 0.7) * 3);
    im.push_back(std::cos(i * 1.3));
  }
  expect_cpu_matches_reference(R"(
mx {
  a = f64[] parameter(0)
  ai = f64[] parameter(1)
  b = f64[] parameter(2)
  bi = f64[] parameter(3)
  lt = pred[] compare(b, a), direction=LT
  eq = pred[] compare(a, b), direction=EQ
  lti = pred[] compare(bi, ai), direction=LT
  tie = pred[] and(eq, lti)
  keep = pred[] or(lt, tie)
  s1 = f64[] select(keep, a, b)
  s2 = f64[] select(keep, ai, bi)
  ROOT t = (f64[], f64[]) tuple(s1, s2)
}
ENTRY e {
  p = f64[8,9] parameter(0)
  q = f64[8,9] parameter(1)
  c = f64[] constant(-inf)
  z = f64[] constant(0)
  ROOT r = (f64[8,9], f64[8,9]) reduce-window(p, q, c, z), window={size=1x9 pad=0_0x8_0}, to_apply=mx
})",
                               {testing::make(DType::F64, {8, 9}, re), testing::make(DType::F64, {8, 9}, im)});
}

// select_and_gather_add as JAX writes it: a two-result reduce-window over bf16.
TEST(SpecialValues, Bf16TwoResultReduceWindow) {
  std::vector<double> x, y;
  for (int i = 0; i < 24; ++i) {
    x.push_back(std::sin(i * 1.7) * 4);
    y.push_back(std::cos(i * 0.3) * 3);
  }
  expect_cpu_matches_reference(R"(
red {
  a = bf16[] parameter(0)
  ai = bf16[] parameter(1)
  b = bf16[] parameter(2)
  bi = bf16[] parameter(3)
  le = pred[] compare(a, b), direction=LE
  s1 = bf16[] select(le, a, b)
  s2 = bf16[] select(le, ai, bi)
  ROOT t = (bf16[], bf16[]) tuple(s1, s2)
}
ENTRY e {
  p = bf16[4,6] parameter(0)
  q = bf16[4,6] parameter(1)
  c = bf16[] constant(inf)
  z = bf16[] constant(0)
  ROOT r = (bf16[3,5], bf16[3,5]) reduce-window(p, q, c, z), window={size=2x2}, to_apply=red
})",
                               {testing::make(DType::BF16, {4, 6}, x), testing::make(DType::BF16, {4, 6}, y)});
}

// Zero-element operands: no kernel may read them (Halide rejects a read of an
// empty buffer even where no output element needs it).
TEST(SpecialValues, EmptyOperandsAreNeverRead) {
  expect_cpu_matches_reference(R"(
ENTRY e {
  x = f32[3,4] parameter(0)
  u = f32[3,0] parameter(1)
  i = s32[] parameter(2)
  d = f32[3,4] dynamic-update-slice(x, u, i, i)
  c = f32[3,4] concatenate(u, x), dimensions={1}
  zero = f32[] constant(0)
  s = f32[3] reduce(u, zero), dimensions={1}, to_apply=add
  p = f32[3,2] pad(u, zero), padding=0_0x1_1
  ROOT t = (f32[3,4], f32[3,4], f32[3], f32[3,2]) tuple(d, c, s, p)
}
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
})",
                               {testing::make(DType::F32, {3, 4}, {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}),
                                testing::make(DType::F32, {3, 0}, {}), testing::make_int(DType::S32, {}, {1})});
}

}  // namespace
}  // namespace kiln

namespace kiln {
namespace {

// select-and-scatter (built from a picking reduce-window and a scatter) over
// windows holding NaN, infinities, signed zeros and denormals: the cpu picks
// what the reference picks.
TEST(SpecialValues, SelectAndScatterPicksAsTheReferenceDoes) {
  const double kDenormal = 1e-40;
  expect_cpu_matches_reference(R"(
ge {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = pred[] compare(a, b), direction=GE
}
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY e {
  x = f32[4,6] parameter(0)
  s = f32[2,3] parameter(1)
  z = f32[] constant(0)
  ROOT r = f32[4,6] select-and-scatter(x, s, z), window={size=2x2 stride=2x2}, select=ge, scatter=add
})",
                               {testing::make(DType::F32, {4, 6}, {kNan, 1, -0.0, 0.0, kInf, kInf,  //
                                                                   2, 3, 0.0, -0.0, -kInf, 5,         //
                                                                   kDenormal, -kDenormal, 1, kNan, -kInf, -kInf,
                                                                   0, 0, kNan, kNan, -kInf, -kInf}),
                                testing::make(DType::F32, {2, 3}, {10, 20, 30, 40, 50, 60})});
}

}  // namespace
}  // namespace kiln

namespace kiln {
namespace {

// Complex arithmetic (StableHLO's complex values, lowered to pairs of real
// arrays) on NaN, infinities, signed zeros and denormals: the cpu computes
// what the reference computes from the same lowered ops.
TEST(SpecialValues, ComplexPairsOnSpecialValues) {
  const std::string program = R"(func.func @main(%x: tensor<8xcomplex<f32>>, %y: tensor<8xcomplex<f32>>) -> (tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xf32>, tensor<8xi1>) {
  %m = stablehlo.multiply %x, %y : tensor<8xcomplex<f32>>
  %d = stablehlo.divide %x, %y : tensor<8xcomplex<f32>>
  %s = stablehlo.sqrt %x : tensor<8xcomplex<f32>>
  %a = stablehlo.abs %y : (tensor<8xcomplex<f32>>) -> tensor<8xf32>
  %e = stablehlo.compare  EQ, %x, %y,  FLOAT : (tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>) -> tensor<8xi1>
  return %m, %d, %s, %a, %e : tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xf32>, tensor<8xi1>
})";
  const double kDenormal = 1e-40;
  const std::vector<Literal> args = {
      testing::make(DType::F32, {8, 2}, {kNan, 1, kInf, -kInf, -0.0, 0.0, kDenormal, -kDenormal, 3, -4, -1, 0, 0, -0.0, 2, kNan}),
      testing::make(DType::F32, {8, 2}, {1, 2, 0.0, -0.0, kInf, 1, -kDenormal, 0, 3, -4, 0, 0, 1e30, 1e30, -kInf, 2})};
  auto reference = import_stablehlo_text(program, "special.mlir");
  auto compiled = import_stablehlo_text(program, "special.mlir");
  const std::vector<Literal> want = evaluate(*reference[0]->entry(), args);
  const std::vector<Literal> got = compile_module_for_cpu(*compiled[0])->run_literals(args);
  ASSERT_EQ(got.size(), want.size());
  for (size_t i = 0; i < got.size(); ++i) EXPECT_TRUE(testing::identical(got[i], want[i])) << "output " << i;
}

}  // namespace
}  // namespace kiln
