// Literal <-> .npy arrays. .npy files are logical row-major (C order) whatever the
// physical layout inside kiln; pred is numpy bool, f16 is <f2, bf16 travels as <f4.
#pragma once

#include <string>

#include "ir/literal.h"
#include "support/npy.h"

namespace kiln {

NpyArray npy_from_literal(const Literal& literal);
// Checks the array against `expected`; `what` names it in errors ("input 0 for
// parameter %x").
Literal literal_from_npy(const NpyArray& array, const TensorType& expected, const std::string& what);
std::string npy_descr(DType dtype);

}  // namespace kiln
