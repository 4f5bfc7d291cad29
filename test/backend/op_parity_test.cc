// Per-op randomized parity of the CPU backend with the reference evaluator:
// random shapes (size-1 and odd sizes), random physical layouts, random values
// with the edge cases each op defines. Each op runs alone and inside a fused
// chain (identity producers and consumers that land in the same kernel).
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>

#include "driver/compile.h"
#include "fusion/direct_convolution.h"
#include "fusion/kernel_plan.h"
#include "passes/pipeline.h"
#include "schedule/cpu_rules.h"
#include "reference/evaluator.h"
#include "test_util.h"

namespace kiln {
namespace {

enum class Values { Any, Positive, Finite, Small, ShiftAmounts, Divisors, Exponents, Indices };

struct Shape {
  Dims dims, layout;
};

class OpParity : public ::testing::Test {
 protected:
  std::mt19937_64 rng_{static_cast<uint64_t>(std::hash<std::string>{}(
      ::testing::UnitTest::GetInstance()->current_test_info()->name()))};

  Shape random_shape(int min_rank = 1, int max_rank = 3) {
    static const int64_t sizes[] = {1, 2, 3, 5, 8, 13, 17};
    Shape s;
    const int rank = min_rank + static_cast<int>(rng_() % static_cast<uint64_t>(max_rank - min_rank + 1));
    for (int i = 0; i < rank; ++i) s.dims.push_back(sizes[rng_() % std::size(sizes)]);
    s.layout = random_layout(rank);
    return s;
  }
  Dims random_layout(int64_t rank) {
    Dims l = default_minor_to_major(rank);
    std::shuffle(l.begin(), l.end(), rng_);
    return l;
  }
  static std::string type_text(DType d, const Dims& dims, const Dims& layout) {
    return TensorType(d, dims, layout).to_string();
  }

  Literal values(DType d, const Dims& dims, Values kind) {
    Literal lit(d, dims);
    std::uniform_real_distribution<double> real(-3, 3);
    const int bits = dtype_bits(d);
    for (int64_t i = 0; i < lit.num_elements(); ++i) {
      const uint64_t pick = rng_() % 10;
      if (is_float(d)) {
        double v = real(rng_);
        switch (kind) {
          case Values::Positive: v = std::exp(real(rng_)); break;
          case Values::Small: v = real(rng_) / 3; break;
          case Values::Exponents: v = pick < 6 ? std::round(v) : v; break;
          case Values::Any: {
            // Denormal in f32 (and flushed to zero or denormal in narrower types).
            static const double specials[] = {0.0, -0.0, 1.0, -1.0, INFINITY, -INFINITY, NAN, 0.5, -2.5, 1e-40, -3e-39};
            if (pick < 3) v = specials[rng_() % std::size(specials)];
            break;
          }
          default: break;
        }
        lit.set_double(i, v);
      } else if (d == DType::Pred) {
        lit.set_bits(i, rng_() & 1);
      } else {
        uint64_t v = rng_();
        if (kind == Values::ShiftAmounts) {
          v = static_cast<uint64_t>(static_cast<int64_t>(rng_() % static_cast<uint64_t>(bits + 5)) - 2);
        } else if (kind == Values::Exponents) {
          v = static_cast<uint64_t>(static_cast<int64_t>(rng_() % 9) - (is_signed_int(d) ? 2 : 0));
        } else if (kind == Values::Divisors && pick < 4) {
          static const int64_t edge[] = {0, -1, 1, 2};
          v = static_cast<uint64_t>(edge[pick]);
        } else if (kind == Values::Indices) {
          v = static_cast<uint64_t>(static_cast<int64_t>(rng_() % 12) - 2);
        } else if (pick < 2) {
          v = pick == 0 ? (uint64_t{1} << (bits - 1)) : 0;  // INT_MIN-like, zero
        }
        lit.set_bits(i, v);
      }
    }
    return lit;
  }

  // Imports `hlo`, runs it on the reference and the CPU, compares every output
  // (tolerance 0: exactly, the sign of zero included, any NaN for a NaN).
  void check(const std::string& hlo, const std::vector<Values>& kinds, double tolerance = 1e-5, int threads = 0) {
    SCOPED_TRACE(hlo);
    const auto module = testing::parse(hlo);
    const Graph& entry = *module->entry();
    std::vector<Literal> args;
    for (size_t i = 0; i < entry.parameters().size(); ++i) {
      const TensorType& t = entry.parameters()[i]->type();
      args.push_back(values(t.dtype, t.dims, i < kinds.size() ? kinds[i] : Values::Any));
    }
    const std::vector<Literal> want = evaluate(entry, args);
    const auto compiled_module = testing::parse(hlo);  // the pass pipeline rewrites its own copy
    CompileOptions options;
    options.threads = threads;  // 0: every core
    const std::vector<Literal> got = compile_module_for_cpu(*compiled_module, options)->run_literals(args);
    ASSERT_EQ(got.size(), want.size());
    for (size_t i = 0; i < got.size(); ++i) {
      EXPECT_TRUE(tolerance > 0 ? testing::close_to_reference(got[i], want[i], testing::tolerance_for(want[i].dtype(), tolerance))
                                : testing::identical(got[i], want[i]))
          << "output " << i;
    }
  }

  // An elementwise op alone, and between identity ops that fuse into one kernel.
  void check_elementwise(const std::string& op, DType in, DType out, int arity, const std::vector<Values>& kinds,
                         const std::string& attrs = "", double tolerance = 1e-5) {
    const Shape s = random_shape();
    const Dims out_layout = random_layout(static_cast<int64_t>(s.dims.size()));
    std::string body, operands, chained;
    for (int i = 0; i < arity; ++i) {
      body += fmt::format("  p{} = {} parameter({})\n", i, type_text(in, s.dims, random_layout(static_cast<int64_t>(s.dims.size()))), i);
      body += fmt::format("  q{} = {} maximum(p{}, p{})\n", i, TensorType(in, s.dims).to_string(false), i, i);
      operands += fmt::format("{}p{}", i ? ", " : "", i);
      chained += fmt::format("{}q{}", i ? ", " : "", i);
    }
    const std::string out_type = type_text(out, s.dims, out_layout);
    const std::string extra = attrs.empty() ? "" : ", " + attrs;
    const std::string hlo = fmt::format(
        "HloModule op\nENTRY e {{\n{}  alone = {} {}({}){}\n  inner = {} {}({}){}\n  chain = {} maximum(inner, inner)\n"
        "  ROOT t = ({}, {}) tuple(alone, chain)\n}}\n",
        body, out_type, op, operands, extra, TensorType(out, s.dims).to_string(false), op, chained, extra, out_type, out_type, out_type);
    check(hlo, kinds, tolerance);
  }
};

// --- elementwise, float ---
TEST_F(OpParity, FloatUnaryOps) {
  const std::vector<std::pair<std::string, Values>> ops = {
      {"abs", Values::Any}, {"negate", Values::Any}, {"exponential", Values::Finite}, {"exponential-minus-one", Values::Small},
      {"log", Values::Positive}, {"log-plus-one", Values::Positive}, {"logistic", Values::Finite}, {"tanh", Values::Finite},
      {"sqrt", Values::Positive}, {"rsqrt", Values::Positive}, {"cbrt", Values::Finite}, {"sine", Values::Finite},
      {"cosine", Values::Finite}, {"tan", Values::Small}, {"erf", Values::Finite}, {"sign", Values::Any},
      {"floor", Values::Any}, {"ceil", Values::Any}, {"round-nearest-afz", Values::Any}, {"round-nearest-even", Values::Any}};
  for (const auto& [op, kind] : ops) {
    for (DType d : {DType::F32, DType::F64}) check_elementwise(op, d, d, 1, {kind});
  }
  check_elementwise("is-finite", DType::F32, DType::Pred, 1, {Values::Any});
  check_elementwise("reduce-precision", DType::F32, DType::F32, 1, {Values::Any}, "exponent_bits=5, mantissa_bits=10", 0);
  check_elementwise("reduce-precision", DType::F64, DType::F64, 1, {Values::Any}, "exponent_bits=8, mantissa_bits=7", 0);
  check_elementwise("reduce-precision", DType::F16, DType::F16, 1, {Values::Any}, "exponent_bits=4, mantissa_bits=3", 0);
}

TEST_F(OpParity, FloatUnaryOpsOnInfinitiesNanAndZeros) {
  for (const char* op : {"abs", "negate", "exponential", "exponential-minus-one", "log", "log-plus-one", "logistic", "tanh",
                         "sqrt", "rsqrt", "cbrt", "sine", "cosine", "tan", "erf", "sign", "floor", "ceil",
                         "round-nearest-afz", "round-nearest-even"}) {
    check_elementwise(op, DType::F32, DType::F32, 1, {Values::Any});
  }
}

TEST_F(OpParity, NarrowFloatUnaryOps) {
  for (DType d : {DType::F16, DType::BF16}) {
    for (const char* op : {"exponential", "tanh", "negate", "floor", "logistic"}) check_elementwise(op, d, d, 1, {Values::Finite});
  }
}

TEST_F(OpParity, FloatBinaryOps) {
  for (DType d : {DType::F32, DType::F64, DType::F16}) {
    for (const char* op : {"add", "subtract", "multiply", "divide", "maximum", "minimum"}) {
      check_elementwise(op, d, d, 2, {Values::Any, Values::Any});
    }
    check_elementwise("remainder", d, d, 2, {Values::Finite, Values::Finite});
    check_elementwise("atan2", d, d, 2, {Values::Finite, Values::Finite});
    check_elementwise("power", d, d, 2, {Values::Finite, Values::Exponents}, "", 1e-5);
  }
}

// bf16 arithmetic runs in f32 and rounds back through the bit-level
// conversions the GPU target needs too (scalar_lowering.cc): special values
// included, exactly as the reference.
TEST_F(OpParity, Bf16BinaryOpsOnSpecialValues) {
  for (const char* op : {"add", "subtract", "multiply", "divide", "maximum", "minimum"}) {
    check_elementwise(op, DType::BF16, DType::BF16, 2, {Values::Any, Values::Any}, "", 0);
  }
  check_elementwise("convert", DType::BF16, DType::F16, 1, {Values::Any}, "", 0);
  check_elementwise("convert", DType::F64, DType::BF16, 1, {Values::Any}, "", 0);
  check_elementwise("convert", DType::BF16, DType::S32, 1, {Values::Any}, "", 0);
}

TEST_F(OpParity, FloatCompareSelectClamp) {
  for (const char* dir : {"EQ", "NE", "LT", "LE", "GT", "GE"}) {
    check_elementwise("compare", DType::F32, DType::Pred, 2, {Values::Any, Values::Any}, fmt::format("direction={}", dir));
    check_elementwise("compare", DType::F32, DType::Pred, 2, {Values::Any, Values::Any}, fmt::format("direction={}, type=TOTALORDER", dir));
  }
  const Shape s = random_shape();
  const std::string t = type_text(DType::F32, s.dims, s.layout), p = type_text(DType::Pred, s.dims, random_layout(static_cast<int64_t>(s.dims.size())));
  check(fmt::format("ENTRY e {{\n  c = {} parameter(0)\n  a = {} parameter(1)\n  b = {} parameter(2)\n  lo = f32[] parameter(3)\n"
                    "  hi = f32[] parameter(4)\n  s = {} select(c, a, b)\n  k = {} clamp(lo, s, hi)\n  ROOT o = ({}, {}) tuple(s, k)\n}}\n",
                    p, t, t, t, t, t, t),
        {Values::Any, Values::Any, Values::Any, Values::Small, Values::Positive});
}

TEST_F(OpParity, NanIsUnequalToEverythingInEveryLayout) {
  // Halide emits float != as an ordered compare in some loop shapes (here: input
  // and output in the same column-major order), which made NaN != 0 false.
  const std::string hlo = R"(
ENTRY e {
  x = f32[17,17,3]{0,2,1} parameter(0)
  z = f32[] constant(0)
  zs = f32[17,17,3]{0,2,1} broadcast(z), dimensions={}
  b = pred[17,17,3]{0,2,1} convert(x)
  ne = pred[17,17,3]{0,2,1} compare(x, zs), direction=NE
  ROOT o = (pred[17,17,3]{0,2,1}, pred[17,17,3]{0,2,1}) tuple(b, ne)
})";
  Literal x(DType::F32, {17, 17, 3});
  for (int64_t i = 0; i < x.num_elements(); ++i) x.set_double(i, i % 3 == 0 ? NAN : i % 3 == 1 ? 0.0 : 1.5);
  auto module = testing::parse(hlo);
  const auto got = compile_module_for_cpu(*module)->run_literals({x});
  for (int64_t i = 0; i < x.num_elements(); ++i) {
    ASSERT_EQ(got[0].get_bits(i), i % 3 != 1 ? 1u : 0u) << "convert at " << i;
    ASSERT_EQ(got[1].get_bits(i), i % 3 != 1 ? 1u : 0u) << "compare at " << i;
  }
}

// --- elementwise, integer and pred ---
TEST_F(OpParity, IntegerArithmeticWithEdgeCases) {
  for (DType d : {DType::S8, DType::S32, DType::S64, DType::U8, DType::U32}) {
    for (const char* op : {"add", "subtract", "multiply", "maximum", "minimum", "and", "or", "xor"}) {
      check_elementwise(op, d, d, 2, {Values::Any, Values::Any});
    }
    check_elementwise("divide", d, d, 2, {Values::Any, Values::Divisors});
    check_elementwise("remainder", d, d, 2, {Values::Any, Values::Divisors});
    check_elementwise("power", d, d, 2, {Values::Any, Values::Exponents});
    for (const char* op : {"shift-left", "shift-right-arithmetic", "shift-right-logical"}) {
      check_elementwise(op, d, d, 2, {Values::Any, Values::ShiftAmounts});
    }
    for (const char* op : {"negate", "abs", "sign", "not", "popcnt", "clz"}) check_elementwise(op, d, d, 1, {Values::Any});
    check_elementwise("compare", d, DType::Pred, 2, {Values::Any, Values::Any}, "direction=LT");
    check_elementwise("compare", d, DType::Pred, 2, {Values::Any, Values::Any}, "direction=GE, type=UNSIGNED");
  }
  for (const char* op : {"and", "or", "xor"}) check_elementwise(op, DType::Pred, DType::Pred, 2, {});
  check_elementwise("not", DType::Pred, DType::Pred, 1, {});
}

TEST_F(OpParity, Converts) {
  const std::vector<std::pair<DType, DType>> pairs = {
      {DType::F32, DType::S8},  {DType::F32, DType::U8},  {DType::F32, DType::S32}, {DType::F32, DType::U32},
      {DType::F32, DType::S64}, {DType::F32, DType::F16}, {DType::F32, DType::BF16}, {DType::F32, DType::F64},
      {DType::F32, DType::Pred}, {DType::F64, DType::F32}, {DType::F64, DType::S32}, {DType::S32, DType::F32},
      {DType::S32, DType::F16}, {DType::S32, DType::S8},  {DType::S32, DType::U8},  {DType::S32, DType::Pred},
      {DType::Pred, DType::F32}, {DType::Pred, DType::S32}, {DType::F16, DType::F32}, {DType::BF16, DType::F32},
      {DType::U64, DType::F32}, {DType::S64, DType::F64}, {DType::U8, DType::S32}};
  for (const auto& [from, to] : pairs) check_elementwise("convert", from, to, 1, {Values::Any}, "", 0);
  for (const auto& [from, to] : std::vector<std::pair<DType, DType>>{{DType::F32, DType::S32}, {DType::S32, DType::F32}, {DType::F16, DType::U16}}) {
    check_elementwise("bitcast-convert", from, to, 1, {Values::Any}, "", 0);
  }
}

// --- data movement ---
TEST_F(OpParity, BroadcastTransposeReshapeReverseSlice) {
  for (int round = 0; round < 3; ++round) {
    const Shape s = random_shape(2, 3);
    const int64_t r = static_cast<int64_t>(s.dims.size());
    Dims perm = default_minor_to_major(r);
    std::shuffle(perm.begin(), perm.end(), rng_);
    Dims tdims;
    for (int64_t p : perm) tdims.push_back(s.dims[static_cast<size_t>(p)]);
    Dims bdims = s.dims;
    bdims.insert(bdims.begin() + 1, 4);
    Dims bmap;
    for (int64_t i = 0; i < r; ++i) bmap.push_back(i == 0 ? 0 : i + 1);
    int64_t n = 1;
    for (int64_t d : s.dims) n *= d;
    std::vector<std::string> ranges;
    Dims sdims;
    for (int64_t d : s.dims) {
      const int64_t start = static_cast<int64_t>(rng_() % static_cast<uint64_t>(d)), stride = 1 + static_cast<int64_t>(rng_() % 2);
      ranges.push_back(fmt::format("[{}:{}:{}]", start, d, stride));
      sdims.push_back((d - start + stride - 1) / stride);
    }
    const std::string in = type_text(DType::F32, s.dims, s.layout);
    check(fmt::format(
              "ENTRY e {{\n  x = {} parameter(0)\n  t = {} transpose(x), dimensions={{{}}}\n  b = {} broadcast(x), dimensions={{{}}}\n"
              "  r = {} reshape(x)\n  v = {} reverse(x), dimensions={{0,{}}}\n  s = {} slice(x), slice={{{}}}\n"
              "  e = {} exponential(t)\n  ROOT o = ({}, {}, {}, {}, {}, {}) tuple(t, b, r, v, s, e)\n}}\n",
              in, type_text(DType::F32, tdims, random_layout(r)), fmt::join(perm, ","), type_text(DType::F32, bdims, random_layout(r + 1)),
              fmt::join(bmap, ","), type_text(DType::F32, {n}, {0}), type_text(DType::F32, s.dims, random_layout(r)), r - 1,
              type_text(DType::F32, sdims, random_layout(r)), fmt::join(ranges, ", "), TensorType(DType::F32, tdims).to_string(false),
              TensorType(DType::F32, tdims).to_string(false), TensorType(DType::F32, bdims).to_string(false),
              TensorType(DType::F32, {n}).to_string(false), TensorType(DType::F32, s.dims).to_string(false),
              TensorType(DType::F32, sdims).to_string(false), TensorType(DType::F32, tdims).to_string(false)),
          {Values::Any});
  }
}

TEST_F(OpParity, TiledTransposeWithSeveralOutputsAndRaggedTiles) {
  // Big enough for the tiled, input-staged transpose schedule; 45 and 70 are not
  // multiples of the tile, so the guarded tails run too.
  check(R"(
ENTRY e {
  x = f32[3,45,70] parameter(0)
  y = f32[3,70,45] transpose(x), dimensions={0,2,1}
  two = f32[] constant(2)
  two_b = f32[3,70,45] broadcast(two), dimensions={}
  a = f32[3,70,45] multiply(y, two_b)
  c = f32[3,70,45] exponential(y)
  ROOT o = (f32[3,70,45], f32[3,70,45]) tuple(a, c)
})",
        {Values::Finite});
  // Outputs past the streaming size (32 MiB): the streamed walk (along the
  // input's rows on Intel and with AVX2, there in tile rows of four lines,
  // its input rows being short; along the output's rows on AMD with
  // AVX-512); 4230 and 130 are not multiples of the tiles.
  check(R"(
ENTRY e {
  x = f32[16,4230,130] parameter(0)
  y = f32[16,130,4230] transpose(x), dimensions={0,2,1}
  one = f32[] constant(1)
  one_b = f32[16,130,4230] broadcast(one), dimensions={}
  b = f32[16,130,4230] add(y, one_b)
  c = f32[16,130,4230] exponential(y)
  ROOT o = (f32[16,130,4230], f32[16,130,4230]) tuple(b, c)
})",
        {Values::Finite});
  // The streamed walk moves special values where they belong: NaN,
  // infinities, signed zeros and denormals through exact ops, compared
  // exactly (any NaN for a NaN).
  check(R"(
ENTRY e {
  x = f32[16,4230,130] parameter(0)
  y = f32[16,130,4230] transpose(x), dimensions={0,2,1}
  n = f32[16,130,4230] negate(y)
  a = f32[16,130,4230] abs(y)
  ROOT o = (f32[16,130,4230], f32[16,130,4230]) tuple(n, a)
})",
        {Values::Any}, 0);
  check(R"(
ENTRY e {
  x = f32[70,33]{0,1} parameter(0)
  y = f32[33,70]{0,1} transpose(x), dimensions={1,0}
  ROOT n = f32[33,70]{0,1} negate(y)
})",
        {Values::Finite});
}

TEST_F(OpParity, BitcastFollowsLayouts) {
  check("ENTRY e {\n  x = f32[3,4]{0,1} parameter(0)\n  b = f32[4,3]{1,0} bitcast(x)\n  ROOT n = f32[4,3]{1,0} negate(b)\n}\n", {Values::Any});
}

TEST_F(OpParity, PadConcatenateDynamicSlices) {
  check(R"(
ENTRY e {
  x = f32[5,3]{0,1} parameter(0)
  y = f32[2,3] parameter(1)
  z = f32[] parameter(2)
  i = s32[] parameter(3)
  j = s32[] parameter(4)
  p = f32[10,4] pad(x, z), padding=2_-1_1x0_1
  c = f32[7,3]{0,1} concatenate(x, y), dimensions={0}
  d = f32[2,2] dynamic-slice(x, i, j), dynamic_slice_sizes={2,2}
  u = f32[5,3] dynamic-update-slice(x, y, i, j)
  io = s32[4,3]{0,1} iota(), iota_dimension=0
  ROOT o = (f32[10,4], f32[7,3], f32[2,2], f32[5,3], s32[4,3]) tuple(p, c, d, u, io)
})",
        {Values::Any, Values::Any, Values::Any, Values::Indices, Values::Indices});
}

// --- reductions, contractions, indexing, control flow ---
TEST_F(OpParity, ReductionsOverRandomDims) {
  for (int round = 0; round < 3; ++round) {
    const Shape s = random_shape(2, 3);
    const int64_t r = static_cast<int64_t>(s.dims.size());
    const int64_t d = static_cast<int64_t>(rng_() % static_cast<uint64_t>(r));
    Dims kept;
    for (int64_t i = 0; i < r; ++i) {
      if (i != d) kept.push_back(s.dims[static_cast<size_t>(i)]);
    }
    const std::string out = TensorType(DType::F32, kept).to_string(false);
    const std::string iout = TensorType(DType::S32, kept).to_string(false);
    check(fmt::format(R"(
add {{
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}}
max {{
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT m = f32[] maximum(a, b)
}}
argmax {{
  av = f32[] parameter(0)
  ai = s32[] parameter(1)
  bv = f32[] parameter(2)
  bi = s32[] parameter(3)
  gt = pred[] compare(bv, av), direction=GT
  v = f32[] select(gt, bv, av)
  i = s32[] select(gt, bi, ai)
  ROOT t = (f32[], s32[]) tuple(v, i)
}}
ENTRY e {{
  x = {} parameter(0)
  z = f32[] constant(0)
  ninf = f32[] constant(-inf)
  ex = {} exponential(x)
  s = {} reduce(ex, z), dimensions={{{}}}, to_apply=add
  m = {} reduce(x, ninf), dimensions={{{}}}, to_apply=max
  idx = {} iota(), iota_dimension={}
  neg = s32[] constant(-1)
  am = ({}, {}) reduce(x, idx, ninf, neg), dimensions={{{}}}, to_apply=argmax
  ROOT o = ({}, {}, {}) tuple(s, m, am)
}})",
                      type_text(DType::F32, s.dims, s.layout), TensorType(DType::F32, s.dims).to_string(false), out, d, out, d,
                      TensorType(DType::S32, s.dims).to_string(false), d, out, iout, d, out, out, fmt::format("({}, {})", out, iout)),
          {Values::Finite}, 1e-5);
  }
}

// Convolutions as GEMMs (passes/convolution_as_gemm.h) in every form the
// rewrite handles, and the forms it leaves to direct loop nests: every
// dim_labels order kind, strides, padding (negative too), window dilation and
// reversal, 1-D, bf16 with a bias + relu6 epilogue, depthwise with its epilogue
// and with a channel multiplier, feature and batch groups, base dilation.
// Reshapes whose contiguous rows divide the operand's map that coordinate
// without a division (dense vector loads); others go through the linear
// index. Both, row-major and in a permuted memory order, and with a
// concatenation after them as SSD's post-processing has.
TEST_F(OpParity, ReshapesThatSplitTheContiguousRow) {
  check(R"(
ENTRY e {
  x = f32[1,3,5,48] parameter(0)
  a = f32[1,45,16] reshape(x)
  b = f32[1,15,48] reshape(x)
  c = f32[9,80] reshape(x)
  y = f32[1,2,2,48] parameter(1)
  d = f32[1,12,16] reshape(y)
  cat = f32[1,57,16] concatenate(a, d), dimensions={1}
  z = f32[6,4,8]{0,2,1} parameter(2)
  w = f32[6,4,2,4]{0,3,2,1} bitcast(z)
  ROOT o = (f32[1,57,16], f32[1,15,48], f32[9,80], f32[6,4,2,4]) tuple(cat, b, c, w)
})",
        {Values::Any, Values::Any, Values::Any});
}

// Windows that tile the input (stride = size: a ViT's patch embedding) are
// im2col'd by one transpose: in every dim order, with rows past the last
// whole window left out, in one and two spatial dims, a window of one in a dim.
TEST_F(OpParity, ConvolutionsOnNonOverlappingPatches) {
  check(R"(
ENTRY e {
  x = f32[2,9,10,3] parameter(0)
  k = f32[4,4,3,5] parameter(1)
  vit = f32[2,2,2,5] convolution(x, k), window={size=4x4 stride=4x4}, dim_labels=b01f_01io->b01f
  xn = f32[2,3,8,8]{1,3,2,0} parameter(2)
  kn = f32[5,3,2,2] parameter(3)
  nchw = f32[2,5,4,4] convolution(xn, kn), window={size=2x2 stride=2x2 rhs_reversal=1x0}, dim_labels=bf01_oi01->bf01
  xo = f32[3,8,6,2] parameter(4)
  ko = f32[3,2,1,4] parameter(5)
  odd = f32[4,6,2,4] convolution(xo, ko), window={size=2x1 stride=2x1}, dim_labels=f01b_i01o->01bf
  x1 = f32[3,12,4] parameter(6)
  k1 = f32[3,4,6] parameter(7)
  one_d = f32[3,4,6] convolution(x1, k1), window={size=3 stride=3}, dim_labels=b0f_0io->b0f
  ROOT o = (f32[2,2,2,5], f32[2,5,4,4], f32[4,6,2,4], f32[3,4,6]) tuple(vit, nchw, odd, one_d)
})",
        {Values::Finite, Values::Finite, Values::Finite, Values::Finite, Values::Finite, Values::Finite, Values::Finite, Values::Finite},
        1e-4);
}

TEST_F(OpParity, ConvolutionForms) {
  check(R"(
ENTRY e {
  x = f32[2,5,6,8] parameter(0)
  k1 = f32[1,1,8,7] parameter(1)
  pointwise = f32[2,5,6,7] convolution(x, k1), window={size=1x1}, dim_labels=b01f_01io->b01f
  strided = f32[2,3,3,7] convolution(x, k1), window={size=1x1 stride=2x2}, dim_labels=b01f_01io->b01f
  xn = f32[2,8,5,6]{1,3,2,0} parameter(2)
  kn = f32[4,8,3,3] parameter(3)
  nchw = f32[2,4,3,3] convolution(xn, kn), window={size=3x3 stride=2x2 pad=1_1x1_1}, dim_labels=bf01_oi01->bf01
  k3 = f32[3,3,8,4] parameter(4)
  dilated = f32[2,2,5,4] convolution(x, k3), window={size=3x3 pad=-1_2x1_0 rhs_dilate=2x1 rhs_reversal=1x0}, dim_labels=b01f_01io->b01f
  xo = f32[8,5,6,2] parameter(5)
  ko = f32[8,3,2,4] parameter(6)
  odd = f32[5,3,2,4] convolution(xo, ko), window={size=3x2 pad=1_1x0_0 stride=1x2}, dim_labels=f01b_i01o->01bf
  x1 = f32[3,10,4] parameter(7)
  k1d = f32[5,4,6] parameter(8)
  one_d = f32[3,4,6] convolution(x1, k1d), window={size=5 stride=2 pad=1_1}, dim_labels=b0f_0io->b0f
  ROOT o = (f32[2,5,6,7], f32[2,3,3,7], f32[2,4,3,3], f32[2,2,5,4], f32[5,3,2,4], f32[3,4,6]) tuple(pointwise, strided, nchw, dilated, odd, one_d)
})",
        {Values::Finite, Values::Finite, Values::Finite, Values::Finite, Values::Finite, Values::Finite, Values::Finite, Values::Finite,
         Values::Finite},
        1e-4);
  check(R"(
ENTRY e {
  x = bf16[1,9,9,16] parameter(0)
  k = bf16[3,3,16,8] parameter(1)
  c = bf16[1,5,5,8] convolution(x, k), window={size=3x3 stride=2x2 pad=1_1x1_1}, dim_labels=b01f_01io->b01f
  b = bf16[8] parameter(2)
  bb = bf16[1,5,5,8] broadcast(b), dimensions={3}
  y = bf16[1,5,5,8] add(c, bb)
  lo = bf16[] constant(0)
  hi = bf16[] constant(6)
  relu6 = bf16[1,5,5,8] clamp(lo, y, hi)
  kd = bf16[3,3,1,16] parameter(3)
  dw = bf16[1,4,4,16] convolution(x, kd), window={size=3x3 stride=2x2 pad=0_1x0_1}, dim_labels=b01f_01io->b01f, feature_group_count=16
  bd = bf16[16] parameter(4)
  bdb = bf16[1,4,4,16] broadcast(bd), dimensions={3}
  yd = bf16[1,4,4,16] add(dw, bdb)
  dw_relu6 = bf16[1,4,4,16] clamp(lo, yd, hi)
  km = f32[3,3,1,8] parameter(5)
  xf = f32[1,9,9,4] parameter(6)
  multiplier = f32[1,9,9,8] convolution(xf, km), window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f, feature_group_count=4
  ROOT o = (bf16[1,5,5,8], bf16[1,4,4,16], f32[1,9,9,8]) tuple(relu6, dw_relu6, multiplier)
})",
        {Values::Finite, Values::Small, Values::Finite, Values::Small, Values::Finite, Values::Finite, Values::Finite}, 1e-4);
  check(R"(
ENTRY e {
  x = f32[4,6,6,6] parameter(0)
  k = f32[3,3,3,4] parameter(1)
  grouped = f32[4,4,4,4] convolution(x, k), window={size=3x3}, dim_labels=b01f_01io->b01f, feature_group_count=2
  kb = f32[3,3,6,4] parameter(2)
  batch_grouped = f32[2,4,4,4] convolution(x, kb), window={size=3x3}, dim_labels=b01f_01io->b01f, batch_group_count=2
  kt = f32[2,2,6,3] parameter(3)
  transposed = f32[4,12,12,3] convolution(x, kt), window={size=2x2 pad=1_1x1_1 lhs_dilate=2x2}, dim_labels=b01f_01io->b01f
  ROOT o = (f32[4,4,4,4], f32[2,4,4,4], f32[4,12,12,3]) tuple(grouped, batch_grouped, transposed)
})",
        {Values::Finite, Values::Finite, Values::Finite, Values::Finite}, 1e-4);
}

// Convolutions the cpu runs directly on oneDNN (fusion/direct_convolution.h,
// backends/cpu/onednn_convolution.h), cut over 1 to 4 threads: by images
// (3 images: blocks of unequal size), by output rows (fewer images than
// threads: image after image, each block's input rows and padding its own,
// strided and dilated windows among them); window dilation with uneven
// padding and strides; an NCHW input and an output a bitcast pins NCHW (both
// through channels-last copies); constant weights (packed on the first run);
// NaN, infinities and denormals in a padded convolution's input and weights
// (special_values_test.cc holds the padding's own case).
TEST_F(OpParity, DirectConvolutionsOnEveryCutAndLayout) {
  std::string weights;
  for (int i = 0; i < 40; ++i) weights += fmt::format("{}{{{}}}", i ? ", " : "", (i % 7) * 0.5 - 1.5);
  const std::string hlo = R"(
ENTRY e {
  x = f32[3,21,20,12] parameter(0)
  k = f32[3,3,12,40] parameter(1)
  images = f32[3,9,10,40] convolution(x, k), window={size=3x3 stride=2x2 pad=0_1x1_1 rhs_dilate=2x1}, dim_labels=b01f_01io->b01f
  x1 = f32[1,12,17,17]{3,2,1,0} parameter(2)
  kn = f32[40,12,3,3] parameter(3)
  channels = f32[1,40,17,17] convolution(x1, kn), window={size=3x3 pad=1_1x1_1}, dim_labels=bf01_oi01->bf01
  flat = f32[1,11560] bitcast(channels)
  xc = f32[2,5,5,40] parameter(4)
  kc = f32[1,1,40,1] constant({{{)" + weights + R"(}}})
  constant_weights = f32[2,5,5,1] convolution(xc, kc), window={size=1x1}, dim_labels=b01f_01io->b01f
  xs = f32[2,12,12,12] parameter(5)
  ks = f32[2,2,12,3] parameter(6)
  specials = f32[2,13,13,3] convolution(xs, ks), window={size=2x2 pad=1_1x1_1}, dim_labels=b01f_01io->b01f
  ROOT o = (f32[3,9,10,40], f32[1,11560], f32[2,5,5,1], f32[2,13,13,3]) tuple(images, flat, constant_weights, specials)
})";
  {
    const auto m = testing::parse(hlo);
    int direct = 0;
    for (const auto& n : m->entry()->nodes()) direct += is_direct_convolution(*n);
    ASSERT_EQ(direct, 4);
  }
  for (const int threads : {1, 2, 3, 4}) {
    SCOPED_TRACE(::testing::Message() << threads << " threads");
    check(hlo, {Values::Finite, Values::Finite, Values::Finite, Values::Finite, Values::Finite, Values::Any, Values::Any}, 1e-4, threads);
  }
}

// bf16 and f16 convolutions with a bias and relu: where the host has no bf16
// (or f16) products, the library's direct f32 convolution between converts
// (passes/widen_narrow_convolutions.h); else the target's own way. The
// special values ride in the input.
TEST_F(OpParity, NarrowConvolutionsWithAnEpilogue) {
  for (const char* type : {"bf16", "f16"}) {
    SCOPED_TRACE(type);
    std::string hlo = R"(
ENTRY e {
  x = T[2,30,31,16] parameter(0)
  k = T[3,3,16,24] parameter(1)
  b = T[24] parameter(2)
  c = T[2,15,16,24] convolution(x, k), window={size=3x3 stride=2x2 pad=1_1x1_1}, dim_labels=b01f_01io->b01f
  bb = T[2,15,16,24] broadcast(b), dimensions={3}
  s = T[2,15,16,24] add(c, bb)
  z = T[] constant(0)
  zb = T[2,15,16,24] broadcast(z), dimensions={}
  ROOT r = T[2,15,16,24] maximum(s, zb)
})";
    for (size_t at = hlo.find("T["); at != std::string::npos; at = hlo.find("T[")) hlo.replace(at, 1, type);
    check(hlo, {Values::Any, Values::Finite, Values::Finite});
  }
}

// Depthwise 3x3s wide enough for the CPU rule to stage their input window
// widened to f32 (cpu_rules.cc unroll_window_reuse), each reading an input of
// its own (siblings of one input share a kernel and read it unstaged):
// borders on every side, stride 2 with uneven padding, window dilation, rows
// not a multiple of the 4-output tile, bf16 and f16, a bias and relu6.
TEST_F(OpParity, DepthwiseConvolutionsWithStagedWindows) {
  const std::string hlo = R"(
ENTRY e {
  x = bf16[2,11,13,32] parameter(0)
  k = bf16[3,3,1,32] parameter(1)
  b = bf16[32] parameter(2)
  bb = bf16[2,11,13,32] broadcast(b), dimensions={3}
  lo = bf16[] constant(0)
  hi = bf16[] constant(6)
  same = bf16[2,11,13,32] convolution(x, k), window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f, feature_group_count=32
  same_b = bf16[2,11,13,32] add(same, bb)
  relu6 = bf16[2,11,13,32] clamp(lo, same_b, hi)
  x2 = bf16[1,16,21,32] parameter(3)
  strided = bf16[1,8,10,32] convolution(x2, k), window={size=3x3 stride=2x2 pad=1_1x0_1}, dim_labels=b01f_01io->b01f, feature_group_count=32
  x3 = bf16[1,10,11,32] parameter(4)
  dilated = bf16[1,10,11,32] convolution(x3, k), window={size=3x3 pad=2_2x2_2 rhs_dilate=2x2}, dim_labels=b01f_01io->b01f, feature_group_count=32
  xh = f16[1,9,17,16] parameter(5)
  kh = f16[3,3,1,16] parameter(6)
  half = f16[1,9,17,16] convolution(xh, kh), window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f, feature_group_count=16
  ROOT o = (bf16[2,11,13,32], bf16[1,8,10,32], bf16[1,10,11,32], f16[1,9,17,16]) tuple(relu6, strided, dilated, half)
})";
  const auto module = testing::parse(hlo);
  default_pipeline(EntryLayouts::Auto).run(*module, PipelineOptions{});
  std::string plan;
  for (const Kernel& k : plan_kernels(*module->entry()).kernels) plan += default_cpu_schedule(k, 64).to_text();
  for (const char* staged : {"stage=in0@d2.o[3:16,1:3,2:6]", "stage=in0@d2.o[3:16,1:3,2:9]", "stage=in0@d2.o[3:16,1:5,2:8]"}) {
    EXPECT_NE(plan.find(staged), std::string::npos) << staged << " not in\n" << plan;
  }
  check(hlo, {Values::Finite, Values::Small, Values::Finite, Values::Finite, Values::Finite, Values::Finite, Values::Small}, 1e-4);
}

// Rows shorter than a vector (an image's channels): vectors run along the
// next dim with the row unrolled (cpu_rules.cc fused_short_rows), through
// pads that clamp that dim, interior and negative padding, 2-, 3- and 4-wide
// rows, and a 5-wide row that fuses instead.
TEST_F(OpParity, ShortRowsVectorizeAlongTheNextDim) {
  const std::string hlo = R"(
ENTRY e {
  x = f32[1,40,37,3] parameter(0)
  c = bf16[1,40,37,3] convert(x)
  z = bf16[] constant(0)
  padded = bf16[1,41,39,3] pad(c, z), padding=0_0x0_1x1_1x0_0
  y = f32[35,2] parameter(1)
  fz = f32[] constant(-1)
  interior = f32[67,2] pad(y, fz), padding=-2_0_1x0_0
  w = f32[50,4] parameter(2)
  four = f32[50,4] exponential(w)
  v = f32[50,5] parameter(3)
  five = f32[50,5] negate(v)
  ROOT o = (bf16[1,41,39,3], f32[67,2], f32[50,4], f32[50,5]) tuple(padded, interior, four, five)
})";
  const auto module = testing::parse(hlo);
  default_pipeline(EntryLayouts::Auto).run(*module, PipelineOptions{});
  std::string plan;
  for (const Kernel& k : plan_kernels(*module->entry()).kernels) plan += default_cpu_schedule(k, 64).to_text();
  for (const char* line : {"split=d2:16 order=d2.i,d3,d2.o,d1,d0 lanes=d2.i,d3", "split=d0:16 order=d0.i,d1,d0.o lanes=d0.i,d1",
                           "fuse=d1+d0"}) {
    EXPECT_NE(plan.find(line), std::string::npos) << line << " not in\n" << plan;
  }
  check(hlo, {Values::Finite, Values::Finite, Values::Finite, Values::Finite}, 1e-5);
}

// A 7x7 stride-2 convolution over 3 channels (ResNet's stem, small): its
// im2col concatenates 49 parts of 3 along the contiguous dim, which runs with
// the 147-wide row unrolled (cpu_rules.cc unrolled_narrow_concatenation), one
// select arm per unrolled step.
TEST_F(OpParity, ManyNarrowPartsConcatenateWithTheRowUnrolled) {
  const std::string hlo = R"(
ENTRY e {
  x = f32[1,38,38,3] parameter(0)
  k = f32[7,7,3,8] parameter(1)
  ROOT c = f32[1,19,19,8] convolution(x, k), window={size=7x7 stride=2x2 pad=3_3x3_3}, dim_labels=b01f_01io->b01f
})";
  const auto module = testing::parse(hlo);
  default_pipeline(EntryLayouts::Auto).run(*module, PipelineOptions{});
  std::string plan;
  for (const Kernel& k : plan_kernels(*module->entry()).kernels) plan += default_cpu_schedule(k, 64).to_text();
  EXPECT_NE(plan.find("%c.im2col order=d3,d2,d1,d0 parallel=d1 unroll=d3"), std::string::npos) << plan;
  check(hlo, {Values::Finite, Values::Finite}, 1e-5);
}

// The same concatenation widened to f32 (a bf16 im2col for an f32 GEMM,
// where the host has no bf16 products): the convert's loop nest unrolls the
// row too.
TEST_F(OpParity, ManyNarrowPartsConcatenatedThenConvertedUnrollTheRow) {
  std::string params, parts, types;
  std::vector<Values> values;
  for (int i = 0; i < 8; ++i) {
    params += fmt::format("  p{0} = bf16[4,5,3] parameter({0})\n", i);
    parts += fmt::format("{}p{}", i ? ", " : "", i);
    values.push_back(Values::Any);
  }
  const std::string hlo = "ENTRY e {\n" + params + "  c = bf16[4,5,24] concatenate(" + parts +
                          "), dimensions={2}\n  ROOT w = f32[4,5,24] convert(c)\n}\n";
  const auto module = testing::parse(hlo);
  std::string plan;
  for (const Kernel& k : plan_kernels(*module->entry()).kernels) plan += default_cpu_schedule(k, 32).to_text();
  EXPECT_NE(plan.find("%w order=d2,d1,d0 unroll=d2"), std::string::npos) << plan;
  check(hlo, values);
}

// Weight gradients, whose window is larger than their output, as GEMMs over
// one part per output position (convolution_as_gemm.cc): strides, window
// dilation, padding, a reversed window and both layouts of the labels.
TEST_F(OpParity, WeightGradientConvolutionsByOutputPositions) {
  check(R"(
ENTRY e {
  x = f32[3,9,9,4] parameter(0)
  dy = f32[3,5,5,6] parameter(1)
  a = f32[3,3,4,6] convolution(x, dy), window={size=5x5 stride=1x1 pad=1_1x1_1 rhs_dilate=2x2}, dim_labels=f01b_i01o->01bf
  p = f32[2,4,11,11] parameter(2)
  q = f32[2,5,7,7] parameter(3)
  b = f32[5,4,3,3] convolution(p, q), window={size=7x7 stride=2x2 pad=0_1x1_0 rhs_reversal=1x0}, dim_labels=fb01_io01->fb01
  ROOT o = (f32[3,3,4,6], f32[5,4,3,3]) tuple(a, b)
})",
        {Values::Finite, Values::Finite, Values::Finite, Values::Finite}, 1e-5);
}

TEST_F(OpParity, ReduceWindowAndConvolution) {
  check(R"(
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY e {
  x = f32[2,7,6,3]{3,0,2,1} parameter(0)
  k = f32[3,3,3,4] parameter(1)
  z = f32[] constant(0)
  w = f32[2,4,3,3] reduce-window(x, z), window={size=1x3x3x1 stride=1x2x2x1 pad=0_0x1_1x1_1x0_0}, to_apply=add
  c = f32[2,4,3,4] convolution(x, k), window={size=3x3 stride=2x2 pad=1_1x1_1}, dim_labels=b01f_01io->b01f
  k2 = f32[3,3,3,3] parameter(2)
  g = f32[2,7,6,3] convolution(x, k2), window={size=3x3 pad=2_2x2_2 rhs_dilate=2x2}, dim_labels=b01f_01oi->b01f
  ROOT o = (f32[2,4,3,3], f32[2,4,3,4], f32[2,7,6,3]) tuple(w, c, g)
})",
        {Values::Finite, Values::Finite, Values::Finite}, 1e-5);
  check(R"(
ENTRY e {
  x = f32[1,4,5] parameter(0)
  k = f32[4,1,3] parameter(1)
  ROOT c = f32[1,4,5] convolution(x, k), window={size=3 pad=1_1}, dim_labels=bf0_oi0->bf0, feature_group_count=4
})",
        {Values::Finite, Values::Finite}, 1e-5);
}

TEST_F(OpParity, DotsThroughBlasAndHalide) {
  check(R"(
ENTRY e {
  a = f32[3,5,7]{1,2,0} parameter(0)
  b = f32[3,7,4] parameter(1)
  w = f32[6,7] parameter(2)
  bm = f32[3,5,4] dot(a, b), lhs_batch_dims={0}, rhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_contracting_dims={1}
  tw = f32[3,5,6]{1,2,0} dot(a, w), lhs_contracting_dims={2}, rhs_contracting_dims={1}
  i = s32[5,7] parameter(3)
  j = s32[7,2] parameter(4)
  ij = s32[5,2] dot(i, j), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  h = bf16[5,7] convert(i)
  g = bf16[7,2] convert(j)
  hg = f32[5,2] dot(h, g), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  ROOT o = (f32[3,5,4], f32[3,5,6], s32[5,2], f32[5,2]) tuple(bm, tw, ij, hg)
})",
        {Values::Finite, Values::Finite, Values::Finite, Values::Any, Values::Any}, 1e-5);
}

// GPT-2's attention: batch dims apart in memory ([B,T,H,D] with batch B and
// H), then the heads transposed back and contracted with the output
// projection. Every dot is a GEMM step (gemm_operand_layouts: producers write
// the order a GEMM reads, or a copy does) and the values match.
TEST_F(OpParity, AttentionDotsWithTheirBatchDimsApartAreGemms) {
  const std::string hlo = R"(
ENTRY e {
  a = f32[2,5,3,4] parameter(0)
  b = f32[2,5,3,4] parameter(1)
  q = f32[2,5,3,4] negate(a)
  s = f32[2,3,5,5] dot(q, b), lhs_batch_dims={0,2}, lhs_contracting_dims={3}, rhs_batch_dims={0,2}, rhs_contracting_dims={3}
  v = f32[2,5,3,4] parameter(2)
  o = f32[2,3,5,4] dot(s, v), lhs_batch_dims={0,1}, lhs_contracting_dims={3}, rhs_batch_dims={0,2}, rhs_contracting_dims={1}
  t = f32[2,5,3,4]{1,3,2,0} transpose(o), dimensions={0,2,1,3}
  w = f32[3,4,6] parameter(3)
  ROOT p = f32[2,5,6] dot(t, w), lhs_contracting_dims={2,3}, rhs_contracting_dims={0,1}
})";
  const auto module = testing::parse(hlo);
  default_pipeline(EntryLayouts::Auto).run(*module, PipelineOptions{});
  int gemms = 0;
  for (const Kernel& k : plan_kernels(*module->entry()).kernels) {
    for (const Node* n : k.nodes) {
      if (n->op() != OpCode::Dot) continue;
      EXPECT_TRUE(k.is_library_step()) << "%" << n->name() << " is in a loop nest";
      gemms += k.is_library_step();
    }
  }
  EXPECT_EQ(gemms, 3);
  check(hlo, {Values::Finite, Values::Finite, Values::Finite, Values::Finite}, 1e-5);
}

TEST_F(OpParity, GatherScatterSortMap) {
  check(R"(
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
lt {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = pred[] compare(a, b), direction=LT
}
mad {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  m = f32[] multiply(a, b)
  ROOT s = f32[] add(m, a)
}
ENTRY e {
  table = f32[9,4]{0,1} parameter(0)
  ids = s32[5] parameter(1)
  g = f32[5,4] gather(table, ids), offset_dims={1}, collapsed_slice_dims={0}, start_index_map={0}, index_vector_dim=1, slice_sizes={1,4}
  upd = f32[5,4] exponential(g)
  ids2 = s32[5,1] reshape(ids)
  s = f32[9,4] scatter(table, ids2, upd), update_window_dims={1}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1, to_apply=add
  srt = f32[9,4] sort(table), dimensions={0}, to_apply=lt
  mp = f32[9,4] map(table, s), dimensions={0,1}, to_apply=mad
  ROOT o = (f32[5,4], f32[9,4], f32[9,4], f32[9,4]) tuple(g, s, srt, mp)
})",
        {Values::Finite, Values::Indices}, 1e-5);
}

TEST_F(OpParity, WhileAndConditional) {
  check(R"(
cond {
  s = (s32[], f32[3,2]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(4)
  ROOT lt = pred[] compare(i, n), direction=LT
}
body {
  s = (s32[], f32[3,2]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  x = f32[3,2] get-tuple-element(s), index=1
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  t = f32[3,2] tanh(x)
  ROOT r = (s32[], f32[3,2]) tuple(i2, t)
}
neg {
  x = f32[3,2] parameter(0)
  ROOT n = f32[3,2] negate(x)
}
ex {
  x = f32[3,2] parameter(0)
  ROOT e = f32[3,2] exponential(x)
}
ENTRY e {
  x = f32[3,2] parameter(0)
  b = s32[] parameter(1)
  zero = s32[] constant(0)
  init = (s32[], f32[3,2]) tuple(zero, x)
  w = (s32[], f32[3,2]) while(init), condition=cond, body=body
  y = f32[3,2] get-tuple-element(w), index=1
  c = f32[3,2] conditional(b, y, y), branch_computations={neg, ex}
  ROOT o = (f32[3,2], f32[3,2]) tuple(y, c)
})",
        {Values::Finite, Values::Indices}, 1e-5);
}

}  // namespace
}  // namespace kiln
