// The reference evaluator's non-elementwise ops against hand-computed values.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>

#include <cmath>

#include "reference/evaluator.h"
#include "support/error.h"
#include "test_util.h"

namespace kiln {
namespace {

using testing::identical;
using testing::make;
using testing::make_int;
using testing::run_reference;

const char* kAddF32 = R"(
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
)";

std::string with_add(const std::string& entry) { return std::string(kAddF32) + entry; }

TEST(ReferenceData, IotaBroadcastTransposeReshape) {
  const auto out = run_reference(R"(
ENTRY e {
  x = f32[2] parameter(0)
  i = s32[2,3] iota(), iota_dimension=1
  b = f32[2,3] broadcast(x), dimensions={0}
  t = f32[3,2] transpose(b), dimensions={1,0}
  r = f32[3,2] reshape(b)
  ROOT o = (s32[2,3], f32[3,2], f32[3,2]) tuple(i, t, r)
})", {make(DType::F32, {2}, {1, 2})});
  EXPECT_TRUE(identical(out[0], make_int(DType::S32, {2, 3}, {0, 1, 2, 0, 1, 2})));
  EXPECT_TRUE(identical(out[1], make(DType::F32, {3, 2}, {1, 2, 1, 2, 1, 2})));
  EXPECT_TRUE(identical(out[2], make(DType::F32, {3, 2}, {1, 1, 1, 2, 2, 2})));
}

TEST(ReferenceData, BitcastFollowsPhysicalLayouts) {
  // x is column-major: its bytes are a d b e c f; read row-major as [3,2] that is
  // the transpose.
  const auto out = run_reference(R"(
ENTRY e {
  x = f32[2,3]{0,1} parameter(0)
  ROOT b = f32[3,2]{1,0} bitcast(x)
})", {make(DType::F32, {2, 3}, {1, 2, 3, 4, 5, 6})});
  EXPECT_TRUE(identical(out[0], make(DType::F32, {3, 2}, {1, 4, 2, 5, 3, 6})));
}

TEST(ReferenceData, SliceDynamicSliceAndUpdate) {
  const auto out = run_reference(R"(
ENTRY e {
  x = s32[6] parameter(0)
  i = s32[] parameter(1)
  s = s32[3] slice(x), slice={[0:6:2]}
  d = s32[2] dynamic-slice(x, i), dynamic_slice_sizes={2}
  u = s32[2] constant({-1, -2})
  w = s32[6] dynamic-update-slice(x, u, i)
  ROOT o = (s32[3], s32[2], s32[6]) tuple(s, d, w)
})", {make_int(DType::S32, {6}, {0, 1, 2, 3, 4, 5}), make_int(DType::S32, {}, {5})});
  EXPECT_TRUE(identical(out[0], make_int(DType::S32, {3}, {0, 2, 4})));
  EXPECT_TRUE(identical(out[1], make_int(DType::S32, {2}, {4, 5})));  // start 5 clamped to 4
  EXPECT_TRUE(identical(out[2], make_int(DType::S32, {6}, {0, 1, 2, 3, -1, -2})));
}

TEST(ReferenceData, ConcatenatePadReverse) {
  const auto out = run_reference(R"(
ENTRY e {
  a = f32[1,2] parameter(0)
  b = f32[2,2] parameter(1)
  c = f32[3,2] concatenate(a, b), dimensions={0}
  v = f32[3] constant({1, 2, 3})
  z = f32[] constant(0)
  p = f32[5] pad(v, z), padding=1_-1_1
  r = f32[3,2] reverse(c), dimensions={0,1}
  ROOT o = (f32[3,2], f32[5], f32[3,2]) tuple(c, p, r)
})", {make(DType::F32, {1, 2}, {1, 2}), make(DType::F32, {2, 2}, {3, 4, 5, 6})});
  EXPECT_TRUE(identical(out[0], make(DType::F32, {3, 2}, {1, 2, 3, 4, 5, 6})));
  EXPECT_TRUE(identical(out[1], make(DType::F32, {5}, {0, 1, 0, 2, 0})));
  EXPECT_TRUE(identical(out[2], make(DType::F32, {3, 2}, {6, 5, 4, 3, 2, 1})));
}

TEST(ReferenceDot, MatmulBatchedAndMixedPrecision) {
  const auto out = run_reference(R"(
ENTRY e {
  a = f32[2,3] parameter(0)
  b = f32[3,2] parameter(1)
  m = f32[2,2] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  x = s8[2,1,2] constant({ { {1, 2} }, { {3, 4} } })
  y = s8[2,2,1] constant({ { {100}, {100} }, { {-1}, {1} } })
  n = s32[2,1,1] dot(x, y), lhs_batch_dims={0}, rhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_contracting_dims={1}
  ROOT o = (f32[2,2], s32[2,1,1]) tuple(m, n)
})", {make(DType::F32, {2, 3}, {1, 2, 3, 4, 5, 6}), make(DType::F32, {3, 2}, {1, 0, 0, 1, 1, 1})});
  EXPECT_TRUE(identical(out[0], make(DType::F32, {2, 2}, {4, 5, 10, 11})));
  EXPECT_TRUE(identical(out[1], make_int(DType::S32, {2, 1, 1}, {300, 1})));  // no s8 overflow: converted first
}

// A dot whose contracted dim is outermost on the lhs and innermost on the
// rhs, with a batch dim between: every element against its sum written out
// here, term by term in f64 and rounded once, or (as compiled targets
// accumulate) rounded to f32 each step, first term first or last first. The
// second shape spans the evaluator's tiles (reference/contraction.cc): two
// full column blocks and three columns over, three chunks of terms, and an
// odd row count per batch, so a tile of rows would straddle two batches.
TEST(ReferenceDot, EveryLayoutSumsItsTermsInOrder) {
  struct Shape {
    int64_t k, batch, m, n;
  };
  for (const Shape sh : {Shape{7, 3, 5, 4}, Shape{600, 3, 5, 19}}) {
    const std::string a_dims = "[" + std::to_string(sh.k) + "," + std::to_string(sh.batch) + "," + std::to_string(sh.m) + "]";
    const std::string b_dims = "[" + std::to_string(sh.n) + "," + std::to_string(sh.batch) + "," + std::to_string(sh.k) + "]";
    const std::string d_dims = "[" + std::to_string(sh.batch) + "," + std::to_string(sh.m) + "," + std::to_string(sh.n) + "]";
    const auto module = testing::parse("ENTRY e {\n  a = f32" + a_dims + " parameter(0)\n  b = f32" + b_dims + " parameter(1)\n  ROOT d = f32" + d_dims +
                                       " dot(a, b), lhs_batch_dims={1}, rhs_batch_dims={1}, lhs_contracting_dims={0}, rhs_contracting_dims={2}\n}\n");
    const uint64_t seed = 29;
    const Literal a = testing::random_literal(DType::F32, {sh.k, sh.batch, sh.m}, seed, -100, 100);
    const Literal b = testing::random_literal(DType::F32, {sh.n, sh.batch, sh.k}, seed + 1, -1e-3, 1e-3);
    for (int mode = 0; mode < 3; ++mode) {
      EvaluateOptions options;
      options.sums_round_each_step = mode > 0;
      options.sums_reversed = mode == 2;
      const Literal d = evaluate(*module->entry(), {a, b}, options)[0];
      for (int64_t batch = 0; batch < sh.batch; ++batch) {
        for (int64_t m = 0; m < sh.m; ++m) {
          for (int64_t n = 0; n < sh.n; ++n) {
            double sum = 0;
            for (int64_t t = 0; t < sh.k; ++t) {
              const int64_t k = mode == 2 ? sh.k - 1 - t : t;
              sum += a.get_double((k * sh.batch + batch) * sh.m + m) * b.get_double((n * sh.batch + batch) * sh.k + k);
              if (mode > 0) sum = static_cast<float>(sum);
            }
            ASSERT_EQ(d.get_double((batch * sh.m + m) * sh.n + n), static_cast<double>(static_cast<float>(sum)))
                << "d[" << batch << "," << m << "," << n << "] of " << d_dims << ", mode " << mode << ", seed " << seed;
          }
        }
      }
    }
  }
}

TEST(ReferenceReduce, SumMaxAndVariadicArgmax) {
  const auto out = run_reference(R"(
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
argmax {
  av = f32[] parameter(0)
  ai = s32[] parameter(1)
  bv = f32[] parameter(2)
  bi = s32[] parameter(3)
  gt = pred[] compare(bv, av), direction=GT
  v = f32[] select(gt, bv, av)
  i = s32[] select(gt, bi, ai)
  ROOT t = (f32[], s32[]) tuple(v, i)
}
ENTRY e {
  x = f32[2,3] parameter(0)
  zero = f32[] constant(0)
  ninf = f32[] constant(-inf)
  s = f32[2] reduce(x, zero), dimensions={1}, to_apply=add
  m = f32[3] reduce(x, ninf), dimensions={0}, to_apply=max
  all = f32[] reduce(x, zero), dimensions={0,1}, to_apply=add
  idx = s32[2,3] iota(), iota_dimension=1
  izero = s32[] constant(-1)
  am = (f32[2], s32[2]) reduce(x, idx, ninf, izero), dimensions={1}, to_apply=argmax
  ami = s32[2] get-tuple-element(am), index=1
  ROOT o = (f32[2], f32[3], f32[], s32[2]) tuple(s, m, all, ami)
})", {make(DType::F32, {2, 3}, {1, 5, 2, -1, -3, 7})});
  EXPECT_TRUE(identical(out[0], make(DType::F32, {2}, {8, 3})));
  EXPECT_TRUE(identical(out[1], make(DType::F32, {3}, {1, 5, 7})));
  EXPECT_TRUE(identical(out[2], make(DType::F32, {}, {11})));
  EXPECT_TRUE(identical(out[3], make_int(DType::S32, {2}, {1, 2})));
}

// A float sum over every choice of reduced dims of a rank-3 input, against
// the sum written out here in row-major order of the input (its reverse for
// the reversed sample), in f64 rounded once or rounded to f32 each step.
TEST(ReferenceReduce, SumsAddTheirTermsInRowMajorOrder) {
  const Dims dims = {4, 5, 6};
  const uint64_t seed = 31;
  const Literal x = testing::random_literal(DType::F32, dims, seed, -100, 100);
  for (const Dims& reduced : std::vector<Dims>{{}, {0}, {1}, {2}, {0, 1}, {0, 2}, {1, 2}, {0, 1, 2}}) {
    Dims kept;
    std::string list, out_dims;
    for (int64_t d = 0; d < 3; ++d) {
      if (std::find(reduced.begin(), reduced.end(), d) == reduced.end()) {
        kept.push_back(d);
        out_dims += (out_dims.empty() ? "" : ",") + std::to_string(dims[static_cast<size_t>(d)]);
      } else {
        list += (list.empty() ? "" : ",") + std::to_string(d);
      }
    }
    const auto module = testing::parse(with_add("ENTRY e {\n  x = f32[4,5,6] parameter(0)\n  z = f32[] constant(0.25)\n  ROOT r = f32[" + out_dims +
                                                "] reduce(x, z), dimensions={" + list + "}, to_apply=add\n}\n"));
    for (int mode = 0; mode < 3; ++mode) {
      EvaluateOptions options;
      options.sums_round_each_step = mode > 0;
      options.sums_reversed = mode == 2;
      const Literal r = evaluate(*module->entry(), {x}, options)[0];
      std::vector<double> want(static_cast<size_t>(r.num_elements()), 0.25);
      for (int64_t t = 0; t < x.num_elements(); ++t) {
        const int64_t k = mode == 2 ? x.num_elements() - 1 - t : t;
        const int64_t index[3] = {k / 30, k / 6 % 5, k % 6};
        int64_t o = 0;
        for (int64_t d : kept) o = o * dims[static_cast<size_t>(d)] + index[d];
        double& a = want[static_cast<size_t>(o)];
        a += x.get_double(k);
        if (mode > 0) a = static_cast<float>(a);
      }
      for (int64_t o = 0; o < r.num_elements(); ++o) {
        ASSERT_EQ(r.get_double(o), static_cast<double>(static_cast<float>(want[static_cast<size_t>(o)])))
            << "element " << o << " reducing {" << list << "}, mode " << mode << ", seed " << seed;
      }
    }
    // The same dims by maximum, from -inf.
    const auto max_module = testing::parse("max {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT m = f32[] maximum(a, b)\n}\nENTRY e {\n"
                                           "  x = f32[4,5,6] parameter(0)\n  z = f32[] constant(-inf)\n  ROOT r = f32[" + out_dims +
                                           "] reduce(x, z), dimensions={" + list + "}, to_apply=max\n}\n");
    const Literal m = evaluate(*max_module->entry(), {x})[0];
    std::vector<double> want_max(static_cast<size_t>(m.num_elements()), -INFINITY);
    for (int64_t k = 0; k < x.num_elements(); ++k) {
      const int64_t index[3] = {k / 30, k / 6 % 5, k % 6};
      int64_t o = 0;
      for (int64_t d : kept) o = o * dims[static_cast<size_t>(d)] + index[d];
      want_max[static_cast<size_t>(o)] = std::max(want_max[static_cast<size_t>(o)], x.get_double(k));
    }
    for (int64_t o = 0; o < m.num_elements(); ++o) EXPECT_EQ(m.get_double(o), want_max[static_cast<size_t>(o)]) << "max, element " << o << " reducing {" << list << "}";
  }
}

TEST(ReferenceReduce, EmptyReductionGivesInit) {
  const auto out = run_reference(with_add(R"(
ENTRY e {
  x = f32[3,0] parameter(0)
  init = f32[] constant(2.5)
  ROOT s = f32[3] reduce(x, init), dimensions={1}, to_apply=add
})"), {make(DType::F32, {3, 0}, {})});
  EXPECT_TRUE(identical(out[0], make(DType::F32, {3}, {2.5, 2.5, 2.5})));
}

TEST(ReferenceReduce, ReduceWindowWithPaddingAndStride) {
  const auto out = run_reference(with_add(R"(
ENTRY e {
  x = f32[4] parameter(0)
  z = f32[] constant(0)
  ROOT r = f32[3] reduce-window(x, z), window={size=2 stride=2 pad=1_1}, to_apply=add
})"), {make(DType::F32, {4}, {1, 2, 3, 4})});
  EXPECT_TRUE(identical(out[0], make(DType::F32, {3}, {1, 5, 4})));
}

TEST(ReferenceConvolution, OneDimensionalWithPadding) {
  const auto out = run_reference(R"(
ENTRY e {
  x = f32[1,1,5] parameter(0)
  k = f32[1,1,3] constant({ { {1, 0, -1} } })
  ROOT c = f32[1,1,5] convolution(x, k), window={size=3 pad=1_1}, dim_labels=bf0_oi0->bf0
})", {make(DType::F32, {1, 1, 5}, {1, 2, 3, 4, 5})});
  EXPECT_TRUE(identical(out[0], make(DType::F32, {1, 1, 5}, {-2, -2, -2, -2, 4})));
}

TEST(ReferenceConvolution, StrideDilationAndChannelsLast) {
  // NHWC input, HWIO kernel; stride 2 over 5 -> 2 outputs; rhs dilation 2 makes
  // the 2-wide kernel span 3 inputs.
  const auto out = run_reference(R"(
ENTRY e {
  x = f32[1,5,1] parameter(0)
  k = f32[2,1,1] constant({ { {1} }, { {10} } })
  ROOT c = f32[1,2,1] convolution(x, k), window={size=2 stride=2 rhs_dilate=2}, dim_labels=b0f_0io->b0f
})", {make(DType::F32, {1, 5, 1}, {1, 2, 3, 4, 5})});
  EXPECT_TRUE(identical(out[0], make(DType::F32, {1, 2, 1}, {1 + 30, 3 + 50})));
}

TEST(ReferenceConvolution, FeatureAndBatchGroups) {
  const auto depthwise = run_reference(R"(
ENTRY e {
  x = f32[1,2,1] parameter(0)
  k = f32[2,1,1] constant({ { {3} }, { {5} } })
  ROOT c = f32[1,2,1] convolution(x, k), window={size=1}, dim_labels=bf0_oi0->bf0, feature_group_count=2
})", {make(DType::F32, {1, 2, 1}, {2, 7})});
  EXPECT_TRUE(identical(depthwise[0], make(DType::F32, {1, 2, 1}, {6, 35})));
  const auto batch_grouped = run_reference(R"(
ENTRY e {
  x = f32[2,1,1] parameter(0)
  k = f32[2,1,1] constant({ { {3} }, { {5} } })
  ROOT c = f32[1,2,1] convolution(x, k), window={size=1}, dim_labels=bf0_oi0->bf0, batch_group_count=2
})", {make(DType::F32, {2, 1, 1}, {2, 7})});
  EXPECT_TRUE(identical(batch_grouped[0], make(DType::F32, {1, 2, 1}, {6, 35})));
}

// The float convolution (reference/contraction.cc: operands laid out once,
// four output elements summed side by side) against the integer one, which
// follows the definition index by index. On small integers both are exact,
// so they agree to the bit whatever the order, the lanes or the rounding of
// each step; each case's output count is not a multiple of four.
TEST(ReferenceConvolution, FloatPathAgreesWithTheDefinitionOnEveryWindowOption) {
  struct Case {
    std::string input, kernel, output, attributes;
  };
  const std::vector<Case> cases = {
      {"[2,3,7,6]", "[5,3,3,2]", "[2,5,3,5]", "window={size=3x2 stride=3x1 pad=1_2x0_0}, dim_labels=bf01_oi01->bf01"},
      {"[1,3,5,5]", "[3,3,3,1]", "[1,3,9,3]",
       "window={size=3x3 pad=1_1x1_1 lhs_dilate=2x1 rhs_dilate=1x2}, dim_labels=bf01_01oi->bf01, feature_group_count=3"},
      {"[1,6,5]", "[3,1,6]", "[1,6,5]", "window={size=3 pad=1_1 rhs_reversal=1}, dim_labels=bf0_0io->bf0, feature_group_count=6"},
      {"[6,3,7,7]", "[6,5,7,7]", "[1,1,3,5]", "window={size=7x7}, dim_labels=fb01_io01->01bf"},
      {"[6,3,5,5]", "[6,3,5,5]", "[3,3,1,3]", "window={size=5x5 pad=1_1x1_1}, dim_labels=fb01_io01->01bf, batch_group_count=3"},
      {"[1,9,9,2]", "[2,2,2,3]", "[1,5,5,3]", "window={size=2x2 stride=3x3 pad=0_-1x1_-2 lhs_dilate=2x2}, dim_labels=b01f_01io->b01f"},
  };
  uint64_t seed = 11;
  for (const Case& c : cases) {
    SCOPED_TRACE(c.attributes);
    auto text = [&](const char* dtype) {
      return "ENTRY e {\n  x = " + std::string(dtype) + c.input + " parameter(0)\n  k = " + dtype + c.kernel + " parameter(1)\n  ROOT c = " + dtype +
             c.output + " convolution(x, k), " + c.attributes + "\n}\n";
    };
    const auto float_module = testing::parse(text("f32"));
    const auto int_module = testing::parse(text("s32"));
    std::vector<Literal> ints, floats;
    for (const Node* p : int_module->entry()->parameters()) {
      // Values in [-8, 8): every product and sum is exact in f32.
      Literal values = testing::random_literal(DType::F32, p->type().dims, ++seed, -8.0, 8.0);
      std::vector<int64_t> whole;
      for (int64_t i = 0; i < values.num_elements(); ++i) whole.push_back(static_cast<int64_t>(std::floor(values.get_double(i))));
      ints.push_back(make_int(DType::S32, p->type().dims, whole));
      floats.push_back(make(DType::F32, p->type().dims, std::vector<double>(whole.begin(), whole.end())));
    }
    const Literal want = evaluate(*int_module->entry(), ints).at(0);
    std::vector<double> want_values;
    for (int64_t i = 0; i < want.num_elements(); ++i) want_values.push_back(static_cast<double>(want.get_int(i)));
    ASSERT_EQ(want.num_elements() % 4 != 0, true) << "a case for the lanes' remainder";
    for (bool each_step : {false, true}) {
      for (bool reversed : {false, true}) {
        EvaluateOptions options;
        options.sums_round_each_step = each_step;
        options.sums_reversed = reversed;
        const Literal got = evaluate(*float_module->entry(), floats, options).at(0);
        EXPECT_TRUE(identical(got, make(DType::F32, want.type().dims, want_values))) << "each step " << each_step << ", reversed " << reversed;
      }
    }
  }
}

TEST(ReferenceGather, EmbeddingLookupClampsIndices) {
  const auto out = run_reference(R"(
ENTRY e {
  table = f32[3,2] parameter(0)
  ids = s32[3] parameter(1)
  ROOT g = f32[3,2] gather(table, ids), offset_dims={1}, collapsed_slice_dims={0}, start_index_map={0}, index_vector_dim=1, slice_sizes={1,2}
})", {make(DType::F32, {3, 2}, {1, 2, 3, 4, 5, 6}), make_int(DType::S32, {3}, {2, 0, 9})});
  EXPECT_TRUE(identical(out[0], make(DType::F32, {3, 2}, {5, 6, 1, 2, 5, 6})));
}

TEST(ReferenceScatter, AddSkipsOutOfBoundsWindows) {
  const auto out = run_reference(with_add(R"(
ENTRY e {
  x = f32[4,2] parameter(0)
  ids = s32[3,1] parameter(1)
  upd = f32[3,2] parameter(2)
  ROOT s = f32[4,2] scatter(x, ids, upd), update_window_dims={1}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1, to_apply=add
})"), {make(DType::F32, {4, 2}, {0, 0, 0, 0, 0, 0, 0, 0}), make_int(DType::S32, {3, 1}, {1, 1, 7}),
       make(DType::F32, {3, 2}, {1, 2, 10, 20, 100, 200})});
  EXPECT_TRUE(identical(out[0], make(DType::F32, {4, 2}, {0, 0, 11, 22, 0, 0, 0, 0})));
}

// An index near INT64_MAX is out of bounds too: start + window must not wrap
// into a fit (it wrote outside the operand: BERT-tiny's backward with
// --special-values, seed 0, corrupted the heap).
TEST(ReferenceScatter, IndicesNearTheLargestIntegerAreSkipped) {
  const auto out = run_reference(with_add(R"(
ENTRY e {
  x = f32[4,2] parameter(0)
  ids = s64[4,1] parameter(1)
  upd = f32[4,2] parameter(2)
  ROOT s = f32[4,2] scatter(x, ids, upd), update_window_dims={1}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1, to_apply=add
})"), {make(DType::F32, {4, 2}, {0, 0, 0, 0, 0, 0, 0, 0}),
       make_int(DType::S64, {4, 1}, {INT64_MAX, INT64_MAX - 1, 2, INT64_MIN}),
       make(DType::F32, {4, 2}, {1, 2, 10, 20, 100, 200, 1000, 2000})});
  EXPECT_TRUE(identical(out[0], make(DType::F32, {4, 2}, {0, 0, 0, 0, 100, 200, 0, 0})));
}

TEST(ReferenceSort, KeysAndValuesDescending) {
  const auto out = run_reference(R"(
cmp {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ai = s32[] parameter(2)
  bi = s32[] parameter(3)
  ROOT gt = pred[] compare(a, b), direction=GT
}
ENTRY e {
  k = f32[2,3] parameter(0)
  v = s32[2,3] iota(), iota_dimension=1
  ROOT s = (f32[2,3], s32[2,3]) sort(k, v), dimensions={1}, is_stable=true, to_apply=cmp
})", {make(DType::F32, {2, 3}, {1, 3, 2, 5, 5, 4})});
  EXPECT_TRUE(identical(out[0], make(DType::F32, {2, 3}, {3, 2, 1, 5, 5, 4})));
  EXPECT_TRUE(identical(out[1], make_int(DType::S32, {2, 3}, {1, 2, 0, 0, 1, 2})));  // stable for ties
}

TEST(ReferenceMap, AppliesTheComputationPerElement) {
  const auto out = run_reference(R"(
f {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  m = f32[] multiply(a, b)
  ROOT s = f32[] add(m, a)
}
ENTRY e {
  x = f32[3] parameter(0)
  y = f32[3] parameter(1)
  ROOT r = f32[3] map(x, y), dimensions={0}, to_apply=f
})", {make(DType::F32, {3}, {1, 2, 3}), make(DType::F32, {3}, {4, 5, 6})});
  EXPECT_TRUE(identical(out[0], make(DType::F32, {3}, {5, 12, 21})));
}

TEST(ReferenceControlFlow, WhileLoopSumsToTen) {
  const auto out = run_reference(R"(
cond {
  s = (s32[], f32[]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(10)
  ROOT lt = pred[] compare(i, n), direction=LT
}
body {
  s = (s32[], f32[]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  acc = f32[] get-tuple-element(s), index=1
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  fi = f32[] convert(i2)
  acc2 = f32[] add(acc, fi)
  ROOT t = (s32[], f32[]) tuple(i2, acc2)
}
ENTRY e {
  z = s32[] constant(0)
  a = f32[] parameter(0)
  init = (s32[], f32[]) tuple(z, a)
  w = (s32[], f32[]) while(init), condition=cond, body=body
  ROOT r = f32[] get-tuple-element(w), index=1
})", {make(DType::F32, {}, {0.5})});
  EXPECT_TRUE(identical(out[0], make(DType::F32, {}, {55.5})));
}

TEST(ReferenceControlFlow, ConditionalByPredAndIndex) {
  const std::string branches = R"(
neg {
  x = f32[] parameter(0)
  ROOT n = f32[] negate(x)
}
dbl {
  x = f32[] parameter(0)
  ROOT d = f32[] add(x, x)
}
)";
  const auto by_pred = run_reference(branches + R"(
ENTRY e {
  p = pred[] parameter(0)
  x = f32[] parameter(1)
  ROOT c = f32[] conditional(p, x, x), true_computation=neg, false_computation=dbl
})", {make_int(DType::Pred, {}, {0}), make(DType::F32, {}, {3})});
  EXPECT_TRUE(identical(by_pred[0], make(DType::F32, {}, {6})));
  const std::string indexed = branches + R"(
ENTRY e {
  i = s32[] parameter(0)
  x = f32[] parameter(1)
  ROOT c = f32[] conditional(i, x, x), branch_computations={neg, dbl}
})";
  EXPECT_TRUE(identical(run_reference(indexed, {make_int(DType::S32, {}, {0}), make(DType::F32, {}, {3})})[0], make(DType::F32, {}, {-3})));
  // Out of range selects the last branch.
  EXPECT_TRUE(identical(run_reference(indexed, {make_int(DType::S32, {}, {7}), make(DType::F32, {}, {3})})[0], make(DType::F32, {}, {6})));
  EXPECT_TRUE(identical(run_reference(indexed, {make_int(DType::S32, {}, {-1}), make(DType::F32, {}, {3})})[0], make(DType::F32, {}, {6})));
}

TEST(ReferenceArguments, WrongShapeNamesTheParameter) {
  try {
    run_reference("ENTRY e {\n  weights = f32[2] parameter(0)\n  ROOT n = f32[2] negate(weights)\n}",
                  {make(DType::F32, {3}, {1, 2, 3})});
    FAIL() << "expected a UserError";
  } catch (const UserError& e) {
    EXPECT_NE(std::string(e.what()).find("%weights"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace kiln

namespace kiln {
namespace {

// Max pooling's gradient, by hand: each source value lands on its window's
// maximum; a tie goes to the first element in row-major order (select = GE).
TEST(SelectAndScatter, HandComputedMaxPoolGradient) {
  const auto out = testing::run_reference(R"(
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
                                          {testing::make(DType::F32, {4, 6}, {1, 5, 2, 2, 0, 1, 3, 4, 9, 1, 1, 0, 7, 7, 0, 0, 2, 3, 1, 2, 0, 8, 3, 1}),
                                           testing::make(DType::F32, {2, 3}, {10, 20, 30, 40, 50, 60})});
  EXPECT_TRUE(testing::all_close(out[0], {0, 10, 0, 0, 0, 30,  //
                                          0, 0, 20, 0, 0, 0,   //
                                          40, 0, 0, 0, 0, 60,  //
                                          0, 0, 0, 50, 0, 0},
                                 0));
}

}  // namespace
}  // namespace kiln

namespace kiln {
namespace {

// A product reduction rounds each step to f32, as HLO's f32 reducer does:
// 1e-45 * 1e-45 underflows to 0, and 0 * inf is NaN (in double it was inf).
TEST(ReferenceData, ProductReductionsRoundEachStepToTheirType) {
  const auto out = testing::run_reference(R"(
mul {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT m = f32[] multiply(a, b)
}
ENTRY e {
  x = f32[2,3] parameter(0)
  one = f32[] constant(1)
  ROOT p = f32[2] reduce(x, one), dimensions={1}, to_apply=mul
})",
                                          {testing::make(DType::F32, {2, 3}, {1e-45, 1e-45, INFINITY, 2, 3, 0.5})});
  EXPECT_TRUE(testing::identical(out[0], testing::make(DType::F32, {2}, {NAN, 3})));
}

}  // namespace
}  // namespace kiln
