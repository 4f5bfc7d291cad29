// kiln tune --target opencl (issue 32): candidates built and checked on the
// OpenCL device, their schedules stored under the device (a schedule tuned on
// PoCL's 4096-wide work-groups may not fit a GPU), found again by explain, and
// a second tune measures nothing. Skipped where there is no OpenCL device.
#include <gtest/gtest.h>

#include <filesystem>

#include "cli_fixture.h"
#include "support/temporary_directory.h"

namespace kiln {
namespace {

TEST(TuneOnOpencl, StoresUnderTheDeviceAndResumes) {
  const std::string model = KILN_SOURCE_DIR "/test/models/softmax.hlo";
  const TemporaryDirectory dir(std::filesystem::temp_directory_path(), "kiln-tune-opencl");
  const std::string schedules = (dir.path() / "schedules").string();
  const auto first = kiln("tune " + model + " --target opencl --schedules " + schedules + " --repeat 2");
  if (first.exit_code == 2 && (first.output.find("ICD loader") != std::string::npos || first.output.find("have no device") != std::string::npos)) {
    GTEST_SKIP() << "[SKIP] no OpenCL device: " << first.output;
  }
  ASSERT_EQ(first.exit_code, 0) << first.output;
  EXPECT_NE(first.output.find("0 candidate(s) rejected"), std::string::npos) << first.output;
  EXPECT_EQ(first.output.find("registers capped"), std::string::npos) << first.output;  // no such knob on OpenCL
  std::vector<std::string> keys;
  for (const auto& e : std::filesystem::directory_iterator(schedules)) keys.push_back(e.path().filename().string());
  ASSERT_EQ(keys.size(), 1u);
  EXPECT_EQ(keys[0].rfind("opencl-", 0), 0u) << keys[0];
  const auto explain = kiln("explain " + model + " --target opencl --schedules " + schedules);
  ASSERT_EQ(explain.exit_code, 0) << explain.output;
  EXPECT_NE(explain.output.find(keys[0]), std::string::npos) << explain.output;  // the stored entry is found
  const auto second = kiln("tune " + model + " --target opencl --schedules " + schedules + " --repeat 2");
  ASSERT_EQ(second.exit_code, 0) << second.output;
  EXPECT_NE(second.output.find("1 already tuned"), std::string::npos) << second.output;
}

}  // namespace
}  // namespace kiln
