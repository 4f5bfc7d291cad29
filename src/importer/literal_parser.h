// Parses the text of a constant, `constant(...)`, into a Literal of the declared
// type. `{...}` (an elided constant in benchmark dumps) yields no literal: the
// importer fills it with seeded random values.
#pragma once

#include <optional>

#include "importer/text_cursor.h"
#include "ir/literal.h"

namespace kiln {

// nullopt for an elided constant. `complex`: each element is (re, im), and
// the literal has a trailing dim of 2 holding them.
std::optional<Literal> parse_literal(TextCursor& c, const TensorType& type, bool complex = false);

}  // namespace kiln
