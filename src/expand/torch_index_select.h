// MHLO's torch_index_select (PyTorch's index_select with leading batch dims),
// as XLA's TorchIndexSelect builds it: one gather. The result is
// input.shape[:dim] + index.shape[batch_dims:] + input.shape[dim+1:]; the
// first batch_dims dims are shared by input and index. A negative dim counts
// from the input's rank, a negative batch_dims from the index's. 64-bit
// indices are read as u32 where the dim fits (as XLA does), so a negative
// one clamps to the last element; other indices clamp as gather's do.
#pragma once

#include <cstdint>

#include "ir/builder.h"

namespace kiln {

// UserError for a dim or batch_dims out of range, or an index whose batch
// dims differ from the input's.
Value torch_index_select(GraphBuilder& b, Value input, Value index, int64_t dim, int64_t batch_dims);

}  // namespace kiln
