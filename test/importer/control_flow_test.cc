// Function bodies in CFG form (cf.br / cf.cond_br between blocks, as
// TensorFlow's MLIR importer prints loops) run as the blocks would: results
// against hand-computed values on the reference, and errors that name the
// block or branch at fault.
#include <gtest/gtest.h>

#include "importer/import.h"
#include "reference/evaluator.h"
#include "support/error.h"
#include "test_util.h"

namespace kiln {
namespace {

std::vector<Literal> run(const std::string& text, const std::vector<Literal>& args) { return testing::run_stablehlo(text, args); }
std::string import_error(const std::string& text) { return testing::stablehlo_import_error(text); }

Literal f32(double v) { return testing::make(DType::F32, {}, {v}); }

// Collatz steps of n: a loop (^head) with an if/else inside (^odd, ^even)
// joining at ^next, and the exit block returning two values, one of them a
// value the entry block defined.
constexpr const char* kCollatz = R"(
func.func @main(%n: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
  %one = stablehlo.constant dense<1.0> : tensor<f32>
  %two = stablehlo.constant dense<2.0> : tensor<f32>
  %three = stablehlo.constant dense<3.0> : tensor<f32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  cf.br ^head(%zero, %n : tensor<f32>, tensor<f32>)
^head(%steps: tensor<f32>, %x: tensor<f32>):  // pred: ^bb0, ^next
  %more = stablehlo.compare GT, %x, %one : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %m = tensor.extract %more[] : tensor<i1>
  cf.cond_br %m, ^step, ^done
^step:
  %s1 = stablehlo.add %steps, %one : tensor<f32>
  %r = stablehlo.remainder %x, %two : tensor<f32>
  %odd = stablehlo.compare NE, %r, %zero : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %o = tensor.extract %odd[] : tensor<i1>
  cf.cond_br %o, ^odd, ^even
^odd:
  %t = stablehlo.multiply %x, %three : tensor<f32>
  %t1 = stablehlo.add %t, %one : tensor<f32>
  cf.br ^next(%t1 : tensor<f32>)
^even:
  %h = stablehlo.divide %x, %two : tensor<f32>
  cf.br ^next(%h : tensor<f32>)
^next(%y: tensor<f32>):
  cf.br ^head(%s1, %y : tensor<f32>, tensor<f32>)
^done:
  return %steps, %two : tensor<f32>, tensor<f32>
})";

TEST(ControlFlow, ALoopWithAnIfInsideRunsAsItsBlocks) {
  // 6 3 10 5 16 8 4 2 1: eight steps; 27 takes 111; 1 takes none.
  for (const auto& [n, steps] : std::vector<std::pair<double, double>>{{6, 8}, {27, 111}, {1, 0}}) {
    const std::vector<Literal> out = run(kCollatz, {f32(n)});
    ASSERT_EQ(out.size(), 2u);
    EXPECT_EQ(out[0].get_double(0), steps) << "n=" << n;
    EXPECT_EQ(out[1].get_double(0), 2);
  }
}

// Two blocks return, and a result group (%p:2) defined in one block is read in
// another; ^big's %p#1 must be the group's second value.
TEST(ControlFlow, EarlyReturnsAndResultGroupsAcrossBlocks) {
  const char* text = R"(
func.func @main(%x: tensor<2xi32>) -> tensor<2xi32> {
  %ten = stablehlo.constant dense<10> : tensor<2xi32>
  %p:2 = stablehlo.optimization_barrier %x, %ten : tensor<2xi32>, tensor<2xi32>
  %first = stablehlo.slice %x [0:1] : (tensor<2xi32>) -> tensor<1xi32>
  %f = stablehlo.reshape %first : (tensor<1xi32>) -> tensor<i32>
  %c = stablehlo.constant dense<5> : tensor<i32>
  %gt = stablehlo.compare GT, %f, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %g = tensor.extract %gt[] : tensor<i1>
  cf.cond_br %g, ^big, ^small
^big:
  %q:2 = stablehlo.optimization_barrier %p#1, %p#0 : tensor<2xi32>, tensor<2xi32>
  cf.br ^tail
^tail:
  %s = stablehlo.subtract %q#0, %q#1 : tensor<2xi32>
  return %s : tensor<2xi32>
^small:
  %a = stablehlo.add %p#0, %p#1 : tensor<2xi32>
  return %a : tensor<2xi32>
})";
  const std::vector<Literal> big = run(text, {testing::make_int(DType::S32, {2}, {7, 1})});
  EXPECT_TRUE(testing::identical(big[0], testing::make_int(DType::S32, {2}, {3, 9})));
  const std::vector<Literal> small = run(text, {testing::make_int(DType::S32, {2}, {2, 1})});
  EXPECT_TRUE(testing::identical(small[0], testing::make_int(DType::S32, {2}, {12, 11})));
}

// IREE's own tests of the TF-imported programs in test/real check these values
// (their CHECK lines): collatz(178) takes 31 steps; the LSTM over the inputs
// its RUN line gives writes 0.7x for its first two steps, 0.9x for the third
// and zeros for the two its mask leaves out.
TEST(ControlFlow, IreesCfgProgramsGiveTheValuesIreeChecks) {
  const std::string dir = std::string(KILN_SOURCE_DIR) + "/test/real/";
  const auto collatz = import_model_file(dir + "mhlo_collatz.mlir");
  EXPECT_EQ(evaluate(*collatz->entry(), {})[0].get_double(0), 31);
  std::vector<Literal> inputs{testing::make(DType::F32, {1, 5}, {0, 1, 0, 3, 4}), Literal(DType::F32, {1, 5, 2, 2})};
  for (int64_t i = 0; i < 20; ++i) inputs[1].set_double(i, static_cast<double>(i + 1));
  for (const char* file : {"stablehlo_tf_unidirectional_lstm.mlir", "mhlo_tf_unidirectional_lstm.mlir"}) {
    const auto lstm = import_model_file(dir + file);
    const Literal out = evaluate(*lstm->entry(), inputs)[0];
    ASSERT_EQ(out.dims(), (Dims{5, 1, 10})) << file;
    for (int64_t i = 0; i < 50; ++i) {
      const double v = out.get_double(i);
      const int64_t step = i / 10;
      if (step < 2) {
        EXPECT_TRUE(v >= 0.7 && v < 0.8) << file << " element " << i << " = " << v;
      } else if (step == 2) {
        EXPECT_TRUE(v >= 0.9 && v < 1.0) << file << " element " << i << " = " << v;
      } else {
        EXPECT_EQ(v, 0) << file << " element " << i;
      }
    }
  }
}

TEST(ControlFlow, BadBranchesSayWhere) {
  EXPECT_NE(import_error(R"(func.func @main(%x: tensor<f32>) -> tensor<f32> {
  cf.br ^nowhere(%x : tensor<f32>)
^b(%y: tensor<f32>):
  return %y : tensor<f32>
})").find("bad.mlir:2:9: branch to unknown block ^nowhere"), std::string::npos);
  EXPECT_NE(import_error(R"(func.func @main(%x: tensor<f32>) -> tensor<f32> {
  cf.br ^b
^b(%y: tensor<f32>):
  return %y : tensor<f32>
})").find("bad.mlir:2:9: block ^b takes 1 argument(s), the branch passes 0"), std::string::npos);
  EXPECT_NE(import_error(R"(func.func @main(%x: tensor<f32>) -> tensor<f32> {
  cf.br ^b
^b:
  %y = stablehlo.negate %x : tensor<f32>
})").find("bad.mlir:4:3: a block must end with cf.br, cf.cond_br or return, not stablehlo.negate"), std::string::npos);
  EXPECT_NE(import_error(R"(func.func @main(%x: tensor<f32>) -> tensor<f32> {
  %p = stablehlo.constant dense<true> : tensor<i1>
  %r = "stablehlo.case"(%p) ({
    cf.br ^b
  ^b:
    stablehlo.return %x : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  return %r : tensor<f32>
})").find("bad.mlir:5:3: unsupported: several blocks in an operation's region"), std::string::npos);
}

}  // namespace
}  // namespace kiln
