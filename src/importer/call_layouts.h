// Layouts across while and conditional boundaries. HLO text states a layout
// per value and leaves XLA's layout assignment to reconcile them: a while's
// init may be column-major where its body's parameter is row-major (JAX's
// LAPACK calls ask for column-major operands). kiln's loops hand buffers from
// one iteration to the next as they are, so the importers make the layouts
// agree with copies: a while's and a conditional's operands are copied into
// their called graphs' parameter layouts, a body's outputs into its
// parameters', and a branch's outputs into the conditional's result layouts;
// a loop's condition parameters and results take its body's parameter layouts.
#pragma once

#include "ir/graph.h"

namespace kiln {

void match_call_layouts(Module& module);

}  // namespace kiln
