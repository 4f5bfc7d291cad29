#include "fusion/sort_order.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <cmath>

#include "fusion/batched_comparator.h"
#include "ir/literal.h"

namespace kiln {
namespace {

// A comparator value that is one parameter's element, perhaps with its zeros
// and NaNs rewritten: the operand of one side of a key comparison.
struct KeyView {
  int64_t parameter = -1;
  std::optional<uint64_t> zero_bits, nan_bits;
  bool operator==(const KeyView&) const = default;
};

const Literal* scalar_constant(const Value& v) {
  const Node& n = *v.node;
  if (n.op() != OpCode::Constant || !n.attrs().literal || n.attrs().literal->num_elements() != 1) return nullptr;
  return n.attrs().literal.get();
}

bool is_ieee_compare(const Node& n, ComparisonDirection d) {
  return n.op() == OpCode::Compare && n.attrs().direction == d && n.attrs().comparison_type != ComparisonType::TotalOrder &&
         is_float(n.operand(0).type().dtype);
}

std::optional<KeyView> key_view(const Value& v);

// select(x != x, NaN, inner) or select(x == 0, ±0, inner), x a view of the
// same parameter as `inner` (either rewrite keeps NaNs NaN and zeros zero, so
// x may be rewritten already): the outer select decides, so its rewrite wins.
std::optional<KeyView> canonicalizing_select(const Node& select) {
  const Node& pred = *select.operand(0).node;
  const Literal* replacement = scalar_constant(select.operand(1));
  std::optional<KeyView> inner = key_view(select.operand(2));
  if (!replacement || !inner || !is_float(replacement->dtype())) return std::nullopt;
  auto tests = [&](const Value& x) {
    std::optional<KeyView> view = key_view(x);
    return view && view->parameter == inner->parameter;
  };
  const double r = replacement->get_double(0);
  if (is_ieee_compare(pred, ComparisonDirection::NE) && pred.operand(0) == pred.operand(1) && tests(pred.operand(0)) && std::isnan(r)) {
    inner->nan_bits = replacement->get_bits(0);
    return inner;
  }
  if (is_ieee_compare(pred, ComparisonDirection::EQ) && r == 0) {
    for (int side = 0; side < 2; ++side) {
      const Literal* zero = scalar_constant(pred.operand(static_cast<size_t>(1 - side)));
      if (zero && zero->get_double(0) == 0 && tests(pred.operand(static_cast<size_t>(side)))) {
        inner->zero_bits = replacement->get_bits(0);
        return inner;
      }
    }
  }
  return std::nullopt;
}

std::optional<KeyView> key_view(const Value& v) {
  const Node& n = *v.node;
  if (n.op() == OpCode::Parameter) return KeyView{n.attrs().parameter_number, std::nullopt, std::nullopt};
  if (n.op() == OpCode::Select && is_float(n.type().dtype)) return canonicalizing_select(n);
  return std::nullopt;
}

KeyCompare compare_kind(DType d, ComparisonType type) {
  if (is_float(d)) return type == ComparisonType::TotalOrder ? KeyCompare::TotalOrder : KeyCompare::Ieee;
  const bool is_signed = type == ComparisonType::Signed || (type != ComparisonType::Unsigned && is_signed_int(d));
  return is_signed ? KeyCompare::Signed : KeyCompare::Unsigned;
}

// compare(lhs view, rhs view) of one operand's two sides, with the same
// rewrite on both: the key, and whether the comparison reads (rhs, lhs).
struct ComparedKey {
  SortKey key;
  bool swapped = false;
};

std::optional<ComparedKey> compared_key(const Node& c) {
  if (c.op() != OpCode::Compare) return std::nullopt;
  const std::optional<KeyView> a = key_view(c.operand(0)), b = key_view(c.operand(1));
  if (!a || !b || a->zero_bits != b->zero_bits || a->nan_bits != b->nan_bits) return std::nullopt;
  if (a->parameter / 2 != b->parameter / 2 || a->parameter == b->parameter) return std::nullopt;
  ComparedKey k;
  k.swapped = a->parameter % 2 == 1;
  k.key.operand = static_cast<int>(a->parameter / 2);
  k.key.compare = compare_kind(c.operand(0).type().dtype, c.attrs().comparison_type);
  k.key.zero_bits = a->zero_bits;
  k.key.nan_bits = a->nan_bits;
  return k;
}

// LT or GT of one key: the key, in its direction.
std::optional<SortKey> strict_key(const Node& c) {
  std::optional<ComparedKey> k = compared_key(c);
  const ComparisonDirection d = c.attrs().direction;
  if (!k || (d != ComparisonDirection::LT && d != ComparisonDirection::GT)) return std::nullopt;
  k->key.descending = (d == ComparisonDirection::GT) != k->swapped;
  return k->key;
}

// EQ of the key `key` compares (same views, same kind of order).
bool is_equality_of(const Node& c, const SortKey& key) {
  std::optional<ComparedKey> k = compared_key(c);
  if (!k || c.attrs().direction != ComparisonDirection::EQ) return false;
  k->key.descending = key.descending;
  return k->key.operand == key.operand && k->key.compare == key.compare && k->key.zero_bits == key.zero_bits &&
         k->key.nan_bits == key.nan_bits;
}

bool lexicographic(const Value& v, std::vector<SortKey>& keys);

// `first` decides unless its key ties (`equal`), then `rest` does.
bool then_rest(const Node& first, const Node& equal, const Value& rest, std::vector<SortKey>& keys) {
  const std::optional<SortKey> key = strict_key(first);
  if (!key || !is_equality_of(equal, *key)) return false;
  keys.push_back(*key);
  return lexicographic(rest, keys);
}

// One key (LT/GT), or a key then the rest: or(lt, and(eq, rest)) as JAX
// writes it (either operand order), or select(eq, rest, lt) as XLA's
// comparator generator does.
bool lexicographic(const Value& v, std::vector<SortKey>& keys) {
  const Node& n = *v.node;
  if (n.type().dtype != DType::Pred || n.type().rank() != 0) return false;
  if (n.op() == OpCode::Compare) {
    const std::optional<SortKey> key = strict_key(n);
    if (key) keys.push_back(*key);
    return key.has_value();
  }
  if (n.op() == OpCode::Or) {
    for (int side = 0; side < 2; ++side) {
      const Node& first = *n.operand(static_cast<size_t>(side)).node;
      const Node& tie = *n.operand(static_cast<size_t>(1 - side)).node;
      if (tie.op() != OpCode::And) continue;
      for (int t = 0; t < 2; ++t) {
        const size_t before = keys.size();
        if (then_rest(first, *tie.operand(static_cast<size_t>(t)).node, tie.operand(static_cast<size_t>(1 - t)), keys)) return true;
        keys.resize(before);
      }
    }
    return false;
  }
  if (n.op() == OpCode::Select) return then_rest(*n.operand(2).node, *n.operand(0).node, n.operand(1), keys);
  return false;
}

}  // namespace

std::string SortKey::to_string() const {
  static constexpr const char* kNames[] = {"TOTALORDER", "IEEE order", "signed", "unsigned"};
  std::string s = fmt::format("operand {} {}, {}", operand, descending ? "descending" : "ascending", kNames[static_cast<int>(compare)]);
  if (zero_bits && nan_bits) {
    s += ", NaN and -0 canonical";
  } else if (zero_bits) {
    s += ", -0 as 0";
  } else if (nan_bits) {
    s += ", NaN canonical";
  }
  return s;
}

std::optional<std::vector<SortKey>> sort_keys(const Node& sort) {
  if (sort.op() != OpCode::Sort || sort.called().size() != 1) return std::nullopt;
  const Graph& comparator = *sort.called()[0];
  if (comparator.outputs().size() != 1 || comparator.parameters().size() != 2 * sort.num_operands()) return std::nullopt;
  std::vector<SortKey> keys;
  if (!lexicographic(comparator.outputs()[0], keys)) return std::nullopt;
  for (const SortKey& k : keys) {
    const DType d = sort.operand(static_cast<size_t>(k.operand)).type().dtype;
    // Keys whose bits order as their values: the IEEE floats kiln computes on
    // (the 8-bit floats spend their encodings each its own way), integers, pred.
    const bool plain_float = d == DType::F16 || d == DType::BF16 || d == DType::F32 || d == DType::F64;
    if (is_float(d) ? !plain_float : !(is_integer(d) || d == DType::Pred)) return std::nullopt;
    if (is_sub_byte(d)) return std::nullopt;
  }
  return keys;
}

std::string sort_plan_text(const Node& sort) {
  std::string kept;
  if (const int64_t keep = sort.attrs().sort_keep; keep > 0) {
    const int64_t length = sort.operand(0).type().dims.at(static_cast<size_t>(sort.attrs().dimensions.at(0)));
    kept = fmt::format(", keeping the first {} of {} places of each row (a partial sort)", keep, length);
  }
  const std::optional<std::vector<SortKey>> keys = sort_keys(sort);
  if (!keys) {
    return (batched_comparator(sort, 1) ? "by its comparator, compiled over pairs: a bitonic network (not a comparison of keys)"
                                        : "by its comparator in the reference interpreter (it holds an op no kernel takes)") + kept;
  }
  std::vector<std::string> parts;
  for (const SortKey& k : *keys) parts.push_back(k.to_string());
  return fmt::format("by keys: {}{}", fmt::join(parts, "; then "), kept);
}

}  // namespace kiln
