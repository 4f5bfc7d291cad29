// CUDA libraries (`kiln compile --target cuda`, issue 12): test models
// compiled into static libraries whose kernels carry their PTX, linked by the
// driver project as a user's build would. Without a GPU (CI, this machine):
// one PTX `.entry` per device kernel of every distinct kernel, nothing to link
// but the C and C++ runtimes, and a run that fails with one clear message
// naming the driver library. With one: every output against the reference
// evaluator, and bit for bit against `kiln run --target cuda` in process.
#include <gtest/gtest.h>

#include <fstream>
#include <set>

#include "aot_test_util.h"
#include "driver/compile.h"
#include "driver/targets.h"
#include "fusion/kernel_plan.h"
#include "parity/special_values.h"
#include "support/subprocess.h"
#ifdef KILN_HAVE_CUDA
#include "backends/cuda/cuda_backend.h"
#endif

namespace kiln {
namespace {

using namespace aot_test;  // NOLINT: the shared helpers of test/aot

constexpr uint64_t kSeed = 23;
fs::path sort_model_file() {
  static const fs::path path = [] {
    const fs::path p = fs::temp_directory_path() / ("kiln_aot_cuda_sort_" + std::to_string(::getpid()) + ".hlo");
    std::ofstream(p) << kSortModel;
    return p;
  }();
  return path;
}

// GEMMs in f32 and bf16, a while loop and a conditional (host control flow
// around device kernels), a tiled transpose, a row reduction, complex
// arithmetic, ten identical kernels (one function in the library), a sort.
const std::vector<std::string>& models() {
  static const std::vector<std::string> m = {"mlp", "bf16_attention_scores", "while_loop", "control_flow", "transpose_three_consumers",
                                             "softmax", "complex_arithmetic", "repeated_block", sort_model_file().string()};
  return m;
}

std::string library_name(const std::string& model) { return "cuda_" + fs::path(model).stem().string(); }

bool have_gpu() { return testing::cuda_device_available(); }



// The libraries and their drivers, built once per test process (ctest runs
// each test in a process of its own: the checks that need no GPU are one test).
class CudaLibraries {
 public:
  static void build() {
#ifdef KILN_HAVE_CUDA
    root_ = fs::temp_directory_path() / ("kiln_aot_cuda_" + std::to_string(::getpid()));
    fs::remove_all(root_);
    fs::create_directories(root_);
    std::vector<std::string> names;
    for (const std::string& m : models()) {
      log_ += compile_library(m, root_, library_name(m), "--target cuda");
      names.push_back(library_name(m));
    }
    log_ += build_drivers(root_, names, names);
#endif
  }
  static void remove() {
    fs::remove_all(root_);
    fs::remove(sort_model_file());
  }

  static fs::path driver(const std::string& model) { return root_ / "build" / ("drive_" + library_name(model)); }

  static fs::path root_;
  static std::string log_;
};
fs::path CudaLibraries::root_;
std::string CudaLibraries::log_;

class AotCuda : public ::testing::Test, public CudaLibraries {
 protected:
  static void SetUpTestSuite() { build(); }
  static void TearDownTestSuite() { remove(); }
  void SetUp() override {
    if (!cuda_backend_built()) GTEST_SKIP() << "[SKIP] this kiln was built without the CUDA backend";
  }
};

// The same libraries run on a GPU: built only where there is one.
class AotCudaOnTheGpu : public ::testing::Test, public CudaLibraries {
 protected:
  static void SetUpTestSuite() {
    if (have_gpu()) build();
  }
  static void TearDownTestSuite() { remove(); }
  void SetUp() override {
    if (!cuda_backend_built()) GTEST_SKIP() << "[SKIP] this kiln was built without the CUDA backend";
    if (!have_gpu()) GTEST_SKIP() << "[SKIP] no CUDA device (no libcuda.so.1)";
  }
};

#ifdef KILN_HAVE_CUDA
// The device kernels the library must hold: for every distinct kernel (one
// fingerprint) of the model's graphs, loop bodies and branches included, the
// `.entry` count of its PTX under the schedule the library compiles it with.
int expected_entries(const std::string& model) {
  auto m = testing::parse(testing::read_file(model_file(model).string()));
  default_pipeline(EntryLayouts::AsDeclared, parse_target("cuda").native_gemms).run(*m);
  const cuda::CudaTarget target = cuda::parse_cuda_target("cuda");
  std::set<uint64_t> seen;
  int entries = 0;
  std::vector<const Graph*> graphs = {m->entry()};
  while (!graphs.empty()) {
    const Graph* g = graphs.back();
    graphs.pop_back();
    for (const Kernel& k : plan_kernels(*g).kernels) {
      if (k.is_alias()) continue;
      if (k.is_library_step()) {
        if (k.nodes.back()->op() == OpCode::Sort) continue;  // its comparator runs on the host: no PTX
        for (const Graph* called : k.nodes.back()->called()) graphs.push_back(called);
        continue;
      }
      const KernelSchedule schedule = cuda::schedule_for(k, nullptr, target);
      if (seen.insert(cuda::kernel_fingerprint_for(k, schedule, target)).second) entries += cuda::kernel_ptx(k, schedule, target).device_kernels;
    }
  }
  return entries;
}
#endif

int count(const std::string& text, const std::string& what) {
  int n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

void libraries_hold_one_ptx_entry_per_device_kernel(const fs::path& root_, const std::string& log_) {
#ifdef KILN_HAVE_CUDA
  for (const std::string& m : models()) {
    SCOPED_TRACE(m);
    const std::string archive = slurp(root_ / library_name(m) / ("lib" + library_name(m) + ".a"));
    ASSERT_FALSE(archive.empty()) << log_;
    EXPECT_EQ(count(archive, ".visible .entry "), expected_entries(m));
    EXPECT_NE(archive.find(".target sm_86"), std::string::npos);
  }
  // Identical kernels are one function: repeated_block's ten kernels, one PTX entry.
  EXPECT_EQ(count(slurp(root_ / library_name("repeated_block") / "cuda_repeated_block_model.c"), "extern int "), 1);
#endif
}

// No OpenBLAS, oneDNN, driver or cuBLAS on the link line (the driver and
// cuBLAS are opened at run time), no kiln, Halide or LLVM.
void drivers_link_only_the_c_and_cxx_runtimes(const fs::path& root_, const std::string& log_) {
  for (const std::string& m : models()) {
    SCOPED_TRACE(m);
    ASSERT_TRUE(fs::exists(CudaLibraries::driver(m))) << log_;
    const std::string libraries = shell("ldd " + CudaLibraries::driver(m).string()).output;
    // Kernels and Halide runtime for any x86-64: the library runs on the GPU
    // machine, not here. (kiln's own runtime dispatches at run time.)
    const fs::path members = root_ / ("members_" + m);
    fs::create_directories(members);
    const std::string code = shell("cd " + members.string() + " && ar x " + (root_ / library_name(m) / ("lib" + library_name(m) + ".a")).string() +
                                   " && objdump -d " + library_name(m) + "_*.o").output;
    EXPECT_NE(code.find("file format"), std::string::npos) << code.substr(0, 2000);
    EXPECT_EQ(code.find("%zmm"), std::string::npos) << "AVX-512 in the library";
    EXPECT_EQ(code.find("%ymm"), std::string::npos) << "AVX in the library";
    for (const char* absent : {"openblas", "dnnl", "cuda", "cublas", "Halide", "LLVM", "kiln"}) {
      EXPECT_EQ(libraries.find(absent), std::string::npos) << absent << "\n" << libraries;
    }
    const std::string pc = slurp(root_ / library_name(m) / (library_name(m) + ".pc"));
    EXPECT_NE(pc.find("-l" + library_name(m) + " -lstdc++ -lpthread -ldl -lm\n"), std::string::npos) << pc;
  }
  const std::string model_c = slurp(root_ / library_name("mlp") / "cuda_mlp_model.c");
  EXPECT_NE(model_c.find("kiln_aot_cuda_gemm(&g, KILN_AOT_F32"), std::string::npos);
  EXPECT_NE(slurp(root_ / library_name("bf16_attention_scores") / "cuda_bf16_attention_scores_model.c").find("KILN_AOT_BF16"),
            std::string::npos);
}

void header_documents_device_memory_and_its_errors(const fs::path& root_, const std::string& log_) {
  const std::string header = slurp(root_ / library_name("mlp") / "cuda_mlp.h");
  for (const char* p : {"for target cuda-sm86", "cuda_mlp_ERROR_DEVICE = 4", "int cuda_mlp_run_device(", "libcuda.so.1", "cuBLAS",
                        "%x: f32[4,16]{1,0}", "Link: libcuda_mlp.a -lstdc++ -lpthread -ldl -lm"}) {
    EXPECT_NE(header.find(p), std::string::npos) << p << "\n" << header;
  }
  ASSERT_TRUE(fs::exists(CudaLibraries::driver("mlp"))) << log_;
  EXPECT_EQ(shell(CudaLibraries::driver("mlp").string() + " --null").output,
            "1 cuda_mlp: a null inputs or outputs pointer, or a null buffer that is not empty\n");
}

// Where there is no driver (CI), a run is one line naming what was looked for.
void without_a_driver_a_run_says_so(const fs::path& root_, const std::string& log_) {
  for (const std::string m : {"mlp", "while_loop"}) {
    SCOPED_TRACE(m);
    const fs::path driver = CudaLibraries::driver(m);
    ASSERT_TRUE(fs::exists(driver)) << log_;
    auto module = testing::parse(testing::read_file(model_file(m).string()));
    const fs::path io = root_ / ("io_" + m);
    write_inputs(*module->entry(), io, kSeed);
    const testing::CommandResult run = shell(driver.string() + " " + io.string());
    EXPECT_EQ(run.exit_code, 4) << run.output;
    EXPECT_EQ(run.output, library_name(m) +
                              ": CUDA: this library needs the NVIDIA driver library libcuda.so.1, which could not be loaded "
                              "(libcuda.so.1: cannot open shared object file: No such file or directory): no CUDA device here\n");
  }
}

TEST_F(AotCuda, LibrariesHoldTheirPtxLinkNoGpuLibraryAndSayWhyTheyCannotRun) {
  {
    SCOPED_TRACE("PTX entries");
    libraries_hold_one_ptx_entry_per_device_kernel(root_, log_);
  }
  {
    SCOPED_TRACE("link line");
    drivers_link_only_the_c_and_cxx_runtimes(root_, log_);
  }
  {
    SCOPED_TRACE("header");
    header_documents_device_memory_and_its_errors(root_, log_);
  }
  if (!testing::cuda_driver_library_present()) {
    SCOPED_TRACE("no driver");
    without_a_driver_a_run_says_so(root_, log_);
  }
}

TEST_F(AotCudaOnTheGpu, LibrariesMatchTheReferenceAndTheInProcessPath) {
  for (const std::string& m : models()) {
    SCOPED_TRACE(m + " (seed " + std::to_string(kSeed) + ")");
    ASSERT_TRUE(fs::exists(driver(m))) << log_;
    auto module = testing::parse(testing::read_file(model_file(m).string()));
    const Graph& entry = *module->entry();
    const fs::path io = root_ / ("io_" + m);
    const std::vector<Literal> args = write_inputs(entry, io, kSeed);
    const std::vector<Literal> want = evaluate(entry, args);
    const testing::CommandResult run = shell(driver(m).string() + " " + io.string());
    ASSERT_EQ(run.exit_code, 0) << run.output;
    CompileOptions options;
    options.target = parse_target("cuda");
    options.entry_layouts = EntryLayouts::AsDeclared;
    auto compiled = testing::parse(testing::read_file(model_file(m).string()));
    std::vector<HostBuffer> inputs;
    for (size_t i = 0; i < args.size(); ++i) inputs.push_back(to_host_buffer(args[i], entry.parameters()[i]->type()));
    const std::vector<HostBuffer> in_process = compile_module(*compiled, options)->run(inputs);
    for (size_t i = 0; i < want.size(); ++i) {
      const HostBuffer got = read_output(io, i, entry.outputs()[i].type());
      EXPECT_TRUE(testing::close_to_reference(to_literal(got), want[i], testing::tolerance_for(want[i].dtype(), 1e-4))) << "output " << i;
      EXPECT_EQ(std::memcmp(got.bytes(), in_process[i].bytes(), got.byte_size()), 0) << "output " << i << " differs from kiln run --target cuda";
    }
  }
}

// A model whose device side is only copies: a key-value sort (on the host,
// its comparator a CPU kernel), a conditional whose branches pass their
// operand through (a pred read back, device-to-device copies) and a
// parameter returned as it is.
const std::string kHostStepsModel = kByKey + std::string(R"(
first {
  a = f32[6,20] parameter(0)
  ROOT b = f32[6,20] reshape(a)
}
second {
  a = f32[6,20] parameter(0)
  ROOT b = f32[6,20] reshape(a)
}
ENTRY e {
  k = f32[6,20] parameter(0)
  v = s32[6,20] parameter(1)
  p = pred[] parameter(2)
  rows = (f32[6,20], s32[6,20]) sort(k, v), dimensions={1}, to_apply=by_key
  r0 = f32[6,20] get-tuple-element(rows), index=0
  r1 = s32[6,20] get-tuple-element(rows), index=1
  c = f32[6,20] conditional(p, k, r0), true_computation=first, false_computation=second
  ROOT t = (f32[6,20], s32[6,20], f32[6,20], s32[6,20]) tuple(r0, r1, c, v)
})");

// A CUDA library's host side runs here on a driver made of host memory
// (test/aot/fake_cuda/fake_libcuda.c; it loads no kernels): inputs staged in
// the workspace and outputs copied back (the library's workspace or the
// caller's), or device buffers (NAME_run_device), the sort's staging and comparator,
// the pred read back for the branch, the context pushed and popped (the fake
// complains at exit otherwise); every output exactly the reference's, for
// both branches, with special values among the keys and values.
TEST(AotCudaOnAFakeDriver, CopiesSortAndBranchesComputeWhatTheReferenceDoes) {
  if (!cuda_backend_built()) GTEST_SKIP() << "[SKIP] this kiln was built without the CUDA backend";
  const fs::path root = fs::temp_directory_path() / ("kiln_aot_fake_driver_" + std::to_string(::getpid()));
  fs::remove_all(root);
  fs::create_directories(root / "fake");
  const fs::path model = root / "host_steps.hlo";
  std::ofstream(model) << kHostStepsModel;
  std::string log = compile_library(model.string(), root, "host_steps", "--target cuda");
  log += build_drivers(root, {"host_steps"}, {"host_steps"});
  log += logged(shell(tool_from_environment("KILN_CC", "cc") + " -shared -fPIC -O1 -o " + (root / "fake" / "libcuda.so.1").string() + " " +
                      std::string(KILN_SOURCE_DIR) + "/test/aot/fake_cuda/fake_libcuda.c"));
  const fs::path driver = root / "build" / "drive_host_steps";
  ASSERT_TRUE(fs::exists(driver)) << log;
  ASSERT_TRUE(fs::exists(root / "fake" / "libcuda.so.1")) << log;
  auto m = testing::parse(kHostStepsModel);
  const Graph& entry = *m->entry();
  std::set<bool> branches;
  for (uint64_t seed = 1; seed <= 12 && branches.size() < 2; ++seed) {
    SCOPED_TRACE("seed " + std::to_string(seed));
    const fs::path io = root / ("io_" + std::to_string(seed));
    std::vector<Literal> args = write_inputs(entry, io, seed);
    const bool pred = args[2].get_bits(0) != 0;
    if (branches.count(pred)) continue;
    branches.insert(pred);
    // Keys and values with NaN, ±inf, ±0 and denormals; INT_MIN, -1 and INT_MAX.
    mix_special_values(args[0], seed);
    mix_special_values(args[1], seed + 1);
    write_input_files(entry, io, args);
    const std::vector<Literal> want = evaluate(entry, args);
    // NAME_run with the library's workspace pool, with one of the caller's,
    // and NAME_run_device on (fake) device buffers.
    for (const char* mode : {"", "workspace", "buffers"}) {
      SCOPED_TRACE(std::string("KILN_DRIVE_FAKE_DEVICE=") + mode);
      for (size_t i = 0; i < want.size(); ++i) fs::remove(io / ("out" + std::to_string(i) + ".bin"));
      const testing::CommandResult run = shell("KILN_DRIVE_FAKE_DEVICE=" + std::string(mode) + " LD_LIBRARY_PATH=" + (root / "fake").string() +
                                               " " + driver.string() + " " + io.string());
      ASSERT_EQ(run.exit_code, 0) << run.output;
      EXPECT_EQ(run.output, "");  // the fake driver's complaints, if any
      for (size_t i = 0; i < want.size(); ++i) {
        EXPECT_TRUE(testing::close_to_reference(to_literal(read_output(io, i, entry.outputs()[i].type())), want[i], 0)) << "output " << i;
      }
    }
  }
  EXPECT_EQ(branches.size(), 2u);
  fs::remove_all(root);
}

TEST(AotCudaCli, AnUnknownCapabilityIsAClearError) {
  const fs::path dir = fs::temp_directory_path() / ("kiln_aot_cuda_cli_" + std::to_string(::getpid()));
  const testing::CommandResult capability =
      shell(std::string(KILN_BINARY) + " compile " + model_file("mlp").string() + " --target cuda-sm99 -o " + (dir / "out").string());
  EXPECT_EQ(capability.exit_code, 2) << capability.output;
  EXPECT_NE(capability.output.find(cuda_backend_built() ? "unknown CUDA target 'cuda-sm99'" : "built without the CUDA backend"), std::string::npos)
      << capability.output;
  fs::remove_all(dir);
}

}  // namespace
}  // namespace kiln
