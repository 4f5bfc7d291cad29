#include "backends/opencl/emulated_half_floats.h"

namespace kiln::opencl {

using namespace Halide::Internal;  // the IR's node types
using Halide::Expr;
using Halide::Internal::Stmt;
using Halide::Type;

namespace {

Type f32_of(const Type& t) { return Halide::Float(32, t.lanes()); }
Type u32_of(const Type& t) { return Halide::UInt(32, t.lanes()); }
Expr u32(const Type& t, uint64_t v) { return make_const(u32_of(t), v); }

Expr round_to(const Expr& value, const Type& narrow) { return half_bits_to_f32(f32_to_half_bits(value, narrow), narrow.with_lanes(value.type().lanes())); }

// The f32 of a 16-bit value, whatever the operand became (an integer, an f64).
Expr as_f32(const Expr& e) { return e.type() == f32_of(e.type()) ? e : Cast::make(f32_of(e.type()), e); }

}  // namespace

bool EmulatedHalfFloats::emulated(const Type& t) const { return t.code() == Type::BFloat || (f16_ && t.code() == Type::Float && t.bits() == 16); }

Expr half_bits_to_f32(const Expr& bits, const Type& narrow) {
  const Type t = bits.type();
  if (narrow.is_bfloat()) return Call::make(f32_of(t), Call::reinterpret, {Cast::make(u32_of(t), bits) << u32(t, 16)}, Call::PureIntrinsic);
  // The bits are read many times below: bound once (a tree that repeats its
  // operand grows exponentially through chained operations).
  const std::string name = unique_name("kiln_half_bits");
  const Expr b = Variable::make(u32_of(t), name);
  const Expr sign = (b & u32(t, 0x8000)) << u32(t, 16);
  const Expr exponent = (b >> u32(t, 10)) & u32(t, 0x1f);
  const Expr mantissa = b & u32(t, 0x3ff);
  const Expr normal = sign | ((exponent + u32(t, 112)) << u32(t, 23)) | (mantissa << u32(t, 13));
  const Expr inf_nan = sign | u32(t, 0x7f800000) | (mantissa << u32(t, 13));
  const Expr finite_bits = Select::make(exponent == u32(t, 31), inf_nan, normal);
  // Subnormals: mantissa x 2^-24, exact in f32.
  const Expr tiny = Cast::make(f32_of(t), mantissa) * make_const(f32_of(t), 5.9604644775390625e-08);
  // The sign as a bit (0 - x would make +0 of -0).
  const Expr tiny_bits = Call::make(u32_of(t), Call::reinterpret, {tiny}, Call::PureIntrinsic) | sign;
  const Expr signed_tiny = Call::make(f32_of(t), Call::reinterpret, {tiny_bits}, Call::PureIntrinsic);
  return Let::make(name, Cast::make(u32_of(t), bits),
                   Select::make(exponent == u32(t, 0), signed_tiny, Call::make(f32_of(t), Call::reinterpret, {finite_bits}, Call::PureIntrinsic)));
}

Expr f32_to_half_bits(const Expr& value, const Type& narrow) {
  const Type t = value.type();
  const std::string name = unique_name("kiln_f32_bits");
  const Expr u = Variable::make(u32_of(t), name);
  auto bound = [&](const Expr& body) { return Let::make(name, Call::make(u32_of(t), Call::reinterpret, {value}, Call::PureIntrinsic), body); };
  const Expr magnitude = u & u32(t, 0x7fffffff);
  const Expr is_nan = magnitude > u32(t, 0x7f800000);
  const Type u16 = Halide::UInt(16, t.lanes());
  if (narrow.is_bfloat()) {
    const Expr rounded = (u + u32(t, 0x7fff) + ((u >> u32(t, 16)) & u32(t, 1))) >> u32(t, 16);
    const Expr quiet_nan = (u >> u32(t, 16)) | u32(t, 0x40);
    return bound(Cast::make(u16, Select::make(is_nan, quiet_nan, rounded)));
  }
  const Expr sign = (u >> u32(t, 16)) & u32(t, 0x8000);
  const Expr quiet_nan = sign | u32(t, 0x7e00) | ((magnitude >> u32(t, 13)) & u32(t, 0x3ff));
  const Expr inf = sign | u32(t, 0x7c00);
  // Normal: drop 13 mantissa bits, rounding to even; the exponent rebiased
  // (127 - 15 = 112). From 65520 up the rounding reaches infinity.
  const Expr normal = sign | ((magnitude - u32(t, 0x38000000) + u32(t, 0xfff) + ((magnitude >> u32(t, 13)) & u32(t, 1))) >> u32(t, 13));
  // Subnormal (below 2^-14): the significand with its leading 1, shifted to
  // units of 2^-24, rounding to even; from a shift of 25 on, zero.
  const Expr exponent = magnitude >> u32(t, 23);
  const Expr significand = (magnitude & u32(t, 0x7fffff)) | u32(t, 0x800000);
  const Expr shift = Halide::min(u32(t, 126) - Halide::min(exponent, u32(t, 126)), u32(t, 25));
  const Expr kept = significand >> shift;
  const Expr rest = significand & ((u32(t, 1) << shift) - u32(t, 1));
  const Expr half = (u32(t, 1) << shift) >> u32(t, 1);
  const Expr round_up = rest > half || (rest == half && (kept & u32(t, 1)) == u32(t, 1));
  const Expr subnormal = sign | Select::make(shift >= u32(t, 25), u32(t, 0), kept + Select::make(round_up, u32(t, 1), u32(t, 0)));
  const Expr bits = Select::make(is_nan, quiet_nan,
                                 Select::make(magnitude >= u32(t, 0x477ff000), inf, Select::make(magnitude >= u32(t, 0x38800000), normal, subnormal)));
  return bound(Cast::make(u16, bits));
}

Expr EmulatedHalfFloats::visit(const FloatImm* op) {
  return emulated(op->type) ? FloatImm::make(f32_of(op->type), op->value) : Expr(op);
}

Expr EmulatedHalfFloats::visit(const Cast* op) {
  const Expr v = mutate(op->value);
  if (emulated(op->type)) return round_to(as_f32(v), op->type);
  if (emulated(op->value.type())) return v.type() == op->type ? v : Cast::make(op->type, v);
  return v.same_as(op->value) ? Expr(op) : Cast::make(op->type, v);
}

Expr EmulatedHalfFloats::visit(const Variable* op) {
  return emulated(op->type) ? Variable::make(f32_of(op->type), op->name) : Expr(op);
}

#define KILN_ROUNDED_ARITHMETIC(Node)                                       \
  Expr EmulatedHalfFloats::visit(const Node* op) {                          \
    if (!emulated(op->type)) return IRMutator::visit(op);                    \
    return round_to(Node::make(mutate(op->a), mutate(op->b)), op->type);    \
  }
KILN_ROUNDED_ARITHMETIC(Add)
KILN_ROUNDED_ARITHMETIC(Sub)
KILN_ROUNDED_ARITHMETIC(Mul)
KILN_ROUNDED_ARITHMETIC(Div)
KILN_ROUNDED_ARITHMETIC(Mod)
#undef KILN_ROUNDED_ARITHMETIC

Expr EmulatedHalfFloats::visit(const Load* op) {
  if (!emulated(op->type)) return IRMutator::visit(op);
  const Expr bits = Load::make(Halide::UInt(16, op->type.lanes()), op->name, mutate(op->index), op->image, op->param, mutate(op->predicate),
                               op->alignment);
  return half_bits_to_f32(bits, op->type);
}

Stmt EmulatedHalfFloats::visit(const Store* op) {
  if (!emulated(op->value.type())) return IRMutator::visit(op);
  const Expr bits = f32_to_half_bits(mutate(op->value), op->value.type());
  return Store::make(op->name, bits, mutate(op->index), op->param, mutate(op->predicate), op->alignment);
}

Stmt EmulatedHalfFloats::visit(const Allocate* op) {
  if (!emulated(op->type)) return IRMutator::visit(op);
  std::vector<Expr> extents;
  for (const Expr& e : op->extents) extents.push_back(mutate(e));
  return Allocate::make(op->name, Halide::UInt(16), op->memory_type, extents, mutate(op->condition), mutate(op->body),
                        op->new_expr.defined() ? mutate(op->new_expr) : op->new_expr, op->free_function);
}

Expr EmulatedHalfFloats::visit(const Call* op) {
  bool narrow_argument = false;
  for (const Expr& a : op->args) narrow_argument |= emulated(a.type());
  if (!narrow_argument && !emulated(op->type)) return IRMutator::visit(op);
  if (op->is_intrinsic(Call::reinterpret)) {
    // Through the 16 bits: an emulated operand (now f32) to its bits first
    // (exact), then those bits as the result (an emulated result: widened).
    const Expr v = mutate(op->args[0]);
    const Type bits16 = Halide::UInt(16, op->type.lanes());
    const Expr bits = emulated(op->args[0].type()) ? f32_to_half_bits(v, op->args[0].type())
                                                   : Call::make(bits16, Call::reinterpret, {v}, Call::PureIntrinsic);
    if (emulated(op->type)) return half_bits_to_f32(bits, op->type);
    return op->type == bits.type() ? bits : Call::make(op->type, Call::reinterpret, {bits}, Call::PureIntrinsic);
  }
  std::vector<Expr> args;
  for (const Expr& a : op->args) args.push_back(mutate(a));
  // Math functions are named by type (sqrt_f16): their f32 forms.
  std::string name = op->name;
  for (const std::string suffix : {"_f16", "_bf16"}) {
    if (name.size() > suffix.size() && name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0) {
      name = name.substr(0, name.size() - suffix.size()) + "_f32";
    }
  }
  const Type type = emulated(op->type) ? f32_of(op->type) : op->type;
  const Expr call = Call::make(type, name, args, op->call_type, op->func, op->value_index, op->image, op->param);
  return emulated(op->type) ? round_to(call, op->type) : call;
}

}  // namespace kiln::opencl
