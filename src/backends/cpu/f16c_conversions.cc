#include "backends/cpu/f16c_conversions.h"

#include <string>
#include <vector>

#include "backends/cpu/llvm_bitcode.h"

namespace kiln::cpu {

namespace hi = Halide::Internal;

namespace {

constexpr const char* kToHalf = "kiln_f32_to_f16";
constexpr const char* kFromHalf = "kiln_f16_to_f32";

// The functions the rewritten casts call: the scalar one Halide declares, and
// the vector widths it looks for by name (`<name>x<lanes>`) before it would
// call the scalar one lane by lane; weak_odr, since Halide links only what
// the module already needs (nothing, before its code). The data layout is x86-64's, Halide's own
// (a module of another layout links with a warning).
std::string conversions_ir() {
  std::string ir = std::string("target datalayout = \"") + kX86_64ElfDataLayout + "\"\n";
  auto define = [&](const std::string& name, const std::string& from, const std::string& to, const std::string& body) {
    ir += "define weak_odr " + to + " @" + name + "(" + from + " %x) alwaysinline nounwind readnone {\n" + body + "}\n";
  };
  define(kToHalf, "float", "i16", "  %h = fptrunc float %x to half\n  %r = bitcast half %h to i16\n  ret i16 %r\n");
  define(kFromHalf, "i16", "float", "  %h = bitcast i16 %x to half\n  %r = fpext half %h to float\n  ret float %r\n");
  for (int lanes : {4, 8, 16}) {
    const std::string n = std::to_string(lanes), f = "<" + n + " x float>", i = "<" + n + " x i16>", h = "<" + n + " x half>";
    define(std::string(kToHalf) + "x" + n, f, i, "  %h = fptrunc " + f + " %x to " + h + "\n  %r = bitcast " + h + " %h to " + i + "\n  ret " + i + " %r\n");
    define(std::string(kFromHalf) + "x" + n, i, f, "  %h = bitcast " + i + " %x to " + h + "\n  %r = fpext " + h + " %h to " + f + "\n  ret " + f + " %r\n");
  }
  return ir;
}

const std::vector<uint8_t>& conversions_bitcode() {
  static const std::vector<uint8_t> bitcode = bitcode_from_ir(conversions_ir(), "the F16C conversions");
  return bitcode;
}

class F16cCasts : public hi::IRMutator {
 public:
  int rewritten = 0;

 private:
  using IRMutator::visit;
  Halide::Expr visit(const hi::Cast* op) override {
    Halide::Expr value = mutate(op->value);
    const Halide::Type from = value.type(), to = op->type;
    if (from.is_float() && from.bits() == 32 && to.is_float() && to.bits() == 16 && !to.is_bfloat()) {
      ++rewritten;
      return Halide::reinterpret(to, hi::Call::make(Halide::UInt(16, to.lanes()), kToHalf, {value}, hi::Call::PureExtern));
    }
    if (from.is_float() && from.bits() == 16 && !from.is_bfloat() && to.is_float() && to.bits() == 32) {
      ++rewritten;
      return hi::Call::make(to, kFromHalf, {Halide::reinterpret(Halide::UInt(16, from.lanes()), value)}, hi::Call::PureExtern);
    }
    return value.same_as(op->value) ? Halide::Expr(op) : hi::Cast::make(to, value);
  }
};

}  // namespace

bool uses_f16c(const Halide::Target& target) {
  // The bitcode's data layout is x86-64 ELF's.
  return target.arch == Halide::Target::X86 && target.bits == 64 && target.os == Halide::Target::Linux &&
         target.has_feature(Halide::Target::F16C) && !target.has_gpu_feature();
}

int convert_f16_with_f16c(Halide::Module& module) {
  F16cCasts casts;
  for (hi::LoweredFunc& f : module.functions()) f.body = casts.mutate(f.body);
  if (casts.rewritten > 0) module.append(Halide::ExternalCode::bitcode_wrapper(module.target(), conversions_bitcode(), "kiln_f16c"));
  return casts.rewritten;
}

}  // namespace kiln::cpu
