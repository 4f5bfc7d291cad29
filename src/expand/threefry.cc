#include "expand/threefry.h"

#include "support/error.h"

namespace kiln {

std::pair<Value, Value> threefry2x32(GraphBuilder& b, Value key0, Value key1, Value count0, Value count1) {
  const TensorType type = key0.type();
  for (const Value& v : {key0, key1, count0, count1}) {
    if (v.type().dtype != DType::U32 || v.type().dims != type.dims) {
      user_error("threefry2x32 takes four u32 arrays of one shape, got {} and {}", type.to_string(false), v.type().to_string(false));
    }
  }
  const auto k = [&](uint32_t v) { return b.broadcast(b.scalar(DType::U32, v), type.dims, {}); };
  const auto rotate_left = [&](Value x, uint32_t r) {
    return b.binary(OpCode::Or, b.binary(OpCode::ShiftLeft, x, k(r)), b.binary(OpCode::ShiftRightLogical, x, k(32 - r)));
  };
  const Value ks[3] = {key0, key1, b.binary(OpCode::Xor, b.binary(OpCode::Xor, key0, key1), k(0x1BD11BDA))};
  static constexpr uint32_t kRotations[2][4] = {{13, 15, 26, 6}, {17, 29, 16, 24}};
  Value x0 = b.add(count0, ks[0]);
  Value x1 = b.add(count1, ks[1]);
  // Five groups of four rounds, each followed by a key injection.
  for (uint32_t group = 0; group < 5; ++group) {
    for (uint32_t r : kRotations[group % 2]) {
      x0 = b.add(x0, x1);
      x1 = b.binary(OpCode::Xor, x0, rotate_left(x1, r));
    }
    x0 = b.add(x0, ks[(group + 1) % 3]);
    x1 = b.add(b.add(x1, ks[(group + 2) % 3]), k(group + 1));
  }
  return {x0, x1};
}

}  // namespace kiln
