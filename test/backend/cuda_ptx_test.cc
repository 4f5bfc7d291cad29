// The CUDA target without a GPU: every kernel of every bundled model and every
// corpus module compiles to PTX with one `.entry` per device kernel its GPU
// schedule launches. Running that PTX needs a device (test/gpu/run_on_gpu.sh).
#include <gtest/gtest.h>

#include <filesystem>

#include "driver/targets.h"
#include "fusion/kernel_plan.h"
#include "importer/import.h"
#include "passes/pipeline.h"
#include "schedule/gpu_rules.h"
#include "support/error.h"
#include "support/temporary_directory.h"
#include "test_util.h"
#ifdef KILN_HAVE_CUDA
#include "backends/cuda/cuda_backend.h"
#endif

namespace kiln {
namespace {

int count(const std::string& text, const std::string& word) {
  int n = 0;
  for (size_t at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) ++n;
  return n;
}

class CudaPtx : public ::testing::TestWithParam<std::string> {};

TEST_P(CudaPtx, EveryKernelHasOneEntryPerDeviceKernel) {
#ifndef KILN_HAVE_CUDA
  GTEST_SKIP() << "this kiln was built without the CUDA backend";
#else
  ImportOptions io;
  io.warn = [](const std::string&) {};
  auto m = import_hlo_file(GetParam(), io);
  default_pipeline(EntryLayouts::Auto).run(*m, PipelineOptions{});
  const KernelPlan plan = plan_kernels(*m->entry());
  const cuda::CudaTarget target = cuda::parse_cuda_target("cuda");
  int device_kernels = 0;
  for (const Kernel& k : plan.kernels) {
    if (k.is_library_step() || k.is_alias()) continue;
    const cuda::KernelPtx ptx = cuda::kernel_ptx(k, default_gpu_schedule(k), target);
    EXPECT_GE(ptx.device_kernels, 1) << k.name;
    EXPECT_EQ(count(ptx.ptx, ".entry "), ptx.device_kernels) << k.name << "\n" << default_gpu_schedule(k).to_text();
    EXPECT_NE(ptx.ptx.find(".target sm_86"), std::string::npos) << k.name;
    device_kernels += ptx.device_kernels;
  }
  RecordProperty("device_kernels", device_kernels);
#endif
}

// One schedule language: the CPU's row-fused softmax schedule (row max, row
// exponentials and row sum computed inside the loop over rows, at=) lowers
// for the GPU too, the per-row stages inside the outputs' blocks: one device
// kernel, no launch per reduction.
TEST(CudaPtxSchedules, RowFusedCpuScheduleLowersToOneDeviceKernel) {
#ifndef KILN_HAVE_CUDA
  GTEST_SKIP() << "this kiln was built without the CUDA backend";
#else
  auto m = import_hlo_file(KILN_SOURCE_DIR "/test/models/softmax.hlo", ImportOptions{});
  default_pipeline(EntryLayouts::Auto).run(*m, PipelineOptions{});
  const KernelPlan plan = plan_kernels(*m->entry());
  ASSERT_EQ(plan.kernels.size(), 1u);
  const KernelSchedule s = KernelSchedule::from_text("%y split=d1:16 order=d1.i,d1.o,d0 lanes=d1.i parallel=d0\n"
                                                     "%e split=d1:16 order=d1.i,d1.o,d0 lanes=d1.i at=%y@d0\n"
                                                     "%row_max at=%y@d0\n%row_max.update order=r0,d0\n"
                                                     "%row_sum at=%y@d0\n%row_sum.update order=r0,d0\n");
  const cuda::KernelPtx ptx = cuda::kernel_ptx(plan.kernels[0], s, cuda::parse_cuda_target("cuda"));
  EXPECT_EQ(ptx.device_kernels, 1);
  EXPECT_EQ(count(ptx.ptx, ".entry "), 1) << ptx.ptx.substr(0, 2000);
#endif
}

INSTANTIATE_TEST_SUITE_P(ModelsAndCorpus, CudaPtx, ::testing::ValuesIn(testing::model_files()),
                         [](const auto& info) { return testing::test_name_of(info.param); });

// Without a device, each GPU kernel of the bundled models still compiles into
// a shared object that loads with every symbol resolved against the process's
// Halide runtime (whose CUDA module is bound), and a second request is a cache
// hit: all the GPU path does before its first launch. No kernel copies a
// buffer to the host: every loop nest runs on the device.
TEST(CudaKernels, BundledModelsLinkAndLoadWithoutADevice) {
#ifndef KILN_HAVE_CUDA
  GTEST_SKIP() << "this kiln was built without the CUDA backend";
#else
  const TemporaryDirectory cache(std::filesystem::temp_directory_path(), "kiln-cuda-test");
  CacheSettings settings;
  settings.dir = cache.path().string();
  cuda::CudaOptions options;
  options.disk_cache = DiskCache::open(settings);
  int kernels = 0;
  for (const std::string& file : testing::model_files()) {
    if (file.find("/test/models/") == std::string::npos) continue;
    auto m = import_hlo_file(file, ImportOptions{});
    default_pipeline(EntryLayouts::Auto).run(*m, PipelineOptions{});
    for (const Kernel& k : plan_kernels(*m->entry()).kernels) {
      if (k.is_library_step() || k.is_alias()) continue;
      EXPECT_NO_THROW(cuda::load_kernel(k, default_gpu_schedule(k), options)) << file << " " << k.name;
      ++kernels;
    }
  }
  EXPECT_GT(kernels, 10);
  int objects = 0;
  for (const auto& e : std::filesystem::directory_iterator(cache.path())) {
    if (e.path().filename().string().rfind("kernel-", 0) != 0) continue;
    ++objects;
    const testing::CommandResult nm = testing::run_command("nm -D " + e.path().string());
    ASSERT_EQ(nm.exit_code, 0) << nm.output;
    EXPECT_NE(nm.output.find("halide_cuda_run"), std::string::npos) << e.path();
    EXPECT_EQ(nm.output.find("halide_copy_to_host"), std::string::npos) << e.path() << " computes something on the host";
  }
  EXPECT_GT(objects, 5);
#endif
}

TEST(CudaTarget, NamesAndCapabilities) {
#ifndef KILN_HAVE_CUDA
  EXPECT_THROW(parse_target("cuda"), UserError);
#else
  EXPECT_EQ(parse_target("cuda").name, "cuda-sm86");
  EXPECT_EQ(parse_target("cuda-sm80").name, "cuda-sm80");
  EXPECT_THROW(parse_target("cuda-sm90"), UserError);  // Halide 14 has nothing past sm_86
  EXPECT_THROW(parse_target("cuda-80"), UserError);
  EXPECT_NE(cuda::parse_cuda_target("cuda-sm80").halide_target().find("cuda_capability_80"), std::string::npos);
#endif
  EXPECT_THROW(parse_target("tpu"), UserError);
}

}  // namespace
}  // namespace kiln
