// StableHLO MLIR text -> MlirModule. Accepts what JAX's `lower(...).as_text()`
// and StableHLO's own tests print: `module @name attributes {...} { ... }`,
// `func.func` with public/private visibility, ops in the generic form
// ("stablehlo.scatter"(...) <{props}> ({regions}) {attrs} : (...) -> ...) and in
// the pretty forms of stablehlo, chlo, func and check ops, `loc(...)` trailers
// and `#alias = ...` definitions (skipped).
//
// Pretty forms are normalized to the generic attribute names: `dims = [...]` of
// broadcast_in_dim becomes broadcast_dimensions, of transpose permutation, of
// reverse dimensions; iota's `dim` iota_dimension; concatenate's `dim`
// dimension; pad's low/high/interior edge_padding_low/edge_padding_high/
// interior_padding; dynamic_slice's sizes slice_sizes; slice's [a:b:s]
// start_indices/limit_indices/strides; compare's words comparison_direction and
// compare_type; dot_general's `batching_dims = [..] x [..]` a
// dot_dimension_numbers struct; convolution's dim_numbers and window the
// generic dimension_numbers/window_strides/padding/lhs_dilation/rhs_dilation/
// window_reversal; reduce_precision's `format = e5m10` exponent_bits and
// mantissa_bits; reduce's `applies stablehlo.add` the attribute `applies`.
#pragma once

#include <memory>
#include <vector>

#include "importer/mlir_ast.h"

namespace kiln {

// Whether a file's text is MLIR rather than HLO text (`module`/`func.func`/
// `stablehlo.` before any HloModule line).
bool looks_like_mlir(std::string_view text);

// The programs of one file: one, or several separated by `// -----` lines.
std::vector<MlirModule> parse_mlir_programs(std::shared_ptr<const SourceText> source);
// Where each of them is: the non-empty pieces between `// -----` lines.
std::vector<TextSpan> mlir_program_spans(const SourceText& source);

// The element type of a value at the cursor (`f32`, `i1`, `ui8`, `bf16`, ...).
// Types kiln cannot run give "unsupported: ..." naming them.
MlirType parse_mlir_type(TextCursor& cursor);

// One attribute value (`{k = 1 : ui8, ...}`, `[1, 2]`, ...) filling `span`.
MlirAttribute parse_mlir_attribute(const SourceText& source, TextSpan span);

}  // namespace kiln
