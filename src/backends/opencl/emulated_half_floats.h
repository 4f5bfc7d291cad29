// f16 and bf16 on an OpenCL device without cl_khr_fp16 (PoCL's CPU device):
// a lowering pass that leaves no 16-bit float in the code. Memory keeps the
// 16-bit values (loads and stores of ushort bits); every 16-bit value lives in
// an f32 register, and every operation whose result is 16-bit rounds its f32
// result to the nearest 16-bit value, ties to even, as Halide's native f16 and
// bf16 arithmetic does (an f32 operation on two 16-bit values, then a round:
// f32 holds more than twice their precision, so the one rounding is exact).
// Halide 14 emits OpenCL C `half` for both types and emulates neither.
#pragma once

#include <Halide.h>

namespace kiln::opencl {

class EmulatedHalfFloats : public Halide::Internal::IRMutator {
 public:
  // bf16 always (Halide prints it as OpenCL C `half` too, which would compute
  // it as IEEE half where the device has cl_khr_fp16); f16 where `f16` (the
  // device lacks cl_khr_fp16).
  explicit EmulatedHalfFloats(bool f16) : f16_(f16) {}
  using IRMutator::mutate;

 protected:
  using IRMutator::visit;
  Halide::Expr visit(const Halide::Internal::FloatImm* op) override;
  Halide::Expr visit(const Halide::Internal::Cast* op) override;
  Halide::Expr visit(const Halide::Internal::Variable* op) override;
  Halide::Expr visit(const Halide::Internal::Add* op) override;
  Halide::Expr visit(const Halide::Internal::Sub* op) override;
  Halide::Expr visit(const Halide::Internal::Mul* op) override;
  Halide::Expr visit(const Halide::Internal::Div* op) override;
  Halide::Expr visit(const Halide::Internal::Mod* op) override;
  Halide::Expr visit(const Halide::Internal::Load* op) override;
  Halide::Expr visit(const Halide::Internal::Call* op) override;
  Halide::Internal::Stmt visit(const Halide::Internal::Store* op) override;
  Halide::Internal::Stmt visit(const Halide::Internal::Allocate* op) override;

 private:
  bool emulated(const Halide::Type& t) const;
  bool f16_;
};

// The conversions the pass emits, exposed for tests: 16-bit bits (ushort) of
// `narrow` (Float(16) or BFloat(16)) to f32, and f32 to those bits, rounding
// to nearest even (NaNs stay NaNs of the same sign, quieted).
Halide::Expr half_bits_to_f32(const Halide::Expr& bits, const Halide::Type& narrow);
Halide::Expr f32_to_half_bits(const Halide::Expr& value, const Halide::Type& narrow);

}  // namespace kiln::opencl
