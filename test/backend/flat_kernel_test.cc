// Size-generic flat kernels (fusion/flat_kernel.h): which kernels are flat,
// that one compile serves every size, and that a flat kernel computes what
// the reference does on sizes with tails, in a non-default layout and with
// special values (NaN, infinities, signed zeros, denormals, values that round
// to bf16's largest finite number and past it).
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <string>

#include "driver/compile.h"
#include "fusion/flat_kernel.h"
#include "fusion/kernel_plan.h"
#include "reference/evaluator.h"
#include "test_util.h"

namespace kiln {
namespace {

std::optional<FlatKernel> flat_of(const std::string& hlo, size_t kernel = 0) {
  const auto m = testing::parse(hlo);
  const KernelPlan plan = plan_kernels(*m->entry());
  EXPECT_LT(kernel, plan.kernels.size());
  return as_flat_kernel(plan.kernels.at(kernel));
}

TEST(FlatKernel, ConvertsThroughABitcastAreFlatAndDeclaredOneDimensional) {
  const auto flat = flat_of(R"(
ENTRY e {
  w = f32[1,1,256,257] parameter(0)
  b = bf16[1,1,256,257] convert(w)
  r = bf16[256,257] bitcast(b)
  ROOT f = f32[256,257] convert(r)
})");
  ASSERT_TRUE(flat.has_value());
  ASSERT_EQ(flat->kernel.inputs.size(), 1u);
  EXPECT_EQ(flat->kernel.inputs[0].type(), TensorType(DType::F32, {kFlatElements}));
  EXPECT_EQ(flat->input_views, std::vector<Dims>{Dims{256 * 257}});
  ASSERT_EQ(flat->kernel.outputs.size(), 1u);
  EXPECT_EQ(flat->kernel.outputs[0].type(), TensorType(DType::F32, {kFlatElements}));
  EXPECT_EQ(flat->output_views, std::vector<Dims>{Dims{256 * 257}});
}

TEST(FlatKernel, ScalarsAndTheirBroadcastsStayScalars) {
  const auto flat = flat_of(R"(
ENTRY e {
  x = f32[300,300] parameter(0)
  lo = f32[] parameter(1)
  zero = f32[] constant(0)
  z = f32[300,300] broadcast(zero), dimensions={}
  m = f32[300,300] maximum(x, z)
  ROOT c = f32[300,300] clamp(lo, m, x)
})");
  ASSERT_TRUE(flat.has_value());
  for (const Value& v : flat->kernel.inputs) {
    EXPECT_TRUE(v.type().rank() == 0 || v.type() == TensorType(DType::F32, {kFlatElements})) << v.type().to_string();
  }
}

// A batch norm's epilogue on channels-last activations: per-channel vectors
// broadcast along the innermost dimension make a kernel of rows.
TEST(FlatKernel, ChannelVectorsAlongTheInnermostDimensionMakeRows) {
  const auto flat = flat_of(R"(
ENTRY e {
  x = bf16[2,16,16,300]{3,2,1,0} parameter(0)
  scale = f32[300] parameter(1)
  shift = f32[300] parameter(2)
  xf = f32[2,16,16,300]{3,2,1,0} convert(x)
  s2 = f32[300] multiply(scale, scale)
  sb = f32[2,16,16,300]{3,2,1,0} broadcast(s2), dimensions={3}
  hb = f32[2,16,16,300]{3,2,1,0} broadcast(shift), dimensions={3}
  m = f32[2,16,16,300]{3,2,1,0} multiply(xf, sb)
  ROOT a = f32[2,16,16,300]{3,2,1,0} add(m, hb)
})");
  ASSERT_TRUE(flat.has_value());
  ASSERT_EQ(flat->kernel.inputs.size(), 3u);
  for (size_t i = 0; i < 3; ++i) {
    const TensorType& t = flat->kernel.inputs[i].type();
    if (t.dtype == DType::BF16) {  // the activations, as rows
      EXPECT_EQ(t, TensorType(DType::BF16, {kFlatRows, kFlatRowLength}));
      EXPECT_EQ(flat->input_views[i], Dims({512, 300}));
    } else {  // a channel vector, as one row
      EXPECT_EQ(t, TensorType(DType::F32, {kFlatRowLength}));
      EXPECT_EQ(flat->input_views[i], Dims{300});
    }
  }
  EXPECT_EQ(flat->output_views, std::vector<Dims>{Dims({512, 300})});
}

TEST(FlatKernel, AVectorAlongAnOuterDimensionOrATransposeOrASmallKernelIsNot) {
  EXPECT_FALSE(flat_of(R"(
ENTRY e {
  x = f32[300,300] parameter(0)
  b = f32[300] parameter(1)
  bb = f32[300,300] broadcast(b), dimensions={0}
  ROOT a = f32[300,300] add(x, bb)
})").has_value());
  EXPECT_FALSE(flat_of(R"(
ENTRY e {
  x = f32[2,300,300]{2,1,0} parameter(0)
  y = f32[600,300]{1,0} parameter(1)
  b = f32[300] parameter(2)
  bb = f32[600,300]{1,0} broadcast(b), dimensions={1}
  xr = f32[300,600]{1,0} bitcast(x)
  yb = f32[600,300]{1,0} add(y, bb)
  ROOT t = (f32[300,600]{1,0}, f32[600,300]{1,0}) tuple(xr, yb)
})").has_value());  // rows of 600 and of 300
  EXPECT_FALSE(flat_of(R"(
ENTRY e {
  x = f32[300,300]{1,0} parameter(0)
  y = f32[300,300]{0,1} parameter(1)
  ROOT a = f32[300,300]{1,0} add(x, y)
})").has_value());
  // Data movement other than a bitcast: a copy into another layout, a
  // reshape through a transpose.
  EXPECT_FALSE(flat_of(R"(
ENTRY e {
  x = f32[64,300]{1,0} parameter(0)
  c = bf16[64,300]{1,0} convert(x)
  ROOT y = bf16[64,300]{0,1} copy(c)
})").has_value());
  EXPECT_FALSE(flat_of(R"(
ENTRY e {
  x = f32[64,300] parameter(0)
  c = bf16[64,300] convert(x)
  ROOT t = bf16[300,64] transpose(c), dimensions={1,0}
})").has_value());
  EXPECT_FALSE(flat_of(R"(
ENTRY e {
  x = f32[31,33] parameter(0)
  ROOT e = f32[31,33] exponential(x)
})").has_value());
}

// Values for f32 inputs: seeded randoms with special values at every 7th
// element.
Literal with_special_values(const TensorType& type, uint64_t seed) {
  const Literal random = random_literal(type, seed);
  const double inf = std::numeric_limits<double>::infinity();
  const double specials[] = {std::nan(""), inf, -inf, 0.0, -0.0, 1e-40, -1e-40, 3.3961e38, 3.4e38, -3.39e38, 65504.0, 1.0 + 1.0 / 256};
  const size_t kinds = sizeof(specials) / sizeof(specials[0]);
  Literal values(type.dtype, type.dims);
  for (int64_t i = 0; i < values.num_elements(); ++i) {
    values.set_double(i, i % 7 == 0 ? specials[static_cast<size_t>(i / 7) % kinds] : random.get_double(i) * 1e3);
  }
  return values;
}

// Compiles `hlo` (its flat kernels of one structure) once, with the other
// kernels of that structure memory-cache hits, and checks every output
// against the reference bit for bit.
void expect_one_compile_and_the_reference(const std::string& hlo, uint64_t seed, size_t expected_hits) {
  const auto m = testing::parse(hlo);
  std::vector<Literal> args;
  for (const Node* p : m->entry()->parameters()) args.push_back(with_special_values(p->type(), seed + args.size()));
  const std::vector<Literal> want = evaluate(*m->entry(), args);
  CompileOptions options;
  options.log_compiles = true;
  options.cache.enabled = false;
  ::testing::internal::CaptureStderr();
  const auto compiled = testing::parse(hlo);
  const std::vector<Literal> got = compile_module_for_cpu(*compiled, options)->run_literals(args);
  const std::string log = ::testing::internal::GetCapturedStderr();
  size_t compiles = 0, hits = 0;
  for (size_t at = log.find("compile kernel="); at != std::string::npos; at = log.find("compile kernel=", at + 1)) ++compiles;
  for (size_t at = log.find("cache-hit kernel="); at != std::string::npos; at = log.find("cache-hit kernel=", at + 1)) ++hits;
  EXPECT_EQ(compiles, 1u) << log;
  EXPECT_EQ(hits, expected_hits) << log;
  ASSERT_EQ(got.size(), want.size());
  for (size_t i = 0; i < got.size(); ++i) EXPECT_TRUE(testing::identical(got[i], want[i])) << "output " << i << ", seed " << seed;
}

// Two kernels of one structure and different sizes (neither a multiple of
// the parallel chunk), the second in a column-major layout: one compile, and
// both match the reference bit for bit (rounding to bf16 and a product are
// exact in both).
TEST(FlatKernel, OneCompileServesEverySizeAndLayout) {
  const std::string hlo = R"(
ENTRY e {
  x = f32[256,257]{1,0} parameter(0)
  y = f32[1001,77]{0,1} parameter(1)
  bx = bf16[256,257]{1,0} convert(x)
  fx = f32[256,257]{1,0} convert(bx)
  ex = f32[256,257]{1,0} multiply(fx, x)
  by = bf16[1001,77]{0,1} convert(y)
  fy = f32[1001,77]{0,1} convert(by)
  ey = f32[1001,77]{0,1} multiply(fy, y)
  ROOT t = (f32[256,257]{1,0}, f32[1001,77]{0,1}) tuple(ex, ey)
})";
  expect_one_compile_and_the_reference(hlo, 17, 1);
}

// Two convolution weights converted to bf16 and reshaped into their GEMM
// matrices (a 1x1 and a 3x3 kernel, as ResNet-50's `kernel_matrix` kernels):
// data-movement kernels whose only movement is a bitcast, one compile for
// both, bit for bit (special values included).
TEST(FlatKernel, OneCompileServesEveryWeightMatrix) {
  const std::string hlo = R"(
ENTRY e {
  w = f32[1,1,256,300] parameter(0)
  v = f32[3,3,64,129] parameter(1)
  u = f32[7,7,3,64] parameter(2)
  s = f32[1,1,32,33] parameter(3)
  cw = bf16[1,1,256,300] convert(w)
  kw = bf16[256,300] bitcast(cw)
  cv = bf16[3,3,64,129] convert(v)
  kv = bf16[576,129] bitcast(cv)
  cu = bf16[7,7,3,64] convert(u)
  ku = bf16[147,64] bitcast(cu)
  cs = bf16[1,1,32,33] convert(s)
  ks = bf16[32,33] bitcast(cs)
  ROOT t = (bf16[256,300], bf16[576,129], bf16[147,64], bf16[32,33]) tuple(kw, kv, ku, ks)
})";
  expect_one_compile_and_the_reference(hlo, 23, 3);
}

// Two batch-norm epilogues (scale, shift, residual, relu, rounded to bf16) on
// activations of different row counts and channel counts (48 and 300, not
// multiples of a vector), one shift broadcast through [1,1,1,C] as Flax
// writes it: one compile, both bit for bit.
TEST(FlatKernel, OneCompileServesEveryRowCountAndRowLength) {
  const std::string hlo = R"(
ENTRY e {
  x = bf16[2,37,29,48]{3,2,1,0} parameter(0)
  r = bf16[2,37,29,48]{3,2,1,0} parameter(1)
  s = f32[48] parameter(2)
  h = f32[48] parameter(3)
  y = bf16[3,17,13,300]{3,2,1,0} parameter(4)
  q = bf16[3,17,13,300]{3,2,1,0} parameter(5)
  t = f32[300] parameter(6)
  u = f32[300] parameter(7)
  zero = f32[] constant(0)
  zero_y = f32[] constant(0)
  xf = f32[2,37,29,48]{3,2,1,0} convert(x)
  rf = f32[2,37,29,48]{3,2,1,0} convert(r)
  sb = f32[2,37,29,48]{3,2,1,0} broadcast(s), dimensions={3}
  h4 = f32[1,1,1,48]{3,2,1,0} broadcast(h), dimensions={3}
  h1 = f32[48]{0} bitcast(h4)
  hb = f32[2,37,29,48]{3,2,1,0} broadcast(h1), dimensions={3}
  zx = f32[2,37,29,48]{3,2,1,0} broadcast(zero), dimensions={}
  xm = f32[2,37,29,48]{3,2,1,0} multiply(xf, sb)
  xa = f32[2,37,29,48]{3,2,1,0} add(xm, hb)
  xr = f32[2,37,29,48]{3,2,1,0} add(xa, rf)
  xo = f32[2,37,29,48]{3,2,1,0} maximum(xr, zx)
  ox = bf16[2,37,29,48]{3,2,1,0} convert(xo)
  yf = f32[3,17,13,300]{3,2,1,0} convert(y)
  qf = f32[3,17,13,300]{3,2,1,0} convert(q)
  tb = f32[3,17,13,300]{3,2,1,0} broadcast(t), dimensions={3}
  u4 = f32[1,1,1,300]{3,2,1,0} broadcast(u), dimensions={3}
  u1 = f32[300]{0} bitcast(u4)
  ub = f32[3,17,13,300]{3,2,1,0} broadcast(u1), dimensions={3}
  zy = f32[3,17,13,300]{3,2,1,0} broadcast(zero_y), dimensions={}
  ym = f32[3,17,13,300]{3,2,1,0} multiply(yf, tb)
  ya = f32[3,17,13,300]{3,2,1,0} add(ym, ub)
  yr = f32[3,17,13,300]{3,2,1,0} add(ya, qf)
  yo = f32[3,17,13,300]{3,2,1,0} maximum(yr, zy)
  oy = bf16[3,17,13,300]{3,2,1,0} convert(yo)
  ROOT o = (bf16[2,37,29,48]{3,2,1,0}, bf16[3,17,13,300]{3,2,1,0}) tuple(ox, oy)
})";
  expect_one_compile_and_the_reference(hlo, 23, 1);
}

// A batch norm's epilogue that reshapes its activations (a bitcast) before
// the row-vector scale, past the placeholder's 8,192 rows: every row is its
// own (lowered as a bitcast through the placeholder sizes, row r would have
// read row r modulo 8,192).
TEST(FlatKernel, ABitcastInAKernelOfRowsKeepsEveryRow) {
  const std::string hlo = R"(
ENTRY e {
  x = bf16[16384,64]{1,0} parameter(0)
  s = f32[64] parameter(1)
  xr = bf16[16,32,32,64]{3,2,1,0} bitcast(x)
  xf = f32[16,32,32,64]{3,2,1,0} convert(xr)
  sb = f32[16,32,32,64]{3,2,1,0} broadcast(s), dimensions={3}
  ROOT m = f32[16,32,32,64]{3,2,1,0} multiply(xf, sb)
})";
  ASSERT_TRUE(flat_of(hlo).has_value());
  expect_one_compile_and_the_reference(hlo, 29, 0);
}

// 64-bit integers and rows shorter than kFlatMinRowLength keep their own
// compile (flat_kernel.h).
TEST(FlatKernel, SixtyFourBitIntegersAndShortRowsAreNot) {
  EXPECT_FALSE(flat_of(R"(
ENTRY e {
  x = s64[300,300] parameter(0)
  ROOT n = s64[300,300] negate(x)
})").has_value());
  EXPECT_FALSE(flat_of(R"(
ENTRY e {
  x = f32[100000,3] parameter(0)
  b = f32[3] parameter(1)
  bb = f32[100000,3] broadcast(b), dimensions={1}
  ROOT a = f32[100000,3] add(x, bb)
})").has_value());
}

}  // namespace
}  // namespace kiln
