// bitcast_convert to and from i1 as StableHLO defines it: an i1 is one bit,
// so a 64-bit value is 64 i1 elements along a new last dim, least significant
// bit first. kiln holds a pred in a byte, so these become shifts and masks.
#pragma once

#include "ir/builder.h"

namespace kiln {

// x (any N-bit type) as pred[..., N]: element i is bit i.
Value bits_as_preds(Module& module, GraphBuilder& b, Value x);
// p (pred[..., N]) as one N-bit value of `to` per row: bit i is element i.
Value preds_as_bits(Module& module, GraphBuilder& b, Value p, DType to);

}  // namespace kiln
