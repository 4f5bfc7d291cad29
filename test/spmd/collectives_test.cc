// Modules for several devices (issue 54): replica groups in every spelling
// and group mode, each collective's values on the reference and the cpu
// target with every device in one process, and the errors for what is wrong.
// JAX-partitioned programs against JAX's own shards: jax_spmd_programs.py.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <chrono>
#include <cmath>
#include <limits>

#include "collectives/in_process.h"
#include "collectives/participant.h"
#include "collectives/spmd_launch.h"
#include "driver/compile.h"
#include "ir/collectives.h"
#include "reference/evaluator.h"
#include "support/error.h"
#include "test_util.h"

namespace kiln {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;
using testing::make;
using testing::make_int;
using testing::parse;

std::string import_error(const std::string& hlo) {
  try {
    parse(hlo);
  } catch (const UserError& e) {
    return e.what();
  }
  return "(no error)";
}

const Node& node_named(const Module& m, const std::string& name) {
  for (const auto& n : m.entry()->nodes()) {
    if (n->name() == name) return *n;
  }
  throw std::runtime_error("no node " + name);
}

std::vector<Dims> groups_of(const std::string& attributes, const std::string& header = "replica_count=1, num_partitions=8") {
  const auto m = parse("HloModule m, " + header + R"(
add { a = f32[] parameter(0)  b = f32[] parameter(1)  ROOT c = f32[] add(a, b) }
ENTRY e {
  x = f32[8] parameter(0)
  ROOT ar = f32[8] all-reduce(x), )" + attributes + R"(, to_apply=add
})");
  return node_named(*m, "ar").attrs().collective.groups;
}

TEST(ReplicaGroups, ListsIotaAndTransposedIota) {
  EXPECT_THAT(groups_of("channel_id=1, replica_groups={{0,1,2,3},{4,5,6,7}}, use_global_device_ids=true"),
              ElementsAre(Dims{0, 1, 2, 3}, Dims{4, 5, 6, 7}));
  EXPECT_THAT(groups_of("channel_id=1, replica_groups=[2,4]<=[8], use_global_device_ids=true"), ElementsAre(Dims{0, 1, 2, 3}, Dims{4, 5, 6, 7}));
  // [4,2] reshaped, transposed: {0,2,4,6}, {1,3,5,7}.
  EXPECT_THAT(groups_of("channel_id=1, replica_groups=[2,4]<=[4,2]T(1,0), use_global_device_ids=true"),
              ElementsAre(Dims{0, 2, 4, 6}, Dims{1, 3, 5, 7}));
  EXPECT_THAT(groups_of("channel_id=1, replica_groups=[4,2]<=[2,2,2]T(2,1,0), use_global_device_ids=true"),
              ElementsAre(Dims{0, 4}, Dims{2, 6}, Dims{1, 5}, Dims{3, 7}));
}

TEST(ReplicaGroups, MeshAxesAsShardyWritesThem) {
  // mesh['a'=2,'b'=4]: device = 4a + b. Grouped over b: rows; over a: columns.
  EXPECT_THAT(groups_of("channel_id=1, replica_groups=mesh['a'=2,'b'=4] {'b'}, use_global_device_ids=true"),
              ElementsAre(Dims{0, 1, 2, 3}, Dims{4, 5, 6, 7}));
  EXPECT_THAT(groups_of("channel_id=1, replica_groups=mesh['a'=2,'b'=4] {'a'}, use_global_device_ids=true"),
              ElementsAre(Dims{0, 4}, Dims{1, 5}, Dims{2, 6}, Dims{3, 7}));
  EXPECT_THAT(groups_of("channel_id=1, replica_groups=mesh['a'=2,'b'=4] {'a','b'}, use_global_device_ids=true"),
              ElementsAre(Dims{0, 1, 2, 3, 4, 5, 6, 7}));
  // Sub-axes: b = 2 b1 + b2 with 'b':(1)2 the major part b1, 'b':(2)2 the minor b2.
  EXPECT_THAT(groups_of("channel_id=1, replica_groups=mesh['a'=2,'b'=4] {'b':(1)2}, use_global_device_ids=true"),
              ElementsAre(Dims{0, 2}, Dims{1, 3}, Dims{4, 6}, Dims{5, 7}));
  EXPECT_THAT(groups_of("channel_id=1, replica_groups=mesh['a'=2,'b'=4] {'b':(2)2}, use_global_device_ids=true"),
              ElementsAre(Dims{0, 1}, Dims{2, 3}, Dims{4, 5}, Dims{6, 7}));
}

// XLA's four group modes (collective_ops_utils), on 2 replicas x 2 partitions:
// device = 2 * replica + partition.
TEST(ReplicaGroups, TheFourGroupModes) {
  const DeviceMesh mesh{2, 2};
  EXPECT_EQ(collective_group_mode(false, std::nullopt), CollectiveGroupMode::CrossReplica);
  EXPECT_EQ(collective_group_mode(true, std::nullopt), CollectiveGroupMode::CrossPartition);
  EXPECT_EQ(collective_group_mode(true, false), CollectiveGroupMode::CrossReplicaAndPartition);
  EXPECT_EQ(collective_group_mode(true, true), CollectiveGroupMode::FlattenedId);
  EXPECT_THROW(collective_group_mode(false, true), UserError);
  // Replicas {0,1} within each partition.
  EXPECT_THAT(resolve_device_groups({{0, 1}}, CollectiveGroupMode::CrossReplica, mesh), ElementsAre(Dims{0, 2}, Dims{1, 3}));
  // Partitions {0,1} within each replica.
  EXPECT_THAT(resolve_device_groups({{0, 1}}, CollectiveGroupMode::CrossPartition, mesh), ElementsAre(Dims{0, 1}, Dims{2, 3}));
  // Replica groups {0},{1}, each with every partition.
  EXPECT_THAT(resolve_device_groups({{0}, {1}}, CollectiveGroupMode::CrossReplicaAndPartition, mesh), ElementsAre(Dims{0, 1}, Dims{2, 3}));
  EXPECT_THAT(resolve_device_groups({{0, 3}, {1, 2}}, CollectiveGroupMode::FlattenedId, mesh), ElementsAre(Dims{0, 3}, Dims{1, 2}));
  // Empty: one group of every replica (or partition).
  EXPECT_THAT(resolve_device_groups({}, CollectiveGroupMode::CrossReplica, mesh), ElementsAre(Dims{0, 2}, Dims{1, 3}));
  // collective-permute pairs: replica ids without a channel, partition ids with one.
  using Pairs = std::vector<std::pair<int64_t, int64_t>>;
  EXPECT_EQ(resolve_device_pairs({{0, 1}}, false, mesh), (Pairs{{0, 2}, {1, 3}}));
  EXPECT_EQ(resolve_device_pairs({{0, 1}}, true, mesh), (Pairs{{0, 1}, {2, 3}}));
}

TEST(ReplicaGroups, AllReduceGroupsMayDifferInSize) {
  EXPECT_THAT(groups_of("channel_id=1, replica_groups={{0},{1,2,3},{4,5,6,7}}, use_global_device_ids=true"),
              ElementsAre(Dims{0}, Dims{1, 2, 3}, Dims{4, 5, 6, 7}));
}

TEST(ReplicaGroups, WrongGroupsAreClearErrors) {
  // Group counts whose product wraps around 2^64, and meshes past 2^20 devices.
  EXPECT_THAT(import_error(R"(HloModule m, num_partitions=8
add { a = f32[] parameter(0)  b = f32[] parameter(1)  ROOT c = f32[] add(a, b) }
ENTRY e {
  x = f32[8] parameter(0)
  ROOT ar = f32[8] all-reduce(x), channel_id=1, replica_groups=[2305843009213693953,8]<=[8], use_global_device_ids=true, to_apply=add
})"),
              HasSubstr("do not hold the 8 ids"));
  EXPECT_THAT(import_error(R"(HloModule m, num_partitions=8
add { a = f32[] parameter(0)  b = f32[] parameter(1)  ROOT c = f32[] add(a, b) }
ENTRY e {
  x = f32[8] parameter(0)
  ROOT ar = f32[8] all-reduce(x), channel_id=1, replica_groups=mesh['a'=1048576,'b'=1048576] {}, use_global_device_ids=true, to_apply=add
})"),
              HasSubstr("more than 2^20 devices"));
  EXPECT_THAT(import_error(R"(HloModule m, num_partitions=4
add { a = f32[] parameter(0)  b = f32[] parameter(1)  ROOT c = f32[] add(a, b) }
ENTRY e {
  x = f32[8] parameter(0)
  ROOT ar = f32[8] all-reduce(x), channel_id=1, replica_groups={{0,1},{1,2,3}}, use_global_device_ids=true, to_apply=add
})"),
              HasSubstr("in %ar: device 1 is in two replica groups"));
  EXPECT_THAT(import_error(R"(HloModule m, num_partitions=4
add { a = f32[] parameter(0)  b = f32[] parameter(1)  ROOT c = f32[] add(a, b) }
ENTRY e {
  x = f32[8] parameter(0)
  ROOT ar = f32[8] all-reduce(x), channel_id=1, replica_groups={{0,1},{2,7}}, use_global_device_ids=true, to_apply=add
})"),
              HasSubstr("device id 7 is out of range: the module has 4 devices"));
  EXPECT_THAT(import_error(R"(HloModule m, num_partitions=4
add { a = f32[] parameter(0)  b = f32[] parameter(1)  ROOT c = f32[] add(a, b) }
ENTRY e {
  x = f32[6] parameter(0)
  ROOT rs = f32[1] reduce-scatter(x), channel_id=1, replica_groups={{0,1,2,3}}, dimensions={0}, use_global_device_ids=true, to_apply=add
})"),
              HasSubstr("does not split into 4 equal parts"));
  EXPECT_THAT(import_error(R"(HloModule m, replica_count=2
add { a = f32[] parameter(0)  b = f32[] parameter(1)  ROOT c = f32[] add(a, b) }
ENTRY e {
  x = f32[2] parameter(0)
  ROOT ar = f32[2] all-reduce(x), replica_groups={}, use_global_device_ids=true, to_apply=add
})"),
              HasSubstr("use_global_device_ids=true needs a channel_id"));
  EXPECT_THAT(import_error(R"(HloModule m, num_partitions=2
ENTRY e {
  x = f32[2] parameter(0)
  ROOT cp = f32[2] collective-permute(x), channel_id=1, source_target_pairs={{0,1},{1,1}}
})"),
              HasSubstr("device 1 is a target twice"));
}

// One program on every device at once, on the reference or the cpu target.
std::vector<Literal> run_devices(const std::string& hlo, const std::vector<Literal>& arguments, bool on_cpu) {
  auto module = parse(hlo);
  const DeviceMesh mesh = module->mesh();
  if (!on_cpu) return evaluate_on_devices(*module->entry(), mesh, arguments);
  const auto executables = compile_module_for_devices(*module, {});
  return run_devices_on_literals(mesh, arguments, [&](int64_t d, std::vector<Literal> mine) {
    return executables[static_cast<size_t>(d)]->run_literals(mine);
  });
}

class OnEachTarget : public ::testing::TestWithParam<bool> {};

// Values chosen so each result says who sent what: device d holds
// 10 d + (0, 1, 2, 3).
TEST_P(OnEachTarget, EachCollectiveMovesWhatItShould) {
  const std::string hlo = R"(HloModule m, num_partitions=4
add { a = f32[] parameter(0)  b = f32[] parameter(1)  ROOT c = f32[] add(a, b) }
ENTRY e {
  x = f32[4] parameter(0)
  ar = f32[4] all-reduce(x), channel_id=1, replica_groups={{0,1},{2,3}}, use_global_device_ids=true, to_apply=add
  ag = f32[8] all-gather(x), channel_id=2, replica_groups={{1,0},{2,3}}, dimensions={0}, use_global_device_ids=true
  rs = f32[2] reduce-scatter(x), channel_id=3, replica_groups={{0,1},{2,3}}, dimensions={0}, use_global_device_ids=true, to_apply=add
  a2a = f32[4] all-to-all(x), channel_id=4, replica_groups={{0,1,2,3}}, dimensions={0}
  cp = f32[4] collective-permute(x), channel_id=5, source_target_pairs={{0,1},{1,2},{2,3}}
  cb = f32[4] collective-broadcast(x), channel_id=6, replica_groups={{3,2,1,0}}
  pid = u32[] partition-id()
  ROOT t = (f32[4], f32[8], f32[2], f32[4], f32[4], f32[4], u32[]) tuple(ar, ag, rs, a2a, cp, cb, pid)
})";
  std::vector<Literal> args;
  for (int d = 0; d < 4; ++d) args.push_back(make(DType::F32, {4}, {10.0 * d, 10.0 * d + 1, 10.0 * d + 2, 10.0 * d + 3}));
  const std::vector<Literal> out = run_devices(hlo, args, GetParam());
  ASSERT_EQ(out.size(), 28u);
  auto values = [&](int device, int k) {
    std::vector<double> v;
    const Literal& l = out[static_cast<size_t>(device * 7 + k)];
    for (int64_t i = 0; i < l.num_elements(); ++i) v.push_back(l.get_double(i));
    return v;
  };
  EXPECT_THAT(values(1, 0), ElementsAre(10, 12, 14, 16));                  // devices 0 + 1
  EXPECT_THAT(values(2, 0), ElementsAre(50, 52, 54, 56));                  // devices 2 + 3
  EXPECT_THAT(values(0, 1), ElementsAre(10, 11, 12, 13, 0, 1, 2, 3));      // group {1,0}: device 1's first
  EXPECT_THAT(values(1, 2), ElementsAre(14, 16));                          // second half of 0 + 1
  EXPECT_THAT(values(2, 3), ElementsAre(2, 12, 22, 32));                   // element 2 of every device
  EXPECT_THAT(values(0, 4), ElementsAre(0, 0, 0, 0));                      // nobody sends to 0
  EXPECT_THAT(values(3, 4), ElementsAre(20, 21, 22, 23));                  // from 2
  EXPECT_THAT(values(0, 5), ElementsAre(30, 31, 32, 33));                  // the group's first is device 3
  EXPECT_THAT(values(3, 6), ElementsAre(3));
}

// XLA's async wrappers (async-start calls a computation holding the op;
// async-done gives its result) give what the op alone gives.
TEST_P(OnEachTarget, AsyncStartWrappingACollectiveGivesWhatTheCollectiveGives) {
  const std::string hlo = R"(HloModule m, num_partitions=4
add { a = f32[] parameter(0)  b = f32[] parameter(1)  ROOT c = f32[] add(a, b) }
wrapped_reduce_scatter {
  p = f32[4] parameter(0)
  ROOT rs = f32[2] reduce-scatter(p), channel_id=3, replica_groups={{0,1},{2,3}}, dimensions={0}, use_global_device_ids=true, to_apply=add
}
wrapped_all_gather {
  p = f32[4] parameter(0)
  ROOT ag = f32[8] all-gather(p), channel_id=2, replica_groups={{1,0},{2,3}}, dimensions={0}, use_global_device_ids=true
}
ENTRY e {
  x = f32[4] parameter(0)
  rs-start = ((f32[4]), f32[2], s32[]) async-start(x), calls=wrapped_reduce_scatter
  rs-update = ((f32[4]), f32[2], s32[]) async-update(rs-start), calls=wrapped_reduce_scatter
  rs-done = f32[2] async-done(rs-update), calls=wrapped_reduce_scatter
  ag-start = ((f32[4]), f32[8]) async-start(x), calls=wrapped_all_gather
  ag-done = f32[8] async-done(ag-start), calls=wrapped_all_gather
  ROOT t = (f32[2], f32[8]) tuple(rs-done, ag-done)
})";
  std::vector<Literal> args;
  for (int d = 0; d < 4; ++d) args.push_back(make(DType::F32, {4}, {10.0 * d, 10.0 * d + 1, 10.0 * d + 2, 10.0 * d + 3}));
  const std::vector<Literal> out = run_devices(hlo, args, GetParam());
  ASSERT_EQ(out.size(), 8u);
  auto values = [&](int device, int k) {
    std::vector<double> v;
    const Literal& l = out[static_cast<size_t>(device * 2 + k)];
    for (int64_t i = 0; i < l.num_elements(); ++i) v.push_back(l.get_double(i));
    return v;
  };
  EXPECT_THAT(values(1, 0), ElementsAre(14, 16));                      // second half of devices 0 + 1
  EXPECT_THAT(values(2, 0), ElementsAre(50, 52));                      // first half of 2 + 3
  EXPECT_THAT(values(0, 1), ElementsAre(10, 11, 12, 13, 0, 1, 2, 3));  // group {1,0}: device 1's first
  EXPECT_THAT(import_error("HloModule m\nENTRY e {\n  x = f32[4] parameter(0)\n  ROOT d = f32[4] async-done(x), calls=c\n}"),
              HasSubstr("async-done %d takes the value of its async-start"));
}

// Integers wrap, pred and-s, max propagates NaN (HLO's maximum), bf16 rounds:
// on both targets, with special values in the operands.
TEST_P(OnEachTarget, ReductionsFollowHloSemantics) {
  const std::string hlo = R"(HloModule m, replica_count=2
add { a = s32[] parameter(0)  b = s32[] parameter(1)  ROOT c = s32[] add(a, b) }
max { a = f32[] parameter(0)  b = f32[] parameter(1)  ROOT c = f32[] maximum(a, b) }
and { a = pred[] parameter(0)  b = pred[] parameter(1)  ROOT c = pred[] and(a, b) }
addbf { a = bf16[] parameter(0)  b = bf16[] parameter(1)  ROOT c = bf16[] add(a, b) }
ENTRY e {
  i = s32[3] parameter(0)
  f = f32[4] parameter(1)
  p = pred[2] parameter(2)
  h = bf16[2] parameter(3)
  si = s32[3] all-reduce(i), replica_groups={}, to_apply=add
  mf = f32[4] all-reduce(f), replica_groups={{0,1}}, to_apply=max
  ap = pred[2] all-reduce(p), replica_groups={}, to_apply=and
  sh = bf16[2] all-reduce(h), replica_groups={}, to_apply=addbf
  ROOT t = (s32[3], f32[4], pred[2], bf16[2]) tuple(si, mf, ap, sh)
})";
  const double nan = std::numeric_limits<double>::quiet_NaN(), inf = std::numeric_limits<double>::infinity();
  const std::vector<Literal> args = {
      make_int(DType::S32, {3}, {std::numeric_limits<int32_t>::max(), -1, std::numeric_limits<int32_t>::min()}),
      make(DType::F32, {4}, {nan, 1, -inf, -0.0}),
      make_int(DType::Pred, {2}, {1, 1}),
      make(DType::BF16, {2}, {1, 256}),
      make_int(DType::S32, {3}, {1, -1, -1}),
      make(DType::F32, {4}, {2, nan, -1, 0.0}),
      make_int(DType::Pred, {2}, {1, 0}),
      make(DType::BF16, {2}, {1.0 / 256, 1}),
  };
  const std::vector<Literal> out = run_devices(hlo, args, GetParam());
  for (int d = 0; d < 2; ++d) {
    const Literal& si = out[static_cast<size_t>(4 * d)];
    EXPECT_EQ(si.get_int(0), std::numeric_limits<int32_t>::min());  // wraps
    EXPECT_EQ(si.get_int(1), -2);
    EXPECT_EQ(si.get_int(2), std::numeric_limits<int32_t>::max());  // INT_MIN + -1 wraps
    const Literal& mf = out[static_cast<size_t>(4 * d + 1)];
    EXPECT_TRUE(std::isnan(mf.get_double(0)));
    EXPECT_TRUE(std::isnan(mf.get_double(1)));
    EXPECT_EQ(mf.get_double(2), -1);
    EXPECT_EQ(mf.get_double(3), 0.0);
    const Literal& ap = out[static_cast<size_t>(4 * d + 2)];
    EXPECT_EQ(ap.get_bits(0), 1u);
    EXPECT_EQ(ap.get_bits(1), 0u);
    const Literal& sh = out[static_cast<size_t>(4 * d + 3)];
    EXPECT_EQ(sh.get_double(0), 1.0);  // 1 + 2^-8 is halfway between bf16's 1 and 1 + 2^-7: to even
    EXPECT_EQ(sh.get_double(1), 256);  // so is 257
  }
}

INSTANTIATE_TEST_SUITE_P(Spmd, OnEachTarget, ::testing::Values(false, true),
                         [](const auto& info) { return info.param ? std::string("Cpu") : std::string("Reference"); });

TEST(InProcess, AMissingDeviceEndsTheWaitNamingTheCollective) {
  auto world = std::make_shared<InProcessWorld>(2, 0.2);
  InProcessCommunicator comm(world, 0);
  float x = 1, y = 0;
  const auto start = std::chrono::steady_clock::now();
  try {
    comm.all_reduce("all-reduce %sum", {0, 1}, DType::F32, ReductionKind::Sum, &x, &y, 1);
    FAIL() << "no error";
  } catch (const UserError& e) {
    EXPECT_THAT(e.what(), HasSubstr("all-reduce %sum: device 0 waited 0.2 s for device 1 of its group {0,1}"));
  }
  EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), 5.0);
}

TEST(InProcess, ADeviceThatFailsEndsTheOthers) {
  const std::string hlo = R"(HloModule m, num_partitions=2
add { a = f32[] parameter(0)  b = f32[] parameter(1)  ROOT c = f32[] add(a, b) }
ENTRY e {
  x = f32[2] parameter(0)
  ROOT ar = f32[2] all-reduce(x), channel_id=1, replica_groups={{0,1}}, use_global_device_ids=true, to_apply=add
})";
  auto module = parse(hlo);
  try {
    run_devices_on_literals(module->mesh(), {make(DType::F32, {2}, {1, 2}), make(DType::F32, {2}, {1, 2})}, [&](int64_t d, std::vector<Literal> mine) {
      if (d == 1) user_error("device 1's input is missing");
      return evaluate(*module->entry(), std::move(mine));
    });
    FAIL() << "no error";
  } catch (const UserError& e) {
    EXPECT_THAT(e.what(), HasSubstr("device 1's input is missing"));
  }
}

TEST(InProcess, AModuleForSeveralDevicesRunAsOneSaysSo) {
  auto module = parse(R"(HloModule m, num_partitions=2
ENTRY e {
  ROOT p = u32[] partition-id()
})");
  try {
    evaluate(*module->entry(), {});
    FAIL() << "no error";
  } catch (const UserError& e) {
    EXPECT_THAT(e.what(), HasSubstr("partition-id %p runs on several devices, but this run is of one device"));
  }
}

// StableHLO's interpreter tests run a program on several processes with
// interpreter.run_parallel (test/stablehlo/interpret, in ctest); kiln runs one
// program on every device, so different programs, or arguments that do not
// split evenly, are clear errors naming what is wrong.
TEST(RunParallel, DifferentProgramsOrUnevenArgumentsAreClearErrors) {
  const std::string program = R"(
module @m {
  func.func @f(%x : tensor<2xi64>) -> tensor<2xi64> {
    return %x : tensor<2xi64>
  }
  func.func @g(%x : tensor<2xi64>) -> tensor<2xi64> {
    return %x : tensor<2xi64>
  }
  func.func @main() {
    %a = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
    %r:2 = "interpreter.run_parallel"(ARGS) {
      programs=[[@f], [PROGRAM]]
    } : (TYPES) -> (tensor<2xi64>, tensor<2xi64>)
    check.expect_eq_const %r#0, dense<[1, 2]> : tensor<2xi64>
    func.return
  }
})";
  auto with = [&](const std::string& args, const std::string& types, const std::string& second) {
    return testing::stablehlo_import_error(
        testing::replace_all(testing::replace_all(testing::replace_all(program, "ARGS", args), "TYPES", types), "PROGRAM", second));
  };
  EXPECT_THAT(with("%a, %a", "tensor<2xi64>, tensor<2xi64>", "@g"), HasSubstr("unsupported: interpreter.run_parallel of different programs (@f and @g)"));
  EXPECT_THAT(with("%a, %a, %a", "tensor<2xi64>, tensor<2xi64>, tensor<2xi64>", "@f"),
              HasSubstr("runs @f on 2 devices, 1 argument(s) each, and passes 3"));
  EXPECT_EQ(with("%a, %a", "tensor<2xi64>, tensor<2xi64>", "@f"), "(no error)");
}

}  // namespace
}  // namespace kiln
