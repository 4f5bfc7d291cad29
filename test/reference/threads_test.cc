// The reference evaluator splits big ops' output elements over threads
// (reference/element_blocks.h). Each element is computed by one thread, so
// the answer must not move by a bit with the thread count.
#include <gtest/gtest.h>

#include <mutex>
#include <set>
#include <thread>

#include "reference/element_blocks.h"
#include "reference/evaluator.h"
#include "test_util.h"

namespace kiln {
namespace {

using testing::identical;
using testing::parse;
using testing::random_literal;

TEST(ReferenceThreads, BlocksVisitEveryIndexOnceWithItsPosition) {
  const Dims dims = {3, 5, 7};
  for (int threads : {1, 2, 3, 8}) {
    std::vector<int> seen(3 * 5 * 7, 0);
    std::mutex m;
    // 1 << 16 steps per element: every element is worth a thread.
    reference::for_each_index_on_threads(dims, int64_t{1} << 16, threads, [&](const Dims& idx, int64_t linear) {
      std::lock_guard<std::mutex> lock(m);
      EXPECT_EQ(linear, (idx[0] * 5 + idx[1]) * 7 + idx[2]) << "threads " << threads;
      ++seen[static_cast<size_t>(linear)];
    });
    for (int count : seen) EXPECT_EQ(count, 1) << "threads " << threads;
  }
}

TEST(ReferenceThreads, SmallOpsStayOnTheCallingThread) {
  std::set<std::thread::id> ids;
  reference::for_each_element_block(1000, 1, 8, [&](int64_t begin, int64_t end) {
    ids.insert(std::this_thread::get_id());
    EXPECT_EQ(begin, 0);
    EXPECT_EQ(end, 1000);
  });
  EXPECT_EQ(ids, std::set<std::thread::id>{std::this_thread::get_id()});
}

// Every op the evaluator splits, each big enough to be split (276,480
// elements is 4 blocks of elementwise work), with sums that round
// differently in another order.
TEST(ReferenceThreads, AnswersDoNotDependOnTheThreadCount) {
  const auto module = parse(R"(
ENTRY e {
  x = f32[2,18,18,24] parameter(0)
  w = f32[3,3,24,16] parameter(1)
  a = f32[96,80] parameter(2)
  b = f32[80,72] parameter(3)
  c = f32[2,16,16,16] convolution(x, w), window={size=3x3}, dim_labels=b01f_01io->b01f
  d = f32[96,72] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  bc = f32[96,72,40] broadcast(d), dimensions={0,1}
  t = f32[40,96,72] transpose(bc), dimensions={2,0,1}
  e = f32[40,96,72] exponential(t)
  ROOT o = (f32[2,16,16,16], f32[40,96,72]) tuple(c, e)
})");
  const uint64_t seed = 20261128;
  const std::vector<Literal> args = {random_literal(DType::F32, {2, 18, 18, 24}, seed), random_literal(DType::F32, {3, 3, 24, 16}, seed + 1),
                                     random_literal(DType::F32, {96, 80}, seed + 2), random_literal(DType::F32, {80, 72}, seed + 3)};
  for (bool each_step : {false, true}) {
    EvaluateOptions one;
    one.threads = 1;
    one.sums_round_each_step = each_step;
    const std::vector<Literal> expected = evaluate(*module->entry(), args, one);
    for (int threads : {2, 3, 7}) {
      EvaluateOptions many = one;
      many.threads = threads;
      const std::vector<Literal> got = evaluate(*module->entry(), args, many);
      ASSERT_EQ(got.size(), expected.size());
      for (size_t i = 0; i < got.size(); ++i) {
        EXPECT_TRUE(identical(got[i], expected[i])) << "output " << i << ", " << threads << " threads, each_step " << each_step << ", seed " << seed;
      }
    }
  }
}

}  // namespace
}  // namespace kiln
