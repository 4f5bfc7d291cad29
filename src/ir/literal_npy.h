// Literal <-> .npy arrays. .npy files are logical row-major (C order) whatever the
// physical layout inside kiln; pred is numpy bool, f16 is <f2, bf16 travels as <f4.
#pragma once

#include <string>

#include "ir/literal.h"
#include "support/npy.h"

namespace kiln {

// `complex_pairs`: the literal is complex at the boundary (Graph::complex_output,
// an f32 or f64 array whose last dim of 2 holds (re, im)), and the array is
// numpy's complex64 or complex128 of the other dims: the same bytes.
NpyArray npy_from_literal(const Literal& literal, bool complex_pairs = false);
// Checks the array against `expected`; `what` names it in errors ("input 0 for
// parameter %x"). With `complex_pairs`, a complex64 (f32 pairs) or complex128
// (f64 pairs) array of the dims before the last is read as its pairs; the real
// array of `expected`'s own shape is taken too.
Literal literal_from_npy(const NpyArray& array, const TensorType& expected, const std::string& what, bool complex_pairs = false);
std::string npy_descr(DType dtype);
// "<c8" for f32 pairs, "<c16" for f64 pairs; empty for another dtype.
std::string npy_complex_descr(DType part);
// A complex array (numpy dtype `descr`, `shape`) given for a parameter of
// complex `pairs`: UserError naming `what` where its dtype or its shape is
// not the parameter's.
void check_complex_array(const std::string& descr, const Dims& shape, const TensorType& pairs, const std::string& what);

}  // namespace kiln
