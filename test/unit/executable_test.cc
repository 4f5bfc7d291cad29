// The runtime's step sequencing and buffer reuse, with plain C++ steps.
#include <gtest/gtest.h>

#include <cstring>

#include "runtime/executable.h"
#include "test_util.h"

namespace kiln {
namespace {

// A step that writes in + 1 (f32) from slot `in` into slot `out` and records the
// output's address.
Step add_one(int in, int out, std::vector<const uint8_t*>& addresses) {
  Step s;
  s.name = "add_one";
  s.kind = "pointwise";
  s.inputs = {in};
  s.outputs = {out};
  s.run = [in, out, &addresses](std::vector<HostBuffer>& slots) {
    const float* x = reinterpret_cast<const float*>(slots[static_cast<size_t>(in)].bytes());
    float* y = reinterpret_cast<float*>(slots[static_cast<size_t>(out)].bytes());
    for (int i = 0; i < 16; ++i) y[i] = x[i] + 1;
    addresses.push_back(slots[static_cast<size_t>(out)].bytes());
  };
  return s;
}

TEST(Executable, ReusesTheBufferOfADeadIntermediate) {
  const TensorType t(DType::F32, {16});
  Executable exe({t, t, t, t});
  std::vector<const uint8_t*> addresses;
  exe.set_parameter_slots({0});
  exe.add_step(add_one(0, 1, addresses));
  exe.add_step(add_one(1, 2, addresses));
  exe.add_step(add_one(2, 3, addresses));  // slot 1 is dead by now
  exe.set_output_slots({3});
  exe.finalize();
  const auto out = exe.run_literals({testing::make(DType::F32, {16}, std::vector<double>(16, 1.0))});
  EXPECT_TRUE(testing::all_close(out[0], std::vector<double>(16, 4.0), 0));
  ASSERT_EQ(addresses.size(), 3u);
  EXPECT_EQ(addresses[2], addresses[0]);  // slot 3 took slot 1's memory
}

TEST(Executable, NeverReusesABufferThatIsAnOutput) {
  const TensorType t(DType::F32, {16});
  Executable exe({t, t, t, t});
  std::vector<const uint8_t*> addresses;
  exe.set_parameter_slots({0});
  exe.add_step(add_one(0, 1, addresses));
  exe.add_step(add_one(1, 2, addresses));
  exe.add_step(add_one(2, 3, addresses));
  exe.set_output_slots({1, 3});
  exe.finalize();
  const auto out = exe.run_literals({testing::make(DType::F32, {16}, std::vector<double>(16, 1.0))});
  EXPECT_TRUE(testing::all_close(out[0], std::vector<double>(16, 2.0), 0));
  EXPECT_TRUE(testing::all_close(out[1], std::vector<double>(16, 4.0), 0));
}

}  // namespace
}  // namespace kiln
