// Running the kiln binary from tests: its exit code and output, and a
// fixture with a private directory per test.
#pragma once

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "test_util.h"

namespace kiln {

namespace fs = std::filesystem;

using Result = testing::CommandResult;  // output: stdout and stderr

// `env`: assignments put before the command ("NAME=value").
inline Result kiln(const std::string& args, const std::string& env = "") {
  return testing::run_command(env + (env.empty() ? "" : " ") + std::string(KILN_BINARY) + " " + args + " 2>&1");
}

class Cli : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("kiln_cli_" + std::to_string(::getpid()) + "_" +
                                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  std::string write(const std::string& name, const std::string& text) {
    const fs::path p = dir_ / name;
    std::ofstream(p) << text;
    return p.string();
  }
  fs::path dir_;
};

}  // namespace kiln
