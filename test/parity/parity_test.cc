// kiln parity over every bundled model and every corpus module, reference
// against cpu, with and without special values; the exit codes; and --bisect
// naming a planted wrong kernel and no other.
#include <gtest/gtest.h>

#include <algorithm>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "cli_fixture.h"
#include "ir/literal_npy.h"
#include "support/npy.h"
#include "test_util.h"

namespace kiln {
namespace {

class Parity : public ::testing::TestWithParam<std::string> {};

TEST_P(Parity, ReferenceAndCpuAgree) {
  const auto r = kiln("parity " + GetParam() + " --random-inputs --seed 5");
  EXPECT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find("parity: every output within tolerance"), std::string::npos) << r.output;
}

TEST_P(Parity, ReferenceAndCpuAgreeOnSpecialValues) {
  const auto r = kiln("parity " + GetParam() + " --random-inputs --seed 5 --special-values --bisect");
  EXPECT_EQ(r.exit_code, 0) << r.output;
}

INSTANTIATE_TEST_SUITE_P(ModelsAndCorpus, Parity, ::testing::ValuesIn(testing::model_files()),
                         [](const auto& info) { return testing::test_name_of(info.param); });

// gelu_backward has 2 kernels: a wrong bias-gradient kernel must be named, not
// the other one, and outputs must be reported as different (exit 3).
TEST(ParityBisect, NamesThePlantedWrongKernelAndNoOther) {
  const std::string model = KILN_SOURCE_DIR "/test/models/gelu_backward.hlo";
  const auto plan = kiln("explain " + model + " --format json");
  ASSERT_EQ(plan.exit_code, 0) << plan.output;
  const auto kernels = nlohmann::json::parse(plan.output)["kernels"];
  ASSERT_GE(kernels.size(), 2u);
  for (const auto& k : kernels) {
    const std::string name = k["name"];
    const auto r = kiln("parity " + model + " --random-inputs --bisect --json", "KILN_TEST_PERTURB_KERNEL=" + name);
    ASSERT_EQ(r.exit_code, 3) << name << "\n" << r.output;
    const auto out = nlohmann::json::parse(r.output);
    EXPECT_FALSE(out["passed"].get<bool>());
    EXPECT_TRUE(out["bisect"]["found"].get<bool>()) << r.output;
    EXPECT_EQ(out["bisect"]["kernel"], name) << r.output;
  }
  const auto clean = kiln("parity " + model + " --random-inputs --bisect --json");
  EXPECT_EQ(clean.exit_code, 0) << clean.output;
  EXPECT_TRUE(nlohmann::json::parse(clean.output)["bisect"].is_null());
}

// The same across two compiled targets (issue 32): cpu,opencl with a wrong
// kernel planted on opencl alone; each target is bisected against the
// reference, and only opencl's kernel is named.
TEST(ParityBisect, NamesAPlantedWrongOpenclKernelBetweenCpuAndOpencl) {
  const std::string model = KILN_SOURCE_DIR "/test/models/gelu_backward.hlo";
  const auto plan = kiln("explain " + model + " --target opencl --format json");
  if (plan.exit_code != 0 && (plan.output.find("ICD loader") != std::string::npos || plan.output.find("have no device") != std::string::npos)) GTEST_SKIP() << "[SKIP] no OpenCL device: " << plan.output;
  ASSERT_EQ(plan.exit_code, 0) << plan.output;
  for (const auto& k : nlohmann::json::parse(plan.output)["kernels"]) {
    const std::string name = k["name"];
    const auto r = kiln("parity " + model + " --targets cpu,opencl --random-inputs --bisect --json", "KILN_TEST_PERTURB_KERNEL=opencl:" + name);
    ASSERT_EQ(r.exit_code, 3) << name << "\n" << r.output;
    const auto out = nlohmann::json::parse(r.output);
    EXPECT_FALSE(out["bisect"]["cpu"]["found"].get<bool>()) << r.output;
    EXPECT_TRUE(out["bisect"]["opencl"]["found"].get<bool>()) << r.output;
    EXPECT_EQ(out["bisect"]["opencl"]["kernel"], name) << r.output;
  }
}

TEST(ParityReport, TextNamesTheWorstElementAndJsonCarriesTheNumbers) {
  const std::string model = KILN_SOURCE_DIR "/test/models/softmax.hlo";
  const auto r = kiln("parity " + model + " --random-inputs --seed 2", "KILN_TEST_PERTURB_KERNEL=" + std::string("y"));
  EXPECT_EQ(r.exit_code, 3) << r.output;
  EXPECT_NE(r.output.find("MISMATCH"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("worst at [0,0]"), std::string::npos) << r.output;
  const auto j = kiln("parity " + model + " --random-inputs --seed 2 --json");
  ASSERT_EQ(j.exit_code, 0) << j.output;
  const auto out = nlohmann::json::parse(j.output);
  EXPECT_EQ(out["targets"], nlohmann::json::array({"reference", "cpu"}));
  EXPECT_TRUE(out["outputs"][0]["passed"].get<bool>());
  EXPECT_EQ(out["outputs"][0]["mismatches"], 0);
  EXPECT_GT(out["outputs"][0]["elements"].get<int>(), 0);
}

// An output that holds one value everywhere (a softmax over equal logits,
// as a fake-weight classifier gives) passes whatever computed it: parity
// says so on its line, in a closing line and in the JSON; the other output,
// and the verdict, are as before.
TEST(ParityReport, SaysWhichOutputsHoldOneValueEverywhere) {
  const std::filesystem::path model = std::filesystem::temp_directory_path() / ("kiln_one_value_" + std::to_string(::getpid()) + ".hlo");
  std::ofstream(model) << R"(HloModule one_value
r_add { a = f32[] parameter(0)  b = f32[] parameter(1)  ROOT c = f32[] add(a, b) }
ENTRY e {
  x = f32[8,16] parameter(0)
  z = f32[8,16] multiply(x, x)
  s = f32[8,16] subtract(z, z)
  e = f32[8,16] exponential(s)
  zero = f32[] constant(0)
  n = f32[8] reduce(e, zero), dimensions={1}, to_apply=r_add
  nb = f32[8,16] broadcast(n), dimensions={0}
  p = f32[8,16] divide(e, nb)
  ROOT t = (f32[8,16], f32[8,16]) tuple(p, z)
})";
  const auto r = kiln("parity " + model.string() + " --random-inputs --seed 3");
  EXPECT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find("every element is 0.0625 on the reference side: this output checks nothing"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("parity: 1 of 2 outputs hold one value in every element"), std::string::npos) << r.output;
  const auto j = kiln("parity " + model.string() + " --random-inputs --seed 3 --json");
  std::filesystem::remove(model);
  ASSERT_EQ(j.exit_code, 0) << j.output;
  const auto out = nlohmann::json::parse(j.output);
  EXPECT_TRUE(out["outputs"][0]["one_value"].get<bool>());
  EXPECT_FALSE(out["outputs"][1]["one_value"].get<bool>());
  EXPECT_EQ(out["one_value_outputs"], 1);
}

// A weight gradient sums over the whole batch, so with --special-values one
// NaN in any row fills it with NaN and it checks nothing (MobileNetV2's train
// step: 262 of 314 outputs). Such outputs are compared again on a second
// input set whose special values are finite: a planted bug in the kernel
// that computes one, invisible on the first set, fails there (and --bisect
// names that kernel on the second set's inputs); the output the first set
// checked is not compared twice.
TEST(ParityReport, OutputsSpecialValuesFilledAreCheckedOnASecondInputSet) {
  const std::filesystem::path model = std::filesystem::temp_directory_path() / ("kiln_poisoned_" + std::to_string(::getpid()) + ".hlo");
  std::ofstream(model) << R"(HloModule poisoned
r_add { a = f32[] parameter(0)  b = f32[] parameter(1)  ROOT c = f32[] add(a, b) }
ENTRY e {
  x = f32[64,32] parameter(0)
  w = f32[32,8] parameter(1)
  z = f32[] constant(0)
  s = f32[] reduce(x, z), dimensions={0,1}, to_apply=r_add
  sb = f32[32,8] broadcast(s), dimensions={}
  g = f32[32,8] add(sb, w)
  h = f32[64,8] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  ROOT t = (f32[32,8], f32[64,8]) tuple(g, h)
})";
  const std::string run = "parity " + model.string() + " --random-inputs --seed 0 --special-values";
  const auto clean = kiln(run + " --json");
  ASSERT_EQ(clean.exit_code, 0) << clean.output;
  const auto out = nlohmann::json::parse(clean.output);
  EXPECT_TRUE(out["outputs"][0]["one_value"].get<bool>()) << "the first set no longer fills g with NaN: pick another seed";
  const auto second = out["finite_special_values"];
  ASSERT_EQ(second["outputs"].size(), 1u) << clean.output;
  EXPECT_EQ(second["outputs"][0]["index"], 0);
  EXPECT_FALSE(second["outputs"][0]["one_value"].get<bool>());
  EXPECT_EQ(second["inputs"], "random (seed 0, finite special values)");
  EXPECT_EQ(out["one_value_outputs"], 0);

  const auto planted = kiln(run + " --bisect", "KILN_TEST_PERTURB_KERNEL=g");
  std::filesystem::remove(model);
  EXPECT_EQ(planted.exit_code, 3) << planted.output;
  const size_t again = planted.output.find("1 of 2 outputs had no finite element: again on a second input set");
  ASSERT_NE(again, std::string::npos) << planted.output;
  EXPECT_EQ(planted.output.find("MISMATCH"), planted.output.find("MISMATCH", again)) << "only the second set sees it\n" << planted.output;
  EXPECT_NE(planted.output.find("bisect: kernel 1 %g"), std::string::npos) << planted.output;
}

// Outputs held on disk until compared (as nanoGPT's must be on a 23 GB
// machine) give the same comparison as in memory, mismatches included, and
// leave no file behind; a $TMPDIR that is no directory is one line, exit 2.
TEST(ParityReport, OutputsHeldOnDiskCompareAsInMemoryAndLeaveNothingBehind) {
  const std::string model = KILN_SOURCE_DIR "/test/models/softmax.hlo";
  const fs::path tmp = fs::temp_directory_path() / ("kiln_held_" + std::to_string(::getpid()));
  fs::create_directories(tmp);
  nlohmann::json outputs[2];
  for (int on_disk : {0, 1}) {
    const auto r = kiln("parity " + model + " --random-inputs --seed 2 --json --hold-outputs " + (on_disk ? "disk" : "memory"),
                        "TMPDIR=" + tmp.string() + " KILN_TEST_PERTURB_KERNEL=y");
    ASSERT_EQ(r.exit_code, 3) << r.output;
    const auto j = nlohmann::json::parse(r.output);
    EXPECT_EQ(j["outputs_held_on_disk"].get<bool>(), on_disk == 1);
    outputs[on_disk] = j["outputs"];
  }
  EXPECT_GT(outputs[0][0]["mismatches"].get<int>(), 0);
  EXPECT_TRUE(outputs[0][0].contains("noise"));
  EXPECT_EQ(outputs[0], outputs[1]);
  EXPECT_TRUE(fs::is_empty(tmp));
  fs::remove_all(tmp);
  const auto bad = kiln("parity " + model + " --random-inputs --hold-outputs disk", "TMPDIR=/nonexistent/kiln");
  EXPECT_EQ(bad.exit_code, 2) << bad.output;
  EXPECT_EQ(bad.output, "kiln: error: cannot create a directory in /nonexistent/kiln: No such file or directory\n");
}

// A run ended by SIGTERM or SIGHUP (or Ctrl-C, which a background job of a
// script ignores) while its outputs are held on disk removes them, and still
// ends by that signal. The model is a 200,000-step
// loop, so that the reference's later runs are still going when the first
// run's outputs appear and the signal comes.
TEST(ParityReport, OutputsHeldOnDiskAreRemovedWhenASignalEndsTheRun) {
  const fs::path tmp = fs::temp_directory_path() / ("kiln_signalled_" + std::to_string(::getpid()));
  fs::remove_all(tmp);
  fs::create_directories(tmp / "held");
  const fs::path model = tmp / "loop.hlo";
  std::ofstream(model) << R"(HloModule slow_loop
cond {
  s = (s32[], f32[256]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(200000)
  ROOT lt = pred[] compare(i, n), direction=LT
}
body {
  s = (s32[], f32[256]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  x = f32[256] get-tuple-element(s), index=1
  one = s32[] constant(1)
  j = s32[] add(i, one)
  h = f32[] constant(0.5)
  hb = f32[256] broadcast(h), dimensions={}
  y = f32[256] multiply(x, hb)
  ROOT t = (s32[], f32[256]) tuple(j, y)
}
ENTRY e {
  p = f32[256] parameter(0)
  z = s32[] constant(0)
  t0 = (s32[], f32[256]) tuple(z, p)
  w = (s32[], f32[256]) while(t0), condition=cond, body=body
  ROOT r = f32[256] get-tuple-element(w), index=1
}
)";
  for (const char* signal : {"TERM", "HUP"}) {
    SCOPED_TRACE(signal);
    const std::string held = (tmp / "held").string();
    const auto r = testing::run_command(
        "TMPDIR=" + held + " " + KILN_BINARY + " parity " + model.string() + " --random-inputs --hold-outputs disk >/dev/null 2>&1 & pid=$!; " +
        "for i in $(seq 1200); do ls " + held + "/kiln-parity-*/* >/dev/null 2>&1 && break; sleep 0.05; done; " +
        "ls " + held + "/kiln-parity-*/; kill -" + signal + " $pid; wait $pid; echo status $?");
    EXPECT_NE(r.output.find("expected-0.bin"), std::string::npos) << r.output;
    EXPECT_NE(r.output.find(std::string("status ") + (signal == std::string("TERM") ? "143" : "129")), std::string::npos) << r.output;
    EXPECT_TRUE(fs::is_empty(tmp / "held"));
  }
  fs::remove_all(tmp);
}

// The bundle round trip with the CPU target: written here, run by its script
// alone (no kiln), checked; a changed result is caught, a missing one named.
TEST(ParityBundle, RoundTripOnTheCpu) {
  const std::filesystem::path dir = std::filesystem::temp_directory_path() / ("kiln_bundle_" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  const std::string model = KILN_SOURCE_DIR "/test/models/mlp.hlo";
  const auto made = kiln("parity " + model + " --random-inputs --seed 4 --special-values --bundle " + dir.string());
  ASSERT_EQ(made.exit_code, 0) << made.output;
  const auto ran = testing::run_command("env -i " + (dir / "run.sh").string() + " 2>&1");
  ASSERT_EQ(ran.exit_code, 0) << ran.output;
  const auto checked = kiln("parity --check " + dir.string() + " --json");
  EXPECT_EQ(checked.exit_code, 0) << checked.output;
  EXPECT_EQ(nlohmann::json::parse(checked.output)["targets"], nlohmann::json::array({"reference", "cpu"}));
  {
    std::fstream f(dir / "result0.bin", std::ios::in | std::ios::out | std::ios::binary);
    const float wrong = 12345.0f;
    f.seekp(4);
    f.write(reinterpret_cast<const char*>(&wrong), sizeof wrong);
  }
  const auto changed = kiln("parity --check " + dir.string());
  EXPECT_EQ(changed.exit_code, 3) << changed.output;
  EXPECT_NE(changed.output.find(" at [0,1]: reference="), std::string::npos) << changed.output;
  std::filesystem::remove(dir / "result0.bin");
  const auto missing = kiln("parity --check " + dir.string());
  EXPECT_EQ(missing.exit_code, 2) << missing.output;
  EXPECT_NE(missing.output.find("result0.bin is missing"), std::string::npos) << missing.output;
  std::filesystem::remove_all(dir);
}

// A bundle for a GPU machine: a CUDA library and its runner, built here
// (no GPU needed). Where there is a GPU, run.sh computes on it and --check
// compares with the reference; where not, run.sh fails with one line naming
// the driver library it looked for.
TEST(ParityBundle, CudaBundlesAreBuiltHereAndRunWhereThereIsAGpu) {
  const std::filesystem::path dir = std::filesystem::temp_directory_path() / ("kiln_bundle_cuda_" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  const std::string model = KILN_SOURCE_DIR "/test/models/while_loop.hlo";
  const auto made = kiln("parity " + model + " --random-inputs --seed 4 --bundle " + dir.string() + " --target cuda");
  if (made.output.find("built without the CUDA backend") != std::string::npos) GTEST_SKIP() << "[SKIP] this kiln was built without the CUDA backend";
  ASSERT_EQ(made.exit_code, 0) << made.output;
  const std::string manifest = testing::read_file((dir / "bundle.json").string());
  EXPECT_NE(manifest.find("\"halide_target\": \"cuda-sm86\""), std::string::npos) << manifest;
  const auto ran = testing::run_command((dir / "run.sh").string() + " 2>&1");
  if (!testing::cuda_driver_library_present()) {
    EXPECT_EQ(ran.exit_code, 1) << ran.output;
    EXPECT_NE(ran.output.find("runner: model: CUDA: this library needs the NVIDIA driver library libcuda.so.1"), std::string::npos) << ran.output;
  } else if (testing::cuda_device_available()) {
    ASSERT_EQ(ran.exit_code, 0) << ran.output;
    const auto checked = kiln("parity --check " + dir.string());
    EXPECT_EQ(checked.exit_code, 0) << checked.output;
  } else {  // a driver without a device
    EXPECT_EQ(ran.exit_code, 1) << ran.output;
    EXPECT_NE(ran.output.find("reports no usable CUDA device"), std::string::npos) << ran.output;
  }
  std::filesystem::remove_all(dir);
}

// kiln compile holds while loops and conditionals (called graphs become C
// functions): the control-flow model bundled for each branch index, the
// out-of-range ones included, run without kiln and checked.
TEST(ParityBundle, WhileAndConditionalInAnAheadOfTimeLibrary) {
  const std::filesystem::path dir = std::filesystem::temp_directory_path() / ("kiln_bundle_cf_" + std::to_string(::getpid()));
  const std::string model = KILN_SOURCE_DIR "/test/models/control_flow.hlo";
  for (int64_t k : {0, 1, 7, -1}) {
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    const std::string x = (dir / "x.npy").string(), kk = (dir / "k.npy").string();
    write_npy(x, npy_from_literal(testing::random_literal(DType::F32, {4, 8}, 17)));
    write_npy(kk, npy_from_literal(testing::make_int(DType::S32, {}, {k})));
    const auto made = kiln("parity " + model + " --input " + x + " --input " + kk + " --bundle " + (dir / "b").string());
    ASSERT_EQ(made.exit_code, 0) << made.output;
    const auto ran = testing::run_command((dir / "b" / "run.sh").string() + " 2>&1");
    ASSERT_EQ(ran.exit_code, 0) << ran.output;
    const auto checked = kiln("parity --check " + (dir / "b").string());
    EXPECT_EQ(checked.exit_code, 0) << "k=" << k << "\n" << checked.output;
  }
  std::filesystem::remove_all(dir);
}

// kiln compile holds sort (the comparator a C function, a stable merge sort
// per row): key-value sorts along each dim, with ties (integer keys in
// [0, 16)) whose order shows the sort is stable, as the reference's is.
TEST(ParityBundle, SortInAnAheadOfTimeLibrary) {
  const std::filesystem::path dir = std::filesystem::temp_directory_path() / ("kiln_bundle_sort_" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  const std::string model = (dir / "sort.hlo").string();
  std::ofstream(model) << R"(
by_float {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  c = s32[] parameter(2)
  d = s32[] parameter(3)
  ROOT lt = pred[] compare(a, b), direction=LT
}
by_int {
  a = s32[] parameter(0)
  b = s32[] parameter(1)
  c = f32[] parameter(2)
  d = f32[] parameter(3)
  ROOT gt = pred[] compare(a, b), direction=GT
}
ENTRY e {
  k = f32[6,20] parameter(0)
  v = s32[6,20] parameter(1)
  rows = (f32[6,20], s32[6,20]) sort(k, v), dimensions={1}, to_apply=by_float
  cols = (s32[6,20], f32[6,20]) sort(v, k), dimensions={0}, to_apply=by_int
  ties = (s32[6,20], f32[6,20]) sort(v, k), dimensions={1}, to_apply=by_int
  r0 = f32[6,20] get-tuple-element(rows), index=0
  r1 = s32[6,20] get-tuple-element(rows), index=1
  c1 = f32[6,20] get-tuple-element(cols), index=1
  t1 = f32[6,20] get-tuple-element(ties), index=1
  ROOT t = (f32[6,20], s32[6,20], f32[6,20], f32[6,20]) tuple(r0, r1, c1, t1)
})";
  for (const char* seed : {"1", "2"}) {
    const auto made = kiln("parity " + model + " --random-inputs --seed " + seed + " --bundle " + (dir / "b").string());
    ASSERT_EQ(made.exit_code, 0) << made.output;
    const auto ran = testing::run_command((dir / "b" / "run.sh").string() + " 2>&1");
    ASSERT_EQ(ran.exit_code, 0) << ran.output;
    const auto checked = kiln("parity --check " + (dir / "b").string());
    EXPECT_EQ(checked.exit_code, 0) << checked.output;
  }
  std::filesystem::remove_all(dir);
}

TEST(ParityUsage, BadArgumentsAreOneLineAndExitTwo) {
  const std::string model = KILN_SOURCE_DIR "/test/models/mlp.hlo";
  for (const char* args : {"--targets cpu", "--targets cpu,cpu", "--targets reference,tpu", "--special-values", "--random-inputs --rtol -1",
                           "--random-inputs --hold-outputs tape"}) {
    const auto r = kiln("parity " + model + " " + args);
    EXPECT_EQ(r.exit_code, 2) << args << "\n" << r.output;
    EXPECT_EQ(std::count(r.output.begin(), r.output.end(), '\n'), 1) << args << "\n" << r.output;
  }
}

}  // namespace
}  // namespace kiln
