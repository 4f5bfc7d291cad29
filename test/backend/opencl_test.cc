// The opencl target (issue 32): parsed once into a Target with its device's
// limits, the GPU rules fitted to those limits, values kept in OpenCL buffers,
// and the bugs its runs found in the shared GPU code, each pinned here.
// Skipped where no OpenCL device is present (PoCL gives one on any CPU).
#include <gtest/gtest.h>

#include <cstring>

#include "driver/compile.h"
#include "driver/targets.h"
#include "fusion/kernel_plan.h"
#include "runtime/host_buffer.h"
#include "schedule/gpu_rules.h"
#include "schedule/launch_geometry.h"
#include "support/error.h"
#include "test_util.h"

namespace kiln {
namespace {

std::optional<Target> opencl_or_skip_reason(std::string& reason) {
  try {
    return parse_target("opencl");
  } catch (const UserError& e) {
    reason = e.what();
    return std::nullopt;
  }
}

// `hlo` compiled for `target` and run on `args`.
std::vector<Literal> run_on(const Target& target, const std::string& hlo, const std::vector<Literal>& args) {
  auto m = testing::parse(hlo);
  CompileOptions o;
  o.target = target;
  return compile_module(*m, o)->run_literals(args, {});
}

#define OPENCL_OR_SKIP(target)                                                   \
  std::string skip_reason;                                                      \
  const std::optional<Target> target = opencl_or_skip_reason(skip_reason);      \
  if (!target) GTEST_SKIP() << "[SKIP] no OpenCL device: " << skip_reason

TEST(OpenclTarget, ParsesOnceIntoAValueThatKnowsItsDeviceLimits) {
  OPENCL_OR_SKIP(t);
  EXPECT_EQ(t->kind, TargetKind::OpenCL);
  EXPECT_EQ(t->name, "opencl");
  EXPECT_TRUE(t->gpu());
  EXPECT_GE(t->gpu_limits.max_threads_per_block, 1);
  EXPECT_GE(t->gpu_limits.shared_memory_per_block, 1024);
  EXPECT_FALSE(t->native_gemms.bf16);  // CLBlast multiplies f32 and f64 only
  EXPECT_FALSE(t->native_gemms.f16);
}

TEST(OpenclTarget, UnknownTargetNamesEveryKnownOne) {
  try {
    parse_target("vulkan");
    FAIL() << "vulkan parsed";
  } catch (const UserError& e) {
    EXPECT_NE(std::string(e.what()).find("opencl"), std::string::npos) << e.what();
  }
}

// The GPU rules fit the device: no block above its work-group size, no
// transpose tiles (32x8 threads) where it allows fewer than 256.
TEST(GpuRulesFitTheDevice, NoBlockHoldsMoreThreadsThanTheDeviceAllows) {
  const char* hlo = R"(
HloModule m
add { a = f32[] parameter(0)  b = f32[] parameter(1)  ROOT s = f32[] add(a, b) }
ENTRY e {
  x = f32[512,1024] parameter(0)
  t = f32[1024,512] transpose(x), dimensions={1,0}
  e = f32[1024,512] exponential(t)
  z = f32[] constant(0)
  ROOT r = f32[1024] reduce(e, z), dimensions={1}, to_apply=add
})";
  auto m = testing::parse(hlo);
  const KernelPlan plan = plan_kernels(*m->entry());
  for (const int64_t most : {64, 128, 1024}) {
    GpuLimits small;
    small.max_threads_per_block = most;
    for (const Kernel& k : plan.kernels) {
      if (k.is_library_step() || k.is_alias()) continue;
      const KernelSchedule s = default_gpu_schedule(k, small);
      for (const StageLaunch& l : gpu_launches(k, s)) {
        EXPECT_LE(l.block[0] * l.block[1] * l.block[2], most) << k.name << " " << l.stage << "\n" << s.to_text();
      }
    }
  }
}

// Found by the opencl runs (corpus 004_reduce_row_side_output): a sum that
// keeps -0 built it from the bits INT_MIN, which Halide 14's OpenCL C prints
// as `-2147483648` (a long), and the device compiler rejected the kernel.
TEST(OpenclRuns, ASumOfNegativeZerosIsNegativeZero) {
  OPENCL_OR_SKIP(t);
  const char* hlo = R"(
HloModule m
add { a = f32[] parameter(0)  b = f32[] parameter(1)  ROOT s = f32[] add(a, b) }
ENTRY e {
  x = f32[8,256] parameter(0)
  z = f32[] constant(-0)
  ROOT r = f32[8] reduce(x, z), dimensions={1}, to_apply=add
})";
  std::vector<double> values(8 * 256, -0.0);
  values[256 * 3 + 7] = 0.0;  // row 3 has a +0: its sum is +0
  const std::vector<Literal> out = run_on(*t, hlo, {testing::make(DType::F32, {8, 256}, values)});
  ASSERT_EQ(out.size(), 1u);
  for (int64_t row = 0; row < 8; ++row) {
    const double v = out[0].get_double(row);
    EXPECT_EQ(v, 0.0) << row;
    EXPECT_EQ(std::signbit(v), row != 3) << "row " << row;
  }
}

// Values stay in OpenCL buffers between kernels and a GEMM (CLBlast): a dot
// between two kernels, against the reference.
TEST(OpenclRuns, KernelsAndAGemmMatchTheReference) {
  OPENCL_OR_SKIP(t);
  const char* hlo = R"(
HloModule m
ENTRY e {
  a = f32[12,40] parameter(0)
  b = f32[40,24] parameter(1)
  ea = f32[12,40] exponential(a)
  d = f32[12,24] dot(ea, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  ROOT s = f32[12,24] sine(d)
})";
  const std::vector<Literal> args = {testing::random_literal(DType::F32, {12, 40}, 5), testing::random_literal(DType::F32, {40, 24}, 6)};
  const std::vector<Literal> want = testing::run_reference(hlo, args);
  const std::vector<Literal> got = run_on(*t, hlo, args);
  ASSERT_EQ(got.size(), 1u);
  for (int64_t i = 0; i < want[0].num_elements(); ++i) {
    EXPECT_NEAR(got[0].get_double(i), want[0].get_double(i), 1e-4) << "element " << i << " (seeds 5, 6)";
  }
}

// Found by the opencl runs: Halide 14 prints round() as OpenCL C `round`
// (half away from zero); HLO's round-nearest-even gave 1 for 0.5
// (opencl/opencl_c_builtins.h). f32 and f16 (emulated) ties.
TEST(OpenclRuns, RoundNearestEvenRoundsTiesToEven) {
  OPENCL_OR_SKIP(t);
  const char* hlo = R"(
HloModule m
ENTRY e {
  x = f32[8] parameter(0)
  h = f16[8] parameter(1)
  rx = f32[8] round-nearest-even(x)
  rh = f16[8] round-nearest-even(h)
  ROOT t = (f32[8], f16[8]) tuple(rx, rh)
})";
  const std::vector<double> ties = {0.5, 1.5, 2.5, -0.5, -2.5, 3.5, 4.5, -1.5};
  const std::vector<Literal> args = {testing::make(DType::F32, {8}, ties), testing::make(DType::F16, {8}, ties)};
  const std::vector<Literal> want = testing::run_reference(hlo, args);
  const std::vector<Literal> got = run_on(*t, hlo, args);
  for (size_t k = 0; k < 2; ++k) {
    for (int64_t i = 0; i < 8; ++i) EXPECT_EQ(got[k].get_double(i), want[k].get_double(i)) << "output " << k << " of " << ties[static_cast<size_t>(i)];
  }
  EXPECT_EQ(want[0].get_double(0), 0.0);  // the reference's own answer, by hand
  EXPECT_EQ(want[0].get_double(2), 2.0);
}

// Found on StableHLO's testdata: popcount printed as halide_popcount, which
// OpenCL C lacks (opencl/opencl_c_builtins.h).
TEST(OpenclRuns, PopcountCountsBits) {
  OPENCL_OR_SKIP(t);
  const char* hlo = "HloModule m\nENTRY e {\n  x = s32[5] parameter(0)\n  ROOT p = s32[5] popcnt(x)\n}\n";
  const std::vector<Literal> args = {testing::make_int(DType::S32, {5}, {0, 1, -1, 255, 0x55555555})};
  const std::vector<Literal> got = run_on(*t, hlo, args);
  const std::vector<int64_t> want = {0, 1, 32, 8, 16};  // by hand
  for (int64_t i = 0; i < 5; ++i) EXPECT_EQ(got[0].get_double(i), static_cast<double>(want[static_cast<size_t>(i)])) << i;
}

// f64 on a device without cl_khr_fp64 (PoCL has it, so the target is told
// so here) is one clear line naming the value, before anything compiles.
TEST(OpenclRuns, DoublesWithoutTheExtensionAreAClearError) {
  OPENCL_OR_SKIP(t);
  Target no_doubles = *t;
  no_doubles.doubles = false;
  auto m = testing::parse("HloModule m\nENTRY e {\n  x = f64[4] parameter(0)\n  ROOT y = f64[4] negate(x)\n}\n");
  CompileOptions o;
  o.target = no_doubles;
  try {
    compile_module(*m, o);
    FAIL() << "an f64 kernel compiled for a device without cl_khr_fp64";
  } catch (const UserError& e) {
    EXPECT_NE(std::string(e.what()).find("cl_khr_fp64"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("%x"), std::string::npos) << e.what();
  }
}

// 16-bit floats on a device without cl_khr_fp16 (opencl/emulated_half_floats.h):
// every f16 and bf16 bit pattern widened to f32, and 4M f32 patterns (every
// 1024th, which holds every f16 and bf16 tie, and 1 and 2 above them) rounded to both,
// against the reference bit for bit (a NaN matches a NaN of the same sign).
bool same_half_bits(uint64_t a, uint64_t b, bool bf16) {
  const uint64_t exp_mask = bf16 ? 0x7f80 : 0x7c00, mantissa_mask = bf16 ? 0x7f : 0x3ff;
  auto is_nan = [&](uint64_t v) { return (v & exp_mask) == exp_mask && (v & mantissa_mask) != 0; };
  if (is_nan(a) || is_nan(b)) return is_nan(a) && is_nan(b) && (a & 0x8000) == (b & 0x8000);
  return a == b;
}

TEST(OpenclRuns, EveryHalfFloatWidensExactly) {
  OPENCL_OR_SKIP(t);
  const char* hlo = R"(
HloModule m
ENTRY e {
  i = u16[65536] iota(), iota_dimension=0
  h = f16[65536] bitcast-convert(i)
  b = bf16[65536] bitcast-convert(i)
  hf = f32[65536] convert(h)
  bf = f32[65536] convert(b)
  ROOT t = (f32[65536], f32[65536]) tuple(hf, bf)
})";
  const std::vector<Literal> want = testing::run_reference(hlo, {});
  const std::vector<Literal> got = run_on(*t, hlo, {});
  for (size_t k = 0; k < 2; ++k) {
    int64_t wrong = 0;
    for (int64_t i = 0; i < 65536; ++i) {
      const double w = want[k].get_double(i), g = got[k].get_double(i);
      const bool same = std::isnan(w) ? std::isnan(g) && std::signbit(w) == std::signbit(g) : (w == g && std::signbit(w) == std::signbit(g));
      if (!same && wrong++ < 5) ADD_FAILURE() << (k == 0 ? "f16" : "bf16") << " bits " << i << ": reference " << w << ", opencl " << g;
    }
    EXPECT_EQ(wrong, 0) << (k == 0 ? "f16" : "bf16");
  }
}

// One 16-bit float's bits as the other's (found in review: the emulated
// operand, already f32, was reinterpreted as 16 bits, which OpenCL C refuses).
TEST(OpenclRuns, BitcastBetweenF16AndBf16KeepsTheBits) {
  OPENCL_OR_SKIP(t);
  const char* hlo = R"(
HloModule m
ENTRY e {
  x = bf16[6] parameter(0)
  h = f16[6] bitcast-convert(x)
  y = f16[6] parameter(1)
  b = bf16[6] bitcast-convert(y)
  hf = f32[6] convert(h)
  bf = f32[6] convert(b)
  ROOT t = (f32[6], f32[6]) tuple(hf, bf)
})";
  const std::vector<double> v = {1.0, -2.5, 0.1, 65504.0, -0.0, 3.0e-5};
  const std::vector<Literal> args = {testing::make(DType::BF16, {6}, v), testing::make(DType::F16, {6}, v)};
  const std::vector<Literal> want = testing::run_reference(hlo, args);
  const std::vector<Literal> got = run_on(*t, hlo, args);
  for (size_t k = 0; k < 2; ++k) {
    for (int64_t i = 0; i < 6; ++i) {
      const double w = want[k].get_double(i), g = got[k].get_double(i);
      if (std::isnan(w)) {
        EXPECT_TRUE(std::isnan(g)) << k << " " << i;
      } else {
        EXPECT_EQ(g, w) << "output " << k << " element " << i;
      }
    }
  }
}

TEST(OpenclRuns, F32RoundsToHalfFloatsToNearestEven) {
  OPENCL_OR_SKIP(t);
  const char* hlo = R"(
HloModule m
ENTRY e {
  i = u32[4194304] iota(), iota_dimension=0
  k = u32[] constant(1024)
  kb = u32[4194304] broadcast(k), dimensions={}
  scaled = u32[4194304] multiply(i, kb)
  three = u32[] constant(3)
  tb = u32[4194304] broadcast(three), dimensions={}
  step = u32[4194304] remainder(i, tb)
  bits = u32[4194304] add(scaled, step)
  x = f32[4194304] bitcast-convert(bits)
  h = f16[4194304] convert(x)
  b = bf16[4194304] convert(x)
  hb = u16[4194304] bitcast-convert(h)
  bb = u16[4194304] bitcast-convert(b)
  ROOT t = (u16[4194304], u16[4194304]) tuple(hb, bb)
})";
  const std::vector<Literal> want = testing::run_reference(hlo, {});
  const std::vector<Literal> got = run_on(*t, hlo, {});
  for (size_t k = 0; k < 2; ++k) {
    int64_t wrong = 0;
    for (int64_t i = 0; i < 4194304; ++i) {
      const uint64_t w = want[k].get_bits(i), g = got[k].get_bits(i);
      if (!same_half_bits(w, g, k == 1) && wrong++ < 5) {
        ADD_FAILURE() << (k == 0 ? "f16" : "bf16") << " of f32 bits 0x" << std::hex << (i * 1024 + i % 3) << ": reference 0x" << w
                      << ", opencl 0x" << g;
      }
    }
    EXPECT_EQ(wrong, 0) << (k == 0 ? "f16" : "bf16");
  }
}

}  // namespace
}  // namespace kiln
