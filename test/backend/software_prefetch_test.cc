// Software prefetches (`prefetch=inK@L+N`, lower/software_prefetch.h): the
// default rule asks for them where a costly row spans a page, the lowering
// places one a loop iteration, and they change no result.
#include <gtest/gtest.h>

#include <fstream>
#include <limits>
#include <sstream>

#include "backends/cpu/cpu_backend.h"
#include "backends/cpu/cpu_target.h"
#include "backends/cpu/prefetch_into_l2.h"
#include "fusion/kernel_plan.h"
#include "lower/cpu_schedule.h"
#include "reference/evaluator.h"
#include "runtime/host_buffer.h"
#include "schedule/cpu_rules.h"
#include "schedule/kernel_schedule.h"
#include "support/error.h"
#include "support/temporary_directory.h"
#include "test_util.h"

namespace kiln {
namespace {

std::string softmax(const std::string& dtype, int64_t rows, int64_t columns) {
  const std::string shape = fmt::format("{}[{},{}]", dtype, rows, columns), row = fmt::format("{}[{}]", dtype, rows);
  return fmt::format(R"(
max_of {{
  a = {0}[] parameter(0)
  b = {0}[] parameter(1)
  ROOT m = {0}[] maximum(a, b)
}}
add_of {{
  a = {0}[] parameter(0)
  b = {0}[] parameter(1)
  ROOT s = {0}[] add(a, b)
}}
ENTRY softmax {{
  x = {1} parameter(0)
  ninf = {0}[] constant(-inf)
  row_max = {2} reduce(x, ninf), dimensions={{1}}, to_apply=max_of
  max_b = {1} broadcast(row_max), dimensions={{0}}
  shifted = {1} subtract(x, max_b)
  e = {1} exponential(shifted)
  zero = {0}[] constant(0)
  row_sum = {2} reduce(e, zero), dimensions={{1}}, to_apply=add_of
  sum_b = {1} broadcast(row_sum), dimensions={{0}}
  ROOT y = {1} divide(e, sum_b)
}})",
                     dtype, shape, row);
}

// The module written as `type` (Halide's statements, LLVM assembly) to `path`, read back.
std::string compiled_text(const Halide::Module& module, Halide::OutputFileType type, const std::filesystem::path& path) {
  module.compile({{type, path.string()}});
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

std::string default_text(const std::string& hlo) {
  const auto m = testing::parse(hlo);
  const KernelPlan plan = plan_kernels(*m->entry());
  EXPECT_EQ(plan.kernels.size(), 1u);
  return default_cpu_schedule(plan.kernels.at(0), 32).to_text();
}

// A row of 4 KiB or more fetches the next row while its exponentials run; a
// shorter row (several to a page) leaves that to the hardware.
TEST(SoftwarePrefetch, DefaultRuleFetchesTheNextRowOfRowsSpanningAPage) {
  EXPECT_NE(default_text(softmax("f32", 64, 4096)).find("%e split=d1:8 order=d1.i,d1.o,d0 lanes=d1.i at=%y@d0 prefetch=in0@d1.o+512\n"),
            std::string::npos)
      << default_text(softmax("f32", 64, 4096));
  EXPECT_NE(default_text(softmax("f32", 64, 1100)).find("prefetch=in0@d1.o+138\n"), std::string::npos);  // 1100 / 8, rounded up
  EXPECT_EQ(default_text(softmax("f32", 64, 512)).find("prefetch="), std::string::npos);
  EXPECT_EQ(default_text(softmax("bf16", 64, 1024)).find("prefetch="), std::string::npos);  // 2 KiB rows
}

// The kernel's loop along the row prefetches input 0 one row ahead, once an
// iteration, and a schedule without the directive has no prefetch.
TEST(SoftwarePrefetch, LoweringPlacesOnePrefetchInTheNamedLoop) {
  const auto m = testing::parse(softmax("f32", 64, 4096));
  const Kernel k = plan_kernels(*m->entry()).kernels.at(0);
  const KernelSchedule with = default_cpu_schedule(k, 32);
  KernelSchedule without = with;
  for (LoopSchedule& l : without.loops) l.prefetches.clear();
  const Halide::Target target = cpu::jit_target().without_feature(Halide::Target::JIT).with_feature(Halide::Target::NoRuntime);
  const TemporaryDirectory dir(std::filesystem::temp_directory_path(), "kiln-prefetch-test");
  auto stmt_of = [&](const KernelSchedule& s) {
    lower::LoweredKernel lowered = lower::lower_for_cpu(k, s, target);
    std::vector<Halide::Argument> args(lowered.inputs.begin(), lowered.inputs.end());
    return compiled_text(lowered.pipeline.compile_to_module(args, "k", target), Halide::OutputFileType::stmt, dir.path() / "k.stmt");
  };
  const std::string fetched = stmt_of(with);
  const size_t at = fetched.find("prefetch(");
  ASSERT_NE(at, std::string::npos) << fetched;
  EXPECT_EQ(fetched.find("prefetch(", at + 1), std::string::npos) << fetched;
  EXPECT_NE(fetched.find("+ 512)"), std::string::npos) << fetched;  // the loop variable moved on a row
  EXPECT_EQ(stmt_of(without).find("prefetch("), std::string::npos);
  // An input the kernel does not have is the schedule's error, not a crash.
  KernelSchedule wrong = with;
  for (LoopSchedule& l : wrong.loops) {
    for (Prefetch& p : l.prefetches) p.input = 7;
  }
  EXPECT_THROW(lower::lower_for_cpu(k, wrong, target), UserError);
}

// On x86-64 the prefetches are LLVM's with locality 2 (prefetcht1: into L2),
// not Halide's own with locality 0 (prefetchnta: L1 only on Intel's server
// cores, where a row fetched ahead was evicted before it was read).
TEST(SoftwarePrefetch, PrefetchesOnX86GoIntoL2) {
  const auto m = testing::parse(softmax("f32", 64, 4096));
  const Kernel k = plan_kernels(*m->entry()).kernels.at(0);
  const Halide::Target target = Halide::Target("x86-64-linux-avx2-fma-f16c-no_runtime");
  ASSERT_TRUE(cpu::prefetches_into_l2(target));
  EXPECT_FALSE(cpu::prefetches_into_l2(Halide::Target("arm-64-linux-no_runtime")));
  const TemporaryDirectory dir(std::filesystem::temp_directory_path(), "kiln-prefetch-l2-test");
  auto llvm_of = [&](const KernelSchedule& s, int* rewritten) {
    lower::LoweredKernel lowered = lower::lower_for_cpu(k, s, target);
    std::vector<Halide::Argument> args(lowered.inputs.begin(), lowered.inputs.end());
    Halide::Module module = lowered.pipeline.compile_to_module(args, "k", target);
    *rewritten = cpu::prefetch_into_l2(module);
    return compiled_text(module, Halide::OutputFileType::llvm_assembly, dir.path() / "k.ll");
  };
  const KernelSchedule with = default_cpu_schedule(k, 32);
  int rewritten = 0;
  const std::string ir = llvm_of(with, &rewritten);
  EXPECT_EQ(rewritten, 1);
  EXPECT_NE(ir.find("i32 0, i32 2, i32 1)"), std::string::npos) << ir;  // read, locality 2, data
  EXPECT_EQ(ir.find("i32 0, i32 0, i32 1)"), std::string::npos) << ir;  // no prefetchnta left
  KernelSchedule without = with;
  for (LoopSchedule& l : without.loops) l.prefetches.clear();
  llvm_of(without, &rewritten);
  EXPECT_EQ(rewritten, 0);
}

// Rows of 1100 (a vector tail each row) and 37 rows (a tail in the parallel
// chunks), f32 and bf16, with NaN, infinities, signed zeros and denormals in
// some rows: prefetched and not, the same bits, and those match the reference.
TEST(SoftwarePrefetch, ResultsAreThoseWithoutPrefetches) {
  const uint64_t seed = 47;
  for (const char* dtype : {"f32", "bf16"}) {
    SCOPED_TRACE(dtype);
    const auto m = testing::parse(softmax(dtype, 37, dtype == std::string("f32") ? 1100 : 2100));
    const Kernel k = plan_kernels(*m->entry()).kernels.at(0);
    const Node& x_param = *m->entry()->parameters().at(0);
    const Literal random = random_literal(x_param.type(), seed);
    const int64_t columns = x_param.type().dims[1];
    std::vector<double> values(static_cast<size_t>(random.num_elements()));
    const double inf = std::numeric_limits<double>::infinity();
    const double specials[] = {std::numeric_limits<double>::quiet_NaN(), inf, -inf, 0.0, -0.0, 1e-40, -1e-40};
    for (size_t i = 0; i < values.size(); ++i) {
      const int64_t row = static_cast<int64_t>(i) / columns;
      values[i] = row % 4 == 1 && i % 97 == 0 ? specials[(i / 97) % 7] : random.get_double(static_cast<int64_t>(i));
    }
    const Literal x = testing::make(x_param.type().dtype, x_param.type().dims, values);
    const std::vector<Literal> want = evaluate(*m->entry(), {x});
    const KernelSchedule with = default_cpu_schedule(k, 32);
    ASSERT_NE(with.to_text().find("prefetch="), std::string::npos) << with.to_text();
    KernelSchedule without = with;
    for (LoopSchedule& l : without.loops) l.prefetches.clear();
    std::vector<Literal> results;
    for (const KernelSchedule* s : std::vector<const KernelSchedule*>{&with, &without}) {
      std::vector<HostBuffer> slots;
      std::vector<int> ins;
      for (size_t i = 0; i < k.inputs.size(); ++i) {
        ins.push_back(static_cast<int>(slots.size()));
        // The parameter, or one of the reductions' constant inits.
        const Node& input = *k.inputs[i].node;
        slots.push_back(&input == &x_param ? to_host_buffer(x, x.type()) : to_host_buffer(*input.attrs().literal, input.type()));
      }
      const int out = static_cast<int>(slots.size());
      slots.emplace_back(k.outputs[0].type());
      const StepFn step = cpu::compile_kernel_with(k, *s, ins, {out}, cpu::CpuOptions{});
      step(slots);
      results.push_back(to_literal(slots[static_cast<size_t>(out)]));
    }
    EXPECT_TRUE(testing::identical(results[0], results[1])) << "seed " << seed;
    EXPECT_TRUE(testing::close_to_reference(results[0], want[0], dtype == std::string("f32") ? 1e-5 : 1e-2)) << "seed " << seed;
  }
}

}  // namespace
}  // namespace kiln
