// rng_bit_generator with the Philox-4x32-10 algorithm (Salmon et al., SC'11)
// as XLA computes it (xla/hlo/transforms/expanders/rng_bit_generator_expander
// and hlo/builder/lib/prng.cc), which is also what XLA's CPU and GPU backends
// run for rng_algorithm DEFAULT: the same state gives the same bits as
// jax.random with a Philox key, in kiln ops (u64 products, xors, adds).
//
// The u64 state is (key, counter...): the key is state[0]; the 128-bit
// counter is (state[1], state[2]) for a state of three or more words, else
// (state[1], state[0]). Output element i is word i % 4 of the Philox block
// of counter + i / 4; the new state is the key and the counter advanced by
// the blocks used (its low word only, for a state of two words).
#pragma once

#include <utility>

#include "ir/builder.h"

namespace kiln {

// (new state, bits): `state` u64[n] with n >= 2; `output` an integer type of
// 8, 16, 32 or 64 bits.
std::pair<Value, Value> philox_bit_generator(GraphBuilder& b, Value state, const TensorType& output);

}  // namespace kiln
