#include "backends/opencl/opencl_c_builtins.h"

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

}  // namespace

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
