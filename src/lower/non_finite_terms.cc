#include "lower/non_finite_terms.h"

#include <bit>
#include <cmath>
#include <cstring>

#include "support/float_format.h"

namespace kiln::lower {

namespace {

using Halide::Expr;
namespace hi = Halide::Internal;

// Replaces calls of pure single-valued Funcs by their definitions (their
// arguments do not matter to whether the result is a constant) and every other
// call by an unknown of its type.
class InlinePureCalls : public hi::IRMutator {
 public:
  using hi::IRMutator::visit;
  bool too_big = false;
  bool reads_inputs = false;  // some call was met (and inlined or made unknown)

  Expr mutate(const Expr& e) override {
    if (too_big || ++nodes_ > kMaxNodes) {
      too_big = true;
      return e;
    }
    return hi::IRMutator::mutate(e);
  }

 protected:
  Expr visit(const hi::Call* call) override {
    reads_inputs = reads_inputs || call->call_type == hi::Call::Halide || call->call_type == hi::Call::Image;
    // LLVM folds what strict_float keeps Halide from folding (a select on the
    // bits of a constant NaN), so the marks are dropped here.
    if (call->is_intrinsic(hi::Call::strict_float)) return mutate(call->args[0]);
    if (call->call_type == hi::Call::Halide && call->func.defined()) {
      const hi::Function f(call->func);
      if (!f.has_update_definition() && f.outputs() == 1 && f.can_be_inlined()) return mutate(f.values()[0]);
    }
    if (call->call_type == hi::Call::Halide || call->call_type == hi::Call::Image) {
      return hi::Variable::make(call->type, "unknown_" + call->name);
    }
    return hi::IRMutator::visit(call);
  }

 private:
  static constexpr int kMaxNodes = 4096;
  int nodes_ = 0;
};

// Folds what LLVM folds and Halide 14's simplifier leaves alone: reinterpret
// of a constant (kiln tests NaN by its bits), and arithmetic with a NaN.
class FoldAsLlvmDoes : public hi::IRMutator {
 public:
  using hi::IRMutator::visit;

 protected:
  // x op NaN is NaN for any x: LLVM folds it, Halide leaves it (x unknown).
  template <typename Op>
  Expr nan_operand(const Op* op) {
    Expr e = hi::IRMutator::visit(op);
    const Op* o = e.as<Op>();
    if (!o || !o->type.is_float()) return e;
    for (const Expr& side : {o->a, o->b}) {
      if (const double* v = hi::as_const_float(side); v && std::isnan(*v)) return side;
    }
    return e;
  }
  Expr visit(const hi::Add* op) override { return nan_operand(op); }
  Expr visit(const hi::Sub* op) override { return nan_operand(op); }
  Expr visit(const hi::Mul* op) override { return nan_operand(op); }
  Expr visit(const hi::Div* op) override { return nan_operand(op); }

  Expr visit(const hi::Call* call) override {
    Expr e = hi::IRMutator::visit(call);
    const hi::Call* c = e.as<hi::Call>();
    if (!c || !c->is_intrinsic(hi::Call::reinterpret) || c->type.is_vector() || c->args[0].type().bits() != c->type.bits()) return e;
    const int bits = c->type.bits();
    if (bits != 16 && bits != 32 && bits != 64) return e;
    const Halide::Type from = c->args[0].type();
    uint64_t raw = 0;
    if (const double* f = hi::as_const_float(c->args[0])) {
      raw = bits == 16 ? (from.is_bfloat() ? bf16_bits_from_double(*f) : f16_bits_from_double(*f))
            : bits == 32 ? std::bit_cast<uint32_t>(static_cast<float>(*f))
                         : std::bit_cast<uint64_t>(*f);
    } else if (const uint64_t* u = hi::as_const_uint(c->args[0])) {
      raw = *u;
    } else if (const int64_t* i = hi::as_const_int(c->args[0])) {
      raw = static_cast<uint64_t>(*i);
    } else {
      return e;
    }
    if (c->type.is_float()) {
      const double v = bits == 16   ? (c->type.is_bfloat() ? double_from_bf16_bits(static_cast<uint16_t>(raw)) : double_from_f16_bits(static_cast<uint16_t>(raw)))
                       : bits == 32 ? static_cast<double>(std::bit_cast<float>(static_cast<uint32_t>(raw)))
                                    : std::bit_cast<double>(raw);
      return hi::FloatImm::make(c->type, v);
    }
    const uint64_t mask = bits == 64 ? ~uint64_t{0} : (uint64_t{1} << bits) - 1;
    if (c->type.is_uint()) return hi::UIntImm::make(c->type, raw & mask);
    const int64_t sign_extended = bits == 64 ? static_cast<int64_t>(raw) : static_cast<int64_t>(raw << (64 - bits)) >> (64 - bits);
    return hi::IntImm::make(c->type, sign_extended);
  }
};

}  // namespace

namespace {

// `term` inlined and simplified as above, and whether it reads any input;
// undefined when it grew too big.
Expr folded(const Expr& term, bool* reads_inputs) {
  InlinePureCalls inliner;
  const Expr inlined = inliner.mutate(term);
  if (inliner.too_big) return Expr();
  if (reads_inputs) *reads_inputs = inliner.reads_inputs;
  Expr simplified = hi::simplify(inlined);
  for (int round = 0; round < 4 && !hi::is_const(simplified); ++round) {
    const Expr more = FoldAsLlvmDoes().mutate(simplified);
    if (more.same_as(simplified)) break;
    simplified = hi::simplify(more);
  }
  return simplified;
}

}  // namespace

bool folds_to_non_finite_constant(const Expr& term) {
  if (!term.defined() || !term.type().is_float()) return false;
  const Expr simplified = folded(term, nullptr);
  const double* value = simplified.defined() ? hi::as_const_float(simplified) : nullptr;
  return value && !std::isfinite(*value);
}

bool cancels_to_a_constant(const Expr& term) {
  if (!term.defined() || !term.type().is_float()) return false;
  bool reads_inputs = false;
  const Expr simplified = folded(term, &reads_inputs);
  return reads_inputs && simplified.defined() && hi::is_const(simplified);
}

Expr opaque_to_simplifier(const Expr& term) {
  const Halide::Type bits = Halide::UInt(term.type().bits(), term.type().lanes());
  return Halide::reinterpret(term.type(), Halide::reinterpret(bits, term));
}

}  // namespace kiln::lower
