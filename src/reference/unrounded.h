// The model without its own rounding: a copy of the module in which every
// float value is f64 (f32, f16, bf16 and the 8-bit floats widened), so the
// reference evaluator runs it with no rounding between ops. Its outputs
// against the usual, rounded reference give each element's rounding noise:
// how far the model's own dtype moves it (kiln parity's noise-aware tolerance,
// docs/parity.md).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "ir/graph.h"
#include "ir/literal.h"

namespace kiln {

struct UnroundedModule {
  std::unique_ptr<Module> module;  // null when the model has no unrounded form
  std::string why_not;             // then, the op that reads a float's bits
};

UnroundedModule unrounded_module(const Module& module);

// The arguments converted to what the unrounded module's parameters take;
// each is freed once converted.
std::vector<Literal> widened_arguments(std::vector<Literal> arguments);

}  // namespace kiln
