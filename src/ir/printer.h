// Prints the IR as HLO text that kiln's importer reads back (and that XLA's parser
// reads too, except for kiln's `branch_operand_counts` on flattened conditionals).
// Names are the nodes' stable names, so two dumps of one graph diff cleanly.
#pragma once

#include <cstdint>
#include <string>

#include "ir/graph.h"

namespace kiln {

struct PrintOptions {
  // Constants with more elements print as `{...}`; negative prints all.
  int64_t max_constant_elements = -1;
};

std::string print_module(const Module& module, const PrintOptions& options = {});
std::string print_graph(const Graph& graph, bool is_entry, const PrintOptions& options = {});

// A node's attributes as HLO text (`dimensions={1}`, `to_apply=%add`, ...).
std::vector<std::string> attribute_texts(const Node& node);

// Attribute spellings shared with the importer.
std::string format_window(const std::vector<WindowDim>& window);
std::string format_dim_labels(const ConvDims& dims);
std::string format_padding(const std::vector<PadDim>& padding);
std::string format_literal_body(const Literal& literal);

}  // namespace kiln
