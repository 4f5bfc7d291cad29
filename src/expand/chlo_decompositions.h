// chlo ops (StableHLO's "client" ops: special functions, top_k, next_after)
// expanded into kiln ops the way StableHLO's chlo-legalize-to-stablehlo pass
// does, so that kiln computes what StableHLO's interpreter and XLA compute:
// the same formulas, polynomial coefficients and branch thresholds, in f32 for
// f16/bf16 where that pass upcasts. Ops kiln has natively (erf, tan) map onto
// them.
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "ir/builder.h"

namespace kiln {

struct ChloAttributes {
  std::map<std::string, int64_t> ints;  // integer and bool attributes by name (top_k's k)
  // Integer lists by name, a struct attribute's fields among them
  // (ragged_dot_dimension_numbers' lhs_contracting_dimensions, ...).
  std::map<std::string, std::vector<int64_t>> lists;
};

// `op` is the name without "chlo.". Throws UserError for an op it does not know.
std::vector<Value> decompose_chlo(Module& module, GraphBuilder& b, std::string_view op, const std::vector<Value>& operands,
                                  const ChloAttributes& attrs);

}  // namespace kiln
