// Calls OpenCL C knows by other names than Halide 14's OpenCL C printer
// writes, mended by a last lowering pass:
//  - Halide's round() rounds half to even, but is printed as OpenCL C `round`
//    (half away from zero: round-nearest-even gave 1 for 0.5 on PoCL): `rint`
//    (nearest, ties to even, in the rounding mode kernels run in), and only
//    where |x| < 2^mantissa (PoCL's rint of an infinity the kernel computed
//    gave garbage bits; past that x is whole, infinite or NaN already);
//  - kiln's libm calls on f32 (fmodf, expm1f, log1pf, cbrtf, erff: C's names)
//    are OpenCL C's overloaded fmod, expm1, log1p, cbrt, erf (the device
//    compiler knew no `fmodf`); fmod's special cases (NaN for a zero divisor
//    or an infinite dividend) are spelled out, since PoCL folded fmod(-0, 0)
//    of a kernel's constants to 0;
//  - popcount and count-leading-zeros are printed as `halide_popcount` and
//    `halide_count_leading_zeros`, helpers of Halide's C runtime header that
//    OpenCL C does not have: OpenCL's `popcount` and `clz`;
//  - 64-bit constants: Halide 14's C printer writes every f64 constant as
//    `(double) float_from_bits(<its f32 bits>)` (f32 precision) and f64
//    infinities and NaN as `inf_f32()` and `nan_f32()` (an f64 magnitude mask
//    reinterpreted from them did not even compile), and 64-bit integer
//    constants past 32 bits came out truncated (0x7fff...ffff as 2147483647):
//    each becomes its bits assembled from two 32-bit halves, reinterpreted.
#pragma once

#include <Halide.h>

namespace kiln::opencl {

class OpenclCBuiltins : public Halide::Internal::IRMutator {
 protected:
  using IRMutator::visit;
  Halide::Expr visit(const Halide::Internal::Call* op) override;
  Halide::Expr visit(const Halide::Internal::FloatImm* op) override;
  Halide::Expr visit(const Halide::Internal::IntImm* op) override;
  Halide::Expr visit(const Halide::Internal::UIntImm* op) override;
};

}  // namespace kiln::opencl
