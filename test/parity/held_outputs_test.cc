// kiln parity's held outputs: read back from disk bit for bit, each file gone
// once taken, and a directory that cannot be written named with the reason.
#include <gtest/gtest.h>

#include <filesystem>

#include "parity/held_outputs.h"
#include "support/error.h"
#include "support/temporary_directory.h"
#include "test_util.h"

namespace kiln {
namespace {

std::vector<Literal> some_outputs(uint64_t seed) {
  return {testing::random_literal(DType::F32, {3, 5}, seed), testing::random_literal(DType::BF16, {7}, seed + 1),
          testing::random_literal(DType::S8, {2, 2, 2}, seed + 2, -100, 100), testing::random_literal(DType::Pred, {9}, seed + 3),
          testing::random_literal(DType::F64, {}, seed + 4)};
}

TEST(HeldOutputs, OnDiskTheyComeBackBitForBitAndLeaveNoFileBehind) {
  const uint64_t seed = 11;
  const std::vector<Literal> expected = some_outputs(seed);
  const TemporaryDirectory dir(temporary_parent(), "kiln-held-test");
  HeldOutputs held(some_outputs(seed), dir.path(), "run");
  ASSERT_TRUE(held.on_disk());
  ASSERT_EQ(held.size(), expected.size());
  EXPECT_EQ(std::distance(std::filesystem::directory_iterator(dir.path()), {}), static_cast<long>(expected.size()));
  for (size_t i : {3, 0, 4, 1, 2}) {  // any order
    EXPECT_EQ(held.type(i), expected[i].type()) << "output " << i << ", seed " << seed;
    EXPECT_EQ(held.take(i), expected[i]) << "output " << i << ", seed " << seed;
  }
  EXPECT_TRUE(std::filesystem::is_empty(dir.path()));
}

TEST(HeldOutputs, InMemoryTheyAreMovedOut) {
  const std::vector<Literal> expected = some_outputs(5);
  HeldOutputs held(some_outputs(5));
  EXPECT_FALSE(held.on_disk());
  for (size_t i = 0; i < expected.size(); ++i) EXPECT_EQ(held.take(i), expected[i]) << "output " << i;
}

TEST(HeldOutputs, ADirectoryThatCannotBeWrittenIsNamedWithTheReason) {
  try {
    HeldOutputs held(some_outputs(1), "/nonexistent/kiln", "run");
    FAIL() << "wrote into a directory that does not exist";
  } catch (const UserError& e) {
    EXPECT_NE(std::string(e.what()).find("/nonexistent/kiln/run-0.bin: cannot write (No such file or directory)"), std::string::npos)
        << e.what();
  }
}

}  // namespace
}  // namespace kiln
