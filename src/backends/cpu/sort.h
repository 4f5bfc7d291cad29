// sort on the host, rows in parallel on kiln's pool: a library step on every
// target (a CUDA target copies its operands to the host and back).
//  - A comparator of keys (fusion/sort_order.h) needs no comparator at run
//    time: each key's bits become an unsigned integer that orders as the
//    comparator does (descending keys inverted, canonical NaN and zero
//    rewritten), and a stable radix sort orders each row by them.
//  - Any other comparator runs compiled, over whole stages of a bitonic
//    sorting network at once (fusion/batched_comparator.h).
//  - IEEE order is not a strict weak order once a NaN is in the row: such a
//    row is ordered by std::stable_sort with the comparator's own answers, as
//    the reference orders it, so the two agree bit for bit on every input.
#pragma once

#include <array>
#include <functional>
#include <vector>

#include "fusion/sort_order.h"
#include "ir/graph.h"
#include "runtime/executable.h"

namespace kiln::cpu {

// Compares pairs in batches (fusion/batched_comparator.h): given the
// comparator's parameters as arrays of `batch` elements, returns
// pred[batch] for (first, second) and for (second, first).
using BatchedComparator = std::function<std::array<HostBuffer, 2>(const std::vector<HostBuffer>& parameters)>;

StepFn key_sort_step(const Node& sort, std::vector<SortKey> keys, const std::vector<int>& in, const std::vector<int>& out);
// Any comparator: a sorting network whose stages each call `compare` once per
// `batch` pairs (every row at once).
StepFn network_sort_step(const Node& sort, int64_t batch, BatchedComparator compare, const std::vector<int>& in, const std::vector<int>& out);

}  // namespace kiln::cpu
