// Graph IR: builder, shape inference errors, verifier, printer round trip.
#include <gtest/gtest.h>

#include "ir/builder.h"
#include "ir/printer.h"
#include "ir/reducer.h"
#include "ir/verifier.h"
#include "reference/evaluator.h"
#include "support/error.h"
#include "support/host_callbacks.h"
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

// What the embedder's handler saw: one line per call.
std::vector<std::string> host_calls;

int record_call(uint64_t id, int64_t device, size_t operands, const void* const* operand_data, size_t results, void* const* result_data,
                char* error, size_t capacity) {
  if (id == 99) {
    std::snprintf(error, capacity, "refused on purpose");
    return 1;
  }
  const float first = operands ? static_cast<const float*>(operand_data[0])[0] : 0.0f;
  host_calls.push_back(fmt::format("{} on {}: {} in, {} out, first {}", id, device, operands, results, first));
  for (size_t r = 0; r < results; ++r) static_cast<float*>(result_data[r])[0] = 42.0f;
  return 0;
}

// A host callback has side effects: dead-code removal keeps it and a branch
// that holds one, read or not, and the reference evaluator calls the
// embedder's handler with the operands the callback hands over.
TEST(HostCallback, IsKeptWhetherOrNotReadAndCallsTheHandler) {
  Module m("callbacks");
  GraphBuilder b(m.add_graph("main"));
  const Value x = b.parameter(TensorType(DType::F32, {2}), "x");
  Attrs print;
  print.host_callback = HostCallbackOptions{7, 1, /*once=*/false};
  b.add(OpCode::HostCallback, {x}, print, {}, {TensorType(DType::Pred, {})});
  Attrs compute;
  compute.host_callback = HostCallbackOptions{8, 1, /*once=*/false};
  const Value computed = b.add(OpCode::HostCallback, {b.exp(x)}, compute, {}, {TensorType(DType::F32, {2}), TensorType(DType::Pred, {})})->result();
  GraphBuilder branch(m.add_graph("branch"));
  const Value in_branch = branch.parameter(TensorType(DType::F32, {2}), "v");
  branch.output({branch.add(OpCode::HostCallback, {in_branch}, print, {}, {TensorType(DType::Pred, {})})->result()});
  Attrs one_branch;
  one_branch.branch_operand_counts = {1};
  b.add(OpCode::Conditional, {b.scalar(DType::S32, 0), x}, one_branch, {branch.graph()}, {TensorType(DType::Pred, {})});
  b.unary(OpCode::Negate, x);  // dead
  b.output({b.add(computed, x)});
  m.set_entry(b.graph());
  verify_module(m);
  b.graph()->remove_dead_nodes();
  int callbacks = 0, conditionals = 0, negates = 0;
  for (const auto& n : b.graph()->nodes()) {
    callbacks += n->op() == OpCode::HostCallback;
    conditionals += n->op() == OpCode::Conditional;
    negates += n->op() == OpCode::Negate;
  }
  EXPECT_EQ(callbacks, 2);
  EXPECT_EQ(conditionals, 1);
  EXPECT_EQ(negates, 0);

  host_calls.clear();
  set_host_callback_handler(record_call);
  const auto out = evaluate(*m.entry(), {make(DType::F32, {2}, {0, 1})});
  EXPECT_EQ(out[0].get_double(0), 42.0);  // the handler's 42, plus x = 0
  EXPECT_EQ(out[0].get_double(1), 1.0);   // untouched (0), plus x = 1
  std::sort(host_calls.begin(), host_calls.end());
  EXPECT_EQ(host_calls, (std::vector<std::string>{"7 on 0: 1 in, 0 out, first 0", "7 on 0: 1 in, 0 out, first 0", "8 on 0: 1 in, 1 out, first 1"}));

  compute.host_callback.id = 99;
  Module failing("failing");
  GraphBuilder f(failing.add_graph("main"));
  const Value y = f.parameter(TensorType(DType::F32, {2}), "y");
  f.output({f.add(OpCode::HostCallback, {y}, compute, {}, {TensorType(DType::F32, {2}), TensorType(DType::Pred, {})})->result()});
  failing.set_entry(f.graph());
  EXPECT_THAT([&] { evaluate(*failing.entry(), {make(DType::F32, {2}, {1, 2})}); },
              ::testing::ThrowsMessage<UserError>(::testing::HasSubstr("host callback 99 failed: refused on purpose")));
  set_host_callback_handler(nullptr);
  EXPECT_THAT([&] { evaluate(*failing.entry(), {make(DType::F32, {2}, {1, 2})}); },
              ::testing::ThrowsMessage<UserError>(::testing::HasSubstr("has no function to call")));
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
