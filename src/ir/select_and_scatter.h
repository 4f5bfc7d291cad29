// XLA's select-and-scatter (max pooling's gradient) in kiln's own ops, for both
// importers: a two-result reduce-window picks, per window, the flat index of
// the element `select` prefers (scanning the window in row-major order, the
// first element in bounds first, as XLA and StableHLO's interpreter do;
// padding is never picked), and a scatter combines each source value into the
// picked place of an init-filled array with `scatter` (windows that picked
// nothing scatter out of bounds, which is skipped).
#pragma once

#include <string_view>
#include <vector>

#include "ir/builder.h"

namespace kiln {

// `select(a, b) -> pred` says whether a is kept over b; `scatter(a, b)` combines.
// Window dims give size, stride and padding (no dilation). Throws UserError
// when the source's shape is not the windows'.
Value build_select_and_scatter(Module& module, GraphBuilder& b, Value operand, Value source, Value init,
                               const std::vector<WindowDim>& window, const Graph& select, Graph* scatter,
                               std::string_view name);

}  // namespace kiln
