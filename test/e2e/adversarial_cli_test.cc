// The hostile and careless inputs issue 29's trial fed the CLI: each gives a
// clear message and exit 2, and never loses or mixes up what was there.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "cli_fixture.h"

namespace kiln {
namespace {

using ::testing::HasSubstr;

const char* kSmall = "HloModule small\nENTRY e {\n  x = f32[4] parameter(0)\n  ROOT y = f32[4] negate(x)\n}\n";

std::string read(const fs::path& p) { return testing::read_file(p.string()); }

TEST_F(Cli, AFailedOutputWriteKeepsTheOldFileAndNamesThePath) {
  const std::string model = write("small.hlo", kSmall);
  const fs::path out = dir_ / "out";
  ASSERT_EQ(kiln("run " + model + " --random-inputs --output-dir " + out.string()).exit_code, 0);
  const std::string before = read(out / "out0.npy");
  // out0.npy's place taken by a directory with a file in it: the rename fails.
  fs::remove(out / "out0.npy");
  fs::create_directories(out / "out0.npy" / "x");
  const Result r = kiln("run " + model + " --random-inputs --output-dir " + out.string());
  EXPECT_EQ(r.exit_code, 2) << r.output;
  EXPECT_THAT(r.output, HasSubstr((out / "out0.npy").string() + ": cannot replace"));
  for (const auto& e : fs::directory_iterator(out)) EXPECT_EQ(e.path().filename().string().find(".tmp"), std::string::npos) << e.path();
  EXPECT_FALSE(before.empty());
}

// Halide's own environment variable, set to a target Halide refuses for its
// JIT: the user's error, named, not "internal error".
TEST_F(Cli, AHalideJitTargetHalideRefusesIsAUserError) {
  const std::string model = write("small.hlo", kSmall);
  for (const char* target : {"host-no_bounds_query", "not-a-target"}) {
    const Result r = kiln("run " + model + " --random-inputs --output-dir " + (dir_ / "o").string(), std::string("HL_JIT_TARGET=") + target);
    EXPECT_EQ(r.exit_code, 2) << r.output;
    EXPECT_THAT(r.output, HasSubstr(std::string("HL_JIT_TARGET=") + target + ": "));
    EXPECT_THAT(r.output, ::testing::Not(HasSubstr("internal error")));
  }
}

TEST_F(Cli, ModelFilesThatAreNotFilesAreRefused) {
  const Result r = kiln("run /dev/zero");
  EXPECT_EQ(r.exit_code, 2) << r.output;
  EXPECT_THAT(r.output, HasSubstr("/dev/zero: not a regular file"));
}

TEST_F(Cli, MlirOperandTypesAreChecked) {
  const std::string model = write("convert.mlir",
                                  "func.func @main(%a: tensor<2x3xf32>) -> tensor<2x3xi32> {\n"
                                  "  %0 = stablehlo.convert %a : (tensor<2x3xi8>) -> tensor<2x3xi32>\n"
                                  "  return %0 : tensor<2x3xi32>\n}\n");
  const Result r = kiln("run " + model + " --random-inputs --target reference --output-dir " + (dir_ / "o").string());
  EXPECT_EQ(r.exit_code, 2) << r.output;
  EXPECT_THAT(r.output, HasSubstr("convert.mlir:2:32: stablehlo.convert operand 0 (%a) is f32[2,3], but the signature says s8[2,3]"));
}

TEST_F(Cli, ConformChecksSomethingOnTargetsItKnows) {
  fs::create_directories(dir_ / "empty");
  Result r = kiln("conform " + (dir_ / "empty").string());
  EXPECT_EQ(r.exit_code, 2) << r.output;
  EXPECT_THAT(r.output, HasSubstr("no .mlir programs"));
  const std::string program = write("p.mlir", "func.func @main() -> tensor<f32> {\n  %0 = stablehlo.constant dense<1.0> : tensor<f32>\n  return %0 : tensor<f32>\n}\n");
  r = kiln("conform " + program + " --targets bogus");
  EXPECT_EQ(r.exit_code, 2) << r.output;
  EXPECT_THAT(r.output, HasSubstr("unknown target 'bogus'"));
}

TEST_F(Cli, LibraryNamesAndTargetsThatCannotLinkAreRefused) {
  const std::string model = write("small.hlo", kSmall);
  for (const char* name : {"m", "c", "dl", "pthread", "openblas"}) {
    const Result r = kiln("compile " + model + " --name " + name + " -o " + (dir_ / "lib").string());
    EXPECT_EQ(r.exit_code, 2) << r.output;
    EXPECT_THAT(r.output, HasSubstr("is a system library's name"));
  }
  Result r = kiln("compile " + model + " --name " + std::string(240, 'a') + " -o " + (dir_ / "lib").string());
  EXPECT_EQ(r.exit_code, 2) << r.output;
  EXPECT_THAT(r.output, HasSubstr("at most 64"));
  for (const char* target : {"arm-64-linux", "x86-32-linux", "x86-64-osx", "x86-64-windows"}) {
    r = kiln("compile " + model + " --target " + target + " -o " + (dir_ / "lib").string());
    EXPECT_EQ(r.exit_code, 2) << target << ": " << r.output;
    EXPECT_THAT(r.output, HasSubstr("x86-64 Linux only"));
  }
  EXPECT_FALSE(fs::exists(dir_ / "lib" / "libm.a"));
}

TEST_F(Cli, TuneMergeRefusesDamagedResultsAndNeedsANamedStore) {
  const fs::path jobs = dir_ / "jobs" / "0" / "cpu";
  fs::create_directories(jobs);
  std::ofstream(jobs / "0123456789abcdef.schedule") << "# kiln tuned schedule\nkernel k\nkiln-schedule 2\n%y split=d0:";
  Result r = kiln("tune --merge " + (dir_ / "jobs").string() + " --schedules " + (dir_ / "store").string());
  EXPECT_EQ(r.exit_code, 2) << r.output;
  EXPECT_THAT(r.output, HasSubstr("nothing was merged"));
  EXPECT_FALSE(fs::exists(dir_ / "store" / "cpu" / "0123456789abcdef.schedule"));
  r = kiln("tune --merge " + (dir_ / "jobs").string(), "env -u KILN_SCHEDULES HOME=" + dir_.string());
  EXPECT_EQ(r.exit_code, 2) << r.output;
  EXPECT_THAT(r.output, HasSubstr("--merge needs the store to fold into"));
}

TEST_F(Cli, TuneEmitJobsHonoursItsFlags) {
  const std::string model = write("small.hlo", kSmall);
  const std::string store = (dir_ / "store").string(), list = (dir_ / "jobs.txt").string();
  Result r = kiln("tune " + model + " --schedules " + store + " --emit-jobs " + list + " --repeat 0");
  EXPECT_EQ(r.exit_code, 2) << r.output;
  r = kiln("tune " + model + " --schedules " + store + " --emit-jobs " + list + " --kernels nope");
  EXPECT_EQ(r.exit_code, 2) << r.output;
  EXPECT_THAT(r.output, HasSubstr("--kernels names nope"));
  r = kiln("tune " + model + " --schedules " + store + " --emit-jobs " + list + " --cache-dir " + (dir_ / "cache").string());
  ASSERT_EQ(r.exit_code, 0) << r.output;
  EXPECT_THAT(read(list), HasSubstr("--cache-dir "));
  EXPECT_THAT(read(list), HasSubstr((dir_ / "cache").string()));
}

TEST_F(Cli, ParityCheckHonoursItsTolerancesAndRebundlingDropsOldResults) {
  const std::string model = write("small.hlo", kSmall);
  const std::string bundle = (dir_ / "bundle").string();
  ASSERT_EQ(kiln("parity " + model + " --bundle " + bundle + " --random-inputs").exit_code, 0);
  ASSERT_EQ(testing::run_command(bundle + "/run.sh 2>&1").exit_code, 0);
  EXPECT_EQ(kiln("parity --check " + bundle).exit_code, 0);
  EXPECT_EQ(kiln("parity --check " + bundle + " --rtol -1").exit_code, 2);
  // A result one ulp off passes the default tolerance and fails a zero one.
  std::string bytes = read(fs::path(bundle) / "result0.bin");
  bytes[0] = static_cast<char>(bytes[0] ^ 1);
  std::ofstream(fs::path(bundle) / "result0.bin", std::ios::binary) << bytes;
  EXPECT_EQ(kiln("parity --check " + bundle).exit_code, 0);
  EXPECT_NE(kiln("parity --check " + bundle + " --rtol 0 --atol 0").exit_code, 0);
  // Bundling again into the same directory: the old results are gone.
  ASSERT_EQ(kiln("parity " + model + " --bundle " + bundle + " --random-inputs --seed 3").exit_code, 0);
  EXPECT_FALSE(fs::exists(fs::path(bundle) / "result0.bin"));
  // A manifest field of the wrong type is the user's file, not a crash.
  std::string manifest = read(fs::path(bundle) / "bundle.json");
  manifest.replace(manifest.find('{'), 1, "{\"rtol\": \"loose\",");
  std::ofstream(fs::path(bundle) / "bundle.json") << manifest;
  ASSERT_EQ(testing::run_command(bundle + "/run.sh 2>&1").exit_code, 0);
  const Result r = kiln("parity --check " + bundle);
  EXPECT_EQ(r.exit_code, 2) << r.output;
  EXPECT_THAT(r.output, HasSubstr("wrong type"));
}

TEST_F(Cli, AHugeTokenIsNamedNotEchoed) {
  const std::string model = write("token.hlo", "HloModule t\nENTRY e {\n  x = f32[4] parameter(0)\n  ROOT y = f32[4] " + std::string(1 << 20, 'b') + "(x)\n}\n");
  const Result r = kiln("run " + model + " --random-inputs");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_LT(r.output.size(), 600u) << r.output.substr(0, 600);
  EXPECT_THAT(r.output, HasSubstr(" characters]..."));
}

}  // namespace
}  // namespace kiln
