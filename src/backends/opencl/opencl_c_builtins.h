// Calls OpenCL C knows by other names than Halide 14's OpenCL C printer
// writes, mended by a last lowering pass:
//  - Halide's round() rounds half to even, but is printed as OpenCL C `round`
//    (half away from zero: round-nearest-even gave 1 for 0.5 on PoCL): `rint`
//    (nearest, ties to even, in the rounding mode kernels run in);
//  - kiln's libm calls on f32 (fmodf, expm1f, log1pf, cbrtf, erff: C's names)
//    are OpenCL C's overloaded fmod, expm1, log1p, cbrt, erf (the device
//    compiler knew no `fmodf`);
//  - popcount is printed as `halide_popcount`, a helper of Halide's C runtime
//    header that OpenCL C does not have: OpenCL's `popcount`.
#pragma once

#include <Halide.h>

namespace kiln::opencl {

class OpenclCBuiltins : public Halide::Internal::IRMutator {
 protected:
  using IRMutator::visit;
  Halide::Expr visit(const Halide::Internal::Call* op) override;
};

}  // namespace kiln::opencl
