// HLO text -> AstModule. Accepts modules as XLA and JAX print them: with or
// without the HloModule line and ENTRY, `%` on names or not, typed operands,
// layouts with tiling, comments, instructions over several lines.
#pragma once

#include <memory>

#include "importer/hlo_ast.h"

namespace kiln {

AstModule parse_hlo_module(std::shared_ptr<const SourceText> source);

// Parses one shape ("f32[2,3]{1,0}" or a tuple) at the cursor.
AstShape parse_shape(TextCursor& cursor);

}  // namespace kiln
