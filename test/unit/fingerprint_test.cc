// Kernel fingerprints: equal for kernels that differ only in names, different for
// anything that changes the generated code.
#include <gtest/gtest.h>

#include "cache/kernel_fingerprint.h"
#include "fusion/kernel_plan.h"
#include "test_util.h"

namespace kiln {
namespace {

uint64_t fingerprint_of(const std::string& hlo) {
  const auto m = testing::parse(hlo);
  const KernelPlan plan = plan_kernels(*m->entry());
  EXPECT_EQ(plan.kernels.size(), 1u) << plan.to_string();
  const Kernel& k = plan.kernels.back();
  return kernel_fingerprint(k, default_cpu_schedule(k, 32), "x86-64-linux-avx2");
}

std::string reduce_model(const std::string& reducer_op, const std::string& names, const std::string& init,
                         const std::string& layout = "{1,0}") {
  return "r" + names + " {\n  a" + names + " = f32[] parameter(0)\n  b" + names + " = f32[] parameter(1)\n  ROOT s" + names +
         " = f32[] " + reducer_op + "(a" + names + ", b" + names + ")\n}\nENTRY e" + names + " {\n  x" + names +
         " = f32[4,8]" + layout + " parameter(0)\n  c" + names + " = f32[] constant(" + init + ")\n  ROOT y" + names +
         " = f32[4] reduce(x" + names + ", c" + names + "), dimensions={1}, to_apply=r" + names + "\n}\n";
}

TEST(KernelFingerprint, NamesDoNotMatter) {
  EXPECT_EQ(fingerprint_of(reduce_model("add", "", "0")), fingerprint_of(reduce_model("add", "_other.7", "0")));
}

TEST(KernelFingerprint, WhatChangesTheCodeChangesTheFingerprint) {
  const uint64_t base = fingerprint_of(reduce_model("add", "", "0"));
  EXPECT_NE(base, fingerprint_of(reduce_model("maximum", "", "0")));         // the reducer
  EXPECT_NE(base, fingerprint_of(reduce_model("add", "", "1")));             // an immediate constant
  EXPECT_NE(base, fingerprint_of(reduce_model("add", "", "0", "{0,1}")));    // a layout
}

}  // namespace
}  // namespace kiln
