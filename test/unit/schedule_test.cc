// The kernel plan and the serializable kernel schedule, without Halide.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fmt/format.h>

#include "fusion/gemm_shape.h"
#include "fusion/kernel_plan.h"
#include <map>
#include <sstream>

#include "passes/pipeline.h"
#include "schedule/cpu_rules.h"
#include "schedule/cpu_search.h"
#include "schedule/gpu_rules.h"
#include "schedule/gpu_search.h"
#include "schedule/kernel_schedule.h"
#include "schedule/schedule_text.h"
#include "support/error.h"
#include "test_util.h"

namespace kiln {
namespace {

const char* kSoftmax = R"(
max {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT m = f32[] maximum(a, b)
}
ENTRY e {
  x = f32[64,256]{0,1} parameter(0)
  ninf = f32[] constant(-inf)
  mx = f32[64] reduce(x, ninf), dimensions={1}, to_apply=max
  b = f32[64,256]{0,1} broadcast(mx), dimensions={0}
  s = f32[64,256]{0,1} subtract(x, b)
  ROOT y = f32[64,256]{0,1} exponential(s)
}
)";

TEST(KernelPlan, PureProducersJoinTheirOnlyConsumer) {
  const auto m = testing::parse(kSoftmax);
  const KernelPlan plan = plan_kernels(*m->entry());
  ASSERT_EQ(plan.kernels.size(), 2u) << plan.to_string();
  EXPECT_EQ(plan.kernels[0].kind, KernelKind::Reduction);
  EXPECT_EQ(plan.kernels[1].kind, KernelKind::Pointwise);
  EXPECT_EQ(plan.kernels[1].nodes.size(), 3u) << plan.to_string();  // broadcast, subtract, exp
  EXPECT_EQ(plan.kernels[1].reason, "output of the graph");
}

TEST(KernelSchedule, DefaultFollowsTheMemoryOrderAndRoundTripsAsText) {
  const auto m = testing::parse(kSoftmax);
  const KernelPlan plan = plan_kernels(*m->entry());
  const KernelSchedule s = default_cpu_schedule(plan.kernels[1], 32, 1024);
  ASSERT_EQ(s.loops.size(), 1u);
  const LoopSchedule& l = s.loops[0];
  EXPECT_EQ(l.value, "y");
  EXPECT_EQ(l.order, (std::vector<std::string>{"d0.i", "d0.o", "d1"}));  // column-major: dim 0 innermost
  EXPECT_EQ(l.splits, (std::vector<Split>{{"d0", 8}}));
  EXPECT_EQ(l.lanes, (std::vector<std::string>{"d0.i"}));
  EXPECT_EQ(l.parallel, (std::vector<std::string>{"d1"}));
  EXPECT_EQ(s.to_text(), "kiln-schedule 2\n%y split=d0:8 order=d0.i,d0.o,d1 lanes=d0.i parallel=d1\n");
  EXPECT_EQ(KernelSchedule::from_text(s.to_text()), s);
}

TEST(KernelSchedule, EveryDirectiveRoundTripsAsText) {
  const std::string text =
      "kiln-schedule 2\n"
      "%y split=d2:16,d1:16,d1.i:4 order=d2.i,d1.i.i,d2.o,d1.o,d0 lanes=d2.i,d1.i.i parallel=d0,d2.o unroll=d1.i.o "
      "stage=in0@d2.o[2:16,0:16] stage=in1@d0[1:8]\n"
      "%s.update split=r0:32 rfactor=r0.i parallel=d0\n"
      "%s.rfactor lanes=d1 parallel=d0\n";
  const KernelSchedule s = KernelSchedule::from_text(text);
  ASSERT_EQ(s.loops.size(), 3u);
  EXPECT_EQ(s.loops[0].staged.size(), 2u);
  EXPECT_EQ(s.loops[0].staged[0].tile, (std::vector<std::pair<int64_t, int64_t>>{{2, 16}, {0, 16}}));
  EXPECT_EQ(s.loops[1].stage, StageKind::Update);
  EXPECT_EQ(s.loops[1].rfactor, "r0.i");
  EXPECT_EQ(s.loops[2].stage, StageKind::RFactor);
  EXPECT_EQ(s.to_text(), text);
  EXPECT_NE(s.find("s", StageKind::Update), nullptr);
  EXPECT_EQ(s.find("s", StageKind::Pure), nullptr);
}

TEST(KernelSchedule, MalformedTextIsAUserErrorNamingTheLine) {
  auto message = [](const std::string& text) {
    try {
      KernelSchedule::from_text(text);
    } catch (const UserError& e) {
      return std::string(e.what());
    }
    return std::string("(accepted)");
  };
  EXPECT_EQ(message("y order=d0"), "schedule line 1: expected %name, got 'y'");
  EXPECT_EQ(message("%y speed=11"), "schedule line 1: unknown key 'speed'");
  EXPECT_EQ(message("\n%y split=d0:0"), "schedule line 2: a split factor must be a positive integer, got '0'");
  EXPECT_EQ(message("%y order=x1"), "schedule line 1: 'x1' is not a loop name (d<N> or r<N>, then .o/.i parts)");
  EXPECT_EQ(message("%y rfactor=r0"), "schedule line 1: rfactor belongs on a %name.update line");
  EXPECT_EQ(message("%y stage=in0@d1"), "schedule line 1: stage needs in<K>@<loop>[<dim>:<factor>,...], got 'in0@d1'");
  EXPECT_EQ(message("%y lanes=d0,d1,d2,d3"), "schedule line 1: at most 3 lanes loops (GPU threads x, y, z), got 4");
  EXPECT_EQ(message("kiln-schedule 3\n%y order=d0"), "schedule line 1: schedule text version '3' is not one this kiln reads (it reads 1 and 2)");
  EXPECT_EQ(message("%y order=d0\nkiln-schedule 2"), "schedule line 2: the 'kiln-schedule' header must come first");
  // Vector widths Halide cannot hold (65536 lanes died of SIGFPE) and factors past int32 (issue 29).
  EXPECT_EQ(message("%y split=d0:65536 lanes=d0.i"), "schedule line 1: lanes loop d0.i has 65536 iterations, above the limit of 1024");
  EXPECT_EQ(message("%y split=d0:4096 unroll=d0.i"), "schedule line 1: unroll loop d0.i has 4096 iterations, above the limit of 1024");
  EXPECT_EQ(message("%y split=d0:2147483648"), "schedule line 1: split factor 2147483648 is above the limit of 16777216");
  EXPECT_EQ(message("%y split=d0:64 lanes=d0.i"), "(accepted)");
}

TEST(ScheduleText, VersionOneIsUpgradedOnlyWithItsKernel) {
  const auto m = testing::parse(kSoftmax);
  const KernelPlan plan = plan_kernels(*m->entry());
  const std::string v1 = "%y order=0,1 vectorize=0x8 parallel=1\n";
  EXPECT_TRUE(is_version1_schedule_text(v1));
  EXPECT_FALSE(is_version1_schedule_text("kiln-schedule 2\n%y order=d0,d1\n"));
  EXPECT_THROW(KernelSchedule::from_text(v1), UserError);
  EXPECT_EQ(parse_schedule_text(v1, plan.kernels[1]), default_cpu_schedule(plan.kernels[1], 32, 1024));
  EXPECT_THROW(parse_schedule_text("%nope order=0\n", plan.kernels[1]), UserError);
  EXPECT_THROW(parse_schedule_text("%y order=0,7\n", plan.kernels[1]), UserError);
  EXPECT_THROW(parse_schedule_text("kiln-schedule 2\n%nope order=d0\n", plan.kernels[1]), UserError);
}

TEST(CpuRules, ALargeFlatValueRunsInParallelChunks) {
  const auto m = testing::parse(R"(
ENTRY e {
  x = f32[1048576] parameter(0)
  ROOT y = f32[1048576] exponential(x)
})");
  const KernelPlan plan = plan_kernels(*m->entry());
  EXPECT_EQ(default_cpu_schedule(plan.kernels[0], 64).to_text(),
            "kiln-schedule 2\n%y split=d0:4096,d0.i:16 order=d0.i.i,d0.i.o,d0.o lanes=d0.i.i parallel=d0.o\n");
  // At most 256 chunks (Halide's pool hands out one iteration at a time), at
  // least 64 vectors each; streamed, each chunk is written 4 streams at a time.
  const auto huge = testing::parse("ENTRY e {\n  x = f32[67108864] parameter(0)\n  ROOT y = f32[67108864] negate(x)\n}\n");
  EXPECT_EQ(default_cpu_schedule(plan_kernels(*huge->entry()).kernels[0], 64).to_text(),
            "kiln-schedule 2\n%y split=d0:262144,d0.i:65536,d0.i.i:16 order=d0.i.i.i,d0.i.o,d0.i.i.o,d0.o lanes=d0.i.i.i parallel=d0.o "
            "unroll=d0.i.o stores=streaming\n");
  const auto mid = testing::parse("ENTRY e {\n  x = f32[4096] parameter(0)\n  ROOT y = f32[4096] negate(x)\n}\n");
  EXPECT_EQ(default_cpu_schedule(plan_kernels(*mid->entry()).kernels[0], 64, 1024).to_text(),
            "kiln-schedule 2\n%y split=d0:1024,d0.i:16 order=d0.i.i,d0.i.o,d0.o lanes=d0.i.i parallel=d0.o\n");
  const auto small = testing::parse("ENTRY e {\n  x = f32[1000] parameter(0)\n  ROOT y = f32[1000] exponential(x)\n}\n");
  const KernelPlan small_plan = plan_kernels(*small->entry());
  EXPECT_EQ(default_cpu_schedule(small_plan.kernels[0], 64).to_text(), "kiln-schedule 2\n%y split=d0:16 lanes=d0.i\n");
}

// Streaming stores for what the graph returns and no kernel reads back, from
// 32 MiB, in whole 64-byte lines: not for a smaller output, an intermediate (a
// GEMM reads it next), a reduction (its stores accumulate) or half-line vectors.
// A parallel loop over more than 256 rows runs them in 256 chunks (Halide's
// pool hands out one iteration at a time); 256 or fewer stay one per task.
TEST(CpuRules, ManyShortRowsRunInParallelChunks) {
  const auto many = testing::parse("ENTRY e {\n  x = f32[65536,64] parameter(0)\n  ROOT y = f32[65536,64] negate(x)\n}\n");
  EXPECT_EQ(default_cpu_schedule(plan_kernels(*many->entry()).kernels[0], 64).to_text(),
            "kiln-schedule 2\n%y split=d1:16,d0:256 order=d1.i,d1.o,d0.i,d0.o lanes=d1.i parallel=d0.o\n");
  const auto odd = testing::parse("ENTRY e {\n  x = f32[1000,64] parameter(0)\n  ROOT y = f32[1000,64] negate(x)\n}\n");
  EXPECT_EQ(default_cpu_schedule(plan_kernels(*odd->entry()).kernels[0], 64).to_text(),
            "kiln-schedule 2\n%y split=d1:16,d0:4 order=d1.i,d1.o,d0.i,d0.o lanes=d1.i parallel=d0.o\n");
  const auto few = testing::parse("ENTRY e {\n  x = f32[64,512,64] parameter(0)\n  ROOT y = f32[64,512,64] negate(x)\n}\n");
  EXPECT_EQ(default_cpu_schedule(plan_kernels(*few->entry()).kernels[0], 64).to_text(),
            "kiln-schedule 2\n%y split=d2:16 order=d2.i,d2.o,d1,d0 lanes=d2.i parallel=d0\n");
}

TEST(CpuRules, LargeReturnedOutputsStreamTheirStores) {
  const auto m = testing::parse(R"(
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY e {
  x = f32[4096,4096] parameter(0)
  w = f32[4096,16] parameter(1)
  small = f32[64,64] parameter(2)
  big = f32[4096,4096] exponential(x)
  mid = f32[4096,4096] negate(x)
  used = f32[4096,16] dot(mid, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  little = f32[64,64] exponential(small)
  z = f32[] constant(0)
  sums = f32[4096] reduce(x, z), dimensions={0}, to_apply=add
  y = f32[8192,4096] parameter(3)
  half = f16[8192,4096] convert(y)
  ROOT t = (f32[4096,4096], f32[4096,16], f32[64,64], f32[4096], f16[8192,4096]) tuple(big, used, little, sums, half)
})");
  std::map<std::string, std::string> text;
  for (const Kernel& k : plan_kernels(*m->entry()).kernels) {
    if (!k.is_library_step()) text[k.name] = default_cpu_schedule(k, 64).to_text();
  }
  ASSERT_TRUE(text.count("big") && text.count("mid") && text.count("little") && text.count("sums") && text.count("half"))
      << ::testing::PrintToString(text);
  EXPECT_NE(text["big"].find(" stores=streaming"), std::string::npos) << text["big"];
  // Its 4096 rows run in parallel chunks of 16 (at most 256 tasks), each
  // chunk's rows written 4 at a time (interleaved streams); the rest one at a time.
  EXPECT_NE(text["big"].find("split=d1:16,d0:16,d0.i:4 order=d1.i,d0.i.i,d1.o,d0.i.o,d0.o lanes=d1.i parallel=d0.o unroll=d0.i.i"),
            std::string::npos)
      << text["big"];
  for (const char* plain : {"mid", "little", "sums"}) EXPECT_EQ(text[plain].find("unroll="), std::string::npos) << text[plain];
  // One stream (a machine where interleaved streams run slower): the rows
  // one at a time, still streamed.
  for (const Kernel& k : plan_kernels(*m->entry()).kernels) {
    if (k.name != "big") continue;
    const std::string one = default_cpu_schedule(k, 64, kParallelMinElements, {.streams = 1}).to_text();
    EXPECT_NE(one.find("split=d1:16,d0:16 order=d1.i,d1.o,d0.i,d0.o lanes=d1.i parallel=d0.o stores=streaming"), std::string::npos) << one;
  }
  // half: 64 MiB in vectors of 16 f16 lanes, half a line each: streamed too.
  EXPECT_NE(text["half"].find(" stores=streaming"), std::string::npos) << text["half"];
  // A streamed tiled transpose keeps its tiles (it walks 16 rows at a time
  // already) and walks them along the input's rows, its stage moving with
  // them; an unstreamed one (a small output) walks along the output's rows.
  const auto t = testing::parse("ENTRY e {\n  x = f32[64,1024,512] parameter(0)\n  ROOT y = f32[64,512,1024] transpose(x), dimensions={0,2,1}\n}\n");
  const std::string tiled = default_cpu_schedule(plan_kernels(*t->entry()).kernels[0], 64).to_text();
  EXPECT_NE(tiled.find("%y split=d2:16,d1:16 order=d2.i,d1.i,d1.o,d2.o,d0 lanes=d2.i,d1.i parallel=d0 stores=streaming stage=in0@d1.o["),
            std::string::npos)
      << tiled;
  // Where scattered whole-line stores wait on memory (AMD's Zen 4), the
  // streamed tiles walk along the output's rows, their stage at each tile.
  const std::string along_output =
      default_cpu_schedule(plan_kernels(*t->entry()).kernels[0], 64, kParallelMinElements, {.streams = 1, .transposes_walk_input_rows = false})
          .to_text();
  EXPECT_NE(along_output.find("%y split=d2:16,d1:16 order=d2.i,d1.i,d2.o,d1.o,d0 lanes=d2.i,d1.i parallel=d0 stores=streaming stage=in0@d2.o["),
            std::string::npos)
      << along_output;
  // With AVX2's half-line vectors its tile rows are four lines (64 floats:
  // 64 input rows of 2 KiB); of 16 KiB input rows, one line; unstreamed, one.
  const std::string half_line = default_cpu_schedule(plan_kernels(*t->entry()).kernels[0], 32).to_text();
  EXPECT_NE(half_line.find("%y split=d2:64,d1:8 order=d2.i,d1.i,d1.o,d2.o,d0 lanes=d2.i,d1.i parallel=d0 stores=streaming stage=in0@d1.o["),
            std::string::npos)
      << half_line;
  const auto long_rows = testing::parse("ENTRY e {\n  x = f32[8,2048,4096] parameter(0)\n  ROOT y = f32[8,4096,2048] transpose(x), dimensions={0,2,1}\n}\n");
  const std::string long_half_line = default_cpu_schedule(plan_kernels(*long_rows->entry()).kernels[0], 32).to_text();
  EXPECT_NE(long_half_line.find("%y split=d2:16,d1:8 order=d2.i,d1.i,d1.o,d2.o,d0 lanes=d2.i,d1.i parallel=d0 stores=streaming"), std::string::npos)
      << long_half_line;
  const auto small = testing::parse("ENTRY e {\n  x = f32[4,256,128] parameter(0)\n  ROOT y = f32[4,128,256] transpose(x), dimensions={0,2,1}\n}\n");
  const std::string unstreamed = default_cpu_schedule(plan_kernels(*small->entry()).kernels[0], 64).to_text();
  EXPECT_NE(unstreamed.find("%y split=d2:16,d1:16 order=d2.i,d1.i,d2.o,d1.o,d0 lanes=d2.i,d1.i"), std::string::npos) << unstreamed;
  EXPECT_NE(unstreamed.find("stage=in0@d2.o["), std::string::npos) << unstreamed;
  const std::string unstreamed_half_line = default_cpu_schedule(plan_kernels(*small->entry()).kernels[0], 32).to_text();
  EXPECT_NE(unstreamed_half_line.find("%y split=d2:16,d1:8 order=d2.i,d1.i,d2.o,d1.o,d0"), std::string::npos) << unstreamed_half_line;
  // A 2-D transpose parallel over its tiles: the outer tile loop runs in parallel.
  const auto flat = testing::parse("ENTRY e {\n  x = f32[8192,4096] parameter(0)\n  ROOT y = f32[4096,8192] transpose(x), dimensions={1,0}\n}\n");
  const std::string two_d = default_cpu_schedule(plan_kernels(*flat->entry()).kernels[0], 64).to_text();
  EXPECT_NE(two_d.find("order=d1.i,d0.i,d0.o,d1.o lanes=d1.i,d0.i parallel=d1.o stores=streaming stage=in0@d0.o["), std::string::npos) << two_d;
  // Output rows of one tile: the walk would leave one parallel task, so the
  // tiles keep walking along the output's rows, in parallel over the input's.
  const auto narrow = testing::parse("ENTRY e {\n  x = f32[16,2097152] parameter(0)\n  ROOT y = f32[2097152,16] transpose(x), dimensions={1,0}\n}\n");
  const std::string one_tile = default_cpu_schedule(plan_kernels(*narrow->entry()).kernels[0], 64).to_text();
  EXPECT_NE(one_tile.find("order=d1.i,d0.i,d1.o,d0.o lanes=d1.i,d0.i parallel=d0.o stores=streaming stage=in0@d1.o["), std::string::npos) << one_tile;
  for (const char* plain : {"mid", "little", "sums"}) EXPECT_EQ(text[plain].find("stores="), std::string::npos) << text[plain];
  // Outputs one loop nest writes stream together or not at all: beside an f16
  // output in 16-lane vectors, a pred mask goes out in 16-byte vectors.
  const auto pair = testing::parse(R"(
ENTRY e {
  x = f32[8192,4096] parameter(0)
  zero = f32[] constant(0)
  zero_b = f32[8192,4096] broadcast(zero), dimensions={}
  h = f16[8192,4096] convert(x)
  mask = pred[8192,4096] compare(x, zero_b), direction=GT
  ROOT t = (f16[8192,4096], pred[8192,4096]) tuple(h, mask)
})");
  const std::string both = default_cpu_schedule(plan_kernels(*pair->entry()).kernels[0], 64).to_text();
  EXPECT_EQ(both.find("stores="), std::string::npos) << both;
}

// Row sums and row maxima run along memory (LLVM vectorizes each row's
// reduction; a float max reduces integer order keys, so it vectorizes too),
// rows in parallel chunks.
TEST(CpuRules, RowSumsAndRowMaximaRunAlongMemory) {
  const auto m = testing::parse(R"(
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
max {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] maximum(a, b)
}
ENTRY e {
  x = f32[8192,4096] parameter(0)
  z = f32[] constant(0)
  s = f32[8192] reduce(x, z), dimensions={1}, to_apply=add
  mx = f32[8192] reduce(x, z), dimensions={1}, to_apply=max
  ROOT t = (f32[8192], f32[8192]) tuple(s, mx)
})");
  std::string text;
  for (const Kernel& k : plan_kernels(*m->entry()).kernels) text += default_cpu_schedule(k, 64).to_text();
  EXPECT_NE(text.find("%s split=d0:128 order=d0.i,d0.o parallel=d0.o\n"), std::string::npos) << text;
  EXPECT_NE(text.find("%mx split=d0:128 order=d0.i,d0.o parallel=d0.o\n"), std::string::npos) << text;
}

// A batch norm's sums over {0,2,3} of NCHW: the terms of each feature summed
// in blocks, one per image (rfactor), each block along memory; a max over the
// same dims walks them in memory order too (in the reduce's own order the
// batch was innermost, 1.5 MB apart).
TEST(CpuRules, SumsOverSeveralDimsRunInBlocksAlongMemory) {
  const auto m = testing::parse(R"(
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
max {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] maximum(a, b)
}
ENTRY e {
  x = f32[96,32,112,112] parameter(0)
  z = f32[] constant(0)
  s = f32[32] reduce(x, z), dimensions={0,2,3}, to_apply=add
  mx = f32[32] reduce(x, z), dimensions={0,2,3}, to_apply=max
  ROOT t = (f32[32], f32[32]) tuple(s, mx)
})");
  std::string text;
  for (const Kernel& k : plan_kernels(*m->entry()).kernels) text += default_cpu_schedule(k, 64).to_text();
  EXPECT_NE(text.find("%s.update rfactor=r0\n"), std::string::npos) << text;
  EXPECT_NE(text.find("%s.rfactor order=r1,r0,d0,d1 parallel=d1\n"), std::string::npos) << text;
  EXPECT_NE(text.find("%mx.update order=r2,r1,r0,d0 parallel=d0\n"), std::string::npos) << text;
}

// The same sums over a channels-last [96,24,56,56] (oneDNN's convolutions
// write it): blocks of one image, each walking its rows with the channels in
// vectors; rows of a page or longer stay column_sum_partials' (a bias
// gradient's), fewer terms stay unblocked.
TEST(CpuRules, ChannelsLastSumsRunInBlocksDownTheirColumns) {
  auto text_of = [](const std::string& dims, const std::string& layout, const std::string& out) {
    const auto m = testing::parse(fmt::format(R"(
add {{
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}}
ENTRY e {{
  x = f32[{0}]{{{1}}} parameter(0)
  z = f32[] constant(0)
  ROOT s = f32[{2}] reduce(x, z), dimensions={{0,2,3}}, to_apply=add
}})",
                                              dims, layout, out));
    std::string text;
    for (const Kernel& k : plan_kernels(*m->entry()).kernels) text += default_cpu_schedule(k, 64).to_text();
    return text;
  };
  const std::string nhwc = text_of("96,24,56,56", "1,3,2,0", "24");
  EXPECT_NE(nhwc.find("%s.update rfactor=r0\n"), std::string::npos) << nhwc;
  EXPECT_NE(nhwc.find("%s.rfactor split=d0:16 order=d0.i,d0.o,r1,r0,d1 lanes=d0.i parallel=d1\n"), std::string::npos) << nhwc;
  const std::string long_rows = text_of("64,1024,32,32", "1,3,2,0", "1024");
  EXPECT_NE(long_rows.find("%s.update split=d0:16 rfactor=r0 order=d0.i,d0.o lanes=d0.i\n"), std::string::npos) << long_rows;
  EXPECT_EQ(text_of("4,24,16,16", "1,3,2,0", "24").find("rfactor"), std::string::npos);
}

// With few outer rows (an attention's [8,12,197,197] scores) the outer dim is
// still the outermost loop and the parallel one: in Halide's own order it was
// innermost, one pool run per row of results. A pred or/and (torch's softmax
// guard) runs along memory too; across rows it gathered 64 lanes a vector
// and took 200-330 ms to compile.
TEST(CpuRules, FewOuterRowsRunInParallelOutermostAndPredOrAlongMemory) {
  const auto m = testing::parse(R"(
max {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] maximum(a, b)
}
or {
  a = pred[] parameter(0)
  b = pred[] parameter(1)
  ROOT s = pred[] or(a, b)
}
ENTRY e {
  x = f32[8,12,197,197] parameter(0)
  z = f32[] constant(0)
  mx = f32[8,12,197] reduce(x, z), dimensions={3}, to_apply=max
  ninf = f32[] constant(-inf)
  inf = f32[8,12,197,197] broadcast(ninf), dimensions={}
  finite = pred[8,12,197,197] compare(x, inf), direction=NE
  no = pred[] constant(false)
  any = pred[8,12,197] reduce(finite, no), dimensions={3}, to_apply=or
  ROOT t = (f32[8,12,197], pred[8,12,197]) tuple(mx, any)
})");
  std::string text;
  for (const Kernel& k : plan_kernels(*m->entry()).kernels) text += default_cpu_schedule(k, 64).to_text();
  // The update along memory; the pure stages (init, results) in vectors
  // along the results' rows, which LLVM otherwise unrolled at length.
  EXPECT_NE(text.find("%mx.update order=d2,d1,d0 parallel=d0\n"), std::string::npos) << text;
  EXPECT_NE(text.find("%any.update order=d2,d1,d0 parallel=d0\n"), std::string::npos) << text;
  EXPECT_NE(text.find("%mx split=d2:16 order=d2.i,d2.o,d1,d0 lanes=d2.i parallel=d0\n"), std::string::npos) << text;
}

TEST(CpuSearch, CandidatesAreValidTextEachOneChangeFromTheDefault) {
  const auto m = testing::parse(R"(
ENTRY e {
  x = f32[64,128,96] parameter(0)
  ROOT y = f32[64,128,96] exponential(x)
})");
  const KernelPlan plan = plan_kernels(*m->entry());
  const KernelSchedule base = default_cpu_schedule(plan.kernels[0], 64);
  const std::vector<Candidate> candidates = cpu_candidates(base);
  std::vector<std::string> changes;
  for (const Candidate& c : candidates) {
    changes.push_back(c.change);
    EXPECT_NE(c.schedule, base) << c.change;
    EXPECT_EQ(KernelSchedule::from_text(c.schedule.to_text()), c.schedule) << c.change;
  }
  EXPECT_EQ(changes, (std::vector<std::string>{"no parallel loop", "parallel one dim further in", "vectors x2",
                                               "next dim out unrolled by 2", "next dim out unrolled by 4", "streaming stores"}));
}

// The GPU search space, per kernel kind: each candidate one change from the
// default GPU rule, valid text, and the changes that kind can take.
TEST(GpuSearch, CandidatesAreValidTextAndFitTheirKernelsKind) {
  auto changes_of = [](const std::string& hlo) {
    const auto m = testing::parse(hlo);
    const KernelPlan plan = plan_kernels(*m->entry());
    EXPECT_EQ(plan.kernels.size(), 1u);
    const KernelSchedule base = default_gpu_schedule(plan.kernels[0]);
    std::vector<std::string> changes;
    for (const Candidate& c : gpu_candidates(base)) {
      changes.push_back(c.change);
      EXPECT_NE(c.schedule, base) << c.change;
      EXPECT_EQ(KernelSchedule::from_text(c.schedule.to_text()), c.schedule) << c.change << "\n" << c.schedule.to_text();
    }
    return changes;
  };
  EXPECT_EQ(changes_of("ENTRY e {\n x = f32[64,128,512] parameter(0)\n ROOT y = f32[64,128,512] exponential(x)\n}"),
            (std::vector<std::string>{"threads per block /2", "threads per block x2", "2 elements per thread", "4 elements per thread",
                                      "registers capped at 32", "registers capped at 64", "registers capped at 128"}));
  const std::vector<std::string> transpose =
      changes_of("ENTRY e {\n x = f32[8,256,128] parameter(0)\n ROOT y = f32[8,128,256] transpose(x), dimensions={0,2,1}\n}");
  EXPECT_THAT(transpose, ::testing::IsSupersetOf({"transpose tile loaded 4 rows at a time", "transpose tile loaded 16 rows at a time",
                                                  "transpose not staged in shared memory"}));
  EXPECT_THAT(transpose, ::testing::Not(::testing::Contains(::testing::HasSubstr("elements per thread"))));
  EXPECT_THAT(changes_of(R"(
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY e {
  x = f32[512,1024] parameter(0)
  zero = f32[] constant(0)
  ROOT s = f32[512] reduce(x, zero), dimensions={1}, to_apply=add
})"),
              ::testing::IsSupersetOf({"64 partial results per row", "128 partial results per row"}));
}

TEST(ScheduleText, ComputeAtRoundTripsAndBelongsOnPureLines) {
  const std::string text = "kiln-schedule 2\n%y split=d0:4 order=d1,d0.i,d0.o parallel=d0.o\n%m at=%y@d0.i\n%m.update order=r0,d0\n";
  const KernelSchedule s = KernelSchedule::from_text(text);
  ASSERT_EQ(s.loops.size(), 3u);
  ASSERT_TRUE(s.loops[1].at.has_value());
  EXPECT_EQ(s.loops[1].at->value, "y");
  EXPECT_EQ(s.loops[1].at->loop, "d0.i");
  EXPECT_FALSE(s.loops[2].at.has_value());
  EXPECT_EQ(s.to_text(), text);
  EXPECT_THROW(KernelSchedule::from_text("%m.update at=%y@d0\n"), UserError);
  EXPECT_THROW(KernelSchedule::from_text("%m at=y@d0\n"), UserError);
  EXPECT_THROW(KernelSchedule::from_text("%m at=%y\n"), UserError);
  EXPECT_THROW(KernelSchedule::from_text("%m at=%y@q0\n"), UserError);
}

// A staged transpose may run faster without its tile buffer on some machines.
TEST(CpuSearch, StagedInputsHaveAnUnstagedCandidate) {
  const auto m = testing::parse(R"(
ENTRY e {
  x = f32[8,256,128] parameter(0)
  ROOT y = f32[8,128,256] transpose(x), dimensions={0,2,1}
})");
  const KernelSchedule base = default_cpu_schedule(plan_kernels(*m->entry()).kernels[0], 64);
  ASSERT_NE(base.to_text().find(" stage="), std::string::npos) << base.to_text();
  bool unstaged = false;
  for (const Candidate& c : cpu_candidates(base)) {
    if (c.change != "inputs not staged") continue;
    unstaged = true;
    EXPECT_EQ(c.schedule.to_text().find(" stage="), std::string::npos) << c.schedule.to_text();
  }
  EXPECT_TRUE(unstaged);
}

// A row-fused kernel's candidates leave alone the lines computed inside the
// row loop and the row loop itself, and add the unfused order as a choice.
TEST(CpuSearch, RowFusedCandidatesKeepTheRowLoop) {
  const auto m = testing::parse(testing::read_file(KILN_SOURCE_DIR "/test/models/softmax.hlo"));
  const KernelPlan plan = plan_kernels(*m->entry());
  ASSERT_EQ(plan.kernels.size(), 1u);
  const KernelSchedule base = default_cpu_schedule(plan.kernels[0], 64);
  ASSERT_NE(base.to_text().find(" at=%y@d0"), std::string::npos) << base.to_text();
  std::vector<std::string> changes;
  for (const Candidate& c : cpu_candidates(base)) {
    changes.push_back(c.change);
    for (const LoopSchedule& l : c.schedule.loops) {
      if (l.value == "y") {
        EXPECT_NE(std::find(l.order.begin(), l.order.end(), "d0"), l.order.end()) << c.change;
      }
      if (l.at) {
        EXPECT_EQ(l, *base.find(l.value, l.stage)) << c.change;
      }
    }
  }
  EXPECT_THAT(changes, ::testing::Contains("row values computed whole first"));
  EXPECT_THAT(changes, ::testing::Not(::testing::Contains(::testing::HasSubstr("unrolled"))));
}

TEST(ScheduleText, StreamingStoresRoundTripOnPureLinesOnly) {
  const std::string text = "kiln-schedule 2\n%y split=d0:16 lanes=d0.i stores=streaming\n";
  const KernelSchedule s = KernelSchedule::from_text(text);
  ASSERT_EQ(s.loops.size(), 1u);
  EXPECT_TRUE(s.loops[0].streaming_stores);
  EXPECT_EQ(s.to_text(), text);
  EXPECT_FALSE(KernelSchedule::from_text("%y stores=plain\n").loops[0].streaming_stores);
  EXPECT_THROW(KernelSchedule::from_text("%y.update stores=streaming\n"), UserError);
  EXPECT_THROW(KernelSchedule::from_text("%y stores=fast\n"), UserError);
}

TEST(ScheduleText, PrefetchesRoundTripAndNameAnInputALoopAndADistance) {
  const std::string text = "kiln-schedule 2\n%e split=d1:8 order=d1.i,d1.o,d0 lanes=d1.i prefetch=in0@d1.o+512 prefetch=in2@d1+d0+3\n";
  const KernelSchedule s = KernelSchedule::from_text(text);
  ASSERT_EQ(s.loops.size(), 1u);
  ASSERT_EQ(s.loops[0].prefetches.size(), 2u);
  EXPECT_EQ(s.loops[0].prefetches[0], (Prefetch{0, "d1.o", 512}));
  EXPECT_EQ(s.loops[0].prefetches[1], (Prefetch{2, "d1+d0", 3}));  // a fused loop's name keeps its '+'
  EXPECT_EQ(s.to_text(), text);
  for (const char* bad : {"%e prefetch=in0@d1.o\n", "%e prefetch=x0@d1.o+1\n", "%e prefetch=in0@d1.o+0\n", "%e prefetch=in0@q1+4\n",
                          "%e prefetch=in0+4\n", "%e prefetch=in0@d1+4000000000\n"}) {
    EXPECT_THROW(KernelSchedule::from_text(bad), UserError) << bad;
  }
}

// A line that prefetches gets two candidates: without, and twice as far.
TEST(CpuSearch, PrefetchingLinesHaveCandidatesWithoutAndFurther) {
  std::string hlo = testing::read_file(KILN_SOURCE_DIR "/test/models/softmax.hlo");
  for (const auto& [from, to] : {std::pair<std::string, std::string>{"[4,16]", "[64,4096]"}, {"[4]", "[64]"}}) {
    for (size_t at = hlo.find(from); at != std::string::npos; at = hlo.find(from, at + to.size())) hlo.replace(at, from.size(), to);
  }
  const auto m = testing::parse(hlo);
  const KernelSchedule base = default_cpu_schedule(plan_kernels(*m->entry()).kernels.at(0), 32);
  ASSERT_NE(base.to_text().find(" prefetch=in0@d1.o+512"), std::string::npos) << base.to_text();
  std::map<std::string, std::string> text;
  for (const Candidate& c : cpu_candidates(base)) text[c.change] = c.schedule.to_text();
  ASSERT_TRUE(text.count("no software prefetch") && text.count("prefetch twice as far ahead"));
  EXPECT_EQ(text["no software prefetch"].find("prefetch="), std::string::npos);
  EXPECT_NE(text["prefetch twice as far ahead"].find(" prefetch=in0@d1.o+1024"), std::string::npos);
}

TEST(ScheduleText, RegisterCapsRoundTripOnPureLinesWithinPtxsRange) {
  const std::string text = "kiln-schedule 2\n%g split=d1:256 order=d1.i,d1.o,d0 lanes=d1.i parallel=d1.o,d0 regs=64\n";
  const KernelSchedule s = KernelSchedule::from_text(text);
  ASSERT_EQ(s.loops.size(), 1u);
  EXPECT_EQ(s.loops[0].max_registers, 64);
  EXPECT_EQ(s.to_text(), text);
  EXPECT_EQ(KernelSchedule::from_text("%g lanes=d0\n").loops[0].max_registers, 0);
  EXPECT_THROW(KernelSchedule::from_text("%g.update regs=64\n"), UserError);
  for (const char* bad : {"%g regs=8\n", "%g regs=256\n", "%g regs=lots\n", "%g regs=\n"}) {
    EXPECT_THROW(KernelSchedule::from_text(bad), UserError) << bad;
  }
}

TEST(ScheduleText, FusedLoopsRoundTripAndBadOnesAreNamed) {
  const std::string text = "kiln-schedule 2\n%p fuse=d3+d2 split=d3+d2:16 order=d3+d2.i,d3+d2.o,d1,d0 lanes=d3+d2.i parallel=d1\n";
  const KernelSchedule s = KernelSchedule::from_text(text);
  ASSERT_EQ(s.loops.size(), 1u);
  ASSERT_EQ(s.loops[0].fuses.size(), 1u);
  EXPECT_EQ(s.loops[0].fuses[0].inner, "d3");
  EXPECT_EQ(s.loops[0].fuses[0].outer, "d2");
  EXPECT_EQ(s.to_text(), text);
  EXPECT_THROW(KernelSchedule::from_text("%p fuse=d3\n"), UserError);
  EXPECT_THROW(KernelSchedule::from_text("%p fuse=d3+x2\n"), UserError);
}

// Every kernel of every bundled model and corpus module: the version 1 text
// kiln 0.1's default rule wrote for it (test/unit/data, 64-byte vectors) reads
// back as exactly today's default schedule, so old schedules run as they did.
// Two later changes are accounted for, not hidden: the plans are made without
// widen_narrow_dots (which turns GraphSAGE's bf16 dots into f32 GEMMs between
// converts, so other kernels), and where kiln 0.1 ran an extent-1 dim in
// parallel (today's rule skips those), the upgraded text must keep the old dim;
// kernels of bf16 and f16 values, vectorized as wide as their f32 arithmetic
// since, are held against the default for vectors of twice the bytes (the
// lanes kiln 0.1 gave them); and values whose rows are too short for a vector,
// which today's rule fuses with the next dim (`fuse=`), must upgrade to the
// unfused, unvectorized loops kiln 0.1 ran.
// Row reductions that now join the kernel reading them have no line in the
// old text; the lines it has must be today's.
TEST(ScheduleText, VersionOneDefaultsOfEveryModelUpgradeToTodaysDefaults) {
  std::istringstream data(testing::read_file(KILN_SOURCE_DIR "/test/unit/data/v1_default_schedules.txt"));
  std::map<std::pair<std::string, std::string>, std::string> texts;
  std::string line, file, kernel;
  while (std::getline(data, line)) {
    if (line.rfind("## ", 0) == 0) {
      std::istringstream words(line.substr(3));
      words >> file >> kernel;
    } else {
      texts[{file, kernel}] += line + "\n";
    }
  }
  ASSERT_GT(texts.size(), 40u);
  size_t checked = 0;
  std::map<std::string, std::unique_ptr<Module>> modules;
  for (const auto& [key, text] : texts) {
    const std::string dir = key.first.rfind("0", 0) == 0 ? KILN_CORPUS_DIR : KILN_SOURCE_DIR "/test/models";
    auto& m = modules[key.first];
    if (!m) {
      ImportOptions io;
      io.warn = [](const std::string&) {};
      m = import_hlo_file(dir + "/" + key.first, io);
      PipelineOptions options;
      options.disabled = {"widen_narrow_dots"};
      default_pipeline(EntryLayouts::Auto).run(*m, options);
    }
    const KernelPlan plan = plan_kernels(*m->entry());
    for (const Kernel& k : plan.kernels) {
      // A kernel of kiln 0.1's that is now a row reduction inside its reader.
      if (k.name != key.second && k.find(key.second) &&
          std::find(k.decisions.begin(), k.decisions.end(),
                    fmt::format("fused: row reduction %{} computed per row inside the kernel (each row read from memory once)",
                                key.second)) != k.decisions.end()) {
        ++checked;
      }
      if (k.name != key.second) continue;
      bool narrow = false;
      for (const Value& v : k.outputs) narrow |= is_narrow_float(v.type().dtype);
      std::string expected = default_cpu_schedule(k, narrow ? 128 : 64).to_text();
      const size_t v1_parallel = text.find(" parallel=");
      if (v1_parallel != std::string::npos) {
        const int64_t old_dim = std::stoll(text.substr(v1_parallel + 10));
        const TensorType& t = k.outputs.at(0).type();
        if (t.dims.at(static_cast<size_t>(old_dim)) == 1) {
          const size_t p = expected.find(" parallel=d");
          ASSERT_NE(p, std::string::npos) << expected;
          expected.replace(p, expected.find_first_of(" \n", p + 1) - p, fmt::format(" parallel=d{}", old_dim));
        }
      }
      // Row reductions that kiln 0.1 ran as kernels of their own now join the
      // kernel that reads them (softmax, layernorm): today's default has lines
      // for them that the old text cannot have; the lines it does have must be
      // today's.
      std::string named_in_v1;
      std::istringstream expected_lines(expected);
      for (std::string l; std::getline(expected_lines, l);) {
        std::string value = l.substr(0, l.find(' '));
        if (value.size() > 7 && value.compare(value.size() - 7, 7, ".update") == 0) value.resize(value.size() - 7);
        if (l.rfind("kiln-schedule", 0) == 0 || text.find(value + " ") != std::string::npos) named_in_v1 += l + "\n";
      }
      expected = named_in_v1;
      const std::string upgraded = parse_schedule_text(text, k).to_text();
      if (expected.find(" fuse=") != std::string::npos) {
        EXPECT_EQ(upgraded.find("fuse"), std::string::npos) << upgraded;
        EXPECT_EQ(upgraded.find("lanes"), std::string::npos) << upgraded;
      } else {
        EXPECT_EQ(upgraded, expected) << key.first << " " << k.name << "\n" << text;
      }
      ++checked;
    }
  }
  EXPECT_EQ(checked, texts.size());
}

TEST(GemmShape, TransposedOperandsUseFlagsNotCopies) {
  const auto m = testing::parse(R"(
ENTRY e {
  w = f32[600,821] parameter(0)
  a = f32[32,100,821] parameter(1)
  ROOT d = f32[32,100,600] dot(a, w), lhs_contracting_dims={2}, rhs_contracting_dims={1}
})");
  const auto g = gemm_shape(*m->entry()->find("d"));
  ASSERT_TRUE(g.has_value());
  EXPECT_EQ(g->m, 3200);
  EXPECT_EQ(g->n, 600);
  EXPECT_EQ(g->k, 821);
  EXPECT_TRUE(g->a.row_major);
  EXPECT_FALSE(g->b.row_major);  // w is read as its transpose
  EXPECT_EQ(g->b.leading_dim, 821);
  EXPECT_TRUE(g->c.row_major);
}

// Free dims either side of the contracting dim: the outer one is the batch,
// the other operand the same matrix for every item (batch stride 0).
TEST(GemmShape, FreeDimsAroundTheContractingDimAreABatchOverTheOuterOne) {
  const auto m = testing::parse(R"(
ENTRY e {
  a = f32[4,5,6] parameter(0)
  b = f32[5,7] parameter(1)
  ROOT d = f32[4,6,7] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})");
  const auto g = gemm_shape(*m->entry()->find("d"));
  ASSERT_TRUE(g.has_value());
  EXPECT_EQ(g->batch, 4);
  EXPECT_EQ(g->m, 6);
  EXPECT_EQ(g->n, 7);
  EXPECT_EQ(g->k, 5);
  EXPECT_EQ(g->a.batch_stride, 30);
  EXPECT_FALSE(g->a.row_major);  // a's item [5,6] is k x m: A read as its transpose
  EXPECT_EQ(g->a.leading_dim, 6);
  EXPECT_EQ(g->b.batch_stride, 0);
  EXPECT_EQ(g->c.batch_stride, 42);
  EXPECT_EQ(g->c.offset(3, 5, 6), 3 * 42 + 5 * 7 + 6);
}

TEST(GemmShape, DimsThatAreNotContiguousBesideBatchDimsAreNotOneMatrix) {
  const auto m = testing::parse(R"(
ENTRY e {
  a = f32[2,4,5,6] parameter(0)
  b = f32[2,5,7] parameter(1)
  ROOT d = f32[2,4,6,7] dot(a, b), lhs_batch_dims={0}, rhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_contracting_dims={1}
})");
  // a's free dims 1 and 3 lie around contracting dim 2, and the batch index
  // is taken by dim 0: a GEMM has one.
  EXPECT_FALSE(gemm_shape(*m->entry()->find("d")).has_value());
}

}  // namespace
}  // namespace kiln
