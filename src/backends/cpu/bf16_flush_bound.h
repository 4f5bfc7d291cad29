// Where a bf16 kernel that flushes denormals is still exact. oneDNN's bf16
// kernels and vdpbf16ps read denormal inputs as zero and flush denormal
// results; where every nonzero operand is at least 2^-51 in magnitude each
// product is a multiple of 2^-116 and so is every partial sum, so nothing
// denormal ever arises and the flushes cannot fire. Kernels that flush look
// at their operands against this bound and leave the rest to exact ones
// (onednn_bf16_gemm.h, skinny_bf16_pairs.h).
#pragma once

#include <cstdint>

namespace kiln::cpu {

// Magnitude bits (sign cleared) of the smallest bf16 a flushing kernel takes
// exactly: 2^-51, biased exponent 76.
constexpr uint16_t kSmallestFlushSafeMagnitude = 76 << 7;

// The smallest nonzero magnitude (sign cleared) of n bf16 values, minus one
// (zeros wrap to 0xffff). An unsigned min over the whole line with no early
// exit, so it vectorizes (vpminuw), cloned for AVX-512 and AVX2.
uint16_t smallest_magnitude_minus_one(const uint16_t* p, int64_t n);

// Whether n contiguous bf16 values hold a nonzero below 2^-51 in magnitude.
inline bool has_tiny_nonzero(const uint16_t* p, int64_t n) { return smallest_magnitude_minus_one(p, n) < kSmallestFlushSafeMagnitude - 1; }

}  // namespace kiln::cpu
