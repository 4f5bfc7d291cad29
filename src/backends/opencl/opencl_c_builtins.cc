#include "backends/opencl/opencl_c_builtins.h"

#include <cstring>
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
