// Elided constants: benchmark dumps and bug reports print big weights as
// `constant({...})`. kiln fills them with seeded values so the model runs; how
// is a choice (--elided-constants):
//  - scaled (default): as frameworks initialise weights, so activations of a
//    real model stay in range and reference vs compiled is a real check.
//    A convolution kernel or dot operand gets N(0, 2/fan_in) (He init, fan_in =
//    the elements each output sums over); a constant added or subtracted (a
//    bias) gets N(0, 0.1²); a constant multiplied or divided by (a scale)
//    uniform [0.5, 1.5]; one that reaches a square root, reciprocal square
//    root or log, directly or through an add (a batch norm's variance plus
//    epsilon), uniform [0.5, 1.5] too; anything else N(0, 1). The role is read
//    from the constant's uses, through reshapes, converts, transposes and
//    broadcasts.
//  - normal: N(0, 1) for every float constant;
//  - zeros: all zeros.
// Integer constants get uniform [0, 16) (small, valid as most indices) and
// pred constants random bits in every mode but zeros.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "ir/graph.h"

namespace kiln {

enum class ElidedConstants { Scaled, Normal, Zeros };

// "scaled" | "normal" | "zeros"; UserError naming the flag otherwise.
ElidedConstants parse_elided_constants(const std::string& text);
const char* elided_constants_name(ElidedConstants mode);

// Gives each of `constants` (constant nodes of `graph`, uses already in place)
// its values; each one's seed mixes `seed` with its name, so values do not
// depend on the order of the text.
void fill_elided_constants(const Graph& graph, const std::vector<Node*>& constants, ElidedConstants mode, uint64_t seed);

// Seeded values for `node` of `graph` (a parameter, say) as `mode` fills an
// elided constant read where it is read (kiln run/parity --random-values
// scaled: a model's weights as frameworks initialise them).
Literal values_by_role(const Graph& graph, const Node& node, ElidedConstants mode, uint64_t seed);

}  // namespace kiln
