// The kiln CLI contract (DESIGN.md): outputs as .npy, exit codes 0/2/1, and
// error messages that name the file, line and column or the parameter.
#include <dlfcn.h>
#include <fmt/format.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <sys/wait.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "cli_fixture.h"
#include "driver/targets.h"
#include "ir/literal_npy.h"
#include "test_util.h"

namespace kiln {
namespace {

const char* kModel = "HloModule m\nENTRY e {\n  x = f32[2,3]{0,1} parameter(0)\n  y = s32[] parameter(1)\n"
                     "  n = f32[2,3] negate(x)\n  ROOT t = (f32[2,3], s32[]) tuple(n, y)\n}\n";

TEST_F(Cli, RunWritesOneNpyPerOutputInLogicalOrder) {
  const std::string model = write("m.hlo", kModel);
  const std::string x = (dir_ / "x.npy").string(), y = (dir_ / "y.npy").string();
  write_npy(x, npy_from_literal(testing::make(DType::F32, {2, 3}, {1, 2, 3, 4, 5, 6})));
  write_npy(y, npy_from_literal(testing::make_int(DType::S32, {}, {42})));
  const Result r = kiln("run " + model + " --target reference --input " + x + " --input " + y + " --output-dir " + dir_.string());
  ASSERT_EQ(r.exit_code, 0) << r.output;
  const Literal out0 = literal_from_npy(read_npy((dir_ / "out0.npy").string()), TensorType(DType::F32, {2, 3}), "out0");
  const Literal out1 = literal_from_npy(read_npy((dir_ / "out1.npy").string()), TensorType(DType::S32, {}), "out1");
  EXPECT_TRUE(testing::identical(out0, testing::make(DType::F32, {2, 3}, {-1, -2, -3, -4, -5, -6})));
  EXPECT_EQ(out1.get_int(0), 42);
}

TEST_F(Cli, RandomInputsAreSeededAndNotZero) {
  const std::string model = write("m.hlo", kModel);
  const std::string a = (dir_ / "a").string(), b = (dir_ / "b").string();
  ASSERT_EQ(kiln("run " + model + " --target reference --random-inputs --seed 7 --output-dir " + a).exit_code, 0);
  ASSERT_EQ(kiln("run " + model + " --target reference --random-inputs --seed 7 --output-dir " + b).exit_code, 0);
  const Literal first = literal_from_npy(read_npy(a + "/out0.npy"), TensorType(DType::F32, {2, 3}), "a");
  const Literal second = literal_from_npy(read_npy(b + "/out0.npy"), TensorType(DType::F32, {2, 3}), "b");
  EXPECT_TRUE(testing::identical(first, second));
  bool any_nonzero = false;
  for (int64_t i = 0; i < first.num_elements(); ++i) any_nonzero |= first.get_double(i) != 0;
  EXPECT_TRUE(any_nonzero);
}

TEST_F(Cli, WrongInputShapeNamesTheParameterAndExitsTwo) {
  const std::string model = write("m.hlo", kModel);
  const std::string x = (dir_ / "x.npy").string(), y = (dir_ / "y.npy").string();
  write_npy(x, npy_from_literal(testing::make(DType::F32, {3, 2}, {1, 2, 3, 4, 5, 6})));
  write_npy(y, npy_from_literal(testing::make_int(DType::S32, {}, {1})));
  const Result r = kiln("run " + model + " --target reference --input " + x + " --input " + y);
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.output.find("parameter %x"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("shape (3, 2)"), std::string::npos) << r.output;
  write_npy(x, npy_from_literal(testing::make_int(DType::S32, {2, 3}, {1, 2, 3, 4, 5, 6})));
  const Result d = kiln("run " + model + " --target reference --input " + x + " --input " + y);
  EXPECT_EQ(d.exit_code, 2);
  EXPECT_NE(d.output.find("dtype '<i4'"), std::string::npos) << d.output;
}

// Complex values at the boundary are numpy's complex64 / complex128, in .npy
// files both ways, from HLO text and from StableHLO; the (re, im) pairs of the
// same shape plus a last dim of 2 are read too; random and special inputs
// fill both parts.
TEST_F(Cli, ComplexParametersAndResultsAreNumpyComplex) {
  const std::string hlo = write("c.hlo",
                                "HloModule c\nENTRY e {\n  z = c64[2,3] parameter(0)\n  w = c128[3] parameter(1)\n"
                                "  n = c64[2,3] negate(z)\n  r = f32[2,3] real(z)\n  m = c128[3] multiply(w, w)\n"
                                "  ROOT t = (c64[2,3], f32[2,3], c128[3]) tuple(n, r, m)\n}\n");
  const std::string mlir = write("c.mlir",
                                 "func.func @main(%z: tensor<2x3xcomplex<f32>>, %w: tensor<3xcomplex<f64>>) -> "
                                 "(tensor<2x3xcomplex<f32>>, tensor<2x3xf32>, tensor<3xcomplex<f64>>) {\n"
                                 "  %n = stablehlo.negate %z : tensor<2x3xcomplex<f32>>\n"
                                 "  %r = stablehlo.real %z : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32>\n"
                                 "  %m = stablehlo.multiply %w, %w : tensor<3xcomplex<f64>>\n"
                                 "  return %n, %r, %m : tensor<2x3xcomplex<f32>>, tensor<2x3xf32>, tensor<3xcomplex<f64>>\n}\n");
  // (re, im) of z = [k + (k + 6)i], w = [1+2i, -0.5i, 3]
  std::vector<double> z_pairs, w_pairs = {1, 2, 0, -0.5, 3, 0};
  for (int k = 0; k < 6; ++k) z_pairs.insert(z_pairs.end(), {double(k), double(k + 6)});
  NpyArray z = npy_from_literal(testing::make(DType::F32, {2, 3, 2}, z_pairs), true);
  NpyArray w = npy_from_literal(testing::make(DType::F64, {3, 2}, w_pairs), true);
  ASSERT_EQ(z.descr, "<c8");
  ASSERT_EQ(z.shape, (Dims{2, 3}));
  ASSERT_EQ(w.descr, "<c16");
  const std::string zf = (dir_ / "z.npy").string(), wf = (dir_ / "w.npy").string();
  write_npy(zf, z);
  write_npy(wf, w);
  for (const std::string& model : {hlo, mlir}) {
    for (const char* target : {"reference", "cpu"}) {
      SCOPED_TRACE(model + " " + target);
      const std::string out = (dir_ / "out").string();
      const Result r = kiln("run " + model + " --target " + target + " --input " + zf + " --input " + wf + " --output-dir " + out);
      ASSERT_EQ(r.exit_code, 0) << r.output;
      EXPECT_NE(r.output.find("out0.npy  c64[2,3]"), std::string::npos) << r.output;
      const NpyArray n = read_npy(out + "/out0.npy"), re = read_npy(out + "/out1.npy"), m = read_npy(out + "/out2.npy");
      EXPECT_EQ(n.descr, "<c8");
      EXPECT_EQ(n.shape, (Dims{2, 3}));
      EXPECT_EQ(re.descr, "<f4");
      EXPECT_EQ(m.descr, "<c16");
      const Literal nl = literal_from_npy(n, TensorType(DType::F32, {2, 3, 2}), "out0", true);
      for (size_t i = 0; i < z_pairs.size(); ++i) EXPECT_EQ(nl.get_double(static_cast<int64_t>(i)), -z_pairs[i]) << i;
      // (1+2i)^2 = -3+4i, (-0.5i)^2 = -0.25 - 0i (0 * -0.5 + -0.5 * 0), 3^2 = 9
      const Literal ml = literal_from_npy(m, TensorType(DType::F64, {3, 2}), "out2", true);
      EXPECT_TRUE(testing::identical(ml, testing::make(DType::F64, {3, 2}, {-3, 4, -0.25, -0.0, 9, 0})));
    }
    // --set-input takes a complex .npy for a complex parameter too.
    const std::string set = (dir_ / "set").string();
    ASSERT_EQ(kiln("run " + model + " --target reference --random-inputs --set-input z=" + zf + " --output-dir " + set).exit_code, 0);
    const Literal sl = literal_from_npy(read_npy(set + "/out0.npy"), TensorType(DType::F32, {2, 3, 2}), "set", true);
    EXPECT_EQ(sl.get_double(3), -z_pairs[3]);
    // The pairs as a real array with a last dim of 2 are read as well.
    const std::string pairs = (dir_ / "zp.npy").string();
    write_npy(pairs, npy_from_literal(testing::make(DType::F32, {2, 3, 2}, z_pairs)));
    EXPECT_EQ(kiln("run " + model + " --target reference --input " + pairs + " --input " + wf + " --output-dir " + (dir_ / "p").string()).exit_code, 0);
    // A complex128 array for a c64 parameter, or the wrong shape: exit 2, naming both.
    const Result wrong = kiln("run " + model + " --target reference --input " + wf + " --input " + wf);
    EXPECT_EQ(wrong.exit_code, 2);
    EXPECT_NE(wrong.output.find("has dtype '<c16', but the parameter is c64 (expects '<c8')"), std::string::npos) << wrong.output;
    const Result shape = kiln("run " + model + " --target reference --input " + zf + " --input " + zf);
    EXPECT_EQ(shape.exit_code, 2);
    EXPECT_NE(shape.output.find("has dtype '<c8', but the parameter is c128 (expects '<c16')"), std::string::npos) << shape.output;
    // Random inputs with special values: both parts drawn, NaN or an infinity in either.
    const std::string rnd = (dir_ / "rnd").string();
    ASSERT_EQ(kiln("run " + model + " --target reference --random-inputs --special-values --seed 3 --output-dir " + rnd).exit_code, 0);
    const Literal rl = literal_from_npy(read_npy(rnd + "/out0.npy"), TensorType(DType::F32, {2, 3, 2}), "rnd", true);
    bool im_nonzero = false;
    for (int64_t i = 1; i < rl.num_elements(); i += 2) im_nonzero |= rl.get_double(i) != 0;
    EXPECT_TRUE(im_nonzero);
  }
}

// A shape-polymorphic program (test/data/shape_polymorphic_add.mlir) takes its
// argument shapes from the --input files given (no --arg-shapes); an input that
// does not fit a static dim, or inputs that disagree with each other, are exit 2
// naming where.
TEST_F(Cli, AShapePolymorphicProgramTakesItsShapesFromItsInputs) {
  const std::string model = KILN_SOURCE_DIR "/test/data/shape_polymorphic_add.mlir";
  const std::string x = (dir_ / "x.npy").string(), y = (dir_ / "y.npy").string(), y6 = (dir_ / "y6.npy").string(),
                    x3 = (dir_ / "x3.npy").string();
  std::vector<double> xs(20);
  for (int i = 0; i < 20; ++i) xs[static_cast<size_t>(i)] = i;
  write_npy(x, npy_from_literal(testing::make(DType::F32, {4, 5}, xs)));
  write_npy(y, npy_from_literal(testing::make(DType::F32, {5}, {10, 20, 30, 40, 50})));
  write_npy(y6, npy_from_literal(testing::make(DType::F32, {6}, {1, 1, 1, 1, 1, 1})));
  write_npy(x3, npy_from_literal(testing::make(DType::F32, {3, 5}, std::vector<double>(15, 1))));
  for (const char* target : {"reference", "cpu"}) {
    const Result r = kiln("run " + model + " --target " + std::string(target) + " --input " + x + " --input " + y + " --output-dir " + dir_.string());
    ASSERT_EQ(r.exit_code, 0) << r.output;
    const Literal out = literal_from_npy(read_npy((dir_ / "out0.npy").string()), TensorType(DType::F32, {4, 5}), "out0");
    EXPECT_EQ(out.get_double(0), 10);
    EXPECT_EQ(out.get_double(19), 69);
  }
  EXPECT_EQ(kiln("parity " + model + " --input " + x + " --input " + y).exit_code, 0);
  const Result misfit = kiln("run " + model + " --input " + x3 + " --input " + y);
  EXPECT_EQ(misfit.exit_code, 2);
  EXPECT_NE(misfit.output.find("shape_polymorphic_add.mlir:3:24: argument 0 of @main (%x) is declared f32[4,?]; its input's shape, [3,5], does not fit it"),
            std::string::npos)
      << misfit.output;
  const Result disagree = kiln("run " + model + " --input " + x + " --input " + y6);
  EXPECT_EQ(disagree.exit_code, 2);
  EXPECT_NE(disagree.output.find("shape_polymorphic_add.mlir:8:3: in stablehlo.dynamic_broadcast_in_dim"), std::string::npos) << disagree.output;
  const Result random = kiln("run " + model + " --random-inputs");
  EXPECT_EQ(random.exit_code, 2);
  EXPECT_NE(random.output.find("give its shape (--arg-shapes, e.g. 4x8) or an input for it"), std::string::npos) << random.output;
}

TEST_F(Cli, MalformedModelReportsFileLineColumn) {
  const std::string model = write("bad.hlo", "ENTRY e {\n  x = f32[2] parameter(0)\n  ROOT y = f32[2] negate(x\n}\n");
  const Result r = kiln("run " + model + " --target reference --random-inputs");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.output.find("bad.hlo:4:1: expected ')', got '}'"), std::string::npos) << r.output;
}

TEST_F(Cli, UnsupportedOpcodeAndMissingFileExitTwo) {
  const std::string model = write("cc.hlo", "ENTRY e {\n  x = f32[2] parameter(0)\n  ROOT y = f32[2] custom-call(x), custom_call_target=\"f\"\n}\n");
  const Result r = kiln("run " + model + " --target reference --random-inputs");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.output.find("unsupported custom-call target \"f\" in instruction %y"), std::string::npos) << r.output;
  EXPECT_EQ(kiln("run " + (dir_ / "nope.hlo").string() + " --target reference --random-inputs").exit_code, 2);
  const Result dir = kiln("run " + dir_.string() + " --target reference --random-inputs");
  EXPECT_EQ(dir.exit_code, 2);
  EXPECT_NE(dir.output.find("is a directory"), std::string::npos) << dir.output;
  EXPECT_EQ(kiln("run --bogus-flag").exit_code, 2);
  EXPECT_EQ(kiln("frobnicate").exit_code, 2);
}

TEST_F(Cli, ImportCheckEndsWithTheCount) {
  const std::string good = write("good.hlo", kModel);
  const std::string bad = write("bad.hlo", "ENTRY e {\n");
  const Result r = kiln("import-check " + good + " " + bad);
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.output.find("FAIL  " + bad), std::string::npos) << r.output;
  EXPECT_NE(r.output.rfind("imported 1/2\n"), std::string::npos) << r.output;
}

TEST_F(Cli, ImportCheckGroupsRefusalsByConstructAndSearchesDirectories) {
  std::filesystem::create_directories(dir_ / "a" / "b");
  write("a/fft.hlo", "ENTRY e {\n  x = f32[4] parameter(0)\n  ROOT y = f32[4] fft(x), fft_type=FFT, fft_length={4}\n}\n");
  write("a/kernel.hlo", "ENTRY e {\n  x = f32[4] parameter(0)\n  ROOT y = f32[4] custom-call(x), custom_call_target=\"mine\"\n}\n");
  write("a/multi.hlo", "HloModule m, num_partitions=2\nENTRY e {\n  ROOT p = u32[] partition-id()\n}\n");
  write("a/b/good.hlo", kModel);
  const Result r = kiln("import-check " + (dir_ / "a").string());
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.output.find("ok    " + (dir_ / "a/b/good.hlo").string()), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("custom-call mine "), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("op fft "), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("ok    " + (dir_ / "a/multi.hlo").string() + "  (1 computations, 1 instructions, for 2 devices)"), std::string::npos)
      << r.output;
  EXPECT_NE(r.output.find("imported 2/4\n"), std::string::npos) << r.output;
}

TEST_F(Cli, CpuIsTheDefaultTargetAndLogsOneLinePerCompile) {
  const std::string model = write("m.hlo", kModel);
  const Result r = kiln("run " + model + " --random-inputs --log-compiles --output-dir " + dir_.string() + " --cache-dir " +
                        (dir_ / "cache").string());
  ASSERT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find("target=cpu"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("compile kernel=n fingerprint="), std::string::npos) << r.output;
}

// Without a driver (no libcuda.so.1, as on CI) --target cuda is one clear line
// naming the library, exit 2; explain still shows the GPU schedules.
TEST_F(Cli, CudaTargetWithoutADriverIsOneLineAndExitTwo) {
  if (dlopen("libcuda.so.1", RTLD_NOW)) GTEST_SKIP() << "[SKIP] this machine has a CUDA driver";
  const std::string model = write("m.hlo", kModel);
  for (const char* command : {"run", "bench"}) {
    const Result cuda = kiln(std::string(command) + " " + model + (command == std::string("run") ? " --random-inputs" : "") + " --target cuda");
    EXPECT_EQ(cuda.exit_code, 2) << command;
    EXPECT_EQ(std::count(cuda.output.begin(), cuda.output.end(), '\n'), 1) << cuda.output;
    EXPECT_NE(cuda.output.find("kiln: error: --target cuda needs the NVIDIA driver library libcuda.so.1"), std::string::npos) << cuda.output;
  }
  const Result bad = kiln("run " + model + " --random-inputs --target cuda-sm90");
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_NE(bad.output.find("unknown CUDA target 'cuda-sm90'"), std::string::npos) << bad.output;
}

// Issue 13's "Also" list: each is the user's mistake, one line naming what is
// wrong, exit 2 (never "internal error", never silently accepted).
TEST_F(Cli, MistakesInFlagsAndPathsAreOneLineAndExitTwo) {
  const std::string model = write("m.hlo", kModel);
  const std::string file = write("a_file", "x");
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"--output-dir /proc/x", "cannot create --output-dir /proc/x: No such file or directory"},
      {"--output-dir " + file, "cannot create --output-dir " + file + ": Not a directory"},
      {"--dump-dir " + file + "/d --output-dir " + (dir_ / "o").string(), "cannot create --dump-dir " + file + "/d: Not a directory"},
      {"--seed -5", "--seed must be >= 0, got -5"},
      {"--threads -1", "--threads must be >= 0 (0: all cores), got -1"},
  };
  for (const auto& [flags, message] : cases) {
    const Result r = kiln("run " + model + " --random-inputs " + flags);
    EXPECT_EQ(r.exit_code, 2) << flags << "\n" << r.output;
    EXPECT_EQ(r.output, "kiln: error: " + message + "\n") << flags;
  }
}

TEST_F(Cli, AWhileLoopPastItsLimitIsNamedOnEveryTarget) {
  const std::string model = write("loop.hlo", R"(
cond {
  s = s32[] parameter(0)
  z = s32[] constant(-100)
  ROOT c = pred[] compare(s, z), direction=GT
}
body {
  s = s32[] parameter(0)
  one = s32[] constant(1)
  ROOT n = s32[] add(s, one)
}
ENTRY e {
  x = s32[] parameter(0)
  ROOT w = s32[] while(x), condition=cond, body=body
})");
  for (const char* target : {"cpu", "reference"}) {
    const Result r = kiln("run " + model + " --random-inputs --max-while-iterations 50 --target " + std::string(target) + " --output-dir " +
                          dir_.string());
    EXPECT_EQ(r.exit_code, 2) << target << r.output;
    EXPECT_EQ(r.output, "kiln: error: while loop %w ran more than 50 iterations (--max-while-iterations); its condition may never become false\n");
  }
}

TEST_F(Cli, AValueTooBigForTheReferenceIsNamedWithItsSize) {
  const std::string model = write("big.hlo", R"(
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY e {
  x = f32[] parameter(0)
  b = f32[400000,400000] broadcast(x), dimensions={}
  z = f32[] constant(0)
  ROOT r = f32[] reduce(b, z), dimensions={0,1}, to_apply=add
})");
  const Result r = kiln("run " + model + " --random-inputs --target reference --output-dir " + dir_.string());
  EXPECT_EQ(r.exit_code, 2) << r.output;
  EXPECT_NE(r.output.find("kiln: error: the reference evaluator needs 640 GB for %b (f32[400000,400000])"),
            std::string::npos)
      << r.output;
}

TEST_F(Cli, AnUnreadableCacheLimitIsAWarningNotSilence) {
  const std::string model = write("m.hlo", kModel);
  const Result r = kiln("run " + model + " --random-inputs --output-dir " + dir_.string(), "KILN_CACHE_MAX_BYTES=abc");
  EXPECT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find("warning: KILN_CACHE_MAX_BYTES='abc' is not a number of bytes"), std::string::npos) << r.output;
}

TEST_F(Cli, ExplainShowsTheGpuScheduleOfEachKernel) {
  const Result r = kiln("explain " KILN_SOURCE_DIR "/test/models/transpose_three_consumers.hlo --target cuda");
  ASSERT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find("target cuda-sm86"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("schedule: default rule"), std::string::npos) << r.output;
  // %a, %b and %c share one shape: one loop nest (one launch) writes all three.
  int launches = 0;
  for (size_t at = r.output.find("    launch %"); at != std::string::npos; at = r.output.find("    launch %", at + 1)) ++launches;
  EXPECT_EQ(launches, 1) << r.output;
  EXPECT_NE(r.output.find("(one loop nest writes %"), std::string::npos) << r.output;
  const Result json = kiln("explain " KILN_CORPUS_DIR "/004_reduce_row_side_output.hlo --target cuda --format json");
  ASSERT_EQ(json.exit_code, 0) << json.output;
  EXPECT_NE(json.output.find("\"gpu_launches\""), std::string::npos) << json.output;
  EXPECT_NE(json.output.find("rfactor=r0.i"), std::string::npos) << json.output;  // a row reduction's block-level partials
  const Result cpu = kiln("explain " KILN_SOURCE_DIR "/test/models/softmax.hlo --schedules " + (dir_ / "no_schedules").string());
  EXPECT_NE(cpu.output.find("target cpu"), std::string::npos) << cpu.output;
  EXPECT_NE(cpu.output.find("schedule: default rule"), std::string::npos) << cpu.output;
}

TEST_F(Cli, CpuAndReferenceWriteTheSameOutputs) {
  const std::string model = write("m.hlo", kModel);
  const std::string a = (dir_ / "cpu").string(), b = (dir_ / "ref").string();
  ASSERT_EQ(kiln("run " + model + " --random-inputs --seed 3 --output-dir " + a).exit_code, 0);
  ASSERT_EQ(kiln("run " + model + " --random-inputs --seed 3 --target reference --output-dir " + b).exit_code, 0);
  for (const char* out : {"/out0.npy", "/out1.npy"}) {
    EXPECT_EQ(testing::read_file(a + out), testing::read_file(b + out)) << out;
  }
}

// kiln run --dump-values: every kernel's output in logical layout, listed in
// step order; the last kernel's value is the model's output.
TEST_F(Cli, DumpValuesWritesEveryKernelOutputInStepOrder) {
  const std::string model = std::string(KILN_SOURCE_DIR) + "/test/models/mlp.hlo";
  const std::string values = (dir_ / "values").string(), out = (dir_ / "out").string();
  const Result r = kiln("run " + model + " --random-inputs --seed 2 --dump-values " + values + " --output-dir " + out);
  ASSERT_EQ(r.exit_code, 0) << r.output;
  std::istringstream index(testing::read_file(values + "/values.tsv"));
  std::string line, last_file;
  std::getline(index, line);
  EXPECT_EQ(line, "step\tkernel\tvalue\ttype\tfile");
  int rows = 0;
  long previous_step = -1;
  while (std::getline(index, line)) {
    std::istringstream fields(line);
    std::string step, kernel, value, type;
    std::getline(fields, step, '\t');
    std::getline(fields, kernel, '\t');
    std::getline(fields, value, '\t');
    std::getline(fields, type, '\t');
    std::getline(fields, last_file, '\t');
    EXPECT_GE(std::stol(step), previous_step) << line;
    previous_step = std::stol(step);
    EXPECT_TRUE(std::filesystem::exists(values + "/" + last_file)) << line;
    ++rows;
  }
  EXPECT_GE(rows, 2);  // mlp has more than one kernel
  EXPECT_EQ(testing::read_file(values + "/" + last_file), testing::read_file(out + "/out0.npy"));
  // The reference dumps every value of the entry graph under its node's name,
  // so the two dumps pair up by name (test/gpu/compare_values.py).
  const std::string ref_values = (dir_ / "ref_values").string();
  const Result ref = kiln("run " + model + " --random-inputs --seed 2 --target reference --dump-values " + ref_values + " --output-dir " + out);
  ASSERT_EQ(ref.exit_code, 0) << ref.output;
  const std::string ref_index = testing::read_file(ref_values + "/values.tsv");
  std::istringstream cpu_index(testing::read_file(values + "/values.tsv"));
  std::getline(cpu_index, line);
  while (std::getline(cpu_index, line)) {
    std::istringstream fields(line);
    std::string step, kernel, value;
    std::getline(fields, step, '\t');
    std::getline(fields, kernel, '\t');
    std::getline(fields, value, '\t');
    EXPECT_NE(ref_index.find("\t" + value + "\t"), std::string::npos) << value << " is not in the reference's dump";
  }
}

// kiln run --target reference --reference-rounding: the variants parity
// measures noise with. In f16, 1 + 1e-4 rounds back to 1; unrounded, the
// model computes in f64 and keeps the f16 constant's 1.0001.
TEST_F(Cli, TheReferenceRunsEachRoundingVariant) {
  const std::string model = write("r.hlo", R"(HloModule r
ENTRY e {
  one = f16[] constant(1)
  small = f16[] constant(0.0001)
  ROOT y = f16[] add(one, small)
})");
  for (const std::string rounding : {"per-op", "stepwise", "reversed"}) {
    const std::string out = (dir_ / rounding).string();
    const Result r = kiln("run " + model + " --target reference --reference-rounding " + rounding + " --output-dir " + out);
    ASSERT_EQ(r.exit_code, 0) << r.output;
    EXPECT_EQ(literal_from_npy(read_npy(out + "/out0.npy"), TensorType(DType::F16, {}), "y").get_double(0), 1.0) << rounding;
  }
  const std::string out = (dir_ / "unrounded").string();
  const Result r = kiln("run " + model + " --target reference --reference-rounding unrounded --output-dir " + out);
  ASSERT_EQ(r.exit_code, 0) << r.output;
  const double small_in_f16 = static_cast<double>(static_cast<_Float16>(0.0001));
  EXPECT_EQ(literal_from_npy(read_npy(out + "/out0.npy"), TensorType(DType::F64, {}), "y").get_double(0), 1 + small_in_f16);
  const Result bad = kiln("run " + model + " --target reference --reference-rounding exact");
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_NE(bad.output.find("--reference-rounding must be per-op, stepwise, reversed or unrounded, not 'exact'"), std::string::npos) << bad.output;
  const Result compiled = kiln("run " + model + " --reference-rounding unrounded");
  EXPECT_EQ(compiled.exit_code, 2);
  EXPECT_NE(compiled.output.find("--reference-rounding needs --target reference"), std::string::npos) << compiled.output;
}

// A train step's scalar hyperparameters set, the tensors left random.
TEST_F(Cli, SetInputFixesSomeParametersOfTheRandomInputs) {
  const std::string model = write("s.hlo", R"(HloModule s
ENTRY e {
  x = f32[4] parameter(0)
  bound = f32[] parameter(1)
  n = s8[] parameter(2)
  b = f32[4] broadcast(bound), dimensions={}
  c = f32[] convert(n)
  cb = f32[4] broadcast(c), dimensions={}
  m = f32[4] minimum(x, b)
  ROOT a = f32[4] add(m, cb)
})");
  const std::string out = (dir_ / "set").string();
  // x is in [-1, 1): below 2, so min(x, 2) is x; x - 7 < -6 everywhere.
  const std::string weights = (dir_ / "x.npy").string();
  write_npy(weights, npy_from_literal(testing::make(DType::F32, {4}, {0.5, -0.25, 3, 1})));
  const Result r = kiln("run " + model + " --target reference --random-inputs --seed 3 --set-input bound=2 --set-input 2=-7 --output-dir " + out);
  ASSERT_EQ(r.exit_code, 0) << r.output;
  const Literal got = literal_from_npy(read_npy(out + "/out0.npy"), TensorType(DType::F32, {4}), "a");
  for (int64_t i = 0; i < 4; ++i) EXPECT_LT(got.get_double(i), -6.0) << i;
  // A file for a tensor, and a name with its '%'.
  const Result file = kiln("run " + model + " --target reference --random-inputs --set-input %x=" + weights + " --set-input bound=2 --set-input n=1 --output-dir " + out);
  ASSERT_EQ(file.exit_code, 0) << file.output;
  EXPECT_TRUE(testing::identical(literal_from_npy(read_npy(out + "/out0.npy"), TensorType(DType::F32, {4}), "a"),
                                 testing::make(DType::F32, {4}, {1.5, 0.75, 3, 2})));
  const Result parity = kiln("parity " + model + " --random-inputs --set-input bound=0.25 --json");
  ASSERT_EQ(parity.exit_code, 0) << parity.output;
  EXPECT_EQ(nlohmann::json::parse(parity.output)["set_inputs"], nlohmann::json::array({"bound=0.25"})) << parity.output;
  const std::pair<std::string, std::string> refused[] = {
      {"--random-inputs --set-input bound", "--set-input 'bound': expected NAME=VALUE or NAME=FILE.npy"},
      {"--random-inputs --set-input zz=1", "%e has no parameter named or numbered 'zz' (it has 3, numbered from 0)"},
      {"--random-inputs --set-input bound=abc", "'abc' is not a number for parameter %bound (f32[])"},
      {"--random-inputs --set-input n=200", "'200' is not a decimal integer in s8's range for parameter %n (s8[])"},
      {"--random-inputs --set-input bound=1e39", "1e39 is past the largest finite f32 for parameter %bound (f32[])"},
      {"--random-inputs --set-input bound=+1", "'+1' is not a number for parameter %bound (f32[])"},
      {"--random-inputs --set-input bound=1 --set-input 1=2", "--set-input sets parameter 1 (%bound) twice"},
      {"--set-input bound=1", "--set-input sets some of --random-inputs; give --random-inputs too"},
  };
  for (const auto& [flags, message] : refused) {
    const Result bad = kiln("run " + model + " --target reference " + flags + " --output-dir " + out);
    EXPECT_EQ(bad.exit_code, 2) << flags;
    EXPECT_NE(bad.output.find(message), std::string::npos) << flags << ": " << bad.output;
  }
}

// --random-values scaled draws a weight as He init does: N(0, 2/fan_in).
TEST_F(Cli, RandomValuesScaledDrawsWeightsByTheirFanIn) {
  const std::string model = write("w.hlo", R"(HloModule w
ENTRY e {
  x = f32[2,1000] parameter(0)
  w = f32[1000,4] parameter(1)
  d = f32[2,4] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  ROOT t = (f32[2,4], f32[1000,4]) tuple(d, w)
})");
  const std::string out = (dir_ / "scaled").string();
  auto spread = [&](const std::string& flags) {
    const Result r = kiln("run " + model + " --target reference --random-inputs --seed 5 " + flags + " --output-dir " + out);
    EXPECT_EQ(r.exit_code, 0) << r.output;
    const Literal w = literal_from_npy(read_npy(out + "/out1.npy"), TensorType(DType::F32, {1000, 4}), "w");
    double sum2 = 0, largest = 0;
    for (int64_t i = 0; i < w.num_elements(); ++i) sum2 += w.get_double(i) * w.get_double(i), largest = std::max(largest, std::fabs(w.get_double(i)));
    return std::pair{std::sqrt(sum2 / static_cast<double>(w.num_elements())), largest};
  };
  const auto [scaled_rms, scaled_largest] = spread("--random-values scaled");
  EXPECT_NEAR(scaled_rms, std::sqrt(2.0 / 1000), 0.1 * std::sqrt(2.0 / 1000)) << "seed 5";
  const auto [uniform_rms, uniform_largest] = spread("");
  EXPECT_NEAR(uniform_rms, 1 / std::sqrt(3.0), 0.05) << "seed 5";  // uniform in [-1, 1)
  EXPECT_GT(uniform_largest, 0.9);
  const Result bad = kiln("run " + model + " --target reference --random-inputs --random-values normal");
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_NE(bad.output.find("--random-values must be uniform or scaled, not 'normal'"), std::string::npos) << bad.output;
}

// Each command's help names every target it takes; a target it leaves out it
// refuses with a one-line error and exit 2 (parse_target's forms:
// driver/targets.h).
TEST_F(Cli, EveryCommandsHelpNamesEveryTargetItTakes) {
  const std::string model = write("m.hlo", kModel);
  const std::map<std::string, std::set<std::string>> refused{
      {"run", {}}, {"parity", {}}, {"bench", {"reference"}}, {"explain", {"reference"}}, {"tune", {"reference"}}};
  for (const auto& [command, not_taken] : refused) {
    const Result help = kiln(command + " --help");
    ASSERT_EQ(help.exit_code, 0) << command << ": " << help.output;
    for (const std::string& form : target_name_forms()) {
      if (not_taken.count(form)) {
        const std::string flags = command == "tune" ? " --schedules " + (dir_ / "tuned").string() : "";
        const Result r = kiln(command + " " + model + " --target " + form + flags);
        EXPECT_EQ(r.exit_code, 2) << command << " --target " << form << ": " << r.output;
        EXPECT_NE(r.output.find("compiled targets"), std::string::npos) << command << " --target " << form << ": " << r.output;
        continue;
      }
      EXPECT_NE(help.output.find(form), std::string::npos) << "kiln " << command << " --help does not name " << form << ":\n" << help.output;
    }
  }
}

// A program on global arrays (Shardy's): every device runs it on the whole
// arrays and cuts its own block inside the manual computation, so every
// device must be given the same arrays, random ones included. Its results
// outside the manual computation are then the same on every device.
constexpr const char* kGlobalProgram = R"(module @global attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=4]>
  func.func public @main(%arg0: tensor<8x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<2x3xf32>, tensor<8x3xf32>) {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{}, {}]>] manual_axes={"x"} (%arg1: tensor<2x3xf32>) {
      %1 = "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %s = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %s : tensor<f32>
      }) : (tensor<2x3xf32>) -> tensor<2x3xf32>
      sdy.return %1 : tensor<2x3xf32>
    } : (tensor<8x3xf32>) -> tensor<2x3xf32>
    %2 = stablehlo.multiply %arg0, %arg0 : tensor<8x3xf32>
    return %0, %2 : tensor<2x3xf32>, tensor<8x3xf32>
  }
}
)";

TEST_F(Cli, AProgramOnGlobalArraysGivesEveryDeviceTheSameArrays) {
  const std::string model = write("global.mlir", kGlobalProgram);
  const std::string out = (dir_ / "out").string();
  const Result r = kiln("run " + model + " --devices 4 --target reference --random-inputs --seed 3 --output-dir " + out);
  ASSERT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find("the same global arrays on every device"), std::string::npos) << r.output;
  const TensorType squares_type(DType::F32, {8, 3});
  const Literal squares = literal_from_npy(read_npy(out + "/device0/out1.npy"), squares_type, "device0");
  const Literal sums = literal_from_npy(read_npy(out + "/device0/out0.npy"), TensorType(DType::F32, {2, 3}), "device0");
  for (int d = 1; d < 4; ++d) {
    const std::string device = out + "/device" + std::to_string(d);
    EXPECT_TRUE(testing::identical(literal_from_npy(read_npy(device + "/out1.npy"), squares_type, device), squares)) << "device " << d;
  }
  // x = sqrt of the squares up to sign; the psum of the four row blocks is
  // the sum of rows r, r+2, r+4, r+6 of x, whose squares are those of x.
  double row0_squares = 0, sum0 = sums.get_double(0);
  for (int r : {0, 2, 4, 6}) row0_squares += squares.get_double(r * 3);
  EXPECT_LE(sum0 * sum0, 4 * row0_squares + 1e-5) << "a sum of four values x with these squares (Cauchy-Schwarz)";

  write_npy((dir_ / "x.npy").string(), npy_from_literal(testing::make(DType::F32, {8, 3}, {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
                                                                                         13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24})));
  const Result from_file = kiln("run " + model + " --devices 4 --target reference --input " + (dir_ / "x.npy").string() + " --output-dir " + out);
  ASSERT_EQ(from_file.exit_code, 0) << from_file.output;
  const Literal psum = literal_from_npy(read_npy(out + "/device2/out0.npy"), TensorType(DType::F32, {2, 3}), "device2");
  EXPECT_TRUE(testing::identical(psum, testing::make(DType::F32, {2, 3}, {1 + 7 + 13 + 19, 2 + 8 + 14 + 20, 3 + 9 + 15 + 21,
                                                                          4 + 10 + 16 + 22, 5 + 11 + 17 + 23, 6 + 12 + 18 + 24})));
  const Result per_device = kiln("run " + model + " --devices 4 --input " + (dir_ / "x{device}.npy").string() + " --output-dir " + out);
  EXPECT_EQ(per_device.exit_code, 2) << per_device.output;
  EXPECT_NE(per_device.output.find("global arrays"), std::string::npos) << per_device.output;
}

// A module XLA's partitioner already wrote per device keeps each entry
// parameter's sharding=: kiln run cuts a global input file to each device's
// block by it, and still takes one of the device's own shape.
TEST_F(Cli, APartitionedModuleCutsAGlobalInputByItsParametersSharding) {
  const std::string model = write("partitioned.hlo", R"(HloModule partitioned, num_partitions=4
ENTRY e {
  p = f32[4,2] parameter(0), sharding={devices=[2,2]<=[4]}
  w = f32[2] parameter(1), sharding={replicated}
  b = f32[4,2] broadcast(w), dimensions={1}
  ROOT m = f32[4,2] multiply(p, b)
}
)");
  std::vector<double> global(32);
  for (size_t k = 0; k < global.size(); ++k) global[k] = static_cast<double>(k) - 7.5;
  write_npy((dir_ / "x.npy").string(), npy_from_literal(testing::make(DType::F32, {8, 4}, global)));
  write_npy((dir_ / "w.npy").string(), npy_from_literal(testing::make(DType::F32, {2}, {2, -1})));
  const std::string out = (dir_ / "out").string();
  const std::string inputs = " --input " + (dir_ / "x.npy").string() + " --input " + (dir_ / "w.npy").string();
  const Result r = kiln("run " + model + " --target reference" + inputs + " --output-dir " + out);
  ASSERT_EQ(r.exit_code, 0) << r.output;
  for (int d = 0; d < 4; ++d) {  // device d holds rows 4 * (d / 2).., columns 2 * (d % 2)..
    const std::string device = out + "/device" + std::to_string(d);
    const Literal got = literal_from_npy(read_npy(device + "/out0.npy"), TensorType(DType::F32, {4, 2}), device);
    for (int64_t i = 0; i < 4; ++i) {
      for (int64_t j = 0; j < 2; ++j) {
        const double x = global[static_cast<size_t>((4 * (d / 2) + i) * 4 + 2 * (d % 2) + j)];
        EXPECT_EQ(got.get_double(i * 2 + j), x * (j == 0 ? 2 : -1)) << "device " << d << " (" << i << ", " << j << ")";
      }
    }
  }
  write_npy((dir_ / "odd.npy").string(), npy_from_literal(testing::make(DType::F32, {8, 3}, std::vector<double>(24, 1))));
  const Result odd = kiln("run " + model + " --input " + (dir_ / "odd.npy").string() + " --input " + (dir_ / "w.npy").string());
  EXPECT_EQ(odd.exit_code, 2) << odd.output;
  EXPECT_NE(odd.output.find("the file is [8,3]; this device's parameter is [4,2], a block of the global [8,4]"), std::string::npos) << odd.output;
}

// A host callback (kiln's PJRT plugin writes one for jax.debug.print) calls
// a function of the JAX process that lowered the program: run elsewhere,
// it is an error that says so, on the cpu target and the reference alike.
TEST_F(Cli, AHostCallbackOutsideJaxSaysItHasNoFunctionToCall) {
  const std::string program = R"(func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.custom_call @kiln.host_callback(%x) {api_version = 2 : i32, backend_config = "7", has_side_effect = true} : (tensor<4xf32>) -> tensor<4xf32>
  %1 = stablehlo.add %0, %x : tensor<4xf32>
  return %1 : tensor<4xf32>
}
)";
  const std::string model = write("callback.mlir", program);
  for (const char* target : {"cpu", "reference"}) {
    const Result r = kiln("run " + model + " --random-inputs --target " + target);
    EXPECT_EQ(r.exit_code, 2) << target << ": " << r.output;
    EXPECT_NE(r.output.find("host callback 7 has no function to call"), std::string::npos) << target << ": " << r.output;
  }
  const std::string unnumbered = write("unnumbered.mlir", testing::replace_all(program, "\"7\"", "\"seven\""));
  const Result bad = kiln("run " + unnumbered + " --random-inputs");
  EXPECT_EQ(bad.exit_code, 2) << bad.output;
  EXPECT_NE(bad.output.find("unnumbered.mlir:2:"), std::string::npos) << bad.output;
  EXPECT_NE(bad.output.find("needs backend_config = \"ID\""), std::string::npos) << bad.output;
}

TEST_F(Cli, BenchPrintsTheJsonContract) {
  const std::string model = write("m.hlo", kModel);
  const Result r = kiln("bench " + model + " --repeat 3 --warmup 1 --json");
  ASSERT_EQ(r.exit_code, 0) << r.output;
  for (const char* key : {"\"median_ms\"", "\"min_ms\"", "\"repeat\": 3", "\"kernels\"", "\"name\": \"n\""}) {
    EXPECT_NE(r.output.find(key), std::string::npos) << key << " in " << r.output;
  }
  EXPECT_EQ(kiln("bench " + model + " --repeat 0").exit_code, 2);
}

// A peer is timed on the arrays kiln is timed on: bench reads --input files
// as run does, each checked against its parameter.
TEST_F(Cli, BenchTimesTheGivenInputFiles) {
  const std::string model = write("m.hlo", kModel);
  const std::string x = (dir_ / "x.npy").string(), y = (dir_ / "y.npy").string(), bad = (dir_ / "bad.npy").string();
  write_npy(x, npy_from_literal(testing::make(DType::F32, {2, 3}, {1, 2, 3, 4, 5, 6})));
  write_npy(y, npy_from_literal(testing::make_int(DType::S32, {}, {42})));
  write_npy(bad, npy_from_literal(testing::make(DType::F32, {3, 2}, {1, 2, 3, 4, 5, 6})));
  const std::string timing = " --repeat 2 --warmup 0";
  const Result r = kiln("bench " + model + timing + " --input " + x + " --input " + y);
  ASSERT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find("median"), std::string::npos) << r.output;
  const Result wrong_shape = kiln("bench " + model + timing + " --input " + bad + " --input " + y);
  EXPECT_EQ(wrong_shape.exit_code, 2) << wrong_shape.output;
  EXPECT_NE(wrong_shape.output.find("parameter %x"), std::string::npos) << wrong_shape.output;
  EXPECT_EQ(kiln("bench " + model + timing + " --input " + x).exit_code, 2) << "one file for two parameters";
  EXPECT_EQ(kiln("bench " + model + timing + " --input " + x + " --input " + y + " --random-inputs").exit_code, 2);
  EXPECT_EQ(kiln("bench " + model + timing + " --input " + x + " --input " + y + " --set-input y=3").exit_code, 2);
  EXPECT_EQ(kiln("bench " + model + timing + " --set-input y=3 --random-values scaled").exit_code, 0);
}

// A bf16 GEMM that meets a value below 2^-51 runs exactly in f32 (AMX would
// flush it): kiln bench says so for that kernel, and not on ordinary values.
TEST_F(Cli, BenchSaysWhenABf16GemmTookItsExactPath) {
  const std::string model = write("bf16_dot.hlo",
                                  "HloModule d\nENTRY e {\n  x = bf16[64,256] parameter(0)\n  w = bf16[256,128] parameter(1)\n"
                                  "  ROOT d = bf16[64,128] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n}\n");
  const std::string timing = " --repeat 2 --warmup 0 --json";
  const auto kernel = [](const Result& r) {
    const auto j = nlohmann::json::parse(r.output);
    for (const auto& k : j["kernels"]) {
      if (k["kind"] == "gemm") return k;
    }
    return nlohmann::json();
  };
  const Result roofline = kiln("bench " + model + " --repeat 1 --warmup 0 --roofline --json --cache-dir " + (dir_ / "cache").string());
  ASSERT_EQ(roofline.exit_code, 0) << roofline.output;
  bool bf16_gemm = false;
  const auto report = nlohmann::json::parse(roofline.output);
  for (const auto& k : report["kernels"]) bf16_gemm |= k["kind"] == "gemm" && k["bf16_gemm"].get<bool>();
  if (!bf16_gemm) GTEST_SKIP() << "[SKIP] this machine widens bf16 dots to f32 GEMMs (no native bf16 GEMM)";
  const Result tiny = kiln("bench " + model + timing + " --set-input x=1e-20");
  ASSERT_EQ(tiny.exit_code, 0) << tiny.output;
  const auto slow = kernel(tiny);
  ASSERT_TRUE(slow.contains("path")) << tiny.output;
  EXPECT_NE(slow["path"].get<std::string>().find("bf16 exact path"), std::string::npos) << slow.dump();
  EXPECT_NE(slow["path"].get<std::string>().find("on 2 of 2 runs"), std::string::npos) << slow.dump();
  const Result ordinary = kiln("bench " + model + timing + " --random-values scaled");
  ASSERT_EQ(ordinary.exit_code, 0) << ordinary.output;
  const auto usual = kernel(ordinary);
  ASSERT_FALSE(usual.is_null()) << ordinary.output;
  if (usual.contains("path")) {
    EXPECT_EQ(usual["path"].get<std::string>().find("on 2 of 2 runs"), std::string::npos)
        << "random values in the bf16 range took the exact path on every run: " << usual.dump();
  }
}

TEST_F(Cli, BenchRooflineReportsEveryKernelAgainstMeasuredPeaks) {
  const std::string model = std::string(KILN_SOURCE_DIR) + "/test/models/mobilenet_block.hlo";
  const std::string cache = " --cache-dir " + (dir_ / "cache").string();
  const Result r = kiln("bench " + model + " --repeat 2 --warmup 0 --roofline --json" + cache);
  ASSERT_EQ(r.exit_code, 0) << r.output;
  const auto j = nlohmann::json::parse(r.output);
  EXPECT_GT(j["peaks"]["gflops"].get<double>(), 0);
  EXPECT_GT(j["peaks"]["copy_gbps"].get<double>(), 0);
  EXPECT_FALSE(j["peaks"]["from_cache"].get<bool>());
  // Two GEMMs: 2·(8·8·16)·27 and 2·(8·8·32)·16 FLOPs, plus the depthwise's 2·9 per element.
  double gemm_flops = 0;
  double previous_ms = 1e30;
  for (const auto& k : j["kernels"]) {
    if (k["kind"] == "gemm") gemm_flops += k["flops"].get<double>();
    EXPECT_LE(k["median_ms"].get<double>(), previous_ms) << "slowest first";
    previous_ms = k["median_ms"].get<double>();
    EXPECT_TRUE(k["bound"] == "compute" || k["bound"] == "memory");
  }
  EXPECT_EQ(gemm_flops, 2.0 * 64 * 16 * 27 + 2.0 * 64 * 32 * 16);
  EXPECT_GT(j["model_bound_ms"].get<double>(), 0);
  const Result again = kiln("bench " + model + " --repeat 1 --warmup 0 --roofline" + cache);
  ASSERT_EQ(again.exit_code, 0) << again.output;
  EXPECT_NE(again.output.find("measured earlier on this machine (cached)"), std::string::npos) << again.output;
  EXPECT_NE(again.output.find("kernel (slowest first)"), std::string::npos) << again.output;
}

TEST_F(Cli, TuneKeepsAResultPerKernelAndASecondTuneMeasuresNothing) {
  const std::string model = std::string(KILN_SOURCE_DIR) + "/test/models/layernorm.hlo";
  const std::string args = " --schedules " + (dir_ / "schedules").string() + " --cache-dir " + (dir_ / "cache").string();
  const Result first = kiln("tune " + model + " --repeat 2" + args);
  ASSERT_EQ(first.exit_code, 0) << first.output;
  EXPECT_NE(first.output.find("0 already tuned"), std::string::npos) << first.output;
  EXPECT_EQ(first.output.find('\r'), std::string::npos) << "no progress bar when not on a terminal";
  {  // every schedule stored as faster was then timed inside the model
    std::istringstream lines(first.output);
    for (std::string line; std::getline(lines, line);) {
      if (line.find("x over default with '") == std::string::npos) continue;
      const std::string kernel = line.substr(0, line.find(':'));
      EXPECT_NE(first.output.find(kernel + ": in the model"), std::string::npos) << first.output;
    }
  }
  int entries = 0;
  for (const auto& e : fs::recursive_directory_iterator(dir_ / "schedules")) entries += e.path().extension() == ".schedule";
  EXPECT_GT(entries, 0) << first.output;
  const Result second = kiln("tune " + model + " --repeat 2" + args);
  ASSERT_EQ(second.exit_code, 0) << second.output;
  EXPECT_NE(second.output.find(fmt::format("{} already tuned", entries)), std::string::npos) << second.output;
  const Result explain = kiln("explain " + model + args);
  EXPECT_EQ(explain.output.find("schedule: default rule\n"), std::string::npos) << explain.output;  // every kernel has its entry
  // On a terminal (script(1) gives it one) a progress bar shows where it is.
  const Result tty = testing::run_command("script -qec '" + std::string(KILN_BINARY) + " tune " + model + " --repeat 2" + args +
                                          "' /dev/null 2>&1");
  EXPECT_NE(tty.output.find("] 0/"), std::string::npos) << tty.output;
  EXPECT_NE(tty.output.find(" kernels  "), std::string::npos) << tty.output;
  // Without --schedules or $KILN_SCHEDULES, a model outside the source tree
  // tunes into the user's directory; with no HOME either, a clear error.
  const std::string outside = write("layernorm.hlo", testing::read_file(model));
  const Result user = kiln("tune " + outside + " --repeat 2 --autoschedulers none --cache-dir " + (dir_ / "cache").string(),
                           "HOME=" + (dir_ / "home").string() + " XDG_DATA_HOME= KILN_SCHEDULES=");
  ASSERT_EQ(user.exit_code, 0) << user.output;
  EXPECT_TRUE(fs::is_directory(dir_ / "home/.local/share/kiln/schedules")) << user.output;
  const Result nowhere = kiln("tune " + outside, "env -u HOME -u XDG_DATA_HOME -u KILN_SCHEDULES");
  EXPECT_EQ(nowhere.exit_code, 2) << nowhere.output;
  EXPECT_NE(nowhere.output.find("needs a schedules directory"), std::string::npos) << nowhere.output;
  EXPECT_EQ(kiln("tune " + model + args + " --kernels nope").exit_code, 2);
}

// kiln tune --target cuda where there is no GPU: a clear error naming what is
// missing (the driver library, or the CUDA backend in a build without it),
// while --emit-jobs still writes the jobs (for a batch engine's GPU machines),
// each with the target. The tune itself runs in test/gpu/run_on_gpu.sh.
TEST_F(Cli, TuneForCudaWithoutAGpuSaysWhatIsMissingAndStillEmitsJobs) {
  if (testing::run_command("nvidia-smi >/dev/null 2>&1").exit_code == 0) GTEST_SKIP() << "[SKIP] a GPU is here: test/gpu/run_on_gpu.sh tunes on it";
  const std::string model = std::string(KILN_SOURCE_DIR) + "/test/models/softmax.hlo";
  const std::string args = " --target cuda --schedules " + (dir_ / "schedules").string() + " --cache-dir " + (dir_ / "cache").string();
  const Result r = kiln("tune " + model + args);
  EXPECT_EQ(r.exit_code, 2) << r.output;
  EXPECT_EQ(r.output.find("internal error"), std::string::npos) << r.output;
  if (r.output.find("libcuda.so.1") == std::string::npos) {  // a build without the CUDA backend
    EXPECT_NE(r.output.find("CUDA"), std::string::npos) << r.output;
    return;
  }
  const std::string jobs = (dir_ / "jobs.txt").string();
  const Result emitted = kiln("tune " + model + args + " --emit-jobs " + jobs);
  ASSERT_EQ(emitted.exit_code, 0) << emitted.output;
  const std::string lines = testing::read_file(jobs);
  EXPECT_NE(lines.find(" --target 'cuda'"), std::string::npos) << lines;
  EXPECT_EQ(kiln("tune " + model + " --target reference --schedules " + (dir_ / "schedules").string()).exit_code, 2);
}

// Kernels tune independently: --emit-jobs writes one command per kernel, GNU
// parallel runs them (2 at a time), --merge folds their stores into one, and a
// tune afterwards finds every kernel tuned.
TEST_F(Cli, TuneJobsRunThroughGnuParallelAndMerge) {
  if (testing::run_command("command -v parallel >/dev/null 2>&1").exit_code != 0) {
    GTEST_SKIP() << "[SKIP] GNU parallel is not installed (Debian package 'parallel', in make deps)";
  }
  const std::string model = std::string(KILN_SOURCE_DIR) + "/test/e2e/data/column_centering.hlo";
  const std::string store = (dir_ / "schedules").string(), jobs = (dir_ / "jobs.txt").string();
  const Result emit = kiln("tune " + model + " --repeat 2 --schedules " + store + " --emit-jobs " + jobs);
  ASSERT_EQ(emit.exit_code, 0) << emit.output;
  const std::string lines = testing::read_file(jobs);
  const auto count = std::count(lines.begin(), lines.end(), '\n');
  ASSERT_EQ(count, 3) << lines;  // col_sum, centered, col_sq
  const Result ran = testing::run_command("parallel -j 2 < " + jobs + " 2>&1");
  ASSERT_EQ(ran.exit_code, 0) << ran.output;
  const Result merged = kiln("tune --merge " + store + "/jobs --schedules " + store);
  ASSERT_EQ(merged.exit_code, 0) << merged.output;
  EXPECT_NE(merged.output.find("merged 3 tuned schedule(s)"), std::string::npos) << merged.output;
  const Result again = kiln("tune " + model + " --repeat 2 --schedules " + store);
  EXPECT_NE(again.output.find("3 already tuned"), std::string::npos) << again.output;
  EXPECT_EQ(kiln("tune --merge " + (dir_ / "none").string() + " --schedules " + store).exit_code, 2);
}

TEST_F(Cli, TenApplicationsOfOneBlockCompileItsKernelOnce) {
  // tanh(x . W_i + b_i) ten times: the dots are BLAS calls; the bias-add-tanh
  // kernel compiles once and the other nine are hits on its fingerprint.
  const Result r = kiln("run " + std::string(KILN_SOURCE_DIR) + "/test/models/repeated_block.hlo --random-inputs --log-compiles --output-dir " +
                        dir_.string() + " --cache-dir " + (dir_ / "cache").string());
  ASSERT_EQ(r.exit_code, 0) << r.output;
  int compiles = 0, hits = 0;
  std::istringstream lines(r.output);
  std::string line, fingerprint;
  while (std::getline(lines, line)) {
    if (line.rfind("compile kernel=", 0) == 0) ++compiles;
    if (line.rfind("cache-hit kernel=", 0) == 0) {
      ++hits;
      EXPECT_NE(line.find("source=memory"), std::string::npos) << line;
    }
  }
  EXPECT_EQ(compiles, 1) << r.output;
  EXPECT_EQ(hits, 9) << r.output;
}

TEST_F(Cli, ExplainShowsTheDotOrderCaseAsOneGemmKernel) {
  for (const char* name : {"dot_order_f1.hlo", "dot_order_f2.hlo"}) {
    const std::string model = std::string(KILN_SOURCE_DIR) + "/test/models/" + name;
    const Result r = kiln("explain " + model + " --format json");
    ASSERT_EQ(r.exit_code, 0) << r.output;
    EXPECT_NE(r.output.find("\"kind\": \"gemm\""), std::string::npos) << r.output;
    EXPECT_EQ(r.output.find("\"kind\": \"transpose\""), std::string::npos) << r.output;
    EXPECT_EQ(r.output.find("\"kind\":", r.output.find("\"kind\":") + 1), std::string::npos) << "more than one kernel: " << r.output;
  }
  const Result text = kiln("explain " + std::string(KILN_SOURCE_DIR) + "/test/models/softmax.hlo");
  EXPECT_EQ(text.exit_code, 0);
  EXPECT_NE(text.output.find("ends here because:"), std::string::npos) << text.output;
}

}  // namespace
}  // namespace kiln

namespace kiln {
namespace {

// StableHLO (issue 16): a program's checks decide the exit code; the failing
// check is named with its location, the worst element and both values.
TEST_F(Cli, StablehloChecksExitZeroWhenTheyHoldAndThreeWhenOneFails) {
  const std::string good = write("good.mlir", R"(func.func @main() -> tensor<2xi32> {
  %a = stablehlo.constant dense<[7, -8]> : tensor<2xi32>
  %c = stablehlo.constant dense<2> : tensor<2xi32>
  %b = stablehlo.divide %a, %c : tensor<2xi32>
  check.expect_eq_const %b, dense<[3, -4]> : tensor<2xi32>
  return %b : tensor<2xi32>
}
)");
  const Result ok = kiln("run " + good + " --output-dir " + (dir_ / "out").string());
  EXPECT_EQ(ok.exit_code, 0) << ok.output;
  EXPECT_NE(ok.output.find("checks: 1 of 1 hold"), std::string::npos) << ok.output;
  EXPECT_TRUE(fs::exists(dir_ / "out" / "out0.npy"));
  EXPECT_FALSE(fs::exists(dir_ / "out" / "out1.npy"));  // the checked constant is not a result

  const std::string bad = write("bad.mlir", R"(func.func @main() -> tensor<2xi32> {
  %a = stablehlo.constant dense<[7, -8]> : tensor<2xi32>
  %c = stablehlo.constant dense<2> : tensor<2xi32>
  %b = stablehlo.divide %a, %c : tensor<2xi32>
  check.expect_eq_const %b, dense<[3, -3]> : tensor<2xi32>
  return %b : tensor<2xi32>
}
)");
  for (const char* target : {"reference", "cpu"}) {
    const Result r = kiln("run " + bad + " --target " + target + " --output-dir " + (dir_ / "bad").string());
    EXPECT_EQ(r.exit_code, 3) << r.output;
    EXPECT_NE(r.output.find("bad.mlir:5:3: check.expect_eq_const failed on 1 of 2 element(s); worst at [1]: actual -4, expected -3"),
              std::string::npos)
        << r.output;
  }
}

// A shape-polymorphic program runs once --arg-shapes says its shapes; without
// them, or with a malformed list, one line names what to give and exits 2.
TEST_F(Cli, DynamicShapesNeedArgShapes) {
  const std::string f = write("dyn.mlir", "func.func @main(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {\n  return %x : tensor<?x4xf32>\n}\n");
  Result r = kiln("run " + f);
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.output.find("dyn.mlir:1:17: argument 0 of @main (%x) has a dynamic shape, f32[?,4]: give its shape (--arg-shapes, e.g. 8x4)"),
            std::string::npos) << r.output;
  r = kiln("run " + f + " --arg-shapes 3x4 --random-inputs --output-dir " + (dir_ / "dyn").string());
  EXPECT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find("out0.npy  f32[3,4]"), std::string::npos) << r.output;
  r = kiln("run " + f + " --arg-shapes 3y4 --random-inputs");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.output.find("--arg-shapes: '3y4' is not a shape such as 4x10"), std::string::npos) << r.output;
}

TEST_F(Cli, ConformTabulatesAndHonoursExpectedFailures) {
  fs::create_directories(dir_ / "suite");
  std::ofstream(dir_ / "suite" / "add_int32_2.mlir") << R"(func.func @main() -> tensor<2xi32> {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %b = stablehlo.add %a, %a : tensor<2xi32>
  stablehlo.custom_call @check.expect_eq(%b, %b) {has_side_effect = true} : (tensor<2xi32>, tensor<2xi32>) -> ()
  return %b : tensor<2xi32>
}
)";
  std::ofstream(dir_ / "suite" / "sub_int32_2.mlir") << R"(func.func @main() -> tensor<2xi32> {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %b = stablehlo.subtract %a, %a : tensor<2xi32>
  check.expect_eq_const %b, dense<[0, 1]> : tensor<2xi32>
  return %b : tensor<2xi32>
}
)";
  const std::string suite = (dir_ / "suite").string();
  const Result r = kiln("conform " + suite + " --targets reference,cpu");
  EXPECT_EQ(r.exit_code, 0) << r.output;  // without an expected-failures list it only reports
  EXPECT_NE(r.output.find("| add | 1 | 1 / 0 / 0 | 1 / 0 / 0 |"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("| sub | 1 | 0 / 1 / 0 | 0 / 1 / 0 |"), std::string::npos) << r.output;
  const std::string none = write("none.txt", "# nothing expected to fail\n");
  EXPECT_EQ(kiln("conform " + suite + " --expected-failures " + none).exit_code, 1);
  const std::string listed = write("listed.txt", "sub_*\n");
  EXPECT_EQ(kiln("conform " + suite + " --expected-failures " + listed).exit_code, 0);
}

TEST_F(Cli, AFileOfSeveralHloModulesRunsEach) {
  const std::string f = write("two.hlo", R"(HloModule first
ENTRY e {
  p = f32[2] parameter(0)
  ROOT n = f32[2] negate(p)
}
HloModule second
ENTRY e {
  p = f32[2] parameter(0)
  ROOT a = f32[2] abs(p)
}
)");
  const Result r = kiln("run " + f + " --random-inputs --output-dir " + (dir_ / "o").string());
  EXPECT_EQ(r.exit_code, 0) << r.output;
  EXPECT_TRUE(fs::exists(dir_ / "o" / "program0" / "out0.npy"));
  EXPECT_TRUE(fs::exists(dir_ / "o" / "program1" / "out0.npy"));
  const Result bad = kiln("explain " + f);
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_NE(bad.output.find("holds 2 programs"), std::string::npos) << bad.output;
}

}  // namespace
}  // namespace kiln

namespace kiln {
namespace {

// 8-bit floats (issue 16): both importers read them, the reference and cpu
// targets compute with them (each result rounded to the format) and agree,
// and the CUDA target says once that it does not.
TEST_F(Cli, EightBitFloatsRunOnTheReferenceAndCpu) {
  const std::string hlo = write("f8.hlo", R"(HloModule m
ENTRY e {
  p = f32[4] parameter(0)
  a = f8e4m3fn[4] convert(p)
  ROOT s = f8e4m3fn[4] add(a, a)
}
)");
  const std::string x = (dir_ / "x.npy").string();
  write_npy(x, npy_from_literal(testing::make(DType::F32, {4}, {1.1, 300, -3.3, 0.001953125})));
  const Result ref = kiln("run " + hlo + " --target reference --input " + x + " --output-dir " + (dir_ / "r").string());
  ASSERT_EQ(ref.exit_code, 0) << ref.output;
  const Literal out = literal_from_npy(read_npy((dir_ / "r" / "out0.npy").string()), TensorType(DType::F8E4M3FN, {4}), "out0");
  EXPECT_EQ(out.get_double(0), 2.25);  // 1.1 -> 1.125, doubled
  EXPECT_TRUE(std::isnan(out.get_double(1)));  // 288 * 2 = 576 > 448: no infinities in e4m3fn
  EXPECT_EQ(out.get_double(2), -6.5);
  EXPECT_EQ(out.get_double(3), 0.00390625);
  const Result cpu = kiln("run " + hlo + " --target cpu --input " + x + " --output-dir " + (dir_ / "c").string());
  ASSERT_EQ(cpu.exit_code, 0) << cpu.output;
  const Literal cpu_out = literal_from_npy(read_npy((dir_ / "c" / "out0.npy").string()), TensorType(DType::F8E4M3FN, {4}), "out0");
  EXPECT_TRUE(testing::identical(cpu_out, out));
  const Result cuda = kiln("run " + hlo + " --target cuda --input " + x);
  EXPECT_EQ(cuda.exit_code, 2) << cuda.output;

  const std::string mlir = write("f8.mlir", R"(func.func @main() -> tensor<2xf8E5M2> {
  %a = stablehlo.constant dense<[1.0, 3.3]> : tensor<2xf32>
  %b = stablehlo.convert %a : (tensor<2xf32>) -> tensor<2xf8E5M2>
  return %b : tensor<2xf8E5M2>
}
)");
  const Result m = kiln("run " + mlir + " --target reference --output-dir " + (dir_ / "m").string());
  ASSERT_EQ(m.exit_code, 0) << m.output;
  const Literal mo = literal_from_npy(read_npy((dir_ / "m" / "out0.npy").string()), TensorType(DType::F8E5M2, {2}), "out0");
  EXPECT_EQ(mo.get_double(1), 3.5);
}

}  // namespace
}  // namespace kiln

namespace kiln {
namespace {

// --allow-excess-precision: explain names the values kept f32, and run takes it.
TEST_F(Cli, ExcessPrecisionIsExplainedPerKernel) {
  const std::string hlo = write("chain.hlo", R"(HloModule m
ENTRY e {
  a = bf16[8] parameter(0)
  b = bf16[8] parameter(1)
  s = bf16[8] add(a, b)
  ROOT q = bf16[8] multiply(s, s)
}
)");
  const Result plain = kiln("explain " + hlo);
  ASSERT_EQ(plain.exit_code, 0) << plain.output;
  EXPECT_EQ(plain.output.find("excess precision"), std::string::npos) << plain.output;
  const Result wide = kiln("explain " + hlo + " --allow-excess-precision");
  ASSERT_EQ(wide.exit_code, 0) << wide.output;
  EXPECT_NE(wide.output.find("excess precision: %s kept f32, not rounded to their dtype"), std::string::npos) << wide.output;
  const Result json = kiln("explain " + hlo + " --allow-excess-precision --format json");
  ASSERT_EQ(json.exit_code, 0) << json.output;
  EXPECT_NE(json.output.find("\"kept_f32\": [\n        \"s\"\n      ]"), std::string::npos) << json.output;
  const Result run = kiln("run " + hlo + " --random-inputs --allow-excess-precision --output-dir " + (dir_ / "o").string());
  EXPECT_EQ(run.exit_code, 0) << run.output;
}

}  // namespace
}  // namespace kiln
