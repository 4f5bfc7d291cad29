// In-process CPU kernels are compiled without Halide's assertions
// (cpu_target.h), so nothing in a kernel checks what halide_malloc returns:
// a failed allocation must end the process with kiln's out-of-memory message
// and exit 2 (halide_allocation.h), never hand the kernel a null pointer.
#include <dlfcn.h>
#include <gtest/gtest.h>

#include <cstddef>

#include "backends/cpu/cpu_target.h"
#include "backends/cpu/kernel_loader.h"

namespace kiln {
namespace {

using HalideMalloc = void* (*)(void*, size_t);
using HalideFree = void (*)(void*, void*);

HalideMalloc runtime_malloc() {
  EXPECT_TRUE(cpu::load_runtime(nullptr));
  return reinterpret_cast<HalideMalloc>(dlsym(RTLD_DEFAULT, "halide_malloc"));
}

TEST(KernelAllocation, InProcessKernelsHaveNoAssertionsOrBoundsQueries) {
  const Halide::Target t = cpu::in_process_kernel_target();
  EXPECT_TRUE(t.has_feature(Halide::Target::NoAsserts));
  EXPECT_TRUE(t.has_feature(Halide::Target::NoBoundsQuery));
}

TEST(KernelAllocation, AnAllocationThatFitsIsAlignedAndFreed) {
  HalideMalloc allocate = runtime_malloc();
  ASSERT_NE(allocate, nullptr) << "the loaded runtime exports no halide_malloc";
  auto release = reinterpret_cast<HalideFree>(dlsym(RTLD_DEFAULT, "halide_free"));
  ASSERT_NE(release, nullptr);
  void* p = allocate(nullptr, 1000);
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(p) % 64, 0u);
  static_cast<char*>(p)[999] = 1;  // writable to its end
  release(nullptr, p);
}

TEST(KernelAllocationDeathTest, AFailedAllocationExitsWithTwoAndTheMessage) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_EXIT(
      {
        HalideMalloc allocate = runtime_malloc();
        if (allocate) allocate(nullptr, size_t{1} << 60);  // an exabyte: no machine has it
      },
      ::testing::ExitedWithCode(2), "cannot allocate 1.15e\\+09 GB for a kernel's intermediate values");
}

}  // namespace
}  // namespace kiln
