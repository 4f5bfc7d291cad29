// The persistent compile cache through the CLI (issue #6): a second process
// compiles nothing, damaged entries are detected and replaced, an unusable
// directory only costs a warning, concurrent writers leave a sound cache.
#include <gtest/gtest.h>

#include <regex>
#include <sstream>

#include "cli_fixture.h"

namespace kiln {
namespace {

struct CompileLog {
  int compiles = 0, memory_hits = 0, disk_hits = 0;
};

CompileLog count(const std::string& output) {
  CompileLog log;
  std::istringstream lines(output);
  std::string line;
  while (std::getline(lines, line)) {
    if (line.rfind("compile kernel=", 0) == 0) ++log.compiles;
    if (line.rfind("cache-hit kernel=", 0) == 0) ++(line.find("source=disk") != std::string::npos ? log.disk_hits : log.memory_hits);
  }
  return log;
}

int occurrences(const std::string& text, const std::string& what) {
  int n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

std::string read_bytes(const fs::path& p) { return testing::read_file(p.string()); }

std::vector<fs::path> kernel_entries(const fs::path& cache) {
  std::vector<fs::path> out;
  for (const auto& e : fs::directory_iterator(cache)) {
    if (e.path().filename().string().rfind("kernel-", 0) == 0) out.push_back(e.path());
  }
  std::sort(out.begin(), out.end());
  return out;
}

class Cache : public Cli {
 protected:
  // Three Halide kernels: a column sum, the centered values (an output) and
  // the column sums of their squares (an output). Columns do not run along
  // memory, so neither reduction joins the kernel that reads it.
  static std::string model() { return KILN_SOURCE_DIR "/test/e2e/data/column_centering.hlo"; }
  Result run_three_kernels(const fs::path& cache, const std::string& out_name, const std::string& extra = "") {
    fs::create_directories(dir_ / out_name);
    return kiln("run " + model() + " --random-inputs --log-compiles --cache-dir " + cache.string() + " --output-dir " +
                (dir_ / out_name).string() + " " + extra);
  }
  std::string output_of(const std::string& out_name) { return read_bytes(dir_ / out_name / "out0.npy"); }
};

TEST_F(Cache, SecondProcessLoadsEveryKernelFromDisk) {
  const fs::path cache = dir_ / "cache";
  const Result first = run_three_kernels(cache, "a");
  ASSERT_EQ(first.exit_code, 0) << first.output;
  const CompileLog one = count(first.output);
  EXPECT_EQ(one.compiles, 3) << first.output;
  EXPECT_EQ(one.disk_hits, 0) << first.output;
  const Result second = run_three_kernels(cache, "b");
  ASSERT_EQ(second.exit_code, 0) << second.output;
  const CompileLog two = count(second.output);
  EXPECT_EQ(two.compiles, 0) << second.output;
  EXPECT_EQ(two.disk_hits, 3) << second.output;
  EXPECT_EQ(output_of("a"), output_of("b"));
}

TEST_F(Cache, DamagedEntriesAreDetectedRecompiledAndReported) {
  const fs::path cache = dir_ / "cache";
  ASSERT_EQ(run_three_kernels(cache, "a").exit_code, 0);
  const std::vector<fs::path> entries = kernel_entries(cache);
  ASSERT_EQ(entries.size(), 3u);
  fs::resize_file(entries[0], fs::file_size(entries[0]) / 2);  // truncated
  {
    std::fstream f(entries[1], std::ios::in | std::ios::out | std::ios::binary);  // one byte flipped
    f.seekp(static_cast<std::streamoff>(fs::file_size(entries[1]) / 2));
    f.put('\x5a');
  }
  const Result second = run_three_kernels(cache, "b");
  ASSERT_EQ(second.exit_code, 0) << second.output;
  EXPECT_EQ(occurrences(second.output, "is damaged"), 2) << second.output;
  EXPECT_EQ(count(second.output).compiles, 2) << second.output;
  EXPECT_EQ(count(second.output).disk_hits, 1) << second.output;
  EXPECT_EQ(output_of("a"), output_of("b"));
  const Result third = run_three_kernels(cache, "c");
  EXPECT_EQ(count(third.output).disk_hits, 3) << third.output;
  EXPECT_EQ(occurrences(third.output, "damaged"), 0) << third.output;
}

// Entries swapped by hand, or a directory where an entry should be: a miss
// with a warning, recompiled, never an error that outlives the run.
TEST_F(Cache, SwappedEntriesAndDirectoriesAreMissesNotErrors) {
  const fs::path cache = dir_ / "cache";
  ASSERT_EQ(run_three_kernels(cache, "a").exit_code, 0);
  const std::vector<fs::path> entries = kernel_entries(cache);
  ASSERT_EQ(entries.size(), 3u);
  const fs::path held = dir_ / "held";
  fs::rename(entries[0], held);
  fs::rename(entries[1], entries[0]);
  fs::rename(held, entries[1]);
  fs::remove(entries[2]);
  fs::create_directories(entries[2] / "inside");
  const Result second = run_three_kernels(cache, "b");
  ASSERT_EQ(second.exit_code, 0) << second.output;
  EXPECT_EQ(occurrences(second.output, "another entry's content"), 2) << second.output;
  EXPECT_EQ(occurrences(second.output, "is not a file"), 1) << second.output;
  EXPECT_EQ(count(second.output).compiles, 3) << second.output;
  EXPECT_EQ(output_of("a"), output_of("b"));
  const Result third = run_three_kernels(cache, "c");
  EXPECT_EQ(count(third.output).disk_hits, 3) << third.output;
}

TEST_F(Cache, UnwritableDirectoryWarnsOnceAndStillRuns) {
  // A path under a regular file can never be created, whoever runs the test.
  const fs::path blocked = fs::path(write("not_a_dir", "x")) / "cache";
  const Result r = run_three_kernels(blocked, "a");
  ASSERT_EQ(r.exit_code, 0) << r.output;
  EXPECT_EQ(occurrences(r.output, "is not writable"), 1) << r.output;
  EXPECT_EQ(count(r.output).compiles, 3) << r.output;
  EXPECT_TRUE(fs::exists(dir_ / "a" / "out0.npy"));
}

TEST_F(Cache, ConcurrentWritersLeaveASoundCache) {
  const fs::path cache = dir_ / "cache";
  std::string script;
  for (int i = 0; i < 4; ++i) {
    fs::create_directories(dir_ / ("w" + std::to_string(i)));
    script += std::string(KILN_BINARY) + " run " + model() + " --random-inputs --cache-dir " +
              cache.string() + " --output-dir " + (dir_ / ("w" + std::to_string(i))).string() + " > " +
              (dir_ / ("w" + std::to_string(i)) / "log").string() + " 2>&1; echo $? > " +
              (dir_ / ("w" + std::to_string(i)) / "rc").string() + " &\n";
  }
  script += "wait\n";
  ASSERT_EQ(std::system(script.c_str()), 0);
  for (int i = 0; i < 4; ++i) {
    const fs::path w = dir_ / ("w" + std::to_string(i));
    EXPECT_EQ(read_bytes(w / "rc"), "0\n") << read_bytes(w / "log");
    EXPECT_EQ(read_bytes(w / "out0.npy"), read_bytes(dir_ / "w0" / "out0.npy"));
  }
  const Result after = run_three_kernels(cache, "after");
  EXPECT_EQ(count(after.output).compiles, 0) << after.output;
  EXPECT_EQ(occurrences(after.output, "damaged"), 0) << after.output;
  for (const auto& e : fs::directory_iterator(cache)) {
    EXPECT_NE(e.path().filename().string().rfind("tmp-", 0), 0u) << "scratch file left behind: " << e.path();
  }
}

TEST_F(Cache, StatsAndClearTouchOnlyKilnEntries) {
  const fs::path cache = dir_ / "cache";
  ASSERT_EQ(run_three_kernels(cache, "a").exit_code, 0);
  write("cache/notes.txt", "mine");
  const Result stats = kiln("cache stats --cache-dir " + cache.string());
  ASSERT_EQ(stats.exit_code, 0) << stats.output;
  // 3 kernels; the Halide runtime came compiled with the build (KILN_PREBUILT_RUNTIME_DIR).
  EXPECT_NE(stats.output.find("entries 3"), std::string::npos) << stats.output;
  const Result runtime = kiln("cache runtime --cache-dir " + cache.string());
  ASSERT_EQ(runtime.exit_code, 0) << runtime.output;
  EXPECT_NE(kiln("cache stats --cache-dir " + cache.string()).output.find("entries 4"), std::string::npos) << "and the runtime";
  const Result clear = kiln("cache clear --cache-dir " + cache.string());
  ASSERT_EQ(clear.exit_code, 0) << clear.output;
  EXPECT_NE(clear.output.find("removed 4 entries"), std::string::npos) << clear.output;
  EXPECT_NE(kiln("cache stats --cache-dir " + cache.string()).output.find("entries 0"), std::string::npos);
  EXPECT_TRUE(fs::exists(cache / "notes.txt"));
  EXPECT_EQ(kiln("cache frobnicate --cache-dir " + cache.string()).exit_code, 2);
}

TEST_F(Cache, WithoutALinkerKernelsAreJitCompiledAfterOneWarning) {
  ASSERT_EQ(run_three_kernels(dir_ / "cache", "linked").exit_code, 0);
  setenv("KILN_LD", "/nonexistent/ld", 1);  // kernels link with the linker itself
  const Result jit = run_three_kernels(dir_ / "cache2", "jit");
  unsetenv("KILN_LD");
  ASSERT_EQ(jit.exit_code, 0) << jit.output;
  EXPECT_EQ(occurrences(jit.output, "kiln: warning:"), 1) << jit.output;
  EXPECT_NE(jit.output.find("JIT-compiled"), std::string::npos) << jit.output;
  EXPECT_EQ(count(jit.output).compiles, 3) << jit.output;
  EXPECT_EQ(output_of("linked"), output_of("jit"));  // the same code either way
}

TEST_F(Cache, NoCacheWritesNothing) {
  const fs::path cache = dir_ / "cache";
  const Result r = run_three_kernels(cache, "a", "--no-cache");
  ASSERT_EQ(r.exit_code, 0) << r.output;
  EXPECT_EQ(count(r.output).compiles, 3) << r.output;
  EXPECT_FALSE(fs::exists(cache) && !fs::is_empty(cache));
}

}  // namespace
}  // namespace kiln
