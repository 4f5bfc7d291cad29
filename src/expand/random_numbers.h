// XLA's `rng` (HLO) and stablehlo.rng: random numbers from a generator the
// spec leaves to the implementation ("implementation-defined"). kiln's is
// counter-based and deterministic, so the reference and every target compute
// the same numbers and a run can be repeated:
//
//   element i (row-major) of an op with seed s takes the 64 bits
//   splitmix64(s + (i + 1) * 0x9E3779B97F4A7C15)   (SplitMix64's finalizer),
//   s being the XXH64 of the op's stable name.
//
// UNIFORM over [a, b): floats a + (b - a) * u with u in [0, 1) from the top 53
// (f64) or 24 (other floats) bits, and a result that rounds up to b is a;
// integers a + bits mod (b - a). NORMAL with mean a and deviation b:
// Box-Muller over two such streams.
#pragma once

#include <string_view>

#include "ir/builder.h"

namespace kiln {

enum class RandomDistribution { Uniform, Normal };

// `a` and `b` are scalars of the result's element type.
Value random_numbers(GraphBuilder& b, RandomDistribution distribution, Value a, Value bound, const TensorType& result,
                     std::string_view op_name);

}  // namespace kiln
