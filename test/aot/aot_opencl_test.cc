// OpenCL libraries (`kiln compile --target opencl`, issue 32): test models
// compiled into static libraries whose kernels carry their OpenCL C, linked
// by the driver project as a user's build would, and run here on the OpenCL
// device (PoCL in CI): every output against the reference evaluator, special
// values included. Without a device: the libraries, their link line and one
// clear line from a run.
#include <gtest/gtest.h>

#include <fstream>

#include "aot_test_util.h"
#include "driver/targets.h"
#include "parity/special_values.h"
#include "support/error.h"
#include "support/subprocess.h"

namespace kiln {
namespace {

using namespace aot_test;  // NOLINT: the shared helpers of test/aot

// f64 (cl_khr_fp64 in the kernels that hold it), a slice at an offset no
// sub-buffer may start at, and a reduction.
constexpr const char* kF64Model = R"(
HloModule f64_rows
add {
  a = f64[] parameter(0)
  b = f64[] parameter(1)
  ROOT s = f64[] add(a, b)
}
ENTRY e {
  x = f64[5,7] parameter(0)
  s = f64[5,3] slice(x), slice={[0:5], [2:5]}
  ex = f64[5,3] exponential(s)
  c = f64[] constant(0)
  r = f64[5] reduce(ex, c), dimensions={1}, to_apply=add
  ROOT t = (f64[5], f64[5,3]) tuple(r, ex)
})";

fs::path written_model(const std::string& stem, const std::string& text) {
  const fs::path p = fs::temp_directory_path() / ("kiln_aot_opencl_" + stem + "_" + std::to_string(::getpid()) + ".hlo");
  std::ofstream(p) << text;
  return p;
}

// Every bundled model (GEMMs in f32 and bf16, while and conditional on the
// host around device kernels, transposes, reductions, row-fused softmax and
// layer norm, complex arithmetic, a convolution block, top-k sampling), a
// key-value sort (on the host) and the f64 model.
const std::vector<std::string>& models() {
  static const std::vector<std::string> m = [] {
    std::vector<std::string> names;
    for (const auto& entry : fs::directory_iterator(fs::path(KILN_SOURCE_DIR) / "test/models")) {
      if (entry.path().extension() == ".hlo") names.push_back(entry.path().stem().string());
    }
    std::sort(names.begin(), names.end());
    names.push_back(written_model("sort", kSortModel).string());
    names.push_back(written_model("f64", kF64Model).string());
    return names;
  }();
  return m;
}

std::string library_name(const std::string& model) { return "opencl_" + fs::path(model).stem().string(); }

// The libraries and their drivers, built once for the suite.
class AotOpencl : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    root_ = fs::temp_directory_path() / ("kiln_aot_opencl_" + std::to_string(::getpid()));
    fs::remove_all(root_);
    fs::create_directories(root_);
    std::vector<std::string> names;
    for (const std::string& m : models()) {
      log_ += compile_library(m, root_, library_name(m), "--target opencl");
      names.push_back(library_name(m));
    }
    log_ += build_drivers(root_, names, {}, names);
  }
  static void TearDownTestSuite() {
    fs::remove_all(root_);
    for (const std::string& m : models()) {
      if (m.find('/') != std::string::npos) fs::remove(m);
    }
  }
  static fs::path driver(const std::string& model) { return root_ / "build" / ("drive_" + library_name(model)); }
  static bool have_device(std::string* reason) {
    try {
      parse_target("opencl");
      return true;
    } catch (const UserError& e) {
      *reason = e.what();
      return false;
    }
  }

  static fs::path root_;
  static std::string log_;
};
fs::path AotOpencl::root_;
std::string AotOpencl::log_;

int count(const std::string& text, const std::string& what) {
  int n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

// The OpenCL C is inside each library, nothing of OpenCL, CLBlast, kiln,
// Halide or LLVM on a driver's link line, and the header says what a run
// needs.
void libraries_hold_their_opencl_c_and_link_only_the_c_and_cxx_runtimes(const fs::path& root, const std::string& log) {
  for (const std::string& m : models()) {
    SCOPED_TRACE(m);
    const std::string archive = slurp(root / library_name(m) / ("lib" + library_name(m) + ".a"));
    ASSERT_FALSE(archive.empty()) << log;
    const bool only_gemms = fs::path(m).stem().string().rfind("dot_order", 0) == 0;  // a dot and its transposes: one CLBlast call
    EXPECT_EQ(count(archive, "__kernel void") > 0, !only_gemms);
    const fs::path driver = root / "build" / ("drive_" + library_name(m));
    ASSERT_TRUE(fs::exists(driver)) << log;
    const std::string libraries = shell("ldd " + driver.string()).output;
    for (const char* absent : {"OpenCL", "clblast", "openblas", "dnnl", "Halide", "LLVM", "kiln"}) {
      EXPECT_EQ(libraries.find(absent), std::string::npos) << absent << "\n" << libraries;
    }
  }
  // Only the kernels holding f64 ask for cl_khr_fp64.
  EXPECT_NE(slurp(root / library_name(models().back()) / ("lib" + library_name(models().back()) + ".a")).find("cl_khr_fp64"), std::string::npos);
  EXPECT_EQ(slurp(root / library_name("softmax") / "libopencl_softmax.a").find("cl_khr_fp64 : enable"), std::string::npos);
  EXPECT_NE(slurp(root / library_name("mlp") / "opencl_mlp_model.c").find("kiln_aot_opencl_gemm(&g, KILN_AOT_F32"), std::string::npos);
  const std::string header = slurp(root / library_name("mlp") / "opencl_mlp.h");
  for (const char* p : {"for target opencl", "opencl_mlp_ERROR_DEVICE = 4", "int opencl_mlp_run_device(", "int opencl_mlp_opencl_context(",
                        "libOpenCL.so.1", "CLBlast",
                        "KILN_OPENCL_DEVICE", "Link: libopencl_mlp.a -lstdc++ -lpthread -ldl -lm"}) {
    EXPECT_NE(header.find(p), std::string::npos) << p << "\n" << header;
  }
}

// Where the ICD loader finds no device, a run is one line saying so.
void without_a_device_a_run_says_so(const fs::path& root, const std::string& log) {
  auto module = testing::parse(testing::read_file(model_file("mlp").string()));
  const fs::path io = root / "io_no_device";
  write_inputs(*module->entry(), io, 5);
  const fs::path driver = root / "build" / "drive_opencl_mlp";
  ASSERT_TRUE(fs::exists(driver)) << log;
  const testing::CommandResult run = shell("OCL_ICD_VENDORS=/nonexistent " + driver.string() + " " + io.string());
  EXPECT_EQ(run.exit_code, 4) << run.output;
  EXPECT_EQ(run.output,
            "opencl_mlp: OpenCL: this library: the OpenCL ICD loader finds no platform; install a driver such as pocl-opencl-icd (make deps "
            "does)\n");
}

// The checks that need no device, in one test (each test is a process of its
// own, and each builds the libraries).
TEST_F(AotOpencl, LibrariesHoldTheirOpenclCLinkNoOpenclLibraryAndSayWhyTheyCannotRun) {
  {
    SCOPED_TRACE("libraries and link line");
    libraries_hold_their_opencl_c_and_link_only_the_c_and_cxx_runtimes(root_, log_);
  }
  {
    SCOPED_TRACE("no device");
    without_a_device_a_run_says_so(root_, log_);
  }
}

// Every library on the device: each output within the reference's f32
// tolerance, on seeded inputs with special values mixed in (NaN, ±inf, ±0,
// denormals; INT_MIN, -1, INT_MAX) for all but top-k sampling, whose sampled
// index a NaN logit makes arbitrary.
TEST_F(AotOpencl, LibrariesRunOnTheDeviceAndMatchTheReference) {
  std::string reason;
  if (!have_device(&reason)) GTEST_SKIP() << "[SKIP] no OpenCL device: " << reason;
  for (const std::string& m : models()) {
    for (const bool special : {false, true}) {
      if (special && fs::path(m).stem() == "top_k_sampling") continue;
      constexpr uint64_t kSeed = 29;
      SCOPED_TRACE(m + " (seed " + std::to_string(kSeed) + (special ? ", special values)" : ")"));
      ASSERT_TRUE(fs::exists(driver(m))) << log_;
      auto module = testing::parse(testing::read_file(model_file(m).string()));
      const Graph& entry = *module->entry();
      const fs::path io = root_ / ("io_" + library_name(m) + (special ? "_special" : ""));
      std::vector<Literal> args = write_inputs(entry, io, kSeed);
      if (special) {
        for (size_t i = 0; i < args.size(); ++i) mix_special_values(args[i], kSeed + i);
        write_input_files(entry, io, args);
      }
      const std::vector<Literal> want = evaluate(entry, args);
      // NAME_run with the library's workspace pool; on the plain inputs also
      // with a cl_mem workspace of the caller's, and NAME_run_device on
      // cl_mem buffers made in the library's context.
      // And once with every view a staged copy (a test hook): the path an
      // offset no sub-buffer may start at takes.
      for (const char* mode : special ? std::vector<const char*>{""} : std::vector<const char*>{"", "workspace", "buffers", "staged"}) {
        SCOPED_TRACE(std::string("mode ") + mode);
        for (size_t i = 0; i < want.size(); ++i) fs::remove(io / ("out" + std::to_string(i) + ".bin"));
        const std::string env = std::string(mode) == "staged" ? "KILN_TEST_OPENCL_STAGE_VIEWS=1 " : "KILN_DRIVE_OPENCL=" + std::string(mode) + " ";
        const testing::CommandResult run = shell(env + driver(m).string() + " " + io.string());
        ASSERT_EQ(run.exit_code, 0) << run.output;
        for (size_t i = 0; i < want.size(); ++i) {
          const HostBuffer got = read_output(io, i, entry.outputs()[i].type());
          EXPECT_TRUE(testing::close_to_reference(to_literal(got), want[i], testing::tolerance_for(want[i].dtype(), 1e-4))) << "output " << i;
        }
      }
    }
  }
}

}  // namespace
}  // namespace kiln
