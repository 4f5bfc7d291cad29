// What frameworks export around the math: sharding and placement
// custom-calls, collectives in a module compiled for one device, top-k. Each
// has an exact single-device meaning, checked on the reference evaluator
// against values computed by hand; what has none is a clear error.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cmath>

#include <complex>

#include "importer/import.h"
#include "reference/evaluator.h"
#include "support/error.h"
#include "test_util.h"

namespace kiln {
namespace {

using ::testing::HasSubstr;

std::string import_error(const std::string& text) {
  try {
    testing::parse(text);
  } catch (const UserError& e) {
    return e.what();
  }
  return "(no error)";
}

const Literal kX = testing::make(DType::F32, {2, 4}, {3, -1, 7, 7, 0.5, 2, -8, 2});

TEST(SingleDevice, AnnotationCustomCallsPassTheirOperandThrough) {
  for (const char* target : {"Sharding", "SPMDFullToShardShape", "SPMDShardToFullShape", "annotate_device_placement",
                             "MoveToDevice", "MoveToHost", "xla.sdy.FuncResultSharding", "xla.sdy.GlobalToLocalShape"}) {
    const std::string hlo = std::string(R"(
ENTRY e {
  x = f32[2,4] parameter(0)
  s = f32[2,4] custom-call(x), custom_call_target=")") + target + R"(", sharding={replicated}
  ROOT n = f32[2,4] negate(s)
})";
    const std::vector<Literal> out = testing::run_reference(hlo, {kX});
    EXPECT_TRUE(testing::all_close(out[0], {-3, 1, -7, -7, -0.5, -2, 8, -2}, 0)) << target;
  }
}

// JAX's dce_sink (lax.dce_sink, checkify) consumes a value and returns
// nothing; a sink that declares a result is an error.
TEST(SingleDevice, DceSinkConsumesItsOperandAndReturnsNothing) {
  const std::vector<Literal> hlo = testing::run_reference(R"(
ENTRY e {
  x = f32[2,4] parameter(0)
  y = f32[2,4] exponential(x)
  s = () custom-call(y), custom_call_target="dce_sink", custom_call_has_side_effect=true
  ROOT n = f32[2,4] negate(x)
})",
                                                          {kX});
  EXPECT_TRUE(testing::all_close(hlo[0], {-3, 1, -7, -7, -0.5, -2, 8, -2}, 0));
  const std::vector<Literal> mlir = testing::run_stablehlo(R"(
func.func public @main(%x: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %y = stablehlo.exponential %x : tensor<2x4xf32>
  stablehlo.custom_call @dce_sink(%y) {has_side_effect = true} : (tensor<2x4xf32>) -> ()
  %n = stablehlo.negate %x : tensor<2x4xf32>
  return %n : tensor<2x4xf32>
})",
                                                           {kX});
  EXPECT_TRUE(testing::all_close(mlir[0], {-3, 1, -7, -7, -0.5, -2, 8, -2}, 0));
  try {
    import_stablehlo_text(R"(
func.func public @main(%x: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %y = stablehlo.custom_call @dce_sink(%x) {has_side_effect = true} : (tensor<2x4xf32>) -> tensor<2x4xf32>
  return %y : tensor<2x4xf32>
})",
                          "sink.mlir");
    ADD_FAILURE() << "a dce_sink with a result imported";
  } catch (const UserError& e) {
    EXPECT_THAT(e.what(), HasSubstr("custom_call @dce_sink returns nothing"));
  }
}

TEST(SingleDevice, TopKOpAndCustomCallGiveValuesAndIndicesInOrder) {
  const std::vector<Literal> out = testing::run_reference(R"(
ENTRY e {
  x = f32[2,4] parameter(0)
  a = (f32[2,3], s32[2,3]) topk(x), k=3, largest=true
  b = (f32[2,2], s32[2,2]) topk(x), k=2, largest=false
  c = (f32[2,1], s32[2,1]) custom-call(x), custom_call_target="TopK"
  av = f32[2,3] get-tuple-element(a), index=0
  ai = s32[2,3] get-tuple-element(a), index=1
  bv = f32[2,2] get-tuple-element(b), index=0
  bi = s32[2,2] get-tuple-element(b), index=1
  ci = s32[2,1] get-tuple-element(c), index=1
  ROOT t = (f32[2,3], s32[2,3], f32[2,2], s32[2,2], s32[2,1]) tuple(av, ai, bv, bi, ci)
})",
                                                          {kX});
  EXPECT_TRUE(testing::all_close(out[0], {7, 7, 3, 2, 2, 0.5}, 0));
  EXPECT_TRUE(testing::identical(out[1], testing::make_int(DType::S32, {2, 3}, {2, 3, 0, 1, 3, 0})));  // ties in order
  EXPECT_TRUE(testing::all_close(out[2], {-1, 3, -8, 0.5}, 0));
  EXPECT_TRUE(testing::identical(out[3], testing::make_int(DType::S32, {2, 2}, {1, 0, 2, 0})));
  EXPECT_TRUE(testing::identical(out[4], testing::make_int(DType::S32, {2, 1}, {2, 1})));
}

// tt-xla's custom-call "mhlo.erf" is MHLO's erf: chlo.erf's decomposition.
TEST(SingleDevice, MhloErfCustomCallIsErf) {
  const std::vector<Literal> out = testing::run_reference(R"(
ENTRY e {
  x = f64[4] parameter(0)
  ROOT y = f64[4] custom-call(x), custom_call_target="mhlo.erf"
})",
                                                          {testing::make(DType::F64, {4}, {-1.25, 0.0, 0.5, 3.0})});
  const double xs[] = {-1.25, 0.0, 0.5, 3.0};
  for (int i = 0; i < 4; ++i) EXPECT_NEAR(out[0].get_double(i), std::erf(xs[i]), 1e-15) << i;
}

// HLO text's complex parameters and results, tuple elements included, are
// marked complex at the entry's boundary, in flattened order.
TEST(SingleDevice, TheEntryMarksComplexParametersAndResults) {
  const auto m = testing::parse(R"(
ENTRY e {
  p = (f32[2], c64[2]) parameter(0)
  q = c128[] parameter(1)
  a = f32[2] get-tuple-element(p), index=0
  z = c64[2] get-tuple-element(p), index=1
  ROOT t = (f32[2], c64[2], c128[]) tuple(a, z, q)
})");
  const Graph& g = *m->entry();
  ASSERT_EQ(g.parameters().size(), 3u);
  EXPECT_FALSE(g.complex_parameter(0));
  EXPECT_TRUE(g.complex_parameter(1));
  EXPECT_TRUE(g.complex_parameter(2));
  EXPECT_EQ(g.parameters()[2]->type(), TensorType(DType::F64, {2}));
  EXPECT_FALSE(g.complex_output(0));
  EXPECT_TRUE(g.complex_output(1));
  EXPECT_TRUE(g.complex_output(2));
}

TEST(SingleDevice, CollectivesOnOneDeviceAreIdentitiesAndIdsAreZero) {
  const std::vector<Literal> out = testing::run_reference(R"(
HloModule m, replica_count=1, num_partitions=1

add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = f32[] add(a, b)
}

ENTRY e {
  x = f32[2,4] parameter(0)
  ar = f32[2,4] all-reduce(x), replica_groups={{0}}, to_apply=add
  ag = f32[2,4] all-gather(ar), replica_groups={{0}}, dimensions={0}
  rs = f32[2,4] reduce-scatter(ag), replica_groups={{0}}, dimensions={1}, to_apply=add
  aa = f32[2,4] all-to-all(rs), replica_groups={{0}}, dimensions={1}
  cp = f32[2,4] collective-permute(aa), source_target_pairs={{0,0}}
  gone = f32[2,4] collective-permute(aa), source_target_pairs={{1,2}}
  pid = u32[] partition-id()
  rid = u32[] replica-id()
  ags = (f32[2,4], f32[2,4]) all-gather-start(cp), replica_groups={{0}}, dimensions={0}
  agd = f32[2,4] all-gather-done(ags)
  ars = f32[2,4] all-reduce-start(agd), replica_groups={{0}}, to_apply=add
  ard = f32[2,4] all-reduce-done(ars)
  ROOT t = (f32[2,4], f32[2,4], u32[], u32[]) tuple(ard, gone, pid, rid)
})",
                                                          {kX});
  EXPECT_TRUE(testing::all_close(out[0], {3, -1, 7, 7, 0.5, 2, -8, 2}, 0));
  EXPECT_TRUE(testing::all_close(out[1], {0, 0, 0, 0, 0, 0, 0, 0}, 0));  // nothing is sent to device 0
  EXPECT_TRUE(testing::identical(out[2], testing::make_int(DType::U32, {}, {0})));
  EXPECT_TRUE(testing::identical(out[3], testing::make_int(DType::U32, {}, {0})));
}

// Expected values: numpy from the definitions, and the gradient by central
// finite differences of sum(dy * batch_norm_training(x)).
TEST(SingleDevice, BatchNormTrainingInferenceAndGradFollowXla) {
  const std::vector<Literal> out = testing::run_reference(R"(
ENTRY e {
  x = f64[3,2] parameter(0)
  scale = f64[2] parameter(1)
  offset = f64[2] parameter(2)
  dy = f64[3,2] parameter(3)
  t = (f64[3,2], f64[2], f64[2]) batch-norm-training(x, scale, offset), epsilon=0.5, feature_index=1
  y = f64[3,2] get-tuple-element(t), index=0
  m = f64[2] get-tuple-element(t), index=1
  v = f64[2] get-tuple-element(t), index=2
  i = f64[3,2] batch-norm-inference(x, scale, offset, m, v), epsilon=0.5, feature_index=1
  g = (f64[3,2], f64[2], f64[2]) batch-norm-grad(x, scale, m, v, dy), epsilon=0.5, feature_index=1
  gx = f64[3,2] get-tuple-element(g), index=0
  gs = f64[2] get-tuple-element(g), index=1
  go = f64[2] get-tuple-element(g), index=2
  ROOT r = (f64[3,2], f64[2], f64[2], f64[3,2], f64[3,2], f64[2], f64[2]) tuple(y, m, v, i, gx, gs, go)
})",
                                                          {testing::make(DType::F64, {3, 2}, {1, 2, 3, 6, -2, 1}),
                                                           testing::make(DType::F64, {2}, {1, 2}),
                                                           testing::make(DType::F64, {2}, {0, 1}),
                                                           testing::make(DType::F64, {3, 2}, {1, 0.5, -2, 1, 0.25, 3})});
  const std::vector<double> y = {0.153392998, 0.12011731, 1.073750984, 3.63964807, -1.227143982, -0.75976538};
  EXPECT_TRUE(testing::all_close(out[0], y, 1e-8));
  EXPECT_TRUE(testing::all_close(out[1], {2.0 / 3, 3}, 1e-12));
  EXPECT_TRUE(testing::all_close(out[2], {38.0 / 9, 14.0 / 3}, 1e-12));
  EXPECT_TRUE(testing::all_close(out[3], y, 1e-8));
  EXPECT_TRUE(testing::all_close(out[4], {0.629362, -1.078566, -0.426342, 0.156108, -0.20302, 0.922458}, 1e-5));
  EXPECT_TRUE(testing::all_close(out[5], {-2.3008949665421117, -1.5397947077242096}, 1e-12));
  EXPECT_TRUE(testing::all_close(out[6], {-0.75, 4.5}, 1e-12));
}

// Current JAX prints a stack-frame table after the HloModule line; XLA prints
// a parent frame id one past its index (1: none).
const char* const kStackFrames = R"(HloModule jit_f, entry_computation_layout={(f32[4]{0})->f32[4]{0}}

FileNames
1 "/home/u/model.py"
2 "/home/u/layers.py"

FunctionNames
1 "<module>"
2 "mlp"

FileLocations
1 {file_name_id=1 function_name_id=1 line=10 end_line=10 column=2 end_column=31}
2 {file_name_id=2 function_name_id=2 line=35 end_line=35 column=9 end_column=24}

StackFrames
1 {file_location_id=1 parent_frame_id=1}
2 {file_location_id=2 parent_frame_id=2}


ENTRY %main.4 (Arg_0.1: f32[4]) -> f32[4] {
  %Arg_0.1 = f32[4]{0} parameter(0), metadata={op_name="x"}
  %tanh.2 = f32[4]{0} tanh(f32[4]{0} %Arg_0.1), metadata={op_type="tanh" op_name="jit(f)/tanh" stack_frame_id=2}
  %e = f32[4]{0} exponential(%tanh.2), metadata={op_name="jit(f)/exp" source_file="/home/u/other.py" source_line=7}
  ROOT %r = f32[4]{0} add(%e, %tanh.2), metadata={op_type="add" op_name="jit(f)/add" stack_frame_id=1}
}
)";

TEST(SingleDevice, StackFrameTablesBecomeSourceLocations) {
  const auto m = testing::parse(kStackFrames);
  const Graph& g = *m->entry();
  EXPECT_EQ(g.source_location("tanh.2"), "/home/u/layers.py:35 (mlp)");
  EXPECT_EQ(g.source_location("e"), "/home/u/other.py:7");
  EXPECT_EQ(g.source_location("r"), "/home/u/model.py:10 (<module>)");
  EXPECT_EQ(g.source_location("Arg_0.1"), "");
  // XLA C-escapes a non-ASCII file name's bytes.
  std::string escaped = kStackFrames;
  escaped.replace(escaped.find("/home/u/layers.py"), 17, "caf\\303\\251.py");
  EXPECT_EQ(testing::parse(escaped)->entry()->source_location("tanh.2"), "caf\xc3\xa9.py:35 (mlp)");
  const std::vector<Literal> out = testing::run_reference(kStackFrames, {testing::make(DType::F32, {4}, {0, 1, -1, 2})});
  EXPECT_TRUE(testing::all_close(out[0], {1, 2.9032818, -0.2946727, 3.5862641}, 1e-6));
  // An unsupported op says where the user wrote it.
  std::string text = kStackFrames;
  text.replace(text.find("add(%e, %tanh.2)"), 16, "fft(%e)");
  EXPECT_THAT(import_error(text), HasSubstr("unsupported opcode 'fft' in instruction %r (from /home/u/model.py:10 (<module>))"));
}

TEST(SingleDeviceErrors, MalformedStackFrameTablesSayWhere) {
  auto with = [](std::string from, std::string to) {
    std::string text = kStackFrames;
    text.replace(text.find(from), from.size(), to);
    return import_error(text);
  };
  EXPECT_THAT(with("2 {file_location_id=2 parent_frame_id=2}", "2 {file_location_id=9 parent_frame_id=2}"),
              HasSubstr("test.hlo:17:3: file location id 9 is out of range (the table has 2)"));
  EXPECT_THAT(with("parent_frame_id=2}", "parent_frame_id=7}"), HasSubstr("stack frame 2 has parent 6, but there are 2 frames"));
  EXPECT_THAT(with("function_name_id=2 line=35", "function_name_id=3 line=35"), HasSubstr("function name id 3 is out of range"));
  EXPECT_THAT(with("line=35 end_line", "end_line"), HasSubstr("missing field 'line'"));
  EXPECT_NO_THROW(testing::parse([&] {  // end_line and end_column may be absent, later fields are read past
    std::string text = kStackFrames;
    text.replace(text.find(" end_column=24}"), 15, " future_field=3}");
    return text;
  }()));
  EXPECT_THAT(with("StackFrames\n", ""), HasSubstr("test.hlo:15:3: missing field 'file_name_id'"));
  EXPECT_THAT(with("2 \"/home/u/layers.py\"", "2 /home/u/layers.py"), HasSubstr("test.hlo:5:3: expected a quoted name"));
  EXPECT_THAT(with("FunctionNames\n", "Functions\n"), HasSubstr("expected 'FunctionNames' after the FileNames table"));
  // Metadata only informs: a frame id past the table leaves the location unknown.
  const auto m = testing::parse([&] {
    std::string text = kStackFrames;
    text.replace(text.find("stack_frame_id=2"), 16, "stack_frame_id=5");
    return text;
  }());
  EXPECT_EQ(m->entry()->source_location("tanh.2"), "");
}

// add and multiply on pred are or and and (StableHLO's spec for i1); MHLO's
// ops read as StableHLO's, old quoted enums included.
TEST(SingleDevice, PredArithmeticAndMhloSpellings) {
  const Literal a = testing::make_int(DType::Pred, {4}, {0, 0, 1, 1}), b = testing::make_int(DType::Pred, {4}, {0, 1, 0, 1});
  const std::vector<Literal> hlo = testing::run_reference(R"(
ENTRY e {
  a = pred[4] parameter(0)
  b = pred[4] parameter(1)
  s = pred[4] add(a, b)
  m = pred[4] multiply(a, b)
  ROOT t = (pred[4], pred[4]) tuple(s, m)
})",
                                                          {a, b});
  EXPECT_TRUE(testing::identical(hlo[0], testing::make_int(DType::Pred, {4}, {0, 1, 1, 1})));
  EXPECT_TRUE(testing::identical(hlo[1], testing::make_int(DType::Pred, {4}, {0, 0, 0, 1})));
  auto programs = import_stablehlo_text(R"(
func.func @main(%a: tensor<4xi1>, %b: tensor<4xi1>, %x: tensor<4xf32>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xf32>) {
  %0 = stablehlo.add %a, %b : tensor<4xi1>
  %1 = "mhlo.multiply"(%a, %b) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %c = arith.constant dense<0.5> : tensor<4xf32>
  %2 = "mhlo.compare"(%x, %c) {comparison_direction = #mhlo<"comparison_direction GT">} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %3 = "mhlo.copy"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0, %1, %2, %3 : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xf32>
})",
                                        "test.mlir");
  const Literal x = testing::make(DType::F32, {4}, {0, 1, 0.5, 2});
  const std::vector<Literal> out = evaluate(*programs.at(0)->entry(), {a, b, x});
  EXPECT_TRUE(testing::identical(out[0], testing::make_int(DType::Pred, {4}, {0, 1, 1, 1})));
  EXPECT_TRUE(testing::identical(out[1], testing::make_int(DType::Pred, {4}, {0, 0, 0, 1})));
  EXPECT_TRUE(testing::identical(out[2], testing::make_int(DType::Pred, {4}, {0, 1, 0, 1})));
  EXPECT_TRUE(testing::all_close(out[3], {0, 1, 0.5, 2}, 0));
}

// The importer fuzzer's finds: operands missing where the complex and
// control-flow paths counted on them were internal errors.
TEST(SingleDeviceErrors, MissingOperandsAreUserErrors) {
  EXPECT_THAT(import_error("ENTRY e {\n  x = c64[3] parameter(0)\n  ROOT w = c128[3] convert()\n}\n"),
              HasSubstr("convert %w takes 1 operand(s), got 0"));
  EXPECT_THAT(import_error("ENTRY e {\n  x = c64[3,1] parameter(0)\n  ROOT d = c64[3,3] dot(x), lhs_contracting_dims={1}, "
                           "rhs_contracting_dims={0}\n}\n"),
              HasSubstr("dot %d needs operand 1, got 1"));
  EXPECT_THAT(import_error(R"(
t {
  a = f32[2] parameter(0)
  ROOT n = f32[2] negate(a)
}
ENTRY e {
  p = pred[] parameter(0)
  x = f32[2] parameter(1)
  ROOT y = f32[2] conditional(p, x), true_computation=t, false_computation=t
})"),
              HasSubstr("conditional has 2 branches but 1 branch operands"));
}

TEST(SingleDeviceErrors, UnknownCustomCallTargetsAreNamed) {
  const std::string e = import_error(R"(
ENTRY e {
  x = f32[8] parameter(0)
  ROOT y = f32[8] custom-call(x), custom_call_target="my_fused_kernel"
})");
  EXPECT_THAT(e, HasSubstr(":4:"));
  EXPECT_THAT(e, HasSubstr("custom-call target \"my_fused_kernel\" in instruction %y"));
  EXPECT_THAT(import_error(R"(
ENTRY e {
  x = f32[8] parameter(0)
  ROOT y = f32[8] custom-call(x)
})"),
              HasSubstr("custom-call %y needs custom_call_target="));
  // An identity target must keep the shape.
  EXPECT_THAT(import_error(R"(
ENTRY e {
  x = f32[8] parameter(0)
  ROOT y = f32[4] custom-call(x), custom_call_target="Sharding"
})"),
              HasSubstr("%y is declared f32[4]"));
}

TEST(SingleDevice, StableHloCustomCallsShareTheTargets) {
  auto programs = import_stablehlo_text(R"(
module @m {
  func.func public @main(%arg0: tensor<2x4xf32>) -> (tensor<2x3xf32>, tensor<2x3xi32>) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {mhlo.sharding = "{replicated}"} : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %1:2 = stablehlo.custom_call @TopK(%0) : (tensor<2x4xf32>) -> (tensor<2x3xf32>, tensor<2x3xi32>)
    return %1#0, %1#1 : tensor<2x3xf32>, tensor<2x3xi32>
  }
})",
                                        "test.mlir");
  ASSERT_EQ(programs.size(), 1u);
  const std::vector<Literal> out = evaluate(*programs[0]->entry(), {kX});
  EXPECT_TRUE(testing::all_close(out[0], {7, 7, 3, 2, 2, 0.5}, 0));
  EXPECT_TRUE(testing::identical(out[1], testing::make_int(DType::S32, {2, 3}, {2, 3, 0, 1, 3, 0})));
  try {
    import_stablehlo_text("module @m {\n  func.func public @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n"
                          "    %0 = stablehlo.custom_call @mine(%a) : (tensor<2xf32>) -> tensor<2xf32>\n"
                          "    return %0 : tensor<2xf32>\n  }\n}\n",
                          "bad.mlir");
    ADD_FAILURE() << "an unknown target imported";
  } catch (const UserError& e) {
    EXPECT_THAT(e.what(), HasSubstr("bad.mlir:3:"));
    EXPECT_THAT(e.what(), HasSubstr("custom_call target @mine"));
  }
}

// JAX's CPU triangular solve (jax.lax.linalg.triangular_solve) is a LAPACK
// custom-call; its back-compat test data (jax-ml/jax,
// export_back_compat_test_data/cpu_triangular_solve_blas_trsm.py) records the
// inputs and outputs below. Both the (a, b) form and the older (a, b, alpha)
// form, in StableHLO and in HLO.
TEST(SingleDevice, JaxLapackTriangularSolvesMatchJaxsRecordedOutputs) {
  const Literal a = testing::make(DType::F64, {4, 4}, {5, 0, 0, 0, 4, 10, 0, 0, 8, 9, 15, 0, 12, 13, 14, 20});
  const Literal b = testing::make(DType::F64, {4, 5}, {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19});
  const std::vector<double> jax = {0.0, 0.2, 0.4, 0.6000000000000001, 0.8, 0.5, 0.52, 0.54, 0.5599999999999999, 0.58,
                                   0.36666666666666664, 0.3146666666666667, 0.2626666666666667, 0.21066666666666667,
                                   0.15866666666666665, 0.16833333333333336, 0.1217333333333333, 0.07513333333333323,
                                   0.0285333333333333, -0.018066666666666675};
  const std::string config = "{diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}";
  auto programs = import_stablehlo_text(R"(
module @jit_func {
  func.func public @main(%arg0: tensor<4x4xf64>, %arg1: tensor<4x5xf64>) -> (tensor<4x5xf64>, tensor<4x5xf64>) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %0 = stablehlo.custom_call @lapack_dtrsm_ffi(%arg0, %arg1) {mhlo.backend_config = )" + config + R"(, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (tensor<4x4xf64>, tensor<4x5xf64>) -> tensor<4x5xf64>
    %1 = stablehlo.custom_call @lapack_dtrsm_ffi(%arg0, %arg1, %cst) {mhlo.backend_config = )" + config + R"(} : (tensor<4x4xf64>, tensor<4x5xf64>, tensor<f64>) -> tensor<4x5xf64>
    return %0, %1 : tensor<4x5xf64>, tensor<4x5xf64>
  }
})",
                                        "trsm.mlir");
  const std::vector<Literal> out = evaluate(*programs.at(0)->entry(), {a, b});
  EXPECT_TRUE(testing::all_close(out[0], jax, 1e-14, 1e-15));
  std::vector<double> doubled = jax;
  for (double& v : doubled) v *= 2;
  EXPECT_TRUE(testing::all_close(out[1], doubled, 1e-14, 1e-15));
  const auto hlo = testing::parse(R"(HloModule trsm
ENTRY e {
  a = f64[4,4]{0,1} parameter(0)
  b = f64[4,5]{0,1} parameter(1)
  ROOT x = f64[4,5]{0,1} custom-call(a, b), custom_call_target="lapack_dtrsm_ffi", operand_layout_constraints={f64[4,4]{0,1}, f64[4,5]{0,1}}, api_version=API_VERSION_TYPED_FFI, backend_config=)" + config + R"(
})");
  EXPECT_TRUE(testing::all_close(evaluate(*hlo->entry(), {a, b})[0], jax, 1e-14, 1e-15));
  EXPECT_THAT(import_error(R"(HloModule trsm
ENTRY e {
  a = f64[4,4] parameter(0)
  b = f64[4,5] parameter(1)
  ROOT x = f64[4,5] custom-call(a, b), custom_call_target="lapack_dtrsm_ffi", backend_config={diag = 78 : ui8, side = 88 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}
})"), HasSubstr("side = 88"));
}

}  // namespace
}  // namespace kiln

namespace kiln {
namespace {

// jax.export of random.uniform on CUDA (test/real, from JAX's back-compat
// data cuda_threefry2x32.py): its custom call cu_threefry2x32_ffi computed as
// Threefry-2x32 gives the outputs JAX recorded for key [42, 43]; the HLO
// spelling of the same call too.
// jax.export's shape-polymorphic programs (`tensor<4x?xf32>`), specialized to
// the shapes JAX's back-compat data ran them on, give its recorded outputs:
// top_k with k = dimension_size - 1, and a cumulative sum whose window and
// padding come from the dimension size.
TEST(SingleDevice, ShapePolymorphicExportsMatchJaxsRecordedOutputs) {
  ImportOptions top_k_shapes;
  top_k_shapes.argument_shapes = {Dims{4, 3}};
  const auto top_k = import_model_file(std::string(KILN_SOURCE_DIR) + "/test/real/stablehlo_jax_export_dynamic_top_k.mlir", top_k_shapes);
  const Literal x = testing::make(DType::F32, {4, 3}, {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11});
  const std::vector<Literal> got = evaluate(*top_k->entry(), {x});
  ASSERT_EQ(got.size(), 2u);
  EXPECT_EQ(got[0], testing::make(DType::F32, {4, 2}, {2, 1, 5, 4, 8, 7, 11, 10}));
  EXPECT_EQ(got[1], testing::make_int(DType::S32, {4, 2}, {2, 1, 2, 1, 2, 1, 2, 1}));

  ImportOptions cumsum_shapes;
  cumsum_shapes.argument_shapes = {Dims{3, 4}};
  const auto cumsum = import_model_file(std::string(KILN_SOURCE_DIR) + "/test/real/stablehlo_jax_export_dynamic_reduce_window.mlir", cumsum_shapes);
  const Literal y = testing::make(DType::F32, {3, 4}, {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11});
  EXPECT_EQ(evaluate(*cumsum->entry(), {y})[0], testing::make(DType::F32, {3, 4}, {0, 1, 2, 3, 4, 6, 8, 10, 12, 15, 18, 21}));

  // rng_bit_generator (DEFAULT: Philox) of a [rows * cols * 10, 4] shape
  // computed from the second argument's dims, then sliced to [rows * cols, 4].
  ImportOptions rng_shapes;
  rng_shapes.argument_shapes = {std::nullopt, Dims{2, 3}};
  const auto rng = import_model_file(std::string(KILN_SOURCE_DIR) + "/test/real/stablehlo_jax_export_dynamic_rng_bit_generator.mlir", rng_shapes);
  const std::vector<Literal> bits = evaluate(*rng->entry(), {testing::make_int(DType::U32, {4}, {42, 43, 44, 45}),
                                                             testing::make(DType::F32, {2, 3}, {0, 1, 2, 3, 4, 5})});
  EXPECT_EQ(bits.at(0), testing::make_int(DType::U32, {6, 4},
                                          {2427392780, 1458059130, 393278117, 4094008499, 2979149501, 2789479602, 236667834, 2209180022,
                                           3272265009, 654898663, 3518128447, 3522413436, 3152133794, 2429726816, 183393703, 2087683200,
                                           2517633375, 3263052868, 344980918, 3676396031, 3594828247, 2571774884, 3751275505, 2435848784}));
}

// Philox-4x32-10 against Random123's known-answer vectors (kat_vectors), the
// state u64[3] = (key, counter low, counter high); the counter advances by
// the blocks used, carrying into its high word. A u64 result joins two words,
// a u8 result keeps each word's low byte.
TEST(SingleDevice, RngBitGeneratorPhiloxMatchesRandom123KnownAnswers) {
  const std::string program = R"(func.func @main(%s: tensor<3xui64>) -> (tensor<3xui64>, tensor<4xui32>) {
  %0:2 = stablehlo.rng_bit_generator %s, algorithm = PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<4xui32>)
  return %0#0, %0#1 : tensor<3xui64>, tensor<4xui32>
})";
  struct Kat {
    std::vector<int64_t> state, bits, next;
  };
  const int64_t ones = -1;  // 2^64 - 1 as u64 bits
  for (const Kat& k : {Kat{{0, 0, 0}, {0x6627e8d5, 0xe169c58d, 0xbc57ac4c, 0x9b00dbd8}, {0, 1, 0}},
                       Kat{{0x299f31d0a4093822, static_cast<int64_t>(0x85a308d3243f6a88), 0x0370734413198a2e},
                           {0xd16cfe09, 0x94fdcceb, 0x5001e420, 0x24126ea1},
                           {0x299f31d0a4093822, static_cast<int64_t>(0x85a308d3243f6a89), 0x0370734413198a2e}},
                       Kat{{ones, ones, ones}, {0x408f276d, 0x41c83b0e, 0xa20bc7c6, 0x6d5451fd}, {ones, 0, 0}}}) {
    const std::vector<Literal> out = testing::run_stablehlo(program, {testing::make_int(DType::U64, {3}, k.state)});
    EXPECT_EQ(out.at(1), testing::make_int(DType::U32, {4}, k.bits));
    EXPECT_EQ(out.at(0), testing::make_int(DType::U64, {3}, k.next));
  }
  const std::vector<Literal> wide = testing::run_stablehlo(R"(func.func @main(%s: tensor<2xui64>) -> (tensor<2xui64>, tensor<2xui64>, tensor<4xui8>) {
  %0:2 = stablehlo.rng_bit_generator %s, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2xui64>)
  %1:2 = stablehlo.rng_bit_generator %s, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui8>)
  return %0#0, %0#1, %1#1 : tensor<2xui64>, tensor<2xui64>, tensor<4xui8>
})", {testing::make_int(DType::U64, {2}, {0, 0})});
  EXPECT_EQ(wide.at(0), testing::make_int(DType::U64, {2}, {0, 1}));
  EXPECT_EQ(wide.at(1), testing::make_int(DType::U64, {2}, {static_cast<int64_t>(0xe169c58d6627e8d5), static_cast<int64_t>(0x9b00dbd8bc57ac4c)}));
  EXPECT_EQ(wide.at(2), testing::make_int(DType::U8, {4}, {0xd5, 0x8d, 0x4c, 0xd8}));
  // No output, no blocks used: the state comes back as it was, as XLA's does
  // (JAX's lax_test testRngBitGeneratorReturnedKey).
  const std::vector<Literal> empty = testing::run_stablehlo(R"(func.func @main(%s: tensor<2xui64>) -> (tensor<2xui64>, tensor<0xui32>) {
  %0:2 = stablehlo.rng_bit_generator %s, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<0xui32>)
  return %0#0, %0#1 : tensor<2xui64>, tensor<0xui32>
})", {testing::make_int(DType::U64, {2}, {7, 41})});
  EXPECT_EQ(empty.at(0), testing::make_int(DType::U64, {2}, {7, 41}));
  EXPECT_THAT(testing::stablehlo_import_error(R"(func.func @main(%s: tensor<2xui64>) -> tensor<4xui32> {
  %0:2 = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
  return %0#1 : tensor<4xui32>
})"), ::testing::HasSubstr("unsupported: rng_bit_generator with rng_algorithm THREE_FRY"));
  // HLO text's rng-bit-generator is the same generator.
  const auto hlo = import_hlo_text(R"(HloModule rbg
ENTRY e {
  s = u64[3] parameter(0)
  ROOT r = (u64[3], u32[4]) rng-bit-generator(s), algorithm=rng_philox
})");
  const std::vector<Literal> from_hlo = evaluate(*hlo->entry(), {testing::make_int(DType::U64, {3}, {0, 0, 0})});
  EXPECT_EQ(from_hlo.at(1), testing::make_int(DType::U32, {4}, {0x6627e8d5, 0xe169c58d, 0xbc57ac4c, 0x9b00dbd8}));
}

// Without the shapes, or with ones that do not fit the declaration: an error
// that names the argument and what to give.
TEST(SingleDeviceErrors, ShapePolymorphicExportsNeedFittingArgumentShapes) {
  const std::string path = std::string(KILN_SOURCE_DIR) + "/test/real/stablehlo_jax_export_dynamic_top_k.mlir";
  auto message = [&](const ImportOptions& o) {
    try {
      import_model_file(path, o);
    } catch (const UserError& e) {
      return std::string(e.what());
    }
    return std::string("(no error)");
  };
  EXPECT_THAT(message({}), ::testing::HasSubstr("argument 0 of @main (%arg0) has a dynamic shape, f32[4,?]: give its shape"));
  ImportOptions wrong;
  wrong.argument_shapes = {Dims{5, 3}};
  EXPECT_THAT(message(wrong), ::testing::HasSubstr("is declared f32[4,?]; the shape given, [5,3], does not fit it"));
  ImportOptions too_many;
  too_many.argument_shapes = {Dims{4, 3}, Dims{1}};
  EXPECT_THAT(message(too_many), ::testing::HasSubstr("2 argument shapes given, but @main takes 1 argument(s)"));
  ImportOptions too_big;
  too_big.argument_shapes = {Dims{4, int64_t{1} << 40}};
  EXPECT_THAT(message(too_big), ::testing::HasSubstr("the shape given has too many elements (the limit is 2^40"));
  // k past the dim: dimension_size - 1 of a [4,0] input is -1.
  ImportOptions empty;
  empty.argument_shapes = {Dims{4, 0}};
  EXPECT_THAT(message(empty), ::testing::HasSubstr("k must be one size, 0 or more"));
  // A constant with a '?' in its type is malformed.
  EXPECT_THAT(testing::stablehlo_import_error(R"(func.func @main() -> tensor<?xf32> {
  %0 = stablehlo.constant dense<1.0> : tensor<?xf32>
  return %0 : tensor<?xf32>
})"), ::testing::HasSubstr("a constant needs a static type"));
}

TEST(SingleDevice, CudaThreefryCustomCallMatchesJaxsRecordedOutputs) {
  const auto m = import_model_file(std::string(KILN_SOURCE_DIR) + "/test/real/stablehlo_jax_export_threefry_cuda.mlir");
  const Literal out = evaluate(*m->entry(), {testing::make_int(DType::U32, {2}, {42, 43})})[0];
  const std::vector<double> jax = {0.42591238, 0.076994896, 0.44370103, 0.72904015, 0.17879379, 0.81439507, 0.0019190311, 0.68608475};
  ASSERT_EQ(out.num_elements(), 8);
  for (int64_t i = 0; i < 8; ++i) EXPECT_FLOAT_EQ(static_cast<float>(out.get_double(i)), static_cast<float>(jax[static_cast<size_t>(i)])) << i;
  const auto hlo = import_hlo_text(R"(HloModule t
ENTRY e {
  k0 = u32[1] parameter(0)
  k1 = u32[1] parameter(1)
  x0 = u32[1] parameter(2)
  x1 = u32[1] parameter(3)
  ROOT r = (u32[1], u32[1]) custom-call(k0, k1, x0, x1), custom_call_target="cu_threefry2x32"
})");
  // Threefry-2x32-20 known-answer vector (Random123's kat_vectors): key and
  // counter all ones -> 0x1cb996fc 0xbb002be7.
  const std::vector<Literal> kat = evaluate(*hlo->entry(), {testing::make_int(DType::U32, {1}, {0xffffffff}),
                                                            testing::make_int(DType::U32, {1}, {0xffffffff}),
                                                            testing::make_int(DType::U32, {1}, {0xffffffff}),
                                                            testing::make_int(DType::U32, {1}, {0xffffffff})});
  EXPECT_EQ(kat[0].get_int(0), 0x1cb996fc);
  EXPECT_EQ(kat[1].get_int(0), 0xbb002be7);
}

}  // namespace
}  // namespace kiln

namespace kiln {
namespace {

// jax.export of cholesky, lu and eigh on complex128 (test/real, JAX's
// back-compat data): their lapack_z*_ffi calls give the outputs JAX recorded.
TEST(SingleDevice, JaxComplexLapackCallsMatchJaxsRecordedOutputs) {
  const std::string dir = std::string(KILN_SOURCE_DIR) + "/test/real/";
  using C = std::complex<double>;
  const std::vector<C> a = {{77.35445791180521, -6.4555004827448569e-16}, {16.89356598261691, -5.4959586590823566}, {-21.124380423202325, 64.431220601700787}, {55.385054340628855, 2.5198457006849742},
                            {16.89356598261691, 5.4959586590823566}, {67.125263428637, -3.2921739472953976e-16}, {25.14078382035968, 12.783276691803774}, {51.116221409460884, -2.2635508887939348},
                            {-21.124380423202325, -64.431220601700787}, {25.14078382035968, -12.783276691803774}, {107.43449297637208, -2.8959717546347756e-15}, {12.493792156221616, -57.556567757218694},
                            {55.385054340628855, -2.5198457006849715}, {51.116221409460884, 2.2635508887939326}, {12.493792156221616, 57.556567757218708}, {78.9856503203742, 2.0971925518284437e-16}};
  const std::vector<C> l = {{8.795138311124232, 0}, {0, 0}, {0, 0}, {0, 0},
                            {1.920784572682576, 0.6248859841272741}, {7.940111306576432, 0}, {0, 0}, {0, 0},
                            {-2.4018246985932983, -7.325776846534312}, {4.323862172248577, -0.026813746599595487}, {5.413152651345812, 0}, {0, 0},
                            {6.2972351748666595, -0.2865043858944017}, {4.936910868956218, 0.8499777688460634}, {0.775158053020059, 1.2799807160415595}, {3.451611642915358, 0}};
  Literal pairs(DType::F64, {4, 4, 2});
  for (int64_t i = 0; i < 16; ++i) {
    pairs.set_double(2 * i, a[static_cast<size_t>(i)].real());
    pairs.set_double(2 * i + 1, a[static_cast<size_t>(i)].imag());
  }
  const Literal chol = evaluate(*import_model_file(dir + "stablehlo_jax_export_cholesky_c128.mlir")->entry(), {pairs})[0];
  for (int64_t i = 0; i < 16; ++i) {
    EXPECT_NEAR(chol.get_double(2 * i), l[static_cast<size_t>(i)].real(), 1e-12) << i;
    EXPECT_NEAR(chol.get_double(2 * i + 1), l[static_cast<size_t>(i)].imag(), 1e-12) << i;
  }
  const std::vector<Literal> lu = evaluate(*import_model_file(dir + "stablehlo_jax_export_lu_getrf_c128.mlir")->entry(), {});
  const std::vector<double> lu_re = {6, 7, 8, 0, 1, 2, 0.5, 0.5, 0};
  for (int64_t i = 0; i < 9; ++i) {
    EXPECT_EQ(lu[0].get_double(2 * i), lu_re[static_cast<size_t>(i)]) << i;
    EXPECT_EQ(lu[0].get_double(2 * i + 1), 0) << i;
  }
  EXPECT_TRUE(testing::identical(lu[1], testing::make_int(DType::S32, {3}, {2, 2, 2})));
  EXPECT_TRUE(testing::identical(lu[2], testing::make_int(DType::S32, {3}, {2, 0, 1})));
  // Six of eigh's eight eigenvalues are rounding noise around 0; the two that
  // are not, and the ascending order, are what JAX's run says.
  const Literal w = evaluate(*import_model_file(dir + "stablehlo_jax_export_eigh_c128.mlir")->entry(), {})[1];
  EXPECT_NEAR(w.get_double(0), -24.598804776133626, 1e-10);
  EXPECT_NEAR(w.get_double(7), 276.59880477613365, 1e-10);
  for (int64_t i = 1; i < 7; ++i) EXPECT_LT(std::abs(w.get_double(i)), 1e-12) << i;
}

}  // namespace
}  // namespace kiln
