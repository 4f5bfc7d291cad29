// Graph IR: builder, shape inference errors, verifier, printer round trip.
#include <gtest/gtest.h>

#include "ir/builder.h"
#include "ir/printer.h"
#include "ir/reducer.h"
#include "ir/verifier.h"
#include "reference/evaluator.h"
#include "support/error.h"
#include "test_util.h"

namespace kiln {
namespace {

using testing::make;

TEST(Builder, BuildsAndEvaluatesSoftmaxRowSum) {
  Module m("built");
  GraphBuilder b(m.add_graph("main"));
  const Value x = b.parameter(TensorType(DType::F32, {2, 3}), "x");
  const Value e = b.exp(x);
  const Value sum = b.reduce(e, b.scalar(DType::F32, 0), {1}, make_reducer(m, OpCode::Add, DType::F32));
  b.output({sum});
  m.set_entry(b.graph());
  verify_module(m);
  EXPECT_EQ(sum.type().dims, (Dims{2}));
  const auto out = evaluate(*m.entry(), {make(DType::F32, {2, 3}, {0, 0, 0, 1, 1, 1})});
  EXPECT_TRUE(testing::all_close(out[0], {3.0, 3 * std::exp(1.0)}, 1e-6));
}

TEST(Builder, RejectsMismatchedShapesAtTheCall) {
  Module m("bad");
  GraphBuilder b(m.add_graph("main"));
  const Value x = b.parameter(TensorType(DType::F32, {2, 3}));
  const Value y = b.parameter(TensorType(DType::F32, {3, 2}));
  EXPECT_THROW(b.add(x, y), UserError);
  EXPECT_THROW(b.transpose(x, {0, 0}), UserError);
  const Value z = b.parameter(TensorType(DType::F32, {4, 5}));
  EXPECT_THROW(b.dot(x, z, DotDims{{}, {}, {1}, {0}}), UserError);  // 3 vs 4 contracting
}

TEST(Builder, NamesAreUniqueAndStable) {
  Module m("names");
  GraphBuilder b(m.add_graph("main"));
  const Value x = b.parameter(TensorType(DType::F32, {2}), "x");
  const Value a = b.exp(x);
  const Value c = b.exp(a);
  EXPECT_EQ(a.node->name(), "exponential");
  EXPECT_EQ(c.node->name(), "exponential.1");
}

TEST(Reducer, RecognisesSimpleReducersInEitherOrder) {
  Module m("r");
  EXPECT_EQ(simple_reducer_op(*make_reducer(m, OpCode::Maximum, DType::F32)), OpCode::Maximum);
  Graph* g = m.add_graph("swapped");
  GraphBuilder b(g);
  const Value p0 = b.parameter(TensorType(DType::S32, {}));
  const Value p1 = b.parameter(TensorType(DType::S32, {}));
  b.output({b.add(p1, p0)});
  EXPECT_EQ(simple_reducer_op(*g), OpCode::Add);
  Graph* h = m.add_graph("not_simple");
  GraphBuilder hb(h);
  const Value q0 = hb.parameter(TensorType(DType::F32, {}));
  const Value q1 = hb.parameter(TensorType(DType::F32, {}));
  hb.output({hb.add(hb.mul(q0, q0), q1)});
  EXPECT_EQ(simple_reducer_op(*h), std::nullopt);
}

TEST(Printer, RoundTripsThroughTheImporter) {
  const std::string hlo = R"(
HloModule rt
max_f32 {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT m = f32[] maximum(a, b)
}
ENTRY main {
  x = f32[2,3]{0,1} parameter(0)
  i = s32[3] parameter(1)
  init = f32[] constant(-inf)
  r = f32[2] reduce(x, init), dimensions={1}, to_apply=max_f32
  t = f32[3,2] transpose(x), dimensions={1,0}
  s = f32[1,2] slice(t), slice={[1:3:2], [0:2]}
  c = pred[3] compare(i, i), direction=GE, type=SIGNED
  k = f32[2] constant({1.5, -0})
  ROOT out = (f32[2], f32[1,2], pred[3], f32[2]) tuple(r, s, c, k)
}
)";
  const auto first = testing::parse(hlo);
  const std::string printed = print_module(*first);
  const auto second = testing::parse(printed);
  EXPECT_EQ(print_module(*second), printed);
  EXPECT_NE(printed.find("f32[2,3]{0,1} parameter(0)"), std::string::npos) << printed;
  EXPECT_NE(printed.find("slice={[1:3:2], [0:2]}"), std::string::npos) << printed;
  EXPECT_NE(printed.find("direction=GE, type=SIGNED"), std::string::npos) << printed;
}

TEST(Printer, MultiResultNodesPrintGetTupleElements) {
  const std::string hlo = R"(
add2 {
  a0 = f32[] parameter(0)
  a1 = s32[] parameter(1)
  b0 = f32[] parameter(2)
  b1 = s32[] parameter(3)
  s0 = f32[] add(a0, b0)
  s1 = s32[] add(a1, b1)
  ROOT t = (f32[], s32[]) tuple(s0, s1)
}
ENTRY e {
  x = f32[4] parameter(0)
  y = s32[4] parameter(1)
  z = f32[] constant(0)
  w = s32[] constant(0)
  r = (f32[], s32[]) reduce(x, y, z, w), dimensions={0}, to_apply=add2
  g = s32[] get-tuple-element(r), index=1
  ROOT n = s32[] negate(g)
}
)";
  const auto m = testing::parse(hlo);
  const std::string printed = print_module(*m);
  EXPECT_NE(printed.find("get-tuple-element(%r), index=1"), std::string::npos) << printed;
  const auto again = testing::parse(printed);
  EXPECT_EQ(print_module(*again), printed);
}

TEST(Verifier, CatchesAResultTypeThatDisagreesWithInference) {
  Module m("v");
  GraphBuilder b(m.add_graph("main"));
  const Value x = b.parameter(TensorType(DType::F32, {2}));
  const Value y = b.exp(x);
  b.output({y});
  m.set_entry(b.graph());
  y.node->set_result_type(0, TensorType(DType::F32, {3}));
  EXPECT_THROW(verify_module(m), InternalError);
}

}  // namespace
}  // namespace kiln
