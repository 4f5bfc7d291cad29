#include "backends/opencl/opencl_c_builtins.h"

#include <cstring>
#include <limits>
#include <map>

namespace kiln::opencl {

using namespace Halide::Internal;  // the IR's node types

namespace {

const std::map<std::string, std::string>& opencl_names() {
  static const std::map<std::string, std::string> names = {
      {"round_f32", "rint"}, {"round_f64", "rint"}, {"fmodf", "fmod"}, {"expm1f", "expm1"},
      {"log1pf", "log1p"},   {"cbrtf", "cbrt"},     {"erff", "erf"},   {"nextafterf", "nextafter"},
  };
  return names;
}

// `bits` as a 64-bit value the printer cannot get wrong: two 32-bit halves
// (each printed whole), widened, shifted and or'ed.
Halide::Expr assembled_u64(uint64_t bits) {
  const Halide::Type u64 = Halide::UInt(64);
  const Halide::Expr hi = Cast::make(u64, UIntImm::make(Halide::UInt(32), bits >> 32));
  const Halide::Expr lo = Cast::make(u64, UIntImm::make(Halide::UInt(32), bits & 0xffffffffu));
  return Call::make(u64, Call::bitwise_or, {Call::make(u64, Call::shift_left, {hi, UIntImm::make(u64, 32)}, Call::PureIntrinsic), lo},
                    Call::PureIntrinsic);
}

// 2^mantissa: every float at least this large is a whole number.
double whole_value(const Halide::Type& t) { return t.bits() == 64 ? 4503599627370496.0 : 8388608.0; }

// `bits` of type `u`: an immediate where the printer writes it whole, else assembled.
Halide::Expr assembled_or_immediate(uint64_t bits, const Halide::Type& u) {
  return u.bits() == 64 ? assembled_u64(bits) : UIntImm::make(u, bits);
}

bool fits_in_31_bits(int64_t v) { return v >= -(int64_t{1} << 31) && v < (int64_t{1} << 31); }

}  // namespace

Halide::Expr OpenclCBuiltins::visit(const FloatImm* op) {
  if (op->type.bits() != 64 || op->type.lanes() != 1) return op;
  uint64_t bits = 0;
  std::memcpy(&bits, &op->value, sizeof bits);
  return Call::make(op->type, Call::reinterpret, {assembled_u64(bits)}, Call::PureIntrinsic);
}

Halide::Expr OpenclCBuiltins::visit(const IntImm* op) {
  if (op->type.bits() != 64 || op->type.lanes() != 1 || fits_in_31_bits(op->value)) return op;
  return Call::make(op->type, Call::reinterpret, {assembled_u64(static_cast<uint64_t>(op->value))}, Call::PureIntrinsic);
}

Halide::Expr OpenclCBuiltins::visit(const UIntImm* op) {
  if (op->type.bits() != 64 || op->type.lanes() != 1 || op->value < (uint64_t{1} << 31)) return op;
  return assembled_u64(op->value);
}

Halide::Expr OpenclCBuiltins::visit(const Call* op) {
  if (op->is_intrinsic(Call::popcount)) {  // printed as halide_popcount, a C runtime helper OpenCL C lacks
    return Call::make(op->type, "popcount", {mutate(op->args[0])}, Call::PureExtern);
  }
  if (op->is_intrinsic(Call::count_leading_zeros)) {  // halide_count_leading_zeros, likewise: OpenCL's clz
    return Call::make(op->type, "clz", {mutate(op->args[0])}, Call::PureExtern);
  }
  if (op->call_type == Call::PureExtern && (op->name == "round_f32" || op->name == "round_f64") && op->type.lanes() == 1) {
    // rint, but only where |x| < 2^mantissa: beyond, x is whole already (or
    // infinite, or NaN), and PoCL's rint of an infinity the kernel computed
    // (rint(-inf * -inf)) came out as garbage bits.
    const Halide::Expr x = Variable::make(op->type, "kiln_rint_arg");
    const Halide::Expr whole = FloatImm::make(op->type, whole_value(op->type));
    // x + 2^m - 2^m (signed as x) rounds x to nearest even in the default
    // rounding mode; no builtin: PoCL's rint of an infinity the kernel
    // computed (rint(-inf * -inf)) made the whole kernel write garbage.
    const Halide::Expr magic = Select::make(LT::make(x, FloatImm::make(op->type, 0)), FloatImm::make(op->type, -whole_value(op->type)),
                                            FloatImm::make(op->type, whole_value(op->type)));
    const Halide::Type u = Halide::UInt(op->type.bits());
    const Halide::Expr sign = Call::make(u, Call::bitwise_and, {Call::make(u, Call::reinterpret, {x}, Call::PureIntrinsic),
                                                                 assembled_or_immediate(uint64_t{1} << (op->type.bits() - 1), u)},
                                         Call::PureIntrinsic);
    const Halide::Expr magnitude = Call::make(u, Call::reinterpret, {Sub::make(Add::make(x, magic), magic)}, Call::PureIntrinsic);
    // The sign copied back: -0.5 + -2^23 - -2^23 is +0, rint(-0.5) is -0.
    const Halide::Expr rounded = Call::make(op->type, Call::reinterpret, {Call::make(u, Call::bitwise_or, {magnitude, sign}, Call::PureIntrinsic)},
                                            Call::PureIntrinsic);
    return Let::make("kiln_rint_arg", mutate(op->args[0]), Select::make(LT::make(Halide::abs(x), whole), rounded, x));
  }
  if (op->call_type == Call::PureExtern && (op->name == "fmodf" || op->name == "fmod") && op->type.lanes() == 1 && op->args.size() == 2) {
    // fmod's special cases spelled out: PoCL folded fmod(-0, 0) of a kernel's
    // constants to 0, not NaN. IEEE: NaN for a NaN, an infinite x or a zero
    // y; x itself for an infinite y; fmod otherwise.
    const Halide::Expr x = Variable::make(op->type, "kiln_fmod_x"), y = Variable::make(op->type, "kiln_fmod_y");
    const Halide::Expr nan = FloatImm::make(op->type, std::numeric_limits<double>::quiet_NaN());
    const Halide::Expr invalid = Halide::is_nan(x) || Halide::is_nan(y) || Halide::is_inf(x) || EQ::make(y, FloatImm::make(op->type, 0));
    const Halide::Expr value =
        Select::make(invalid, nan, Select::make(Halide::is_inf(y), x, Call::make(op->type, "fmod", {x, y}, Call::PureExtern)));
    return Let::make("kiln_fmod_x", mutate(op->args[0]), Let::make("kiln_fmod_y", mutate(op->args[1]), value));
  }
  if (op->call_type == Call::PureExtern) {
    auto it = opencl_names().find(op->name);
    if (it != opencl_names().end()) {
      std::vector<Halide::Expr> args;
      for (const Halide::Expr& a : op->args) args.push_back(mutate(a));
      return Call::make(op->type, it->second, args, Call::PureExtern);
    }
  }
  return IRMutator::visit(op);
}

}  // namespace kiln::opencl
