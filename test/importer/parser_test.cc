// The HLO importer: conventions it must accept and the errors it must give.
#include <fmt/format.h>
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <complex>
#include <filesystem>

#include "ir/printer.h"
#include "support/error.h"
#include "test_util.h"

namespace kiln {
namespace {

// The message of the UserError that importing `hlo` throws.
std::string import_error(const std::string& hlo) {
  try {
    testing::parse(hlo);
  } catch (const UserError& e) {
    return e.what();
  }
  return "(no error)";
}

TEST(Importer, AcceptsXlaAndJaxConventions) {
  const auto m = testing::parse(R"(
// a comment line
HloModule jit_f, entry_computation_layout={(f32[2,3]{1,0})->f32[3]{0}}

%add.1 (x: f32[], y: f32[]) -> f32[] {
  %x = f32[] parameter(0)
  %y = f32[] parameter(1)
  ROOT %sum = f32[] add(f32[] %x, f32[] %y)
}

ENTRY %main.5 (Arg_0.1: f32[2,3]) -> f32[3] {
  %Arg_0.1 = f32[2,3]{1,0:T(8,128)} parameter(0), sharding={replicated}, metadata={op_name="jit(f)/x" source_file="f.py" source_line=3}
  %c = f32[] constant(0), backend_config={"x":{"y":[1,2]}}
  ROOT %r = f32[3]{0} reduce(%Arg_0.1, %c),
      dimensions={0}, to_apply=%add.1, /*index=5*/ frontend_attributes={a="b"}
}
)");
  EXPECT_EQ(m->entry()->name(), "main.5");
  EXPECT_EQ(m->entry()->nodes().back()->name(), "r");
}

TEST(Importer, WithoutHeaderOrEntryTheLastComputationIsTheEntry) {
  const auto m = testing::parse("f {\n  p = f32[2] parameter(0)\n  ROOT n = f32[2] negate(p)\n}\n");
  EXPECT_EQ(m->entry()->name(), "f");
}

TEST(Importer, InlinesFusionAndCallKeepingNames) {
  const auto m = testing::parse(R"(
fused {
  a = f32[2] parameter(0)
  ROOT e = f32[2] exponential(a)
}
ENTRY main {
  a = f32[2] parameter(0)
  f = f32[2] fusion(a), kind=kLoop, calls=fused
  ROOT c = f32[2] call(f), to_apply=fused
}
)");
  const std::string printed = print_module(*m);
  EXPECT_EQ(m->graphs().size(), 1u) << printed;
  EXPECT_NE(printed.find("%e = f32[2]{0} exponential(%a)"), std::string::npos) << printed;
  EXPECT_NE(printed.find("%e.1 = f32[2]{0} exponential(%e)"), std::string::npos) << printed;
}

TEST(Importer, ElidedConstantsAreFilledDeterministically) {
  const std::string hlo = "ENTRY e {\n  w = f32[3] constant({...})\n  ROOT n = f32[3] negate(w)\n}\n";
  const auto a = testing::parse(hlo);
  const auto b = testing::parse(hlo);
  EXPECT_EQ(*a->entry()->find("w")->attrs().literal, *b->entry()->find("w")->attrs().literal);
  EXPECT_NE(a->entry()->find("w")->attrs().literal->get_double(0), 0.0);
}

TEST(Importer, ConstantsOfEveryKind) {
  const auto m = testing::parse(R"(
ENTRY e {
  a = f32[4] constant({inf, -inf, nan, 1.5e-3})
  b = pred[2] constant({true, false})
  c = u64[1] constant({18446744073709551615})
  d = s8[2,2] constant({ {-128, 127}, {0, 1} })
  f = bf16[] constant(1.002e-12)
  ROOT t = (f32[4], pred[2], u64[1], s8[2,2], bf16[]) tuple(a, b, c, d, f)
})");
  const Literal& a = *m->entry()->find("a")->attrs().literal;
  EXPECT_TRUE(std::isinf(a.get_double(0)) && a.get_double(1) < 0 && std::isnan(a.get_double(2)));
  EXPECT_EQ(m->entry()->find("c")->attrs().literal->get_bits(0), ~uint64_t{0});
  EXPECT_EQ(m->entry()->find("d")->attrs().literal->get_int(0), -128);
}

TEST(ImporterErrors, SyntaxErrorsSayFileLineColumnAndWhatWasExpected) {
  const std::string err = import_error("ENTRY e {\n  p = f32[2] parameter(0)\n  ROOT n = f32[2 negate(p)\n}\n");
  EXPECT_EQ(err.rfind("test.hlo:3:", 0), 0u) << err;
  EXPECT_NE(err.find("expected"), std::string::npos) << err;
  EXPECT_NE(err.find("got 'negate'"), std::string::npos) << err;
}

TEST(ImporterErrors, UnsupportedOpcodeNamesOpcodeAndInstruction) {
  const std::string err = import_error(
      "ENTRY e {\n  p = f32[2] parameter(0)\n  ROOT cc = f32[2] send(p), channel_id=1\n}\n");
  EXPECT_NE(err.find("test.hlo:3:20: unsupported opcode 'send' in instruction %cc"), std::string::npos) << err;
}

TEST(ImporterErrors, UnknownOperandAndShapeMismatch) {
  EXPECT_NE(import_error("ENTRY e {\n  ROOT n = f32[2] negate(q)\n}\n").find("test.hlo:2:26: unknown operand %q"),
            std::string::npos);
  const std::string err = import_error("ENTRY e {\n  p = f32[2] parameter(0)\n  ROOT n = f32[3] negate(p)\n}\n");
  EXPECT_NE(err.find("test.hlo:3:8: %n is declared f32[3], but negate of its operands gives f32[2]"), std::string::npos) << err;
}

TEST(ImporterErrors, BadAttributesAndConstants) {
  EXPECT_NE(import_error("ENTRY e {\n  p = f32[2,3] parameter(0)\n  ROOT t = f32[3,2] transpose(p), dimensions={1,1}\n}\n")
                .find("not a permutation"),
            std::string::npos);
  EXPECT_NE(import_error("ENTRY e {\n  ROOT c = f32[3] constant({1, 2})\n}\n").find("expected 3 elements"), std::string::npos);
  EXPECT_NE(import_error("ENTRY e {\n  ROOT c = u8[] constant(300)\n}\n").find("out of range"), std::string::npos);
  EXPECT_NE(import_error("ENTRY e {\n  p = f32[2] parameter(0)\n  ROOT c = pred[2] compare(p, p)\n}\n").find("needs direction="),
            std::string::npos);
  EXPECT_NE(import_error("").find("expected a computation, got end of input"), std::string::npos);
  EXPECT_NE(import_error("ENTRY e {\n  p = f32[9999999999,9999999999] parameter(0)\n  ROOT n = f32[9999999999,9999999999] negate(p)\n}\n")
                .find("too many elements"),
            std::string::npos);
}

TEST(ImporterErrors, CyclesAndSelfCallsAreReportedNotFollowed) {
  EXPECT_NE(import_error("ENTRY e {\n  a = f32[] negate(b)\n  ROOT b = f32[] negate(a)\n}\n").find("depends on itself"),
            std::string::npos);
  EXPECT_NE(import_error("f {\n  p = f32[] parameter(0)\n  ROOT c = f32[] call(p), to_apply=f\n}\n").find("calls itself"),
            std::string::npos);
  const std::string cycle = import_error(R"(f {
  a = f32[] parameter(0)
  ROOT c = f32[] call(a), to_apply=g
}
g {
  a = f32[] parameter(0)
  ROOT c = f32[] call(a), to_apply=f
}
ENTRY e {
  x = f32[] parameter(0)
  ROOT r = f32[] call(x), to_apply=f
})");
  EXPECT_NE(cycle.find("computations call each other in a cycle: %f -> %g -> %f"), std::string::npos) << cycle;
}

TEST(ImporterErrors, AReducerMustReturnOneScalarPerOperand) {
  const std::string err = import_error(R"(add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  s = f32[] add(a, b)
  ROOT v = f32[2] broadcast(s), dimensions={}
}
ENTRY e {
  x = f32[4,8] parameter(0)
  z = f32[] constant(0)
  ROOT r = f32[4] reduce(x, z), dimensions={1}, to_apply=add
})");
  EXPECT_NE(err.find("in %r: reduce calls %add, which returns (f32[2]), but a reducer must return (f32[])"), std::string::npos) << err;
}

TEST(ImporterCorpus, EverySharedCorpusModuleImports) {
  const std::filesystem::path corpus = KILN_CORPUS_DIR;
  if (!std::filesystem::exists(corpus)) GTEST_SKIP() << "no corpus at " << corpus;
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(corpus)) {
    if (entry.path().extension() != ".hlo") continue;
    ++files;
    EXPECT_NO_THROW(testing::parse(testing::read_file(entry.path()))) << entry.path();
  }
  EXPECT_GE(files, 10);
}

TEST(ImporterCorpus, PrintedModulesRoundTrip) {
  const std::filesystem::path corpus = KILN_CORPUS_DIR;
  if (!std::filesystem::exists(corpus)) GTEST_SKIP() << "no corpus at " << corpus;
  for (const auto& entry : std::filesystem::directory_iterator(corpus)) {
    if (entry.path().extension() != ".hlo") continue;
    const auto m = testing::parse(testing::read_file(entry.path()));
    const std::string printed = print_module(*m);
    EXPECT_EQ(print_module(*testing::parse(printed)), printed) << entry.path();
  }
}

}  // namespace
}  // namespace kiln

namespace kiln {
namespace {

// Complex arrays in HLO text (issue 16): c64 and c128 travel as their real and
// imaginary parts, and as (re, im) pairs along a last dim of 2 at the entry,
// like StableHLO's complex<...>; values against std::complex.
TEST(Importer, ComplexValuesAsPairsMatchStdComplex) {
  const auto out = testing::run_reference(R"(
add_c {
  a = c128[] parameter(0)
  b = c128[] parameter(1)
  ROOT s = c128[] add(a, b)
}
ENTRY e {
  x = c128[3] parameter(0)
  y = c128[3] parameter(1)
  m = c128[3] multiply(x, y)
  d = c128[3] divide(x, y)
  ex = c128[3] exponential(x)
  a = f64[3] abs(y)
  re = f64[3] real(m)
  im = f64[3] imag(m)
  swapped = c128[3] complex(im, re)
  k = c128[3] constant({(1, 2), (-3, 0.5), (0, -1)})
  ks = c128[3] subtract(k, swapped)
  zero = c128[] constant((0, 0))
  sum = c128[] reduce(x, zero), dimensions={0}, to_apply=add_c
  xm = c128[1,3] reshape(x)
  yv = c128[3,1] reshape(y)
  inner = c128[1,1] dot(xm, yv), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  ne = pred[3] compare(x, y), direction=NE
  narrow = c64[3] convert(x)
  ROOT t = (c128[3], c128[3], c128[3], f64[3], c128[3], c128[], c128[1,1], pred[3], c64[3]) tuple(m, d, ex, a, ks, sum, inner, ne, narrow)
})",
                                          {testing::make(DType::F64, {3, 2}, {1, 2, -0.5, 0.25, 3, -4}),
                                           testing::make(DType::F64, {3, 2}, {-3, 1, -0.5, 0.25, -4, 0})});
  using C = std::complex<double>;
  const C x[] = {{1, 2}, {-0.5, 0.25}, {3, -4}}, y[] = {{-3, 1}, {-0.5, 0.25}, {-4, 0}}, k[] = {{1, 2}, {-3, 0.5}, {0, -1}};
  auto expect = [](const Literal& pairs, int64_t i, C want) {
    EXPECT_NEAR(pairs.get_double(2 * i), want.real(), 1e-13 * std::max(1.0, std::abs(want))) << i;
    EXPECT_NEAR(pairs.get_double(2 * i + 1), want.imag(), 1e-13 * std::max(1.0, std::abs(want))) << i;
  };
  ASSERT_EQ(out.size(), 9u);
  EXPECT_EQ(out[0].type().to_string(false), "f64[3,2]");
  C total = 0, dot = 0;
  for (int i = 0; i < 3; ++i) {
    expect(out[0], i, x[i] * y[i]);
    expect(out[1], i, x[i] / y[i]);
    expect(out[2], i, std::exp(x[i]));
    EXPECT_NEAR(out[3].get_double(i), std::abs(y[i]), 1e-15);
    const C m = x[i] * y[i];
    expect(out[4], i, k[i] - C(m.imag(), m.real()));
    EXPECT_EQ(out[7].get_bits(i), x[i] != y[i] ? 1u : 0u);
    expect(out[8], i, C(static_cast<float>(x[i].real()), static_cast<float>(x[i].imag())));
    total += x[i];
    dot += x[i] * y[i];  // a dot does not conjugate
  }
  expect(out[5], 0, total);
  expect(out[6], 0, dot);
}

TEST(ImporterErrors, ComplexOpsKilnLacksSayWhich) {
  EXPECT_NE(import_error("ENTRY e {\n  p = c64[2] parameter(0)\n  ROOT r = c64[2] remainder(p, p)\n}\n")
                .find("test.hlo:3:19: unsupported: remainder on complex values in instruction %r"),
            std::string::npos);
  EXPECT_NE(import_error("ENTRY e {\n  p = c64[2] parameter(0)\n  ROOT r = pred[2] compare(p, p), direction=LT\n}\n")
                .find("unsupported: compare other than EQ and NE on complex values (%r)"),
            std::string::npos);
  EXPECT_NE(import_error("ENTRY e {\n  ROOT c = c64[2] constant({(1, 2), 3})\n}\n").find("test.hlo:2:"), std::string::npos);
  EXPECT_NE(import_error("ENTRY e {\n  p = c64[2] parameter(0)\n  ROOT r = f32[2] real(p, p)\n}\n").find("test.hlo:3:19: real %r takes one operand"), std::string::npos);
}

}  // namespace
}  // namespace kiln

namespace kiln {
namespace {

std::string import_error(const std::string& text, bool mlir) {
  try {
    if (mlir) {
      import_stablehlo_text(text, "deep.mlir");
    } else {
      import_hlo_text(text, "deep.hlo");
    }
  } catch (const UserError& e) {
    return e.what();
  }
  return "(imported)";
}

// Nesting 30,000 levels deep overflowed the importers' stacks (issue 29): past
// 256 levels each says where, and nesting within the limit still imports.
TEST(ImportLimits, DeepNestingIsAClearErrorNotACrash) {
  const int n = 30000;
  EXPECT_EQ(import_error("HloModule t\nENTRY e {\n  p = " + std::string(n, '(') + "f32[]" + std::string(n, ')') + " parameter(0)\n}\n", false),
            "deep.hlo:3:263: nested more than 256 levels deep");
  EXPECT_EQ(import_error("func.func @main() -> tensor<f32> {\n  %0 = stablehlo.constant {x = " + std::string(n, '[') + "1" + std::string(n, ']') +
                             "} dense<1.0> : tensor<f32>\n  return %0 : tensor<f32>\n}\n",
                         true),
            "deep.mlir:2:287: nested more than 256 levels deep");
  std::string ifs = "stablehlo.return %x : tensor<f32>\n";
  for (int i = 0; i < 300; ++i) {
    ifs = fmt::format("%r{} = \"stablehlo.if\"(%p) ({{\n{}}}, {{\nstablehlo.return %x : tensor<f32>\n}}) : (tensor<i1>) -> tensor<f32>\nstablehlo.return %r{} : tensor<f32>\n", i, ifs, i);
  }
  const size_t last = ifs.rfind("stablehlo.return");
  ifs.replace(last, std::string("stablehlo.return").size(), "return");
  EXPECT_THAT(import_error("func.func @main(%p: tensor<i1>, %x: tensor<f32>) -> tensor<f32> {\n" + ifs + "}\n", true),
              ::testing::HasSubstr("nested more than 256 levels deep"));
  std::string conds = "HloModule deep\nb0 {\n  p = f32[] parameter(0)\n  ROOT r = f32[] negate(p)\n}\n";
  for (int i = 1; i < 300; ++i) {
    conds += fmt::format("b{} {{\n  p = f32[] parameter(0)\n  t = pred[] constant(true)\n  ROOT r = f32[] conditional(t, p, p), true_computation=b{}, false_computation=b0\n}}\n", i, i - 1);
  }
  const std::string entry = "ENTRY e {\n  x = f32[] parameter(0)\n  t = pred[] parameter(1)\n  ROOT y = f32[] conditional(t, x, x), true_computation=b299, false_computation=b0\n}\n";
  EXPECT_THAT(import_error(conds + entry, false), ::testing::HasSubstr("computations call each other more than 256 levels deep"));
  EXPECT_EQ(import_error("HloModule t\nENTRY e {\n  ROOT p = " + std::string(200, '(') + "f32[]" + std::string(200, ')') + " parameter(0)\n}\n", false),
            "(imported)");
}

}  // namespace
}  // namespace kiln
