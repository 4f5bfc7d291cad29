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

// A device made of host memory that counts what the executable asks of it.
class CountingDevice : public Device {
 public:
  std::string name() const override { return "counting"; }
  uint64_t allocate(size_t bytes) override {
    ++allocations;
    return reinterpret_cast<uint64_t>(new uint8_t[bytes]);
  }
  void release(uint64_t address) override { delete[] reinterpret_cast<uint8_t*>(address); }
  void copy_to_device(uint64_t d, const void* h, size_t bytes) override {
    ++to_device;
    std::memcpy(reinterpret_cast<void*>(d), h, bytes);
  }
  void copy_to_host(void* h, uint64_t d, size_t bytes) override {
    ++to_host;
    std::memcpy(h, reinterpret_cast<const void*>(d), bytes);
  }
  void copy_on_device(uint64_t to, uint64_t from, size_t bytes) override {
    std::memcpy(reinterpret_cast<void*>(to), reinterpret_cast<const void*>(from), bytes);
  }
  void synchronize() override {}
  int allocations = 0, to_device = 0, to_host = 0;
};

// A device step writing in + 1 (f32).
Step add_one_on_device(int in, int out) {
  Step s;
  s.name = "add_one";
  s.kind = "pointwise";
  s.inputs = {in};
  s.outputs = {out};
  s.run_on_device = [in, out](std::vector<DeviceBuffer>& slots) {
    const float* x = reinterpret_cast<const float*>(slots[static_cast<size_t>(in)].address());
    float* y = reinterpret_cast<float*>(slots[static_cast<size_t>(out)].address());
    for (int i = 0; i < 16; ++i) y[i] = x[i] + 1;
  };
  return s;
}

// Inputs go to the device once, intermediates never come back, outputs come
// back once; a host step in between gets its input copied back (and its output
// sent again); device memory is recycled across runs.
TEST(Executable, DeviceStepsCopyOnlyAtTheBoundaries) {
  const TensorType t(DType::F32, {16});
  auto device = std::make_shared<CountingDevice>();
  std::vector<const uint8_t*> addresses;
  Executable exe({t, t, t, t, t, t});
  exe.set_device(device);
  exe.set_parameter_slots({0});
  exe.add_step(add_one_on_device(0, 1));
  exe.add_step(add_one_on_device(1, 2));
  exe.add_step(add_one(2, 3, addresses));  // on the host: slot 2 comes back
  exe.add_step(add_one_on_device(3, 4));   // slot 3 goes out again
  exe.add_step(add_one_on_device(4, 5));
  exe.set_output_slots({5});
  exe.finalize();
  const Literal x = testing::random_literal(DType::F32, {16}, 11);
  std::vector<double> want;
  for (int64_t i = 0; i < 16; ++i) want.push_back(static_cast<double>(static_cast<float>(x.get_double(i)) + 5.0f));
  auto out = exe.run_literals({x});
  EXPECT_TRUE(testing::all_close(out[0], want, 1e-6));
  EXPECT_EQ(device->to_device, 2);  // the parameter, and the host step's output
  EXPECT_EQ(device->to_host, 2);    // the host step's input, and the output
  const int allocations = device->allocations;
  out = exe.run_literals({x});
  EXPECT_TRUE(testing::all_close(out[0], want, 1e-6));
  EXPECT_EQ(device->allocations, allocations);  // the second run reuses device memory
  EXPECT_EQ(device->to_device, 4);
  EXPECT_EQ(device->to_host, 4);
}

TEST(Executable, ConstantsStayOnTheDeviceAcrossRuns) {
  const TensorType t(DType::F32, {16});
  auto device = std::make_shared<CountingDevice>();
  Executable exe({t, t, t});
  exe.set_device(device);
  exe.set_parameter_slots({0});
  exe.set_constant(1, to_host_buffer(testing::make(DType::F32, {16}, std::vector<double>(16, 2.0)), t));
  exe.add_step(add_one_on_device(1, 2));
  exe.set_output_slots({2});
  exe.finalize();
  const Literal x = testing::random_literal(DType::F32, {16}, 3);
  for (int run = 0; run < 3; ++run) EXPECT_TRUE(testing::all_close(exe.run_literals({x})[0], std::vector<double>(16, 3.0), 0));
  EXPECT_EQ(device->to_device, 1);  // the constant, once; the unread parameter never
  EXPECT_EQ(device->to_host, 3);    // the output, once per run
}

// A loop whose condition and body run on the device, written as compile.cc
// writes while (run_placed, read_on_host): its state stays on the device
// between iterations; only each condition's one byte crosses, and the result
// comes back once at the end.
TEST(Executable, ALoopOnTheDeviceKeepsItsStateThere) {
  const TensorType t(DType::F32, {16}), pred(DType::Pred, {});
  auto device = std::make_shared<CountingDevice>();
  auto body = std::make_shared<Executable>(std::vector<TensorType>{t, t});
  body->set_device(device);
  body->set_parameter_slots({0});
  body->add_step(add_one_on_device(0, 1));
  body->set_output_slots({1});
  body->finalize();
  auto condition = std::make_shared<Executable>(std::vector<TensorType>{t, pred});
  condition->set_device(device);
  condition->set_parameter_slots({0});
  Step below_five;  // x[0] < 5, on the device
  below_five.name = "below_five";
  below_five.inputs = {0};
  below_five.outputs = {1};
  below_five.run_on_device = [](std::vector<DeviceBuffer>& slots) {
    *reinterpret_cast<uint8_t*>(slots[1].address()) = *reinterpret_cast<const float*>(slots[0].address()) < 5.0f;
  };
  condition->add_step(std::move(below_five));
  condition->set_output_slots({1});
  condition->finalize();
  Executable exe({t, t, t});
  exe.set_device(device);
  exe.set_parameter_slots({0});
  exe.add_step(add_one_on_device(0, 1));  // the loop's initial state is on the device
  Step loop;
  loop.name = "loop";
  loop.kind = "loop";
  loop.inputs = {1};
  loop.outputs = {2};
  loop.allocates_outputs = false;
  int iterations = 0;
  loop.run_control = [&](std::vector<PlacedBuffer> state) {
    for (;;) {
      uint8_t go = 0;
      condition->read_on_host(condition->run_placed(state)[0], &go, 1);
      if (!go) return state;
      EXPECT_TRUE(state[0].on_device());
      EXPECT_FALSE(state[0].on_host());
      state = body->run_placed(std::move(state));
      ++iterations;
    }
  };
  exe.add_step(std::move(loop));
  exe.set_output_slots({2});
  exe.finalize();
  const Literal x = testing::make(DType::F32, {16}, std::vector<double>(16, 0.5));
  const auto out = exe.run_literals({x});
  EXPECT_EQ(iterations, 4);  // 1.5, 2.5, 3.5, 4.5 are below 5
  EXPECT_TRUE(testing::all_close(out[0], std::vector<double>(16, 5.5), 0));
  EXPECT_EQ(device->to_device, 1);               // the parameter
  EXPECT_EQ(device->to_host, iterations + 1 + 1);  // each condition's byte, and the result
}

}  // namespace
}  // namespace kiln
