// Kernel fingerprints: equal for kernels that differ only in names, different for
// anything that changes the generated code.
#include <gtest/gtest.h>

#include "cache/kernel_fingerprint.h"
#include "fusion/kernel_plan.h"
#include "schedule/cpu_rules.h"
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

// A row-fused kernel's schedule names its consumer (`at=%y@d0`): two layers
// that differ only in names are still one kernel, compiled once; and a stored
// schedule names the consumer by position and reads back with the kernel's names.
TEST(KernelFingerprint, ComputeAtNamesAreCanonicalToo) {
  const auto centering = [](const std::string& names) {
    return "add" + names + " {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT s = f32[] add(a, b)\n}\n"
           "ENTRY e {\n  x" + names + " = f32[64,32] parameter(0)\n  z = f32[] constant(0)\n"
           "  s" + names + " = f32[64] reduce(x" + names + ", z), dimensions={1}, to_apply=add" + names + "\n"
           "  b" + names + " = f32[64,32] broadcast(s" + names + "), dimensions={0}\n"
           "  ROOT y" + names + " = f32[64,32] subtract(x" + names + ", b" + names + ")\n}\n";
  };
  EXPECT_EQ(fingerprint_of(centering("")), fingerprint_of(centering("_layer.2")));
  const auto m = testing::parse(centering("_layer.2"));
  const Kernel k = plan_kernels(*m->entry()).kernels.back();
  const KernelSchedule s = default_cpu_schedule(k, 64);
  ASSERT_NE(s.to_text().find(" at=%y_layer.2@"), std::string::npos) << s.to_text();
  const KernelSchedule stored = with_canonical_names(k, s);
  EXPECT_EQ(stored.to_text().find("_layer"), std::string::npos) << stored.to_text();
  EXPECT_EQ(with_kernel_names(k, stored), s);
}

TEST(KernelFingerprint, WhatChangesTheCodeChangesTheFingerprint) {
  const uint64_t base = fingerprint_of(reduce_model("add", "", "0"));
  EXPECT_NE(base, fingerprint_of(reduce_model("maximum", "", "0")));         // the reducer
  EXPECT_NE(base, fingerprint_of(reduce_model("add", "", "1")));             // an immediate constant
  EXPECT_NE(base, fingerprint_of(reduce_model("add", "", "0", "{0,1}")));    // a layout
}

TEST(KernelFingerprint, TheOrderOfIndependentOpsDoesNotMatter) {
  // One kernel, three outputs; the independent ops written in two orders, with
  // different names: one canonical form, and inputs bound in that form's order.
  const std::string a = "HloModule a\nENTRY e {\n  x = f32[4,8] parameter(0)\n  y = f32[4,8] parameter(1)\n"
                        "  p = f32[4,8] exponential(x)\n  q = f32[4,8] negate(y)\n  r = f32[4,8] add(x, y)\n"
                        "  ROOT t = (f32[4,8], f32[4,8], f32[4,8]) tuple(p, q, r)\n}\n";
  const std::string b = "HloModule b\nENTRY e {\n  y2 = f32[4,8] parameter(1)\n  x2 = f32[4,8] parameter(0)\n"
                        "  r2 = f32[4,8] add(x2, y2)\n  q2 = f32[4,8] negate(y2)\n  p2 = f32[4,8] exponential(x2)\n"
                        "  ROOT t = (f32[4,8], f32[4,8], f32[4,8]) tuple(p2, q2, r2)\n}\n";
  EXPECT_EQ(fingerprint_of(a), fingerprint_of(b));
  const auto ma = testing::parse(a), mb = testing::parse(b);
  const Kernel ka = plan_kernels(*ma->entry()).kernels.back(), kb = plan_kernels(*mb->entry()).kernels.back();
  ASSERT_EQ(ka.inputs.size(), kb.inputs.size());
  for (size_t i = 0; i < ka.inputs.size(); ++i) {
    EXPECT_EQ(ka.inputs[i].node->name() + "2", kb.inputs[i].node->name()) << "input " << i << " bound differently";
  }
  for (size_t i = 0; i < ka.outputs.size(); ++i) EXPECT_EQ(ka.outputs[i].node->name() + "2", kb.outputs[i].node->name());
}

}  // namespace
}  // namespace kiln
