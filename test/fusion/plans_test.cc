// The kernel plans of the reported cases, pinned before any number: kernel
// counts, kinds, outputs and bytes, as `kiln explain --format json` reports them.
#include <fmt/format.h>
#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "explain/explain.h"
#include "fusion/kernel_plan.h"
#include "passes/pipeline.h"
#include "test_util.h"

namespace kiln {
namespace {

nlohmann::json explain_model(const std::string& name) {
  auto module = testing::parse(testing::read_file(std::string(KILN_SOURCE_DIR) + "/test/models/" + name));
  default_pipeline().run(*module);
  return nlohmann::json::parse(explain_json(*module->entry(), plan_kernels(*module->entry())));
}

int64_t bytes_of(const nlohmann::json& buffers) {
  int64_t b = 0;
  for (const auto& x : buffers) b += x["bytes"].get<int64_t>();
  return b;
}

TEST(Plans, TransposeReadThreeTimesIsOneKernelWithThreeOutputs) {
  // y = transpose(x) feeds y*2, y+1, exp(y): one kernel reads x once and writes
  // the three outputs (XLA emitted three transpose kernels).
  const auto j = explain_model("transpose_three_consumers.hlo");
  ASSERT_EQ(j["kernels"].size(), 1u) << j.dump(2);
  const auto& k = j["kernels"][0];
  EXPECT_EQ(k["kind"], "transpose");
  EXPECT_EQ(k["outputs"].size(), 3u);
  EXPECT_EQ(k["bytes_read"], 2 * 8 * 4 * 4 + 8);  // x once, plus the two scalar constants
  EXPECT_EQ(k["bytes_written"], 3 * 2 * 8 * 4 * 4);
  EXPECT_THAT(k["decisions"].get<std::vector<std::string>>(), ::testing::Contains("fused: siblings read %y")) << k.dump(2);
}

TEST(Plans, MobileNetBlockRunsConvolutionsAsGemmsAndTheDepthwiseWithItsEpilogue) {
  // The 3x3 and the 1x1 convolutions are f32 GEMM library calls (bf16 widened,
  // as on a target without bf16 GEMMs); the 3x3's padded input is written once
  // for its nine windows; the depthwise convolution, its bias, relu6 and the
  // widening for the next GEMM are one memory-bound kernel.
  const auto j = explain_model("mobilenet_block.hlo");
  std::vector<std::string> kinds;
  for (const auto& k : j["kernels"]) kinds.push_back(k["kind"]);
  EXPECT_THAT(kinds, ::testing::ElementsAre("data_movement", "pointwise", "gemm", "pointwise", "convolution", "gemm", "pointwise"))
      << j.dump(2);
  EXPECT_EQ(j["kernels"][0]["split_reason"], "read by 9 parts of a concatenation, which computes every part for each element");
  const auto& dw = j["kernels"][4];
  std::vector<std::string> ops;
  for (const auto& op : dw["ops"]) ops.push_back(op);
  EXPECT_THAT(ops, ::testing::IsSupersetOf({"depthwise", "yd", "relud", "pointwise.lhs_f32"})) << dw.dump(2);
  EXPECT_EQ(dw["bytes_written"], 8 * 8 * 16 * 4);  // only the f32 operand of the next GEMM
}

TEST(Plans, ScaleBiasReluIsOnePointwiseKernel) {
  const auto j = explain_model("channels_last_scale_bias_relu.hlo");
  ASSERT_EQ(j["kernels"].size(), 1u) << j.dump(2);
  EXPECT_EQ(j["kernels"][0]["kind"], "pointwise");
  EXPECT_EQ(j["kernels"][0]["outputs"].size(), 2u);  // the f16 relu and the pred mask
}

TEST(Plans, GeluBackwardReadsEachInputOnceAndWritesEachOutputOnce) {
  // The bias gradient is a reduction of T4 alone; the long pointwise chain over
  // T5 and T6 is one kernel: two kernels, the minimal traffic.
  const auto j = explain_model("gelu_backward.hlo");
  ASSERT_EQ(j["kernels"].size(), 2u) << j.dump(2);
  int64_t read = 0, written = 0;
  for (const auto& k : j["kernels"]) {
    read += bytes_of(k["inputs"]);
    written += bytes_of(k["outputs"]);
  }
  const int64_t tensor = 2 * 4 * 8 * 4;
  EXPECT_EQ(written, 8 * 4 + tensor);       // bias_grad, dx
  EXPECT_LE(read, 3 * tensor + 16 * 4);     // T4, T5, T6 once, plus scalar constants
  EXPECT_EQ(j["kernels"][0]["kind"], "reduction");
  EXPECT_EQ(j["kernels"][1]["kind"], "pointwise");
}

TEST(Plans, GemmsStayLibraryCallsWithTheirEpiloguesSeparate) {
  // MLP: each dot is a BLAS call; bias+relu and bias are pointwise kernels.
  // (A bias/activation epilogue fused into the GEMM is later work.)
  const auto j = explain_model("mlp.hlo");
  ASSERT_EQ(j["kernels"].size(), 4u) << j.dump(2);
  EXPECT_EQ(j["kernels"][0]["kind"], "gemm");
  EXPECT_EQ(j["kernels"][2]["kind"], "gemm");
}

TEST(Plans, DuplicatedCheapProducersAreNeverWrittenOut) {
  // layernorm's broadcast of 1/n feeds the mean and the variance kernels: each
  // computes it, neither writes it.
  const auto j = explain_model("layernorm.hlo");
  for (const auto& k : j["kernels"]) {
    for (const auto& out : k["outputs"]) EXPECT_NE(out["name"], "n_b") << k.dump(2);
  }
}

TEST(Plans, IndependentSmallKernelsShareOneLaunch) {
  // Two unrelated outputs of one small shape: one kernel with two outputs. At
  // [256,256] each is big enough that its loop, not its launch, dominates.
  auto plan_of = [](const std::string& dims) {
    auto m = testing::parse("HloModule h\nENTRY e {\n  x = f32[" + dims + "] parameter(0)\n  y = f32[" + dims +
                            "] parameter(1)\n  a = f32[" + dims + "] negate(x)\n  b = f32[" + dims +
                            "] abs(y)\n  ROOT t = (f32[" + dims + "], f32[" + dims + "]) tuple(a, b)\n}\n");
    return nlohmann::json::parse(explain_json(*m->entry(), plan_kernels(*m->entry())));
  };
  const auto small = plan_of("4,8");
  ASSERT_EQ(small["kernels"].size(), 1u) << small.dump(2);
  EXPECT_EQ(small["kernels"][0]["outputs"].size(), 2u);
  EXPECT_THAT(small["kernels"][0]["decisions"].get<std::vector<std::string>>(),
              ::testing::Contains(::testing::HasSubstr("fused horizontally")));
  EXPECT_EQ(plan_of("256,256")["kernels"].size(), 2u);
}

TEST(Plans, KernelsReadingOneParameterAreSiblings) {
  // Big enough that horizontal fusion would not apply: the merge is sibling
  // fusion, and x is read once.
  auto m = testing::parse("HloModule s\nENTRY e {\n  x = f32[256,256] parameter(0)\n  a = f32[256,256] negate(x)\n"
                          "  b = f32[256,256] exponential(x)\n  ROOT t = (f32[256,256], f32[256,256]) tuple(a, b)\n}\n");
  const auto j = nlohmann::json::parse(explain_json(*m->entry(), plan_kernels(*m->entry())));
  ASSERT_EQ(j["kernels"].size(), 1u) << j.dump(2);
  EXPECT_EQ(j["kernels"][0]["bytes_read"], 256 * 256 * 4);
  EXPECT_THAT(j["kernels"][0]["decisions"].get<std::vector<std::string>>(), ::testing::Contains("fused: siblings read %x"));
}

TEST(Plans, SoftmaxIsOneKernelComputingEachRowsMaxAndSumInsideIt) {
  // Row max, sum of exp(x - max), exp(x - max) / sum: both reductions run along
  // memory and come back only as broadcasts over their rows, so they join the
  // output's kernel and run per row inside it. x is read once (12 -> 8 bytes
  // per element against three kernels); exp(x - max) is never written.
  const auto j = explain_model("softmax.hlo");
  ASSERT_EQ(j["kernels"].size(), 1u) << j.dump(2);
  EXPECT_EQ(j["kernels"][0]["kind"], "reduction");
  EXPECT_EQ(j["kernels"][0]["bytes_read"], 4 * 16 * 4 + 8);
  EXPECT_EQ(j["kernels"][0]["bytes_written"], 4 * 16 * 4);
  const auto decisions = j["kernels"][0]["decisions"].get<std::vector<std::string>>();
  EXPECT_THAT(decisions, ::testing::Contains(::testing::HasSubstr("row reduction %row_max computed per row"))) << j.dump(2);
  EXPECT_THAT(decisions, ::testing::Contains(::testing::HasSubstr("row reduction %row_sum computed per row"))) << j.dump(2);
}

TEST(Plans, AttentionSoftmaxReadByABatchedDotKeepsItsRowsBehindAnAlias) {
  // The dot reads the probabilities as [6,16,32]: that reshape is an alias of
  // their memory, so the softmax's kernel loops over [2,3,16,32] and computes
  // both row reductions per row inside it (with the reshape as its anchor,
  // each reduction had a kernel of its own).
  const auto j = explain_model("attention_softmax_batched_dot.hlo");
  int softmax_kernels = 0, aliases = 0;
  for (const auto& k : j["kernels"]) {
    const auto ops = k["ops"].get<std::vector<std::string>>();
    aliases += ops == std::vector<std::string>{"batched"};
    if (std::find(ops.begin(), ops.end(), "row_max") == ops.end()) continue;
    ++softmax_kernels;
    EXPECT_THAT(ops, ::testing::IsSupersetOf({"row_max", "row_sum", "probabilities"})) << k.dump(2);
    EXPECT_EQ(k["bytes_read"], 2 * 3 * 16 * 32 * 4 + 8) << k.dump(2);  // the scores once, and the two constants
  }
  EXPECT_EQ(softmax_kernels, 1) << j.dump(2);
  EXPECT_EQ(aliases, 1) << j.dump(2);
}

TEST(Plans, LayernormIsOneKernelComputingEachRowsMomentsInsideIt) {
  // Sum, then the sum of squares of x - mean (the program's two-pass variance,
  // kept: E[x^2] - E[x]^2 would change rounding), then the normalized output:
  // one kernel, each row's two reductions computed inside the loop over rows.
  const auto j = explain_model("layernorm.hlo");
  ASSERT_EQ(j["kernels"].size(), 1u) << j.dump(2);
  EXPECT_EQ(j["kernels"][0]["kind"], "reduction");
  EXPECT_EQ(j["kernels"][0]["bytes_written"], 4 * 32 * 4);
  EXPECT_THAT(j["kernels"][0]["ops"].get<std::vector<std::string>>(), ::testing::IsSupersetOf({"sum", "sq_sum", "y"}));
}

// What must stay apart: a reduction across rows (not along memory) broadcast
// back, and a row reduction that is also an output of the graph.
TEST(Plans, ColumnReductionsAndReturnedRowReductionsKeepTheirOwnKernels) {
  // x - broadcast(sum of x over `reduced`), over x = f32[64,32]; with the sums
  // also returned when `sums_returned`.
  auto kernels = [](int reduced, bool sums_returned) {
    const std::string sums = reduced == 0 ? "f32[32]" : "f32[64]";
    const std::string y = "f32[64,32] subtract(x, b)\n";
    auto m = testing::parse(
        "HloModule m\nadd {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT s = f32[] add(a, b)\n}\n"
        "ENTRY e {\n  x = f32[64,32] parameter(0)\n  z = f32[] constant(0)\n" +
        fmt::format("  s = {} reduce(x, z), dimensions={{{}}}, to_apply=add\n", sums, reduced) +
        fmt::format("  b = f32[64,32] broadcast(s), dimensions={{{}}}\n", 1 - reduced) +
        (sums_returned ? "  y = " + y + "  ROOT t = (f32[64,32], " + sums + ") tuple(y, s)\n" : "  ROOT y = " + y) + "}\n");
    return plan_kernels(*m->entry()).kernels.size();
  };
  EXPECT_EQ(kernels(0, false), 2u);  // columns
  EXPECT_EQ(kernels(1, true), 2u);   // row sums returned
  EXPECT_EQ(kernels(1, false), 1u);  // joined
}

// The row-fused kernels that CpuParity.RowFusedKernels runs: each reduction
// joins the kernel(s) reading it (merging two sibling outputs into one), except
// where its row values are also an output of the graph.
TEST(Plans, RowReductionsJoinTheirReadersOverMinorDimsAndSiblings) {
  for (const auto& [file, kernels] : std::vector<std::pair<std::string, size_t>>{{"exp_over_row_sums_of_3d", 1},
                                                                                  {"centered_over_two_minor_dims", 1},
                                                                                  {"two_outputs_reading_row_sums", 1},
                                                                                  {"softmax_and_log_softmax", 1},
                                                                                  {"returned_row_values", 3}}) {
    auto m = testing::parse(testing::read_file(KILN_SOURCE_DIR "/test/backend/data/row_fused/" + file + ".hlo"));
    const KernelPlan plan = plan_kernels(*m->entry());
    EXPECT_EQ(plan.kernels.size(), kernels) << file << "\n" << explain_text(*m->entry(), plan);
  }
}

}  // namespace
}  // namespace kiln

namespace kiln {
namespace {

// A chain of elementwise ops is cut into kernels of kMaxJoinedOps, each
// boundary with its reason: one kernel of 400 ops took 75 s to compile, and
// compile time grew faster than linearly (issue 29).
TEST(Plans, LongElementwiseChainsAreCutIntoBoundedKernels) {
  std::string hlo = "HloModule chain\nENTRY e {\n  x = f32[64] parameter(0)\n  c = f32[] constant(1.5)\n  cb = f32[64] broadcast(c), dimensions={}\n";
  const int n = 200;
  std::string previous = "x";
  for (int i = 0; i < n; ++i) {
    hlo += fmt::format("  {}v{} = f32[64] {}({}, cb)\n", i == n - 1 ? "ROOT " : "", i, i % 2 ? "multiply" : "add", previous);
    previous = fmt::format("v{}", i);
  }
  auto module = testing::parse(hlo + "}\n");
  default_pipeline().run(*module);
  const auto j = nlohmann::json::parse(explain_json(*module->entry(), plan_kernels(*module->entry())));
  EXPECT_EQ(j["kernels"].size(), static_cast<size_t>((n + kMaxJoinedOps - 1) / kMaxJoinedOps)) << j.dump(1).substr(0, 2000);
  int cut = 0;
  for (const auto& k : j["kernels"]) {
    EXPECT_LE(k["ops"].size(), static_cast<size_t>(kMaxJoinedOps + 2));  // + the broadcast it copies in
    cut += k["split_reason"].get<std::string>().find("the most one kernel takes") != std::string::npos;
  }
  EXPECT_EQ(cut, static_cast<int>(j["kernels"].size()) - 1);
}

}  // namespace
}  // namespace kiln
