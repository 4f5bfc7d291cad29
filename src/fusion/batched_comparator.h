// A sort comparator over many pairs at once, for comparators that are not
// keys (fusion/sort_order.h): a graph whose parameters are the comparator's,
// each an array of `pairs` elements, and whose two outputs are pred[pairs],
// the comparator of (first, second) and of (second, first) for every pair. A
// backend compiles it once, as any elementwise kernel, and calls it once per
// stage of a sorting network (backends/cpu/sort.h): the comparator runs as
// compiled code over whole stages, never element pair by pair in an interpreter.
#pragma once

#include <cstdint>
#include <memory>

#include "ir/graph.h"

namespace kiln {

// nullptr when the comparator holds an op that is not elementwise (a loop, a
// call), which no kernel over pairs can hold.
std::unique_ptr<Module> batched_comparator(const Node& sort, int64_t pairs);

}  // namespace kiln
