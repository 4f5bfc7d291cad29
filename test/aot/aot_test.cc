// Ahead-of-time libraries (issue #7): several test models compiled with
// `kiln compile`, linked into drivers by a separate CMake project that knows
// nothing of kiln or Halide, run, and compared with the in-process compiled
// path (bit-exact: the same kernels for the same target and schedule) and the
// reference evaluator.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>

#include "backends/cpu/cpu_backend.h"
#include "driver/compile.h"
#include "reference/evaluator.h"
#include "runtime/host_buffer.h"
#include "aot_test_util.h"
#include "test_util.h"

namespace kiln {
namespace {

namespace fs = std::filesystem;

constexpr uint64_t kSeed = 11;
const std::vector<std::string> kModels = {"mlp", "layernorm", "softmax", "transpose_three_consumers", "gelu_backward",
                                          "channels_last_scale_bias_relu", "repeated_block", "mobilenet_block",
                                          "bf16_attention_scores", "top_k_sampling"};
// Compiled for an explicit Halide target string (AVX2 without AVX-512): not the
// in-process target, so compared with the reference only.
constexpr const char* kExplicitTarget = "x86-64-linux-avx-avx2-f16c-fma-sse41";
const std::vector<std::string> kExplicitTargetModels = {"gelu_backward", "layernorm"};

using namespace aot_test;  // NOLINT: the shared helpers of test/aot

std::vector<Literal> write_inputs(const Graph& entry, const fs::path& io) { return aot_test::write_inputs(entry, io, kSeed); }

// One test process does all the work (compiling the models and building the
// drivers takes seconds; ctest runs each test in a process of its own), in
// three checks below.
class Aot : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    root_ = fs::temp_directory_path() / ("kiln_aot_" + std::to_string(::getpid()));
    fs::remove_all(root_);
    fs::create_directories(root_);
    std::vector<std::string> models = kModels;
    for (const std::string& m : kModels) log_ += compile_library(m, root_, m);
    for (const std::string& m : kExplicitTargetModels) {
      log_ += compile_library(m, root_, m + "_avx2", std::string("--target ") + kExplicitTarget);
      models.push_back(m + "_avx2");
    }
    log_ += build_drivers(root_, models);
  }
  static void TearDownTestSuite() { fs::remove_all(root_); }

  static fs::path root_;
  static std::string log_;
};
fs::path Aot::root_;
std::string Aot::log_;

void every_model_matches_the_in_process_path_bit_for_bit_and_the_reference(const fs::path& root_, const std::string& log_) {
  for (const std::string& name : kModels) {
    SCOPED_TRACE(name + " (seed " + std::to_string(kSeed) + ")");
    const fs::path driver = root_ / "build" / ("drive_" + name);
    ASSERT_TRUE(fs::exists(driver)) << log_;
    auto module = testing::parse(testing::read_file(model_file(name).string()));
    const Graph& entry = *module->entry();
    const fs::path io = root_ / ("io_" + name);
    const std::vector<Literal> args = write_inputs(entry, io);
    const std::vector<Literal> want = evaluate(entry, args);
    CompileOptions options;
    options.entry_layouts = EntryLayouts::AsDeclared;  // what the library's ABI exposes
    auto compiled_module = testing::parse(testing::read_file(model_file(name).string()));
    const auto executable = compile_module_for_cpu(*compiled_module, options);
    std::vector<HostBuffer> inputs;
    for (size_t i = 0; i < args.size(); ++i) inputs.push_back(to_host_buffer(args[i], entry.parameters()[i]->type()));
    const std::vector<HostBuffer> in_process = executable->run(inputs);
    const testing::CommandResult run = shell(driver.string() + " " + io.string());
    ASSERT_EQ(run.exit_code, 0) << run.output;
    ASSERT_EQ(run.output, "");
    ASSERT_EQ(in_process.size(), want.size());
    for (size_t i = 0; i < in_process.size(); ++i) {
      const std::string aot = slurp(io / ("out" + std::to_string(i) + ".bin"));
      const std::string jit(reinterpret_cast<const char*>(in_process[i].bytes()), in_process[i].type.byte_size());
      EXPECT_TRUE(aot == jit) << "output " << i << " differs from the in-process path";
      HostBuffer from_library(in_process[i].type);
      std::memcpy(from_library.bytes(), aot.data(), std::min(aot.size(), jit.size()));
      EXPECT_TRUE(testing::close_to_reference(to_literal(from_library), want[i], testing::tolerance_for(want[i].dtype(), 1e-4)))
          << "output " << i;
    }
  }
}

void drivers_link_neither_kiln_nor_halide_nor_llvm(const fs::path& root_, const std::string& log_) {
  for (const std::string& name : kModels) {
    const fs::path driver = root_ / "build" / ("drive_" + name);
    ASSERT_TRUE(fs::exists(driver)) << log_;
    const std::string libraries = shell("ldd " + driver.string()).output;
    EXPECT_EQ(libraries.find("Halide"), std::string::npos) << libraries;
    EXPECT_EQ(libraries.find("LLVM"), std::string::npos) << libraries;
    EXPECT_EQ(libraries.find("kiln"), std::string::npos) << libraries;
    const std::string undefined = shell("nm -u " + driver.string()).output;
    EXPECT_EQ(undefined.find("llvm"), std::string::npos) << undefined;
  }
  const std::string commands = slurp(root_ / "build" / "compile_commands.json");
  ASSERT_FALSE(commands.empty());
  EXPECT_EQ(commands.find("halide"), std::string::npos) << commands;
  EXPECT_EQ(commands.find(std::string(KILN_SOURCE_DIR) + "/src"), std::string::npos) << commands;
}

void header_documents_every_parameter_and_errors_have_messages(const fs::path& root_) {
  const std::string header = slurp(root_ / "mlp" / "mlp.h");
  for (const char* p : {"%x: f32[4,16]{1,0}", "%w1: f32[16,32]{1,0}", "%b2: f32[8]{0}", "const float* x;", "float* out0;",
                        "size_t mlp_workspace_size(void);", "const char* mlp_error_message(int code);"}) {
    EXPECT_NE(header.find(p), std::string::npos) << p << "\n" << header;
  }
  const std::string null_arguments = shell((root_ / "build" / "drive_mlp").string() + " --null").output;
  EXPECT_EQ(null_arguments, "1 mlp: a null inputs or outputs pointer, or a null buffer that is not empty\n");
}

// GEMMs go where they go in process: f32 through oneDNN's sgemm, bf16
// through oneDNN's matmul where it multiplies bf16 natively (else widened to
// f32), and the link line names only the libraries the model calls.
void gemms_use_the_in_process_libraries(const fs::path& root_) {
  const std::string f32_model = slurp(root_ / "mlp" / "mlp_model.c"), f32_pc = slurp(root_ / "mlp" / "mlp.pc");
  EXPECT_NE(f32_model.find("kiln_aot_sgemm(&g"), std::string::npos);
  EXPECT_NE(f32_pc.find("-lopenblas -ldnnl -lgomp -lstdc++"), std::string::npos) << f32_pc;
  const std::string bf16_model = slurp(root_ / "bf16_attention_scores" / "bf16_attention_scores_model.c");
  const std::string bf16_pc = slurp(root_ / "bf16_attention_scores" / "bf16_attention_scores.pc");
  const bool native = cpu::gemm_is_native(DType::BF16);
  EXPECT_NE(bf16_model.find(native ? "kiln_aot_bf16_gemm(&matmul" : "kiln_aot_sgemm(&g"), std::string::npos);
  EXPECT_EQ(bf16_model.find(native ? "kiln_aot_sgemm(&g" : "kiln_aot_bf16_gemm(&matmul"), std::string::npos);
  EXPECT_NE(bf16_pc.find("-lopenblas -ldnnl -lgomp -lstdc++"), std::string::npos) << bf16_pc;
  const std::string no_gemm_pc = slurp(root_ / "softmax" / "softmax.pc");
  EXPECT_EQ(no_gemm_pc.find("-lopenblas"), std::string::npos) << no_gemm_pc;
  EXPECT_EQ(no_gemm_pc.find("-ldnnl"), std::string::npos) << no_gemm_pc;
}

// The library's thread count ($KILN_DRIVE_THREADS -> NAME_set_num_threads)
// changes who computes which part of a parallel loop, never the bits. (These
// models' GEMMs are too small to be cut; onednn_bf16_gemm_test checks that cut
// GEMMs keep their bits too.)
void thread_counts_give_the_same_bits(const fs::path& root_, const std::string& log_) {
  for (const std::string name : {"mobilenet_block", "bf16_attention_scores", "mlp"}) {
    SCOPED_TRACE(name);
    const fs::path driver = root_ / "build" / ("drive_" + name);
    ASSERT_TRUE(fs::exists(driver)) << log_;
    const fs::path io = root_ / ("io_" + name);
    const std::string two_threads = slurp(io / "out0.bin");
    ASSERT_FALSE(two_threads.empty());
    for (const char* threads : {"1", "3"}) {
      const testing::CommandResult run = shell("KILN_DRIVE_THREADS=" + std::string(threads) + " " + driver.string() + " " + io.string());
      ASSERT_EQ(run.exit_code, 0) << run.output;
      EXPECT_TRUE(slurp(io / "out0.bin") == two_threads) << threads << " threads";
    }
  }
}

// kiln's runtime inside a library names every symbol with its ABI version
// (aot_runtime.h): nothing in namespace kiln, nothing unversioned.
void runtime_symbols_carry_their_version(const fs::path& root_) {
  const std::string symbols = shell("nm -C " + (root_ / "mlp" / "libmlp.a").string()).output;
  EXPECT_EQ(symbols.find(" kiln::"), std::string::npos);
  EXPECT_NE(symbols.find("T kiln_aot_start_"), std::string::npos);
  EXPECT_NE(symbols.find("::ThreadPool::shared()"), std::string::npos);  // there, in its versioned namespace
  EXPECT_EQ(symbols.find("T kiln_aot_start\n"), std::string::npos);
}

// Two libraries linked into one program (test/aot/driver/two_models.c) share
// a Halide runtime and the pool, and each computes what it computes alone.
void two_libraries_in_one_program(const fs::path& root_, const std::string& log_) {
  const fs::path driver = root_ / "build" / "drive_two";
  ASSERT_TRUE(fs::exists(driver)) << log_;
  const fs::path mlp = root_ / "io_mlp", bf16 = root_ / "io_bf16_attention_scores";
  const std::string mlp_alone = slurp(mlp / "out0.bin"), bf16_alone = slurp(bf16 / "out0.bin");
  ASSERT_FALSE(mlp_alone.empty());
  ASSERT_FALSE(bf16_alone.empty());
  fs::remove(mlp / "out0.bin");
  fs::remove(bf16 / "out0.bin");
  const testing::CommandResult run = shell(driver.string() + " " + mlp.string() + " " + bf16.string());
  ASSERT_EQ(run.exit_code, 0) << run.output;
  EXPECT_TRUE(slurp(mlp / "out0.bin") == mlp_alone);
  EXPECT_TRUE(slurp(bf16 / "out0.bin") == bf16_alone);
}

void explicit_target_libraries_match_the_reference(const fs::path& root_, const std::string& log_) {
  for (const std::string& name : kExplicitTargetModels) {
    SCOPED_TRACE(name + " for " + kExplicitTarget);
    const fs::path driver = root_ / "build" / ("drive_" + name + "_avx2");
    ASSERT_TRUE(fs::exists(driver)) << log_;
    const auto module = testing::parse(testing::read_file(model_file(name).string()));
    const Graph& entry = *module->entry();
    const fs::path io = root_ / ("io_avx2_" + name);
    const std::vector<Literal> args = write_inputs(entry, io);
    const std::vector<Literal> want = evaluate(entry, args);
    const testing::CommandResult run = shell(driver.string() + " " + io.string());
    ASSERT_EQ(run.exit_code, 0) << run.output;
    ASSERT_EQ(run.output, "");
    for (size_t i = 0; i < want.size(); ++i) {
      const HostBuffer got = read_output(io, i, entry.outputs()[i].type());
      EXPECT_TRUE(testing::close_to_reference(to_literal(got), want[i], testing::tolerance_for(want[i].dtype(), 1e-4))) << "output " << i;
    }
  }
  EXPECT_NE(slurp(root_ / "gelu_backward_avx2" / "gelu_backward_avx2.h").find(kExplicitTarget), std::string::npos);
}

TEST_F(Aot, ModelsLinkWithoutKilnAndMatchTheInProcessPathAndTheReference) {
  {
    SCOPED_TRACE("an explicit target string");
    explicit_target_libraries_match_the_reference(root_, log_);
  }
  {
    SCOPED_TRACE("bit-exact against the in-process path, close to the reference");
    every_model_matches_the_in_process_path_bit_for_bit_and_the_reference(root_, log_);
  }
  {
    SCOPED_TRACE("link line and include paths");
    drivers_link_neither_kiln_nor_halide_nor_llvm(root_, log_);
  }
  {
    SCOPED_TRACE("header");
    header_documents_every_parameter_and_errors_have_messages(root_);
  }
  {
    SCOPED_TRACE("GEMM libraries");
    gemms_use_the_in_process_libraries(root_);
  }
  {
    SCOPED_TRACE("thread counts");
    thread_counts_give_the_same_bits(root_, log_);
  }
  {
    SCOPED_TRACE("two libraries in one program");
    two_libraries_in_one_program(root_, log_);
  }
  {
    SCOPED_TRACE("versioned runtime symbols");
    runtime_symbols_carry_their_version(root_);
  }
}

TEST(AotCli, BadTargetsAreClearErrors) {
  const fs::path out = fs::temp_directory_path() / ("kiln_aot_cli_" + std::to_string(::getpid()));
  const testing::CommandResult target =
      shell(std::string(KILN_BINARY) + " compile " + model_file("mlp").string() + " -o " + out.string() + " --target x86-64-linux-avx9");
  EXPECT_NE(target.output.find("unknown target"), std::string::npos) << target.output;
  EXPECT_EQ(target.exit_code, 2) << target.output;
  fs::remove_all(out);
}

// `kiln compile` keeps its kernel objects and the Halide runtime in the
// compile cache (aot/object_cache.h): the same library again compiles
// nothing and is the same archive member for member; another library name compiles
// its kernels (their functions carry the name); --no-cache compiles all; a
// damaged entry is compiled again with a warning.
TEST(AotCache, ASecondCompileTakesItsObjectsFromTheCache) {
  const fs::path root = fs::temp_directory_path() / ("kiln_aot_cache_" + std::to_string(::getpid()));
  fs::remove_all(root);
  const fs::path cache = root / "cache";
  const auto compile = [&](const std::string& name, const std::string& out, const std::string& extra) {
    const testing::CommandResult r = shell(std::string(KILN_BINARY) + " compile " + model_file("mobilenet_block").string() + " --name " + name +
                                           " -o " + (root / out).string() + " --cache-dir " + cache.string() + " --log-compiles " + extra);
    EXPECT_EQ(r.exit_code, 0) << r.output;
    return r.output;
  };
  const auto count = [](const std::string& text, const std::string& what) {
    int n = 0;
    for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
  };
  const auto entries = [&](const std::string& prefix) {
    int n = 0;
    for (const auto& e : fs::directory_iterator(cache)) n += e.path().filename().string().rfind(prefix, 0) == 0;
    return n;
  };
  const std::string first = compile("blk", "a", "");
  const int kernels = count(first, "compile kernel=");
  ASSERT_GT(kernels, 2) << first;
  EXPECT_EQ(count(first, "cache-hit source=disk kernel="), 0) << first;
  EXPECT_EQ(entries("kernel-aot-"), kernels);
  EXPECT_EQ(entries("runtime-aot-"), 1);
  // One of this library's own entries, damaged below: every kernel entry is
  // this library's now; the renamed library's join them later, in no order.
  fs::path own_entry;
  for (const auto& e : fs::directory_iterator(cache)) {
    if (e.path().filename().string().rfind("kernel-aot-", 0) == 0) own_entry = e.path();
  }
  ASSERT_FALSE(own_entry.empty());

  const std::string second = compile("blk", "b", "");
  EXPECT_EQ(count(second, "cache-hit source=disk kernel="), kernels) << second;
  EXPECT_EQ(count(second, "compile kernel="), 0) << second;
  // Every member is the same bytes: the library is reproducible.
  fs::create_directories(root / "xa");
  fs::create_directories(root / "xb");
  ASSERT_EQ(shell("cd " + (root / "xa").string() + " && ar x " + (root / "a" / "libblk.a").string()).exit_code, 0);
  ASSERT_EQ(shell("cd " + (root / "xb").string() + " && ar x " + (root / "b" / "libblk.a").string()).exit_code, 0);
  int compared = 0;
  for (const auto& e : fs::directory_iterator(root / "xa")) {
    const std::string member = e.path().filename().string();
    SCOPED_TRACE(member);
    EXPECT_EQ(slurp(e.path()), slurp(root / "xb" / member));
    ++compared;
  }
  EXPECT_GT(compared, kernels + 1);  // the kernels, the runtime and the generated C at least

  const std::string renamed = compile("blk2", "c", "");
  EXPECT_EQ(count(renamed, "compile kernel="), kernels) << renamed;
  EXPECT_EQ(entries("runtime-aot-"), 1);  // one runtime for the target, whatever the name

  const std::string uncached = compile("blk", "d", "--no-cache");
  EXPECT_EQ(count(uncached, "compile kernel="), kernels) << uncached;

  fs::resize_file(own_entry, fs::file_size(own_entry) / 2);
  const std::string damaged = compile("blk", "e", "");
  EXPECT_EQ(count(damaged, "compile kernel="), 1) << damaged;
  EXPECT_EQ(count(damaged, "cache-hit source=disk kernel="), kernels - 1) << damaged;
  EXPECT_NE(damaged.find("damaged"), std::string::npos) << damaged;
  fs::remove_all(root);
}

// The demo's output for `target` (its matrix; the workspace line differs).
std::string demo_output(const std::string& target) {
  const fs::path build = fs::temp_directory_path() / ("kiln_aot_demo_" + target + "_" + std::to_string(::getpid()));
  const testing::CommandResult configure = shell("cmake -S " + std::string(KILN_SOURCE_DIR) + "/apps/examples/aot_demo -B " +
                                                build.string() + " -DKILN=" + KILN_BINARY + " -DKILN_TARGET=" + target);
  EXPECT_EQ(configure.exit_code, 0) << configure.output;
  const testing::CommandResult compile = shell("cmake --build " + build.string());
  EXPECT_EQ(compile.exit_code, 0) << compile.output;
  const std::string run = shell((build / "aot_demo").string()).output;
  fs::remove_all(build);
  const size_t matrix = run.find("\n");
  EXPECT_NE(run.find("f32[4,8]"), std::string::npos) << run;
  EXPECT_EQ(run.find("nan"), std::string::npos) << run;
  return matrix == std::string::npos ? run : run.substr(matrix + 1);
}

TEST(AotDemo, TheExampleProjectBuildsAndRuns) {
  const std::string host = demo_output("host");
  EXPECT_EQ(std::count(host.begin(), host.end(), '\n'), 4) << host;
}

// The same program on an OpenCL library prints the same matrix (to the 4
// decimals it prints).
TEST(AotDemo, TheExampleRunsOnAnOpenclLibrary) {
  if (testing::run_command("clinfo -l 2>/dev/null | grep -q Device").exit_code != 0) GTEST_SKIP() << "[SKIP] no OpenCL device (clinfo -l)";
  EXPECT_EQ(demo_output("opencl"), demo_output("host"));
}

}  // namespace
}  // namespace kiln
