// ByteIR's custom calls (importer/byteir_custom_calls.h) and the tensor ops
// its PyTorch exports carry, against hand-computed values on the reference.
#include <gtest/gtest.h>

#include <cmath>
#include <set>

#include "importer/import.h"
#include "reference/evaluator.h"
#include "support/error.h"
#include "test_util.h"

namespace kiln {
namespace {

std::vector<Literal> run(const std::string& text, const std::vector<Literal>& args) { return testing::run_stablehlo(text, args); }
std::string import_error(const std::string& text) { return testing::stablehlo_import_error(text); }

// Rows [1, 2, 3] and [2, 4, 6]: means 2 and 4, variances 2/3 and 8/3, so both
// normalize to [-sqrt 1.5, 0, sqrt 1.5]; weight [1, 2, 3] and bias [0, 1, 0].
TEST(Byteir, LayerNormGivesOutputMeanAndInverseStd) {
  const std::vector<Literal> out = run(R"(func.func @main(%x: tensor<2x3xf32>, %w: tensor<3xf32>, %b: tensor<3xf32>) -> (tensor<2x3xf32>, tensor<2x1xf32>, tensor<2x1xf32>) {
  %0:3 = "mhlo.custom_call"(%x, %w, %b) {api_version = 1 : i32, backend_config = "", byteir_attrs = {axis = [1], epsilon = 0.0 : f64}, call_target_name = "byteir.layer_norm", called_computations = [], has_side_effect = false} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<2x1xf32>, tensor<2x1xf32>)
  return %0#0, %0#1, %0#2 : tensor<2x3xf32>, tensor<2x1xf32>, tensor<2x1xf32>
})", {testing::make(DType::F32, {2, 3}, {1, 2, 3, 2, 4, 6}), testing::make(DType::F32, {3}, {1, 2, 3}),
      testing::make(DType::F32, {3}, {0, 1, 0})});
  const double r = std::sqrt(1.5);
  EXPECT_TRUE(testing::close_to_reference(out[0], testing::make(DType::F32, {2, 3}, {-r, 1, 3 * r, -r, 1, 3 * r}), 1e-6));
  EXPECT_TRUE(testing::close_to_reference(out[1], testing::make(DType::F32, {2, 1}, {2, 4}), 1e-7));
  EXPECT_TRUE(testing::close_to_reference(out[2], testing::make(DType::F32, {2, 1}, {r, std::sqrt(3.0 / 8)}), 1e-6));
}

TEST(Byteir, SoftmaxLogSoftmaxAndGelu) {
  const std::vector<Literal> out = run(R"(func.func @main(%x: tensor<1x2xf32>, %g: tensor<2xf32>) -> (tensor<1x2xf32>, tensor<1x2xf32>, tensor<2xf32>, tensor<2xf32>) {
  %s = "mhlo.custom_call"(%x) {byteir_attrs = {axis = 1 : i64}, call_target_name = "byteir.softmax"} : (tensor<1x2xf32>) -> tensor<1x2xf32>
  %l = "mhlo.custom_call"(%x) {byteir_attrs = {axis = 1 : i64}, call_target_name = "byteir.log_softmax"} : (tensor<1x2xf32>) -> tensor<1x2xf32>
  %e = "mhlo.custom_call"(%g) {byteir_attrs = {approximate = "erf"}, call_target_name = "byteir.gelu"} : (tensor<2xf32>) -> tensor<2xf32>
  %t = "mhlo.custom_call"(%g) {byteir_attrs = {approximate = "tanh"}, call_target_name = "byteir.gelu"} : (tensor<2xf32>) -> tensor<2xf32>
  return %s, %l, %e, %t : tensor<1x2xf32>, tensor<1x2xf32>, tensor<2xf32>, tensor<2xf32>
})", {testing::make(DType::F32, {1, 2}, {0, std::log(3.0)}), testing::make(DType::F32, {2}, {1, -2})});
  EXPECT_TRUE(testing::close_to_reference(out[0], testing::make(DType::F32, {1, 2}, {0.25, 0.75}), 1e-6));
  EXPECT_TRUE(testing::close_to_reference(out[1], testing::make(DType::F32, {1, 2}, {std::log(0.25), std::log(0.75)}), 1e-6));
  // 1/2 (1 + erf(x / sqrt 2)) x, and PyTorch's tanh form, computed in Python.
  EXPECT_TRUE(testing::close_to_reference(out[2], testing::make(DType::F32, {2}, {0.8413447460685429, -0.04550026389635842}), 1e-6));
  EXPECT_NEAR(out[3].get_double(0), 0.8411919906082768, 1e-6);
}

// Log-probabilities of 3 rows; targets 1, 0 and an ignored -1: the mean of
// 2 and 3 over the 2 counted rows.
TEST(Byteir, NllLossForwardSkipsIgnoredTargets) {
  const char* text = R"(func.func @main(%x: tensor<3x2xf32>, %t: tensor<3xi64>) -> (tensor<f32>, tensor<f32>) {
  %0:2 = "mhlo.custom_call"(%x, %t) {byteir_attrs = {ignore_index = -1 : i64, reduction = REDUCTION : i64}, call_target_name = "byteir.nll_loss_forward"} : (tensor<3x2xf32>, tensor<3xi64>) -> (tensor<f32>, tensor<f32>)
  return %0#0, %0#1 : tensor<f32>, tensor<f32>
})";
  const std::vector<Literal> args{testing::make(DType::F32, {3, 2}, {-1, -2, -3, -4, -5, -6}), testing::make_int(DType::S64, {3}, {1, 0, -1})};
  for (const auto& [reduction, loss] : std::vector<std::pair<std::string, double>>{{"1", 2.5}, {"2", 5}}) {
    std::string t = text;
    t.replace(t.find("REDUCTION"), 9, reduction);
    const std::vector<Literal> out = run(t, args);
    EXPECT_EQ(out[0].get_double(0), loss) << "reduction " << reduction;
    EXPECT_EQ(out[1].get_double(0), 2);
  }
  EXPECT_NE(import_error(R"(func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {
  %0 = "mhlo.custom_call"(%x) {byteir_attrs = {}, call_target_name = "byteir.frobnicate"} : (tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
})").find("bad.mlir:2:3: in custom_call @byteir.frobnicate: unsupported custom-call target \"byteir.frobnicate\""), std::string::npos);
}

// tensor.insert_slice at static offsets (a concatenation, as ByteIR writes one).
TEST(Byteir, InsertSliceAtStaticOffsets) {
  const std::vector<Literal> out = run(R"(func.func @main(%a: tensor<2x1xf32>, %d: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "tensor.insert_slice"(%a, %d) {operand_segment_sizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 2>, static_sizes = array<i64: 2, 1>, static_strides = array<i64: 1, 1>} : (tensor<2x1xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
})", {testing::make(DType::F32, {2, 1}, {7, 8}), testing::make(DType::F32, {2, 3}, {1, 2, 3, 4, 5, 6})});
  EXPECT_TRUE(testing::identical(out[0], testing::make(DType::F32, {2, 3}, {1, 2, 7, 4, 5, 8})));
  EXPECT_NE(import_error(R"(func.func @main(%a: tensor<2x1xf32>, %d: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "tensor.insert_slice"(%a, %d) {static_offsets = array<i64: 0, 3>, static_sizes = array<i64: 2, 1>, static_strides = array<i64: 1, 1>} : (tensor<2x1xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
})").find("offset 3 + size 1 is outside dimension 1"), std::string::npos);
}

// mhlo.rng as PyTorch's dropout writes it: uniform f64 in [0, 1), the shape
// a constant operand.
TEST(Byteir, MhloRngUniform) {
  const std::vector<Literal> out = run(R"(func.func @main() -> tensor<8x4xf64> {
  %a = mhlo.constant dense<0.0> : tensor<f64>
  %b = mhlo.constant dense<1.0> : tensor<f64>
  %s = mhlo.constant dense<[8, 4]> : tensor<2xi64>
  %0 = "mhlo.rng"(%a, %b, %s) {rng_distribution = #mhlo.rng_distribution<UNIFORM>} : (tensor<f64>, tensor<f64>, tensor<2xi64>) -> tensor<8x4xf64>
  return %0 : tensor<8x4xf64>
})", {});
  std::set<double> distinct;
  for (int64_t i = 0; i < 32; ++i) {
    EXPECT_TRUE(out[0].get_double(i) >= 0 && out[0].get_double(i) < 1);
    distinct.insert(out[0].get_double(i));
  }
  EXPECT_EQ(distinct.size(), 32u);
}

}  // namespace
}  // namespace kiln
