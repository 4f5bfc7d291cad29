// Programs JAX hands over before partitioning (issue 54): Shardy's meshes and
// shardings read from their text, which block of a global array each device
// holds, the devices that gather a dimension back, HLO's spelling of the same
// placement, and sdy.manual_computation run on global values, on the
// reference and the cpu target. JAX's own programs through the PJRT plugin:
// test/pjrt/test_jax_sharded_on_kiln.py.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>

#include "collectives/block_layout.h"
#include "collectives/spmd_launch.h"
#include "driver/compile.h"
#include "importer/gspmd_sharding.h"
#include "importer/import.h"
#include "importer/shardy.h"
#include "ir/sharding.h"
#include "reference/evaluator.h"
#include "support/error.h"
#include "test_util.h"

namespace kiln {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;
using testing::make;
using testing::replace_all;

NamedMesh mesh_2x4() { return parse_shardy_mesh(R"(<["data"=2, "model"=4]>)"); }

TEST(ShardyText, ReadsMeshesShardingsListsAndAxisSets) {
  const NamedMesh m = mesh_2x4();
  EXPECT_EQ(m.devices(), 8);
  EXPECT_EQ(m.to_string(), R"(<["data"=2, "model"=4]>)");
  EXPECT_EQ(parse_shardy_mesh(R"(<["x"=4], device_ids=[3, 2, 1, 0]>)").device_ids, (Dims{3, 2, 1, 0}));
  EXPECT_EQ(parse_shardy_mesh("<device_ids=[5]>").devices(), 1);

  const TensorSharding s = parse_shardy_sharding(R"(<@mesh, [{"data", ?}, {"model":(2)2}, {?}, {}], replicated={"z"}>)");
  EXPECT_EQ(s.mesh, "mesh");
  ASSERT_EQ(s.dims.size(), 4u);
  EXPECT_THAT(s.dims[0], ElementsAre(AxisRef{"data", 1, 0}));
  EXPECT_THAT(s.dims[1], ElementsAre(AxisRef{"model", 2, 2}));
  EXPECT_TRUE(s.dims[2].empty() && s.dims[3].empty());
  EXPECT_EQ(parse_shardy_sharding(R"(<@mesh, [{"a"}p1, {}]>)").dims[0].size(), 1u);  // a priority

  EXPECT_EQ(parse_shardy_sharding_list(R"([<@mesh, [{"x"}]>, <@mesh, []>])").size(), 2u);
  EXPECT_THAT(parse_shardy_axis_set(R"({"x", "y"})"), ElementsAre("x", "y"));

  // Partial sums along "model", and the text back.
  const TensorSharding partial = parse_shardy_sharding(R"(<@mesh, [{"data"}, {}], unreduced={"model"}>)");
  EXPECT_THAT(partial.unreduced, ElementsAre(AxisRef{"model", 1, 0}));
  EXPECT_EQ(partial.to_string(), R"(<@mesh, [{"data"}, {}], unreduced={"model"}>)");
  EXPECT_TRUE(parse_shardy_sharding(R"(<@mesh, [{}], unreduced={}>)").unreduced.empty());
}

TEST(ShardyText, MalformedTextSaysWhatItExpectedAndWhere) {
  try {
    parse_shardy_sharding(R"(<@mesh, [{"x"} {}]>)");
    FAIL() << "accepted";
  } catch (const ShardyTextError& e) {
    EXPECT_THAT(e.what(), HasSubstr("expected ']'"));
    EXPECT_EQ(e.offset, 15u);  // at the second '{'
  }
  EXPECT_THROW(parse_shardy_mesh(R"(<["x"=4], device_ids=[0, 1]>)"), ShardyTextError);  // 2 ids for 4 positions
  EXPECT_THROW(parse_shardy_sharding(R"(<mesh<["x"=2]>, [{}]>)"), ShardyTextError);          // an inline mesh
  EXPECT_THROW(parse_shardy_mesh(R"(<["x"=99999999999999999999]>)"), ShardyTextError);        // past 64 bits
  EXPECT_THROW(parse_shardy_mesh(R"(<["x"=-]>)"), ShardyTextError);
}

TEST(Shardings, EachDeviceHoldsItsBlock) {
  const NamedMesh m = mesh_2x4();
  const TensorSharding rows = parse_shardy_sharding(R"(<@mesh, [{"data"}, {}]>)");
  // Device 5 is at (data 1, model 1): rows 4..7, every column.
  const ShardBlock b = shard_block(rows, m, {8, 6}, 5);
  EXPECT_EQ(b.start, (Dims{4, 0}));
  EXPECT_EQ(b.size, (Dims{4, 6}));

  // Both axes on one dimension, major first: block index data * 4 + model.
  const TensorSharding both = parse_shardy_sharding(R"(<@mesh, [{"data", "model"}]>)");
  for (int64_t d = 0; d < 8; ++d) EXPECT_EQ(shard_block(both, m, {16}, d).start, (Dims{2 * d})) << "device " << d;
  const TensorSharding reversed = parse_shardy_sharding(R"(<@mesh, [{"model", "data"}]>)");
  EXPECT_EQ(shard_block(reversed, m, {16}, 1).start, (Dims{4}));  // (data 0, model 1): index 1 * 2 + 0

  // A sub-axis: "model":(2)2 is model / 2.
  const TensorSharding sub = parse_shardy_sharding(R"(<@mesh, [{"model":(2)2}]>)");
  EXPECT_EQ(shard_block(sub, m, {4}, 1).start, (Dims{0}));  // model 1
  EXPECT_EQ(shard_block(sub, m, {4}, 2).start, (Dims{2}));  // model 2

  // A permuted mesh: device 3 sits at position 0.
  const NamedMesh permuted = parse_shardy_mesh(R"(<["x"=4], device_ids=[3, 2, 1, 0]>)");
  const TensorSharding x = parse_shardy_sharding(R"(<@mesh, [{"x"}]>)");
  EXPECT_EQ(shard_block(x, permuted, {8}, 3).start, (Dims{0}));
  EXPECT_EQ(shard_block(x, permuted, {8}, 0).start, (Dims{6}));
}

// JAX places replicated values on an empty mesh, <[]>, whose one position
// is device 0: every device of the program holds the whole array.
TEST(Shardings, AReplicatedArrayIsWholeOnEveryDeviceEvenOfAnEmptyMesh) {
  const NamedMesh empty = parse_shardy_mesh("<[]>");
  const TensorSharding replicated = parse_shardy_sharding("<@empty_mesh, [{}, {}]>");
  for (int64_t d = 0; d < 8; ++d) {
    const ShardBlock b = shard_block(replicated, empty, {4, 3}, d);
    EXPECT_EQ(b.start, (Dims{0, 0})) << "device " << d;
    EXPECT_EQ(b.size, (Dims{4, 3})) << "device " << d;
  }
  EXPECT_THAT([&] { shard_block(parse_shardy_sharding(R"(<@mesh, [{"data"}]>)"), mesh_2x4(), {8}, 8); },
              ::testing::ThrowsMessage<UserError>(HasSubstr("device 8 is not in the mesh")));
}

TEST(Shardings, UnevenSplitsAndUnknownAxesAreErrors) {
  const NamedMesh m = mesh_2x4();
  EXPECT_THAT([&] { shard_block(parse_shardy_sharding(R"(<@mesh, [{"model"}]>)"), m, {6}, 0); },
              ::testing::ThrowsMessage<UserError>(HasSubstr("dimension 0 of size 6 does not split evenly into the 4 blocks")));
  EXPECT_THAT([&] { shard_block(parse_shardy_sharding(R"(<@mesh, [{"nope"}]>)"), m, {8}, 0); },
              ::testing::ThrowsMessage<UserError>(HasSubstr("no axis \"nope\"")));
  EXPECT_THAT([&] { shard_block(parse_shardy_sharding(R"(<@mesh, [{"data"}, {"data"}]>)"), m, {8, 8}, 0); },
              ::testing::ThrowsMessage<UserError>(HasSubstr("uses axis \"data\" twice")));
  EXPECT_THAT([&] { m.coordinates(8); }, ::testing::ThrowsMessage<UserError>(HasSubstr("device 8 is not in the mesh")));
  EXPECT_THAT([&] { check_sharding(parse_shardy_sharding(R"(<@mesh, [{"data"}], unreduced={"data"}>)"), m, 1); },
              ::testing::ThrowsMessage<UserError>(HasSubstr("uses axis \"data\" twice")));
  EXPECT_THAT([&] { check_sharding(parse_shardy_sharding(R"(<@mesh, [{}], unreduced={"z"}>)"), m, 1); },
              ::testing::ThrowsMessage<UserError>(HasSubstr("no axis \"z\"")));
}

// The devices whose partial sums add up to the value: those that differ
// only along the unreduced axes; a device's coordinate along them.
TEST(Shardings, PartialSumsAddUpOverTheDevicesAlongTheirAxes) {
  const NamedMesh m = mesh_2x4();
  const std::vector<AxisRef> model = {AxisRef{"model"}}, data = {AxisRef{"data"}}, both = {AxisRef{"data"}, AxisRef{"model"}};
  EXPECT_THAT(groups_over(model, m), ElementsAre(Dims{0, 1, 2, 3}, Dims{4, 5, 6, 7}));
  EXPECT_THAT(groups_over(data, m), ElementsAre(Dims{0, 4}, Dims{1, 5}, Dims{2, 6}, Dims{3, 7}));
  EXPECT_THAT(groups_over(both, m), ElementsAre(Dims{0, 1, 2, 3, 4, 5, 6, 7}));
  EXPECT_EQ(coordinate_over(model, m, 6), 2);
  EXPECT_EQ(coordinate_over(data, m, 6), 1);
  EXPECT_EQ(coordinate_over(both, m, 6), 6);
  EXPECT_EQ(coordinate_over({}, m, 6), 0);
}

TEST(Shardings, GroupsGatherADimensionInBlockOrder) {
  const NamedMesh m = mesh_2x4();
  // Columns split over model: each data row of the mesh gathers them.
  EXPECT_THAT(groups_along(parse_shardy_sharding(R"(<@mesh, [{}, {"model"}]>)"), m, 1),
              ElementsAre(Dims{0, 1, 2, 3}, Dims{4, 5, 6, 7}));
  // Split over data: devices a model column apart.
  EXPECT_THAT(groups_along(parse_shardy_sharding(R"(<@mesh, [{"data"}]>)"), m, 0),
              ElementsAre(Dims{0, 4}, Dims{1, 5}, Dims{2, 6}, Dims{3, 7}));
  // Model before data: block order is model-major.
  EXPECT_THAT(groups_along(parse_shardy_sharding(R"(<@mesh, [{"model", "data"}]>)"), m, 0), ElementsAre(Dims{0, 4, 1, 5, 2, 6, 3, 7}));
  // Only the manual axes count.
  const std::set<std::string> manual = {"model"};
  EXPECT_THAT(groups_along(parse_shardy_sharding(R"(<@mesh, [{"data", "model"}]>)"), m, 0, &manual),
              ElementsAre(Dims{0, 1, 2, 3}, Dims{4, 5, 6, 7}));
}

TEST(Shardings, HloSpellingOfThePlacement) {
  const NamedMesh m = mesh_2x4();
  EXPECT_EQ(hlo_sharding_text(parse_shardy_sharding(R"(<@mesh, [{}, {}]>)"), m), "{replicated}");
  EXPECT_EQ(hlo_sharding_text(parse_shardy_sharding(R"(<@mesh, [{"data"}, {"model"}]>)"), m), "{devices=[2,4]0,1,2,3,4,5,6,7}");
  EXPECT_EQ(hlo_sharding_text(parse_shardy_sharding(R"(<@mesh, [{"model"}, {"data"}]>)"), m), "{devices=[4,2]0,4,1,5,2,6,3,7}");
  EXPECT_EQ(hlo_sharding_text(parse_shardy_sharding(R"(<@mesh, [{"data"}, {}]>)"), m),
            "{devices=[2,1,4]0,1,2,3,4,5,6,7 last_tile_dim_replicate}");
  EXPECT_EQ(hlo_sharding_text(parse_shardy_sharding(R"(<@mesh, [{}, {"model"}]>)"), m),
            "{devices=[1,4,2]0,4,1,5,2,6,3,7 last_tile_dim_replicate}");
  // Partial sums, as JAX's NamedSharding(...)._to_xla_hlo_sharding spells them.
  EXPECT_EQ(hlo_sharding_text(parse_shardy_sharding(R"(<@mesh, [{"data"}, {}], unreduced={"model"}>)"), m),
            "{devices=[2,1,4]0,1,2,3,4,5,6,7 last_tile_dims={unreduced}}");
  EXPECT_EQ(hlo_sharding_text(parse_shardy_sharding(R"(<@mesh, [{}, {}], unreduced={"model"}>)"), m),
            "{devices=[1,1,4,2]0,4,1,5,2,6,3,7 last_tile_dims={unreduced, replicated}}");
  EXPECT_EQ(hlo_sharding_text(parse_shardy_sharding(R"(<@mesh, [{}], unreduced={"data", "model"}>)"), m), "{unreduced}");
}

// GSPMD's text (JAX with Shardy off) as a mesh of its own: the tile
// assignment's devices in its order, one axis per tile dimension.
TEST(GspmdSharding, TileAssignmentsBecomeMeshesWhoseBlocksAreTheTiles) {
  const GspmdSharding rows = parse_gspmd_sharding("{devices=[2,1,2]<=[4] last_tile_dim_replicate}", 2, 4);
  EXPECT_EQ(rows.mesh.to_string(), R"(<["t0"=2, "t1"=1, "r"=2], device_ids=[0, 1, 2, 3]>)");
  EXPECT_EQ(rows.sharding.to_string(), R"(<@, [{"t0"}, {}]>)");
  EXPECT_EQ(shard_block(rows.sharding, rows.mesh, {8, 6}, 3).start, (Dims{4, 0}));
  // A transposed iota: [2,2]T(1,0) lists 0, 2, 1, 3.
  const GspmdSharding transposed = parse_gspmd_sharding("{devices=[2,2]<=[2,2]T(1,0)}", 2, 4);
  EXPECT_EQ(transposed.mesh.device_ids, (Dims{0, 2, 1, 3}));
  EXPECT_EQ(shard_block(transposed.sharding, transposed.mesh, {4, 4}, 2).start, (Dims{0, 2}));  // position 1
  EXPECT_EQ(parse_gspmd_sharding("{devices=[4]3,2,1,0}", 1, 4).mesh.device_ids, (Dims{3, 2, 1, 0}));
  const GspmdSharding partial = parse_gspmd_sharding("{devices=[1,2,2]<=[4] last_tile_dims={unreduced, replicated}}", 1, 4);
  EXPECT_THAT(partial.sharding.unreduced, ElementsAre(AxisRef{"u"}));
  EXPECT_TRUE(parse_gspmd_sharding("{replicated}", 3, 4).sharding.replicated());
  EXPECT_TRUE(parse_gspmd_sharding("{manual}", 1, 4).manual);
  auto error = [](const char* text, size_t rank) {
    try {
      parse_gspmd_sharding(text, rank, 4);
    } catch (const UserError& e) {
      return std::string(e.what());
    }
    return std::string("(accepted)");
  };
  EXPECT_THAT(error("{maximal device=1}", 1), HasSubstr("unsupported: a maximal sharding"));
  EXPECT_THAT(error("{devices=[2,2]<=[4] last_tile_dims={manual}}", 1), HasSubstr("a partly manual sharding"));
  EXPECT_THAT(error("{devices=[8]<=[8]}", 1), HasSubstr("tiles [8] for a program on 4 devices"));
  EXPECT_THAT(error("{devices=[-2,-2]0,1,2,3}", 2), HasSubstr("tiles [-2,-2] for a program on 4 devices"));
  EXPECT_THAT(error("{devices=[4]<=[100000000000]}", 1), HasSubstr("an iota of [100000000000] for 4 tiles"));
  EXPECT_THAT(error("{devices=[4]0,1,2,9}", 1), HasSubstr("device 9 in a list for 4 tiles on 4 devices"));
  EXPECT_THAT(error("{devices=[2,2]<=[4]}", 1), HasSubstr("2 tile dimensions for an array of rank 1"));
  EXPECT_THAT(error("{devices=[4]0,1,2}", 1), HasSubstr("3 devices for 4 tiles"));
  EXPECT_THAT(error("{devices=[4]<=[2,2]T(0,0)}", 1), HasSubstr("not a permutation"));
  EXPECT_THAT(error("{tiles=[4]}", 1), HasSubstr("expected 'devices='"));
}

TEST(BlockLayout, BlocksCutAndPutBackAreTheArray) {
  std::mt19937 rng(17);
  const Dims dims = {6, 4, 10};
  std::vector<uint16_t> global(6 * 4 * 10);
  for (auto& v : global) v = static_cast<uint16_t>(rng());
  std::vector<uint16_t> rebuilt(global.size(), 0);
  // 3 x 2 x 2 blocks of [2, 2, 5].
  for (int64_t i = 0; i < 3; ++i) {
    for (int64_t j = 0; j < 2; ++j) {
      for (int64_t k = 0; k < 2; ++k) {
        const Dims start = {2 * i, 2 * j, 5 * k}, size = {2, 2, 5};
        std::vector<uint16_t> block(20);
        copy_block_out(global.data(), dims, 2, start, size, block.data());
        EXPECT_EQ(block[0], global[static_cast<size_t>((start[0] * 4 + start[1]) * 10 + start[2])]);
        EXPECT_EQ(block[19], global[static_cast<size_t>(((start[0] + 1) * 4 + start[1] + 1) * 10 + start[2] + 4)]);
        copy_block_in(block.data(), size, 2, start, dims, rebuilt.data());
      }
    }
  }
  EXPECT_EQ(rebuilt, global);
  // Whole rows, and a scalar.
  std::vector<uint16_t> rows(80);
  copy_block_out(global.data(), dims, 2, {2, 0, 0}, {2, 4, 10}, rows.data());
  EXPECT_TRUE(std::equal(rows.begin(), rows.end(), global.begin() + 80));
  uint16_t one = 0, whole = 42;
  copy_block_out(&whole, {}, 2, {}, {}, &one);
  EXPECT_EQ(one, 42);
}

// psum over "x" inside a manual computation, on 4 devices; the operand split
// over "x", the result whole on each device, then doubled outside.
constexpr const char* kPsumProgram = R"(module @psum attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=4]> {stablehlo.mesh = {axes = [{name = "x", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<8x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<2x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<8x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
    %0:2 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{}, {}]>, <@mesh, [{"x"}, {}]>] manual_axes={"x"} (%arg1: tensor<2x3xf32>) {
      %1 = "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %s = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %s : tensor<f32>
      }) : (tensor<2x3xf32>) -> tensor<2x3xf32>
      %id = stablehlo.partition_id : tensor<ui32>
      %f = stablehlo.convert %id : (tensor<ui32>) -> tensor<f32>
      %fb = stablehlo.broadcast_in_dim %f, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %m = stablehlo.multiply %arg1, %fb : tensor<2x3xf32>
      sdy.return %1, %m : tensor<2x3xf32>, tensor<2x3xf32>
    } : (tensor<8x3xf32>) -> (tensor<2x3xf32>, tensor<8x3xf32>)
    %2 = stablehlo.add %0#0, %0#0 : tensor<2x3xf32>
    return %2, %0#1 : tensor<2x3xf32>, tensor<8x3xf32>
  }
}
)";

// Element for element, NaN matching NaN.
void expect_same_values(const Literal& got, const Literal& want) {
  ASSERT_EQ(got.num_elements(), want.num_elements());
  for (int64_t i = 0; i < want.num_elements(); ++i) {
    if (std::isnan(want.get_double(i))) {
      EXPECT_TRUE(std::isnan(got.get_double(i))) << "element " << i;
    } else {
      EXPECT_EQ(got.get_double(i), want.get_double(i)) << "element " << i;
    }
  }
}

TEST(ManualComputation, RunsItsBodyOnEachDevicesBlockAndGathersTheResults) {
  const auto module = import_program_text(kPsumProgram, "psum.mlir");
  ASSERT_EQ(module->mesh().devices(), 4);
  const ProgramShardings& shardings = module->shardings();
  ASSERT_EQ(shardings.parameters.size(), 1u);
  ASSERT_TRUE(shardings.parameters[0].has_value());
  EXPECT_EQ(shardings.parameters[0]->to_string(), R"(<@mesh, [{"x"}, {}]>)");
  ASSERT_EQ(shardings.outputs.size(), 2u);
  EXPECT_TRUE(shardings.outputs[0]->replicated());

  // The same global argument on every device, special values in one block.
  const double nan = std::numeric_limits<double>::quiet_NaN(), inf = std::numeric_limits<double>::infinity();
  std::vector<double> x(24);
  for (size_t i = 0; i < x.size(); ++i) x[i] = 0.25 * static_cast<double>(i) - 2;
  x[7] = nan;   // row 2 (device 1), column 1
  x[15] = inf;  // row 5 (device 2), column 0
  const Literal global = make(DType::F32, {8, 3}, x);
  std::vector<double> sums(6, 0.0), scaled(24);
  for (size_t r = 0; r < 8; ++r) {
    for (size_t c = 0; c < 3; ++c) {
      sums[(r % 2) * 3 + c] += x[r * 3 + c];
      scaled[r * 3 + c] = x[r * 3 + c] * static_cast<double>(r / 2);
    }
  }
  for (double& s : sums) s *= 2;
  const Literal want_sums = make(DType::F32, {2, 3}, sums), want_scaled = make(DType::F32, {8, 3}, scaled);

  for (const bool on_cpu : {false, true}) {
    std::vector<Literal> outputs;
    const std::vector<Literal> arguments(4, global);
    if (!on_cpu) {
      outputs = evaluate_on_devices(*module->entry(), module->mesh(), arguments);
    } else {
      const auto executables = compile_module_for_devices(*module, {});
      outputs = run_devices_on_literals(module->mesh(), arguments, [&](int64_t d, std::vector<Literal> mine) {
        return executables[static_cast<size_t>(d)]->run_literals(mine);
      });
    }
    ASSERT_EQ(outputs.size(), 8u);
    for (size_t d = 0; d < 4; ++d) {
      SCOPED_TRACE(::testing::Message() << (on_cpu ? "cpu" : "reference") << ", device " << d);
      expect_same_values(outputs[2 * d], want_sums);
      expect_same_values(outputs[2 * d + 1], want_scaled);
    }
  }
}

// shard_map over "j" only, with a sharding constraint over the free axis
// "i" inside: the result lies along "i", where XLA's propagation puts it
// (JAX's shard_map_test: test_partial_auto_propagate_through).
TEST(ManualComputation, AConstraintOnAFreeAxisInsideTheBodyPlacesTheResult) {
  const std::string program = R"(module @partial_auto attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["i"=2, "j"=2]>
  func.func public @main(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32> {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{?}, {?}]>] out_shardings=[<@mesh, [{?}, {?}]>] manual_axes={"j"} (%arg1: tensor<4x8xf32>) {
      %1 = stablehlo.multiply %arg1, %arg1 : tensor<4x8xf32>
      %2 = sdy.sharding_constraint %1 <@mesh, [{"i"}, {}]> : tensor<4x8xf32>
      sdy.return %2 : tensor<4x8xf32>
    } : (tensor<4x8xf32>) -> tensor<4x8xf32>
    return %0 : tensor<4x8xf32>
  }
}
)";
  const auto module = import_program_text(program, "partial_auto.mlir");
  ASSERT_EQ(module->shardings().outputs.size(), 1u);
  ASSERT_TRUE(module->shardings().outputs[0].has_value());
  EXPECT_EQ(module->shardings().outputs[0]->to_string(), R"(<@mesh, [{"i"}, {}]>)");
  // A constraint on an axis of a size the result does not divide into leaves it where it was.
  const auto odd = import_program_text(replace_all(program, "4x8xf32", "3x8xf32"), "odd.mlir");
  EXPECT_FALSE(odd->shardings().outputs[0].has_value() && !odd->shardings().outputs[0]->replicated());
}

// Partial sums (unreduced axes) on a 2x2 mesh, device d at (x, y) = (d / 2,
// d % 2): a shard_map leaving its matmul unreduced over "y", the sum a
// constraint asks for, a dot of operands split along "y" left unreduced,
// and a whole value made partial over "x" as @main's result.
TEST(ManualComputation, PartialSumsAreEachDevicesOwnUntilSummed) {
  const std::string program = R"(module @partials attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=2]>
  func.func public @main(%a: tensor<2x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}, %b: tensor<4x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>})
      -> (tensor<2x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}], unreduced={"y"}>}, tensor<2x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>},
          tensor<2x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}], unreduced={"y"}>}, tensor<2x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}], unreduced={"x"}>}) {
    %0 = sdy.manual_computation(%a, %b) in_shardings=[<@mesh, [{"x"}, {"y"}]>, <@mesh, [{"y"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}], unreduced={"y"}>] manual_axes={"x", "y"} (%la: tensor<1x2xf32>, %lb: tensor<2x2xf32>) {
      %1 = stablehlo.dot_general %la, %lb, contracting_dims = [1] x [0] : (tensor<1x2xf32>, tensor<2x2xf32>) -> tensor<1x2xf32>
      sdy.return %1 : tensor<1x2xf32>
    } : (tensor<2x4xf32>, tensor<4x2xf32>) -> tensor<2x2xf32>
    %2 = sdy.sharding_constraint %0 <@mesh, [{"x"}, {}]> : tensor<2x2xf32>
    %3 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x4xf32>, tensor<4x2xf32>) -> tensor<2x2xf32>
    %4 = sdy.sharding_constraint %3 <@mesh, [{}, {}], unreduced={"y"}> : tensor<2x2xf32>
    return %0, %2, %4, %2 : tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>
  }
}
)";
  const auto module = import_program_text(program, "partials.mlir");
  EXPECT_EQ(module->shardings().outputs[0]->to_string(), R"(<@mesh, [{"x"}, {}], unreduced={"y"}>)");
  std::mt19937 rng(23);
  std::vector<double> a(8), b(8);  // small integers: every sum exact in f32
  for (double& v : a) v = static_cast<double>(static_cast<int>(rng() % 17) - 8);
  for (double& v : b) v = static_cast<double>(static_cast<int>(rng() % 17) - 8);
  a[3] = std::numeric_limits<double>::quiet_NaN();  // row 0, column 3: in the partials of y = 1 only
  // a[rows, 2y..2y+1] @ b[2y..2y+1, :], the part device (x, y) sums.
  auto part = [&](int64_t y, size_t r, size_t c) { return a[r * 4 + 2 * y] * b[(2 * y) * 2 + c] + a[r * 4 + 2 * y + 1] * b[(2 * y + 1) * 2 + c]; };
  for (const bool on_cpu : {false, true}) {
    const std::vector<Literal> arguments = {make(DType::F32, {2, 4}, a), make(DType::F32, {4, 2}, b)};
    std::vector<Literal> outputs;
    const std::vector<std::vector<Literal>> each(4, arguments);
    std::vector<Literal> flat;
    for (const auto& args : each) flat.insert(flat.end(), args.begin(), args.end());
    if (!on_cpu) {
      outputs = evaluate_on_devices(*module->entry(), module->mesh(), flat);
    } else {
      const auto executables = compile_module_for_devices(*module, {});
      outputs = run_devices_on_literals(module->mesh(), flat, [&](int64_t d, std::vector<Literal> mine) {
        return executables[static_cast<size_t>(d)]->run_literals(mine);
      });
    }
    ASSERT_EQ(outputs.size(), 16u);
    for (int64_t d = 0; d < 4; ++d) {
      SCOPED_TRACE(::testing::Message() << (on_cpu ? "cpu" : "reference") << ", device " << d);
      const int64_t x = d / 2, y = d % 2;
      std::vector<double> mine(4), whole(4), dot_part(4), made(4);
      for (size_t r = 0; r < 2; ++r) {
        for (size_t c = 0; c < 2; ++c) {
          mine[r * 2 + c] = part(y, r, c);  // row r from device (r, y): the same y
          whole[r * 2 + c] = part(0, r, c) + part(1, r, c);
          dot_part[r * 2 + c] = part(y, r, c);
          made[r * 2 + c] = x == 0 ? whole[r * 2 + c] : 0.0;
        }
      }
      expect_same_values(outputs[4 * d], make(DType::F32, {2, 2}, mine));
      expect_same_values(outputs[4 * d + 1], make(DType::F32, {2, 2}, whole));
      expect_same_values(outputs[4 * d + 2], make(DType::F32, {2, 2}, dot_part));
      expect_same_values(outputs[4 * d + 3], make(DType::F32, {2, 2}, made));
    }
  }
}

TEST(ManualComputation, ImportErrorsNameWhatIsWrong) {
  auto error = [](std::string text) {
    try {
      import_program_text(std::move(text), "bad.mlir");
    } catch (const UserError& e) {
      return std::string(e.what());
    }
    return std::string("(no error)");
  };
  const std::string program = kPsumProgram;
  EXPECT_THAT(error(replace_all(program, R"(manual_axes={"x"})", R"(manual_axes={"y"})")), HasSubstr("manual axis \"y\" is not in the mesh @mesh"));
  EXPECT_THAT(error(replace_all(program, "(%arg1: tensor<2x3xf32>)", "(%arg1: tensor<4x3xf32>)")),
              HasSubstr("operand 0's block under <@mesh, [{\"x\"}, {}]> is f32[2,3], the body's %arg1 is f32[4,3]"));
  EXPECT_THAT(error(replace_all(program, R"(<["x"=4]>)", R"(<["x"=2]>)")), HasSubstr("the mesh @mesh <[\"x\"=2]> has 2 devices, the program 4"));
  EXPECT_THAT(error(replace_all(program, R"(in_shardings=[<@mesh, [{"x"}, {}]>])", R"(in_shardings=[<@mesh, [{"x"} {}]>])")),
              HasSubstr("bad.mlir:4:"));
  EXPECT_THAT(error(replace_all(program, R"(#sdy.sharding<@mesh, [{"x"}, {}]>}) ->)", R"(#sdy.sharding<@other, [{"x"}, {}]>}) ->)")),
              HasSubstr("names no mesh of the program (no sdy.mesh @other)"));
}

}  // namespace
}  // namespace kiln
