// Checks the IR's invariants: operands defined before use, result types equal to
// what shape inference derives, valid layouts, unique names, parameter numbering.
// A failure is kiln's fault (an importer or pass broke the graph): InternalError.
#pragma once

#include "ir/graph.h"

namespace kiln {

void verify_graph(const Graph& graph);
void verify_module(const Module& module);

}  // namespace kiln
