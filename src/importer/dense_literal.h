// The text of an MLIR `dense<...>` attribute -> Literal of a known type: a hex
// blob ("0x..." holding every element's bytes little-endian, or one element's
// bytes as a splat; i1 takes a byte per element), a splat scalar, or nested
// lists [[1, 2], [3, 4]]. Float elements may be written as hex bit patterns
// (0x7FC00000), as MLIR prints NaN and infinities.
#pragma once

#include "importer/text_cursor.h"
#include "ir/literal.h"

namespace kiln {

// With `is_complex`, elements are (re, im) pairs and the literal holds them as
// `type` with a trailing dimension of 2 (their memory layout).
Literal parse_dense_literal(const SourceText& source, TextSpan span, const TensorType& type, bool is_complex = false);

}  // namespace kiln
