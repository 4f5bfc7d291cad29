// StableHLO MLIR text: both op forms import to the same graph, results against
// hand-computed values, errors with file:line:col, "unsupported" for dynamic
// shapes and quantized types, check semantics (ULP, absolute tolerance, NaN),
// and chlo expansions against the C library.
#include <gtest/gtest.h>

#include <cmath>
#include <complex>

#include "conformance/lift_constants.h"
#include "conformance/program_checks.h"
#include "importer/import.h"
#include "ir/printer.h"
#include "reference/evaluator.h"
#include "support/error.h"
#include "test_util.h"

namespace kiln {
namespace {

std::unique_ptr<Module> import_one(const std::string& text) {
  auto programs = import_stablehlo_text(text, "test.mlir");
  EXPECT_EQ(programs.size(), 1u);
  return std::move(programs.at(0));
}

std::vector<Literal> run(const std::string& text, const std::vector<Literal>& args = {}) { return testing::run_stablehlo(text, args); }
std::string import_error(const std::string& text) { return testing::stablehlo_import_error(text); }

TEST(StablehloImport, PrettyAndGenericFormsGiveTheSameValues) {
  const char* pretty = R"(
module @m {
  func.func public @main(%x: tensor<2x3xf32>) -> tensor<3xf32> {
    %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %t = stablehlo.transpose %x, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
    %s = stablehlo.reduce(%t init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<3x2xf32>, tensor<f32>) -> tensor<3xf32>
    %c = stablehlo.compare  GT, %s, %s,  FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %r = stablehlo.select %c, %s, %s : tensor<3xi1>, tensor<3xf32>
    return %r : tensor<3xf32>
  }
})";
  const char* generic_ops = R"(
func.func @main(%x: tensor<2x3xf32>) -> tensor<3xf32> {
  %zero = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
  %t = "stablehlo.transpose"(%x) <{permutation = array<i64: 1, 0>}> : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %s = "stablehlo.reduce"(%t, %zero) <{dimensions = array<i64: 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %sum = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%sum) : (tensor<f32>) -> ()
  }) : (tensor<3x2xf32>, tensor<f32>) -> tensor<3xf32>
  %c = "stablehlo.compare"(%s, %s) <{comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  %r = "stablehlo.select"(%c, %s, %s) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  "func.return"(%r) : (tensor<3xf32>) -> ()
})";
  const Literal x = testing::make(DType::F32, {2, 3}, {1, 2, 3, 10, 20, 30});
  EXPECT_TRUE(testing::all_close(run(pretty, {x})[0], {11, 22, 33}, 0));
  EXPECT_TRUE(testing::all_close(run(generic_ops, {x})[0], {11, 22, 33}, 0));
}

TEST(StablehloImport, CallsAreInlinedAndMultiResultValuesAddressed) {
  const auto out = run(R"(
module {
  func.func public @main() -> (tensor<2xi32>, tensor<i32>) {
    %0:2 = call @pair() : () -> (tensor<2xi32>, tensor<i32>)
    %1 = func.call @twice(%0#0) : (tensor<2xi32>) -> tensor<2xi32>
    return %1, %0#1 : tensor<2xi32>, tensor<i32>
  }
  func.func private @pair() -> (tensor<2xi32>, tensor<i32>) {
    %a = stablehlo.constant dense<[3, -4]> : tensor<2xi32>
    %b = stablehlo.constant dense<7> : tensor<i32>
    return %a, %b : tensor<2xi32>, tensor<i32>
  }
  func.func private @twice(%x: tensor<2xi32>) -> tensor<2xi32> {
    %y = stablehlo.add %x, %x : tensor<2xi32>
    return %y : tensor<2xi32>
  }
})");
  ASSERT_EQ(out.size(), 2u);
  EXPECT_EQ(out[0].get_int(0), 6);
  EXPECT_EQ(out[0].get_int(1), -8);
  EXPECT_EQ(out[1].get_int(0), 7);
}

// A composite runs its decomposition, in both printed forms (the spec's
// semantics; the name and attributes are what a backend could match).
TEST(StablehloImport, CompositesRunTheirDecomposition) {
  const std::string decomposition = R"(
  func.func private @add_n.impl(%arg0: tensor<2xi64>) -> tensor<2xi64> {
    %0 = stablehlo.constant dense<2> : tensor<2xi64>
    %1 = stablehlo.multiply %arg0, %0 : tensor<2xi64>
    func.return %1 : tensor<2xi64>
  })";
  const auto pretty = run("module {" + decomposition + R"(
  func.func @main() -> tensor<2xi64> {
    %0 = stablehlo.constant dense<[5, -7]> : tensor<2xi64>
    %1 = stablehlo.composite "my.twice" %0 {composite_attributes = {n = 2 : i64}, decomposition = @add_n.impl} : (tensor<2xi64>) -> tensor<2xi64>
    return %1 : tensor<2xi64>
  }
})");
  const auto generic = run("module {" + decomposition + R"(
  func.func @main() -> tensor<2xi64> {
    %0 = stablehlo.constant dense<[5, -7]> : tensor<2xi64>
    %1 = "stablehlo.composite"(%0) <{composite_attributes = {n = 2 : i64}, decomposition = @add_n.impl, name = "my.twice"}> : (tensor<2xi64>) -> tensor<2xi64>
    return %1 : tensor<2xi64>
  }
})");
  for (const auto* out : {&pretty, &generic}) {
    ASSERT_EQ(out->size(), 1u);
    EXPECT_EQ((*out)[0].get_int(0), 10);
    EXPECT_EQ((*out)[0].get_int(1), -14);
  }
}

// chlo.ragged_dot: rows of lhs in consecutive groups, each group times its
// own rhs matrix; rows past the last group are zero. Hand-computed: lhs rows
// r = [r, 1], rhs[g] = [[g+1], [10]] (k=2, n=1), groups of 2 and 1 over 4 rows.
TEST(StablehloImport, RaggedDotMultipliesEachGroupOfRowsByItsMatrix) {
  const std::string program = R"(
func.func @main() -> tensor<4x1xf32> {
  %lhs = stablehlo.constant dense<[[0.0, 1.0], [1.0, 1.0], [2.0, 1.0], [3.0, 1.0]]> : tensor<4x2xf32>
  %rhs = stablehlo.constant dense<[[[1.0], [10.0]], [[2.0], [10.0]]]> : tensor<2x2x1xf32>
  %sizes = stablehlo.constant dense<[2, 1]> : tensor<2xi32>
  %r = "chlo.ragged_dot"(%lhs, %rhs, %sizes) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [],
      lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [RAGGED], rhs_group_dimensions = [0]>
  } : (tensor<4x2xf32>, tensor<2x2x1xf32>, tensor<2xi32>) -> tensor<4x1xf32>
  return %r : tensor<4x1xf32>
})";
  std::string mode1 = program;
  mode1.replace(mode1.find("RAGGED"), 6, "0");
  const auto out = run(mode1);
  ASSERT_EQ(out.size(), 1u);
  // rows 0, 1 in group 0: r*1 + 10; row 2 in group 1: 2*2 + 10; row 3 in none: 0.
  EXPECT_TRUE(testing::all_close(out[0], {10, 11, 14, 0}, 0));
  std::string contracting = program;
  contracting.replace(contracting.find("RAGGED"), 6, "1");
  try {
    run(contracting);
    ADD_FAILURE() << "a ragged contracting dimension was accepted";
  } catch (const UserError& e) {
    EXPECT_NE(std::string(e.what()).find("unsupported: ragged_dot with its ragged dimension contracting"), std::string::npos) << e.what();
  }
}

// bitcast_convert to and from i1: one bit an element, least significant first
// (StableHLO's i1 is a bit; kiln's pred a byte). 0b1000'0000'0000'0101 and back.
TEST(StablehloImport, BitcastsToAndFromI1AreBitsLeastSignificantFirst) {
  const auto out = run(R"(
func.func @main() -> (tensor<i16>, tensor<16xi1>) {
  %p = stablehlo.constant dense<[true, false, true, false, false, false, false, false, false, false, false, false, false, false, false, true]> : tensor<16xi1>
  %w = stablehlo.bitcast_convert %p : (tensor<16xi1>) -> tensor<i16>
  %b = stablehlo.bitcast_convert %w : (tensor<i16>) -> tensor<16xi1>
  return %w, %b : tensor<i16>, tensor<16xi1>
})");
  ASSERT_EQ(out.size(), 2u);
  EXPECT_EQ(out[0].get_int(0), static_cast<int16_t>(0x8005));
  for (int64_t i = 0; i < 16; ++i) EXPECT_EQ(out[1].get_bits(i), i == 0 || i == 2 || i == 15 ? 1u : 0u) << i;
}

TEST(StablehloImport, PrettyFormsOfStructuredOps) {
  // slice with strides, pad with interior, iota, concatenate, dot_general,
  // broadcast_in_dim stretching a size-1 dim (which HLO's broadcast cannot).
  const auto out = run(R"(
func.func @main() -> (tensor<2xf32>, tensor<5xf32>, tensor<2x2xf32>, tensor<2x3xf32>) {
  %i = stablehlo.iota dim = 0 : tensor<5xf32>
  %s = stablehlo.slice %i [1:5:2] : (tensor<5xf32>) -> tensor<2xf32>
  %z = stablehlo.constant dense<-1.0> : tensor<f32>
  %p = stablehlo.pad %s, %z, low = [1], high = [1], interior = [1] : (tensor<2xf32>, tensor<f32>) -> tensor<5xf32>
  %a = stablehlo.reshape %s : (tensor<2xf32>) -> tensor<2x1xf32>
  %b = stablehlo.reshape %s : (tensor<2xf32>) -> tensor<1x2xf32>
  %d = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x1xf32>, tensor<1x2xf32>) -> tensor<2x2xf32>
  %one = stablehlo.constant dense<[[5.0]]> : tensor<1x1xf32>
  %bc = stablehlo.broadcast_in_dim %one, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<2x3xf32>
  return %s, %p, %d, %bc : tensor<2xf32>, tensor<5xf32>, tensor<2x2xf32>, tensor<2x3xf32>
})");
  EXPECT_TRUE(testing::all_close(out[0], {1, 3}, 0));
  EXPECT_TRUE(testing::all_close(out[1], {-1, 1, -1, 3, -1}, 0));
  EXPECT_TRUE(testing::all_close(out[2], {1, 3, 3, 9}, 0));
  EXPECT_TRUE(testing::all_close(out[3], {5, 5, 5, 5, 5, 5}, 0));
}

TEST(StablehloImport, WhileRegionsMayUseOuterValues) {
  // The loop body reads %step from outside its region (MLIR's implicit capture).
  const auto out = run(R"(
func.func @main() -> tensor<i32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %step = stablehlo.constant dense<3> : tensor<i32>
  %limit = stablehlo.constant dense<10> : tensor<i32>
  %r = stablehlo.while(%it = %zero) : tensor<i32>
   cond {
    %c = stablehlo.compare  LT, %it, %limit,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %n = stablehlo.add %it, %step : tensor<i32>
    stablehlo.return %n : tensor<i32>
  }
  return %r : tensor<i32>
})");
  EXPECT_EQ(out[0].get_int(0), 12);
}

TEST(StablehloImport, DenseLiteralsInEverySpelling) {
  const auto out = run(R"(
func.func @main() -> (tensor<2xf32>, tensor<3xi1>, tensor<2xbf16>, tensor<2x0xf32>, tensor<2xui8>) {
  %hex = stablehlo.constant dense<"0x0000803F000000C0"> : tensor<2xf32>
  %bools = stablehlo.constant dense<[true, false, true]> : tensor<3xi1>
  %special = stablehlo.constant dense<[0x7FC0, 0xFF80]> : tensor<2xbf16>
  %empty = stablehlo.constant dense<> : tensor<2x0xf32>
  %splat = stablehlo.constant dense<255> : tensor<2xui8>
  return %hex, %bools, %special, %empty, %splat : tensor<2xf32>, tensor<3xi1>, tensor<2xbf16>, tensor<2x0xf32>, tensor<2xui8>
})");
  EXPECT_TRUE(testing::all_close(out[0], {1, -2}, 0));
  EXPECT_EQ(out[1].get_bits(0), 1u);
  EXPECT_EQ(out[1].get_bits(1), 0u);
  EXPECT_TRUE(std::isnan(out[2].get_double(0)));
  EXPECT_EQ(out[2].get_double(1), -INFINITY);
  EXPECT_EQ(out[3].num_elements(), 0);
  EXPECT_EQ(out[4].get_bits(1), 255u);
}

TEST(StablehloImport, ChloOpsMatchTheCLibrary) {
  const auto out = run(R"(
func.func @main(%x: tensor<5xf64>) -> (tensor<5xf64>, tensor<5xf64>, tensor<5xf64>, tensor<5xf64>, tensor<5xf64>) {
  %a = chlo.lgamma %x : tensor<5xf64> -> tensor<5xf64>
  %b = chlo.sinh %x : tensor<5xf64> -> tensor<5xf64>
  %c = chlo.asinh %x : tensor<5xf64> -> tensor<5xf64>
  %d = chlo.erfc %x : tensor<5xf64> -> tensor<5xf64>
  %e = chlo.digamma %x : tensor<5xf64> -> tensor<5xf64>
  return %a, %b, %c, %d, %e : tensor<5xf64>, tensor<5xf64>, tensor<5xf64>, tensor<5xf64>, tensor<5xf64>
})",
                       {testing::make(DType::F64, {5}, {-2.5, 0.25, 1.5, 3.0, 7.25})});
  const double xs[] = {-2.5, 0.25, 1.5, 3.0, 7.25};
  // digamma(x) = d/dx lgamma(x), by a central difference of the C library's lgamma.
  auto digamma = [](double x) { const double h = 1e-5; return (std::lgamma(x + h) - std::lgamma(x - h)) / (2 * h); };
  for (int i = 0; i < 5; ++i) {
    SCOPED_TRACE(xs[i]);
    EXPECT_NEAR(out[0].get_double(i), std::lgamma(xs[i]), 1e-12 * std::max(1.0, std::fabs(std::lgamma(xs[i]))));
    EXPECT_NEAR(out[1].get_double(i), std::sinh(xs[i]), 1e-14 * std::max(1.0, std::fabs(std::sinh(xs[i]))));
    EXPECT_NEAR(out[2].get_double(i), std::asinh(xs[i]), 1e-15);
    EXPECT_NEAR(out[3].get_double(i), std::erfc(xs[i]), 1e-15);
    EXPECT_NEAR(out[4].get_double(i), digamma(xs[i]), 1e-6);
  }
}

TEST(StablehloImport, ChloErfInvInvertsErfAndNextAfterStepsOneUlp) {
  const auto out = run(R"(
func.func @main(%x: tensor<4xf32>, %y: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %a = chlo.erf_inv %x : tensor<4xf32> -> tensor<4xf32>
  %b = chlo.next_after %x, %y : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  return %a, %b : tensor<4xf32>, tensor<4xf32>
})",
                       {testing::make(DType::F32, {4}, {-0.9, 0.0, 0.5, 1.0}), testing::make(DType::F32, {4}, {0, 1, -1, 1})});
  const float xs[] = {-0.9f, 0.0f, 0.5f, 1.0f}, ys[] = {0, 1, -1, 1};
  for (int i = 0; i < 3; ++i) EXPECT_NEAR(std::erf(out[0].get_double(i)), xs[i], 2e-7);
  EXPECT_EQ(out[0].get_double(3), INFINITY);
  for (int i = 0; i < 4; ++i) EXPECT_EQ(out[1].get_double(i), std::nextafter(xs[i], ys[i])) << i;
}

// MHLO's erf, as an op and as tt-xla's custom_call @mhlo.erf, is chlo.erf:
// against the C library, NaN and the infinities included.
TEST(StablehloImport, MhloErfOpAndCustomCallAreChloErf) {
  const auto out = run(R"(
func.func @main(%x: tensor<6xf64>) -> (tensor<6xf64>, tensor<6xf64>) {
  %a = mhlo.erf %x : tensor<6xf64>
  %b = stablehlo.custom_call @mhlo.erf(%x) : (tensor<6xf64>) -> tensor<6xf64>
  return %a, %b : tensor<6xf64>, tensor<6xf64>
})",
                       {testing::make(DType::F64, {6}, {-2.5, -0.0, 0.25, 1.5, INFINITY, NAN})});
  const double xs[] = {-2.5, -0.0, 0.25, 1.5, INFINITY};
  for (int r = 0; r < 2; ++r) {
    for (int i = 0; i < 5; ++i) EXPECT_NEAR(out[r].get_double(i), std::erf(xs[i]), 1e-15) << r << " " << i;
    EXPECT_TRUE(std::isnan(out[r].get_double(5))) << r;
  }
}

// mhlo.torch_index_select as XLA's TorchIndexSelect: input[:dim] + index[batch_dims:]
// + input[dim+1:]; batch dims shared; negative dim and batch_dims count from
// the ranks (IREE's e2e tests' values); s64 indices read as u32, so -1 clamps
// to the last element.
TEST(StablehloImport, TorchIndexSelectIsXlasGather) {
  const auto batched = run(R"(
func.func @main(%x: tensor<2x2x2xi32>, %i: tensor<2x2x2xi32>) -> tensor<2x2x2xi32> {
  %0 = "mhlo.torch_index_select"(%x, %i) {batch_dims = -1 : i64, dim = -1 : i64} : (tensor<2x2x2xi32>, tensor<2x2x2xi32>) -> tensor<2x2x2xi32>
  return %0 : tensor<2x2x2xi32>
})",
                           {testing::make(DType::S32, {2, 2, 2}, {100, 101, 110, 111, 200, 201, 210, 211}),
                            testing::make(DType::S32, {2, 2, 2}, {0, 1, 1, 0, 0, 0, 1, 1})});
  EXPECT_TRUE(testing::all_close(batched[0], {100, 101, 111, 110, 200, 200, 211, 211}, 0));
  const auto plain = run(R"(
func.func @main(%x: tensor<3x2x2xf32>, %i: tensor<3xi64>, %s: tensor<i32>) -> (tensor<3x3x2xf32>, tensor<2x2xf32>) {
  %0 = "stablehlo.torch_index_select"(%x, %i) {batch_dims = 0 : i64, dim = 1 : i64} : (tensor<3x2x2xf32>, tensor<3xi64>) -> tensor<3x3x2xf32>
  %1 = "mhlo.torch_index_select"(%x, %s) {batch_dims = 0 : i64, dim = 0 : i64} : (tensor<3x2x2xf32>, tensor<i32>) -> tensor<2x2xf32>
  return %0, %1 : tensor<3x3x2xf32>, tensor<2x2xf32>
})",
                         {testing::make(DType::F32, {3, 2, 2}, {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}),
                          testing::make(DType::S64, {3}, {1, 0, -1}), testing::make(DType::S32, {}, {2})});
  EXPECT_TRUE(testing::all_close(plain[0], {3, 4, 1, 2, 3, 4, 7, 8, 5, 6, 7, 8, 11, 12, 9, 10, 11, 12}, 0));
  EXPECT_TRUE(testing::all_close(plain[1], {9, 10, 11, 12}, 0));
  EXPECT_NE(import_error(R"(
func.func @main(%x: tensor<3x2xf32>, %i: tensor<3xi32>) -> tensor<3x3xf32> {
  %0 = "mhlo.torch_index_select"(%x, %i) {batch_dims = 1 : i64, dim = 0 : i64} : (tensor<3x2xf32>, tensor<3xi32>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
})").find("bad.mlir:3:3: in stablehlo.torch_index_select: dim 0 must be at least batch_dims 1"),
            std::string::npos);
}

TEST(StablehloImport, ChloTopKIsAStableDescendingSort) {
  const auto out = run(R"(
func.func @main(%x: tensor<2x5xf32>) -> (tensor<2x3xf32>, tensor<2x3xi32>) {
  %values, %indices = chlo.top_k(%x, k = 3) : tensor<2x5xf32> -> (tensor<2x3xf32>, tensor<2x3xi32>)
  return %values, %indices : tensor<2x3xf32>, tensor<2x3xi32>
})",
                       {testing::make(DType::F32, {2, 5}, {1, 5, 3, 5, 2, -1, -2, -3, -4, -5})});
  EXPECT_TRUE(testing::all_close(out[0], {5, 5, 3, -1, -2, -3}, 0));
  EXPECT_EQ(out[1].get_int(0), 1);  // equal values keep their order
  EXPECT_EQ(out[1].get_int(1), 3);
  EXPECT_EQ(out[1].get_int(2), 2);
  EXPECT_EQ(out[1].get_int(3), 0);
}

TEST(StablehloImport, ErrorsSayWhereAndWhat) {
  EXPECT_NE(import_error("func.func @main() -> tensor<f32> {\n  %a = stablehlo.constant dense<1.0> : tensor<f32>\n  return %b : tensor<f32>\n}")
                .find("bad.mlir:3:10: unknown value %b"),
            std::string::npos);
  EXPECT_NE(import_error("func.func @main(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {\n  return %x : tensor<?x4xf32>\n}")
                .find("bad.mlir:1:17: argument 0 of @main (%x) has a dynamic shape, f32[?,4]: give its shape"),
            std::string::npos);
  EXPECT_NE(import_error("func.func @main(%x: tensor<4x!quant.uniform<i8:f32, 1.0>>) -> tensor<4xf32> {\n"
                         "  %y = stablehlo.uniform_dequantize %x : (tensor<4x!quant.uniform<i8:f32, 1.0>>) -> tensor<4xf32>\n"
                         "  return %y : tensor<4xf32>\n}").find("bad.mlir:1:17: unsupported: a quantized parameter of @main (%x)"),
            std::string::npos);
  EXPECT_NE(import_error("func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {\n  %y = stablehlo.frobnicate %x : tensor<4xf32>\n  return %y : tensor<4xf32>\n}")
                .find("bad.mlir:2:3: unsupported operation stablehlo.frobnicate"),
            std::string::npos);
  EXPECT_NE(import_error("func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {\n  %y = stablehlo.add %x, %x : tensor<4xf32>\n  return %y : tensor<4xf32>\n")
                .find("bad.mlir:4:1: expected '}'"),
            std::string::npos);
  EXPECT_NE(import_error("func.func @main(%x: tensor<4xf32>) -> tensor<3xf32> {\n  %y = stablehlo.add %x, %x : tensor<3xf32>\n  return %y : tensor<3xf32>\n}")
                .find("bad.mlir:2:3: stablehlo.add is declared to give (f32[3]), but its operands give (f32[4])"),
            std::string::npos);
}

// The checks of a program, evaluated on its reference outputs.
std::vector<CheckOutcome> checks_of(const std::string& text) {
  static std::vector<std::unique_ptr<Module>> keep;  // outcomes point into their module
  keep.push_back(import_one(text));
  const Module& m = *keep.back();
  return evaluate_checks(m, evaluate(*m.entry(), {}));
}

TEST(StablehloChecks, CloseCountsUlpsAlmostEqIsAbsoluteEqIsIeee) {
  // Each pair is 2 ULP apart.
  const auto outcomes = checks_of(R"(
func.func @main() -> tensor<2xf32> {
  %a = stablehlo.constant dense<[1.0, 1000.0]> : tensor<2xf32>
  %b = stablehlo.constant dense<[0x3F800002, 1000.0001220703125]> : tensor<2xf32>
  %nan = stablehlo.constant dense<0x7FC00000> : tensor<f32>
  stablehlo.custom_call @check.expect_close(%a, %b) {has_side_effect = true} : (tensor<2xf32>, tensor<2xf32>) -> ()
  check.expect_close %a, %b, max_ulp_difference = 1 : tensor<2xf32>, tensor<2xf32>
  stablehlo.custom_call @check.expect_almost_eq(%a, %b) {has_side_effect = true} : (tensor<2xf32>, tensor<2xf32>) -> ()
  check.expect_almost_eq %a, %b, tolerance = 1.0e-3 : tensor<2xf32>
  check.expect_eq %nan, %nan : tensor<f32>
  check.expect_almost_eq %nan, %nan : tensor<f32>
  return %a : tensor<2xf32>
})");
  ASSERT_EQ(outcomes.size(), 6u);
  EXPECT_TRUE(outcomes[0].passed);   // 2 ULP apart, 3 allowed
  EXPECT_FALSE(outcomes[1].passed);  // 1 allowed
  EXPECT_EQ(outcomes[1].distance.substr(0, 5), "2 ULP");
  EXPECT_TRUE(outcomes[2].passed);   // |diff| 0.00012 <= 1e-3
  EXPECT_TRUE(outcomes[3].passed);
  EXPECT_FALSE(outcomes[4].passed);  // IEEE: NaN != NaN
  EXPECT_TRUE(outcomes[5].passed);   // NaN matches NaN
}

TEST(StablehloChecks, AFailureNamesTheCheckTheElementAndBothValues) {
  const auto m = import_one(R"(
func.func @main() -> tensor<2x2xi32> {
  %a = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  check.expect_eq_const %a, dense<[[1, 2], [3, 5]]> : tensor<2x2xi32>
  return %a : tensor<2x2xi32>
})");
  const auto outputs = evaluate(*m->entry(), {});
  const auto outcomes = evaluate_checks(*m, outputs);
  ASSERT_EQ(outcomes.size(), 1u);
  ASSERT_FALSE(outcomes[0].passed);
  EXPECT_EQ(describe_failure(outcomes[0], {2, 2}),
            "test.mlir:4:3: check.expect_eq_const failed on 1 of 4 element(s); worst at [1, 1]: actual 4, expected 5 (not equal)");
  EXPECT_EQ(m->num_results(), 1);  // the expected constant is an output after the results
}

TEST(StablehloImport, SeveralProgramsInOneFile) {
  auto programs = import_stablehlo_text(R"(
func.func @main() -> tensor<i32> {
  %a = stablehlo.constant dense<1> : tensor<i32>
  return %a : tensor<i32>
}
// -----
func.func @main() -> tensor<f32> {
  %a = stablehlo.constant dense<2.0> : tensor<f32>
  return %a : tensor<f32>
}
)",
                                        "two.mlir");
  ASSERT_EQ(programs.size(), 2u);
  EXPECT_EQ(evaluate(*programs[1]->entry(), {})[0].get_double(0), 2.0);
}

TEST(LiftConstants, ConstantsBecomeParametersWithTheirValues) {
  auto m = import_one(R"(
func.func @main() -> tensor<3xf32> {
  %a = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %two = stablehlo.constant dense<2.0> : tensor<f32>
  %b = stablehlo.broadcast_in_dim %two, dims = [] : (tensor<f32>) -> tensor<3xf32>
  %c = stablehlo.multiply %a, %b : tensor<3xf32>
  return %c : tensor<3xf32>
})");
  const std::vector<Literal> args = lift_constants_to_parameters(*m->entry());
  ASSERT_EQ(args.size(), 1u);  // the scalar stays a constant
  EXPECT_EQ(m->entry()->parameters().size(), 1u);
  EXPECT_TRUE(testing::all_close(evaluate(*m->entry(), args)[0], {2, 4, 6}, 0));
}

TEST(StablehloImport, ComplexValuesAsPairsMatchStdComplex) {
  // Complex arguments and results travel as (re, im) pairs along a last dim of 2.
  const auto out = run(R"(
func.func @main(%x: tensor<3xcomplex<f64>>, %y: tensor<3xcomplex<f64>>) -> (tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>, tensor<3xf64>, tensor<3xcomplex<f64>>) {
  %m = stablehlo.multiply %x, %y : tensor<3xcomplex<f64>>
  %d = stablehlo.divide %x, %y : tensor<3xcomplex<f64>>
  %e = stablehlo.exponential %x : tensor<3xcomplex<f64>>
  %a = stablehlo.abs %y : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
  %s = stablehlo.sqrt %y : tensor<3xcomplex<f64>>
  return %m, %d, %e, %a, %s : tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>, tensor<3xf64>, tensor<3xcomplex<f64>>
})",
                       {testing::make(DType::F64, {3, 2}, {1, 2, -0.5, 0.25, 3, -4}),
                        testing::make(DType::F64, {3, 2}, {-3, 1, 2, -2, -4, 0})});
  const std::complex<double> x[] = {{1, 2}, {-0.5, 0.25}, {3, -4}}, y[] = {{-3, 1}, {2, -2}, {-4, 0}};
  for (int i = 0; i < 3; ++i) {
    SCOPED_TRACE(i);
    auto expect = [&](const Literal& pairs, std::complex<double> want) {
      EXPECT_NEAR(pairs.get_double(2 * i), want.real(), 1e-13 * std::max(1.0, std::abs(want)));
      EXPECT_NEAR(pairs.get_double(2 * i + 1), want.imag(), 1e-13 * std::max(1.0, std::abs(want)));
    };
    expect(out[0], x[i] * y[i]);
    expect(out[1], x[i] / y[i]);
    expect(out[2], std::exp(x[i]));
    EXPECT_NEAR(out[3].get_double(i), std::abs(y[i]), 1e-15);
    expect(out[4], std::sqrt(y[i]));
  }
}

// |z| is C's hypot: +inf when a part is infinite, even beside a NaN; NaN
// otherwise where a part is NaN; zeros and huge parts without overflow.
TEST(StablehloImport, ComplexAbsIsInfiniteWhereAPartIs) {
  const double inf = INFINITY, nan = NAN;
  const std::vector<double> z = {-inf, 2, 3, -inf, inf, nan, nan, inf, nan, 1, 0, -0.0, 3e300, 4e300, -1e-310, 0};
  const auto out = run(R"(
func.func @main(%z: tensor<8xcomplex<f64>>) -> tensor<8xf64> {
  %a = stablehlo.abs %z : (tensor<8xcomplex<f64>>) -> tensor<8xf64>
  return %a : tensor<8xf64>
})",
                       {testing::make(DType::F64, {8, 2}, z)});
  for (int i = 0; i < 8; ++i) {
    const double want = std::hypot(z[2 * i], z[2 * i + 1]);
    SCOPED_TRACE(i);
    if (std::isnan(want)) {
      EXPECT_TRUE(std::isnan(out[0].get_double(i)));
    } else {
      EXPECT_DOUBLE_EQ(out[0].get_double(i), want);
    }
  }
}

// The entry says which of its parameters and results are complex at the
// boundary: numpy complex64 / complex128 in .npy files and the Python API.
TEST(StablehloImport, TheEntryMarksComplexParametersAndResults) {
  const auto m = import_one(R"(
func.func @main(%x: tensor<3xf32>, %z: tensor<3xcomplex<f64>>) -> (tensor<3xcomplex<f64>>, tensor<3xf64>) {
  %a = stablehlo.abs %z : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
  return %z, %a : tensor<3xcomplex<f64>>, tensor<3xf64>
})");
  const Graph& g = *m->entry();
  EXPECT_FALSE(g.complex_parameter(0));
  EXPECT_TRUE(g.complex_parameter(1));
  EXPECT_EQ(g.parameters()[1]->type(), TensorType(DType::F64, {3, 2}));
  EXPECT_TRUE(g.complex_output(0));
  EXPECT_FALSE(g.complex_output(1));
  EXPECT_FALSE(g.complex_output(2));  // past the end
}

TEST(StablehloChecks, ComplexChecksCompareBothParts) {
  const auto outcomes = checks_of(R"(
func.func @main() -> tensor<2xcomplex<f32>> {
  %a = stablehlo.constant dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>
  %b = stablehlo.constant dense<[(1.0, 2.0), (3.0, 4.5)]> : tensor<2xcomplex<f32>>
  stablehlo.custom_call @check.expect_eq(%a, %a) {has_side_effect = true} : (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> ()
  stablehlo.custom_call @check.expect_close(%a, %b) {has_side_effect = true} : (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> ()
  return %a : tensor<2xcomplex<f32>>
})");
  ASSERT_EQ(outcomes.size(), 2u);
  EXPECT_TRUE(outcomes[0].passed);
  EXPECT_FALSE(outcomes[1].passed);
  EXPECT_EQ(outcomes[1].failing_elements, 1);
  EXPECT_EQ(outcomes[1].actual, "(3, 4)");
  EXPECT_EQ(outcomes[1].expected, "(3, 4.5)");
}

// What `jax.jit(f).lower(x).as_text(debug_info=True)` prints: locations after
// ops, arguments and functions, and location aliases before and after the module.
TEST(StablehloImport, JaxTextWithLocations) {
  const auto out = run(R"(#loc1 = loc("x")
module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32> {mhlo.layout_mode = "default"} loc("x")) -> (tensor<4xf32> {jax.result_info = ""}) {
    %0 = stablehlo.sine %arg0 : tensor<4xf32> loc(#loc4)
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32> loc(#loc)
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32> loc(#loc5)
    %2 = stablehlo.multiply %0, %1 : tensor<4xf32> loc(#loc5)
    return %2 : tensor<4xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc = loc(unknown)
#loc2 = loc("/tmp/x.py":3:0)
#loc4 = loc("jit(f)/jit(main)/sin"(#loc2))
#loc5 = loc("jit(f)/jit(main)/mul"(#loc2))
)",
                       {testing::make(DType::F32, {4}, {0, 1, 2, 3})});
  std::vector<double> want;
  for (int i = 0; i < 4; ++i) want.push_back(2 * std::sin(static_cast<float>(i)));
  EXPECT_TRUE(testing::all_close(out[0], want, 1e-6));
}

}  // namespace
}  // namespace kiln

namespace kiln {
namespace {

// ByteIR and older MLIR tools print whole modules in the generic form: the
// function's arguments are its body's block arguments, its results what the
// return takes.
TEST(StablehloImport, GenericFormModulesAndFunctions) {
  const std::vector<Literal> out = run(R"(
"builtin.module"() ({
  "func.func"() ({
  ^bb0(%arg0: tensor<2xf32>, %arg1: tensor<2xf32>):
    %0 = "mhlo.add"(%arg0, %arg1) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %1 = "mhlo.multiply"(%0, %arg1) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    "func.return"(%1) : (tensor<2xf32>) -> ()
  }) {function_type = (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>, sym_name = "forward"} : () -> ()
}) {torch.debug_module_name = "GraphModule"} : () -> ()
)",
                                       {testing::make(DType::F32, {2}, {1, 2}), testing::make(DType::F32, {2}, {3, -1})});
  EXPECT_TRUE(testing::all_close(out[0], {12, -1}, 0));
  const std::string e = import_error(R"(
"builtin.module"() ({
  "func.func"() ({
  ^bb0(%arg0: tensor<2xf32>):
    "func.return"(%arg0) : (tensor<2xf32>) -> ()
  }) {function_type = (tensor<2xf32>) -> tensor<2xf32>} : () -> ()
}) : () -> ()
)");
  EXPECT_NE(e.find("bad.mlir:3:3: a generic func.func needs sym_name"), std::string::npos) << e;
}

// Current MLIR prints a named module's properties first.
TEST(StablehloImport, GenericModulesWithProperties) {
  const std::vector<Literal> out = run(R"(
"builtin.module"() <{sym_name = "jit_main"}> ({
  "func.func"() <{function_type = (tensor<2xf32>) -> tensor<2xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<2xf32>):
    %0 = "stablehlo.negate"(%arg0) : (tensor<2xf32>) -> tensor<2xf32>
    "func.return"(%0) : (tensor<2xf32>) -> ()
  }) : () -> ()
}) : () -> ()
)",
                                       {testing::make(DType::F32, {2}, {1, -2})});
  EXPECT_TRUE(testing::all_close(out[0], {-1, 2}, 0));
}

// index is s64, as XLA lowers it.
TEST(StablehloImport, IndexIsS64) {
  const std::vector<Literal> out = run(R"(
func.func @main() -> tensor<2xindex> {
  %0 = stablehlo.constant dense<[7, -3]> : tensor<2xindex>
  return %0 : tensor<2xindex>
})");
  EXPECT_TRUE(testing::identical(out[0], testing::make_int(DType::S64, {2}, {7, -3})));
}

}  // namespace
}  // namespace kiln

namespace kiln {
namespace {

// Dynamic ops whose shape operands are constants import as their static
// forms; a shape computed at run time, or one that contradicts the result
// type, is a user error naming the op.
TEST(StablehloImport, DynamicOpsWithConstantShapesAreTheirStaticForms) {
  const std::vector<Literal> out = run(R"(func.func @main(%x: tensor<2x3xf32>) -> (tensor<3x2xf32>, tensor<2x2x3xf32>, tensor<i32>, tensor<3x2xi32>) {
  %shape = stablehlo.constant dense<[3, 2]> : tensor<2xi64>
  %r = stablehlo.dynamic_reshape %x, %shape : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  %dims = stablehlo.constant dense<[2, 2, 3]> : tensor<3xi64>
  %b = "stablehlo.dynamic_broadcast_in_dim"(%x, %dims) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<2x3xf32>, tensor<3xi64>) -> tensor<2x2x3xf32>
  %n = stablehlo.get_dimension_size %x, dim = 1 : (tensor<2x3xf32>) -> tensor<i32>
  %i = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<2xi64>) -> tensor<3x2xi32>
  func.return %r, %b, %n, %i : tensor<3x2xf32>, tensor<2x2x3xf32>, tensor<i32>, tensor<3x2xi32>
})", {testing::make(DType::F32, {2, 3}, {1, 2, 3, 4, 5, 6})});
  EXPECT_TRUE(testing::identical(out[0], testing::make(DType::F32, {3, 2}, {1, 2, 3, 4, 5, 6})));
  EXPECT_TRUE(testing::identical(out[1], testing::make(DType::F32, {2, 2, 3}, {1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6})));
  EXPECT_EQ(out[2].get_int(0), 3);
  EXPECT_TRUE(testing::identical(out[3], testing::make_int(DType::S32, {3, 2}, {0, 0, 1, 1, 2, 2})));
  EXPECT_NE(import_error(R"(func.func @main(%x: tensor<6xf32>, %s: tensor<2xi64>) -> tensor<3x2xf32> {
  %r = stablehlo.dynamic_reshape %x, %s : (tensor<6xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  func.return %r : tensor<3x2xf32>
})").find("output shape computed at run time"), std::string::npos);
  EXPECT_NE(import_error(R"(func.func @main(%x: tensor<6xf32>) -> tensor<3x2xf32> {
  %s = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
  %r = stablehlo.dynamic_reshape %x, %s : (tensor<6xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  func.return %r : tensor<3x2xf32>
})").find("its shape operand says [2,3]"), std::string::npos);
}

// Shapes computed from dimension sizes fold at import (shape_arithmetic.h),
// as jax.export writes them: integer converts wrap as HLO's do, and a `?`
// result takes the folded size.
TEST(StablehloImport, ShapeArithmeticFoldsToStaticShapes) {
  const std::vector<Literal> out = run(R"(func.func @main(%x: tensor<2x5xf32>) -> (tensor<2x?xf32>, tensor<?xi32>) {
  %n = stablehlo.get_dimension_size %x, dim = 1 : (tensor<2x5xf32>) -> tensor<i32>
  %n64 = stablehlo.convert %n : (tensor<i32>) -> tensor<i64>
  %two = stablehlo.constant dense<2> : tensor<i64>
  %m = stablehlo.subtract %n64, %two : tensor<i64>
  %m1 = stablehlo.reshape %m : (tensor<i64>) -> tensor<1xi64>
  %rows = stablehlo.constant dense<2> : tensor<1xi64>
  %shape = stablehlo.concatenate %rows, %m1, dim = 0 : (tensor<1xi64>, tensor<1xi64>) -> tensor<2xi64>
  %i = stablehlo.dynamic_iota %shape, dim = 1 : (tensor<2xi64>) -> tensor<2x?xf32>
  %big = stablehlo.constant dense<4294967299> : tensor<i64>
  %w = stablehlo.convert %big : (tensor<i64>) -> tensor<i32>
  %w1 = stablehlo.reshape %w : (tensor<i32>) -> tensor<1xi32>
  %k = stablehlo.dynamic_iota %w1, dim = 0 : (tensor<1xi32>) -> tensor<?xi32>
  func.return %i, %k : tensor<2x?xf32>, tensor<?xi32>
})", {testing::make(DType::F32, {2, 5}, {1, 2, 3, 4, 5, 6, 7, 8, 9, 10})});
  EXPECT_TRUE(testing::identical(out[0], testing::make(DType::F32, {2, 3}, {0, 1, 2, 0, 1, 2})));
  EXPECT_EQ(out[1].dims(), (Dims{3}));  // 2^32 + 3 wraps to 3 in s32
  // A polymorphic function takes its caller's shapes; a reshape's one `?` is
  // the operand's elements over the other sizes.
  const std::vector<Literal> reshaped = run(R"(func.func @main(%x: tensor<4x3xf32>) -> tensor<3x4xf32> {
  %0 = call @poly(%x) : (tensor<4x3xf32>) -> tensor<?x4xf32>
  return %0 : tensor<3x4xf32>
}
func.func private @poly(%x: tensor<?x3xf32>) -> tensor<?x4xf32> {
  %0 = stablehlo.reshape %x : (tensor<?x3xf32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
})", {testing::make(DType::F32, {4, 3}, {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11})});
  EXPECT_TRUE(testing::identical(reshaped[0], testing::make(DType::F32, {3, 4}, {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11})));
}

}  // namespace
}  // namespace kiln

namespace kiln {
namespace {

// Found by the importer fuzzer: a complex op missing an operand was an
// internal error (vector::at), not a user error naming the op.
TEST(StablehloImport, AComplexOpMissingAnOperandIsAUserError) {
  EXPECT_NE(import_error(R"(func.func @main(%a: tensor<2x2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>> {
  %0 = "stablehlo.dot_general"(%a) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
  func.return %0 : tensor<2x2xcomplex<f32>>
})").find("bad.mlir:2:3: stablehlo.dot_general needs operand 1, got 1"), std::string::npos);
}

}  // namespace
}  // namespace kiln

namespace kiln {
namespace {

// ByteIR's MHLO (PyTorch through torch-frontend) names a tuple type once
// (`!tuple = tuple<...>`), returns tuples from functions, reads them with
// get_tuple_element, and normalizes with batch_norm_training. Hand-computed:
// features {1, 3} and {2, 4} have means 2 and 3 and (biased) variances 1.
TEST(StablehloImport, TypeAliasesTuplesAndBatchNorm) {
  const std::vector<Literal> out = run(R"(
!stats = tuple<tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>>
module {
  func.func @main(%x: tensor<2x2xf32>, %scale: tensor<2xf32>, %offset: tensor<2xf32>) -> !stats {
    %t = call @norm(%x, %scale, %offset) : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>) -> !stats
    %y = "mhlo.get_tuple_element"(%t) {index = 0 : i32} : (!stats) -> tensor<2x2xf32>
    %m = "mhlo.get_tuple_element"(%t) {index = 1 : i32} : (!stats) -> tensor<2xf32>
    %v = "mhlo.get_tuple_element"(%t) {index = 2 : i32} : (!stats) -> tensor<2xf32>
    %r = "mhlo.tuple"(%y, %m, %v) : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>) -> !stats
    return %r : !stats
  }
  func.func private @norm(%x: tensor<2x2xf32>, %scale: tensor<2xf32>, %offset: tensor<2xf32>) -> tuple<tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>> {
    %b:3 = "mhlo.batch_norm_training"(%x, %scale, %offset) {epsilon = 0.0 : f32, feature_index = 1 : i64} : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>)
    %t = "mhlo.tuple"(%b#0, %b#1, %b#2) : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>) -> tuple<tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>>
    return %t : tuple<tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>>
  }
})", {testing::make(DType::F32, {2, 2}, {1, 2, 3, 4}), testing::make(DType::F32, {2}, {1, 2}), testing::make(DType::F32, {2}, {0, 1})});
  ASSERT_EQ(out.size(), 3u);  // the tuple result is its elements
  EXPECT_TRUE(testing::identical(out[0], testing::make(DType::F32, {2, 2}, {-1, -1, 1, 3})));
  EXPECT_TRUE(testing::identical(out[1], testing::make(DType::F32, {2}, {2, 3})));
  EXPECT_TRUE(testing::identical(out[2], testing::make(DType::F32, {2}, {1, 1})));
  EXPECT_NE(import_error(R"(func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
  %t = "mhlo.tuple"(%x) : (tensor<2xf32>) -> tuple<tensor<2xf32>>
  %y = "mhlo.get_tuple_element"(%t) {index = 1 : i32} : (tuple<tensor<2xf32>>) -> tensor<2xf32>
  return %y : tensor<2xf32>
})").find("bad.mlir:3:3: get_tuple_element index 1 is out of range: the tuple has 1 element(s)"), std::string::npos);
  EXPECT_NE(import_error(R"(func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
  %t = "mhlo.tuple"(%x) : (tensor<2xf32>) -> tuple<tensor<2xf32>>
  %y = mhlo.add %t, %t : tuple<tensor<2xf32>>
  return %y : tensor<2xf32>
})").find("bad.mlir:3:3: unsupported: stablehlo.add on a tuple (%t)"), std::string::npos);
}

}  // namespace
}  // namespace kiln

namespace kiln {
namespace {

// IREE's globals hold a model's weights: util.global with a dense value or a
// byte pattern (every byte N), 2021's flow.variable, read through
// util.global.address + load.indirect or util.global.load.
TEST(StablehloImport, IreeGlobalsAreConstants) {
  const std::vector<Literal> out = run(R"(
module {
  util.global private @"w.layer-1" {inlining_policy = #util.inline.never} = dense<[1.0, 2.0]> : tensor<2xf32>
  util.global private @bytes {noinline} = #util.byte_pattern<1> : tensor<2xi32>
  flow.variable @"old.var" dense<3.0> : tensor<2xf32> attributes {noinline, sym_visibility = "private"}
  func.func @predict(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xi32>) attributes {iree.module.export} {
    %ptr.w-1 = util.global.address @"w.layer-1" : !util.ptr<tensor<2xf32>>
    %w = util.global.load.indirect %ptr.w-1 : !util.ptr<tensor<2xf32>> -> tensor<2xf32>
    %p = flow.variable.address @"old.var" : !iree.ptr<tensor<2xf32>>
    %v = flow.variable.load.indirect %p : !iree.ptr<tensor<2xf32>> -> tensor<2xf32>
    %b = util.global.load @bytes : tensor<2xi32>
    %s = stablehlo.add %w, %v : tensor<2xf32>
    %y = stablehlo.multiply %s, %x : tensor<2xf32>
    return %y, %b : tensor<2xf32>, tensor<2xi32>
  }
})", {testing::make(DType::F32, {2}, {2, -1})});
  EXPECT_TRUE(testing::identical(out[0], testing::make(DType::F32, {2}, {8, -5})));
  EXPECT_TRUE(testing::identical(out[1], testing::make_int(DType::S32, {2}, {0x01010101, 0x01010101})));
  EXPECT_NE(import_error(R"(
util.global private mutable @m = dense<1.0> : tensor<f32>
func.func @main() -> tensor<f32> {
  %v = util.global.load @m : tensor<f32>
  return %v : tensor<f32>
})").find("bad.mlir:4:3: unsupported: the mutable global @m"), std::string::npos);
  EXPECT_NE(import_error(R"(func.func @main() -> tensor<f32> {
  %v = util.global.load @nothing : tensor<f32>
  return %v : tensor<f32>
})").find("bad.mlir:2:25: unknown global @nothing"), std::string::npos);
}

// IREE's MNIST test: all-zero input (its RUN line gives only a shape) and
// byte-pattern weights tiny enough that every class gets 0.1 (its CHECK line).
TEST(StablehloImport, IreesMnistGivesTheValuesIreeChecks) {
  const auto m = import_model_file(std::string(KILN_SOURCE_DIR) + "/test/real/stablehlo_mnist_mlp_fake_weights.mlir");
  const Literal out = evaluate(*m->entry(), {Literal(DType::F32, {1, 28, 28, 1})})[0];
  ASSERT_EQ(out.num_elements(), 10);
  for (int64_t i = 0; i < 10; ++i) EXPECT_NEAR(out.get_double(i), 0.1, 1e-6) << i;
}

}  // namespace
}  // namespace kiln

namespace kiln {
namespace {

// Quantize/dequantize pairs (PyTorch/XLA's QDQ exports): x / scale + zero
// point, clamped to the storage range, rounded half to even; back as
// (s - zero point) * scale. Per tensor (scale 0.5, zero point 3, storage
// [-127, 127]) and per axis (rows scaled 1 and 2, zero points 0 and 1).
TEST(StablehloImport, UniformQuantizeAndDequantize) {
  const std::vector<Literal> out = run(R"(func.func @main(%x: tensor<7xf32>, %y: tensor<2x2xf32>) -> (tensor<7xf32>, tensor<7xi8>, tensor<2x2xf32>) {
  %q = stablehlo.uniform_quantize %x : (tensor<7xf32>) -> tensor<7x!quant.uniform<i8<-127:127>:f32, 5.000000e-01:3>>
  %d = stablehlo.uniform_dequantize %q : (tensor<7x!quant.uniform<i8<-127:127>:f32, 5.000000e-01:3>>) -> tensor<7xf32>
  %s = stablehlo.bitcast_convert %q : (tensor<7x!quant.uniform<i8<-127:127>:f32, 5.000000e-01:3>>) -> tensor<7xi8>
  %p = stablehlo.uniform_quantize %y : (tensor<2x2xf32>) -> tensor<2x2x!quant.uniform<i8:f32:0, {1.0:0, 2.0:1}>>
  %e = stablehlo.uniform_dequantize %p : (tensor<2x2x!quant.uniform<i8:f32:0, {1.0:0, 2.0:1}>>) -> tensor<2x2xf32>
  return %d, %s, %e : tensor<7xf32>, tensor<7xi8>, tensor<2x2xf32>
})", {testing::make(DType::F32, {7}, {-200, -1.5, -0.5, 0.75, 2.5, 1.25, 300}), testing::make(DType::F32, {2, 2}, {2.6, -3, 2.6, -3})});
  EXPECT_TRUE(testing::identical(out[0], testing::make(DType::F32, {7}, {-65, -1.5, -0.5, 0.5, 2.5, 1.5, 62})));
  EXPECT_TRUE(testing::identical(out[1], testing::make_int(DType::S8, {7}, {-127, 0, 2, 4, 8, 6, 127})));
  // Row 1: 2.6/2 + 1 = 2.3 -> 2 -> 2; -3/2 + 1 = -0.5 -> -0 -> -2.
  EXPECT_TRUE(testing::identical(out[2], testing::make(DType::F32, {2, 2}, {3, -3, 2, -2})));
}

}  // namespace
}  // namespace kiln
