// The rewrite both widening passes make (widen_narrow_dots,
// widen_narrow_convolutions): a two-operand op in bf16 or f16 becomes
// convert(op(convert(lhs), convert(rhs))) in f32. The operands widen exactly
// and the sums round once, to the result type, at the end.
#pragma once

#include "ir/builder.h"

namespace kiln {

// Replaces every use of `op`'s result with the narrowed f32 op's. The final
// convert takes `op`'s name (`op` becomes NAME.narrow, left for dead-node
// removal); the f32 op is NAME.f32, its operands NAME.lhs_f32 and NAME.rhs_f32.
void widen_to_f32(Graph& graph, GraphBuilder& builder, Node* op);

}  // namespace kiln
