// kiln parity over every bundled model and every corpus module, reference
// against cpu, with and without special values; the exit codes; and --bisect
// naming a planted wrong kernel and no other.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "cli_fixture.h"
#include "test_util.h"

namespace kiln {
namespace {

std::vector<std::string> models() {
  std::vector<std::string> files;
  for (const char* dir : {KILN_SOURCE_DIR "/test/models", KILN_CORPUS_DIR}) {
    for (const auto& e : std::filesystem::directory_iterator(dir)) {
      if (e.path().extension() == ".hlo") files.push_back(e.path().string());
    }
  }
  std::sort(files.begin(), files.end());
  return files;
}

std::string test_name(const std::string& path) {
  std::string name = std::filesystem::path(path).stem().string();
  for (char& c : name) {
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  }
  return name;
}

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

INSTANTIATE_TEST_SUITE_P(ModelsAndCorpus, Parity, ::testing::ValuesIn(models()), [](const auto& info) { return test_name(info.param); });

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

TEST(ParityUsage, BadArgumentsAreOneLineAndExitTwo) {
  const std::string model = KILN_SOURCE_DIR "/test/models/mlp.hlo";
  for (const char* args : {"--targets cpu", "--targets cpu,cpu", "--targets reference,tpu", "--special-values", "--random-inputs --rtol -1"}) {
    const auto r = kiln("parity " + model + " " + args);
    EXPECT_EQ(r.exit_code, 2) << args << "\n" << r.output;
    EXPECT_EQ(std::count(r.output.begin(), r.output.end(), '\n'), 1) << args << "\n" << r.output;
  }
}

}  // namespace
}  // namespace kiln
