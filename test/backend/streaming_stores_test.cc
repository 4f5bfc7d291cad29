// Streaming (non-temporal) stores on the CPU (backends/cpu/streaming_stores.h):
// a stores=streaming line marks its output's vector stores and nothing else,
// and the kernel computes what it computes with plain stores.
#include <gtest/gtest.h>

#include <limits>

#include "backends/cpu/cpu_backend.h"
#include "backends/cpu/cpu_target.h"
#include "backends/cpu/streaming_stores.h"
#include "fusion/kernel_plan.h"
#include "lower/cpu_schedule.h"
#include "reference/evaluator.h"
#include "runtime/host_buffer.h"
#include "schedule/kernel_schedule.h"
#include "support/temporary_directory.h"
#include "test_util.h"

namespace kiln {
namespace {

constexpr const char* kTwoOutputs = R"(
ENTRY e {
  x = f32[64,256] parameter(0)
  one = f32[] constant(1)
  one_b = f32[64,256] broadcast(one), dimensions={}
  y = f32[64,256] exponential(x)
  z = f32[64,256] add(x, one_b)
  ROOT t = (f32[64,256], f32[64,256]) tuple(y, z)
})";

KernelSchedule streaming(const std::string& which) {
  return KernelSchedule::from_text("%y split=d1:16 order=d1.i,d1.o,d0 lanes=d1.i parallel=d0" + std::string(which == "y" ? " stores=streaming" : "") +
                                   "\n%z split=d1:16 order=d1.i,d1.o,d0 lanes=d1.i parallel=d0" + (which == "z" ? " stores=streaming" : "") + "\n");
}

TEST(StreamingStores, OnlyTheNamedOutputsStoresAreMarked) {
  const auto m = testing::parse(kTwoOutputs);
  const KernelPlan plan = plan_kernels(*m->entry());
  ASSERT_EQ(plan.kernels.size(), 1u);
  const Kernel& k = plan.kernels[0];
  const Halide::Target target = cpu::jit_target().without_feature(Halide::Target::JIT);
  const TemporaryDirectory dir(std::filesystem::temp_directory_path(), "kiln-streaming-test");
  int marked[3] = {};
  const char* which[3] = {"", "y", "z"};
  for (int i = 0; i < 3; ++i) {
    lower::LoweredKernel lowered = lower::lower_for_cpu(k, streaming(which[i]), target);
    // Two outputs of one shape are one tuple Func, which follows the first
    // output's line: %y's stores=streaming applies to both, %z's to none.
    EXPECT_EQ(lowered.streaming_outputs.size(), i == 1 ? 1u : 0u);
    std::vector<Halide::Argument> args(lowered.inputs.begin(), lowered.inputs.end());
    const Halide::Module module = lowered.pipeline.compile_to_module(args, "k", target.with_feature(Halide::Target::NoRuntime));
    marked[i] = cpu::compile_with_streaming_stores(module, lowered.streaming_outputs, dir.path() / "k.o");
    EXPECT_GT(std::filesystem::file_size(dir.path() / "k.o"), 0u);
  }
  EXPECT_EQ(marked[0], 0);
  EXPECT_GE(marked[1], 2);  // both elements of the tuple
  EXPECT_EQ(marked[2], 0);
}

// Seeded values with NaN, infinities, signed zeros and denormals among them;
// plain and streaming stores write the same bits, and those match the
// reference evaluator.
TEST(StreamingStores, OutputsAreThoseOfPlainStores) {
  const auto m = testing::parse(kTwoOutputs);
  const Kernel k = plan_kernels(*m->entry()).kernels.at(0);
  const uint64_t seed = 41;
  const Node& x_param = *m->entry()->parameters().at(0);
  const Literal random = random_literal(x_param.type(), seed);
  std::vector<double> values(static_cast<size_t>(random.num_elements()));
  const double inf = std::numeric_limits<double>::infinity();
  const double specials[] = {std::numeric_limits<double>::quiet_NaN(), inf, -inf, 0.0, -0.0, 1e-40, -1e-40};
  for (size_t i = 0; i < values.size(); ++i) values[i] = i % 5 == 0 ? specials[(i / 5) % 7] : random.get_double(static_cast<int64_t>(i));
  const Literal x = testing::make(DType::F32, x_param.type().dims, values);
  const std::vector<Literal> want = evaluate(*m->entry(), {x});
  std::vector<std::vector<Literal>> results;
  for (const char* which : {"", "y", "z"}) {
    std::vector<HostBuffer> slots;
    std::vector<int> ins, outs;
    for (size_t i = 0; i < k.inputs.size(); ++i) {
      ins.push_back(static_cast<int>(slots.size()));
      // The parameter; the scalar constant is an immediate in the kernel.
      slots.push_back(k.inputs[i].node == &x_param ? to_host_buffer(x, x.type())
                                                   : to_host_buffer(random_literal(k.inputs[i].type(), seed + i), k.inputs[i].type()));
    }
    for (const Value& v : k.outputs) {
      outs.push_back(static_cast<int>(slots.size()));
      slots.emplace_back(v.type());
    }
    const StepFn step = cpu::compile_kernel_with(k, streaming(which), ins, outs, cpu::CpuOptions{});
    step(slots);
    std::vector<Literal> out;
    for (int o : outs) out.push_back(to_literal(slots[static_cast<size_t>(o)]));
    results.push_back(out);
  }
  ASSERT_EQ(results[0].size(), want.size());
  for (size_t i = 0; i < want.size(); ++i) EXPECT_TRUE(testing::close_to_reference(results[0][i], want[i], 1e-5)) << "seed " << seed;
  for (size_t r = 1; r < results.size(); ++r) {
    for (size_t i = 0; i < results[0].size(); ++i) EXPECT_TRUE(testing::identical(results[r][i], results[0][i])) << "seed " << seed;
  }
}

// The default rule writes streamed outputs 4 rows (or 4 parts of a flat
// chunk) at a time, and runs many rows in parallel chunks; the same loop
// shapes with tails in every split (37 or 1001 rows, 50 or 20 columns; 10000
// elements in chunks of 1024) match the reference, special values included.
TEST(StreamingStores, InterleavedStreamsWithTailsMatchTheReference) {
  const std::pair<const char*, const char*> cases[] = {
      {"ENTRY e {\n  x = f32[3,37,50] parameter(0)\n  ROOT y = f32[3,37,50] exponential(x)\n}\n",
       "%y split=d2:16,d1:4 order=d2.i,d1.i,d2.o,d1.o,d0 lanes=d2.i parallel=d0 unroll=d1.i stores=streaming\n"},
      {"ENTRY e {\n  x = f32[37,50] parameter(0)\n  ROOT y = f32[37,50] exponential(x)\n}\n",
       "%y split=d1:16,d0:4 order=d1.i,d0.i,d1.o,d0.o lanes=d1.i parallel=d0.o unroll=d0.i stores=streaming\n"},
      {"ENTRY e {\n  x = f32[1001,20] parameter(0)\n  ROOT y = f32[1001,20] exponential(x)\n}\n",  // parallel chunks of rows, plain stores
       "%y split=d1:16,d0:4 order=d1.i,d1.o,d0.i,d0.o lanes=d1.i parallel=d0.o\n"},
      {"ENTRY e {\n  x = f32[1001,20] parameter(0)\n  ROOT y = f32[1001,20] exponential(x)\n}\n",
       "%y split=d1:16,d0:8,d0.i:4 order=d1.i,d0.i.i,d1.o,d0.i.o,d0.o lanes=d1.i parallel=d0.o unroll=d0.i.i stores=streaming\n"},
      {"ENTRY e {\n  x = f32[10000] parameter(0)\n  ROOT y = f32[10000] exponential(x)\n}\n",
       "%y split=d0:1024,d0.i:256,d0.i.i:16 order=d0.i.i.i,d0.i.o,d0.i.i.o,d0.o lanes=d0.i.i.i parallel=d0.o unroll=d0.i.o stores=streaming\n"},
  };
  const uint64_t seed = 43;
  for (const auto& [hlo, schedule] : cases) {
    SCOPED_TRACE(schedule);
    const auto m = testing::parse(hlo);
    const Kernel k = plan_kernels(*m->entry()).kernels.at(0);
    // Seeded values with NaN, infinities, signed zeros and denormals among them.
    const Literal random = random_literal(m->entry()->parameters().at(0)->type(), seed);
    std::vector<double> values(static_cast<size_t>(random.num_elements()));
    const double inf = std::numeric_limits<double>::infinity();
    const double specials[] = {std::numeric_limits<double>::quiet_NaN(), inf, -inf, 0.0, -0.0, 1e-40, -1e-40};
    for (size_t i = 0; i < values.size(); ++i) values[i] = i % 5 == 0 ? specials[(i / 5) % 7] : random.get_double(static_cast<int64_t>(i));
    const Literal x = testing::make(DType::F32, random.type().dims, values);
    const std::vector<Literal> want = evaluate(*m->entry(), {x});
    std::vector<HostBuffer> slots;
    slots.push_back(to_host_buffer(x, x.type()));
    slots.emplace_back(k.outputs[0].type());
    const StepFn step = cpu::compile_kernel_with(k, KernelSchedule::from_text(schedule), {0}, {1}, cpu::CpuOptions{});
    step(slots);
    EXPECT_TRUE(testing::close_to_reference(to_literal(slots[1]), want[0], 1e-5)) << "seed " << seed;
  }
}

}  // namespace
}  // namespace kiln
