// What a custom-call target means on one device, for both importers (HLO's
// custom-call and StableHLO's custom_call). Frameworks wrap sharding and
// placement annotations in custom-calls whose single-device meaning is the
// identity; TopK is top-k. Anything else is named in an error, never guessed.
#pragma once

#include <string_view>

namespace kiln {

enum class CustomCallMeaning {
  Identity,  // each result is the operand at the same position
  TopK,      // (values, s32 indices) of the k greatest along the last dimension
  Unknown,
};

CustomCallMeaning custom_call_meaning(std::string_view target);

}  // namespace kiln
