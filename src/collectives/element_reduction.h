// One step of a cross-device reduction: acc = acc op x, element by element,
// in the element type (narrow floats through double, rounded each step).
#pragma once

#include <cstdint>

#include "collectives/communicator.h"

namespace kiln {

void reduce_elements(DType dtype, ReductionKind kind, void* acc, const void* x, int64_t count);

}  // namespace kiln
