// What a custom-call target means on one device, for both importers (HLO's
// custom-call and StableHLO's custom_call). Frameworks wrap sharding and
// placement annotations in custom-calls whose single-device meaning is the
// identity; TopK is top-k. Anything else is named in an error, never guessed.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string_view>

#include "ir/attributes.h"

namespace kiln {

enum class CustomCallMeaning {
  Identity,  // each result is the operand at the same position
  TopK,      // (values, s32 indices) of the k greatest along the last dimension
  // JAX's CPU LAPACK call for triangular solves (lapack_{s,d}trsm_ffi): (a, b)
  // -> x, a triangular-solve whose options are in the backend config.
  TriangularSolve,
  Unknown,
};

CustomCallMeaning custom_call_meaning(std::string_view target);

// The options of lapack_?trsm_ffi from its backend config's ASCII-coded
// fields (side 'L'/'R', uplo 'L'/'U', trans_x 'N'/'T'/'C', diag 'N'/'U'), as
// `name = code` pairs; UserError naming the field for a missing or unknown one.
// `name = 123` in a backend config printed as text (HLO's backend_config={...}).
std::optional<int64_t> backend_config_integer(std::string_view text, std::string_view name);

TriangularSolveOptions lapack_trsm_options(const std::function<std::optional<int64_t>(std::string_view)>& field);

}  // namespace kiln
