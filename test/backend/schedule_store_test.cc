// Tuned schedules kept in a schedules directory (cache/schedule_store.h): an
// entry written for a kernel is found for every kernel of its structure, used
// when compiling (results unchanged), and named by explain; a file edited into
// nonsense is a warning naming it and its line, and the default rule runs.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <set>

#include "backends/cpu/cpu_backend.h"
#include "cache/schedule_store.h"
#include "driver/compile.h"
#include "driver/targets.h"
#include "support/error.h"
#include "reference/evaluator.h"
#include "schedule/gpu_rules.h"
#include "schedule/gpu_search.h"
#include "test_util.h"

namespace kiln {
namespace {

namespace fs = std::filesystem;

const std::string kModel = std::string(KILN_SOURCE_DIR) + "/test/models/softmax.hlo";

class ScheduleStoreTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("kiln_schedules_" + std::to_string(::getpid()) + "_" +
                                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    module_ = testing::parse(testing::read_file(kModel));
    pipeline_for(parse_target("cpu"), EntryLayouts::Auto).run(*module_);
    plan_ = plan_kernels(*module_->entry());
    for (const Kernel& k : plan_.kernels) {
      if (!k.is_library_step() && !k.is_alias() && !cpu::default_schedule(k).loops.empty()) kernel_ = &k;
    }
    ASSERT_NE(kernel_, nullptr);
  }
  void TearDown() override { fs::remove_all(dir_); }

  // The default schedule with its vector and parallel loops dropped: valid,
  // and different from the default.
  StoredSchedule tuned_entry() const {
    StoredSchedule e;
    e.schedule = cpu::default_schedule(*kernel_);
    for (LoopSchedule& l : e.schedule.loops) {
      l.lanes.clear();
      l.parallel.clear();
    }
    e.kernel = kernel_->name + " (softmax.hlo)";
    e.machine = "test";
    e.date = "2026-11-23";
    e.default_ms = 2.0;
    e.tuned_ms = 1.0;
    return e;
  }

  fs::path dir_;
  std::unique_ptr<Module> module_;
  KernelPlan plan_;
  const Kernel* kernel_ = nullptr;
};

TEST_F(ScheduleStoreTest, AWrittenEntryIsFoundUsedAndNamed) {
  const ScheduleStore store(dir_);
  const StoredSchedule entry = tuned_entry();
  const fs::path path = store.write(*kernel_, cpu::host_target(), entry);
  EXPECT_TRUE(fs::exists(path));
  const auto found = store.find(*kernel_, cpu::host_target());
  ASSERT_TRUE(found.has_value());
  EXPECT_EQ(found->schedule, entry.schedule);  // node names restored from positions
  EXPECT_EQ(found->description(), "tuned (2.00x over default, " + path.string() + ")");
  EXPECT_FALSE(store.find(*kernel_, "x86-64-linux-sse41").has_value());  // another target: nothing stored

  // Compiled with it, the model still matches the reference.
  auto module = testing::parse(testing::read_file(kModel));
  const auto original = testing::parse(testing::read_file(kModel));
  CompileOptions options;
  options.schedules_dir = dir_.string();
  const auto exe = compile_module(*module, options);
  std::vector<Literal> args;
  for (const Node* p : original->entry()->parameters()) args.push_back(random_literal(p->type(), 91));
  const auto want = evaluate(*original->entry(), args);
  const auto got = exe->run_literals(args);
  EXPECT_TRUE(testing::close_to_reference(got[0], want[0], 1e-5));

  const testing::CommandResult r = testing::run_command(std::string(KILN_BINARY) + " explain " + kModel + " --schedules " + dir_.string() + " 2>&1");
  EXPECT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find("schedule: tuned (2.00x over default, " + path.string() + ")"), std::string::npos) << r.output;
}

// A GPU entry (what kiln tune --target cuda stores) is kept under the CUDA
// target's name, apart from the CPU's: the CPU does not find it, and explain
// --target cuda names it and prints its schedule, whose PTX compiles.
TEST_F(ScheduleStoreTest, CudaEntriesAreKeptApartAndNamedForTheGpu) {
#ifndef KILN_HAVE_CUDA
  GTEST_SKIP() << "this kiln was built without the CUDA backend";
#else
  auto module = testing::parse(testing::read_file(kModel));
  pipeline_for(parse_target("cuda"), EntryLayouts::Auto).run(*module);
  const KernelPlan plan = plan_kernels(*module->entry());
  ASSERT_EQ(plan.kernels.size(), 1u);
  const Kernel& k = plan.kernels[0];
  const std::vector<Candidate> candidates = gpu_candidates(default_gpu_schedule(k));
  ASSERT_FALSE(candidates.empty());
  StoredSchedule entry = tuned_entry();
  entry.schedule = candidates.back().schedule;
  const ScheduleStore store(dir_);
  const fs::path path = store.write(k, "cuda-sm86", entry);
  EXPECT_NE(path.string().find("/cuda-sm86/"), std::string::npos) << path;
  EXPECT_FALSE(store.find(k, cpu::host_target()).has_value());
  const testing::CommandResult r =
      testing::run_command(std::string(KILN_BINARY) + " explain " + kModel + " --target cuda --schedules " + dir_.string() + " 2>&1");
  EXPECT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find("schedule: tuned (2.00x over default, " + path.string() + ")"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find(" regs=128"), std::string::npos) << candidates.back().change << "\n" << r.output;
  const testing::CommandResult ptx = testing::run_command(std::string(KILN_BINARY) + " explain " + kModel +
                                                          " --target cuda --format ptx --schedules " + dir_.string() + " 2>&1");
  EXPECT_EQ(ptx.exit_code, 0) << ptx.output;
  EXPECT_NE(ptx.output.find(".maxnreg 128"), std::string::npos);
#endif
}

// An entry may name one of Halide's autoschedulers instead of loop nests
// (what kiln tune stores when one wins): it reads back, each compile runs the
// autoscheduler (its chatter held back), the model still matches the
// reference, and explain prints the choice. The cache key tells the three
// apart, so each compiles its own code.
TEST_F(ScheduleStoreTest, AutoschedulerEntriesCompileAndMatchTheReference) {
  const auto original = testing::parse(testing::read_file(kModel));
  std::vector<Literal> args;
  for (const Node* p : original->entry()->parameters()) args.push_back(random_literal(p->type(), 93));
  const auto want = evaluate(*original->entry(), args);
  std::set<uint64_t> fingerprints;
  for (std::string_view name : kAutoschedulers) {
    SCOPED_TRACE(std::string(name));
    fs::remove_all(dir_);
    const ScheduleStore store(dir_);
    StoredSchedule entry = tuned_entry();
    entry.schedule = KernelSchedule{};
    entry.schedule.autoscheduler = AutoschedulerChoice{std::string(name), 2, name == "Adams2019" ? 1 : 0};
    const fs::path path = store.write(*kernel_, cpu::host_target(), entry);
    const auto found = store.find(*kernel_, cpu::host_target());
    ASSERT_TRUE(found.has_value());
    EXPECT_EQ(found->schedule, entry.schedule);
    fingerprints.insert(cpu::kernel_fingerprint_for(*kernel_, entry.schedule, "host"));

    auto module = testing::parse(testing::read_file(kModel));
    CompileOptions options;
    options.schedules_dir = dir_.string();
    options.cache.enabled = false;
    ::testing::internal::CaptureStderr();
    const auto exe = compile_module(*module, options);
    const std::string printed = ::testing::internal::GetCapturedStderr();
    EXPECT_EQ(printed.find("Pass 0 of"), std::string::npos) << printed;
    const auto got = exe->run_literals(args);
    EXPECT_TRUE(testing::close_to_reference(got[0], want[0], 1e-5));

    const testing::CommandResult r = testing::run_command(std::string(KILN_BINARY) + " explain " + kModel + " --schedules " + dir_.string() + " 2>&1");
    EXPECT_EQ(r.exit_code, 0) << r.output;
    EXPECT_NE(r.output.find("autoscheduler " + std::string(name) + " parallelism=2" + (name == "Adams2019" ? " beam=1\n" : "\n")),
              std::string::npos) << r.output;
  }
  EXPECT_EQ(fingerprints.size(), 3u);
  // Loop lines beside an autoscheduler line, or an unknown name: clear errors.
  EXPECT_THROW(KernelSchedule::from_text("kiln-schedule 2\nautoscheduler Adams2019\n%n0 order=d0\n"), kiln::UserError);
  EXPECT_THROW(KernelSchedule::from_text("autoscheduler Anderson2021 parallelism=2\n"), kiln::UserError);
  EXPECT_THROW(KernelSchedule::from_text("autoscheduler Li2018 beam=4\n"), kiln::UserError);  // a beam is Adams2019's
}

// kiln compile (ahead of time) takes the stored schedule too, for the host:
// the kernel's function is the tuned one, and the log says so.
TEST_F(ScheduleStoreTest, AheadOfTimeLibrariesUseTheStoredSchedule) {
  const ScheduleStore store(dir_);
  const fs::path path = store.write(*kernel_, cpu::host_target(), tuned_entry());
  std::string origin;
  const KernelSchedule chosen = cpu::schedule_for_target(*kernel_, "host", &store, &origin);
  EXPECT_EQ(chosen, tuned_entry().schedule);
  EXPECT_EQ(origin, "tuned (2.00x over default, " + path.string() + ")");
  EXPECT_EQ(cpu::schedule_for_target(*kernel_, "host", nullptr), cpu::default_schedule(*kernel_));
  EXPECT_NE(cpu::kernel_fingerprint_for(*kernel_, chosen, "host"),
            cpu::kernel_fingerprint_for(*kernel_, cpu::default_schedule(*kernel_), "host"));

  const fs::path out = dir_ / "lib";
  const testing::CommandResult r = testing::run_command(std::string(KILN_BINARY) + " compile " + kModel + " -o " +
                                                        out.string() + " --log-compiles --schedules " + dir_.string() + " 2>&1");
  EXPECT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find("kernel=" + kernel_->name), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("schedule=tuned (2.00x over default"), std::string::npos) << r.output;
}

TEST_F(ScheduleStoreTest, ANonsenseFileIsAWarningAndTheDefaultRuleRuns) {
  const ScheduleStore store(dir_);
  const fs::path path = store.write(*kernel_, cpu::host_target(), tuned_entry());
  std::ofstream(path) << "# edited by hand\nkernel x\nkiln-schedule 2\n%n0 order=d0\n%n0 split=d0:zero\n";
  EXPECT_FALSE(store.find(*kernel_, cpu::host_target()).has_value());
  const testing::CommandResult r = testing::run_command(std::string(KILN_BINARY) + " explain " + kModel + " --schedules " + dir_.string() + " 2>&1");
  EXPECT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find(path.string() + ": line 5: a split factor must be a positive integer"), std::string::npos) << r.output;
  EXPECT_EQ(r.output.find("schedule: tuned"), std::string::npos) << r.output;
  // A line naming a node the kernel does not have (it aborted with an internal
  // error before): a warning, and the default rule.
  std::ofstream(path) << "kiln-schedule 2\n%n99 order=d0\n";
  const testing::CommandResult missing = testing::run_command(std::string(KILN_BINARY) + " explain " + kModel + " --schedules " + dir_.string() + " 2>&1");
  EXPECT_EQ(missing.exit_code, 0) << missing.output;
  EXPECT_NE(missing.output.find(path.string() + ": schedule line %n99 names no node of kernel"), std::string::npos) << missing.output;
  // A line that parses and names the kernel's node but does not apply to it
  // (after the fuse, d1 is no longer a loop of its own; it was exit 2 before):
  // a warning naming the file, and the default rule runs.
  std::ofstream(path) << "kernel x\ntuned_ms 1\ndefault_ms 2\nkiln-schedule 2\n%n4 fuse=d1+d0 lanes=d1 parallel=d0\n";
  const testing::CommandResult misfit = testing::run_command(std::string(KILN_BINARY) + " run " + kModel + " --random-inputs --no-cache --output-dir " +
                                             (dir_ / "out").string() + " --schedules " + dir_.string() + " 2>&1");
  EXPECT_EQ(misfit.exit_code, 0) << misfit.output;
  EXPECT_NE(misfit.output.find("does not compile (tuned (2.00x over default, " + path.string()), std::string::npos) << misfit.output;
  EXPECT_NE(misfit.output.find("uses the default rule"), std::string::npos) << misfit.output;
  const testing::CommandResult aot = testing::run_command(std::string(KILN_BINARY) + " compile " + kModel + " -o " + (dir_ / "lib").string() +
                                                          " --schedules " + dir_.string() + " 2>&1");
  EXPECT_EQ(aot.exit_code, 0) << aot.output;
  EXPECT_NE(aot.output.find("does not compile (tuned (2.00x over default, " + path.string()), std::string::npos) << aot.output;
}

}  // namespace
}  // namespace kiln
