// What frameworks export around the math: sharding and placement
// custom-calls, collectives in a module compiled for one device, top-k. Each
// has an exact single-device meaning, checked on the reference evaluator
// against values computed by hand; what has none is a clear error.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

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
  ROOT t = (f32[2,4], f32[2,4], u32[], u32[]) tuple(cp, gone, pid, rid)
})",
                                                          {kX});
  EXPECT_TRUE(testing::all_close(out[0], {3, -1, 7, 7, 0.5, 2, -8, 2}, 0));
  EXPECT_TRUE(testing::all_close(out[1], {0, 0, 0, 0, 0, 0, 0, 0}, 0));  // nothing is sent to device 0
  EXPECT_TRUE(testing::identical(out[2], testing::make_int(DType::U32, {}, {0})));
  EXPECT_TRUE(testing::identical(out[3], testing::make_int(DType::U32, {}, {0})));
}

TEST(SingleDeviceErrors, PartitionedModulesSayHowManyDevices) {
  const std::string e = import_error(R"(
HloModule m, replica_count=2, num_partitions=4

add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = f32[] add(a, b)
}

ENTRY e {
  x = f32[8] parameter(0)
  ROOT ar = f32[8] all-reduce(x), replica_groups={}, to_apply=add
})");
  EXPECT_THAT(e, HasSubstr("all-reduce %ar"));
  EXPECT_THAT(e, HasSubstr("8 devices (replica_count=2, num_partitions=4)"));
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

}  // namespace
}  // namespace kiln
