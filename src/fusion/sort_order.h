// Whether a sort's comparator is a comparison of keys: one operand compared
// LT or GT (TOTALORDER or not, on the raw value or on a canonical form of it,
// as JAX writes -0 as 0 and every NaN as one NaN before comparing), and ties
// broken by further keys the same way. Such a sort needs no comparator at
// run time: a backend orders each row by the keys' bits (backends/cpu/sort.h).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "ir/graph.h"

namespace kiln {

enum class KeyCompare {
  TotalOrder,  // floats by TOTALORDER: -NaN < -inf < ... < -0 < +0 < ... < +inf < +NaN
  Ieee,        // floats by IEEE order: -0 == +0, a NaN neither less nor equal
  Signed,      // integers
  Unsigned,    // integers and pred
};

// One key: the value of operand `operand` compared element by element.
struct SortKey {
  int operand = 0;
  bool descending = false;  // GT rather than LT
  KeyCompare compare = KeyCompare::TotalOrder;
  // Before comparing, the comparator writes every zero as the float with bits
  // `zero_bits` and every NaN as `nan_bits` (JAX's canonicalization).
  std::optional<uint64_t> zero_bits, nan_bits;

  std::string to_string() const;  // "operand 0 ascending, TOTALORDER, NaN and -0 canonical"
};

// The comparator as keys, first key first; nullopt when it is anything else.
std::optional<std::vector<SortKey>> sort_keys(const Node& sort);

// How a backend orders the sort, for explain and the launch log: "by keys:
// operand 0 ascending, TOTALORDER; ..." or "by its comparator".
std::string sort_plan_text(const Node& sort);

}  // namespace kiln
