// Every model in test/models and every module of the shared corpus runs compiled
// for the CPU and matches the reference evaluator on seeded random inputs: exact
// for integers and pred, relative error ||out - ref|| / ||ref|| within the
// issue's bounds for floats, and no NaN where the reference has none.
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>

#include "driver/compile.h"
#include "parity/compare.h"
#include "reference/evaluator.h"
#include "test_util.h"

namespace kiln {
namespace {

constexpr uint64_t kSeed = 7;


// The bounds: 1e-5 for elementwise-only models, 1e-4 where GEMMs or long
// reductions change the order of a sum.
double f32_tolerance(const Graph& g) {
  for (const auto& n : g.nodes()) {
    switch (n->op()) {
      case OpCode::Dot: case OpCode::Reduce: case OpCode::ReduceWindow: case OpCode::Convolution:
      case OpCode::Scatter: case OpCode::While:
        return 1e-4;
      default: break;
    }
  }
  return 1e-5;
}

void expect_parity(const std::filesystem::path& file) {
  SCOPED_TRACE(::testing::Message() << file << " (seed " << kSeed << ")");
  const auto module = testing::parse(testing::read_file(file.string()));
  const Graph& entry = *module->entry();
  std::vector<Literal> args;
  for (size_t i = 0; i < entry.parameters().size(); ++i) {
    args.push_back(random_literal(entry.parameters()[i]->type(), kSeed * 1000003 + i));
  }
  const std::vector<Literal> want = evaluate(entry, args);
  // The compiler gets its own copy: the pass pipeline rewrites it.
  const auto compiled_module = testing::parse(testing::read_file(file.string()));
  const auto executable = compile_module_for_cpu(*compiled_module);
  const std::vector<Literal> got = executable->run_literals(args);
  ASSERT_EQ(got.size(), want.size());
  for (size_t i = 0; i < got.size(); ++i) {
    // An f32 output computed in bf16 (a model that converts at its ends) carries bf16's error.
    const DType precision = computed_precision(entry.outputs()[i]);
    EXPECT_TRUE(testing::close_to_reference(got[i], want[i], testing::tolerance_for(precision, f32_tolerance(entry)))) << "output " << i;
  }
}

TEST(CpuParity, EveryModel) {
  for (const auto& f : testing::hlo_files(KILN_SOURCE_DIR "/test/models")) expect_parity(f);
}

// Row reductions computed inside the kernels that read them: over the minor
// dim of a 3-D value, over two minor dims, two outputs reading one row sum,
// softmax beside log-softmax, and row values that are also returned. Rows
// enough for the parallel chunks of rows.
TEST(CpuParity, RowFusedKernels) {
  const auto files = testing::hlo_files(KILN_SOURCE_DIR "/test/backend/data/row_fused");
  ASSERT_EQ(files.size(), 5u);
  for (const auto& f : files) expect_parity(f);
}

// SSD-MobileNet as XLA keeps it for its CPU benchmarks (test/data/xla-models):
// 47 convolutions in bf16, weights elided and filled scaled by fan-in, the
// whole model at 300x300 (the reference takes most of the test's ~20 s).
TEST(CpuParity, SsdMobileNet) { expect_parity(KILN_XLA_MODELS_DIR "/ssd_mobilenet_tf.hlo"); }

TEST(CpuParity, EveryCorpusModule) {
  const auto files = testing::hlo_files(KILN_CORPUS_DIR);
  if (files.empty()) GTEST_SKIP() << "no corpus";
  for (const auto& f : files) expect_parity(f);
}

}  // namespace
}  // namespace kiln
