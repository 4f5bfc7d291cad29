// kiln tune's progress bar line: kernels done of all, the kernel being
// measured, the best gain so far and the time left.
#include <gtest/gtest.h>

#include "driver/tune.h"

namespace kiln {
namespace {

TEST(TuneProgress, TheLineSaysDoneCurrentBestAndTimeLeft) {
  TuneProgress p;
  p.done = 5;
  p.total = 20;
  p.current = "fusion.3";
  p.best_speedup = 1.4242;
  p.left_s = 80.4;
  EXPECT_EQ(progress_line(p), "[#####...............] 5/20 kernels  fusion.3  best 1.42x  ~1m20s left");
  p.left_s = 7.6;
  EXPECT_EQ(progress_line(p), "[#####...............] 5/20 kernels  fusion.3  best 1.42x  ~8s left");
  p.left_s = -1;  // nothing measured yet, no budget: no estimate
  EXPECT_EQ(progress_line(p), "[#####...............] 5/20 kernels  fusion.3  best 1.42x");
  p.done = 20;
  p.current.clear();  // finished
  EXPECT_EQ(progress_line(p), "[####################] 20/20 kernels  best 1.42x");
}

}  // namespace
}  // namespace kiln
