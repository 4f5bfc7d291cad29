#include "expand/philox.h"

#include <array>

#include "support/error.h"

namespace kiln {

namespace {

constexpr uint32_t kW32A = 0x9E3779B9, kW32B = 0xBB67AE85;      // key schedule
constexpr uint32_t kM4x32A = 0xD2511F53, kM4x32B = 0xCD9E8D57;  // round multipliers

class Philox {
 public:
  Philox(GraphBuilder& b, int64_t blocks) : b_(b), blocks_(blocks) {}

  Value u32(uint32_t v) { return b_.broadcast(b_.scalar(DType::U32, v), {blocks_}, {}); }
  Value u64(double v, Dims dims) { return b_.broadcast(b_.scalar(DType::U64, v), dims, {}); }
  Value low32(Value x) { return b_.convert(x, DType::U32); }  // integer converts keep the low bits
  Value high32(Value x) { return low32(b_.binary(OpCode::ShiftRightLogical, x, u64(32, x.type().dims))); }
  Value join(Value lo, Value hi) {
    const Dims& d = lo.type().dims;
    return b_.binary(OpCode::Or, b_.convert(lo, DType::U64), b_.binary(OpCode::ShiftLeft, b_.convert(hi, DType::U64), u64(32, d)));
  }

  // Ten rounds on four u32 words with a key of two.
  std::array<Value, 4> rounds(std::array<Value, 4> x, std::array<Value, 2> key) {
    for (int round = 0; round < 10; ++round) {
      const Value p0 = b_.mul(b_.convert(x[0], DType::U64), u64(kM4x32A, {blocks_}));
      const Value p1 = b_.mul(b_.convert(x[2], DType::U64), u64(kM4x32B, {blocks_}));
      x = {b_.binary(OpCode::Xor, b_.binary(OpCode::Xor, high32(p1), x[1]), key[0]), low32(p1),
           b_.binary(OpCode::Xor, b_.binary(OpCode::Xor, high32(p0), x[3]), key[1]), low32(p0)};
      key = {b_.add(key[0], u32(kW32A)), b_.add(key[1], u32(kW32B))};
    }
    return x;
  }

  // Words 0..n-1 of `parts` taken round-robin: part i % k, element i / k.
  Value interleave(const std::vector<Value>& parts, int64_t n) {
    std::vector<Value> columns;
    for (const Value& p : parts) columns.push_back(b_.reshape(p, {blocks_, 1}));
    const auto k = static_cast<int64_t>(parts.size());
    const Value all = b_.reshape(b_.concatenate(columns, 1), {blocks_ * k});
    return b_.slice(all, {SliceDim{0, n, 1}});
  }

 private:
  GraphBuilder& b_;
  int64_t blocks_;
};

}  // namespace

std::pair<Value, Value> philox_bit_generator(GraphBuilder& b, Value state, const TensorType& output) {
  const TensorType& s = state.type();
  if (s.dtype != DType::U64 || s.rank() != 1 || s.dims[0] < 2) user_error("a Philox state is u64[2] or longer, got {}", s.to_string(false));
  const int bits = dtype_bits(output.dtype);
  if (!is_integer(output.dtype) || (bits != 8 && bits != 16 && bits != 32 && bits != 64)) {
    user_error("rng_bit_generator gives integers of 8, 16, 32 or 64 bits, not {}", output.to_string(false));
  }
  const int64_t n = output.num_elements(), words = bits == 64 ? 2 * n : n;
  // The counter moves past the blocks the output uses: none for an empty
  // output (XLA's GetPhiloxInputsAndUpdatedState), though one is computed.
  const int64_t used = (words + 3) / 4, blocks = std::max<int64_t>(1, used);
  Philox p(b, blocks);
  auto word = [&](int64_t i) { return b.reshape(b.slice(state, {SliceDim{i, i + 1, 1}}), {}); };
  const Value key = word(0);
  const Value low = word(1), high = s.dims[0] >= 3 ? word(2) : word(0);
  // The counter of block i: (low + i, high + carry).
  const Value lows = b.add(b.broadcast(low, {blocks}, {}), b.iota(TensorType(DType::U64, {blocks}), 0));
  const Value carried = b.compare(lows, b.broadcast(low, {blocks}, {}), ComparisonDirection::LT);
  const Value highs = b.select(carried, b.broadcast(b.add(high, b.scalar(DType::U64, 1)), {blocks}, {}), b.broadcast(high, {blocks}, {}));
  const std::array<Value, 4> x = p.rounds({p.low32(lows), p.high32(lows), p.low32(highs), p.high32(highs)},
                                          {b.broadcast(p.low32(key), {blocks}, {}), b.broadcast(p.high32(key), {blocks}, {})});
  Value out;
  if (bits == 64) {
    out = p.interleave({p.join(x[0], x[1]), p.join(x[2], x[3])}, n);
    if (output.dtype != DType::U64) out = b.bitcast_convert(out, output.dtype);
  } else {
    out = p.interleave({x[0], x[1], x[2], x[3]}, n);
    const DType unsigned_type = bits == 32 ? DType::U32 : bits == 16 ? DType::U16 : DType::U8;
    if (bits < 32) out = b.convert(out, unsigned_type);  // the low bits
    if (output.dtype != unsigned_type) out = b.bitcast_convert(out, output.dtype);
  }
  out = b.reshape(out, output.dims);
  // The new state: the key, then the counter past the blocks used.
  const Value next_low = b.add(low, b.scalar(DType::U64, static_cast<double>(used)));
  std::vector<Value> next{b.reshape(key, {1}), b.reshape(next_low, {1})};
  if (s.dims[0] >= 3) {
    const Value wrapped = b.compare(next_low, low, ComparisonDirection::LT);
    next.push_back(b.reshape(b.select(wrapped, b.add(high, b.scalar(DType::U64, 1)), high), {1}));
    if (s.dims[0] > 3) next.push_back(b.slice(state, {SliceDim{3, s.dims[0], 1}}));
  }
  return {b.concatenate(next, 0), out};
}

}  // namespace kiln
