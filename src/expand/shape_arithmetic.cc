#include "expand/shape_arithmetic.h"

#include <algorithm>
#include <limits>

#include "ir/literal.h"

namespace kiln {

namespace {

constexpr int64_t kMaxElements = 64;
constexpr int kMaxDepth = 64;

using Ints = std::vector<int64_t>;

// v as a value of integer type `t`: wrapped to its bits, sign-extended for
// signed types (HLO's integer semantics).
int64_t wrap(int64_t v, DType t) {
  const int bits = dtype_bits(t);
  if (bits >= 64) return v;
  const uint64_t mask = (uint64_t{1} << bits) - 1, u = static_cast<uint64_t>(v) & mask;
  if (is_signed_int(t) && (u >> (bits - 1)) != 0) return static_cast<int64_t>(u | ~mask);
  return static_cast<int64_t>(u);
}

std::optional<int64_t> binary(OpCode op, int64_t a, int64_t b, DType t) {
  switch (op) {
    case OpCode::Add: return wrap(static_cast<int64_t>(static_cast<uint64_t>(a) + static_cast<uint64_t>(b)), t);
    case OpCode::Subtract: return wrap(static_cast<int64_t>(static_cast<uint64_t>(a) - static_cast<uint64_t>(b)), t);
    case OpCode::Multiply: return wrap(static_cast<int64_t>(static_cast<uint64_t>(a) * static_cast<uint64_t>(b)), t);
    case OpCode::Divide:
    case OpCode::Remainder:
      // Division by zero and overflow have their own HLO results; shape
      // arithmetic never needs them, so they are left to run time.
      if (b == 0 || (b == -1 && a == std::numeric_limits<int64_t>::min())) return std::nullopt;
      if (is_unsigned_int(t)) {
        const auto ua = static_cast<uint64_t>(a), ub = static_cast<uint64_t>(b);
        return wrap(static_cast<int64_t>(op == OpCode::Divide ? ua / ub : ua % ub), t);
      }
      return wrap(op == OpCode::Divide ? a / b : a % b, t);
    case OpCode::Maximum: return is_unsigned_int(t) ? static_cast<int64_t>(std::max<uint64_t>(a, b)) : std::max(a, b);
    case OpCode::Minimum: return is_unsigned_int(t) ? static_cast<int64_t>(std::min<uint64_t>(a, b)) : std::min(a, b);
    case OpCode::And: return a & b;  // of preds (0, 1) or of integers' bits
    case OpCode::Or: return a | b;
    default: return std::nullopt;
  }
}

// a DIRECTION b of integers of type `t` (unsigned ones compared as such).
bool compare(ComparisonDirection direction, int64_t a, int64_t b, DType t) {
  const bool is_unsigned = is_unsigned_int(t);
  const bool less = is_unsigned ? static_cast<uint64_t>(a) < static_cast<uint64_t>(b) : a < b;
  switch (direction) {
    case ComparisonDirection::EQ: return a == b;
    case ComparisonDirection::NE: return a != b;
    case ComparisonDirection::LT: return less;
    case ComparisonDirection::LE: return less || a == b;
    case ComparisonDirection::GT: return !less && a != b;
    case ComparisonDirection::GE: return !less;
  }
  return false;
}

std::optional<Ints> fold(const Value& v, int depth) {
  const Node& n = *v.node;
  const TensorType& t = v.type();
  const bool integer_or_pred = is_integer(t.dtype) || t.dtype == DType::Pred;
  if (depth > kMaxDepth || n.num_results() != 1 || !integer_or_pred || t.num_elements() > kMaxElements) return std::nullopt;
  std::vector<Ints> in;
  auto operands = [&]() -> bool {
    for (const Value& o : n.operands()) {
      std::optional<Ints> f = fold(o, depth + 1);
      if (!f) return false;
      in.push_back(std::move(*f));
    }
    return true;
  };
  const size_t count = static_cast<size_t>(t.num_elements());
  switch (n.op()) {
    case OpCode::Constant: {
      const Literal& l = *n.attrs().literal;
      Ints out;
      for (int64_t i = 0; i < l.num_elements(); ++i) out.push_back(l.get_int(i));
      return out;
    }
    case OpCode::Convert: {
      if (!is_integer(n.operand(0).type().dtype) || !operands()) return std::nullopt;
      for (int64_t& x : in[0]) x = wrap(x, t.dtype);
      return in[0];
    }
    case OpCode::Reshape:
      if (!operands()) return std::nullopt;
      return in[0];
    case OpCode::Negate: {
      if (!operands()) return std::nullopt;
      for (int64_t& x : in[0]) x = wrap(static_cast<int64_t>(0 - static_cast<uint64_t>(x)), t.dtype);
      return in[0];
    }
    case OpCode::Broadcast: {  // of a scalar
      if (n.operand(0).type().rank() != 0 || !operands()) return std::nullopt;
      return Ints(count, in[0][0]);
    }
    case OpCode::Compare: {
      const DType operand_type = n.operand(0).type().dtype;
      if (!is_integer(operand_type) || !operands() || in[0].size() != count || in[1].size() != count) return std::nullopt;
      Ints out;
      for (size_t i = 0; i < count; ++i) out.push_back(compare(n.attrs().direction, in[0][i], in[1][i], operand_type) ? 1 : 0);
      return out;
    }
    case OpCode::Not: {
      if (!operands()) return std::nullopt;
      for (int64_t& x : in[0]) x = t.dtype == DType::Pred ? !x : wrap(~x, t.dtype);
      return in[0];
    }
    case OpCode::Add: case OpCode::Subtract: case OpCode::Multiply: case OpCode::Divide:
    case OpCode::Remainder: case OpCode::Maximum: case OpCode::Minimum: case OpCode::And: case OpCode::Or: {
      if (!operands() || in[0].size() != count || in[1].size() != count) return std::nullopt;
      Ints out;
      for (size_t i = 0; i < count; ++i) {
        const std::optional<int64_t> r = binary(n.op(), in[0][i], in[1][i], t.dtype);
        if (!r) return std::nullopt;
        out.push_back(*r);
      }
      return out;
    }
    case OpCode::Clamp: {  // clamp(lo, x, hi), lo and hi scalars or like x
      if (!operands()) return std::nullopt;
      Ints out;
      for (size_t i = 0; i < count; ++i) {
        const int64_t lo = in[0][in[0].size() == 1 ? 0 : i], x = in[1][i], hi = in[2][in[2].size() == 1 ? 0 : i];
        out.push_back(std::min(std::max(x, lo), hi));
      }
      return out;
    }
    case OpCode::Concatenate: {  // along the outermost dim: the operands' values one after another
      if (n.attrs().dimensions != Dims{0} || !operands()) return std::nullopt;
      Ints out;
      for (const Ints& part : in) out.insert(out.end(), part.begin(), part.end());
      return out;
    }
    default:
      return std::nullopt;
  }
}

}  // namespace

std::optional<std::vector<int64_t>> fold_integers(const Value& v) { return fold(v, 0); }

}  // namespace kiln
