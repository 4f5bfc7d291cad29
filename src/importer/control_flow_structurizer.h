// Function bodies in CFG form -> one block. TensorFlow's MLIR importer (and
// IREE's tests of it) print loops as blocks joined by cf.br / cf.cond_br on a
// tensor.extract'ed i1, not as stablehlo.while. kiln's importer reads regions
// of one block, so such a body becomes a state machine in StableHLO's own ops:
//
//   entry block's operations
//   state = the entry block's branch (block index, block arguments, ...)
//   while (state.block != exit) {
//     state = case (state.block) { one branch per later block: run it, and
//                                  compute the next state from its terminator }
//   }
//   return state.results
//
// The state holds the index of the block to run next, every later block's
// arguments, each value a later block defines and another block uses, and the
// function's results (set by a block that returns). Values of the entry block
// need no place in it: the while and case regions capture them. Any CFG,
// reducible or not, has this form, and the rewrite changes no value: a loop
// that ran as blocks runs as the same blocks in the same order.
#pragma once

#include "importer/mlir_ast.h"

namespace kiln {

// Rewrites `f` in place when its body has blocks after the entry block;
// otherwise leaves it alone. Errors (a branch to an unknown block, a block
// without a terminator, an argument count that does not match) name the place
// in `source`.
void structure_control_flow(MlirFunction& f, const SourceText& source);

}  // namespace kiln
