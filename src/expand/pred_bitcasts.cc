#include "expand/pred_bitcasts.h"

#include "support/error.h"

namespace kiln {

namespace {

DType unsigned_of_bits(int bits) {
  switch (bits) {
    case 8: return DType::U8;
    case 16: return DType::U16;
    case 32: return DType::U32;
    case 64: return DType::U64;
    default: user_error("bitcast_convert with i1: a {}-bit type has no unsigned integer of its width", bits);
  }
}

}  // namespace

Value bits_as_preds(Module&, GraphBuilder& b, Value x) {
  const TensorType& t = x.type();
  const int bits = dtype_bits(t.dtype);
  const DType u = unsigned_of_bits(bits);
  Value word = t.dtype == u ? x : b.bitcast_convert(x, u);
  Dims out = t.dims;
  out.push_back(bits);
  Dims keep(t.dims.size());
  for (size_t d = 0; d < keep.size(); ++d) keep[d] = static_cast<int64_t>(d);
  const Value spread = b.broadcast(word, out, keep);
  const Value shifts = b.iota(TensorType(u, out), static_cast<int64_t>(t.dims.size()));
  const Value bit = b.binary(OpCode::And, b.binary(OpCode::ShiftRightLogical, spread, shifts), b.broadcast(b.scalar(u, 1), out, {}));
  return b.compare(bit, b.broadcast(b.scalar(u, 0), out, {}), ComparisonDirection::NE);
}

Value preds_as_bits(Module& module, GraphBuilder& b, Value p, DType to) {
  const TensorType& t = p.type();
  const int bits = dtype_bits(to);
  if (t.rank() == 0 || t.dims.back() != bits) {
    user_error("bitcast_convert from i1 to {}: the operand's last dimension must be {} (one i1 a bit), got {}", dtype_name(to), bits,
               t.to_string(false));
  }
  const DType u = unsigned_of_bits(bits);
  const int64_t last = t.rank() - 1;
  const Value shifts = b.iota(TensorType(u, t.dims), last);
  const Value placed = b.binary(OpCode::ShiftLeft, b.convert(p, u), shifts);
  const Value word = b.reduce(placed, b.scalar(u, 0), {last}, make_reducer(module, OpCode::Or, u));
  return to == u ? word : b.bitcast_convert(word, to);
}

}  // namespace kiln
